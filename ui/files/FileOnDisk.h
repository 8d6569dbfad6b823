#pragma once

// The document's file as it was when the window last read or wrote it, so that a change by
// another program (or a second window on the same file) is noticed before it is
// overwritten.

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QString>

#include <optional>

class QFileSystemWatcher;
class QWidget;

namespace attn::ui {

class FileOnDisk : public QObject
{
    Q_OBJECT

public:
    explicit FileOnDisk(QObject *parent = nullptr);

    /// Records `path` as it is now (size, modification time, SHA-256 of its bytes) and
    /// watches it; an empty or built-in (":/") path stops watching.
    void remember(const QString &path);
    QString path() const { return m_path; }

    /// True when the file's size, time or bytes differ from what remember() recorded
    /// (also when it was removed). The hash is computed only when size and time agree.
    bool hasChanged() const;

    /// The user was told of the file's present version and kept this window's (answered
    /// No to reloading it): changed() is not emitted again for that version, but the
    /// recorded state stays the one this window read or wrote, so hasChanged() stays true
    /// and a save over the file still asks.
    void acknowledge();

signals:
    /// The watched file changed on disk (QFileSystemWatcher, confirmed by hasChanged()).
    void changed(const QString &path);

private:
    struct State
    {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        QByteArray hash;
    };
    static State read(const QString &path, bool withHash);
    static bool sameVersion(const State &a, const State &b); ///< same bytes (or both absent)
    void onWatcher(const QString &path);

    QFileSystemWatcher *m_watcher;
    QString m_path;
    State m_state;                       ///< as this window last read or wrote it
    std::optional<State> m_acknowledged; ///< the version acknowledge() was told of
};

/// What a save over a file that changed on disk since it was read may do.
enum class ChangedFileAnswer { Overwrite, SaveAs, Reload, Cancel };

/// The question before such a save (a document's window, a lesson editor): `text` says which
/// file changed, `informative` what each answer does; Save As is the default answer.
ChangedFileAnswer askAboutChangedFile(QWidget *parent, const QString &title, const QString &text,
                                      const QString &informative, const QString &objectName);

} // namespace attn::ui
