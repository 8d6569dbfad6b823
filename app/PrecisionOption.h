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

/// The key "double" of the result JSON, to be written before "warnings" (writeResultJson's
/// `extra`): the output computed in double and where float32 differs most from it. Empty,
/// with `error` set, when the double computation fails (a number too large for double).
QByteArray doubleComparisonField(const Scenario &scenario, const AttentionResult &result,
                                 QString *error);

} // namespace attn::app
