#include "Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;
using RowArrayD = Eigen::Array<double, 1, Eigen::Dynamic>;

/// Softmax summary of one row given exp(x - max) over allowed entries (0 elsewhere),
/// their sum, and x - max (only read where allowed).
SoftmaxRowSummary summarize(const RowArray &e, Scalar sum, const RowArray &shifted,
                            const Eigen::Array<bool, 1, Eigen::Dynamic> *allowed)
{
    const RowArray p = e / sum;
    SoftmaxRowSummary s;
    // The largest allowed entry has exp(0) = 1, so its weight is 1 / sum.
    s.maxWeight = 1.0 / double(sum);
    // H = -sum p ln p = ln(sum) - sum p (x - max)
    const RowArray px = allowed ? allowed->select(p * shifted, Scalar(0)) : RowArray(p * shifted);
    s.entropy = std::max(0.0, std::log(double(sum)) - double(px.sum()));
    // ||diag(p) - p p^T||_F^2 = sum p^2 - 2 sum p^3 + (sum p^2)^2
    const double p2 = double(p.square().sum());
    const double p3 = double((p.square() * p).sum());
    s.jacobianNorm = std::sqrt(std::max(0.0, p2 - 2 * p3 + p2 * p2));
    return s;
}

} // namespace

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

void StatsAccumulator::add(const Matrix &scores, double factor, const BoolMatrix &allowed,
                           std::vector<double> *rowJacobian)
{
    if (rowJacobian)
        rowJacobian->assign(static_cast<size_t>(scores.rows()), 0.0);
    RowArray x(scores.cols());
    RowArray shifted(scores.cols());
    RowArray e(scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        const Eigen::Array<bool, 1, Eigen::Dynamic> a = allowed.row(i).array();
        const long count = a.count();
        if (count == 0)
            continue;
        x = scores.row(i).array() * Scalar(factor);
        const bool all = count == x.size();
        Scalar lo, hi;
        if (all) {
            lo = x.minCoeff();
            hi = x.maxCoeff();
        } else {
            lo = a.select(x, std::numeric_limits<Scalar>::infinity()).minCoeff();
            hi = a.select(x, -std::numeric_limits<Scalar>::infinity()).maxCoeff();
        }
        if (m_entries == 0) {
            m_shift = double(lo);
            m_min = double(lo);
            m_max = double(hi);
        }
        m_min = std::min(m_min, double(lo));
        m_max = std::max(m_max, double(hi));
        // Sums in double: a float sum or square of scores near 1e19 and up overflows.
        RowArrayD xd = x.cast<double>();
        if (!all)
            xd = a.select(xd, 0.0);
        const RowArrayD centred = all ? RowArrayD(xd - m_shift)
                                      : RowArrayD(a.select(xd - m_shift, 0.0));
        m_sum += xd.sum();
        m_sumShifted += centred.sum();
        m_sumSquaresShifted += centred.square().sum();
        m_entries += count;

        // x - hi overflows to -inf when the row spans more than the float range, and
        // 0 * -inf in the entropy would be NaN: clamp to the lowest float (exp gives 0).
        shifted = (x - hi).max(std::numeric_limits<Scalar>::lowest());
        e = shifted.exp();
        if (!all)
            e = a.select(e, Scalar(0));
        const SoftmaxRowSummary s = summarize(e, e.sum(), shifted, all ? nullptr : &a);
        ++m_rows;
        m_maxWeightSum += s.maxWeight;
        m_entropySum += s.entropy;
        m_jacobianSum += s.jacobianNorm;
        if (rowJacobian)
            (*rowJacobian)[static_cast<size_t>(i)] = s.jacobianNorm;
    }
}

void StatsAccumulator::merge(const StatsAccumulator &o)
{
    if (o.m_entries == 0)
        return;
    if (m_entries == 0) {
        *this = o;
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
    m_rows += o.m_rows;
    m_maxWeightSum += o.m_maxWeightSum;
    m_entropySum += o.m_entropySum;
    m_jacobianSum += o.m_jacobianSum;
}

ScoreStats StatsAccumulator::result() const
{
    ScoreStats s;
    s.entries = m_entries;
    s.rows = m_rows;
    if (m_entries == 0)
        return s;
    const double n = double(m_entries);
    s.mean = m_sum / n;
    s.min = m_min;
    s.max = m_max;
    if (m_entries > 1) {
        const double meanShifted = m_sumShifted / n;
        const double ss = m_sumSquaresShifted - n * meanShifted * meanShifted;
        s.std = std::sqrt(std::max(0.0, ss / (n - 1)));
    }
    if (m_rows > 0) {
        s.maxWeight = m_maxWeightSum / double(m_rows);
        s.entropy = m_entropySum / double(m_rows);
        s.jacobianNorm = m_jacobianSum / double(m_rows);
    }
    return s;
}

} // namespace attn
