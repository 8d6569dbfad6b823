#pragma once

#include <QString>

class QByteArray;
class QFile;
class QIODevice;

namespace attn {

/// The message for input past limits::maxFileBytes: "the file is larger than the limit
/// of 64 MiB".
QString fileTooLargeMessage();

/// Reads at most `cap` bytes of `device` into `out`, so a file past a size limit is never
/// loaded whole (read `limit + 1` to tell "too large" from "exactly at the limit").
/// Unlike QIODevice::read(cap), which allocates all of `cap` up front, a file is read in
/// one go (its size plus one byte to see the end) and a pipe in 64 KiB pieces.
bool readUpTo(QIODevice *device, qint64 cap, QByteArray &out, QString *error);

/// Reads `device` for a reader of the file formats: at most limits::maxFileBytes plus one
/// byte, so the reader can tell a file that is too large.
bool readInput(QIODevice *device, QByteArray &out, QString *error);

/// The text every reader starts from: `input` within limits::maxFileBytes, without a
/// UTF-8 byte order mark (as some editors and spreadsheets write), not blank. On failure
/// returns false and sets `error` to "the file is larger than the limit of 64 MiB" or
/// "the file is empty".
bool inputText(const QByteArray &input, QByteArray &text, QString *error);

/// Opens `file` (named already) for reading if it is a regular file (openRegularFile():
/// a FIFO, a device or a folder is refused before it can block) and, unless the reader
/// checks the size itself, refuses it when larger than limits::maxFileBytes; on failure
/// sets `why` to the reason, without the path (see inFile).
bool openInputFile(QFile &file, QString *why, bool checkSize = true);

/// Sets `error` to "PATH: why" (PATH as displayPath() writes it) and returns false: how
/// every load*File names its file.
bool inFile(const QString &path, const QString &why, QString *error);

} // namespace attn
