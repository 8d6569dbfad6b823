#include "PrecisionCheck.h"

#include "ForwardPass.h"

#include <cmath>
#include <cstdio>

namespace attn {

std::vector<PrecisionLoss> precisionLosses(const AttentionResult &result)
{
    std::vector<PrecisionLoss> losses;
    if (!result.ok)
        return losses;
    const double unit = std::ldexp(1.0, -23);
    for (int h = 0; h < int(result.heads.size()); ++h) {
        const HeadResult &head = result.heads[size_t(h)];
        if (head.k.rows() == 0)
            continue;
        // The norms in double: in float, |q|² of a row of 1e20 is +inf and |q|² of 1e-25 is
        // 0, so scores of 3 and 6 were said to be "of size up to -nan" (0 · inf). Squares of
        // floats, and the product of two norms of float rows, stay far inside double's range.
        const double largestKey = head.k.cast<double>().rowwise().norm().maxCoeff();
        PrecisionLoss loss;
        loss.head = h;
        for (Eigen::Index i = 0; i < head.q.rows(); ++i) {
            const double size = head.q.row(i).cast<double>().norm() * largestKey / result.divisor;
            if (unit * size <= precisionLossLimit)
                continue;
            if (loss.rows++ == 0) {
                loss.firstRow = int(i);
                loss.scoreSize = size;
                loss.lastPlaceUnit = unit * size;
            }
        }
        if (loss.rows > 0)
            losses.push_back(loss);
    }
    return losses;
}

std::string precisionLossWarning(const PrecisionLoss &loss)
{
    char text[320];
    std::snprintf(
        text, sizeof text,
        "head %d, query %d: scores of size up to %.3g have a float32 unit in the "
        "last place of about %.3g (one rounding; a score's errors add up and can "
        "exceed it), so the weights may be off (%d row(s) of this head); compute in double "
        "to compare (--precision double)",
        loss.head + 1, loss.firstRow + 1, loss.scoreSize, loss.lastPlaceUnit, loss.rows);
    return text;
}

PrecisionComparison compareWithDouble(const Scenario &scenario, const AttentionResult &result)
{
    PrecisionComparison c;
    if (!result.ok) {
        c.error = result.error;
        return c;
    }
    const ForwardPass pass = forwardPass(scenario);
    if (!pass.ok) {
        c.error = pass.error;
        return c;
    }
    c.output = pass.output;
    for (Eigen::Index i = 0; i < c.output.rows(); ++i)
        for (Eigen::Index j = 0; j < c.output.cols(); ++j) {
            const double d = std::fabs(double(result.output(i, j)) - c.output(i, j));
            if (d > c.outputDifference) {
                c.outputDifference = d;
                c.outputRow = int(i);
                c.outputColumn = int(j);
            }
        }
    for (size_t h = 0; h < pass.heads.size() && h < result.heads.size(); ++h) {
        const MatrixD &exact = pass.heads[h].weights;
        const Matrix &weights = result.heads[h].weights;
        for (Eigen::Index i = 0; i < exact.rows(); ++i)
            for (Eigen::Index j = 0; j < exact.cols(); ++j) {
                const double d = std::fabs(double(weights(i, j)) - exact(i, j));
                if (d > c.weightDifference) {
                    c.weightDifference = d;
                    c.weightHead = int(h);
                    c.weightRow = int(i);
                    c.weightKey = int(j);
                }
            }
    }
    c.ok = true;
    return c;
}

} // namespace attn
