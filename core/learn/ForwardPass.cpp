#include "ForwardPass.h"

#include "Positions.h"

#include <cmath>

namespace attn {

MatrixD maskedSoftmax(const MatrixD &scores, const BoolMatrix &allowed)
{
    MatrixD p = MatrixD::Zero(scores.rows(), scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        bool any = false;
        double hi = 0;
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (allowed(i, j)) {
                hi = any ? std::max(hi, scores(i, j)) : scores(i, j);
                any = true;
            }
        if (!any)
            continue;
        double sum = 0;
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (allowed(i, j)) {
                p(i, j) = std::exp(scores(i, j) - hi);
                sum += p(i, j);
            }
        p.row(i) /= sum;
    }
    return p;
}

ForwardPass forwardPass(const Scenario &s)
{
    ForwardPass f;
    f.error = validate(s);
    if (!f.error.empty())
        return f;
    f.mode = s.mode;
    f.dK = s.headDim();
    f.divisor = s.scale ? s.divisor.value_or(std::sqrt(double(f.dK))) : 1.0;
    f.allowed = allowedMask(s);
    if (s.mode == Mode::Direct) {
        f.numHeads = 1;
        f.heads.resize(1);
        f.heads[0].q = s.q;
        f.heads[0].k = s.k;
        f.heads[0].v = s.v;
    } else {
        f.numHeads = s.numHeads;
        f.x = s.embeddings;
        const MatrixD table = positionTable(s); // sinusoidal, learned; empty otherwise
        if (table.size() != 0)
            f.x += table;
        f.wq = s.projection('q');
        f.wk = s.projection('k');
        f.wv = s.projection('v');
        f.wo = s.projection('o');
        f.bo = s.outputBias();
        const MatrixD q = f.x * f.wq;
        const MatrixD k = f.x * f.wk;
        const MatrixD v = f.x * f.wv;
        f.heads.resize(size_t(f.numHeads));
        for (int h = 0; h < f.numHeads; ++h) {
            HeadPass &head = f.heads[size_t(h)];
            head.q = q.middleCols(h * f.dK, f.dK);
            head.k = k.middleCols(h * f.dK, f.dK);
            head.v = v.middleCols(h * f.dK, f.dK);
        }
    }
    const bool rope = s.positions && s.positions->kind == PositionKind::Rope;
    f.rope = rope;
    if (rope)
        f.ropeBase = s.positions->effectiveBase();
    f.learnedTable = s.mode == Mode::SelfAttention && s.positions
                     && s.positions->kind == PositionKind::Learned;
    const std::vector<double> slopes = s.positions && s.positions->kind == PositionKind::Alibi
                                           ? alibiSlopes(s)
                                           : std::vector<double>();
    for (size_t h = 0; h < f.heads.size(); ++h) {
        HeadPass &head = f.heads[h];
        if (rope) {
            rotatePairs(head.q, s.positions->effectiveBase());
            rotatePairs(head.k, s.positions->effectiveBase());
        }
        head.scaled = head.q * head.k.transpose();
        if (f.divisor != 1)
            head.scaled /= f.divisor;
        if (h < slopes.size())
            for (Eigen::Index i = 0; i < head.scaled.rows(); ++i)
                for (Eigen::Index j = 0; j < head.scaled.cols(); ++j)
                    head.scaled(i, j) -= slopes[h] * double(std::abs(i - j));
        head.weights = maskedSoftmax(head.scaled, f.allowed);
        head.output = head.weights * head.v;
    }
    if (s.mode == Mode::Direct) {
        f.output = f.heads[0].output;
    } else {
        f.concat.resize(f.x.rows(), f.x.cols());
        for (int h = 0; h < f.numHeads; ++h)
            f.concat.middleCols(h * f.dK, f.dK) = f.heads[size_t(h)].output;
        f.output = f.concat * f.wo;
        f.output.rowwise() += f.bo.transpose();
    }
    f.ok = true;
    return f;
}

} // namespace attn
