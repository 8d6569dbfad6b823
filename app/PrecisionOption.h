#pragma once

// --precision double with --compute: the result as always (float32), and beside it the same
// computation in double with the largest differences (docs/command-line.md,
// docs/result-format.md).

#include "Attention.h"
#include "Scenario.h"

#include <QByteArray>
#include <QString>

namespace attn::app {

/// True when --precision's value asks for the comparison in double.
bool isDoublePrecision(const QString &value);

/// `json` (resultToJson's text) with the key "double" added before "warnings": the output
/// computed in double and where float32 differs most from it. Empty, with `error` set,
/// when the double computation fails (a number too large for double).
QByteArray withDoubleComparison(const QByteArray &json, const Scenario &scenario,
                                const AttentionResult &result, QString *error);

} // namespace attn::app
