#pragma once

// The backward pass of the scenario pipeline: exact gradients (not finite differences) of a
// loss with respect to every input of the scenario, in double (see ForwardPass.h for why).

#include "ForwardPass.h"

#include <string>
#include <vector>

namespace attn {

/// The gradients of one head, m x n each.
struct HeadGradients
{
    /// dL/d weights on allowed cells: d_p_ij = d_output_i · v_j. 0 on blocked cells and in a
    /// row without allowed key: there the weights are the constant 0 the mask sets, not free
    /// numbers, so nothing flows through them.
    MatrixD dWeights;
    /// dL/d scores as softmax saw them (after the divisor), row by row
    /// softmaxBackward(p, d_p) = p ∘ (d_p − (p · d_p)); exactly 0 on blocked cells.
    MatrixD dScores;
};

struct Gradients
{
    bool ok = false;
    std::string error; ///< when !ok: what is wrong, naming the place

    double loss = 0; ///< 0.5 Σ (output − target)² when computed by lossGradients()
    MatrixD dOutput; ///< dL/d output, m x d_out

    /// Self-attention mode, the shapes of the scenario's keys; the projections always, also
    /// when the file leaves them out (then the identity or zero was used).
    MatrixD embeddings, wq, wk, wv, wo;
    VectorD bo;
    /// A learned positional table (self-attention mode): dL/d table, n x d_model. It is
    /// added to the embeddings before the projections, so it equals dL/d embeddings. Empty
    /// for the other kinds, which have no free numbers: sinusoidal's table and alibi's bias are
    /// constants the gradient passes through, rope's rotation is applied backwards (Rᵀ) to
    /// d q and d k.
    MatrixD positionTable;
    /// Direct mode.
    MatrixD q, k, v;

    std::vector<HeadGradients> heads;
};

/// 0.5 · Σ (output − target)², summed in double.
double squaredErrorLoss(const MatrixD &output, const MatrixD &target);

/// The gradients of any loss whose gradient with respect to the output is `dOutput`
/// (m x d_out), through the pipeline `forward` computed. The loss field stays 0.
Gradients backward(const ForwardPass &forward, const MatrixD &dOutput);

/// The scenario's squared-error loss against its `target` and its gradients. Fails, naming
/// the key, on a scenario without target or one validate() refuses.
Gradients lossGradients(const Scenario &scenario);

} // namespace attn
