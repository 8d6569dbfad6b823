#pragma once

// One-pass kernels over one row of scores, written with Eigen's packet primitives so that
// each row is read once while it is in the L1 cache (Eigen's expressions would make one
// pass per reduction). Internal to core.

#include "Types.h"

namespace attn::kernels {

/// min, max and sums of count > 0 values; the squares are taken around `shift`.
struct EntrySums
{
    Scalar min = 0;
    Scalar max = 0;
    double sum = 0;
    double sumShifted = 0;        ///< sum (x - shift)
    double sumSquaresShifted = 0; ///< sum (x - shift)^2
};

EntrySums entrySums(const Scalar *x, Eigen::Index count, Scalar shift);

/// Sums of e = exp(t), t = max(x - max, lowest float), split at e = 1: `ones` counts the
/// entries with e = 1, u = e - 1 or e runs over the others (see SoftmaxRowSums).
struct ExpSums
{
    double ones = 0;
    double sumU = 0;
    double sumUT = 0;
    double sumU2 = 0;
    double sumU3 = 0;
};

/// Writes e = exp(x - max) to `e` (which may not alias `x`) and returns its sums.
ExpSums expSums(const Scalar *x, Eigen::Index count, Scalar max, Scalar *e);

/// y = x / divisor over a whole row (y == x is allowed when divisor is 1). Returns false
/// when an x or a y is infinite or NaN.
bool divideChecked(const Scalar *x, Eigen::Index count, Scalar divisor, Scalar *y);

} // namespace attn::kernels
