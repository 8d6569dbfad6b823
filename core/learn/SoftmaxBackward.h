#pragma once

#include "Types.h"

#include <vector>

namespace attn {

/// The backward pass of one query row's softmax over its allowed keys. Given the weights p
/// the softmax gave and d_p = dL/dp, the gradient with respect to the scores z the softmax
/// saw (after the divisor) is
///
///     d_z = p ∘ (d_p − (p · d_p))
///
/// where p · d_p = Σ_allowed p_j d_p_j. A blocked key gets exactly 0 (its score does not
/// reach the loss), and so does every key of a row without allowed key (its weights are the
/// constant 0). Computed in double. Writes `count` entries to dz and returns p · d_p.
double softmaxBackward(const double *p, const double *dp, const bool *allowed, Eigen::Index count,
                       double *dz);

/// The numbers of that formula for row `row`, as a cell's tooltip shows them.
struct SoftmaxBackwardTerms
{
    bool anyAllowed = false; ///< false: the row has no allowed key, every d_z is 0
    double pDotDp = 0;       ///< p · d_p over the allowed keys
    std::vector<double> p, dp, dz;
};

/// `weights` and `dWeights` are m x n, `allowed` too; an empty result for a row out of range.
SoftmaxBackwardTerms softmaxBackwardTerms(const MatrixD &weights, const MatrixD &dWeights,
                                          const BoolMatrix &allowed, int row);

} // namespace attn
