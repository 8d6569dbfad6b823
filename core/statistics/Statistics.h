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

/// Softmax statistics of one row of probabilities.
struct SoftmaxRowSummary
{
    double maxWeight = 0;
    double entropy = 0;      ///< -sum p ln p, nats
    double jacobianNorm = 0; ///< ||diag(p) - p p^T||_F
};

/// Sums over one row's allowed entries of e = exp(t), t = x - max(x), from which its
/// softmax p = e / sum is summarised without dividing every entry. The entries whose e
/// is 1 (the maximum and its ties) are counted apart from the others, u = e < 1, so that
/// the Jacobian norm of a nearly one-hot row is not lost to cancellation in 1 - p_max.
struct SoftmaxRowSums
{
    double ties = 0;  ///< entries with e = 1 (at least one: the maximum)
    double sumU = 0;  ///< sum u over the others
    double sumUT = 0; ///< sum u t (the ties have t = 0)
    double sumU2 = 0; ///< sum u^2
    double sumU3 = 0; ///< sum u^3

    double sum() const { return ties + sumU; }
    /// maxWeight = 1 / sum; entropy = ln(sum) - sum u t / sum; with k ties and S = sum,
    /// ||diag(p) - p p^T||_F^2 S^4 = k (S - 1)^2 + S^2 U2 - 2 S U3 + k (k - 1) + 2 k U2 + U2^2
    /// (p_i^2 (1 - p_i)^2 summed, plus p_i^2 p_j^2 over i != j), every term small when
    /// the row is peaked.
    SoftmaxRowSummary summary() const;
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

    /// The engine's one-pass path: adds the allowed entries of one row, given side by
    /// side in `values` (count > 0), to the mean, std, min and max. Returns their maximum.
    /// `finite`, if given, is set to whether every value is finite, found in the same pass;
    /// when one is not, the accumulator means nothing (the engine reports an overflow).
    Scalar addEntries(const Scalar *values, Eigen::Index count, bool *finite = nullptr);
    /// Adds one row's softmax to the averages of maxWeight, entropy and jacobianNorm.
    void addSoftmaxRow(const SoftmaxRowSummary &row);
    /// The entry statistics of every added value times `factor` (> 0), with no softmax
    /// rows: min and max exactly as float(x * factor), mean and std scaled in double.
    StatsAccumulator scaledEntries(double factor) const;

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

/// Softmax of `scores` over allowed entries only (stable: the row maximum over allowed
/// keys is subtracted; masked keys are skipped, never filled with a large negative
/// number). A row with no allowed key is all zero. Returns the rows with no allowed key.
std::vector<int> maskedSoftmax(const Matrix &scores, const BoolMatrix &allowed, Matrix &weights);

} // namespace attn
