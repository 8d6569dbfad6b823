#pragma once

// Generation one token at a time with a key-value cache: each step projects one new token,
// appends its keys and values to the cache and computes only the new query row against the
// cached keys. The rows computed earlier are never touched again.

#include "Attention.h"
#include "Scenario.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

/// One step: the query row it computed and what the cache held when it did.
struct GenerationStep
{
    int query = 0;                  ///< the query row computed at this step (0-based)
    int keysAdded = 0;              ///< keys appended to the cache at this step (0, 1, or a prefix)
    int cachedKeys = 0;             ///< keys in the cache after this step
    std::vector<RowVector> scores;  ///< per head: raw q·k against every cached key
    std::vector<RowVector> weights; ///< per head: softmax over the allowed cached keys
    RowVector output;               ///< the output row (after W_o and b_o in self-attention)
    long long scoreEntries = 0;     ///< q·k dot products computed at this step, all heads
};

/// The work of a whole generation, counted in query-key score entries (one q·k dot product
/// of d_k multiply-adds, and its weight times a value row, d_v multiply-adds), every head.
/// Projections and W_o are not counted (both ways project each token's row; without a
/// cache they would be redone too). With the cache, step t computes one query row against
/// the c_t keys in the cache; recomputing, step t redoes the whole product of its t query
/// rows against its c_t keys, as a matrix product does (masked entries included). With n
/// tokens and top-left alignment, c_t = t: n(n+1)/2 entries with the cache and
/// 1² + 2² + … + n² = n(n+1)(2n+1)/6 without.
struct GenerationWork
{
    long long cachedQueryRows = 0;     ///< n: one new row a step
    long long cachedEntries = 0;       ///< counted as the cache computes them
    long long recomputedQueryRows = 0; ///< n(n+1)/2 (square): every row again each step
    long long recomputedEntries = 0;   ///< sum over steps of t · c_t
    long long entryMultiplyAdds = 0;   ///< multiply-adds per entry: heads · (d_k + d_v)

    long long cachedMultiplyAdds() const { return cachedEntries * entryMultiplyAdds; }
    long long recomputedMultiplyAdds() const { return recomputedEntries * entryMultiplyAdds; }
};

/// The key-value cache of one causal scenario. step() computes the next query row; it
/// reads the scenario's inputs only for the new token and keeps K and V per head. A
/// positional encoding acts as in compute(): the table's row is added to the new token's x,
/// rope rotates the new q and k by their positions once (the cache keeps rotated keys),
/// alibi adds −slope_h · |i − j| to each scaled score of the new row.
class KvCache
{
public:
    /// `scenario` must be valid and causal.
    explicit KvCache(const Scenario &scenario);

    int totalSteps() const { return m_queries; }
    int stepsDone() const { return int(m_steps.size()); }
    /// Computes the next query row; false (with error()) when every row is done or a number
    /// overflows.
    bool step();

    const std::vector<GenerationStep> &steps() const { return m_steps; }
    /// Head h's cached keys and values: cachedKeys() rows.
    const Matrix &keys(int head) const { return m_keys[size_t(head)]; }
    const Matrix &values(int head) const { return m_values[size_t(head)]; }
    int cachedKeys() const { return m_cached; }
    long long scoreEntriesComputed() const { return m_entries; }
    const std::string &error() const { return m_error; }

    /// The keys query `query` may see under the causal mask: 0 .. limit-1.
    static int causalKeyLimit(const Scenario &scenario, int query);

private:
    bool appendKey(int key);
    RowVector queryRow(int query);
    RowVector tokenRow(int token) const;
    void rotateHeads(RowVector &row, int position) const;

    Scenario m_scenario;
    int m_queries = 0;
    int m_keyCount = 0;
    int m_heads = 1;
    int m_dK = 0;
    int m_dV = 0;
    Scalar m_divisor = 1;
    Matrix m_wq, m_wk, m_wv, m_wo;
    RowVector m_bo;
    /// The positional encoding, as compute() applies it: a table added to x (sinusoidal,
    /// learned), q and k rotated by their row (rope), a bias per head on the scaled scores.
    Matrix m_positionTable;
    bool m_rope = false;
    double m_ropeBase = 10000;
    std::vector<double> m_slopes; ///< alibi's, one per head; empty otherwise
    std::vector<Matrix> m_keys, m_values;
    int m_cached = 0;
    long long m_entries = 0;
    std::vector<GenerationStep> m_steps;
    std::string m_error;
};

/// A whole generation and its check against the parallel computation.
struct Generation
{
    bool ok = false;
    std::string error;
    int nQueries = 0;
    int nKeys = 0;
    int numHeads = 0;
    int dK = 0;
    int dV = 0; ///< per head
    std::vector<GenerationStep> steps;
    std::vector<Matrix> keys, values;     ///< per head, the cache after the last step
    std::vector<Matrix> assembledWeights; ///< per head, n_q x n_k: the steps' rows, 0 elsewhere
    std::vector<Matrix> assembledScores;  ///< per head: the steps' raw scores, 0 outside the cache
    Matrix assembledOutput;
    GenerationWork work;
    /// Largest differences from compute(scenario): weights absolute, scores and outputs
    /// relative to max(1, |parallel|); compared on every cell of the assembled matrices
    /// (scores inside the cache).
    double maxWeightDifference = 0;
    double maxScoreDifference = 0;
    double maxOutputDifference = 0;
    bool matchesParallel = false; ///< every difference within generationTolerance
};

constexpr double generationTolerance = 1e-6;

/// Runs a KvCache through every step of `scenario` and compares the assembled matrices
/// with compute(scenario). Refuses (ok false, a message) an invalid scenario, one without
/// the causal mask, or one the engine refuses.
Generation generate(const Scenario &scenario);

/// The work of the first `steps` steps of `generation` (the counter at a step of the view):
/// the cache's own entries of those steps, and t · c_t for each of them recomputing.
GenerationWork generationWorkUpTo(const Generation &generation, int steps);

/// The work counts of `scenario`'s generation from the formula (the cache's own count is
/// in Generation::work.cachedEntries; the tests hold the two together).
GenerationWork expectedGenerationWork(const Scenario &scenario);

} // namespace attn
