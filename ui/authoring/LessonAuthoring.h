#pragma once

#include <QString>

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

/// At start-up, once no other question is open: offers each lesson autosave of a session
/// that ended without closing (newest first) with Restore / Discard / Decide Later. Restore
/// opens the lesson editor of `window` on it, modified, with the lesson file it belongs to
/// when that still reads as a lesson (else Save asks where), writes it to this session's
/// autosave and only then deletes the old one; after one restore the rest wait for the next
/// start. A file that cannot be read is reported and kept aside as "<name>.corrupt".
///
/// Test hooks: ATTENTION_LAB_TEST_RESTORE=accept (decline) answers Restore (Discard);
/// ATTENTION_LAB_TEST_LESSON_EDIT=TEXT then opens the editor and writes TEXT as its step's
/// English text. With either set, "attention-lab: lessons offered" (and "attention-lab:
/// lesson edited") on standard error tell the test that drives the executable.
void startLessonAuthoring(QMainWindow *window);

/// The session ends with nobody to answer a question (a logout, a signal): the lesson
/// editor's unsaved lesson goes to its autosave now, for the next start, and closing the
/// editor asks nothing. Returns the line for the session's log: empty when nothing was
/// unsaved, else "unsaved lesson kept in FILE" or "unsaved lesson could not be kept: WHY".
QString keepLessonWork(QMainWindow *window);

} // namespace attn::ui
