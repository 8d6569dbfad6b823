#include "Statistics.h"

#include "RowPasses.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;
using ConstRowMap = Eigen::Map<const RowArray>;

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
            // Eigen's exp clamps at about -88: flush its subnormal floor to an exact 0.
            w = (w < std::numeric_limits<Scalar>::min()).select(Scalar(0), w);
            w /= w.sum();
        } else if (a.any()) {
            const Scalar max = a.select(x, -std::numeric_limits<Scalar>::infinity()).maxCoeff();
            // Masked entries may be larger than max: exp of them is discarded by select.
            w = a.select((x - max).exp(), Scalar(0));
            w = (w < std::numeric_limits<Scalar>::min()).select(Scalar(0), w);
            w /= w.sum();
        } else {
            w.setZero();
            empty.push_back(static_cast<int>(i));
        }
    }
    return empty;
}

Scalar StatsAccumulator::addEntries(const Scalar *values, Eigen::Index count, bool *finite)
{
    if (m_entries == 0) // sums of squares are taken around the first row's smallest value
        m_shift = double(ConstRowMap(values, count).minCoeff());
    const Scalar shift = Scalar(m_shift);
    const RowEntrySums row = rowEntrySums(values, count, shift);
    if (finite)
        *finite = row.finite;
    const Scalar lo = row.min;
    const Scalar hi = row.max;
    if (m_entries == 0) {
        m_min = double(lo);
        m_max = double(hi);
    }
    m_min = std::min(m_min, double(lo));
    m_max = std::max(m_max, double(hi));
    // Vectorised float sums of one row, accumulated in double across rows. In float a sum
    // or a square of scores from about 1e19 on overflows to infinity: such a row is summed
    // again in double (Eigen 3.4 has no vectorised float-to-double cast, so double sums
    // of every row would be scalar loops, 12% of a whole recompute at n = 1024).
    // Squares of deviations below about 1e-15 fall under float's normal range (1.2e-38)
    // and lose their digits, down to 0 at 1e-23 (scores of 1e-40 gave std 0 while min and
    // max differed): such a row is summed in double too.
    const Scalar spread = std::max(std::abs(hi - shift), std::abs(lo - shift));
    double sum = double(row.sum);
    double sumShifted = double(row.sumShifted);
    double sumSquaresShifted = double(row.sumSquaresShifted);
    constexpr Scalar tinySpread = 1e-15f;
    if (!std::isfinite(sum) || !std::isfinite(sumShifted) || !std::isfinite(sumSquaresShifted)
        || (spread < tinySpread && spread > 0)) {
        const ConstRowMap x(values, count);
        const auto xd = x.template cast<double>();
        sum = xd.sum();
        sumShifted = (xd - m_shift).sum();
        sumSquaresShifted = (xd - m_shift).square().sum();
    }
    m_sum += sum;
    m_sumShifted += sumShifted;
    m_sumSquaresShifted += sumSquaresShifted;
    m_entries += long(count);
    return hi;
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
    m_sumSquaresShifted
        += o.m_sumSquaresShifted + 2 * delta * o.m_sumShifted + double(o.m_entries) * delta * delta;
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
