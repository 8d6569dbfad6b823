#pragma once

// How much memory a computation will keep, known before anything is allocated, and the
// budget it must stay under: a 560 KB file of 4096 tokens and 64 heads asks for 8 GiB of
// scores and weights, which must be refused with a message, not met with std::bad_alloc.

#include "Scenario.h"

#include <cstdint>
#include <string>

namespace attn {

/// What compute() will hold at its peak for one scenario, in bytes, and the sizes that
/// drive it (for the message).
struct MemoryEstimate
{
    std::uint64_t bytes = 0;
    int heads = 0;
    int queries = 0;
    int keys = 0;
    int dModel = 0;
    int dK = 0;
    bool direct = false; ///< direct mode: queries and keys differ, one head
};

/// A pure function of the scenario's sizes: per head the kept n_queries x n_keys scores
/// and weights (float) and the head's q, k, v and output, the Jacobian rows (double); once
/// the allowed mask (one byte a cell) and the row index; in self-attention the embeddings,
/// X Wq, X Wk, X Wv, the concatenation and the output (n x d_model floats each) and the four
/// projections (d_model x d_model floats). Sizes as the file states them (validate() first
/// for a file that may be inconsistent).
MemoryEstimate estimateComputeMemory(const Scenario &scenario);

/// The machine's physical memory in bytes (sysconf, else /proc/meminfo); 0 if unknown.
std::uint64_t physicalMemory();

/// A quarter of physicalMemory() (the window can hold two results while it recomputes, and
/// the pictures of them), or 1 GiB when the machine does not say.
std::uint64_t defaultMemoryBudget();

/// The budget compute() enforces: set by --memory-budget or the window's setting; 0 goes
/// back to defaultMemoryBudget(). Thread-safe.
void setMemoryBudget(std::uint64_t bytes);
std::uint64_t memoryBudget();

/// "2.0 GiB", "512 MiB": a size for a message.
std::string formatBytes(std::uint64_t bytes);

/// Empty when `estimate` fits in `budget`, else the message naming the sizes, the estimate
/// and the budget.
std::string memoryBudgetError(const MemoryEstimate &estimate, std::uint64_t budget);

/// memoryBudgetError(estimateComputeMemory(scenario), memoryBudget()).
std::string checkMemoryBudget(const Scenario &scenario);

/// The message when an allocation failed despite the estimate (the machine had less free
/// memory than the budget assumed).
std::string outOfMemoryError(const Scenario &scenario);

} // namespace attn
