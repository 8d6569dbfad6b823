#include "Attention.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace attn {

// -ffast-math would make std::isfinite always true and hide every overflow.
#ifdef __FAST_MATH__
static_assert(false, "Attention Lab must not be compiled with -ffast-math");
#endif
static_assert(std::numeric_limits<Scalar>::has_quiet_NaN, "the engine relies on IEEE floats");

namespace {

/// "1e+300", not std::to_string's 301 digits.
std::string shortest(double x)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, result.ptr);
}

/// Converts the scenario's doubles to the engine's floats; false if one is out of range.
bool toScalar(const MatrixD &in, Matrix &out, const char *key, std::string &error)
{
    out = in.cast<Scalar>();
    if (out.allFinite())
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

/// Names the first non-finite entry of a computed matrix.
bool checkComputed(const Matrix &m, const std::string &what, const char *rowName,
                   const char *columnName, std::string &error)
{
    if (m.allFinite())
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

std::string headName(int h)
{
    return "head " + std::to_string(h);
}

} // namespace

AttentionResult compute(const Scenario &s)
{
    AttentionResult r;
    r.error = validate(s);
    if (!r.error.empty())
        return r;

    const bool direct = s.mode == Mode::Direct;
    r.nQueries = s.queryCount();
    r.nKeys = s.keyCount();
    r.numHeads = direct ? 1 : s.numHeads;
    r.dK = s.headDim();
    r.dModel = s.modelDim();
    r.allowed = allowedMask(s);
    const double sqrtDk = std::sqrt(double(r.dK));
    r.divisor = s.scale ? s.divisor.value_or(sqrtDk) : 1.0;

    Matrix wo;
    RowVector bo;
    if (direct) {
        Matrix q, k, v;
        if (!toScalar(s.q, q, "q", r.error) || !toScalar(s.k, k, "k", r.error)
            || !toScalar(s.v, v, "v", r.error))
            return r;
        r.heads.resize(1);
        r.heads[0].q = std::move(q);
        r.heads[0].k = std::move(k);
        r.heads[0].v = std::move(v);
    } else {
        Matrix wq, wk, wv;
        if (!toScalar(s.embeddings, r.x, "embeddings", r.error)
            || !toScalar(s.projection('q'), wq, "projections.wq", r.error)
            || !toScalar(s.projection('k'), wk, "projections.wk", r.error)
            || !toScalar(s.projection('v'), wv, "projections.wv", r.error)
            || !toScalar(s.projection('o'), wo, "projections.wo", r.error))
            return r;
        Matrix b;
        if (!toScalar(s.outputBias().transpose(), b, "projections.bo", r.error))
            return r;
        bo = b.row(0);
        // Q = X Wq etc. with row vectors (the spec's convention; nn.Linear stores W^T).
        r.qAll.noalias() = r.x * wq;
        r.kAll.noalias() = r.x * wk;
        r.vAll.noalias() = r.x * wv;
        if (!checkComputed(r.qAll, "Q = X·Wq", "row", "column", r.error)
            || !checkComputed(r.kAll, "K = X·Wk", "row", "column", r.error)
            || !checkComputed(r.vAll, "V = X·Wv", "row", "column", r.error))
            return r;
        r.heads.resize(static_cast<size_t>(r.numHeads));
        for (int h = 0; h < r.numHeads; ++h) {
            // Head h uses columns [h d_k, (h + 1) d_k), as split_heads in seed 003.
            HeadResult &head = r.heads[static_cast<size_t>(h)];
            head.q = r.qAll.middleCols(h * r.dK, r.dK);
            head.k = r.kAll.middleCols(h * r.dK, r.dK);
            head.v = r.vAll.middleCols(h * r.dK, r.dK);
        }
    }

    StatsAccumulator rawAll, scaledAll;
    for (int h = 0; h < r.numHeads; ++h) {
        HeadResult &head = r.heads[static_cast<size_t>(h)];
        head.scores.noalias() = head.q * head.k.transpose();
        if (!checkComputed(head.scores, "scores (Q·K^T) of " + headName(h), "query", "key",
                           r.error))
            return r;
        if (s.scale)
            head.scaled = head.scores / Scalar(r.divisor);
        else
            head.scaled = head.scores;
        if (!checkComputed(head.scaled, "scaled scores of " + headName(h), "query", "key",
                           r.error))
            return r;
        const std::vector<int> empty = maskedSoftmax(head.scaled, r.allowed, head.weights);
        if (h == 0)
            r.rowsWithoutKeys = empty;
        head.output.noalias() = head.weights * head.v;
        if (!checkComputed(head.output, "output (weights·V) of " + headName(h), "query",
                           "column", r.error))
            return r;

        StatsAccumulator raw, scaled;
        raw.add(head.scores, 1.0, r.allowed, &head.rawJacobian);
        scaled.add(head.scores, 1.0 / sqrtDk, r.allowed, &head.scaledJacobian);
        head.stats = {raw.result(), scaled.result()};
        rawAll.merge(raw);
        scaledAll.merge(scaled);
    }
    r.stats = {rawAll.result(), scaledAll.result()};

    if (direct) {
        r.output = r.heads[0].output;
    } else {
        r.concat.resize(r.nQueries, r.dModel);
        for (int h = 0; h < r.numHeads; ++h)
            r.concat.middleCols(h * r.dK, r.dK) = r.heads[static_cast<size_t>(h)].output;
        r.output.noalias() = r.concat * wo;
        r.output.rowwise() += bo;
        if (!checkComputed(r.output, "output (concat·Wo + bo)", "row", "column", r.error))
            return r;
    }

    for (int row : r.rowsWithoutKeys)
        r.warnings.push_back("row " + std::to_string(row)
                             + " has no allowed key: its weights and output are zero");
    r.ok = true;
    return r;
}

} // namespace attn
