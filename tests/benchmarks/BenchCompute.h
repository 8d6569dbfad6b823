#pragma once

#include "BenchSupport.h"

namespace attn::bench {

struct Size
{
    int n = 0;
    int dModel = 0;
    int heads = 0;
};

/// The GUI's full recompute (ui/Snapshot.cpp's makeSnapshot: compute() with every per-head
/// intermediate, masks, softmax, output projection, statistics, plus the labels) on a
/// seeded random scenario. Returns the JSON line, or an empty array and `error` set.
QByteArray benchCompute(const Size &size, int repeat, std::uint64_t seed, QByteArray &error);

/// The tiled output-only computation (computeTiled with blocks of `blockSize` keys) against
/// the full one, in one run: the full compute() at n = min(maxN, 2048) ("case": "full",
/// compute() alone, no snapshot copies), then the tiled path at that n and at each doubling
/// up to maxN ("case": "tiled", with "vs_full", its time over the full path's at the same
/// n). The free heap is given back to the kernel before each case, so each peak is its
/// own. Returns the JSON lines, or an empty array and `error` set.
QByteArray benchTiled(const Size &size, int blockSize, int repeat, std::uint64_t seed,
                      QByteArray &error);

/// The peak single-precision matrix product rate of Eigen on `threads` threads: C = A B
/// with A, B and C n x n floats (row-major, as the engine's), C's rows split in `threads`
/// equal blocks each computed by Eigen's GEMM on its own thread, as the engine splits its
/// products. Prints the median time and "gflops" (2 n^3 / median time). Returns the JSON
/// line, or an empty array and `error` set.
QByteArray benchSgemm(int n, int threads, int repeat, QByteArray &error);

/// The default number of timed runs for a size: more for small, fewer for large cases.
int defaultRepeat(const Size &size);

} // namespace attn::bench
