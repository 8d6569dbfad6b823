#include "TiledBlocks.h"

#include "EngineRuntime.h"
#include "Positions.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::engine {

namespace {

using Index = Eigen::Index;

/// The largest Euclidean norm of a row, in double.
double largestRowNorm(const ConstMatrixRef &m)
{
    double largest = 0;
    for (Index r = 0; r < m.rows(); ++r)
        largest = std::max(largest, m.row(r).cast<double>().norm());
    return largest;
}

} // namespace

TiledHead tiledHead(const Projected &inputs, int head, int dK, int dV, Scalar divisor,
                    int blockSize, std::optional<double> slope)
{
    // Head h uses columns [h d_k, (h + 1) d_k), as compute() splits them (direct: h = 0).
    TiledHead h{inputs.qAll.middleCols(Index(head) * dK, dK),
                inputs.kAll.middleCols(Index(head) * dK, dK),
                inputs.vAll.middleCols(Index(head) * dV, dV)};
    h.divisor = divisor;
    h.blockSize = blockSize;
    // |fl(q·k)| <= (1 + d u) |q| |k| with u = 2^-24; a margin of 1e-3 on top of that.
    const double bound = largestRowNorm(h.q) * largestRowNorm(h.k) * (1 + 1e-3 + dK * 1.2e-7);
    const double largest = double(std::numeric_limits<Scalar>::max());
    double biasBound = 0;
    if (slope) {
        h.biased = true;
        h.slope = *slope;
        // |bias| = |slope| |i - j| <= |slope| (the largest distance), rounded to float.
        const double distance = double(std::max(h.q.rows(), h.k.rows()) - 1);
        biasBound = std::abs(*slope) * distance * (1 + 1e-6);
    }
    h.skipBlocked = bound < largest && bound / std::min(double(divisor), 1.0) + biasBound < largest;
    return h;
}

BlockMask::BlockMask(const Scenario &s)
    : m_causal(s.causal)
    , m_mask(s.mask ? &*s.mask : nullptr)
{
    if (std::find(s.padding.begin(), s.padding.end(), true) == s.padding.end())
        return;
    m_paddedBefore.assign(s.padding.size() + 1, 0);
    for (size_t j = 0; j < s.padding.size(); ++j)
        m_paddedBefore[j + 1] = m_paddedBefore[j] + (s.padding[j] ? 1 : 0);
}

bool BlockMask::allowed(Index i, Index j) const
{
    if (m_causal && j > i)
        return false;
    if (!m_paddedBefore.empty() && m_paddedBefore[size_t(j) + 1] != m_paddedBefore[size_t(j)])
        return false;
    return !m_mask || (*m_mask)(i, j);
}

Cover BlockMask::cover(Index firstQuery, Index endQuery, Index firstKey, Index endKey) const
{
    if (m_causal && firstKey > endQuery - 1)
        return Cover::None;
    const Index padded = m_paddedBefore.empty()
                             ? 0
                             : m_paddedBefore[size_t(endKey)] - m_paddedBefore[size_t(firstKey)];
    if (padded == endKey - firstKey)
        return Cover::None;
    if (m_mask) {
        Index count = 0;
        for (Index i = firstQuery; i < endQuery; ++i)
            for (Index j = firstKey; j < endKey; ++j)
                count += allowed(i, j) ? 1 : 0;
        return count == 0                                               ? Cover::None
               : count == (endQuery - firstQuery) * (endKey - firstKey) ? Cover::All
                                                                        : Cover::Some;
    }
    return padded == 0 && (!m_causal || endKey - 1 <= firstQuery) ? Cover::All : Cover::Some;
}

void BlockMask::block(Matrix &scores, Index firstQuery, Index firstKey) const
{
    constexpr Scalar blocked = -std::numeric_limits<Scalar>::infinity();
    for (Index i = 0; i < scores.rows(); ++i)
        for (Index j = 0; j < scores.cols(); ++j)
            if (!allowed(firstQuery + i, firstKey + j))
                scores(i, j) = blocked;
}

bool blockScores(const TiledHead &head, Index firstQuery, Index queries, Index firstKey, Index keys,
                 Matrix &scores)
{
    scores.resize(queries, keys);
    scores.noalias()
        = head.q.middleRows(firstQuery, queries) * head.k.middleRows(firstKey, keys).transpose();
    if (!allFinite(scores.data(), scores.size()))
        return false;
    if (head.divisor != Scalar(1)) {
        scores /= head.divisor;
        // Dividing by at least 1 cannot overflow; a smaller temperature can.
        if (head.divisor < Scalar(1) && !allFinite(scores.data(), scores.size()))
            return false;
    }
    if (!head.biased)
        return true;
    // The bias the full path adds to the same scaled score (computeHead), in float.
    for (Index i = 0; i < queries; ++i)
        for (Index j = 0; j < keys; ++j)
            scores(i, j) += alibiBias(head.slope, firstQuery + i, firstKey + j);
    return allFinite(scores.data(), scores.size());
}

bool firstNonFinite(const TiledHead &head, ScoreStage stage, Index &query, Index &key)
{
    const Index m = head.q.rows();
    const Index n = head.k.rows();
    Matrix scores;
    for (Index first = 0; first < m; first += queryBlockRows) {
        const Index count = std::min(queryBlockRows, m - first);
        bool found = false;
        for (Index k0 = 0; k0 < n; k0 += head.blockSize) {
            const Index keys = std::min(head.blockSize, n - k0);
            scores.resize(count, keys);
            scores.noalias()
                = head.q.middleRows(first, count) * head.k.middleRows(k0, keys).transpose();
            if (stage != ScoreStage::Score && head.divisor != Scalar(1))
                scores /= head.divisor;
            if (stage == ScoreStage::Biased && head.biased)
                for (Index i = 0; i < count; ++i)
                    for (Index j = 0; j < keys; ++j)
                        scores(i, j) += alibiBias(head.slope, first + i, k0 + j);
            for (Index i = 0; i < count; ++i)
                for (Index j = 0; j < keys; ++j)
                    if (!std::isfinite(scores(i, j))
                        && (!found || first + i < query || (first + i == query && k0 + j < key))) {
                        query = first + i;
                        key = k0 + j;
                        found = true;
                    }
        }
        if (found)
            return true;
    }
    return false;
}

} // namespace attn::engine
