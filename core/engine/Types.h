#pragma once

// The one place where the engine's Eigen types are named (as KDE Step's vector.h does).

#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

/// The engine computes in single precision, as PyTorch's default float32 does: the
/// seeds' numbers were produced that way, GEMM is twice as fast, and intermediates take
/// half the memory. Scenario inputs are stored in double so files round-trip bit-exactly;
/// statistics accumulate in double. See DESIGN.md.
using Scalar = float;

/// Row-major, so that a row of a matrix is one token's vector, as in the formula.
using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVector = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

/// Scenario storage: exactly the numbers of the file.
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using VectorD = Eigen::Matrix<double, Eigen::Dynamic, 1>;

/// allowed(i, j) == true: query i may attend key j.
using BoolMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

using Labels = std::vector<std::string>; ///< UTF-8 token labels

} // namespace attn
