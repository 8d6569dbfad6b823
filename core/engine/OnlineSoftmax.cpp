#include "OnlineSoftmax.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::engine {

namespace {

constexpr Scalar negativeInfinity = -std::numeric_limits<Scalar>::infinity();
constexpr Scalar lowest = std::numeric_limits<Scalar>::lowest();
constexpr Scalar smallestNormal = std::numeric_limits<Scalar>::min();

} // namespace

Scalar flushedExp(Scalar t)
{
    const Scalar e = std::exp(std::max(t, lowest));
    return e < smallestNormal ? Scalar(0) : e;
}

OnlineRows::OnlineRows(Eigen::Index rows, Eigen::Index valueColumns)
    : max(ColumnArray::Constant(rows, negativeInfinity))
    , sum(ColumnArray::Zero(rows))
    , correction(ColumnArray::Ones(rows))
    , output(Matrix::Zero(rows, valueColumns))
{
}

void absorbBlock(Matrix &scores, const ConstMatrixRef &values, OnlineRows &rows)
{
    ColumnArray keep(scores.rows());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        auto s = scores.row(i).array();
        const Scalar blockMax = s.maxCoeff();
        if (blockMax == negativeInfinity) {
            // No allowed key in this block: the row's state stays as it was.
            s.setZero();
            keep(i) = 1;
            rows.correction(i) = 1;
            continue;
        }
        const Scalar oldMax = rows.max(i);
        const Scalar newMax = std::max(oldMax, blockMax);
        const Scalar correction
            = oldMax == negativeInfinity ? Scalar(0) : flushedExp(oldMax - newMax);
        // Vectorised exp, clamped and flushed exactly as flushedExp() and softmaxRowSums().
        s = (s - newMax).max(lowest).exp();
        s = (s < smallestNormal).select(Scalar(0), s);
        const Scalar carried = rows.sum(i) * correction;
        const Scalar newSum = carried + s.sum();
        // O_new = (l_old e^(m_old - m_new) O_old + P V) / l_new: the weights of the old keys
        // and of this block's keys together sum to 1, so no partial sum can overflow.
        s /= newSum;
        keep(i) = carried / newSum;
        rows.max(i) = newMax;
        rows.sum(i) = newSum;
        rows.correction(i) = correction;
    }
    rows.output.array().colwise() *= keep;
    rows.output.noalias() += scores * values;
}

} // namespace attn::engine
