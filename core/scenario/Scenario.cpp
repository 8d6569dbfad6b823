#include "Scenario.h"

#include "Positions.h"
#include "ScenarioValidation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

Labels numbered(const char *prefix, int count)
{
    Labels labels;
    labels.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        labels.push_back(prefix + std::to_string(i + 1));
    return labels;
}

bool sameMatrix(const MatrixD &a, const MatrixD &b)
{
    // Bit-exact comparison: a file must round-trip every number unchanged.
    return a.rows() == b.rows() && a.cols() == b.cols()
           && (a.size() == 0 || std::equal(a.data(), a.data() + a.size(), b.data()));
}

template<typename T>
bool sameOptional(const std::optional<T> &a, const std::optional<T> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return true;
    if constexpr (std::is_same_v<T, MatrixD>) {
        return sameMatrix(*a, *b);
    } else {
        return a->rows() == b->rows() && a->cols() == b->cols()
               && (a->size() == 0 || std::equal(a->data(), a->data() + a->size(), b->data()));
    }
}

std::string at(const std::string &key, long row)
{
    return key + '[' + std::to_string(row) + ']';
}

std::string at(const std::string &key, long row, long column)
{
    return at(key, row) + '[' + std::to_string(column) + ']';
}

/// First non-finite entry of a matrix, as "key[row][col]: not a finite number".
std::string checkFinite(const std::string &key, const MatrixD &m)
{
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            if (!std::isfinite(m(r, c)))
                return at(key, r, c) + ": not a finite number";
    return {};
}

std::string checkShape(const std::string &key, const MatrixD &m, long rows, long cols)
{
    if (m.rows() != rows)
        return key + ": expected " + std::to_string(rows) + " rows, got "
               + std::to_string(m.rows());
    if (m.cols() != cols)
        return key + ": expected " + std::to_string(cols) + " columns, got "
               + std::to_string(m.cols());
    return checkFinite(key, m);
}

std::string checkCount(const std::string &key, long count, const char *what, long limit)
{
    if (count < 1)
        return key + ": needs at least one " + what;
    if (count > limit)
        return key + ": " + std::to_string(count) + ' ' + what + "s exceed the limit of "
               + std::to_string(limit);
    return {};
}

/// The first label longer than limits::maxLabelCharacters, named by its index.
std::string checkLabelLengths(const char *key, const Labels &labels)
{
    for (size_t i = 0; i < labels.size(); ++i) {
        const std::string &label = labels[i];
        if (label.size() <= size_t(limits::maxLabelCharacters))
            continue;        // fewer bytes than the limit: fewer characters too
        long characters = 0; // every byte that does not continue a UTF-8 sequence
        for (unsigned char c : label)
            characters += (c & 0xC0) != 0x80;
        if (characters > limits::maxLabelCharacters)
            return std::string(key) + '[' + std::to_string(i) + "]: " + std::to_string(characters)
                   + " characters, more than the " + std::to_string(limits::maxLabelCharacters)
                   + " a label may have";
    }
    return {};
}

} // namespace

int Scenario::queryCount() const
{
    return static_cast<int>(mode == Mode::Direct ? q.rows() : embeddings.rows());
}

int Scenario::keyCount() const
{
    return static_cast<int>(mode == Mode::Direct ? k.rows() : embeddings.rows());
}

int Scenario::modelDim() const
{
    return static_cast<int>(mode == Mode::Direct ? v.cols() : embeddings.cols());
}

int Scenario::headDim() const
{
    if (mode == Mode::Direct)
        return static_cast<int>(q.cols());
    return numHeads > 0 ? static_cast<int>(embeddings.cols()) / numHeads : 0;
}

Labels Scenario::effectiveQueryLabels() const
{
    if (mode == Mode::SelfAttention)
        return tokens;
    return queryLabels.empty() ? numbered("q", queryCount()) : queryLabels;
}

Labels Scenario::effectiveKeyLabels() const
{
    if (mode == Mode::SelfAttention)
        return tokens;
    return keyLabels.empty() ? numbered("k", keyCount()) : keyLabels;
}

