#pragma once

#include <QByteArray>

#include <functional>

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

/// Where a streamed JSON text goes: called with each piece in order (about 1 MiB, the last
/// one shorter); returning false stops the writing (a failed write).
using JsonSink = std::function<bool(const QByteArray &piece)>;

/// resultToJson()'s text handed to `sink` piece by piece while it is written, so that the
/// text of a large result (2.4 GB for 2048 tokens and 16 heads) is never in memory whole.
/// `extra`: fields put before "warnings" as they are (each line indented by two spaces and
/// ending in ",\n"; the "double" comparison of --precision double). False when the sink
/// refused a piece (nothing more is written then).
bool writeResultJson(const JsonSink &sink, const AttentionResult &result, Mode mode,
                     const Gradients *gradients = nullptr, const QByteArray &extra = {});

/// The tiled result JSON of `--compute --tiled B` (docs/result-format.md): the outputs
/// only, laid out as resultToJson() lays out the same keys. `result` must be ok.
QByteArray tiledResultToJson(const TiledResult &result, Mode mode);
/// tiledResultToJson()'s text, streamed as writeResultJson() streams.
bool writeTiledResultJson(const JsonSink &sink, const TiledResult &result, Mode mode);

/// The sweep JSON of `--sweep`.
QByteArray sweepToJson(const SweepParams &params, const SweepResult &result);

} // namespace attn
