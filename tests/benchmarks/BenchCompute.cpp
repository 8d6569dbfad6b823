#include "BenchCompute.h"

#include "Attention.h"

#include <memory>

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

} // namespace attn::bench
