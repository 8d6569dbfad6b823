#include "ScenarioEdits.h"

#include "Attention.h"
#include "Positions.h"
#include "Random.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

template<typename Vector>
Vector eraseAt(Vector v, int index)
{
    v.erase(v.begin() + index);
    return v;
}

template<typename M>
M resized(const M &m, int rows, int columns, bool identityDiagonal)
{
    M out = M::Zero(rows, columns);
    const int r = std::min<int>(rows, int(m.rows()));
    const int c = std::min<int>(columns, int(m.cols()));
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    if (identityDiagonal)
        for (int i = std::min(r, c); i < std::min(rows, columns); ++i)
            out(i, i) = 1;
    return out;
}

} // namespace

MatrixD randomMatrix(int rows, int columns, Distribution distribution, double scale,
                     std::uint64_t seed)
{
    RandomSource random(seed);
    MatrixD m(rows, columns);
    for (Eigen::Index i = 0; i < m.size(); ++i) {
        const double x
            = distribution == Distribution::Uniform ? 2.0 * random.uniform() - 1.0 : random.next();
        m.data()[i] = scale * x;
    }
    return m;
}

Scenario randomScenario(const RandomScenarioOptions &o)
{
    Scenario s;
    s.title = "Random scenario (seed " + std::to_string(o.seed) + ")";
    for (int i = 0; i < o.tokens; ++i)
        s.tokens.push_back("t" + std::to_string(i + 1));
    s.embeddings = randomMatrix(o.tokens, o.dModel, o.distribution, o.scale, o.seed);
    s.numHeads = divisors(o.dModel).contains(o.numHeads) ? o.numHeads : 1;
    if (o.randomProjections) {
        // Xavier-like: keeps the projected vectors about as large as the embeddings.
        const double w = 1.0 / std::sqrt(double(o.dModel));
        std::uint64_t seed = o.seed;
        for (std::optional<MatrixD> *p : {&s.wq, &s.wk, &s.wv, &s.wo})
            *p = randomMatrix(o.dModel, o.dModel, o.distribution, w, ++seed);
    }
    return s;
}

QList<int> divisors(int n)
{
    QList<int> result;
    for (int i = 1; i <= n; ++i)
        if (n % i == 0)
            result.append(i);
    return result;
}

std::string unusedTokenLabel(const Scenario &s, const std::string &base)
{
    std::string label = base;
    for (int i = 2; std::find(s.tokens.begin(), s.tokens.end(), label) != s.tokens.end(); ++i)
        label = base + ' ' + std::to_string(i);
    return label;
}

Scenario withTokenInserted(const Scenario &scenario, int index, const std::string &label,
                           const MatrixD &row)
{
    Scenario s = scenario;
    const int n = int(s.tokens.size());
    const int d = int(s.embeddings.cols());
    s.tokens.insert(s.tokens.begin() + index, label);
    MatrixD x(n + 1, d);
    x.topRows(index) = scenario.embeddings.topRows(index);
    x.row(index) = row.row(0);
    x.bottomRows(n - index) = scenario.embeddings.bottomRows(n - index);
    s.embeddings = x;
    if (!s.padding.empty())
        s.padding.insert(s.padding.begin() + index, false);
    if (s.mask) {
        const BoolMatrix &old = *scenario.mask;
        BoolMatrix m = BoolMatrix::Constant(n + 1, n + 1, true);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                m(i < index ? i : i + 1, j < index ? j : j + 1) = old(i, j);
        s.mask = m;
    }
    if (s.target) {
        const MatrixD &old = *scenario.target;
        MatrixD t = MatrixD::Zero(n + 1, old.cols());
        t.topRows(index) = old.topRows(index);
        t.bottomRows(n - index) = old.bottomRows(n - index);
        s.target = t;
    }
    fitPositionTable(s);
    return s;
}

Scenario withTokenRemoved(const Scenario &scenario, int index)
{
    Scenario s = scenario;
    const int n = int(s.tokens.size());
    s.tokens = eraseAt(s.tokens, index);
    MatrixD x(n - 1, s.embeddings.cols());
    x.topRows(index) = scenario.embeddings.topRows(index);
    x.bottomRows(n - 1 - index) = scenario.embeddings.bottomRows(n - 1 - index);
    s.embeddings = x;
    if (!s.padding.empty())
        s.padding = eraseAt(s.padding, index);
    if (s.mask) {
        const BoolMatrix &old = *scenario.mask;
        BoolMatrix m(n - 1, n - 1);
        for (int i = 0; i < n - 1; ++i)
            for (int j = 0; j < n - 1; ++j)
                m(i, j) = old(i < index ? i : i + 1, j < index ? j : j + 1);
        s.mask = m;
    }
    if (s.target) {
        const MatrixD &old = *scenario.target;
        MatrixD t(n - 1, old.cols());
        t.topRows(index) = old.topRows(index);
        t.bottomRows(n - 1 - index) = old.bottomRows(n - 1 - index);
        s.target = t;
    }
    fitPositionTable(s);
    return s;
}

