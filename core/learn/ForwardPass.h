#pragma once

// The forward pass of the scenario pipeline in double precision, kept whole for the
// backward pass (Backward.h).
//
// Why double: the gradients are those of the exact (real-number) function at the file's
// numbers, to double rounding. The float engine (compute()) rounds each step to float, a
// function with steps of 1e-7 that has no useful derivative of its own, and a check against
// central finite differences to 1e-6 relative needs double. The two forward passes compute
// the same formula; tests/core/tst_backward asserts that they agree to float precision.

#include "Scenario.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

/// One head's intermediates, in double.
struct HeadPass
{
    MatrixD q;       ///< m x d_k
    MatrixD k;       ///< n x d_k
    MatrixD v;       ///< n x d_k (self-attention) or n x d_v (direct)
    MatrixD scaled;  ///< Q K^T / divisor: the scores softmax saw
    MatrixD weights; ///< softmax of `scaled` over the allowed keys; 0 where blocked and in a
                     ///< row without allowed key (as compute() gives)
    MatrixD output;  ///< weights V
};

struct ForwardPass
{
    bool ok = false;
    std::string error; ///< when !ok: validate()'s message
    /// The scenario's positional encoding, as the pass applied it: x + PE before the
    /// projections (sinusoidal, learned: `x` holds the sum), rope's rotation of each head's q
    /// and k (`heads[].q`, `.k` hold them rotated), alibi's bias on the scaled scores (in
    /// `heads[].scaled`). backward() differentiates through each.
    bool learnedTable = false; ///< x = embeddings + a learned table: the table gets a gradient
    bool rope = false;
    double ropeBase = 10000;

    Mode mode = Mode::SelfAttention;
    int numHeads = 0;
    int dK = 0;
    double divisor = 1; ///< √d_k, the scenario's divisor, or 1 when scaling is off
    BoolMatrix allowed;
    /// Self-attention mode: X and the projections in effect (identity or zero when absent).
    MatrixD x, wq, wk, wv, wo;
    VectorD bo;
    std::vector<HeadPass> heads;
    MatrixD concat; ///< self-attention mode only
    MatrixD output; ///< m x d_out
};

/// The forward pass of a valid scenario in double (its target, if any, is not used).
ForwardPass forwardPass(const Scenario &scenario);

/// Softmax of each row of `scores` over its allowed keys, in double: the row's largest
/// allowed score is subtracted first; blocked keys, and every key of a row without allowed
/// key, get exactly 0.
MatrixD maskedSoftmax(const MatrixD &scores, const BoolMatrix &allowed);

} // namespace attn
