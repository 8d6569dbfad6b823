#include "LessonAutosave.h"

#include "AtomicFile.h"
#include "Autosave.h"
#include "InputFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QTimer>
#include <QUuid>

#include <algorithm>

namespace attn::ui {

namespace {

const char formatName[] = "attention-lab-lesson-autosave";
constexpr int defaultDelayMs = 5000;

QString lockPathFor(const QString &autosavePath)
{
    return autosavePath.chopped(5) + QStringLiteral(".lock"); // ".json"
}

QByteArray autosaveBytes(const Lesson &lesson, const QString &originalPath)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(formatName));
    root.insert(QStringLiteral("original_path"),
                originalPath.isEmpty() ? QString() : QFileInfo(originalPath).absoluteFilePath());
    root.insert(QStringLiteral("lesson"),
                QJsonDocument::fromJson(serializeLesson(lesson)).object());
    return QJsonDocument(root).toJson();
}

/// The autosave's JSON object; false with the reason (without the path).
bool readRoot(const QString &path, QJsonObject &root, QString *why)
{
    QFile file(path);
    QByteArray bytes;
    if (!openInputFile(file, why) || !readInput(&file, bytes, why))
        return false;
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject()) {
        *why = QCoreApplication::translate("attn::ui::LessonAutosave", "not a lesson autosave (%1)")
                   .arg(parse.errorString());
        return false;
    }
    root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(formatName)
        || !root.value(QLatin1String("lesson")).isObject()) {
        *why = QCoreApplication::translate("attn::ui::LessonAutosave",
                                           "not a lesson autosave (no \"lesson\" object)");
        return false;
    }
    return true;
}

} // namespace

LessonAutosave::LessonAutosave(std::function<Lesson()> lesson, std::function<QString()> path,
                               QObject *parent)
    : QObject(parent)
    , m_lesson(std::move(lesson))
    , m_path(std::move(path))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(defaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &LessonAutosave::saveNow);

    const QString dir = lessonAutosaveDirectory();
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_filePath = QDir(dir).filePath(id + QStringLiteral(".json"));
    if (!QDir().mkpath(dir)) {
        m_error = tr("Cannot create the autosave folder %1").arg(QDir::toNativeSeparators(dir));
        return;
    }
    m_lock = std::make_unique<QLockFile>(lockPathFor(m_filePath));
    m_lock->setStaleLockTime(0); // held for the whole session; only a dead owner is stale
    if (!m_lock->tryLock()) {
        m_error = tr("Cannot lock the autosave file %1")
                      .arg(QDir::toNativeSeparators(m_lock->fileName()));
        m_lock.reset();
        return;
    }
    // The last changes reach the file before the process ends.
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, [this] {
        if (m_modified && !m_discarded)
            saveNow();
    });
}

LessonAutosave::~LessonAutosave()
{
    if (!m_modified || m_discarded)
        removeFile();
    if (m_lock)
        m_lock->unlock();
}

QString LessonAutosave::lessonAutosaveDirectory()
{
    return QDir(Autosave::autosaveDirectory()).filePath(QStringLiteral("lessons"));
}

void LessonAutosave::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void LessonAutosave::setModified(bool modified)
{
    m_modified = modified;
    if (modified) {
        m_discarded = false;
        m_timer->start();
    } else {
        m_timer->stop();
        removeFile();
    }
}

bool LessonAutosave::saveNow()
{
    m_timer->stop();
    if (!isActive())
        return false;
    if (!m_modified) {
        removeFile();
        return true;
    }
    QString error;
    if (!writeFileAtomically(m_filePath, autosaveBytes(m_lesson(), m_path()), &error)) {
        m_error = error;
        emit failed(error);
        return false;
    }
    return true;
}

void LessonAutosave::discard()
{
    m_timer->stop();
    m_discarded = true;
    removeFile();
}

void LessonAutosave::removeFile()
{
    if (isActive())
        QFile::remove(m_filePath);
}

std::vector<RecoverableLesson> findRecoverableLessons()
{
    std::vector<RecoverableLesson> found;
    const QDir dir(LessonAutosave::lessonAutosaveDirectory());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &info : files) {
        auto lock = std::make_shared<QLockFile>(lockPathFor(info.filePath()));
        lock->setStaleLockTime(0); // a live instance's lock is never taken, however old
        if (!lock->tryLock())
            continue; // its instance is running (in this process or another)
        RecoverableLesson autosave;
        autosave.filePath = info.filePath();
        autosave.saved = info.lastModified();
        autosave.lock = std::move(lock);
        QJsonObject root;
        QString why;
        if (readRoot(info.filePath(), root, &why)) {
            autosave.originalPath = root.value(QLatin1String("original_path")).toString();
            autosave.title = root.value(QLatin1String("lesson"))
                                 .toObject()
                                 .value(QLatin1String("title"))
                                 .toObject()
                                 .value(QLatin1String("en"))
                                 .toString();
        }
        found.push_back(std::move(autosave));
    }
    const QFileInfoList locks = dir.entryInfoList({QStringLiteral("*.lock")}, QDir::Files);
    for (const QFileInfo &info : locks) {
        if (QFileInfo::exists(info.filePath().chopped(5) + QStringLiteral(".json")))
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

bool loadRecoverableLesson(const RecoverableLesson &autosave, Lesson &lesson, QString *error)
{
    QJsonObject root;
    QString why;
    Lesson loaded;
    // Read as a lesson file is, but not checked as one: unfinished work (an answer that
    // does not compute yet) is still the teacher's work.
    const bool ok = readRoot(autosave.filePath, root, &why)
                    && parseLesson(QJsonDocument(root.value(QLatin1String("lesson")).toObject())
                                       .toJson(QJsonDocument::Compact),
                                   loaded, &why);
    if (!ok) {
        // Kept aside, never deleted: it may be someone's only copy.
        const QString aside = autosave.filePath + QStringLiteral(".corrupt");
        QFile::remove(aside);
        const bool kept = QFile::rename(autosave.filePath, aside);
        QString message;
        inFile(autosave.filePath, why, &message);
        if (error)
            *error = kept ? QCoreApplication::translate("attn::ui::Autosave",
                                                        "%1\nThe file was kept as %2.")
                                .arg(message, QDir::toNativeSeparators(aside))
                          : message;
        return false;
    }
    lesson = std::move(loaded);
    return true;
}

void discardRecoverableLesson(const RecoverableLesson &autosave)
{
    QFile::remove(autosave.filePath);
    if (autosave.lock)
        autosave.lock->unlock();
}

} // namespace attn::ui
