#include "FileOnDisk.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QPushButton>

namespace attn::ui {

FileOnDisk::FileOnDisk(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFileSystemWatcher(this))
{
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &FileOnDisk::onWatcher);
}

FileOnDisk::State FileOnDisk::read(const QString &path, bool withHash)
{
    State state;
    const QFileInfo info(path);
    if (!info.exists() || !info.isFile())
        return state;
    state.exists = true;
    state.size = info.size();
    state.modified = info.lastModified();
    if (withHash) {
        QFile file(path);
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (file.open(QIODevice::ReadOnly) && hash.addData(&file))
            state.hash = hash.result();
    }
    return state;
}

bool FileOnDisk::sameVersion(const State &a, const State &b)
{
    return a.exists == b.exists && (!a.exists || (a.size == b.size && a.hash == b.hash));
}

void FileOnDisk::remember(const QString &path)
{
    if (!m_path.isEmpty())
        m_watcher->removePath(m_path);
    m_path = path.startsWith(QLatin1Char(':')) ? QString() : path;
    m_state = m_path.isEmpty() ? State() : read(m_path, true);
    m_acknowledged.reset();
    if (m_state.exists)
        m_watcher->addPath(m_path);
}

bool FileOnDisk::hasChanged() const
{
    if (m_path.isEmpty())
        return false;
    const State now = read(m_path, false);
    if (now.exists != m_state.exists)
        return true;
    if (!now.exists)
        return false;
    if (now.size != m_state.size)
        return true;
    // Same size: the bytes decide (a save within the file system's time resolution keeps
    // the time, a touch changes only the time).
    return read(m_path, true).hash != m_state.hash;
}

void FileOnDisk::acknowledge()
{
    if (!m_path.isEmpty())
        m_acknowledged = read(m_path, true);
}

void FileOnDisk::onWatcher(const QString &path)
{
    if (path != m_path)
        return;
    // An atomic save replaces the file: the watcher loses it; watch the new one.
    if (!m_watcher->files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher->addPath(m_path);
    if (!hasChanged())
        return;
    if (m_acknowledged) {
        // The same version again (a replace can report more than once): already answered.
        if (sameVersion(read(m_path, true), *m_acknowledged))
            return;
    }
    emit changed(m_path);
}

ChangedFileAnswer askAboutChangedFile(QWidget *parent, const QString &title, const QString &text,
                                      const QString &informative, const QString &objectName)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    box.setObjectName(objectName);
    box.setInformativeText(informative);
    QPushButton *overwrite = box.addButton(QCoreApplication::translate("FileOnDisk", "&Overwrite"),
                                           QMessageBox::AcceptRole);
    QPushButton *saveAs = box.addButton(QCoreApplication::translate("FileOnDisk", "Save &As\u2026"),
                                        QMessageBox::ActionRole);
    QPushButton *reload = box.addButton(QCoreApplication::translate("FileOnDisk", "&Reload"),
                                        QMessageBox::DestructiveRole);
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == overwrite)
        return ChangedFileAnswer::Overwrite;
    if (box.clickedButton() == saveAs)
        return ChangedFileAnswer::SaveAs;
    if (box.clickedButton() == reload)
        return ChangedFileAnswer::Reload;
    return ChangedFileAnswer::Cancel;
}

} // namespace attn::ui
