#include "SoftmaxTerms.h"

#include <algorithm>
#include <cmath>

namespace attn {

double SoftmaxTerms::weight(int key) const
{
    if (!anyAllowed || key < 0 || std::size_t(key) >= exps.size() || denominator <= 0)
        return 0;
    return exps[std::size_t(key)] / denominator;
}

SoftmaxTerms softmaxTerms(const Matrix &scores, const BoolMatrix &allowed, int row)
{
    SoftmaxTerms t;
    if (row < 0 || row >= scores.rows())
        return t;
    const auto keys = std::size_t(scores.cols());
    const bool masked = allowed.rows() == scores.rows() && allowed.cols() == scores.cols();
    t.allowed.assign(keys, true);
    t.shifted.assign(keys, 0.0);
    t.exps.assign(keys, 0.0);
    for (std::size_t j = 0; j < keys; ++j) {
        t.allowed[j] = !masked || allowed(row, Eigen::Index(j));
        if (!t.allowed[j])
            continue;
        const double s = scores(row, Eigen::Index(j));
        t.rowMax = t.anyAllowed ? std::max(t.rowMax, s) : s;
        t.anyAllowed = true;
    }
    for (std::size_t j = 0; j < keys; ++j) {
        if (!t.allowed[j])
            continue;
        t.shifted[j] = double(scores(row, Eigen::Index(j))) - t.rowMax;
        t.exps[j] = std::exp(t.shifted[j]);
        t.denominator += t.exps[j];
    }
    return t;
}

} // namespace attn
