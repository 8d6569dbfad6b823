#include "HeadDetectors.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace attn {

namespace {

/// The mean of `sum` over `count` queries; NaN when no query applies.
double meanOver(double sum, int count)
{
    return count > 0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

HeadScores headScores(const ModelMatrix &w, const std::vector<int> &ids)
{
    const int n = std::min(int(w.rows()), int(ids.size()));
    HeadScores s;
    double previous = 0, first = 0, duplicate = 0, prefix = 0;
    int duplicates = 0, prefixes = 0;
    for (int i = 1; i < n; ++i) {
        previous += w(i, i - 1);
        first += w(i, 0);
        double same = 0, after = 0;
        bool hasSame = false, hasAfter = false;
        for (int j = 0; j < i; ++j) {
            if (ids[size_t(j)] == ids[size_t(i)]) {
                same += w(i, j);
                hasSame = true;
            }
            if (j >= 1 && ids[size_t(j - 1)] == ids[size_t(i)]) {
                after += w(i, j);
                hasAfter = true;
            }
        }
        if (hasSame) {
            duplicate += same;
            ++duplicates;
        }
        if (hasAfter) {
            prefix += after;
            ++prefixes;
        }
    }
    s.previousToken = meanOver(previous, n - 1);
    s.firstToken = meanOver(first, n - 1);
    s.duplicateToken = meanOver(duplicate, duplicates);
    s.prefixMatching = meanOver(prefix, prefixes);
    return s;
}

std::vector<int> inductionProbe(int vocabulary, int length, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> token(0, std::max(0, vocabulary - 1));
    std::vector<int> ids(size_t(2 * length));
    for (int i = 0; i < length; ++i)
        ids[size_t(i)] = ids[size_t(i + length)] = token(rng);
    return ids;
}

bool inductionScores(const ModelWeights &model, int length, std::uint64_t seed,
                     std::vector<std::vector<double>> &scores, QString *error,
                     const ForwardOptions &options)
{
    scores.clear();
    const std::vector<int> ids = inductionProbe(model.config.vocabulary, length, seed);
    ForwardResult result;
    ForwardOptions probeOptions = options;
    probeOptions.keepIntermediates = false;
    if (!runForward(model, ids, probeOptions, result, error))
        return false;
    for (const auto &layer : result.attention) {
        std::vector<double> row;
        for (const ModelMatrix &w : layer) {
            // Query length + k, a copy of token k, on key k + 1: the token after the earlier
            // copy (TransformerLens's induction score, the diagonal length - 1 below).
            double sum = 0;
            for (int k = 0; k < length; ++k)
                sum += w(length + k, k + 1);
            row.push_back(sum / length);
        }
        scores.push_back(std::move(row));
    }
    return true;
}

} // namespace attn
