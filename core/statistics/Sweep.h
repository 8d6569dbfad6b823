#pragma once

#include "Random.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace attn {

struct SweepParams
{
    int keys = 8;
    int trials = 2000;
    std::uint64_t seed = 0;
    int maxDk = 1024; ///< d_k runs over 1, 2, 4, ..., maxDk
};

/// One d_k of the sweep: each figure is the mean over trials.
struct SweepRow
{
    int dK = 0;
    double rawStd = 0;
    double scaledStd = 0;
    double rawMaxWeight = 0;
    double scaledMaxWeight = 0;
    double rawEntropy = 0;
    double scaledEntropy = 0;
    double rawJacobianNorm = 0; ///< softmax's ||diag(p) - p p^T||_F: how much gradient passes
    double scaledJacobianNorm = 0;
};

struct SweepResult
{
    bool cancelled = false;
    std::vector<SweepRow> rows;
};

/// The d_k experiment of seed 000: one query and `keys` keys with independent N(0, 1)
/// entries; raw scores K q spread with std sqrt(d_k), scaled scores K q / sqrt(d_k)
/// with std 1. Deterministic for a seed on every platform (own generator, not
/// std::normal_distribution). `progress(done, total)` is called after each d_k and
/// may return false to cancel.
SweepResult runSweep(const SweepParams &params,
                     const std::function<bool(int done, int total)> &progress = {});

/// Limits checked by the command line and the GUI.
namespace sweeplimits {
constexpr int maxKeys = 4096;
constexpr int maxTrials = 1000000;
} // namespace sweeplimits

} // namespace attn
