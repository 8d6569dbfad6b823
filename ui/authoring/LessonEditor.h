#pragma once

#include "Lesson.h"

#include <QDialog>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace attn::ui {

class Document;
class LessonSession;
class StepEditor;

/// The lesson editor: a lesson made from the scenarios on screen. Each step keeps the
/// scenario it was added with (or later given with "Use Current Scenario"), its texts in
/// English, Indonesian and Vietnamese, and an optional question whose answer the engine
/// computes. Steps can be reordered and removed; Preview runs the lesson in the lesson
/// panel; Save writes a lesson file (format version 2, atomically) that the lesson panel's
/// Open… and --handout read.
class LessonEditor : public QDialog
{
    Q_OBJECT

public:
    LessonEditor(Document *document, LessonSession *session, QWidget *parent = nullptr);

    /// The lesson as the editor has it now.
    Lesson lesson() const;
    /// Adds a step showing the document's scenario after the current one, and selects it.
    void addStep();
    /// The current step takes the document's scenario.
    void useCurrentScenario();
    /// The current step's question becomes about the document's scenario: the edits from
    /// the step's scenario to it, applied once the question is answered ("predict what
    /// happens"). False with a message when the difference is not one a lesson can write.
    bool useCurrentScenarioAsAfter(QString *error);
    /// Shows `lesson` for editing (a lesson file opened again); a step that continues from
    /// the one before gets the scenario it starts from. False with a message.
    bool setLesson(const Lesson &lesson, QString *error);
    /// Opens a lesson file for editing; false with a message naming the file.
    bool openFile(const QString &path, QString *error);
    void removeStep();
    /// Moves the current step by `delta` places (-1 up, +1 down).
    void moveStep(int delta);
    /// Checks the lesson as a file would be checked; false with a message naming the place.
    bool check(QString *error) const;
    /// Writes the lesson to `path`; false with a message (the old file stays).
    bool saveTo(const QString &path, QString *error);
    /// Runs the lesson in the lesson panel; false with a message.
    bool preview(QString *error);

    QListWidget *stepList() const { return m_steps; }
    StepEditor *stepEditor() const { return m_editor; }
    QLineEdit *titleField(int language) const { return m_title[language]; }

private:
    void showTitle(const LessonText &title);
    void storeCurrent();
    void showCurrent();
    void refreshList();
    void save();
    void open();
    void showProblem(const QString &message);

    Document *m_document;
    LessonSession *m_session;
    std::vector<LessonStep> m_stepsData;
    int m_current = -1;
    QLineEdit *m_title[3];
    QListWidget *m_steps;
    StepEditor *m_editor;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
};

} // namespace attn::ui
