#pragma once

#include "Scenario.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

namespace limits {
/// Tokens (queries and keys) the tiled path accepts in a scenario built in memory (the
/// cost measurements): it keeps O(n d_model) numbers, never an n x n matrix. Files stay
/// limited to maxTokens.
constexpr int maxTiledTokens = 65536;
} // namespace limits

/// The result of computeTiled(): the outputs only. Sizes and divisor mean what they mean
/// in AttentionResult.
struct TiledResult
{
    bool ok = false;
    std::string error; ///< when !ok: what is wrong, naming the place (as compute() words it)

    int nQueries = 0;
    int nKeys = 0;
    int dModel = 0; ///< d_model (self-attention) or d_v (direct)
    int numHeads = 0;
    int dK = 0;
    double divisor = 1;
    int blockSize = 0; ///< keys per block

    /// The heads' outputs (softmax(Q K^T / divisor + M) V of each head) side by side,
    /// n_queries x d_model: head h has columns [h d_k, (h + 1) d_k). In direct mode the one
    /// head's output, n_queries x d_v.
    Matrix heads;
    Matrix output; ///< heads W_o + b_o (self-attention mode); a copy of `heads` in direct mode
    std::vector<int> rowsWithoutKeys;  ///< query rows with no allowed key (output 0 in a head)
    std::vector<std::string> warnings; ///< the same words as AttentionResult::warnings
};

/// Attention's outputs computed over blocks of `blockSize` keys with online softmax
/// (Milakov & Gimelshein 2018; FlashAttention, Dao et al. 2022): for each block, the
/// running maximum m, the running sum l and the partial output are updated and rescaled
/// by exp(m_old - m_new), so no n_queries x n_keys matrix is ever stored (blocks of at most
/// 128 queries x blockSize keys). The same numbers in as compute() (the same projections,
/// masks, divisor, positional encodings: rope's rotation of q and k before the blocks,
/// alibi's bias added pair by pair in each block; float32 arithmetic), the same outputs within
/// rounding (tiledMatches), the same refusals and messages for overflowing input, a row with no
/// allowed key has output 0 in every head and the same warning. `blockSize` must be at least 1; a
/// block of more keys than there are is one block. Accepts up to limits::maxTiledTokens tokens.
TiledResult computeTiled(const Scenario &scenario, int blockSize);

/// The output of head `head`: its columns of result.heads.
Matrix tiledHeadOutput(const TiledResult &result, int head);

/// How closely the tiled outputs equal the full path's: the largest difference of an entry,
/// relative to the largest magnitude of the full matrix (max |a - b| <= relative max |b|).
/// The matrices must have the same size.
bool tiledMatches(const Matrix &tiled, const Matrix &full, double relative = 1e-5);

} // namespace attn
