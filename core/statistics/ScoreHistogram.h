#pragma once

#include <vector>

namespace attn {

struct AttentionResult;

/// Counts of the raw scores Q K^T and of the scaled scores Q K^T / sqrt(d_k) over the
/// allowed entries, in one set of equal-width bins covering both, so the two
/// distributions can be drawn on the same axis and compared.
struct ScoreHistogram
{
    double lo = 0;            ///< left edge of the first bin
    double binWidth = 0;      ///< 0 when there is no allowed entry
    std::vector<long> raw;    ///< per bin
    std::vector<long> scaled; ///< per bin

    int binCount() const { return static_cast<int>(raw.size()); }
    double binStart(int bin) const { return lo + bin * binWidth; }
    double binEnd(int bin) const { return lo + (bin + 1) * binWidth; }
};

/// A bin count for `entries` values: about 2 sqrt(entries), between 16 and 64.
int suggestedBinCount(long entries);

/// The histogram of `head` (-1: all heads together) of an ok result, scaled scores taken
/// as Statistics does (scores times 1 / sqrt(d_k), whatever the scaling toggle says), so
/// the counts add up to ScoreStats::entries. `bins` <= 0: suggestedBinCount. With no
/// allowed entry every count is 0 and binWidth is 0.
ScoreHistogram scoreHistogram(const AttentionResult &result, int head, int bins = 0);

} // namespace attn
