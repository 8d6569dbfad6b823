#include "ScenarioChecks.h"

#include "Attention.h"
#include "Backward.h"
#include "MemoryBudget.h"
#include "ScenarioFile.h"

#include <QStringList>

#include <cmath>
#include <utility>

namespace attn::fuzz {

namespace {

/// Above this many multiply-adds compute() is skipped: the fuzzer wants many inputs a
/// second, and big inputs exercise no other code than small ones.
constexpr double maxComputeCost = 4e6;

double computeCost(const Scenario &s)
{
    const double m = s.queryCount();
    const double n = s.keyCount();
    const double d = s.modelDim();
    if (s.mode == Mode::Direct)
        return m * n * (double(s.headDim()) + d);
    // Missing projections are built as d x d identities, so d^2 counts even for one token.
    return 4 * (n + 1) * d * d + 2 * n * n * d;
}

Scenario sentinel()
{
    Scenario s;
    s.title = "sentinel";
    s.tokens = {"x"};
    s.embeddings = MatrixD::Constant(1, 1, 0.5);
    return s;
}

QString finite(const Matrix &m, const char *what)
{
    if (m.allFinite())
        return {};
    return QStringLiteral("compute() returned ok with a non-finite entry in %1")
        .arg(QLatin1String(what));
}

QString finite(const ScoreStats &s, const char *what)
{
    for (double x : {s.mean, s.std, s.min, s.max, s.maxWeight, s.entropy, s.jacobianNorm})
        if (!std::isfinite(x))
            return QStringLiteral("compute() returned a non-finite statistic in %1")
                .arg(QLatin1String(what));
    if (s.maxWeight < 0 || s.maxWeight > 1 + 1e-5)
        return QStringLiteral("%1: max_weight %2 is outside [0, 1]")
            .arg(QLatin1String(what))
            .arg(s.maxWeight);
    if (s.entropy < 0 || s.std < 0 || s.min > s.max)
        return QStringLiteral("%1: negative entropy or std, or min > max").arg(QLatin1String(what));
    return {};
}

QString checkWeights(const HeadResult &head, const AttentionResult &r, int h)
{
    for (Eigen::Index i = 0; i < head.weights.rows(); ++i) {
        const bool any = r.allowed.row(i).any();
        double sum = 0;
        for (Eigen::Index j = 0; j < head.weights.cols(); ++j) {
            const double w = head.weights(i, j);
            if (w < 0 || (!r.allowed(i, j) && w != 0))
                return QStringLiteral("head %1 query %2 key %3: weight %4 is negative or not "
                                      "masked")
                    .arg(h)
                    .arg(i)
                    .arg(j)
                    .arg(w);
            sum += w;
        }
        if (any ? std::abs(sum - 1) > 1e-3 : sum != 0)
            return QStringLiteral("head %1 query %2: weights sum to %3").arg(h).arg(i).arg(sum);
    }
    return {};
}

QString checkResult(const Scenario &s, const AttentionResult &r)
{
    if (!r.ok)
        return r.error.empty() ? QStringLiteral("compute() failed without a message") : QString();
    if (r.nQueries != s.queryCount() || r.nKeys != s.keyCount() || r.allowed.rows() != r.nQueries
        || r.allowed.cols() != r.nKeys || r.output.rows() != r.nQueries
        || int(r.heads.size()) != r.numHeads)
        return QStringLiteral("compute() returned the wrong shapes");
    QString why;
    using Named = std::pair<const Matrix *, const char *>;
    const Named matrices[] = {{&r.x, "x"},    {&r.qAll, "Q"},        {&r.kAll, "K"},
                              {&r.vAll, "V"}, {&r.concat, "concat"}, {&r.output, "output"}};
    for (const auto &[m, what] : matrices)
        if (!(why = finite(*m, what)).isEmpty())
            return why;
    for (int h = 0; h < r.numHeads; ++h) {
        const HeadResult &head = r.heads[size_t(h)];
        const Matrix scaled = scaledScores(r, h);
        const Named parts[] = {{&head.q, "head.q"},          {&head.k, "head.k"},
                               {&head.v, "head.v"},          {&head.scores, "head.scores"},
                               {&scaled, "head.scaled"},     {&head.weights, "head.weights"},
                               {&head.output, "head.output"}};
        for (const auto &[m, what] : parts)
            if (!(why = finite(*m, what)).isEmpty())
                return why;
        if (!(why = finite(head.stats.raw, "head stats raw")).isEmpty()
            || !(why = finite(head.stats.scaled, "head stats scaled")).isEmpty()
            || !(why = checkWeights(head, r, h)).isEmpty())
            return why;
        for (const std::vector<double> *v : {&head.rawJacobian, &head.scaledJacobian})
            for (double x : *v)
                if (!std::isfinite(x))
                    return QStringLiteral("head %1: a non-finite Jacobian norm").arg(h);
    }
    if (!(why = finite(r.stats.raw, "stats.raw")).isEmpty()
        || !(why = finite(r.stats.scaled, "stats.scaled")).isEmpty())
        return why;
    return {};
}

/// The bytes a computed result holds, as its matrices have them.
std::uint64_t keptBytes(const AttentionResult &r)
{
    std::uint64_t floats = std::uint64_t(r.x.size() + r.qAll.size() + r.kAll.size() + r.vAll.size()
                                         + r.concat.size() + r.output.size());
    std::uint64_t doubles = 0;
    for (const HeadResult &h : r.heads) {
        floats += std::uint64_t(h.q.size() + h.k.size() + h.v.size() + h.scores.size()
                                + h.weights.size() + h.output.size());
        doubles += h.rawJacobian.size() + h.scaledJacobian.size();
    }
    return 4 * floats + 8 * doubles + std::uint64_t(r.allowed.size());
}

/// The memory budget: the estimate bounds what the result keeps, and a budget one byte
/// below it makes compute() refuse, naming the estimate, before it allocates.
QString checkBudget(const Scenario &s, const AttentionResult *computed)
{
    const MemoryEstimate e = estimateComputeMemory(s);
    if (computed && computed->ok && keptBytes(*computed) > e.bytes)
        return QStringLiteral("the result keeps %1 bytes, more than the estimate of %2")
            .arg(keptBytes(*computed))
            .arg(e.bytes);
    if (e.bytes < 2)
        return QStringLiteral("the memory estimate is %1 bytes").arg(e.bytes);
    const std::uint64_t saved = memoryBudget();
    setMemoryBudget(e.bytes - 1);
    const AttentionResult refused = compute(s);
    setMemoryBudget(saved);
    if (refused.ok || refused.error != memoryBudgetError(e, e.bytes - 1))
        return QStringLiteral("a budget below the estimate did not refuse: ")
               + QString::fromStdString(refused.error);
    return {};
}

} // namespace

QString checkScenarioBytes(const QByteArray &bytes, Outcome *outcome)
{
    const Scenario before = sentinel();
    Scenario s = before;
    QString error;
    QStringList warnings;
    if (outcome)
        *outcome = Outcome::Rejected;
    if (!parseScenario(bytes, s, &error, &warnings)) {
        if (error.isEmpty())
            return QStringLiteral("parseScenario() failed without a message");
        if (s != before)
            return QStringLiteral("parseScenario() failed but changed its output: ") + error;
        return {};
    }
    if (outcome)
        *outcome = Outcome::Loaded;
    const std::string invalid = validate(s);
    if (!invalid.empty())
        return QStringLiteral("loaded, but validate() says: ") + QString::fromStdString(invalid);

    if (computeCost(s) <= maxComputeCost) {
        const AttentionResult r = compute(s);
        QString why = checkResult(s, r);
        if (why.isEmpty())
            why = checkBudget(s, &r);
        if (!why.isEmpty())
            return why;
        if (s.target) {
            // The backward pass refuses only with a message, and never returns a non-finite
            // number (it checks every gradient itself).
            const Gradients g = lossGradients(s);
            if (!g.ok && g.error.empty())
                return QStringLiteral("lossGradients() failed without a message");
            if (g.ok
                && (!std::isfinite(g.loss)
                    || g.heads.size() != size_t(s.mode == Mode::Direct ? 1 : s.numHeads)))
                return QStringLiteral("lossGradients() returned a non-finite loss or wrong heads");
        }
    } else if (const QString why = checkBudget(s, nullptr); !why.isEmpty()) {
        return why;
    }

    const QByteArray text = serializeScenario(s);
    Scenario again;
    if (!parseScenario(text, again, &error))
        return QStringLiteral("the saved text does not load again: ") + error;
    if (again != s)
        return QStringLiteral("the saved text loads as a different scenario");
    if (serializeScenario(again) != text)
        return QStringLiteral("saving twice gives different text");
    return {};
}

} // namespace attn::fuzz