MatrixD Scenario::projection(char which) const
{
    const std::optional<MatrixD> *w = nullptr;
    switch (which) {
    case 'q':
        w = &wq;
        break;
    case 'k':
        w = &wk;
        break;
    case 'v':
        w = &wv;
        break;
    default:
        w = &wo;
        break;
    }
    if (w->has_value())
        return **w;
    const auto d = embeddings.cols();
    return MatrixD::Identity(d, d);
}

VectorD Scenario::outputBias() const
{
    return bo ? *bo : VectorD::Zero(embeddings.cols());
}

bool Scenario::operator==(const Scenario &o) const
{
    return title == o.title && mode == o.mode && tokens == o.tokens
           && sameMatrix(embeddings, o.embeddings) && numHeads == o.numHeads
           && sameOptional(wq, o.wq) && sameOptional(wk, o.wk) && sameOptional(wv, o.wv)
           && sameOptional(wo, o.wo) && sameOptional(bo, o.bo) && sameMatrix(q, o.q)
           && sameMatrix(k, o.k) && sameMatrix(v, o.v) && queryLabels == o.queryLabels
           && keyLabels == o.keyLabels && scale == o.scale && divisor == o.divisor
           && causal == o.causal && causalAlignment == o.causalAlignment && padding == o.padding
           && mask.has_value() == o.mask.has_value()
           // Eigen's == asserts (or reads out of bounds) on matrices of different sizes.
           && (!mask
               || (mask->rows() == o.mask->rows() && mask->cols() == o.mask->cols()
                   && *mask == *o.mask))
           && sameOptional(target, o.target) && positions == o.positions
           && unknownKeys == o.unknownKeys;
}

std::string validate(const Scenario &s)
{
    return validate(s, limits::maxTokens);
}