Scenario withTokensReordered(const Scenario &scenario, const std::vector<int> &order)
{
    Scenario s = scenario;
    const int n = int(order.size());
    for (int i = 0; i < n; ++i) {
        const int old = order[size_t(i)];
        s.tokens[size_t(i)] = scenario.tokens[size_t(old)];
        s.embeddings.row(i) = scenario.embeddings.row(old);
        if (!s.padding.empty())
            s.padding[size_t(i)] = scenario.padding[size_t(old)];
        if (s.mask)
            for (int j = 0; j < n; ++j)
                (*s.mask)(i, j) = (*scenario.mask)(old, order[size_t(j)]);
        if (s.target)
            s.target->row(i) = scenario.target->row(old);
    }
    return s;
}

std::vector<int> movedOrder(int count, int from, int to)
{
    std::vector<int> order(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        order[size_t(i)] = i;
    const int moved = order[size_t(from)];
    order.erase(order.begin() + from);
    order.insert(order.begin() + to, moved);
    return order;
}

Scenario withTokenMoved(const Scenario &scenario, int from, int to)
{
    return withTokensReordered(scenario, movedOrder(int(scenario.tokens.size()), from, to));
}

Scenario withModelDim(const Scenario &scenario, int dModel)
{
    Scenario s = scenario;
    s.embeddings = resized(scenario.embeddings, int(scenario.embeddings.rows()), dModel, false);
    for (std::optional<MatrixD> *w : {&s.wq, &s.wk, &s.wv, &s.wo})
        if (*w)
            **w = resized(**w, dModel, dModel, true);
    if (s.bo) {
        VectorD bo = VectorD::Zero(dModel);
        const int kept = std::min<int>(dModel, int(scenario.bo->size()));
        bo.head(kept) = scenario.bo->head(kept);
        s.bo = bo;
    }
    if (s.target)
        s.target = resized(*scenario.target, int(scenario.target->rows()), dModel, false);
    fitPositionTable(s);
    int heads = 1;
    for (int h : divisors(dModel))
        if (h <= scenario.numHeads)
            heads = h;
    s.numHeads = heads;
    return s;
}

Scenario withNumHeads(const Scenario &scenario, int numHeads)
{
    Scenario s = scenario;
    s.numHeads = numHeads;
    return s;
}

Scenario toDirectMode(const Scenario &scenario)
{
    Scenario s;
    s.title = scenario.title;
    s.mode = Mode::Direct;
    const AttentionResult r = compute(scenario);
    if (r.ok && !r.heads.empty()) {
        s.q = r.heads.front().q.cast<double>();
        s.k = r.heads.front().k.cast<double>();
        s.v = r.heads.front().v.cast<double>();
    } else {
        // The engine refused the scenario: identity projections keep the user's numbers.
        s.q = s.k = s.v = scenario.embeddings;
    }
    s.queryLabels = scenario.tokens;
    s.keyLabels = scenario.tokens;
    s.scale = scenario.scale;
    s.divisor = scenario.divisor;
    s.causal = scenario.causal;
    s.causalAlignment = scenario.causalAlignment;
    s.padding = scenario.padding;
    s.mask = scenario.mask;
    s.unknownKeys = scenario.unknownKeys;
    return s;
}

Scenario toSelfAttentionMode(const Scenario &scenario)
{
    Scenario s;
    s.title = scenario.title;
    s.mode = Mode::SelfAttention;
    s.tokens = scenario.effectiveKeyLabels();
    s.embeddings = scenario.k;
    s.numHeads = 1;
    s.scale = scenario.scale;
    s.divisor = scenario.divisor;
    s.causal = scenario.causal;
    s.causalAlignment = scenario.causalAlignment;
    s.padding = scenario.padding;
    if (scenario.q.rows() == scenario.k.rows())
        s.mask = scenario.mask;
    s.unknownKeys = scenario.unknownKeys;
    return s;
}

} // namespace attn
