#include "Autosave.h"

#include "AtomicFile.h"
#include "Document.h"
#include "LocalFile.h"
#include "ScenarioFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QThreadPool>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <utility>

namespace attn::ui {

namespace {

/// The key under which an autosave records its own bookkeeping. Unknown keys survive the
/// loader, so the file stays a valid scenario; restoring strips the key again.
const char autosaveKey[] = "attention_lab_autosave";

constexpr int defaultDelayMs = 5000;

QString lockPathFor(const QString &autosavePath)
{
    return autosavePath.left(autosavePath.size() - 5) + QStringLiteral(".lock"); // ".json"
}

void removeAutosaveKey(Scenario &scenario)
{
    auto &keys = scenario.unknownKeys;
    keys.erase(std::remove_if(keys.begin(), keys.end(),
                              [](const auto &entry) { return entry.first == autosaveKey; }),
               keys.end());
}

} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
    , m_pool(new QThreadPool(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(defaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveInBackground);

    const QString dir = autosaveDirectory();
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_filePath = QDir(dir).filePath(id + QStringLiteral(".json"));
    errno = 0;
    if (!QDir().mkpath(dir)) {
        m_error
            = errno == ENOSPC
                  ? tr("The disk is full: no room for the autosave folder %1")
                        .arg(QDir::toNativeSeparators(dir))
                  : tr("Cannot create the autosave folder %1").arg(QDir::toNativeSeparators(dir));
        return;
    }
    m_lock = std::make_unique<QLockFile>(lockPathFor(m_filePath));
    m_lock->setStaleLockTime(0); // held for the whole session; only a dead owner is stale
    errno = 0;
    if (!m_lock->tryLock()) {
        // QLockFile says only "unknown error" when the lock's few bytes cannot be written
        // (a full disk); the system's reason is still in errno.
        const int errnum = errno;
        const QString lock = QDir::toNativeSeparators(m_lock->fileName());
        if (errnum == ENOSPC)
            m_error = tr("The disk is full: no room for the autosave file %1").arg(lock);
        else if (m_lock->error() != QLockFile::LockFailedError && errnum != 0)
            m_error
                = tr("Cannot lock the autosave file %1: %2").arg(lock, describeSystemError(errnum));
        else
            m_error = tr("Cannot lock the autosave file %1").arg(lock);
        m_lock.reset();
        return;
    }

    // Every change restarts the timer, so the file is written once the edits pause.
    m_modified = document->isModified();
    connect(document, &Document::scenarioChanged, this, [this] {
        if (m_document->isModified()) {
            m_discarded = false;
            m_timer->start();
        }
    });
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        m_modified = modified;
        if (modified) {
            m_discarded = false;
            m_timer->start();
        } else {
            m_timer->stop();
            removeFile();
            emit succeeded(); // nothing unsaved is left to protect
        }
    });
    // Edits of the last few seconds reach the file before the process ends.
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, [this] {
        if (m_modified && !m_discarded)
            saveNow();
    });
}

Autosave::~Autosave()
{
    m_pool->waitForDone();
    if (!m_modified || m_discarded)
        removeFile();
    if (m_lock)
        m_lock->unlock();
}

void Autosave::discard()
{
    m_timer->stop();
    m_discarded = true;
    removeFile();
}

QString Autosave::autosaveDirectory()
{
    const QString overridden = qEnvironmentVariable("ATTENTION_LAB_DATA_DIR");
    const QString base = overridden.isEmpty()
                             ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                             : overridden;
    return QDir(base).filePath(QStringLiteral("autosave"));
}

bool Autosave::isActive() const
{
    return m_lock != nullptr;
}

void Autosave::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

Scenario Autosave::autosaveCopy() const
{
    Scenario copy = m_document->scenario();
    removeAutosaveKey(copy);
    QJsonObject meta;
    const QString original = m_document->filePath();
    meta.insert(QStringLiteral("original_path"),
                original.isEmpty() || original.startsWith(QLatin1Char(':'))
                    ? original
                    : QFileInfo(original).absoluteFilePath());
    copy.unknownKeys.emplace_back(autosaveKey,
                                  QJsonDocument(meta).toJson(QJsonDocument::Compact).toStdString());
    return copy;
}

