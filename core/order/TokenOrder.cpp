#include "TokenOrder.h"

#include "Random.h"
#include "ScenarioEdits.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <numeric>
#include <string>

namespace attn {

TokenPermutation reversedOrder(int n)
{
    TokenPermutation order(size_t(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        order[size_t(i)] = n - 1 - i;
    return order;
}

TokenPermutation shuffledOrder(int n, std::uint64_t seed)
{
    TokenPermutation order(size_t(std::max(n, 0)));
    std::iota(order.begin(), order.end(), 0);
    if (n < 2)
        return order;
    RandomSource random(seed);
    do {
        for (int i = n - 1; i > 0; --i) {
            const int j = std::min(i, int(random.uniform() * (i + 1)));
            std::swap(order[size_t(i)], order[size_t(j)]);
        }
    } while (isIdentity(order));
    return order;
}

bool isPermutation(const TokenPermutation &order, int n)
{
    if (int(order.size()) != n)
        return false;
    std::vector<bool> seen(size_t(n), false);
    for (int o : order) {
        if (o < 0 || o >= n || seen[size_t(o)])
            return false;
        seen[size_t(o)] = true;
    }
    return true;
}

bool isIdentity(const TokenPermutation &order)
{
    for (size_t i = 0; i < order.size(); ++i)
        if (order[i] != int(i))
            return false;
    return true;
}

TokenPermutation inverseOrder(const TokenPermutation &order)
{
    TokenPermutation inverse(order.size());
    for (size_t i = 0; i < order.size(); ++i)
        inverse[size_t(order[i])] = int(i);
    return inverse;
}

TokenPermutation composedOrder(const TokenPermutation &first, const TokenPermutation &second)
{
    TokenPermutation order(second.size());
    for (size_t i = 0; i < second.size(); ++i)
        order[i] = first[size_t(second[i])];
    return order;
}

Scenario withTokensPermuted(const Scenario &scenario, const TokenPermutation &order)
{
    return withTokensReordered(scenario, order);
}

namespace {

/// A token's identity for matching: its label and the bits of its numbers.
std::string tokenKey(const Scenario &s, int i)
{
    std::string key = s.tokens[size_t(i)];
    key += '\0';
    const auto append = [&key](const double *data, Eigen::Index count) {
        key.append(reinterpret_cast<const char *>(data), size_t(count) * sizeof(double));
    };
    append(s.embeddings.row(i).data(), s.embeddings.cols());
    key += s.padding.empty() ? 'n' : (s.padding[size_t(i)] ? 'p' : 'u');
    if (s.target)
        append(s.target->row(i).data(), s.target->cols());
    return key;
}

bool sameSettings(const Scenario &a, const Scenario &b)
{
    const auto sameOptional = [](const std::optional<MatrixD> &x, const std::optional<MatrixD> &y) {
        if (x.has_value() != y.has_value())
            return false;
        return !x || (x->rows() == y->rows() && x->cols() == y->cols() && *x == *y);
    };
    return a.numHeads == b.numHeads && sameOptional(a.wq, b.wq) && sameOptional(a.wk, b.wk)
           && sameOptional(a.wv, b.wv) && sameOptional(a.wo, b.wo)
           && a.bo.has_value() == b.bo.has_value() && (!a.bo || *a.bo == *b.bo)
           && a.scale == b.scale && a.divisor == b.divisor && a.causal == b.causal
           && a.causalAlignment == b.causalAlignment && a.padding.empty() == b.padding.empty()
           && a.mask.has_value() == b.mask.has_value()
           && a.target.has_value() == b.target.has_value();
}

} // namespace

std::optional<TokenPermutation> findTokenPermutation(const Scenario &before, const Scenario &after)
{
    if (before.mode != Mode::SelfAttention || after.mode != Mode::SelfAttention)
        return std::nullopt;
    const int n = int(before.tokens.size());
    if (n < 2 || int(after.tokens.size()) != n || before.embeddings.rows() != n
        || after.embeddings.rows() != n || before.embeddings.cols() != after.embeddings.cols()
        || !sameSettings(before, after))
        return std::nullopt;
    if (before.target && before.target->cols() != after.target->cols())
        return std::nullopt;
    std::map<std::string, int> rows;
    for (int i = 0; i < n; ++i)
        if (!rows.emplace(tokenKey(before, i), i).second)
            return std::nullopt; // two tokens alike: which went where is not in the numbers
    TokenPermutation order(static_cast<size_t>(n));
    std::vector<bool> used(static_cast<size_t>(n), false);
    for (int i = 0; i < n; ++i) {
        const auto found = rows.find(tokenKey(after, i));
        if (found == rows.end() || used[size_t(found->second)])
            return std::nullopt;
        order[size_t(i)] = found->second;
        used[size_t(found->second)] = true;
    }
    if (isIdentity(order))
        return std::nullopt;
    if (before.mask) {
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                if ((*after.mask)(i, j) != (*before.mask)(order[size_t(i)], order[size_t(j)]))
                    return std::nullopt;
    }
    return order;
}

OrderCheck compareUnderPermutation(const AttentionResult &before, const AttentionResult &after,
                                   const TokenPermutation &order, double tolerance)
{
    OrderCheck check;
    check.order = order;
    const int n = int(order.size());
    if (!before.ok || !after.ok || before.heads.size() != after.heads.size() || before.nQueries != n
        || after.nQueries != n || before.nKeys != n || after.nKeys != n
        || before.output.cols() != after.output.cols())
        return check;
    double weights = 0;
    for (size_t h = 0; h < before.heads.size(); ++h) {
        const Matrix &a = after.heads[h].weights;
        const Matrix &b = before.heads[h].weights;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                weights
                    = std::max(weights, std::abs(double(a(i, j))
                                                 - double(b(order[size_t(i)], order[size_t(j)]))));
    }
    double outputs = 0;
    for (int i = 0; i < n; ++i)
        for (Eigen::Index c = 0; c < after.output.cols(); ++c) {
            const double b = before.output(order[size_t(i)], c);
            outputs = std::max(outputs, std::abs(double(after.output(i, c)) - b)
                                            / std::max(1.0, std::abs(b)));
        }
    check.maxWeightDifference = weights;
    check.maxOutputDifference = outputs;
    check.weightsPermuted = weights <= tolerance;
    check.outputsPermuted = outputs <= tolerance;
    return check;
}

} // namespace attn
