#pragma once

// The blocks of the tiled path: one head's inputs, the masks of a block of (query, key)
// pairs without the n x n allowed matrix, and a block's scores. Internal to core.

#include "EngineInputs.h"
#include "OnlineSoftmax.h"
#include "Scenario.h"

#include <optional>
#include <vector>

namespace attn::engine {

/// Queries per block (and per task) of the tiled path.
constexpr Eigen::Index queryBlockRows = 128;

/// One head's matrices, as views into the projections (no copies).
struct TiledHead
{
    ConstMatrixRef q; ///< n_queries x d_k
    ConstMatrixRef k; ///< n_keys x d_k
    ConstMatrixRef v; ///< n_keys x d_v
    Scalar divisor = 1;
    Eigen::Index blockSize = 1;
    /// ALiBi: the bias alibiBias(slope, i, j) is added to every scaled score, pair by pair.
    bool biased = false;
    double slope = 0;
    /// No score of this head can overflow (|q_i|·|k_j| is far below float's largest, and so
    /// is it plus the largest bias): blocks whose pairs are all blocked need not be computed
    /// to be checked.
    bool skipBlocked = false;
};

/// Head `head`'s matrices of `inputs` (q and k already rotated for rope); `slope`: its
/// ALiBi slope, when the scenario has alibi positions.
TiledHead tiledHead(const Projected &inputs, int head, int dK, int dV, Scalar divisor,
                    int blockSize, std::optional<double> slope = std::nullopt);

/// How many pairs of a block the masks allow.
enum class Cover { None, Some, All };

/// allowed(i, j) = causal AND NOT padding AND custom mask, as allowedMask(), pair by pair.
class BlockMask
{
public:
    explicit BlockMask(const Scenario &scenario);
    bool allowed(Eigen::Index query, Eigen::Index key) const;
    /// The pairs of queries [firstQuery, endQuery) and keys [firstKey, endKey).
    Cover cover(Eigen::Index firstQuery, Eigen::Index endQuery, Eigen::Index firstKey,
                Eigen::Index endKey) const;
    /// Sets every blocked pair of the block starting at (firstQuery, firstKey) to -infinity.
    void block(Matrix &scores, Eigen::Index firstQuery, Eigen::Index firstKey) const;

private:
    bool m_causal = false;
    const BoolMatrix *m_mask = nullptr;
    std::vector<int> m_paddedBefore; ///< padded keys before key j; empty: none padded
};

/// scores = the block's Q K^T divided by the divisor (in float, as the full path divides),
/// plus ALiBi's bias when the head is biased, for queries [firstQuery, firstQuery + queries)
/// and keys [firstKey, firstKey + keys). False when a score, a scaled score or a biased
/// score is not finite.
bool blockScores(const TiledHead &head, Eigen::Index firstQuery, Eigen::Index queries,
                 Eigen::Index firstKey, Eigen::Index keys, Matrix &scores);

/// The stages of a score, in the order the full path checks them.
enum class ScoreStage { Score, Scaled, Biased };

/// The first (query, key), in row-major order, whose score at `stage` (Q K^T; divided by
/// the divisor; plus ALiBi's bias) is not finite, computed in the same blocks as the tiled
/// pass; false if none.
bool firstNonFinite(const TiledHead &head, ScoreStage stage, Eigen::Index &query,
                    Eigen::Index &key);

} // namespace attn::engine