bool Autosave::saveNow()
{
    m_timer->stop();
    m_pool->waitForDone(); // its report, still queued, is dropped: this write supersedes it
    m_writeAgain = false;
    ++m_writes;
    if (!isActive() || !m_document)
        return false;
    if (!m_document->isModified()) {
        removeFile();
        emit succeeded();
        return true;
    }
    QString error;
    if (!writeFileAtomically(m_filePath, serializeScenario(autosaveCopy()), &error)) {
        m_error = error;
        emit failed(error);
        return false;
    }
    emit succeeded();
    return true;
}

void Autosave::saveInBackground()
{
    m_timer->stop();
    if (!isActive() || !m_document)
        return;
    if (m_writing) {
        m_writeAgain = true;
        return;
    }
    if (!m_document->isModified()) {
        removeFile();
        emit succeeded();
        return;
    }
    m_writing = true;
    const quint64 write = ++m_writes;
    m_pool->start([this, write, path = m_filePath, copy = autosaveCopy()] {
        QString error;
        const bool ok = writeFileAtomically(path, serializeScenario(copy), &error);
        // Dropped by Qt if this object is gone (its destructor waits for the pool first).
        QMetaObject::invokeMethod(
            this, [this, write, ok, error] { finishBackgroundWrite(write, ok, error); },
            Qt::QueuedConnection);
    });
}

void Autosave::finishBackgroundWrite(quint64 write, bool ok, const QString &error)
{
    m_writing = false;
    if (write != m_writes) {
        // saveNow() wrote a newer state meanwhile: this report is out of date.
    } else if (!m_modified || m_discarded) {
        // Saved or discarded while this was written: the file it left must go.
        removeFile();
    } else if (!ok) {
        m_error = error;
        emit failed(error);
    } else {
        emit succeeded();
    }
    if (std::exchange(m_writeAgain, false))
        saveInBackground();
}

void Autosave::removeFile()
{
    if (isActive())
        QFile::remove(m_filePath);
}

std::vector<RecoverableAutosave> findRecoverableAutosaves()
{
    std::vector<RecoverableAutosave> found;
    const QDir dir(Autosave::autosaveDirectory());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &info : files) {
        auto lock = std::make_shared<QLockFile>(lockPathFor(info.filePath()));
        lock->setStaleLockTime(0); // a live instance's lock is never taken, however old
        if (!lock->tryLock())
            continue; // its instance is running (in this process or another)
        RecoverableAutosave autosave;
        autosave.filePath = info.filePath();
        autosave.saved = info.lastModified();
        autosave.lock = std::move(lock);
        // The title and the original path for the question; a file that does not parse
        // is still offered, and reported as corrupt when restored.
        QFile file(info.filePath());
        if (info.size() <= limits::maxFileBytes && file.open(QIODevice::ReadOnly)) {
            const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
            autosave.title = root.value(QLatin1String("title")).toString();
            autosave.originalPath = root.value(QLatin1String(autosaveKey))
                                        .toObject()
                                        .value(QLatin1String("original_path"))
                                        .toString();
        }
        found.push_back(std::move(autosave));
    }
    // Locks of crashed instances that never autosaved: taking one removes it.
    const QFileInfoList locks = dir.entryInfoList({QStringLiteral("*.lock")}, QDir::Files);
    for (const QFileInfo &info : locks) {
        const QString json = info.filePath().chopped(5) + QStringLiteral(".json");
        if (QFileInfo::exists(json))
            continue;
        QLockFile lock(info.filePath());
        lock.setStaleLockTime(0);
        if (lock.tryLock())
            lock.unlock();
    }
    std::sort(found.begin(), found.end(),
              [](const auto &a, const auto &b) { return a.saved > b.saved; });
    return found;
}

bool loadRecoverableAutosave(const RecoverableAutosave &autosave, Scenario &scenario,
                             QString *error)
{
    QString why;
    Scenario loaded;
    if (!loadScenarioFile(autosave.filePath, loaded, &why)) {
        // Keep it aside, never delete what might be someone's only copy.
        const QString aside = autosave.filePath + QStringLiteral(".corrupt");
        QFile::remove(aside);
        const bool kept = QFile::rename(autosave.filePath, aside);
        if (error)
            *error = kept ? QCoreApplication::translate("attn::ui::Autosave",
                                                        "%1\nThe file was kept as %2.")
                                .arg(why, QDir::toNativeSeparators(aside))
                          : why;
        return false;
    }
    removeAutosaveKey(loaded);
    scenario = std::move(loaded);
    return true;
}

void discardRecoverableAutosave(const RecoverableAutosave &autosave)
{
    QFile::remove(autosave.filePath);
    if (autosave.lock)
        autosave.lock->unlock();
}

} // namespace attn::ui
