#include "BenchSupport.h"

#include "Sweep.h"

#include <QFile>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

#include <time.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn::bench {

namespace {

MatrixD randomMatrix(RandomSource &random, int rows, int cols, double std)
{
    MatrixD m(rows, cols);
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            m(r, c) = std * random.next();
    return m;
}

} // namespace

Scenario randomScenario(int n, int dModel, int numHeads, std::uint64_t seed)
{
    RandomSource random(seed);
    Scenario s;
    s.title = "attention-bench n=" + std::to_string(n);
    s.tokens.reserve(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        s.tokens.push_back("t" + std::to_string(i + 1));
    s.embeddings = randomMatrix(random, n, dModel, 1.0);
    s.numHeads = numHeads;
    const double wStd = 1.0 / std::sqrt(double(dModel));
    s.wq = randomMatrix(random, dModel, dModel, wStd);
    s.wk = randomMatrix(random, dModel, dModel, wStd);
    s.wv = randomMatrix(random, dModel, dModel, wStd);
    s.wo = randomMatrix(random, dModel, dModel, wStd);
    s.bo = VectorD(randomMatrix(random, dModel, 1, 0.1));
    s.scale = true;
    return s;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

namespace {

double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

} // namespace

Timing measure(const std::function<void()> &run, int warmup, int repeat)
{
    using Clock = std::chrono::steady_clock;
    Timing t;
    for (int i = 0; i < warmup; ++i) {
        const auto start = Clock::now();
        run();
        if (i == 0)
            t.firstMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }
    std::vector<double> times, cpu;
    times.reserve(static_cast<size_t>(repeat));
    cpu.reserve(static_cast<size_t>(repeat));
    for (int i = 0; i < repeat; ++i) {
        const double cpuStart = processCpuMs();
        const auto start = Clock::now();
        run();
        times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        cpu.push_back(processCpuMs() - cpuStart);
    }
    t.repeat = repeat;
    t.cpuMedianMs = median(cpu);
    t.medianMs = median(times);
    t.minMs = times.empty() ? 0 : *std::min_element(times.begin(), times.end());
    return t;
}

bool resetPeakRss()
{
    // "5" resets the peak RSS (VmHWM) to the current RSS (Linux 4.0 and later).
    QFile file(QStringLiteral("/proc/self/clear_refs"));
    return file.open(QIODevice::WriteOnly) && file.write("5") == 1;
}

void releaseFreeMemory()
{
#if defined(__linux__) && defined(__GLIBC__)
    malloc_trim(0);
#endif
}

double peakRssMib()
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            bool ok = false;
            const double kib = line.mid(6).trimmed().split(' ').value(0).toDouble(&ok);
            return ok ? kib / 1024 : -1;
        }
    }
    return -1;
}

JsonLine &JsonLine::add(const char *key, long long value)
{
    m_body += (m_body.isEmpty() ? "\"" : ", \"") + QByteArray(key)
              + "\": " + QByteArray::number(value);
    return *this;
}

JsonLine &JsonLine::add(const char *key, double value, int decimals)
{
    m_body
        += (m_body.isEmpty() ? "\"" : ", \"") + QByteArray(key) + "\": "
           + (std::isfinite(value) ? QByteArray::number(value, 'f', decimals) : QByteArray("null"));
    return *this;
}

JsonLine &JsonLine::add(const char *key, const char *value)
{
    // Only fixed ASCII words are passed here (case names), so no escaping is needed.
    m_body += (m_body.isEmpty() ? "\"" : ", \"") + QByteArray(key) + "\": \"" + QByteArray(value)
              + '"';
    return *this;
}

QByteArray JsonLine::text() const
{
    return '{' + m_body + "}\n";
}

} // namespace attn::bench
