#pragma once

#include "Lesson.h"

#include <QDialog>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace attn::ui {

class Document;
class FileOnDisk;
class LessonAutosave;
class LessonSession;
class StepEditor;

/// The lesson editor: a lesson made from the scenarios on screen. Each step keeps the
/// scenario it was added with (or later given with "Use Current Scenario"), its texts in
/// English, Indonesian and Vietnamese, and an optional question whose answer the engine
/// computes. Steps can be reordered and removed; Preview runs the lesson in the lesson
/// panel; Save writes a lesson file (format version 2, atomically) that the lesson panel's
/// Open… and --handout read: the file opened or saved last, else one the teacher names.
/// The title shows "*" while the lesson differs from the one last saved or opened, and
/// closing it then (the window's button, Escape, Close) asks to save, discard or cancel.
/// Meanwhile the lesson is autosaved (LessonAutosave), so a crash or a signal loses at
/// most the last few seconds. When another program or editor changes the lesson's file,
/// an editor without changes offers to reload it and one with changes asks at its next
/// save whether to overwrite the file, save under another name, or reload it (FileOnDisk).
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
    /// Writes the lesson to `path` and remembers it as the lesson's file; false with a
    /// message (the old file stays).
    bool saveTo(const QString &path, QString *error);
    /// The file the lesson was opened from or saved to last; empty for a new lesson.
    QString filePath() const { return m_path; }
    /// Closing (Escape, Close, the window's button) asks first when the lesson changed
    /// since it was last saved or opened: Save (closes once saved), Discard or Cancel.
    void reject() override;
    /// Runs the lesson in the lesson panel; false with a message.
    bool preview(QString *error);

    /// Shows a lesson autosaved by a session that ended without closing: modified, with
    /// `path` as its file (empty: Save asks where). False with a message.
    bool restoreAutosaved(const Lesson &lesson, const QString &path, QString *error);
    /// True while the editor is open with changes that are not saved.
    bool hasUnsavedWork() const { return isVisible() && isWindowModified(); }
    /// The session ends with nobody to answer a question (a logout, a signal): the unsaved
    /// lesson is written to the autosave now and kept for the next start, and closing the
    /// editor no longer asks. False when the autosave could not be written.
    bool keepForNextStart();
    LessonAutosave *autosave() const { return m_autosave; }

    QListWidget *stepList() const { return m_steps; }
    StepEditor *stepEditor() const { return m_editor; }
    QLineEdit *titleField(int language) const { return m_title[language]; }

protected:
    /// A live language switch names the steps in the new language.
    void changeEvent(QEvent *event) override;

private:
    void showTitle(const LessonText &title);
    void storeCurrent();
    void showCurrent();
    void refreshList();
    /// Step i's name in the list: its title in the interface's language, else English.
    QString stepName(size_t i) const;
    /// The lesson as it is now is the one on disk (or the new lesson as it began).
    void markSaved();
    void updateModified();
    /// Saves to the file last opened or saved, or (a new lesson, or `choosePath`: Save As)
    /// to a file the teacher names; false if not written.
    bool save(bool choosePath = false);
    /// Asks to save the changes, if any: true when the lesson may be left (saved,
    /// discarded, or nothing changed), false when the teacher cancels or saving fails.
    bool maybeSave();
    /// Four fifths of the available screen, at least the size hint, never more than it.
    void fitToScreen();
    void open();
    void showProblem(const QString &message);
    /// The window title: the file's name, or "Lesson Editor" for a new lesson.
    void showFileName();
    /// Another program (or editor) changed the lesson's file: offers to reload an editor
    /// without changes; one with changes is asked about at its next save.
    void onChangedOnDisk(const QString &path);
    /// Before a save over a file that changed on disk: Overwrite (true), or Save As, Reload
    /// or Cancel (false, after doing it; `saved` says whether Save As wrote the lesson).
    bool confirmOverwriteChanged(const QString &path, bool *saved);

    Document *m_document;
    LessonSession *m_session;
    std::vector<LessonStep> m_stepsData;
    int m_current = -1;
    /// The lesson as last saved or opened (serialized): modified while it differs.
    QByteArray m_saved;
    QString m_path;
    QLineEdit *m_title[3];
    QListWidget *m_steps = nullptr;
    StepEditor *m_editor = nullptr;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    LessonAutosave *m_autosave = nullptr;
    FileOnDisk *m_disk = nullptr;
    bool m_endingSession = false;   ///< keepForNextStart(): nobody is asked any more
    bool m_askingAboutDisk = false; ///< a question about the file on disk is open
};

} // namespace attn::ui
