#pragma once

// When float32 is not enough: the engine computes in float (DESIGN.md, Numbers); a row
// whose scores are large but differ little (a large offset shared by every embedding)
// keeps only a few correct digits of those differences, and softmax sees nothing else.
// This finds such rows and compares the result with the same computation in double.

#include "Attention.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace attn {

/// One head's rows whose scores float32 cannot resolve to `precisionLossLimit`.
struct PrecisionLoss
{
    int head = 0;
    int firstRow = 0;     ///< the first such query row
    int rows = 0;         ///< how many rows of the head
    double scoreSize = 0; ///< |q_i| max_j |k_j| / divisor of the first row
    /// 2^-23 scoreSize: about one unit in float32's last place at that size, the rounding
    /// of one operation. Not a bound: the score's own rounding errors (the embeddings, the
    /// projections, the d_k terms of the dot product) add up and may exceed it.
    double lastPlaceUnit = 0;
};

/// A score off by more than this changes its weight by more than 0.1 % (relative).
constexpr double precisionLossLimit = 1e-3;

/// Per head, the rows whose unit in the last place exceeds precisionLossLimit (Cauchy-Schwarz
/// on the dot product: |s_ij| <= |q_i| |k_j|, and one float32 rounding of a number of that
/// size moves it by up to 2^-23 of it). Empty for a result that is not ok.
std::vector<PrecisionLoss> precisionLosses(const AttentionResult &result);

/// The warning compute() adds for one loss.
std::string precisionLossWarning(const PrecisionLoss &loss);

/// The result next to the same computation in double (core/learn's forward pass).
struct PrecisionComparison
{
    bool ok = false;
    std::string error;
    MatrixD output;              ///< computed in double
    double outputDifference = 0; ///< max |float - double| over the output
    int outputRow = 0, outputColumn = 0;
    double weightDifference = 0; ///< max |float - double| over every head's weights
    int weightHead = 0, weightRow = 0, weightKey = 0;
};
PrecisionComparison compareWithDouble(const Scenario &scenario, const AttentionResult &result);

} // namespace attn
