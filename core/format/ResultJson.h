#pragma once

#include <QByteArray>

namespace attn {

struct AttentionResult;
struct Gradients;
struct SweepParams;
struct TiledResult;
struct SweepResult;
enum class Mode;

/// The result JSON of `--compute` (docs/result-format.md), with matrix
/// rows on one line each. `result` must be ok. With `gradients` (ok, of a scenario with a
/// target) it also holds "loss", "gradients" and each head's "d_weights" and "d_scores".
QByteArray resultToJson(const AttentionResult &result, Mode mode,
                        const Gradients *gradients = nullptr);

/// The tiled result JSON of `--compute --tiled B` (docs/result-format.md): the outputs
/// only, laid out as resultToJson() lays out the same keys. `result` must be ok.
QByteArray tiledResultToJson(const TiledResult &result, Mode mode);

/// The sweep JSON of `--sweep`.
QByteArray sweepToJson(const SweepParams &params, const SweepResult &result);

} // namespace attn
