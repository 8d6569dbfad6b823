#include "KvCache.h"

#include "EngineInputs.h"
#include "Positions.h"
#include "RowPasses.h"
#include "Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

bool finiteRow(const RowVector &row)
{
    return row.allFinite();
}

Matrix toFloat(const MatrixD &m)
{
    return m.cast<Scalar>();
}

} // namespace

int KvCache::causalKeyLimit(const Scenario &s, int query)
{
    const int nk = s.keyCount();
    int limit = query + 1;
    if (s.causalAlignment == CausalAlignment::BottomRight)
        limit += nk - s.queryCount();
    return std::clamp(limit, 0, nk);
}

KvCache::KvCache(const Scenario &scenario)
    : m_scenario(scenario)
    , m_queries(scenario.queryCount())
    , m_keyCount(scenario.keyCount())
    , m_heads(scenario.mode == Mode::Direct ? 1 : scenario.numHeads)
    , m_dK(scenario.mode == Mode::Direct ? scenario.headDim()
                                         : scenario.modelDim() / std::max(1, scenario.numHeads))
    , m_dV(scenario.mode == Mode::Direct ? int(scenario.v.cols()) : m_dK)
    , m_divisor(Scalar(engine::scoreDivisor(scenario)))
{
    if (scenario.mode == Mode::SelfAttention) {
        m_wq = toFloat(scenario.projection('q'));
        m_wk = toFloat(scenario.projection('k'));
        m_wv = toFloat(scenario.projection('v'));
        m_wo = toFloat(scenario.projection('o'));
        m_bo = scenario.outputBias().transpose().cast<Scalar>();
        m_positionTable = toFloat(positionTable(scenario));
    }
    if (scenario.positions && scenario.positions->kind == PositionKind::Rope) {
        m_rope = true;
        m_ropeBase = scenario.positions->effectiveBase();
    }
    if (scenario.positions && scenario.positions->kind == PositionKind::Alibi)
        m_slopes = alibiSlopes(scenario);
    m_keys.assign(size_t(m_heads), Matrix(0, m_dK));
    m_values.assign(size_t(m_heads), Matrix(0, m_dV));
}

RowVector KvCache::tokenRow(int token) const
{
    RowVector x = m_scenario.embeddings.row(token).cast<Scalar>();
    if (m_positionTable.size() != 0)
        x += m_positionTable.row(token); // x_t + PE(t), in floats as the engine adds them
    return x;
}

void KvCache::rotateHeads(RowVector &row, int position) const
{
    if (!m_rope)
        return;
    // Each head's q or k turned by its own position, once: a cached key is never turned again.
    for (int h = 0; h < m_heads; ++h)
        rotatePairsAt(row.segment(h * m_dK, m_dK), position, m_ropeBase);
}

bool KvCache::appendKey(int key)
{
    RowVector k, v;
    if (m_scenario.mode == Mode::Direct) {
        k = m_scenario.k.row(key).cast<Scalar>();
        v = m_scenario.v.row(key).cast<Scalar>();
    } else {
        // Only the new token's row is projected: x_j W_k and x_j W_v.
        const RowVector x = tokenRow(key);
        k = x * m_wk;
        v = x * m_wv;
    }
    rotateHeads(k, key);
    if (!finiteRow(k) || !finiteRow(v)) {
        m_error = "key " + std::to_string(key) + ": its key or value overflows";
        return false;
    }
    for (int h = 0; h < m_heads; ++h) {
        Matrix &keys = m_keys[size_t(h)];
        Matrix &values = m_values[size_t(h)];
        keys.conservativeResize(keys.rows() + 1, Eigen::NoChange);
        values.conservativeResize(values.rows() + 1, Eigen::NoChange);
        keys.row(keys.rows() - 1) = k.segment(h * m_dK, m_dK);
        values.row(values.rows() - 1) = v.segment(h * m_dV, m_dV);
    }
    ++m_cached;
    return true;
}

