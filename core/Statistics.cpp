#include "Statistics.h"

#include "RowKernels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;
using ConstRowMap = Eigen::Map<const RowArray>;
using RowMap = Eigen::Map<RowArray>;

} // namespace

SoftmaxRowSummary SoftmaxRowSums::summary() const
{
    SoftmaxRowSummary s;
    const double total = sum();
    const double k = ties;
    // The largest allowed entry has exp(0) = 1, so its weight is 1 / sum.
    s.maxWeight = 1.0 / total;
    // H = -sum p ln p = ln(sum) - sum p t, with p = e / sum and t = x - max.
    s.entropy = std::max(0.0, std::log(total) - sumUT / total);
    const double others = (k - 1) + sumU; // S - 1 without cancellation
    const double scaled = k * others * others + total * total * sumU2 - 2 * total * sumU3
                          + k * (k - 1) + 2 * k * sumU2 + sumU2 * sumU2;
    s.jacobianNorm = std::sqrt(std::max(0.0, scaled)) / (total * total);
    return s;
}

SoftmaxRowSums softmaxRowSums(const Scalar *values, Eigen::Index count, Scalar max, Scalar *e)
{
    const kernels::ExpSums k = kernels::expSums(values, count, max, e);
    SoftmaxRowSums s;
    s.ties = k.ones;
    s.sumU = k.sumU;
    s.sumUT = k.sumUT;
    s.sumU2 = k.sumU2;
    s.sumU3 = k.sumU3;
    return s;
}

std::vector<int> maskedSoftmax(const Matrix &scores, const BoolMatrix &allowed, Matrix &weights)
{
    std::vector<int> empty;
    weights.resize(scores.rows(), scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        const auto a = allowed.row(i).array();
        const auto x = scores.row(i).array();
        auto w = weights.row(i).array();
        if (a.all()) {
            const Scalar max = x.maxCoeff();
            w = (x - max).exp();
            w /= w.sum();
        } else if (a.any()) {
            const Scalar max = a.select(x, -std::numeric_limits<Scalar>::infinity()).maxCoeff();
            // Masked entries may be larger than max: exp of them is discarded by select.
            w = a.select((x - max).exp(), Scalar(0));
            w /= w.sum();
        } else {
            w.setZero();
            empty.push_back(static_cast<int>(i));
        }
    }
    return empty;
}

Scalar StatsAccumulator::addEntries(const Scalar *values, Eigen::Index count)
{
    // Squares are summed around a value of the data (stable for any such value); the
    // first one is known before the pass, which therefore reads the row only once.
    if (m_entries == 0)
        m_shift = double(values[0]);
    kernels::EntrySums s = kernels::entrySums(values, count, Scalar(m_shift));
    if (!std::isfinite(s.sum) || !std::isfinite(s.sumShifted)
        || !std::isfinite(s.sumSquaresShifted)) {
        // In float a sum or a square of scores from about 1e19 on overflows to infinity:
        // such a row is summed again in double. (Double sums of every row would be scalar
        // loops, Eigen 3.4 having no vectorised float-to-double cast: 12% of a recompute.)
        const auto xd = ConstRowMap(values, count).template cast<double>();
        s.sum = xd.sum();
        s.sumShifted = (xd - m_shift).sum();
        s.sumSquaresShifted = (xd - m_shift).square().sum();
    }
    m_min = m_entries == 0 ? double(s.min) : std::min(m_min, double(s.min));
    m_max = m_entries == 0 ? double(s.max) : std::max(m_max, double(s.max));
    m_sum += s.sum;
    m_sumShifted += s.sumShifted;
    m_sumSquaresShifted += s.sumSquaresShifted;
    m_entries += long(count);
    return s.max;
}

void StatsAccumulator::addSoftmaxRow(const SoftmaxRowSummary &row)
{
    ++m_rows;
    m_maxWeightSum += row.maxWeight;
    m_entropySum += row.entropy;
    m_jacobianSum += row.jacobianNorm;
}

