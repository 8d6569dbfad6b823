#pragma once

// The per-head kernel of compute(): internal to core.

#include "Attention.h"

#include <vector>

namespace attn::engine {

/// Where one query row's allowed keys are: [begin, end) holds all `count` of them.
struct RowKeys
{
    int begin = 0;
    int end = 0;
    int count = 0;
    /// The allowed keys form one run (no mask, causal, padding at either end): the row is
    /// processed in place, else its allowed entries are gathered first.
    bool isRun() const { return count == end - begin; }
};

std::vector<RowKeys> rowKeys(const BoolMatrix &allowed);

struct HeadSettings
{
    Scalar divisor = 1; ///< weights = softmax(scores / divisor); 1 when scaling is off
    double sqrtDk = 1;  ///< the scaled statistics are of scores * float(1 / sqrt(d_k))
    /// Alibi: softmax sees scores / divisor + alibiBias(slope, i, j) (core/positions).
    bool biased = false;
    double slope = 0;
};

struct HeadOutcome
{
    StatsAccumulator raw;
    StatsAccumulator scaled;
    /// False when a score, scaled score or output overflowed; compute() then names the
    /// first such place (the error path need not be fast).
    bool finite = true;
};

/// Fills scores, scaled, weights, output, the Jacobian rows and the statistics of one
/// head whose q, k and v are set and whose other matrices have their final size.
/// Every row is finished (checked, softmaxed, summarised) while it is in the cache.
void computeHead(HeadResult &head, const BoolMatrix &allowed, const std::vector<RowKeys> &rows,
                 const HeadSettings &settings, HeadOutcome &outcome);

} // namespace attn::engine
