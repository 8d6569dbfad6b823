#pragma once

#include <QString>

class QByteArray;

namespace attn {

/// Writes `data` to `path` atomically with QSaveFile, with the checks QSaveFile in
/// Qt 6.4 lacks (DESIGN.md, "Files"): a short write or a failed flush cancels
/// the save, so the old file is never replaced by a truncated one and no temporary
/// file is left. Returns false with a message naming the file on failure.
bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace attn