RowVector KvCache::queryRow(int query)
{
    RowVector q = m_scenario.mode == Mode::Direct
                      ? RowVector(m_scenario.q.row(query).cast<Scalar>())
                      : RowVector(tokenRow(query) * m_wq);
    rotateHeads(q, query);
    return q;
}

bool KvCache::step()
{
    const int i = stepsDone();
    if (i >= m_queries) {
        m_error = "every query row is computed";
        return false;
    }
    GenerationStep s;
    s.query = i;
    const int before = m_cached;
    const int limit = causalKeyLimit(m_scenario, i);
    while (m_cached < limit)
        if (!appendKey(m_cached))
            return false;
    s.keysAdded = m_cached - before;
    s.cachedKeys = m_cached;
    const RowVector q = queryRow(i);
    if (!finiteRow(q)) {
        m_error = "query " + std::to_string(i) + " overflows";
        return false;
    }
    const int c = m_cached;
    std::vector<int> allowed;
    for (int j = 0; j < c; ++j) {
        const bool padded = !m_scenario.padding.empty() && m_scenario.padding[size_t(j)];
        const bool blocked = m_scenario.mask && !(*m_scenario.mask)(i, j);
        if (!padded && !blocked)
            allowed.push_back(j);
    }
    RowVector concat = RowVector::Zero(m_heads * m_dV);
    std::vector<Scalar> y(size_t(std::max<size_t>(allowed.size(), 1)));
    std::vector<Scalar> e(y.size());
    for (int h = 0; h < m_heads; ++h) {
        const Matrix &keys = m_keys[size_t(h)];
        // The one new row of Q K^T: q_i against the c cached keys, nothing else.
        RowVector scores = q.segment(h * m_dK, m_dK) * keys.transpose();
        if (!finiteRow(scores)) {
            m_error = "the scores of query " + std::to_string(i) + " overflow";
            return false;
        }
        RowVector weights = RowVector::Zero(c);
        if (!allowed.empty()) {
            Scalar hi = -std::numeric_limits<Scalar>::infinity();
            for (size_t a = 0; a < allowed.size(); ++a) {
                const Scalar x = scores[allowed[a]];
                y[a] = m_divisor != Scalar(1) ? x / m_divisor : x;
                if (!m_slopes.empty()) // alibi's bias for the pair (i, j), as compute() adds it
                    y[a] += alibiBias(m_slopes[size_t(h)], i, allowed[a]);
                if (!std::isfinite(y[a])) {
                    m_error = "the scaled scores of head " + std::to_string(h) + ", query "
                              + std::to_string(i) + " overflow at key "
                              + std::to_string(allowed[a]);
                    return false;
                }
                hi = std::max(hi, y[a]);
            }
            const SoftmaxRowSums sums
                = softmaxRowSums(y.data(), Eigen::Index(allowed.size()), hi, e.data());
            const Scalar total = Scalar(sums.sum());
            for (size_t a = 0; a < allowed.size(); ++a)
                weights[allowed[a]] = e[a] / total;
        }
        concat.segment(h * m_dV, m_dV) = weights * m_values[size_t(h)];
        s.scores.push_back(std::move(scores));
        s.weights.push_back(std::move(weights));
    }
    s.output = m_scenario.mode == Mode::Direct ? concat : RowVector(concat * m_wo + m_bo);
    if (!finiteRow(s.output)) {
        m_error = "the output of query " + std::to_string(i) + " overflows";
        return false;
    }
    s.scoreEntries = c;
    m_entries += c;
    m_steps.push_back(std::move(s));
    return true;
}

GenerationWork expectedGenerationWork(const Scenario &scenario)
{
    GenerationWork w;
    const int n = scenario.queryCount();
    const int heads = scenario.mode == Mode::Direct ? 1 : scenario.numHeads;
    const int dK = scenario.mode == Mode::Direct ? scenario.headDim()
                                                 : scenario.modelDim() / std::max(1, heads);
    const int dV = scenario.mode == Mode::Direct ? int(scenario.v.cols()) : dK;
    w.entryMultiplyAdds = (long long)heads * (dK + dV);
    w.cachedQueryRows = n;
    for (int i = 0; i < n; ++i) {
        const long long c = KvCache::causalKeyLimit(scenario, i);
        w.cachedEntries += c;
        w.recomputedQueryRows += i + 1;
        w.recomputedEntries += (i + 1) * c;
    }
    return w;
}

