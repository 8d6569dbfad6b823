#include "LocalFile.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace attn {

namespace {

/// The length of the valid UTF-8 sequence starting at s[i], or 0 if none starts there.
int utf8Sequence(const unsigned char *s, qsizetype i, qsizetype size)
{
    const unsigned char c = s[i];
    if (c < 0x80)
        return 1;
    int length = 0;
    char32_t min = 0;
    char32_t code = 0;
    if ((c & 0xE0) == 0xC0) {
        length = 2;
        min = 0x80;
        code = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        length = 3;
        min = 0x800;
        code = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        length = 4;
        min = 0x10000;
        code = c & 0x07;
    } else {
        return 0;
    }
    if (i + length > size)
        return 0;
    for (int k = 1; k < length; ++k) {
        if ((s[i + k] & 0xC0) != 0x80)
            return 0;
        code = (code << 6) | (s[i + k] & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (code < min || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF)
        return 0;
    return length;
}

bool isEscapedByte(char16_t c)
{
    return c >= 0xDC80 && c <= 0xDCFF;
}

} // namespace

QString decodeLocalPath(const QByteArray &bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    QString out;
    out.reserve(size);
    qsizetype runStart = 0;
    qsizetype i = 0;
    while (i < size) {
        const int length = utf8Sequence(s, i, size);
        if (length > 0) {
            i += length;
            continue;
        }
        out += QString::fromUtf8(bytes.constData() + runStart, i - runStart);
        out += QChar(char16_t(0xDC00 + s[i]));
        runStart = ++i;
    }
    out += QString::fromUtf8(bytes.constData() + runStart, size - runStart);
    return out;
}

QByteArray encodeLocalPath(const QString &path)
{
    QByteArray out;
    out.reserve(path.size());
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const char16_t c = path.at(i).unicode();
        // A lone low surrogate: not preceded by a high one (a pair is a real character).
        if (isEscapedByte(c) && !(i > 0 && path.at(i - 1).isHighSurrogate())) {
            out += QStringView(path).mid(runStart, i - runStart).toUtf8();
            out += char(c - 0xDC00);
            runStart = i + 1;
        }
    }
    out += QStringView(path).mid(runStart).toUtf8();
    return out;
}

QString displayPath(const QString &path)
{
    bool plain = !path.startsWith(QLatin1String("$'"));
    for (qsizetype i = 0; plain && i < path.size(); ++i) {
        const char16_t c = path.at(i).unicode();
        if (c < 0x20 || c == 0x7F
            || (isEscapedByte(c) && !(i > 0 && path.at(i - 1).isHighSurrogate())))
            plain = false;
    }
    if (plain)
        return path;
    QString out = QStringLiteral("$'");
    for (qsizetype i = 0; i < path.size(); ++i) {
        const char16_t c = path.at(i).unicode();
        const bool escapedByte = isEscapedByte(c) && !(i > 0 && path.at(i - 1).isHighSurrogate());
        if (escapedByte || c < 0x20 || c == 0x7F) {
            switch (c) {
            case u'\n':
                out += QLatin1String("\\n");
                break;
            case u'\t':
                out += QLatin1String("\\t");
                break;
            case u'\r':
                out += QLatin1String("\\r");
                break;
            default:
                out += QStringLiteral("\\x%1").arg(unsigned(escapedByte ? c - 0xDC00 : c), 2, 16,
                                                   QLatin1Char('0'));
            }
        } else if (c == u'\\' || c == u'\'') {
            out += QLatin1Char('\\');
            out += QChar(c);
        } else {
            out += QChar(c);
        }
    }
    out += QLatin1Char('\'');
    return out;
}

QString describeSystemError(int errnum)
{
    switch (errnum) {
    case ENOSPC:
        return QStringLiteral("disk full (no space left)");
#ifdef EDQUOT
    case EDQUOT:
        return QStringLiteral("disk quota exceeded (no space left for this user)");
#endif
    case EFBIG:
        return QStringLiteral("file too large (over the file-size limit, ulimit -f, or the file "
                              "system's largest file)");
    case EROFS:
        return QStringLiteral("read-only file system");
    case EPIPE:
        return QStringLiteral("broken pipe (the reading end is closed)");
    default:
        return QString::fromLocal8Bit(std::strerror(errnum));
    }
}

bool openRegularFile(const QString &path, QFile &file, QString *why)
{
    auto fail = [&](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (path.startsWith(QLatin1Char(':'))) { // a Qt resource: built in, never a pipe
        file.setFileName(path);
        return file.open(QIODevice::ReadOnly) || fail(file.errorString());
    }
#ifdef Q_OS_UNIX
    auto kind = [](mode_t mode) {
        if (S_ISDIR(mode))
            return QStringLiteral("this is a folder, not a file");
        if (S_ISFIFO(mode))
            return QStringLiteral("this is a named pipe (FIFO), not a regular file");
        if (S_ISSOCK(mode))
            return QStringLiteral("this is a socket, not a regular file");
        if (S_ISCHR(mode) || S_ISBLK(mode))
            return QStringLiteral("this is a device, not a regular file");
        return QStringLiteral("this is not a regular file");
    };
    const QByteArray native = encodeLocalPath(path);
    struct stat info;
    if (::stat(native.constData(), &info) != 0)
        return fail(describeSystemError(errno));
    if (!S_ISREG(info.st_mode))
        return fail(kind(info.st_mode));
    // Non-blocking, in case the name was replaced by a pipe since stat(); checked again.
    int fd = -1;
    do {
        fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return fail(describeSystemError(errno));
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        const QString reason = kind(info.st_mode);
        ::close(fd);
        return fail(reason);
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return fail(file.errorString());
    }
    return true;
#else
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return fail(QStringLiteral("this is a folder, not a file"));
    if (info.exists() && !info.isFile())
        return fail(QStringLiteral("this is not a regular file"));
    file.setFileName(path);
    return file.open(QIODevice::ReadOnly) || fail(file.errorString());
#endif
}

} // namespace attn
