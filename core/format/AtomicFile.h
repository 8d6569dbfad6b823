#pragma once

#include <QString>

class QByteArray;

namespace attn {

/// Writes `data` to `path` atomically: into a temporary file next to it, synced, then
/// renamed over it (an existing file keeps its permissions; a symbolic link's target is
/// replaced). A short write or a failed sync cancels the save, so the old file is never
/// replaced by a truncated one and no temporary file is left. Returns false with a
/// message naming the file (displayPath()) and the reason in words: "disk full (no space
/// left)", "file too large (over the file-size limit, ulimit -f, ...)" (with SIGXFSZ
/// ignored, see main()), not Qt 6.4's "Unknown error".
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace attn
