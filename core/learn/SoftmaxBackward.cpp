#include "SoftmaxBackward.h"

namespace attn {

double softmaxBackward(const double *p, const double *dp, const bool *allowed, Eigen::Index count,
                       double *dz)
{
    double dot = 0;
    for (Eigen::Index j = 0; j < count; ++j)
        if (allowed[j])
            dot += p[j] * dp[j];
    for (Eigen::Index j = 0; j < count; ++j)
        dz[j] = allowed[j] ? p[j] * (dp[j] - dot) : 0.0;
    return dot;
}

SoftmaxBackwardTerms softmaxBackwardTerms(const MatrixD &weights, const MatrixD &dWeights,
                                          const BoolMatrix &allowed, int row)
{
    SoftmaxBackwardTerms t;
    const Eigen::Index n = weights.cols();
    if (row < 0 || row >= weights.rows() || dWeights.rows() != weights.rows()
        || dWeights.cols() != n || allowed.rows() != weights.rows() || allowed.cols() != n)
        return t;
    t.p.assign(weights.row(row).data(), weights.row(row).data() + n);
    t.dp.assign(dWeights.row(row).data(), dWeights.row(row).data() + n);
    t.dz.assign(size_t(n), 0.0);
    const bool *a = allowed.row(row).data();
    for (Eigen::Index j = 0; j < n; ++j)
        t.anyAllowed = t.anyAllowed || a[j];
    t.pDotDp = softmaxBackward(t.p.data(), t.dp.data(), a, n, t.dz.data());
    return t;
}

} // namespace attn
