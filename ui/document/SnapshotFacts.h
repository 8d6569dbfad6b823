#pragma once

// The numbers the views derive by scanning whole matrices of a snapshot (colour ranges,
// the weights view's badges): scanned once, off the GUI thread when the snapshot is
// computed there (Snapshot.h keeps them).

#include "Attention.h"
#include "Scenario.h"

namespace attn::ui {

/// The checks of one head's weights that the weights view's badges show.
struct WeightsCheck
{
    int badRow = -1;    ///< the first row with an allowed key not summing to 1, or -1
    double badSum = 0;  ///< its sum
    int causalRow = -1; ///< causal scenarios: the first blocked weight that is not 0, or -1
    int causalColumn = -1;
};

namespace facts {

/// Tolerance of the row-sum check: float32 softmax rows sum to 1 within a few ulps.
constexpr double rowSumTolerance = 1e-5;

/// max |value| (0 for an empty matrix).
double maxAbs(const Matrix &matrix);

/// The row sums and (causal scenarios) the blocked weights of head `head`.
WeightsCheck checkWeights(const Scenario &scenario, const AttentionResult &result, int head);

} // namespace facts
} // namespace attn::ui
