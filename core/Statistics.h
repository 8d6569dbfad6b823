#pragma once

#include "Types.h"

#include <vector>

namespace attn {

/// Summary of one set of scores and of the softmax of each of its query rows.
/// mean/std/min/max run over allowed entries; std is the sample standard deviation
/// (n - 1), as torch.std; 0 for a single entry. maxWeight, entropy (nats) and
/// jacobianNorm (Frobenius norm of diag(p) - p p^T, how much gradient softmax lets
/// through) are averaged over the rows that have at least one allowed key.
struct ScoreStats
{
    double mean = 0;
    double std = 0;
    double min = 0;
    double max = 0;
    double maxWeight = 0;
    double entropy = 0;
    double jacobianNorm = 0;
    long entries = 0; ///< allowed entries counted
    long rows = 0;    ///< rows with at least one allowed key
};

/// Raw QK^T against QK^T / sqrt(d_k), whatever the scaling toggle says.
struct StatsPair
{
    ScoreStats raw;
    ScoreStats scaled;
};

/// Accumulates ScoreStats over several score matrices (heads) in double precision.
class StatsAccumulator
{
public:
    /// Adds every allowed entry of `scores` multiplied by `factor`, and the softmax of
    /// each row. `rowJacobian`, if given, receives the per-row Jacobian norm (0 for a
    /// row with no allowed key).
    void add(const Matrix &scores, double factor, const BoolMatrix &allowed,
             std::vector<double> *rowJacobian = nullptr);
    void merge(const StatsAccumulator &other);
    ScoreStats result() const;

private:
    long m_entries = 0;
    double m_sum = 0;   // sum of values, for the mean
    double m_shift = 0; // first value seen: sums of squares are taken around it (stable)
    double m_sumShifted = 0;
    double m_sumSquaresShifted = 0;
    double m_min = 0;
    double m_max = 0;
    long m_rows = 0;
    double m_maxWeightSum = 0;
    double m_entropySum = 0;
    double m_jacobianSum = 0;
};

/// Softmax statistics of one row of probabilities.
struct SoftmaxRowSummary
{
    double maxWeight = 0;
    double entropy = 0;      ///< -sum p ln p, nats
    double jacobianNorm = 0; ///< ||diag(p) - p p^T||_F
};

/// Softmax of `scores` over allowed entries only (stable: the row maximum over allowed
/// keys is subtracted; masked keys are skipped, never filled with a large negative
/// number). A row with no allowed key is all zero. Returns the rows with no allowed key.
std::vector<int> maskedSoftmax(const Matrix &scores, const BoolMatrix &allowed, Matrix &weights);

} // namespace attn
