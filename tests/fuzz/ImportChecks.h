#pragma once

#include <QByteArray>
#include <QString>

namespace attn::fuzz {

/// Feeds `bytes` to the CSV and the .npy matrix importers (core/MatrixImport.h) and checks
/// their promises: a failure has a message and leaves the output untouched; a success is
/// a matrix within the format's limits, every number finite, with as many row and column
/// names as rows and columns (or none); reading from a device agrees with reading bytes.
/// Returns an empty string when every promise holds, else what broke. Shared by the
/// fuzz_import target and tst_fuzz_regressions.
QString checkImportBytes(const QByteArray &bytes);

} // namespace attn::fuzz
