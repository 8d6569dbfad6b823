#pragma once

#include "Scenario.h"

#include <QByteArray>
#include <QString>

namespace attn::app {

/// What --generate prints: the generation JSON of a causal scenario (docs/result-format.md),
/// or, when it cannot be generated, the reason (`ok` false, `error` non-empty, `json` empty).
struct GenerateOutput
{
    bool ok = false;
    QByteArray json;
    QString error;
};

/// Generates `scenario` one token at a time with a KV cache (core/generate) and writes each
/// step's new row, the work counters and the check against the parallel computation.
GenerateOutput generateCommand(const Scenario &scenario);

} // namespace attn::app
