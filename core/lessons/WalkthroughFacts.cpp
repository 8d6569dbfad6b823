#include "WalkthroughFacts.h"

#include "Attention.h"
#include "ScaleComparison.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

RowFacts rowFacts(const AttentionResult &result, int head, int row)
{
    RowFacts f;
    if (!result.ok || head < 0 || head >= int(result.heads.size()) || row < 0
        || row >= result.nQueries)
        return f;
    const HeadResult &h = result.heads[size_t(head)];
    double rawMin = std::numeric_limits<double>::infinity();
    double rawMax = -rawMin;
    double scaledMin = rawMin;
    double scaledMax = -rawMin;
    for (int j = 0; j < result.nKeys; ++j) {
        // The scores come before the mask: their range is over every key of the row (over
        // the allowed ones only, a causal first row would "run from" a number to itself).
        const double raw = h.scores(row, j);
        if (raw > rawMax)
            f.largestScoreKey = j;
        rawMin = std::min(rawMin, raw);
        rawMax = std::max(rawMax, raw);
        const double scaled = scaledScore(result, head, row, j);
        scaledMin = std::min(scaledMin, scaled);
        scaledMax = std::max(scaledMax, scaled);
        const double w = h.weights(row, j);
        if (!result.allowed(row, j)) {
            ++f.blockedKeys;
            f.blockedWeight += w;
            continue;
        }
        ++f.allowedKeys;
        f.weightSum += w;
        if (f.largestKey < 0 || w > f.largestWeight) {
            f.largestKey = j;
            f.largestWeight = w;
        }
    }
    if (result.nKeys > 0) {
        f.rawMin = rawMin;
        f.rawMax = rawMax;
        f.scaledMin = scaledMin;
        f.scaledMax = scaledMax;
    }
    if (f.allowedKeys > 0) {
        const ScalingWeights both = weightsWithAndWithoutScaling(result, head, row);
        if (both.raw.rows() == 1) {
            f.largestWeightUnscaled = both.raw.row(0).maxCoeff();
            f.largestWeightScaled = both.scaled.row(0).maxCoeff();
        }
    }
    f.ok = true;
    return f;
}

ResultFacts resultFacts(const AttentionResult &result)
{
    ResultFacts f;
    if (!result.ok)
        return f;
    f.pairs = int(result.allowed.size());
    f.blockedPairs = int(result.allowed.size() - result.allowed.count());
    f.rowsWithoutKeys = int(result.rowsWithoutKeys.size());
    for (const HeadResult &h : result.heads) {
        for (int i = 0; i < h.weights.rows(); ++i) {
            if (!result.allowed.row(i).any())
                continue;
            const double sum = h.weights.row(i).cast<double>().sum();
            f.worstRowSumError = std::max(f.worstRowSumError, std::abs(sum - 1));
        }
    }
    return f;
}

} // namespace attn
