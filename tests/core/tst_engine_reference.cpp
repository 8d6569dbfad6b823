// The optimised engine against a plain reference: double-precision loops written straight
// from the formulas (Vaswani et al. 2017, eq. 1; section 3.2.2), so that no optimisation
// of compute() (blocked products, fused row passes, threads) can silently change a result.

#include "Attention.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace attn;

namespace {

using Grid = std::vector<std::vector<double>>;

Grid grid(size_t rows, size_t cols)
{
    return Grid(rows, std::vector<double>(cols, 0.0));
}

/// Numbers that are exactly floats, so the engine's conversion to float changes nothing
/// and both sides start from the same inputs.
MatrixD floatMatrix(RandomSource &rng, int rows, int cols, double scale)
{
    MatrixD m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = double(float(scale * rng.next()));
    return m;
}

Grid product(const Grid &a, const MatrixD &b)
{
    Grid out = grid(a.size(), size_t(b.cols()));
    for (size_t i = 0; i < a.size(); ++i)
        for (Eigen::Index j = 0; j < b.cols(); ++j) {
            double sum = 0;
            for (Eigen::Index c = 0; c < b.rows(); ++c)
                sum += a[i][size_t(c)] * b(c, j);
            out[i][size_t(j)] = sum;
        }
    return out;
}

/// Statistics of a set of scores and of the softmax of each of their rows, by definition.
struct ReferenceStats
{
    std::vector<double> values;
    double maxWeightSum = 0;
    double entropySum = 0;
    double jacobianSum = 0;
    long rows = 0;

    void addRow(const std::vector<double> &allowedValues, const std::vector<double> &p,
                double *jacobianOut)
    {
        values.insert(values.end(), allowedValues.begin(), allowedValues.end());
        double maxWeight = 0, entropy = 0, jacobian2 = 0;
        for (size_t i = 0; i < p.size(); ++i) {
            maxWeight = std::max(maxWeight, p[i]);
            if (p[i] > 0)
                entropy -= p[i] * std::log(p[i]);
            for (size_t j = 0; j < p.size(); ++j) {
                const double d = (i == j ? p[i] : 0.0) - p[i] * p[j];
                jacobian2 += d * d;
            }
        }
        *jacobianOut = std::sqrt(jacobian2);
        maxWeightSum += maxWeight;
        entropySum += entropy;
        jacobianSum += *jacobianOut;
        ++rows;
    }

    ScoreStats result() const
    {
        ScoreStats s;
        const double n = double(values.size());
        for (double v : values)
            s.mean += v / n;
        double squares = 0;
        for (double v : values)
            squares += (v - s.mean) * (v - s.mean);
        s.std = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
        s.min = *std::min_element(values.begin(), values.end());
        s.max = *std::max_element(values.begin(), values.end());
        s.maxWeight = maxWeightSum / double(rows);
        s.entropy = entropySum / double(rows);
        s.jacobianNorm = jacobianSum / double(rows);
        s.entries = long(values.size());
        s.rows = rows;
        return s;
    }
};

/// Softmax over the allowed entries of a row (max subtracted; masked entries are 0).
std::vector<double> softmax(const std::vector<double> &x, const std::vector<bool> &allowed)
{
    double max = -INFINITY;
    for (size_t j = 0; j < x.size(); ++j)
        if (allowed[j])
            max = std::max(max, x[j]);
    std::vector<double> p(x.size(), 0.0);
    double sum = 0;
    for (size_t j = 0; j < x.size(); ++j)
        if (allowed[j])
            sum += p[j] = std::exp(x[j] - max);
    for (double &v : p)
        v /= sum;
    return p;
}

struct Reference
{
    std::vector<Grid> weights; ///< per head
    Grid output;
    std::vector<std::vector<double>> rawJacobian, scaledJacobian; ///< per head, per row
    std::vector<StatsPair> headStats;
    StatsPair stats;
};

Reference reference(const Scenario &s)
{
    const size_t n = size_t(s.embeddings.rows());
    const int dModel = int(s.embeddings.cols());
    const int dK = dModel / s.numHeads;
    const double sqrtDk = std::sqrt(double(dK));
    const double divisor = s.scale ? s.divisor.value_or(sqrtDk) : 1.0;
    Grid x = grid(n, size_t(dModel));
    for (size_t i = 0; i < n; ++i)
        for (int c = 0; c < dModel; ++c)
            x[i][size_t(c)] = s.embeddings(Eigen::Index(i), c);
    const Grid q = product(x, *s.wq), k = product(x, *s.wk), v = product(x, *s.wv);
    std::vector<std::vector<bool>> allowed(n, std::vector<bool>(n, true));
    for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j < n; ++j)
            allowed[i][j] = !(s.causal && j > i) && !(!s.padding.empty() && s.padding[j])
                            && (!s.mask || (*s.mask)(Eigen::Index(i), Eigen::Index(j)));

