#include "CostMeasure.h"

#include "Attention.h"
#include "MemoryBudget.h"
#include "Random.h"
#include "TiledAttention.h"

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <chrono>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace attn::ui {

namespace {

Scenario randomScenario(int n, int dModel, int heads, std::uint64_t seed)
{
    Scenario s;
    s.mode = Mode::SelfAttention;
    s.numHeads = heads;
    s.embeddings = MatrixD(n, dModel);
    RandomSource rng(seed);
    for (int i = 0; i < n; ++i) {
        s.tokens.push_back("t" + std::to_string(i + 1));
        for (int j = 0; j < dModel; ++j)
            s.embeddings(i, j) = rng.next();
    }
    for (char which : {'q', 'k', 'v', 'o'}) {
        MatrixD w(dModel, dModel);
        for (int i = 0; i < dModel; ++i)
            for (int j = 0; j < dModel; ++j)
                w(i, j) = rng.next() / std::sqrt(double(dModel));
        (which == 'q' ? s.wq : which == 'k' ? s.wk : which == 'v' ? s.wv : s.wo) = w;
    }
    return s;
}

} // namespace

CostMeasure::CostMeasure(int heads, int dModel, int maxN, QObject *parent)
    : QThread(parent)
    , m_heads(std::max(heads, 1))
    , m_dModel(std::max(dModel, heads))
    , m_maxN(maxN)
{
}

bool CostMeasure::resetPeak()
{
    QFile file(QStringLiteral("/proc/self/clear_refs"));
    return file.open(QIODevice::WriteOnly) && file.write("5") == 1;
}

std::uint64_t CostMeasure::peakBytes()
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toULongLong() * 1024;
    return 0;
}

void CostMeasure::run()
{
    int total = 0;
    for (int n = 64; n <= m_maxN; n *= 2)
        ++total;
    int done = 0;
    const std::uint64_t budget = memoryBudget();
    for (int n = 64; n <= m_maxN && !m_cancel; n *= 2) {
        const Scenario s = randomScenario(n, m_dModel, m_heads, std::uint64_t(n));
        CostMeasurement m;
        m.n = n;
        m.fullEstimateBytes = estimateComputeMemory(s).bytes;
        auto measure = [&](auto &&work, double &seconds, std::uint64_t &peak) {
#ifdef __GLIBC__
            malloc_trim(0); // give back what the previous run kept, so this one's peak shows
#endif
            const bool reset = resetPeak();
            const std::uint64_t before = peakBytes();
            QElapsedTimer timer;
            timer.start();
            work();
            seconds = double(timer.nsecsElapsed()) * 1e-9;
            const std::uint64_t after = peakBytes();
            m_peakMeasured = m_peakMeasured && reset && after > 0;
            peak = after > before ? after - before : 0;
        };
        if (m.fullEstimateBytes <= budget) {
            m.fullRun = true;
            measure([&] { (void)compute(s).ok; }, m.fullSeconds, m.fullPeakBytes);
        } else if (m_fullStoppedAt == 0) {
            m_fullStoppedAt = n;
        }
        if (m_cancel)
            break;
        measure([&] { (void)computeTiled(s, 128).ok; }, m.tiledSeconds, m.tiledPeakBytes);
        m_results.push_back(m);
        emit progressed(++done, total);
    }
}

} // namespace attn::ui