StatsAccumulator StatsAccumulator::scaledEntries(double factor) const
{
    StatsAccumulator s;
    if (m_entries == 0)
        return s;
    const Scalar f = Scalar(factor);
    // Rounding is monotonic, so float(min x * f) is the minimum of float(x * f).
    s.m_min = double(Scalar(m_min) * f);
    s.m_max = double(Scalar(m_max) * f);
    s.m_entries = m_entries;
    s.m_sum = m_sum * factor;
    s.m_shift = m_shift * factor;
    s.m_sumShifted = m_sumShifted * factor;
    s.m_sumSquaresShifted = m_sumSquaresShifted * factor * factor;
    return s;
}

void StatsAccumulator::add(const Matrix &scores, double factor, const BoolMatrix &allowed,
                           std::vector<double> *rowJacobian)
{
    if (rowJacobian)
        rowJacobian->assign(static_cast<size_t>(scores.rows()), 0.0);
    const Eigen::Index n = scores.cols();
    RowArray x(n);
    RowArray e(n);
    const Scalar f = Scalar(factor);
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        // The allowed entries of the row times the factor, side by side.
        Eigen::Index count = 0;
        for (Eigen::Index j = 0; j < n; ++j) {
            if (allowed(i, j))
                x(count++) = scores(i, j) * f;
        }
        if (count == 0)
            continue;
        const Scalar hi = addEntries(x.data(), count);
        const SoftmaxRowSummary s = softmaxRowSums(x.data(), count, hi, e.data()).summary();
        addSoftmaxRow(s);
        if (rowJacobian)
            (*rowJacobian)[static_cast<size_t>(i)] = s.jacobianNorm;
    }
}

void StatsAccumulator::merge(const StatsAccumulator &o)
{
    m_rows += o.m_rows;
    m_maxWeightSum += o.m_maxWeightSum;
    m_entropySum += o.m_entropySum;
    m_jacobianSum += o.m_jacobianSum;
    if (o.m_entries == 0)
        return;
    if (m_entries == 0) {
        m_entries = o.m_entries;
        m_sum = o.m_sum;
        m_shift = o.m_shift;
        m_sumShifted = o.m_sumShifted;
        m_sumSquaresShifted = o.m_sumSquaresShifted;
        m_min = o.m_min;
        m_max = o.m_max;
        return;
    }
    // Re-centre the other's shifted sums on our shift: sum (x - a)^2 = sum (x - b)^2
    // + 2 (b - a) sum (x - b) + n (b - a)^2.
    const double delta = o.m_shift - m_shift;
    m_sumSquaresShifted += o.m_sumSquaresShifted + 2 * delta * o.m_sumShifted
                           + double(o.m_entries) * delta * delta;
    m_sumShifted += o.m_sumShifted + double(o.m_entries) * delta;
    m_sum += o.m_sum;
    m_entries += o.m_entries;
    m_min = std::min(m_min, o.m_min);
    m_max = std::max(m_max, o.m_max);
}

ScoreStats StatsAccumulator::result() const
{
    ScoreStats s;
    s.entries = m_entries;
    s.rows = m_rows;
    if (m_entries > 0) {
        const double n = double(m_entries);
        s.mean = m_sum / n;
        s.min = m_min;
        s.max = m_max;
        if (m_entries > 1) {
            const double meanShifted = m_sumShifted / n;
            const double ss = m_sumSquaresShifted - n * meanShifted * meanShifted;
            s.std = std::sqrt(std::max(0.0, ss / (n - 1)));
        }
    }
    if (m_rows > 0) {
        s.maxWeight = m_maxWeightSum / double(m_rows);
        s.entropy = m_entropySum / double(m_rows);
        s.jacobianNorm = m_jacobianSum / double(m_rows);
    }
    return s;
}

} // namespace attn
