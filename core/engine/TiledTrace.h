#pragma once

#include "Attention.h"

#include <optional>
#include <string>
#include <vector>

namespace attn {

/// One block of keys in the online softmax of one query row: what the tiled path does
/// with it. Numbers are the engine's floats, widened to double.
struct OnlineSoftmaxStep
{
    int firstKey = 0; ///< the block holds keys firstKey, ..., endKey - 1
    int endKey = 0;
    /// The block's scores as the softmax sees them (Q K^T / divisor), blocked keys too.
    std::vector<double> scores;
    std::vector<bool> allowed; ///< per key of the block
    bool anyAllowed = false;   ///< false: the block changes nothing (correction 1)
    /// The running maximum m before and after the block; none while no key was allowed
    /// (m = -infinity).
    std::optional<double> maxBefore;
    std::optional<double> maxAfter;
    /// exp(m_old - m_new), the factor applied to the old sum and partial output: 0 for the
    /// first block with an allowed key (exp(-infinity)), 1 for a block without one.
    double correction = 1;
    double sum = 0; ///< the running sum l after the block: sum of exp(s_j - m) so far
    /// The partial output after the block: the softmax of the allowed keys so far times
    /// their values (0 while no key was allowed). After the last block, the row's output.
    std::vector<double> output;
};

/// The tiled path's online softmax for one query row of one head, block by block.
struct OnlineSoftmaxTrace
{
    bool ok = false;
    std::string error; ///< when !ok: why (a head, row or block size out of range)
    int head = 0;
    int query = 0;
    int blockSize = 0;
    std::vector<OnlineSoftmaxStep> steps; ///< one per block of keys, in key order
    /// The final softmax row: exp(s_j - m) / l for allowed keys with the final m and l,
    /// 0 for blocked ones (all 0 in a row with no allowed key).
    std::vector<double> weights;
    std::vector<double> output; ///< the head's output row: the last step's partial output
    /// The largest difference from compute()'s row: of a weight, and of an output entry.
    double weightDifference = 0;
    double outputDifference = 0;
    /// weights equal compute()'s within 1e-5 (they lie in [0, 1]) and output within 1e-5
    /// times the largest magnitude among the allowed keys' values (the output is their
    /// weighted mean).
    bool matchesFull = false;
};

/// Online softmax of row `query` of head `head` of a computed result, over blocks of
/// `blockSize` keys (1: the classic one-key-at-a-time online softmax), with the tiled
/// path's own update (the same code). `result` must be ok.
OnlineSoftmaxTrace traceOnlineSoftmax(const AttentionResult &result, int head, int query,
                                      int blockSize);

} // namespace attn
