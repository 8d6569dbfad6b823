#pragma once

// The numbers of the positional encodings: the table added to x (sinusoidal, learned), the
// rotation of q and k (rope), the bias on the scaled scores (alibi). Positions are 0-based
// row indices: query row i, key row j.

#include "PositionEncoding.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

struct Scenario;

/// What compute() did with the scenario's positions, kept for display.
struct PositionStage
{
    bool active = false; ///< the scenario has a `positions` object
    PositionKind kind = PositionKind::Sinusoidal;
    double base = 10000;
    /// Sinusoidal and learned: the rows added to x (n x d_model), and x + them, what the
    /// projections multiply. Empty for the other kinds.
    Matrix added;
    Matrix xWithPositions;
    /// Rope: each head's q and k before the rotation (HeadResult holds them rotated).
    std::vector<Matrix> qBeforeRotation, kBeforeRotation;
    /// Alibi: the slope of each head.
    std::vector<double> slopes;
};

/// The format's rules for `positions` (empty string when valid or absent): the kind must
/// apply to the mode, the keys must be the kind's, the numbers finite and shaped.
std::string validatePositions(const Scenario &scenario);

/// A learned table resized to the scenario's n_tokens x d_model after an edit of the shapes:
/// row i stays position i's, new rows and columns are zeros (nothing for other kinds).
void fitPositionTable(Scenario &scenario);

/// PE(i, 2m) = sin(i / base^(2m/d)), PE(i, 2m+1) = cos(i / base^(2m/d)), n x d.
MatrixD sinusoidalTable(int rows, int dModel, double base);

/// The rows a sinusoidal or learned encoding adds to x (n x d_model); empty otherwise.
MatrixD positionTable(const Scenario &scenario);

/// The angle rope turns pair m (components 2m, 2m+1) of row `position` by:
/// position · base^(−2m/d_k).
double ropeAngle(int position, int pair, int dK, double base);

/// Rotates every row p of `rows` (d_k columns, even) pair by pair by ropeAngle(p, m, ...).
void rotatePairs(Matrix &rows, double base);

/// Rotates one row (d_k components, even) as rotatePairs() rotates the row of `position`,
/// bit for bit: what a key-value cache applies to each new q and k.
void rotatePairsAt(Eigen::Ref<RowVector> row, int position, double base);

/// Rope's score of one fixed pair as a function of the distance: for each d in
/// [−maxDistance, maxDistance], (R(i) q)·(R(j) k) with i − j = d, which depends on d only:
/// Σ_m (q_2m k_2m + q_2m+1 k_2m+1) cos(d θ_m) + (q_2m k_2m+1 − q_2m+1 k_2m) sin(d θ_m),
/// θ_m = base^(−2m/d_k). In double; element d + maxDistance is distance d.
std::vector<double> ropeScoreByDistance(const VectorD &q, const VectorD &k, double base,
                                        int maxDistance);

/// The same rotation in double (the backward pass's forward pass).
void rotatePairs(MatrixD &rows, double base);

/// The rotation's transpose (its inverse): every pair turned back by the same angle. The
/// backward pass applies it to d q and d k, since q_rotated = R q gives d q = Rᵀ d q_rotated.
void rotatePairsBack(MatrixD &rows, double base);

/// Alibi's slope per head: the scenario's `slopes`, else 2^(−8h/H) for h = 1..H.
std::vector<double> alibiSlopes(const Scenario &scenario);
std::vector<double> defaultAlibiSlopes(int heads);

/// −slope · |i − j| in the engine's floats: the one bias every reader of the scores adds.
/// ±infinity when it is outside float's range.
Scalar alibiBias(double slope, Eigen::Index query, Eigen::Index key);

} // namespace attn
