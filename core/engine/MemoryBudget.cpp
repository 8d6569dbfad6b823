#include "MemoryBudget.h"

#include <QFile>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <unistd.h>

namespace attn {

namespace {

constexpr std::uint64_t kFloat = sizeof(float);
constexpr std::uint64_t kDouble = sizeof(double);
constexpr std::uint64_t kGiB = std::uint64_t(1) << 30;
constexpr std::uint64_t kMiB = std::uint64_t(1) << 20;

std::atomic<std::uint64_t> g_budget{0}; ///< 0: defaultMemoryBudget()

/// "MemTotal:  24683960 kB" from /proc/meminfo, in bytes; 0 if absent.
std::uint64_t memTotalFromProc()
{
    QFile file(QStringLiteral("/proc/meminfo"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine(256);
        if (!line.startsWith("MemTotal:"))
            continue;
        const QList<QByteArray> words = line.mid(9).simplified().split(' ');
        bool ok = false;
        const std::uint64_t kb = words.value(0).toULongLong(&ok);
        return ok ? kb * 1024 : 0;
    }
    return 0;
}

} // namespace

MemoryEstimate estimateComputeMemory(const Scenario &s)
{
    MemoryEstimate e;
    const bool direct = s.mode == Mode::Direct;
    e.direct = direct;
    e.queries = s.queryCount();
    e.keys = s.keyCount();
    e.dModel = s.modelDim();
    e.heads = direct ? 1 : std::max(1, s.numHeads);
    e.dK = s.headDim();
    const std::uint64_t m = std::uint64_t(std::max(0, e.queries));
    const std::uint64_t n = std::uint64_t(std::max(0, e.keys));
    const std::uint64_t d = std::uint64_t(std::max(0, e.dModel));
    const std::uint64_t dk = std::uint64_t(std::max(0, e.dK));
    const std::uint64_t dv = direct ? d : dk;
    const std::uint64_t perHead
        = kFloat * (2 * m * n + m * dk + n * dk + n * dv + m * dv) + kDouble * 2 * m;
    std::uint64_t bytes = std::uint64_t(e.heads) * perHead;
    bytes += m * n;               // the allowed mask, one byte a cell
    bytes += m * 3 * sizeof(int); // the allowed keys' run of each row
    if (direct)
        bytes += kFloat * m * dv; // the output
    else
        bytes += kFloat * (6 * m * d + 4 * d * d); // X, XWq, XWk, XWv, concat, output; W
    e.bytes = bytes;
    return e;
}

std::uint64_t physicalMemory()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return std::uint64_t(pages) * std::uint64_t(pageSize);
    return memTotalFromProc();
}

std::uint64_t defaultMemoryBudget()
{
    const std::uint64_t physical = physicalMemory();
    return physical > 0 ? physical / 4 : kGiB;
}

void setMemoryBudget(std::uint64_t bytes)
{
    g_budget.store(bytes);
}

std::uint64_t memoryBudget()
{
    const std::uint64_t set = g_budget.load();
    return set > 0 ? set : defaultMemoryBudget();
}

std::string formatBytes(std::uint64_t bytes)
{
    // std::to_chars, not printf: Qt sets the C locale from the environment, where printf's
    // decimal point may be a comma ("5,9 GiB" in an English message).
    const auto fixed = [](double value, int decimals, const char *unit) {
        char text[48];
        const auto end
            = std::to_chars(text, text + sizeof text - 8, value, std::chars_format::fixed, decimals)
                  .ptr;
        return std::string(text, end) + unit;
    };
    if (bytes >= kGiB)
        return fixed(double(bytes) / double(kGiB), 1, " GiB");
    if (bytes >= kMiB)
        return fixed(double(bytes) / double(kMiB), 0, " MiB");
    return fixed(double(bytes) / 1024.0, 0, " KiB");
}

std::string memoryBudgetError(const MemoryEstimate &e, std::uint64_t budget)
{
    if (e.bytes <= budget)
        return std::string();
    const std::string sizes
        = e.direct
              ? std::to_string(e.queries) + " queries, " + std::to_string(e.keys) + " keys, d_k "
                    + std::to_string(e.dK) + ", d_v " + std::to_string(e.dModel)
              : std::to_string(e.queries) + " tokens, d_model " + std::to_string(e.dModel) + ", "
                    + std::to_string(e.heads) + (e.heads == 1 ? " head" : " heads");
    return sizes + ": the computation would keep about " + formatBytes(e.bytes)
           + " in memory (the scores and weights of every head: " + std::to_string(e.heads) + " x "
           + std::to_string(e.queries) + " x " + std::to_string(e.keys)
           + " numbers twice), more than the memory budget of " + formatBytes(budget)
           + " (see --memory-budget)";
}

std::string checkMemoryBudget(const Scenario &scenario)
{
    return memoryBudgetError(estimateComputeMemory(scenario), memoryBudget());
}

std::string outOfMemoryError(const Scenario &scenario)
{
    const MemoryEstimate e = estimateComputeMemory(scenario);
    return "out of memory: the computation needs about " + formatBytes(e.bytes)
           + " and the machine could not provide it";
}

} // namespace attn
