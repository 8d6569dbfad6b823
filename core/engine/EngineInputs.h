#pragma once

// The part of the computation before the scores, shared by compute() and computeTiled():
// the scenario's numbers in floats, the projections, the divisor. Internal to core.

#include "Scenario.h"
#include "Types.h"

#include <string>

namespace attn::engine {

/// The matrices every head's scores are made from.
struct Projected
{
    Matrix x; ///< the embeddings in floats (self-attention mode)
    /// Sinusoidal or learned positions: the rows added to x, and x + them (what the
    /// projections multiply). Empty without such an encoding.
    Matrix positionsAdded, xWithPositions;
    Matrix qAll, kAll, vAll; ///< X Wq, X Wk, X Wv (self-attention), or q, k, v (direct)
    Matrix wo;               ///< the output projection (self-attention mode)
    RowVector bo;            ///< the output bias (self-attention mode)
};

/// Converts the scenario's numbers to floats and projects them (Q = X Wq with row vectors,
/// the spec's convention), with `workers` threads. False with `error` naming the place of
/// a number outside float's range or of an overflowing product. `scenario` must be valid.
bool projectInputs(const Scenario &scenario, int workers, Projected &out, std::string &error);

/// What the scores are divided by before the softmax: the scenario's divisor or sqrt(d_k)
/// when scaling is on, 1 when it is off.
double scoreDivisor(const Scenario &scenario);

/// Names the first non-finite entry of a computed matrix ("<what> overflow at <rowName> r,
/// <columnName> c: the input numbers are too large"); true when there is none.
bool checkComputed(const Matrix &m, const std::string &what, const char *rowName,
                   const char *columnName, std::string &error);

/// out = left * right, computed in fixed blocks of rows on the workers, so the numbers do
/// not depend on the number of threads. `out` has its final size.
void parallelProduct(const Matrix &left, const Matrix &right, Matrix &out, int workers);

/// The fixed blocks of rows parallelProduct() splits a product of `rows` rows into, and
/// one of them computed (out's rows of block `block` = left's rows times right), for a
/// task list shared by several products.
int productBlocks(Eigen::Index rows);
void productBlock(const Matrix &left, const Matrix &right, Matrix &out, int block);

/// The warning for a query row with no allowed key.
std::string noAllowedKeyWarning(int row, bool outputBias);

/// "1e+39", not std::to_string's 40 digits.
std::string shortest(double x);

/// A refused result as both engines return it: the message and the sizes, never a matrix
/// that may hold infinity or NaN (a refused input may have overflowed half-way).
template<typename Result>
Result refusedResult(Result &&r)
{
    Result failed;
    failed.error = std::move(r.error);
    failed.nQueries = r.nQueries;
    failed.nKeys = r.nKeys;
    failed.dModel = r.dModel;
    failed.numHeads = r.numHeads;
    failed.dK = r.dK;
    return failed;
}

} // namespace attn::engine
