#include "LowPrecision.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

struct FormatBits
{
    int significand; ///< with the implicit bit
    int minExponent; ///< of the smallest normal number: 2^minExponent
    int maxExponent; ///< of the largest binade
};

FormatBits bitsOf(NumberFormat16 format)
{
    switch (format) {
    case NumberFormat16::Float16:
        return {11, -14, 15};
    case NumberFormat16::BFloat16:
        return {8, -126, 127};
    case NumberFormat16::Float32:
        break;
    }
    return {24, -126, 127};
}

} // namespace

double largestFinite(NumberFormat16 format)
{
    const FormatBits b = bitsOf(format);
    return (2.0 - std::ldexp(1.0, 1 - b.significand)) * std::ldexp(1.0, b.maxExponent);
}

int significandBits(NumberFormat16 format)
{
    return bitsOf(format).significand;
}

double roundTo(NumberFormat16 format, double x)
{
    if (x == 0 || !std::isfinite(x))
        return x;
    const FormatBits b = bitsOf(format);
    int exponent = 0;
    std::frexp(x, &exponent); // x = f 2^exponent, 0.5 <= |f| < 1
    const int binade = std::max(exponent - 1, b.minExponent);
    const double quantum = std::ldexp(1.0, binade - (b.significand - 1));
    const double rounded = std::nearbyint(x / quantum) * quantum; // ties to even
    if (std::fabs(rounded) > largestFinite(format))
        return std::copysign(std::numeric_limits<double>::infinity(), x);
    return rounded;
}

double expOverflowThreshold(NumberFormat16 format)
{
    // Values round to infinity from half a unit in the last place above the largest
    // finite number.
    const FormatBits b = bitsOf(format);
    const double halfwayToInfinity
        = largestFinite(format) + std::ldexp(1.0, b.maxExponent - b.significand);
    return std::log(halfwayToInfinity);
}

std::string formatName(NumberFormat16 format)
{
    switch (format) {
    case NumberFormat16::Float16:
        return "float16";
    case NumberFormat16::BFloat16:
        return "bfloat16";
    case NumberFormat16::Float32:
        break;
    }
    return "float32";
}

EmulatedSoftmax emulatedSoftmax(const std::vector<double> &scores, NumberFormat16 format,
                                bool subtractMax)
{
    EmulatedSoftmax r;
    for (double s : scores)
        r.scores.push_back(roundTo(format, s));
    if (subtractMax && !r.scores.empty())
        r.subtracted = *std::max_element(r.scores.begin(), r.scores.end());
    float sum = 0; // kept in float32
    for (double s : r.scores) {
        const double e = roundTo(format, std::exp(roundTo(format, s - r.subtracted)));
        r.exponentials.push_back(e);
        if (std::isinf(e))
            ++r.overflowed;
        sum += float(e);
    }
    r.sum = double(sum);
    double exactMax = scores.empty() ? 0 : *std::max_element(scores.begin(), scores.end());
    double exactSum = 0;
    for (double s : scores)
        exactSum += std::exp(s - exactMax);
    for (size_t j = 0; j < scores.size(); ++j) {
        const double w = roundTo(format, double(float(r.exponentials[j]) / sum));
        r.weights.push_back(w);
        if (!std::isfinite(w))
            ++r.notFinite;
        const double exact = std::exp(scores[j] - exactMax) / exactSum;
        const double difference = std::fabs(w - exact);
        if (std::isnan(difference) || std::isnan(r.error))
            r.error = std::numeric_limits<double>::quiet_NaN();
        else
            r.error = std::max(r.error, difference);
    }
    return r;
}

} // namespace attn
