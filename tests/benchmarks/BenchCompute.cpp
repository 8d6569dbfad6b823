#include "BenchCompute.h"

#include "Attention.h"
#include "Random.h"
#include "TiledAttention.h"

#include <algorithm>
#include <memory>
#include <thread>
#include <vector>

namespace attn::bench {

int defaultRepeat(const Size &size)
{
    const double work
        = double(size.n) * size.n * size.dModel + 3.0 * size.n * size.dModel * size.dModel;
    if (work < 1e8)
        return 51;
    if (work < 2e9)
        return 21;
    return 9;
}

QByteArray benchCompute(const Size &size, int repeat, std::uint64_t seed, QByteArray &error)
{
    const Scenario scenario = randomScenario(size.n, size.dModel, size.heads, seed);
    bool failed = false;
    // What the GUI does per edit: copy the document's scenario, compute, keep the labels,
    // then drop the previous snapshot (freeing is part of the cost).
    auto run = [&] {
        struct Snapshot
        {
            Scenario scenario;
            AttentionResult result;
            Labels queryLabels, keyLabels;
        };
        auto snapshot = std::make_shared<Snapshot>();
        Scenario copy = scenario;
        snapshot->result = compute(copy);
        snapshot->queryLabels = copy.effectiveQueryLabels();
        snapshot->keyLabels = copy.effectiveKeyLabels();
        snapshot->scenario = std::move(copy);
        if (!snapshot->result.ok) {
            failed = true;
            error = QByteArray::fromStdString(snapshot->result.error);
        }
    };
    resetPeakRss();
    const Timing t = measure(run, size.n >= 1024 ? 2 : 3, repeat);
    if (failed)
        return {};
    return JsonLine()
        .add("n", size.n)
        .add("d_model", size.dModel)
        .add("heads", size.heads)
        .add("median_ms", t.medianMs)
        .add("min_ms", t.minMs)
        .add("repeat", t.repeat)
        .add("first_ms", t.firstMs)
        .add("cpu_ms", t.cpuMedianMs)
        .add("peak_rss_mib", peakRssMib(), 1)
        .add("case", "compute")
        .text();
}

QByteArray benchSgemm(int n, int threads, int repeat, QByteArray &error)
{
    if (n < threads) {
        error = "--n must be at least --threads for the sgemm case";
        return {};
    }
    RandomSource random(1);
    Matrix a(n, n), b(n, n), c(n, n);
    for (Eigen::Index i = 0; i < a.size(); ++i) {
        a.data()[i] = Scalar(random.next());
        b.data()[i] = Scalar(random.next());
    }
    auto rows = [&](int part) {
        const Eigen::Index first = Eigen::Index(n) * part / threads;
        const Eigen::Index last = Eigen::Index(n) * (part + 1) / threads;
        c.middleRows(first, last - first).noalias() = a.middleRows(first, last - first) * b;
    };
    auto run = [&] {
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(rows, t);
        rows(0);
        for (std::thread &t : pool)
            t.join();
    };
    const Timing t = measure(run, 2, repeat);
    const double flops = 2.0 * n * double(n) * n;
    return JsonLine()
        .add("n", n)
        .add("threads", threads)
        .add("median_ms", t.medianMs)
        .add("min_ms", t.minMs)
        .add("repeat", t.repeat)
        .add("cpu_ms", t.cpuMedianMs)
        .add("gflops", flops / (t.medianMs * 1e6), 1)
        .add("peak_gflops", flops / (t.minMs * 1e6), 1)
        .add("case", "sgemm")
        .text();
}

namespace {

/// One timed case of benchTiled: `compute` runs it once, false with `error` set.
struct TiledCase
{
    const char *name;
    Size size;
    int repeat;
    std::function<bool(QByteArray &error)> compute;
};

Timing measureCase(const TiledCase &c, QByteArray &error, double &peakMib)
{
    bool failed = false;
    auto run = [&] {
        if (!failed && !c.compute(error))
            failed = true;
    };
    releaseFreeMemory();
    resetPeakRss();
    // The largest sizes take seconds a run: one warm-up is enough there.
    const Timing t = measure(run, c.size.n >= 8192 ? 1 : 2, c.repeat);
    peakMib = peakRssMib();
    if (failed)
        return Timing{};
    return t;
}

} // namespace

QByteArray benchTiled(const Size &size, int blockSize, int repeat, std::uint64_t seed,
                      QByteArray &error)
{
    QByteArray out;
    const int firstN = std::min(size.n, 2048);
    double fullMs = 0;
    std::vector<int> sizes;
    for (int n = firstN; n < size.n; n *= 2)
        sizes.push_back(n);
    sizes.push_back(size.n);
    for (int i = -1; i < int(sizes.size()); ++i) {
        const bool full = i < 0;
        const Size s{full ? firstN : sizes[size_t(i)], size.dModel, size.heads};
        const Scenario scenario = randomScenario(s.n, s.dModel, s.heads, seed);
        const int runs = repeat > 0 ? repeat : s.n >= 8192 ? 3 : defaultRepeat(s);
        const TiledCase c{full ? "full" : "tiled", s, runs, [&](QByteArray &message) {
                              const std::string problem
                                  = full ? compute(scenario).error
                                         : computeTiled(scenario, blockSize).error;
                              message = QByteArray::fromStdString(problem);
                              return problem.empty();
                          }};
        double peakMib = 0;
        const Timing t = measureCase(c, error, peakMib);
        if (t.repeat == 0)
            return {};
        JsonLine line;
        line.add("n", s.n).add("d_model", s.dModel).add("heads", s.heads);
        if (!full)
            line.add("block", blockSize);
        line.add("median_ms", t.medianMs)
            .add("min_ms", t.minMs)
            .add("repeat", t.repeat)
            .add("first_ms", t.firstMs)
            .add("cpu_ms", t.cpuMedianMs)
            .add("peak_rss_mib", peakMib, 1);
        if (full)
            fullMs = t.medianMs;
        else if (s.n == firstN)
            line.add("vs_full", t.medianMs / fullMs, 2);
        line.add("case", c.name);
        out += line.text();
    }
    return out;
}

} // namespace attn::bench
