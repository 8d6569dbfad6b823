#pragma once

// The training step's evaluation of a whole batch at once: the same model, loss and
// gradients as evaluateBatch() (TrainingModel.h, the per-sequence reference that goes through
// the scenario pipeline), computed another way for speed.
//
// - The tokens of all sequences are stacked: X is (sequences x length) x d_model, and the
//   keys and values of every sequence come from one matrix product X [W_k | W_v] (and their
//   gradients from two), instead of one small product per sequence.
// - Only the rows the loss reads (the answer positions) need a query, an attention row, the
//   output projection and the read-out: for associative recall one row of sixteen.
// - No allocation per step once the workspace has grown to the batch: it is kept between
//   calls. Each part (buffer) holds at most partLimitBytes (8 MiB by default); a batch whose
//   parts would exceed it is evaluated in chunks of sequences, and a shape for which even
//   one sequence exceeds it goes to the reference (checked before allocating).
//
// The numbers equal the reference's to rounding (tests/core/tst_batchedmodel asserts 1e-12);
// accuracy counts the same answers. Predictions are not produced (the training step does not
// read them; probe views and held-out accuracy use the reference).

#include "TrainingModel.h"

#include <cstddef>
#include <vector>

namespace attn {

class BatchedModel
{
public:
    static constexpr std::size_t defaultPartLimit = std::size_t(8) << 20;

    explicit BatchedModel(std::size_t partLimitBytes = defaultPartLimit);

    /// How many sequences of `length` positions, with at most `answers` answer positions
    /// each, one chunk evaluates under the part limit; 0 when one sequence alone exceeds it
    /// (then evaluate() uses the reference).
    int sequencesPerChunk(const ModelShape &shape, int answers) const;

    /// The loss, accuracy, attention summary and gradients of evaluateBatch(shape,
    /// parameters, batch) into `out` (its gradients' storage is reused when the shapes
    /// match). Returns true when the batched path computed it, false when the reference did.
    bool evaluate(const ModelShape &shape, const ModelParameters &parameters,
                  const std::vector<TaskSequence> &batch, BatchOutcome &out);

    /// Bytes the workspace holds now (for tests: bounded by the parts' limit).
    std::size_t workspaceBytes() const;
    std::size_t largestPartBytes() const;

private:
    struct Part
    {
        // Aligned as Eigen's own matrices: Eigen's vectorised kernels peel a start that
        // depends on the address, so an address that varied between runs would vary the
        // order of the sums, and the last bit of the results.
        std::vector<double, Eigen::aligned_allocator<double>> data;
        double *get(std::size_t count);
    };
    void evaluateChunk(const ModelShape &shape, const ModelParameters &p,
                       const std::vector<TaskSequence> &batch, int first, int count, double share,
                       BatchOutcome &out, long &right, long &rows);

    std::size_t m_limit;
    // X, [K | V] and its gradient, dX: (sequences x length) rows.
    Part m_x, m_kv, m_dkv, m_dx;
    // Per answer row: X, Q, concat, H, dH, d concat, dQ, d X; the attention weights of each
    // head and their gradients; the logits.
    Part m_xa, m_qa, m_ca, m_ha, m_dha, m_dca, m_dqa, m_dxa, m_p, m_ds, m_logits;
    std::vector<int> m_answerRow, m_answerOf; // per answer row: stacked row, answer token
    std::vector<int> m_answerStart;           // per sequence of the chunk: first answer row
};

} // namespace attn
