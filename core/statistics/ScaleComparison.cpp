#include "ScaleComparison.h"

#include "Attention.h"
#include "Statistics.h"

#include <cmath>

namespace attn {

ScalingWeights weightsWithAndWithoutScaling(const AttentionResult &result, int head)
{
    ScalingWeights w;
    if (!result.ok || head < 0 || head >= int(result.heads.size()) || result.dK <= 0)
        return w;
    const Matrix &scores = result.heads[static_cast<size_t>(head)].scores;
    maskedSoftmax(scores, result.allowed, w.raw);
    // Divided as compute() divides when scaling is on with the default divisor.
    const Matrix scaled = scores / Scalar(std::sqrt(double(result.dK)));
    maskedSoftmax(scaled, result.allowed, w.scaled);
    return w;
}

ScalingWeights weightsWithAndWithoutScaling(const AttentionResult &result, int head, int row)
{
    ScalingWeights w;
    if (!result.ok || head < 0 || head >= int(result.heads.size()) || result.dK <= 0 || row < 0
        || row >= result.nQueries)
        return w;
    const Matrix scores = result.heads[static_cast<size_t>(head)].scores.row(row);
    const BoolMatrix allowed = result.allowed.row(row);
    maskedSoftmax(scores, allowed, w.raw);
    const Matrix scaled = scores / Scalar(std::sqrt(double(result.dK)));
    maskedSoftmax(scaled, allowed, w.scaled);
    return w;
}

SoftmaxReference uniformReference(const BoolMatrix &allowed)
{
    SoftmaxReference ref;
    long rows = 0;
    long common = -1; // allowed keys of every row so far, -2 once two rows differ
    for (Eigen::Index i = 0; i < allowed.rows(); ++i) {
        const double c = double(allowed.row(i).count());
        if (c == 0)
            continue;
        ++rows;
        const long count = static_cast<long>(c);
        common = common == -1 || common == count ? count : -2;
        ref.maxWeight += 1 / c;
        ref.entropy += std::log(c);
        // ||diag(p) - p p^T||_F^2 = sum p^2 - 2 sum p^3 + (sum p^2)^2 = 1/c - 1/c^2
        ref.jacobianNorm += std::sqrt(c - 1) / c;
    }
    if (rows > 0) {
        ref.maxWeight /= double(rows);
        ref.entropy /= double(rows);
        ref.jacobianNorm /= double(rows);
    }
    ref.effectiveKeys = rows > 0 ? effectiveKeys(ref.entropy) : 0;
    ref.keysPerRow = common > 0 ? static_cast<int>(common) : 0;
    return ref;
}

SoftmaxReference oneHotReference()
{
    SoftmaxReference ref;
    ref.maxWeight = 1;
    ref.entropy = 0;
    ref.effectiveKeys = 1;
    ref.jacobianNorm = 0;
    return ref;
}

double effectiveKeys(double entropyNats)
{
    return std::exp(entropyNats);
}

} // namespace attn
