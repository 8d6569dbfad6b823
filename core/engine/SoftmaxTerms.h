#pragma once

#include "Types.h"

#include <vector>

namespace attn {

/// One query row of softmax written out term by term, in double, as a cell's formula
/// shows it: w_j = exp(s_j − max) / Σ_allowed exp(s_k − max). The engine's weights are
/// checked against these terms (tests/tst_softmaxterms), so a tooltip's numbers and the
/// heatmap's agree.
struct SoftmaxTerms
{
    bool anyAllowed = false; ///< false: softmax is undefined here (no key may be attended)
    double rowMax = 0;       ///< the largest score over the allowed keys
    std::vector<bool> allowed;
    std::vector<double> shifted; ///< s_j − max for allowed keys, 0 for blocked ones
    std::vector<double> exps;    ///< exp(s_j − max) for allowed keys, 0 for blocked ones
    double denominator = 0;      ///< Σ exps

    /// exps[key] / denominator; 0 for a blocked key or a row without allowed keys.
    double weight(int key) const;
};

/// The terms of row `row` of `scores` (the scores softmax sees, after the divisor) over the
/// keys `allowed` permits. An empty result for a row out of range.
SoftmaxTerms softmaxTerms(const Matrix &scores, const BoolMatrix &allowed, int row);

} // namespace attn
