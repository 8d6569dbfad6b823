#pragma once

#include <QString>

class QByteArray;
class QFile;

namespace attn {

/// File names as the operating system has them (bytes) and as the program holds them
/// (QString), without losing a name that is not valid UTF-8.
///
/// Qt 6 decodes every file name as UTF-8 and turns a byte that is not UTF-8 into U+FFFD,
/// so `b\xff.json` became `b\uFFFD.json`, another name. decodeLocalPath() keeps such a
/// byte as the lone surrogate U+DC80..U+DCFF (Python's "surrogateescape"), which valid
/// UTF-8 never yields, and encodeLocalPath() turns it back into the same byte.
QString decodeLocalPath(const QByteArray &bytes);
QByteArray encodeLocalPath(const QString &path);

/// A path for a message, unambiguous: as it is when it is plain printable text, else in
/// the shell's $'...' quoting, a byte that is not UTF-8 as \xff and a control character
/// as \n, \t or \x07, so that it can be copied into a shell and names the same file.
QString displayPath(const QString &path);

/// Opens `path` for reading, but only if it is a regular file (a symbolic link to one
/// is fine): a named pipe, a device, a socket or a folder is refused with a message
/// before anything can block on it (a FIFO blocks open() until a writer comes). Paths
/// starting with ':' are Qt resources and open as such. On failure `why` is the reason,
/// without the path (openInputFile() and inFile() add it).
bool openRegularFile(const QString &path, QFile &file, QString *why);

/// The reason for a failed system call, in words a user can act on: "disk full (no space
/// left)", "file too large (over the file-size limit, ulimit -f)", else strerror().
QString describeSystemError(int errnum);

} // namespace attn
