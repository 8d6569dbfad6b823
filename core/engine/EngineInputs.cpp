#include "EngineInputs.h"

#include "EngineRuntime.h"
#include "Positions.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace attn::engine {

namespace {

/// Converts the scenario's doubles to the engine's floats; false if one is out of range.
bool toScalar(const MatrixD &in, Matrix &out, const char *key, std::string &error)
{
    out = in.cast<Scalar>();
    if (allFinite(out.data(), out.size()))
        return true;
    for (Eigen::Index r = 0; r < out.rows(); ++r)
        for (Eigen::Index c = 0; c < out.cols(); ++c)
            if (!std::isfinite(out(r, c))) {
                error = std::string(key) + '[' + std::to_string(r) + "][" + std::to_string(c)
                        + "]: " + shortest(in(r, c))
                        + " is outside the single-precision range of the engine (|x| < 3.4e38)";
                return false;
            }
    return false;
}

/// A projection in floats: the file's matrix, or the identity when it has none.
bool projection(const Scenario &s, char which, Matrix &out, const char *key, std::string &error)
{
    const std::optional<MatrixD> &w = which == 'q'   ? s.wq
                                      : which == 'k' ? s.wk
                                      : which == 'v' ? s.wv
                                                     : s.wo;
    if (w)
        return toScalar(*w, out, key, error);
    out = Matrix::Identity(s.modelDim(), s.modelDim());
    return true;
}

} // namespace

std::string shortest(double x)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, result.ptr);
}

bool checkComputed(const Matrix &m, const std::string &what, const char *rowName,
                   const char *columnName, std::string &error)
{
    if (allFinite(m.data(), m.size()))
        return true;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            if (!std::isfinite(m(r, c))) {
                error = what + " overflow at " + rowName + ' ' + std::to_string(r) + ", "
                        + columnName + ' ' + std::to_string(c)
                        + ": the input numbers are too large";
                return false;
            }
    return false;
}

namespace {
constexpr Eigen::Index blockRows = 128;
} // namespace

int productBlocks(Eigen::Index rows)
{
    return int((rows + blockRows - 1) / blockRows);
}

void productBlock(const Matrix &left, const Matrix &right, Matrix &out, int block)
{
    const Eigen::Index first = block * blockRows;
    const Eigen::Index count = std::min(blockRows, left.rows() - first);
    out.middleRows(first, count).noalias() = left.middleRows(first, count) * right;
}

void parallelProduct(const Matrix &left, const Matrix &right, Matrix &out, int workers)
{
    parallelFor(productBlocks(left.rows()), workers,
                [&](int b, int) { productBlock(left, right, out, b); });
}

std::string noAllowedKeyWarning(int row, bool outputBias)
{
    return "row " + std::to_string(row) + " has no allowed key: "
           + (outputBias ? "its weights are zero and its output is the output bias b_o"
                         : "its weights and output are zero");
}

double scoreDivisor(const Scenario &s)
{
    return s.scale ? s.divisor.value_or(std::sqrt(double(s.headDim()))) : 1.0;
}

bool projectInputs(const Scenario &s, int workers, Projected &p, std::string &error)
{
    if (s.mode == Mode::Direct)
        return toScalar(s.q, p.qAll, "q", error) && toScalar(s.k, p.kAll, "k", error)
               && toScalar(s.v, p.vAll, "v", error);

    Matrix wq, wk, wv;
    if (!toScalar(s.embeddings, p.x, "embeddings", error)
        || !projection(s, 'q', wq, "projections.wq", error)
        || !projection(s, 'k', wk, "projections.wk", error)
        || !projection(s, 'v', wv, "projections.wv", error)
        || !projection(s, 'o', p.wo, "projections.wo", error))
        return false;
    Matrix b;
    if (!toScalar(s.outputBias().transpose(), b, "projections.bo", error))
        return false;
    p.bo = b.row(0);
    const MatrixD table = positionTable(s);
    if (table.size() != 0) {
        if (!toScalar(table, p.positionsAdded, "positions.table", error))
            return false;
        p.xWithPositions = p.x + p.positionsAdded;
        if (!checkComputed(p.xWithPositions, "x + positions", "row", "column", error))
            return false;
    }
    const Matrix &input = table.size() != 0 ? p.xWithPositions : p.x;
    // Q = X Wq etc. with row vectors (the spec's convention; nn.Linear stores W^T).
    const Eigen::Index n = p.x.rows();
    const Eigen::Index d = p.x.cols();
    allocate(p.qAll, n, d);
    allocate(p.kAll, n, d);
    allocate(p.vAll, n, d);
    const Matrix *weights[] = {&wq, &wk, &wv};
    Matrix *products[] = {&p.qAll, &p.kAll, &p.vAll};
    // One task list of the three products' row blocks, so that two threads share three
    // products evenly (three whole products on two threads left one idle a third of the time).
    const int blocks = productBlocks(n);
    parallelFor(3 * blocks, workers, [&](int task, int) {
        productBlock(input, *weights[task / blocks], *products[task / blocks], task % blocks);
    });
    return checkComputed(p.qAll, "Q = X·Wq", "row", "column", error)
           && checkComputed(p.kAll, "K = X·Wk", "row", "column", error)
           && checkComputed(p.vAll, "V = X·Wv", "row", "column", error);
}

} // namespace attn::engine
