#include "CostModel.h"

#include <algorithm>

namespace attn {

CostCounts costCounts(const CostShape &shape, std::uint64_t n)
{
    const std::uint64_t h = std::uint64_t(std::max(shape.heads, 1));
    const std::uint64_t dk = std::uint64_t(std::max(shape.dK, 1));
    const std::uint64_t dm = std::uint64_t(std::max(shape.dModel, 1));
    const std::uint64_t block = std::uint64_t(std::max(shape.blockSize, 1));
    constexpr std::uint64_t floatBytes = 4;
    constexpr std::uint64_t queryBlock = 128; // TiledAttention's rows per block

    CostCounts c;
    c.n = n;
    c.scoreCells = h * n * n;
    c.projectionMacs = 3 * n * dm * dm;
    c.scoreMacs = h * n * n * dk;
    c.exponentials = h * n * n;
    c.weightedSumMacs = h * n * n * dk;
    c.outputMacs = n * dm * dm;
    c.totalMacs = c.projectionMacs + c.scoreMacs + c.weightedSumMacs + c.outputMacs;
    c.sharedBytes = 5 * n * dm * floatBytes;
    c.fullBytes = c.sharedBytes + 2 * floatBytes * h * n * n;
    c.tiledBytes = c.sharedBytes + floatBytes * std::min(queryBlock, n) * std::min(block, n)
                   + 2 * floatBytes * h * n;
    return c;
}

} // namespace attn