    Reference r;
    Grid concat = grid(n, size_t(dModel));
    ReferenceStats rawAll, scaledAll;
    for (int h = 0; h < s.numHeads; ++h) {
        const size_t c0 = size_t(h * dK);
        Grid weights = grid(n, n);
        std::vector<double> rawJ(n, 0.0), scaledJ(n, 0.0);
        ReferenceStats raw, scaled;
        for (size_t i = 0; i < n; ++i) {
            std::vector<double> scores(n), allowedRaw, allowedScaled;
            for (size_t j = 0; j < n; ++j) {
                double dot = 0;
                for (int c = 0; c < dK; ++c)
                    dot += q[i][c0 + size_t(c)] * k[j][c0 + size_t(c)];
                scores[j] = dot;
                if (allowed[i][j]) {
                    allowedRaw.push_back(dot);
                    allowedScaled.push_back(dot / sqrtDk);
                }
            }
            std::vector<double> divided(n);
            for (size_t j = 0; j < n; ++j)
                divided[j] = scores[j] / divisor;
            weights[i] = softmax(divided, allowed[i]);
            if (allowedRaw.empty())
                continue;
            std::vector<double> p;
            for (double value : softmax(scores, allowed[i]))
                p.push_back(value);
            std::vector<double> pAllowed, pScaledAllowed;
            std::vector<double> scaledScores(n);
            for (size_t j = 0; j < n; ++j)
                scaledScores[j] = scores[j] / sqrtDk;
            const std::vector<double> ps = softmax(scaledScores, allowed[i]);
            for (size_t j = 0; j < n; ++j)
                if (allowed[i][j]) {
                    pAllowed.push_back(p[j]);
                    pScaledAllowed.push_back(ps[j]);
                }
            double jr = 0, js = 0;
            raw.addRow(allowedRaw, pAllowed, &jr);
            scaled.addRow(allowedScaled, pScaledAllowed, &js);
            rawAll.addRow(allowedRaw, pAllowed, &jr);
            scaledAll.addRow(allowedScaled, pScaledAllowed, &js);
            rawJ[i] = jr;
            scaledJ[i] = js;
        }
        for (size_t i = 0; i < n; ++i)
            for (int c = 0; c < dK; ++c) {
                double sum = 0;
                for (size_t j = 0; j < n; ++j)
                    sum += weights[i][j] * v[j][c0 + size_t(c)];
                concat[i][c0 + size_t(c)] = sum;
            }
        r.weights.push_back(weights);
        r.rawJacobian.push_back(rawJ);
        r.scaledJacobian.push_back(scaledJ);
        r.headStats.push_back({raw.result(), scaled.result()});
    }
    r.output = product(concat, *s.wo);
    for (size_t i = 0; i < n; ++i)
        for (int c = 0; c < dModel; ++c)
            r.output[i][size_t(c)] += (*s.bo)(c);
    r.stats = {rawAll.result(), scaledAll.result()};
    return r;
}

/// |actual - expected| <= tolerance * max(1, |expected|)
bool close(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

void compareStats(const ScoreStats &a, const ScoreStats &e, double tolerance, const char *what)
{
    const double pairs[][2] = {{a.mean, e.mean},
                               {a.std, e.std},
                               {a.min, e.min},
                               {a.max, e.max},
                               {a.maxWeight, e.maxWeight},
                               {a.entropy, e.entropy},
                               {a.jacobianNorm, e.jacobianNorm}};
    const char *names[] = {"mean", "std", "min", "max", "max_weight", "entropy", "jacobian_norm"};
    for (size_t i = 0; i < std::size(pairs); ++i)
        QVERIFY2(close(pairs[i][0], pairs[i][1], tolerance),
                 qPrintable(QStringLiteral("%1 %2: %3, reference %4")
                                .arg(QLatin1String(what), QLatin1String(names[i]))
                                .arg(pairs[i][0], 0, 'g', 10)
                                .arg(pairs[i][1], 0, 'g', 10)));
    QCOMPARE(a.entries, e.entries);
    QCOMPARE(a.rows, e.rows);
}

} // namespace

