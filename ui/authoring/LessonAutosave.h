#pragma once

#include "Lesson.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;
class QTimer;

namespace attn::ui {

/// Keeps a copy of the lesson editor's unsaved lesson in the application's data folder, as
/// Autosave does for the scenario: a few seconds after the last change the lesson is
/// written atomically to lessonAutosaveDirectory()/<uuid>.json, with the path of the lesson
/// file it belongs to; a QLockFile (<uuid>.lock) held for this object's lifetime tells
/// other instances it is in use. The file goes when the lesson is saved or equals the file
/// again, when discard() is called (the teacher dropped the changes), and when this object
/// is destroyed with nothing unsaved. A session that ends with unsaved changes nobody was
/// asked about (a signal, a quit) writes them one last time and keeps the file, so the next
/// start offers them.
///
/// The file: {"format": "attention-lab-lesson-autosave", "original_path": "...",
/// "lesson": {a lesson file's object}}. The folder is apart from the scenarios' autosaves,
/// which are read as scenarios.
class LessonAutosave : public QObject
{
    Q_OBJECT

public:
    /// `lesson` gives the lesson as the editor has it, `path` the file it belongs to (empty
    /// for a new lesson).
    LessonAutosave(std::function<Lesson()> lesson, std::function<QString()> path,
                   QObject *parent = nullptr);
    ~LessonAutosave() override;

    /// Autosave::autosaveDirectory()/lessons.
    static QString lessonAutosaveDirectory();

    QString filePath() const { return m_filePath; }
    /// False when the lock could not be taken (the folder is not writable); error() says why.
    bool isActive() const { return m_lock != nullptr; }
    QString error() const { return m_error; }
    void setDelay(int milliseconds);

    /// The editor's lesson changed: modified (it differs from the one saved or opened)
    /// starts the timer; not modified removes the file.
    void setModified(bool modified);
    /// Writes the lesson now if it is modified, else removes the file; false on failure.
    bool saveNow();
    /// The teacher dropped the unsaved changes: removes the file until the next change.
    void discard();

signals:
    void failed(const QString &message);

private:
    void removeFile();

    std::function<Lesson()> m_lesson;
    std::function<QString()> m_path;
    QTimer *m_timer;
    bool m_modified = false;
    bool m_discarded = false;
    std::unique_ptr<QLockFile> m_lock;
    QString m_filePath;
    QString m_error;
};

/// A lesson autosave left by an instance that is no longer running; while this object
/// lives it holds that file's lock, so no other instance offers the same file.
struct RecoverableLesson
{
    QString filePath;     ///< the autosave file
    QString originalPath; ///< the lesson file it belongs to; empty if none
    QString title;        ///< the lesson's English title, if it could be read
    QDateTime saved;      ///< the autosave file's modification time
    std::shared_ptr<QLockFile> lock;
};

/// Lesson autosaves whose lock is free or stale, newest first; those of running instances
/// are never listed. Locks of crashed instances that left no file are removed.
std::vector<RecoverableLesson> findRecoverableLessons();

/// Reads a recoverable lesson. On failure the file is renamed to "<name>.corrupt" (kept)
/// and `error` names it and the place of the problem.
bool loadRecoverableLesson(const RecoverableLesson &autosave, Lesson &lesson, QString *error);

/// Deletes a recoverable lesson autosave and its lock.
void discardRecoverableLesson(const RecoverableLesson &autosave);

} // namespace attn::ui
