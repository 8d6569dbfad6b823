#pragma once

// What dense attention costs as the sequence grows: counts of score cells, multiply-adds
// of each stage and bytes of the kept intermediates, for the full computation (compute())
// and the output-only tiled one (computeTiled()), as exact functions of the shape.

#include <cstdint>

namespace attn {

/// The shape that fixes the cost besides n: self-attention with d_model = heads x d_k.
struct CostShape
{
    int heads = 1;
    int dK = 1;
    int dModel = 1;
    int blockSize = 128; ///< keys per block of the tiled path
};

/// Counts for n tokens (n queries, n keys). A multiply-add is one a * b + c.
struct CostCounts
{
    std::uint64_t n = 0;
    std::uint64_t scoreCells = 0;      ///< heads n^2: the (query, key) pairs
    std::uint64_t projectionMacs = 0;  ///< X Wq, X Wk, X Wv: 3 n d_model^2
    std::uint64_t scoreMacs = 0;       ///< Q K^T of every head: heads n^2 d_k
    std::uint64_t exponentials = 0;    ///< softmax: one exp per cell, heads n^2
    std::uint64_t weightedSumMacs = 0; ///< weights V of every head: heads n^2 d_k
    std::uint64_t outputMacs = 0;      ///< concat Wo: n d_model^2
    std::uint64_t totalMacs = 0;       ///< the four products above
    /// Bytes both paths keep (float32): Q, K, V, the heads' outputs side by side and the
    /// output, 5 n d_model floats.
    std::uint64_t sharedBytes = 0;
    /// The full path's n x n intermediates: scores and weights of every head, float32,
    /// 2 x 4 heads n^2 bytes, plus sharedBytes.
    std::uint64_t fullBytes = 0;
    /// The tiled path's: one block of at most 128 queries x blockSize keys of scores, and
    /// the running max m and sum l of every row of every head (float32), plus sharedBytes.
    std::uint64_t tiledBytes = 0;
};

/// Both paths do the same arithmetic (the tiled one re-reads K and V once per block of
/// queries, but multiplies each pair once); only the kept bytes differ.
CostCounts costCounts(const CostShape &shape, std::uint64_t n);

} // namespace attn
