#pragma once

// Shared pieces of attention-bench: seeded inputs, timing, memory and the JSON line.

#include "Scenario.h"

#include <QByteArray>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace attn::bench {

/// A self-attention scenario of n tokens with N(0, 1) embeddings and N(0, 1/d_model)
/// projections (so Q, K and V have unit-scale entries, as after a trained layer norm),
/// scaling on, no mask: the same numbers for a seed on every machine.
Scenario randomScenario(int n, int dModel, int numHeads, std::uint64_t seed);

/// Median and minimum of `repeat` timed runs after `warmup` untimed ones, in ms.
struct Timing
{
    double medianMs = 0;
    double minMs = 0;
    double firstMs = 0;     ///< the first warm-up run: fresh memory, cold caches
    double cpuMedianMs = 0; ///< processor time of all threads per run (load-independent)
    int repeat = 0;
};

Timing measure(const std::function<void()> &run, int warmup, int repeat);

/// Median of a list of durations in ms (the mean of the middle two for an even count).
double median(std::vector<double> values);

/// Resets the kernel's peak-RSS mark of this process (Linux /proc/self/clear_refs), so
/// each case reports its own peak. Returns false where that is not possible.
bool resetPeakRss();
/// Gives the heap's free memory back to the kernel (glibc's malloc_trim; else nothing), so
/// that memory a previous case freed but the allocator kept is not counted in the next
/// case's resident set.
void releaseFreeMemory();
/// Peak resident set size of this process in MiB (VmHWM), or -1 when unknown.
double peakRssMib();

/// One JSON object on one line: the given keys in order, then a newline.
class JsonLine
{
public:
    JsonLine &add(const char *key, int value) { return add(key, static_cast<long long>(value)); }
    JsonLine &add(const char *key, long long value);
    JsonLine &add(const char *key, double value, int decimals = 3);
    JsonLine &add(const char *key, const char *value);
    QByteArray text() const;

private:
    QByteArray m_body;
};

} // namespace attn::bench
