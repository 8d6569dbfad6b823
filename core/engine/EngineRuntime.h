#pragma once

// How the engine uses the machine: worker threads and memory. Internal to core.

#include "Types.h"

#include <cstddef>
#include <functional>

namespace attn::engine {

/// Threads worth using for about `multiplyAdds` of work: 1 below a few million (a thread
/// costs tens of microseconds to start), else the thread limit if one is set, else the
/// hardware threads, at most 8.
int workersFor(double multiplyAdds);

/// Sets the number of threads a large computation uses (attention-bench --threads);
/// 0, the default, means the hardware's. The numbers do not depend on it.
void setThreadLimit(int threads);

/// Runs task(index, worker) for every index in [0, count) on `workers` threads, the
/// calling thread being worker 0; tasks are handed out in order as threads free up.
/// An exception thrown by a task is rethrown here after every thread has stopped.
void parallelFor(int count, int workers, const std::function<void(int index, int worker)> &task);

/// Once per process, best before other threads start: keeps freed blocks of up to 32 MiB in the
/// heap instead of giving them back to the kernel, so a recompute reuses the pages of the previous
/// one. In a virtual machine each fresh 4 KiB page costs a fault of tens of microseconds (measured
/// 33 us on the development VM, where n = 1024 touches 100 MiB: 0.8 s).
void keepLargeBlocks();

/// Asks the kernel for 2 MiB pages in the aligned interior of a fresh block (madvise;
/// a no-op where unsupported), so first touching it faults 512 times less often.
void adviseHugePages(void *data, std::size_t bytes);

/// Sizes `m` to rows x cols, advising huge pages for a large new block.
void allocate(Matrix &m, Eigen::Index rows, Eigen::Index cols);

/// True when no entry is infinite or NaN (vectorised: x * 0 is NaN exactly for those).
bool allFinite(const Scalar *data, Eigen::Index count);

} // namespace attn::engine
