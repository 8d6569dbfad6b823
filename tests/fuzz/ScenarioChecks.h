#pragma once

#include <QByteArray>
#include <QString>

namespace attn::fuzz {

/// What happened to one input of the scenario loader.
enum class Outcome {
    Rejected, ///< parseScenario() said no, with a message
    Loaded    ///< parseScenario() accepted it (compute() may still refuse it)
};

/// Feeds `bytes` to the loader, the validator and, when the scenario is small enough to
/// compute in a few milliseconds, to the engine, and checks every promise they make:
/// a failure always has a message and leaves the output untouched; a loaded scenario
/// validates, survives serializeScenario() and a re-parse unchanged (operator==), and
/// serializes to the same bytes twice; compute() either gives a message or a result
/// without NaN or infinity whose weights are softmax rows over the allowed keys.
/// Returns an empty string when every promise holds, else what broke. Shared by the
/// libFuzzer target and tst_fuzz_regressions so both check exactly the same things.
QString checkScenarioBytes(const QByteArray &bytes, Outcome *outcome = nullptr);

} // namespace attn::fuzz
