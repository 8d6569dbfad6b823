#pragma once

#include <QString>

class QByteArray;
class QIODevice;

namespace attn {

/// Writes `data` to `path` atomically: into a temporary file next to it, synced, then
/// renamed over it (an existing file keeps its permissions; a symbolic link's target is
/// replaced). A short write or a failed sync cancels the save, so the old file is never
/// replaced by a truncated one and no temporary file is left. Returns false with a
/// message naming the file (displayPath()) and the reason in words: "disk full (no space
/// left)", "file too large (over the file-size limit, ulimit -f, ...)" (with SIGXFSZ
/// ignored, see main()), not Qt 6.4's "Unknown error".
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

/// Reads at most `cap` bytes of `device` into `out`, so a file past a size limit is never
/// loaded whole (read `limit + 1` to tell "too large" from "exactly at the limit").
/// Unlike QIODevice::read(cap), which allocates all of `cap` up front, a file is read in
/// one go (its size plus one byte to see the end) and a pipe in 64 KiB pieces.
bool readUpTo(QIODevice *device, qint64 cap, QByteArray &out, QString *error);

} // namespace attn
