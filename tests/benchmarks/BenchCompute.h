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

/// The default number of timed runs for a size: more for small, fewer for large cases.
int defaultRepeat(const Size &size);

} // namespace attn::bench
