#include "ScoreHistogram.h"

#include "Attention.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

/// Calls f(raw, scaled) for every allowed entry of the chosen heads, the scaled value
/// computed as StatsAccumulator does (float scores times a float factor).
template<typename F>
void forEachAllowed(const AttentionResult &r, int head, F f)
{
    const Scalar factor = Scalar(1.0 / std::sqrt(double(r.dK)));
    const int first = head < 0 ? 0 : head;
    const int last = head < 0 ? r.numHeads : std::min(head + 1, int(r.heads.size()));
    for (int h = first; h < last; ++h) {
        const Matrix &scores = r.heads[static_cast<size_t>(h)].scores;
        for (Eigen::Index i = 0; i < scores.rows(); ++i) {
            for (Eigen::Index j = 0; j < scores.cols(); ++j) {
                if (r.allowed(i, j))
                    f(double(scores(i, j)), double(scores(i, j) * factor));
            }
        }
    }
}

} // namespace

int suggestedBinCount(long entries)
{
    const double bins = 2 * std::sqrt(double(std::max(0L, entries)));
    return static_cast<int>(std::clamp(bins, 16.0, 64.0));
}

ScoreHistogram scoreHistogram(const AttentionResult &result, int head, int bins)
{
    ScoreHistogram histogram;
    if (!result.ok || result.dK <= 0 || head >= int(result.heads.size()))
        return histogram;
    long entries = 0;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    forEachAllowed(result, head, [&](double raw, double scaled) {
        ++entries;
        lo = std::min({lo, raw, scaled});
        hi = std::max({hi, raw, scaled});
    });
    if (bins <= 0)
        bins = suggestedBinCount(entries);
    histogram.raw.assign(static_cast<size_t>(bins), 0);
    histogram.scaled.assign(static_cast<size_t>(bins), 0);
    if (entries == 0)
        return histogram;
    if (hi - lo < 1e-12) {
        // Every score equal: one unit-wide range centred on it keeps the bars visible.
        lo -= 0.5;
        hi += 0.5;
    }
    histogram.lo = lo;
    histogram.binWidth = (hi - lo) / bins;
    const auto binOf = [&](double x) {
        const int bin = static_cast<int>(std::floor((x - lo) / histogram.binWidth));
        return static_cast<size_t>(std::clamp(bin, 0, bins - 1)); // hi falls in the last bin
    };
    forEachAllowed(result, head, [&](double raw, double scaled) {
        ++histogram.raw[binOf(raw)];
        ++histogram.scaled[binOf(scaled)];
    });
    return histogram;
}

} // namespace attn