class TestEngineReference : public QObject
{
    Q_OBJECT

private slots:
    void matchesNaiveDouble_data()
    {
        QTest::addColumn<bool>("scale");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("padding");
        QTest::addColumn<bool>("scatteredMask");
        QTest::newRow("scaled, causal and padding") << true << true << true << false;
        QTest::newRow("unscaled, causal and padding") << false << true << true << false;
        QTest::newRow("scaled, scattered mask") << true << false << true << true;
        QTest::newRow("unscaled, scattered mask") << false << false << true << true;
        QTest::newRow("scaled, no mask") << true << false << false << false;
    }

    void matchesNaiveDouble()
    {
        QFETCH(bool, scale);
        QFETCH(bool, causal);
        QFETCH(bool, padding);
        QFETCH(bool, scatteredMask);
        constexpr int n = 300, heads = 4, dModel = 64;
        RandomSource rng(300);
        Scenario s;
        for (int i = 0; i < n; ++i)
            s.tokens.push_back("t" + std::to_string(i));
        s.embeddings = floatMatrix(rng, n, dModel, 1);
        s.numHeads = heads;
        s.wq = floatMatrix(rng, dModel, dModel, 0.25);
        s.wk = floatMatrix(rng, dModel, dModel, 0.25);
        s.wv = floatMatrix(rng, dModel, dModel, 0.25);
        s.wo = floatMatrix(rng, dModel, dModel, 0.25);
        s.bo = floatMatrix(rng, dModel, 1, 0.1).col(0);
        s.scale = scale;
        s.causal = causal;
        if (padding) {
            // Padded keys at the end (as a batch pads), and one in the middle.
            s.padding.assign(size_t(n), false);
            for (int j = n - 20; j < n; ++j)
                s.padding[size_t(j)] = true;
            s.padding[150] = true;
        }
        if (scatteredMask) {
            BoolMatrix mask(n, n);
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    mask(i, j) = (i * 7 + j * 3) % 5 != 0;
            s.mask = mask;
        }

        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const Reference ref = reference(s);
        // Raw scores spread with std about 16 here, so most raw softmax rows are nearly
        // one-hot: the hard case for the Jacobian norm (1 - p_max cancels).
        QVERIFY(ref.stats.raw.maxWeight > 0.8);
        constexpr double tolerance = 1e-4;
        for (int h = 0; h < heads; ++h) {
            const HeadResult &head = r.heads[size_t(h)];
            for (int i = 0; i < n; ++i) {
                for (int j = 0; j < n; ++j)
                    QVERIFY2(close(head.weights(i, j), ref.weights[size_t(h)][size_t(i)][size_t(j)],
                                   tolerance),
                             qPrintable(QStringLiteral("head %1 weight (%2, %3): %4, reference %5")
                                            .arg(h)
                                            .arg(i)
                                            .arg(j)
                                            .arg(double(head.weights(i, j)))
                                            .arg(ref.weights[size_t(h)][size_t(i)][size_t(j)])));
                const double jacobians[][2]
                    = {{head.rawJacobian[size_t(i)], ref.rawJacobian[size_t(h)][size_t(i)]},
                       {head.scaledJacobian[size_t(i)], ref.scaledJacobian[size_t(h)][size_t(i)]}};
                for (const auto &pair : jacobians)
                    QVERIFY2(close(pair[0], pair[1], tolerance),
                             qPrintable(QStringLiteral("head %1 row %2 Jacobian norm: %3, "
                                                       "reference %4")
                                            .arg(h)
                                            .arg(i)
                                            .arg(pair[0], 0, 'g', 10)
                                            .arg(pair[1], 0, 'g', 10)));
            }
            compareStats(head.stats.raw, ref.headStats[size_t(h)].raw, tolerance, "head raw");
            compareStats(head.stats.scaled, ref.headStats[size_t(h)].scaled, tolerance,
                         "head scaled");
        }
        for (int i = 0; i < n; ++i)
            for (int c = 0; c < dModel; ++c)
                QVERIFY2(close(r.output(i, c), ref.output[size_t(i)][size_t(c)], tolerance),
                         qPrintable(QStringLiteral("output (%1, %2): %3, reference %4")
                                        .arg(i)
                                        .arg(c)
                                        .arg(double(r.output(i, c)))
                                        .arg(ref.output[size_t(i)][size_t(c)])));
        compareStats(r.stats.raw, ref.stats.raw, tolerance, "raw");
        compareStats(r.stats.scaled, ref.stats.scaled, tolerance, "scaled");
    }
};

QTEST_GUILESS_MAIN(TestEngineReference)
#include "tst_engine_reference.moc"
