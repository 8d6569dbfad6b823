#pragma once

class QMainWindow;
class QMenu;

namespace attn::ui {

class Classroom;
class Document;

/// Adds the lesson tools a teacher uses to the window: Lessons > New Lesson from This
/// Scenario… (the lesson editor) and File > Export Lesson Handout… (the PDF of the lesson
/// running in the lesson panel, in its language and with its variant's numbers).
void installLessonAuthoring(QMainWindow *window, Document *document, Classroom *classroom,
                            QMenu *fileMenu);

} // namespace attn::ui
