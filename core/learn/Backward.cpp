#include "Backward.h"

#include "Positions.h"
#include "SoftmaxBackward.h"

#include <cmath>

namespace attn {

namespace {

/// -0 becomes 0, so that the result JSON never says "-0" where a gradient is zero.
template<typename M>
void clearNegativeZeros(M &m)
{
    m.array() += 0.0;
}

/// One head backwards from d_output of the head (m x d_v): fills its d_weights and d_scores
/// and returns dQ_h, dK_h, dV_h.
void headBackward(const HeadPass &head, const BoolMatrix &allowed, double divisor,
                  const MatrixD &dOut, HeadGradients &g, MatrixD &dq, MatrixD &dk, MatrixD &dv)
{
    const Eigen::Index m = head.weights.rows();
    const Eigen::Index n = head.weights.cols();
    // Blocked cells and rows without allowed key get 0: the mask fixes those weights.
    g.dWeights = (dOut * head.v.transpose()).cwiseProduct(allowed.cast<double>());
    g.dScores.resize(m, n);
    for (Eigen::Index i = 0; i < m; ++i)
        softmaxBackward(head.weights.row(i).data(), g.dWeights.row(i).data(), allowed.row(i).data(),
                        n, g.dScores.row(i).data());
    clearNegativeZeros(g.dWeights);
    // scaled = (Q K^T) / divisor, the divisor a constant.
    const MatrixD dRaw = divisor == 1 ? g.dScores : MatrixD(g.dScores / divisor);
    dq = dRaw * head.k;
    dk = dRaw.transpose() * head.q;
    dv = head.weights.transpose() * dOut;
}

} // namespace

double squaredErrorLoss(const MatrixD &output, const MatrixD &target)
{
    return 0.5 * (output - target).squaredNorm();
}

Gradients backward(const ForwardPass &f, const MatrixD &dOutput)
{
    Gradients g;
    if (!f.ok) {
        g.error = f.error;
        return g;
    }
    g.dOutput = dOutput;
    g.heads.resize(f.heads.size());
    if (f.mode == Mode::Direct) {
        headBackward(f.heads[0], f.allowed, f.divisor, dOutput, g.heads[0], g.q, g.k, g.v);
        if (f.rope) {
            rotatePairsBack(g.q, f.ropeBase);
            rotatePairsBack(g.k, f.ropeBase);
        }
    } else {
        const Eigen::Index n = f.x.rows();
        const Eigen::Index d = f.x.cols();
        g.wo = f.concat.transpose() * dOutput;
        g.bo = dOutput.colwise().sum().transpose();
        const MatrixD dConcat = dOutput * f.wo.transpose();
        MatrixD dq(n, d), dk(n, d), dv(n, d);
        for (int h = 0; h < f.numHeads; ++h) {
            MatrixD dqh, dkh, dvh;
            headBackward(f.heads[size_t(h)], f.allowed, f.divisor,
                         dConcat.middleCols(h * f.dK, f.dK), g.heads[size_t(h)], dqh, dkh, dvh);
            // Rope rotated q and k after the projections: d q = Rᵀ d (R q), the same for k.
            if (f.rope) {
                rotatePairsBack(dqh, f.ropeBase);
                rotatePairsBack(dkh, f.ropeBase);
            }
            dq.middleCols(h * f.dK, f.dK) = dqh;
            dk.middleCols(h * f.dK, f.dK) = dkh;
            dv.middleCols(h * f.dK, f.dK) = dvh;
        }
        // Q = X Wq, K = X Wk, V = X Wv: X reaches the loss along all three.
        g.wq = f.x.transpose() * dq;
        g.wk = f.x.transpose() * dk;
        g.wv = f.x.transpose() * dv;
        // X = embeddings + a positional table (or the embeddings alone): d X reaches both.
        g.embeddings = dq * f.wq.transpose() + dk * f.wk.transpose() + dv * f.wv.transpose();
        if (f.learnedTable)
            g.positionTable = g.embeddings;
    }
    for (MatrixD *m :
         {&g.embeddings, &g.positionTable, &g.wq, &g.wk, &g.wv, &g.wo, &g.q, &g.k, &g.v})
        clearNegativeZeros(*m);
    clearNegativeZeros(g.bo);
    for (HeadGradients &h : g.heads)
        clearNegativeZeros(h.dScores);
    for (const MatrixD *m : {&g.embeddings, &g.wq, &g.wk, &g.wv, &g.wo, &g.q, &g.k, &g.v})
        if (!m->allFinite()) {
            g.error = "gradients: a number is too large for double precision";
            return g;
        }
    for (const HeadGradients &h : g.heads)
        if (!h.dWeights.allFinite() || !h.dScores.allFinite()) {
            g.error = "gradients: a number is too large for double precision";
            return g;
        }
    if (!g.bo.allFinite()) {
        g.error = "gradients: a number is too large for double precision";
        return g;
    }
    g.ok = true;
    return g;
}

Gradients lossGradients(const Scenario &s)
{
    Gradients g;
    if (!s.target) {
        g.error = "target: missing (the loss needs a target, n_queries x d_out)";
        return g;
    }
    const ForwardPass f = forwardPass(s);
    if (!f.ok) {
        g.error = f.error;
        return g;
    }
    g = backward(f, f.output - *s.target);
    if (g.ok) {
        g.loss = squaredErrorLoss(f.output, *s.target);
        if (!std::isfinite(g.loss)) {
            g.ok = false;
            g.error = "loss: a number is too large for double precision";
        }
    }
    return g;
}

} // namespace attn
