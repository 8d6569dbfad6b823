#pragma once

#include "Types.h"

namespace attn {

struct AttentionResult;

/// The weights of one head as softmax would give them without dividing the scores by
/// sqrt(d_k) and with it, whatever the scenario's scaling toggle says (the statistics'
/// convention), so the saturation of the unscaled softmax can be shown side by side.
struct ScalingWeights
{
    Matrix raw;    ///< softmax(Q K^T) over allowed keys; 0 where not allowed
    Matrix scaled; ///< softmax(Q K^T / sqrt(d_k)) over allowed keys; 0 where not allowed
};

/// For head `head` of an ok result; empty matrices for a head out of range.
ScalingWeights weightsWithAndWithoutScaling(const AttentionResult &result, int head);
/// The same for query row `row` only: 1 x n matrices, bit-identical to that row of the
/// whole (softmax works row by row), at a cost of one row instead of n.
ScalingWeights weightsWithAndWithoutScaling(const AttentionResult &result, int head, int row);

/// What the softmax statistics of ScoreStats would be for one kind of attention row,
/// averaged over the query rows that have at least one allowed key (as ScoreStats is).
struct SoftmaxReference
{
    double maxWeight = 0;     ///< uniform: 1 / c; one-hot: 1
    double entropy = 0;       ///< uniform: ln c; one-hot: 0
    double effectiveKeys = 0; ///< exp(entropy): uniform: c (one mask); one-hot: 1
    /// uniform: sqrt(c - 1) / c, a reference and not a bound (two keys at 1/2 each give
    /// 1/2, more than sqrt(c - 1) / c for c > 2); one-hot: 0
    double jacobianNorm = 0;
    int keysPerRow = 0; ///< uniform: c when every counted row has the same c, else 0
};

/// Every allowed key weighted alike (c = allowed keys of the row).
SoftmaxReference uniformReference(const BoolMatrix &allowed);
/// All weight on one key: the saturated softmax, whose gradient is zero.
SoftmaxReference oneHotReference();

/// The effective number of keys a softmax row attends, exp(H) (the perplexity): c for a
/// uniform row over c keys, 1 for a one-hot row. Applied to ScoreStats::entropy it is the
/// exponential of the mean entropy.
double effectiveKeys(double entropyNats);

} // namespace attn
