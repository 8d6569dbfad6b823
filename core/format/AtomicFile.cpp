#include "AtomicFile.h"

#include "LocalFile.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace attn {

#ifdef Q_OS_UNIX

namespace {

/// The file a save replaces: a symbolic link is followed (its target is replaced, as
/// QSaveFile does), so the link stays a link.
QByteArray resolveTarget(const QByteArray &path)
{
    struct stat info;
    if (::lstat(path.constData(), &info) == 0 && S_ISLNK(info.st_mode)) {
        if (char *real = ::realpath(path.constData(), nullptr)) {
            QByteArray resolved(real);
            std::free(real);
            return resolved;
        }
    }
    return path;
}

bool writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(std::min<qsizetype>(left, 1 << 30)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0) { // no progress and no reason: treat as a full disk
            errno = ENOSPC;
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    // Written with the system calls themselves rather than QSaveFile, whose Qt 6.4 reports
    // a full disk as "Unknown error" (the reason, errno, is lost in its buffer), and which
    // cannot name a file whose name is not UTF-8.
    auto fail = [&](int errnum, const QString &why = QString()) {
        if (error)
            *error = displayPath(path) + QStringLiteral(": ")
                     + (why.isEmpty() ? describeSystemError(errnum) : why);
        return false;
    };
    const QByteArray target = resolveTarget(encodeLocalPath(path));
    struct stat info;
    mode_t mode = 0666; // less the umask, as for any new file
    bool existed = false;
    if (::stat(target.constData(), &info) == 0) {
        if (S_ISDIR(info.st_mode))
            return fail(0, QStringLiteral("this is a folder, not a file"));
        if (!S_ISREG(info.st_mode))
            return fail(0, QStringLiteral("this is not a regular file"));
        mode = info.st_mode & 07777;
        existed = true;
    }
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray folder = slash < 0    ? QByteArray(".")
                              : slash == 0 ? QByteArray("/")
                                           : target.left(slash);
    // The temporary file sits next to the target, so that rename() replaces it atomically.
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; fd < 0 && attempt < 100; ++attempt) {
        temporary = target + '.' + QByteArray::number(QRandomGenerator::global()->generate(), 36);
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                    existed ? 0600 : mode);
        if (fd < 0 && errno != EEXIST && errno != EINTR)
            return fail(errno);
    }
    if (fd < 0)
        return fail(EEXIST);
    auto abandon = [&](int errnum) {
        ::close(fd);
        ::unlink(temporary.constData());
        return fail(errnum);
    };
    // An existing file keeps its permissions.
    if (existed && ::fchmod(fd, mode) != 0 && errno != EPERM)
        return abandon(errno);
    if (!writeAll(fd, data))
        return abandon(errno);
    // On the disk before the rename: a power cut leaves the old file or the new one.
    // (Some file systems cannot sync: EINVAL there is no failure of the data.)
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return abandon(errno);
    if (::close(fd) != 0 && errno != EINTR) {
        const int errnum = errno;
        ::unlink(temporary.constData());
        return fail(errnum);
    }
    if (::rename(temporary.constData(), target.constData()) != 0) {
        const int errnum = errno;
        ::unlink(temporary.constData());
        return fail(errnum);
    }
    // The rename itself reaches the disk with the folder (best effort).
    const int dirFd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

#else

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    auto fail = [&](const QString &why) {
        file.cancelWriting();
        file.commit(); // after cancelWriting this only removes the temporary file
        if (error)
            *error = path + QStringLiteral(": ") + why;
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const qint64 written = file.write(data);
    if (written != data.size())
        return fail(file.errorString().isEmpty()
                        ? QStringLiteral("could not write the whole file (disk full?)")
                        : file.errorString());
    if (!file.flush())
        return fail(file.errorString());
    if (!file.commit()) {
        if (error)
            *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

#endif

} // namespace attn
