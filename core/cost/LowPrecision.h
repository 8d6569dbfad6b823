#pragma once

// Softmax's numbers at their limits: emulated float16 and bfloat16 rounding (this machine
// computes in float32 and double; the half-precision formats are imitated by rounding each
// value to the nearest representable one), and softmax with and without subtracting the
// row maximum, to show where exp overflows and why kernels subtract the max.

#include <string>
#include <vector>

namespace attn {

enum class NumberFormat16 { Float32, Float16, BFloat16 };

/// The value of `x` rounded to the nearest `format` number (ties to even), infinity beyond
/// the largest finite one, subnormals kept (float16 down to 2^-24, bfloat16 and float32 as
/// float32). NaN stays NaN.
double roundTo(NumberFormat16 format, double x);

/// The largest finite number of the format: 3.4028235e38, 65504, 3.3895314e38.
double largestFinite(NumberFormat16 format);

/// Bits of the significand including the implicit one: 24, 11, 8.
int significandBits(NumberFormat16 format);

/// The largest x for which exp(x), rounded to the format, is finite: ln of the largest
/// finite number plus the rounding margin (about 88.72, 11.09, 88.72).
double expOverflowThreshold(NumberFormat16 format);

/// Softmax of one row of scores in an emulated format: each score is rounded to the
/// format, exp(s - m) (m = the row maximum when subtractMax, else 0) is computed and rounded
/// to the format, and the sum is kept in float32 (as half-precision kernels do), each weight
/// exp / sum rounded to the format.
struct EmulatedSoftmax
{
    std::vector<double> scores;       ///< the inputs as the format holds them
    double subtracted = 0;            ///< m, or 0
    std::vector<double> exponentials; ///< exp(s - m) in the format (inf when it overflowed)
    double sum = 0;                   ///< float32 sum of the exponentials
    std::vector<double> weights;      ///< NaN where inf / inf
    int overflowed = 0;               ///< exponentials that are infinite
    int notFinite = 0;                ///< weights that are NaN or infinite
    /// The largest difference of a weight from the exact (double, max-subtracted) softmax
    /// of the original scores; NaN when a weight is NaN.
    double error = 0;
};
EmulatedSoftmax emulatedSoftmax(const std::vector<double> &scores, NumberFormat16 format,
                                bool subtractMax);

/// "float32", "float16", "bfloat16".
std::string formatName(NumberFormat16 format);

} // namespace attn
