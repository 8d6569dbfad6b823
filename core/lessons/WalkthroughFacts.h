#pragma once

#include "Types.h"

namespace attn {

struct AttentionResult;

/// What there is to notice in one query row of one head, for the walkthrough's words:
/// numbers read off (or derived from) the engine's result, never computed by a panel.
struct RowFacts
{
    bool ok = false;
    int allowedKeys = 0;      ///< keys this query may attend
    int blockedKeys = 0;      ///< keys masked for it (causal, padding or custom)
    double weightSum = 0;     ///< the row's weights summed: 1, or 0 with no allowed key
    double blockedWeight = 0; ///< weight on blocked keys: always 0
    int largestKey = -1;      ///< the key with the largest weight
    double largestWeight = 0;
    int largestScoreKey = -1;            ///< the key with the largest raw score (any key)
    double rawMin = 0, rawMax = 0;       ///< raw scores over every key (before the mask)
    double scaledMin = 0, scaledMax = 0; ///< scores after the divisor (as the engine used it)
    /// The largest weight softmax would give without dividing by sqrt(d_k), and with it,
    /// whatever the scaling toggle says (as the statistics compare them).
    double largestWeightUnscaled = 0;
    double largestWeightScaled = 0;
};

/// Facts of query `row` of head `head` of an ok result; ok == false when out of range.
RowFacts rowFacts(const AttentionResult &result, int head, int row);

/// Facts of the whole result.
struct ResultFacts
{
    int blockedPairs = 0;        ///< (query, key) pairs that may not attend
    int pairs = 0;               ///< n_queries x n_keys
    double worstRowSumError = 0; ///< max over heads and rows with a key of |sum - 1|
    int rowsWithoutKeys = 0;
};

ResultFacts resultFacts(const AttentionResult &result);

} // namespace attn
