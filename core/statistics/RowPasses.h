#pragma once

#include "Statistics.h"

namespace attn {

/// How a row's values are scaled before its softmax: as they are, divided (x / by, the
/// same division as the scaled scores) or multiplied (x * by).
struct RowScale
{
    enum class Kind { None, Divide, Multiply };
    Kind kind = Kind::None;
    Scalar by = 1;

    static RowScale dividedBy(Scalar divisor) { return {Kind::Divide, divisor}; }
    static RowScale times(Scalar factor) { return {Kind::Multiply, factor}; }
};

/// e = exp(s - max) for the `count` values scaled as `scale` says (s = values, values /
/// by or values * by), into `e` (may be null when only the sums are wanted; may not alias
/// `values`), and its sums, in one vectorised pass. `max` is the largest s, so no exponent
/// overflows. Every entry goes through the same packet exp, the last few too, so a row's
/// weights do not depend on where it starts in memory or how long it is.
SoftmaxRowSums softmaxRowSums(const Scalar *values, Eigen::Index count, Scalar max, Scalar *e,
                              RowScale scale = {});

/// The entry statistics of one row, in one vectorised pass: its smallest and largest value,
/// float sums of the values, of (value - shift) and of (value - shift)^2, and whether every
/// value is finite (the others mean nothing when one is not).
struct RowEntrySums
{
    bool finite = true;
    Scalar min = 0;
    Scalar max = 0;
    Scalar sum = 0;
    Scalar sumShifted = 0;
    Scalar sumSquaresShifted = 0;
};

/// count > 0.
RowEntrySums rowEntrySums(const Scalar *values, Eigen::Index count, Scalar shift);

} // namespace attn