std::string validate(const Scenario &s, int maxTokens)
{
    std::string error;
    if (s.mode == Mode::SelfAttention) {
        const long n = static_cast<long>(s.tokens.size());
        if (!(error = checkCount("tokens", n, "token", maxTokens)).empty())
            return error;
        if (!(error = checkLabelLengths("tokens", s.tokens)).empty())
            return error;
        if (s.embeddings.rows() != n)
            return "embeddings: expected one row per token (" + std::to_string(n) + "), got "
                   + std::to_string(s.embeddings.rows());
        const long d = static_cast<long>(s.embeddings.cols());
        if (!(error = checkCount("embeddings[0]", d, "column", limits::maxDimension)).empty())
            return error;
        if (!(error = checkFinite("embeddings", s.embeddings)).empty())
            return error;
        if (s.numHeads < 1)
            return "num_heads: must be at least 1, got " + std::to_string(s.numHeads);
        if (d % s.numHeads != 0)
            return "num_heads: d_model " + std::to_string(d) + " is not divisible by "
                   + std::to_string(s.numHeads) + " heads";
        const std::pair<const char *, const std::optional<MatrixD> *> projections[]
            = {{"projections.wq", &s.wq},
               {"projections.wk", &s.wk},
               {"projections.wv", &s.wv},
               {"projections.wo", &s.wo}};
        for (const auto &[key, w] : projections)
            if (w->has_value() && !(error = checkShape(key, **w, d, d)).empty())
                return error;
        if (s.bo) {
            if (s.bo->size() != d)
                return "projections.bo: expected " + std::to_string(d) + " numbers, got "
                       + std::to_string(s.bo->size());
            for (Eigen::Index i = 0; i < s.bo->size(); ++i)
                if (!std::isfinite((*s.bo)(i)))
                    return at("projections.bo", i) + ": not a finite number";
        }
    } else {
        const long m = static_cast<long>(s.q.rows());
        const long n = static_cast<long>(s.k.rows());
        if (!(error = checkCount("q", m, "query", maxTokens)).empty())
            return error;
        if (!(error = checkCount("k", n, "key", maxTokens)).empty())
            return error;
        const long dk = static_cast<long>(s.q.cols());
        if (!(error = checkCount("q[0]", dk, "column", limits::maxDimension)).empty())
            return error;
        if (!(error = checkFinite("q", s.q)).empty())
            return error;
        if (!(error = checkShape("k", s.k, n, dk)).empty())
            return error;
        if (s.v.rows() != n)
            return "v: expected one row per key (" + std::to_string(n) + "), got "
                   + std::to_string(s.v.rows());
        if (!(error
              = checkCount("v[0]", static_cast<long>(s.v.cols()), "column", limits::maxDimension))
                 .empty())
            return error;
        if (!(error = checkFinite("v", s.v)).empty())
            return error;
        if (!s.queryLabels.empty() && static_cast<long>(s.queryLabels.size()) != m)
            return "query_labels: expected " + std::to_string(m) + " labels, got "
                   + std::to_string(s.queryLabels.size());
        if (!s.keyLabels.empty() && static_cast<long>(s.keyLabels.size()) != n)
            return "key_labels: expected " + std::to_string(n) + " labels, got "
                   + std::to_string(s.keyLabels.size());
        if (!(error = checkLabelLengths("query_labels", s.queryLabels)).empty()
            || !(error = checkLabelLengths("key_labels", s.keyLabels)).empty())
            return error;
    }
    if (s.divisor && !(std::isfinite(*s.divisor) && *s.divisor > 0))
        return "divisor: must be a finite number greater than 0";
    if (s.divisor && *s.divisor > double(std::numeric_limits<float>::max()))
        return "divisor: must be at most 3.4e38, the largest number of the engine's single "
               "precision";
    const long keys = s.keyCount();
    if (!s.padding.empty() && static_cast<long>(s.padding.size()) != keys)
        return "padding: expected " + std::to_string(keys) + " booleans (one per key), got "
               + std::to_string(s.padding.size());
    if (s.mask) {
        if (s.mask->rows() != s.queryCount())
            return "mask: expected " + std::to_string(s.queryCount()) + " rows, got "
                   + std::to_string(s.mask->rows());
        if (s.mask->cols() != keys)
            return "mask: expected " + std::to_string(keys) + " columns, got "
                   + std::to_string(s.mask->cols());
    }
    if (s.target) {
        const long rows = s.queryCount();
        const long cols = s.outputDim();
        if (s.target->rows() != rows || s.target->cols() != cols)
            return "target: expected a " + std::to_string(rows) + " x " + std::to_string(cols)
                   + " matrix (n_queries x d_out, the output's shape), got "
                   + std::to_string(s.target->rows()) + " x " + std::to_string(s.target->cols());
        if (!(error = checkFinite("target", *s.target)).empty())
            return error;
    }
    return validatePositions(s);
}

BoolMatrix allowedMask(const Scenario &s)
{
    const int m = s.queryCount();
    const int n = s.keyCount();
    BoolMatrix allowed = s.mask ? *s.mask : BoolMatrix::Constant(m, n, true);
    // Whole runs at a time (one test per cell had been 2% of a recompute at n = 1024): a
    // causal row allows the keys up to query + offset, a padded key no query.
    if (s.causal) {
        const int offset
            = s.causalAlignment == CausalAlignment::BottomRight ? s.keyCount() - s.queryCount() : 0;
        for (int i = 0; i < m; ++i) {
            const int firstMasked = std::clamp(i + offset + 1, 0, n);
            allowed.row(i).tail(n - firstMasked).setConstant(false);
        }
    }
    for (int j = 0; j < int(s.padding.size()) && j < n; ++j) {
        if (s.padding[size_t(j)])
            allowed.col(j).setConstant(false);
    }
    return allowed;
}

bool causallyAllowed(const Scenario &s, int query, int key)
{
    if (!s.causal)
        return true;
    const int offset
        = s.causalAlignment == CausalAlignment::BottomRight ? s.keyCount() - s.queryCount() : 0;
    return key <= query + offset;
}

const char *causalAlignmentName(CausalAlignment alignment)
{
    return alignment == CausalAlignment::BottomRight ? "bottom-right" : "top-left";
}

} // namespace attn