GenerationWork generationWorkUpTo(const Generation &g, int steps)
{
    GenerationWork w;
    w.entryMultiplyAdds = g.work.entryMultiplyAdds;
    const int count = std::clamp(steps, 0, int(g.steps.size()));
    for (int i = 0; i < count; ++i) {
        const GenerationStep &s = g.steps[size_t(i)];
        w.cachedQueryRows += 1;
        w.cachedEntries += s.scoreEntries;
        w.recomputedQueryRows += i + 1;
        w.recomputedEntries += (long long)(i + 1) * s.cachedKeys;
    }
    return w;
}

Generation generate(const Scenario &scenario)
{
    Generation g;
    const std::string invalid = validate(scenario);
    if (!invalid.empty()) {
        g.error = invalid;
        return g;
    }
    if (!scenario.causal) {
        g.error = "generation needs the causal mask: without it a query would see keys that "
                  "are not generated yet";
        return g;
    }
    const AttentionResult parallel = compute(scenario);
    if (!parallel.ok) {
        g.error = parallel.error;
        return g;
    }
    KvCache cache(scenario);
    while (cache.stepsDone() < cache.totalSteps())
        if (!cache.step()) {
            g.error = cache.error();
            return g;
        }
    const int nq = scenario.queryCount();
    const int nk = scenario.keyCount();
    const int heads = int(parallel.heads.size());
    g.nQueries = nq;
    g.nKeys = nk;
    g.numHeads = heads;
    g.dK = parallel.dK;
    g.dV = heads > 0 ? int(parallel.heads[0].v.cols()) : 0;
    g.steps = cache.steps();
    for (int h = 0; h < heads; ++h) {
        g.keys.push_back(cache.keys(h));
        g.values.push_back(cache.values(h));
        Matrix weights = Matrix::Zero(nq, nk);
        Matrix scores = Matrix::Zero(nq, nk);
        for (const GenerationStep &s : g.steps) {
            weights.row(s.query).head(s.cachedKeys) = s.weights[size_t(h)];
            scores.row(s.query).head(s.cachedKeys) = s.scores[size_t(h)];
        }
        const HeadResult &p = parallel.heads[size_t(h)];
        for (int i = 0; i < nq; ++i)
            for (int j = 0; j < nk; ++j) {
                g.maxWeightDifference
                    = std::max(g.maxWeightDifference,
                               std::abs(double(weights(i, j)) - double(p.weights(i, j))));
                if (j < g.steps[size_t(i)].cachedKeys) {
                    const double b = p.scores(i, j);
                    g.maxScoreDifference
                        = std::max(g.maxScoreDifference,
                                   std::abs(double(scores(i, j)) - b) / std::max(1.0, std::abs(b)));
                }
            }
        g.assembledWeights.push_back(std::move(weights));
        g.assembledScores.push_back(std::move(scores));
    }
    g.assembledOutput = Matrix(nq, parallel.output.cols());
    for (const GenerationStep &s : g.steps)
        g.assembledOutput.row(s.query) = s.output;
    for (int i = 0; i < nq; ++i)
        for (Eigen::Index c = 0; c < parallel.output.cols(); ++c) {
            const double b = parallel.output(i, c);
            g.maxOutputDifference
                = std::max(g.maxOutputDifference, std::abs(double(g.assembledOutput(i, c)) - b)
                                                      / std::max(1.0, std::abs(b)));
        }
    g.work = expectedGenerationWork(scenario);
    // The cache's own count, not the formula's.
    g.work.cachedEntries = cache.scoreEntriesComputed();
    g.matchesParallel = g.maxWeightDifference <= generationTolerance
                        && g.maxScoreDifference <= generationTolerance
                        && g.maxOutputDifference <= generationTolerance;
    g.ok = true;
    return g;
}

} // namespace attn
