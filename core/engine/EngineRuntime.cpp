#include "EngineRuntime.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#define ATTENTION_LAB_GLIBC_LINUX 1
#endif

namespace attn::engine {

namespace {
std::atomic<int> threadLimit{0};
} // namespace

void setThreadLimit(int threads)
{
    threadLimit = std::max(threads, 0);
}

int workersFor(double multiplyAdds)
{
    if (multiplyAdds < 4e6)
        return 1;
    const int limit = threadLimit;
    if (limit > 0)
        return limit;
    const unsigned hardware = std::thread::hardware_concurrency();
    return int(std::clamp(hardware, 1u, 8u));
}

void parallelFor(int count, int workers, const std::function<void(int index, int worker)> &task)
{
    workers = std::clamp(workers, 1, std::max(count, 1));
    if (workers == 1) {
        for (int i = 0; i < count; ++i)
            task(i, 0);
        return;
    }
    std::atomic<int> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex errorMutex;
    auto work = [&](int worker) {
        for (int i = next++; i < count && !failed; i = next++) {
            try {
                task(i, worker);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(errorMutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
            }
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(size_t(workers - 1));
    for (int w = 1; w < workers; ++w)
        threads.emplace_back(work, w);
    work(0);
    for (std::thread &t : threads)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

void keepLargeBlocks()
{
#ifdef ATTENTION_LAB_GLIBC_LINUX
    static std::once_flag once;
    std::call_once(once, [] {
        // 32 MiB is glibc's largest mmap threshold (HEAP_MAX_SIZE / 2 on 64-bit); a block
        // below it comes from the heap, and a free heap top is kept up to 1 GiB.
        mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
        mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
        // One arena for every thread: a worker thread's own arena lives in 64 MiB heaps
        // that glibc unmaps when they empty, so the GUI's background recompute faulted in
        // ~100 MiB of fresh pages per edit at n = 1024 (290 ms instead of 50).
        mallopt(M_ARENA_MAX, 1);
    });
#endif
}

void adviseHugePages(void *data, std::size_t bytes)
{
#if defined(ATTENTION_LAB_GLIBC_LINUX) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = 2 * 1024 * 1024;
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + huge - 1) & ~(huge - 1);
    const std::uintptr_t last = (begin + bytes) & ~(huge - 1);
    if (last > first)
        madvise(reinterpret_cast<void *>(first), last - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void allocate(Matrix &m, Eigen::Index rows, Eigen::Index cols)
{
    const bool fresh = m.rows() * m.cols() != rows * cols;
    m.resize(rows, cols);
    if (fresh)
        adviseHugePages(m.data(), std::size_t(m.size()) * sizeof(Scalar));
}

bool allFinite(const Scalar *data, Eigen::Index count)
{
    if (count == 0)
        return true;
    const Eigen::Map<const Eigen::Array<Scalar, Eigen::Dynamic, 1>> x(data, count);
    return (x * Scalar(0)).sum() == Scalar(0);
}

} // namespace attn::engine
