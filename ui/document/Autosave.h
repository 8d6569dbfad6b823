#pragma once

#include "Scenario.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;
class QThreadPool;
class QTimer;

namespace attn::ui {

class Document;

/// Keeps a copy of the open document's unsaved changes in the application's data folder
/// (never next to the user's file), so a crash loses at most the last few seconds.
///
/// A few seconds after the last edit the scenario is written atomically to
/// autosaveDirectory()/<uuid>.json; the file records the document's own path. A QLockFile
/// (<uuid>.lock) held for this object's lifetime tells other instances the file is in use.
/// The file is removed when the document becomes clean (saved, or reset), when discard() is
/// called (the user chose to drop the changes), and when this object is destroyed with no
/// unsaved changes. Quitting with unsaved changes the user was not asked about writes them
/// one last time and keeps the file, so the next start offers them: nothing is lost.
class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(Document *document, QObject *parent = nullptr);
    ~Autosave() override;

    /// $ATTENTION_LAB_DATA_DIR/autosave if that variable is set (tests), else
    /// QStandardPaths::AppDataLocation/autosave.
    static QString autosaveDirectory();

    /// This instance's autosave file (it exists only while there are unsaved changes).
    QString filePath() const { return m_filePath; }
    /// False when the lock could not be taken (the folder is not writable): then nothing
    /// is autosaved, and error() says why.
    bool isActive() const;
    QString error() const { return m_error; }

    /// How long the edits must pause before the file is written (5 s unless set).
    void setDelay(int milliseconds);

    /// Writes the document now if it is modified, else removes the file; false on failure.
    /// Waits for a write in the background to end first.
    bool saveNow();
    /// What the timer does: the scenario is copied here and written on a worker thread, so
    /// a large document does not hold up the window (turning n = 4096 into JSON had taken
    /// the GUI thread 0.5 to 1 s). succeeded() or failed() follows on this thread. A save
    /// asked for while one is being written follows it with the newest state.
    void saveInBackground();
    /// True while a background write has not reported back.
    bool isWriting() const { return m_writing; }
    /// The user dropped the unsaved changes: removes the file until the next edit.
    void discard();

signals:
    /// A write failed (disk full, folder gone): the message names the file.
    void failed(const QString &message);
    /// saveNow() succeeded: the unsaved changes are in the file, or there are none.
    void succeeded();

private:
    void removeFile();
    Scenario autosaveCopy() const;
    void finishBackgroundWrite(quint64 write, bool ok, const QString &error);

    QPointer<Document> m_document;
    QTimer *m_timer;
    bool m_modified = false;  ///< the document's state, known even after it is gone
    bool m_discarded = false; ///< discard() since the last edit
    std::unique_ptr<QLockFile> m_lock;
    QThreadPool *m_pool;
    bool m_writing = false;    ///< a background write has not reported back
    bool m_writeAgain = false; ///< a save was asked for during it
    quint64 m_writes = 0;      ///< writes started, so a superseded one's report is dropped
    QString m_filePath;
    QString m_error;
};

/// An autosave left behind by an instance that is no longer running. While this object
/// lives it holds that file's lock, so no other instance offers the same file.
struct RecoverableAutosave
{
    QString filePath;     ///< the autosave file
    QString originalPath; ///< the document's own file when it was autosaved; empty if none
    QString title;        ///< the scenario's title, if it could be read
    QDateTime saved;      ///< the autosave file's modification time
    std::shared_ptr<QLockFile> lock;
};

/// Autosaves whose lock is free or stale (their instance crashed or was killed), newest
/// first. Autosaves of running instances (their lock is held, in this process or another)
/// are never listed.
std::vector<RecoverableAutosave> findRecoverableAutosaves();

/// Reads a recoverable autosave; the scenario is returned without the autosave's own
/// bookkeeping key. On failure the file is renamed to "<name>.corrupt" (kept, never
/// deleted) and `error` names it and the place of the problem.
bool loadRecoverableAutosave(const RecoverableAutosave &autosave, Scenario &scenario,
                             QString *error);

/// Deletes a recoverable autosave and its lock.
void discardRecoverableAutosave(const RecoverableAutosave &autosave);

} // namespace attn::ui
