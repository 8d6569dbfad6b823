// Every worked example of the course documents (seeds 000, 002 and 003), reproduced to the
// printed digits. Each is a built-in example the app ships; the inputs of seed 000 as PyTorch
// drew them are kept in tests/fixtures/seed000_tensors.json.

#include "Attention.h"
#include "Examples.h"
#include "TestHelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace attn;

class TestExamples : public QObject
{
    Q_OBJECT

private:
    static AttentionResult run(const QString &name, Scenario *scenarioOut = nullptr)
    {
        const Scenario s = testing::loadExampleOrDie(name);
        if (scenarioOut)
            *scenarioOut = s;
        AttentionResult r = compute(s);
        if (!r.ok)
            qFatal("%s: %s", qPrintable(name), r.error.c_str());
        return r;
    }

private slots:
    void everyExampleLoadsAndComputes()
    {
        const QList<ExampleInfo> examples = builtInExamples();
        QVERIFY(examples.size() >= 10);
        for (const ExampleInfo &e : examples) {
            Scenario s;
            QString error;
            QVERIFY2(loadExample(e.name, s, &error), qPrintable(error));
            QVERIFY2(!s.title.empty(), qPrintable(e.name));
            QVERIFY2(e.title != e.name, qPrintable(e.name)); // titles say what each shows
            const AttentionResult r = compute(s);
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY(r.output.allFinite());
        }
        QVERIFY(examples.first().name == QLatin1String("seed002-one-query-two-keys"));
        Scenario s;
        QVERIFY(loadExample(defaultExampleName(), s, nullptr));
    }

    void unknownExampleNamesItself()
    {
        Scenario s;
        QString error;
        QVERIFY(!loadExample(QStringLiteral("no-such-example"), s, &error));
        QVERIFY(error.contains(QLatin1String("no-such-example")));
    }

    // 1. seed 002: q = [2, 0]; k1 = [1, 0], k2 = [0, 1]; v1 = [10, 0], v2 = [0, 10]; d_k = 2
    void seed002OneQueryTwoKeys()
    {
        Scenario s;
        const AttentionResult r = run(QStringLiteral("seed002-one-query-two-keys"), &s);
        const HeadResult &h = r.heads[0];
        EXPECT_ROW(h.scores, 0, 1e-6, {2, 0});
        EXPECT_ROW(scaledScores(r, 0), 0, 5e-4, {1.414, 0});
        EXPECT_ROW(h.weights, 0, 5e-4, {0.804, 0.196});
        EXPECT_ROW(r.output, 0, 5e-3, {8.04, 1.96});

        // Without scaling: weights [0.881, 0.119]
        s.scale = false;
        const AttentionResult unscaled = compute(s);
        QVERIFY(unscaled.ok);
        EXPECT_ROW(unscaled.heads[0].weights, 0, 5e-4, {0.881, 0.119});
    }

    // 2. seed 002 exercise: v2 = [10, 10] -> output [10, 1.96]; the weights do not change
    void seed002ValueChange()
    {
        const AttentionResult before = run(QStringLiteral("seed002-one-query-two-keys"));
        const AttentionResult r = run(QStringLiteral("seed002-exercise-value-change"));
        EXPECT_ROW(r.output, 0, 5e-3, {10, 1.96});
        QCOMPARE(r.heads[0].weights, before.heads[0].weights);
    }

    // 3. seed 002 exercise: key 1 masked -> output = v2 = [0, 10]
    void seed002MaskFirstKey()
    {
        const AttentionResult r = run(QStringLiteral("seed002-exercise-mask-first-key"));
        QVERIFY(!r.allowed(0, 0));
        EXPECT_ROW(r.heads[0].weights, 0, 0, {0, 1});
        EXPECT_ROW(r.output, 0, 1e-6, {0, 10});
    }

    // 4. seed 000: x = step_by_step_x_4x3, W = I, scaled
    void seed000StepByStep()
    {
        const AttentionResult r = run(QStringLiteral("seed000-step-by-step"));
        const HeadResult &h = r.heads[0];
        QCOMPARE(h.scores.rows(), 4);
        QCOMPARE(h.scores.cols(), 4);
        for (int i = 0; i < 4; ++i)
            EXPECT_NEAR(h.weights.row(i).sum(), 1.0, 1e-6);
        EXPECT_ROW(h.weights, 0, 5e-4, {0.808, 0.146, 0.039, 0.008});
        EXPECT_ROW(r.output, 0, 5e-3, {1.34, -0.367, -1.99});
        EXPECT_NEAR(r.output(0, 1), -0.367, 5e-4); // printed to three decimals
    }

    // 5. seed 000: causal mask on the 4 x 4 scores, no scaling
    void seed000CausalMask()
    {
        const AttentionResult r = run(QStringLiteral("seed000-causal-mask"));
        const int blocked[4][4] = {{0, 1, 1, 1}, {0, 0, 1, 1}, {0, 0, 0, 1}, {0, 0, 0, 0}};
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                QCOMPARE(!r.allowed(i, j), bool(blocked[i][j]));
        const HeadResult &h = r.heads[0];
        EXPECT_ROW(h.weights, 3, 5e-4, {0.134, 0.41, 0.363, 0.093});
        EXPECT_ROW(h.weights, 0, 0, {1, 0, 0, 0});
        // The scores are used directly: Q = scores, K = I.
        QFile fixture(QStringLiteral(ATTENTION_LAB_FIXTURES_DIR "/seed000_tensors.json"));
        QVERIFY2(fixture.open(QIODevice::ReadOnly), qPrintable(fixture.fileName()));
        const QJsonArray scores = QJsonDocument::fromJson(fixture.readAll())
                                      .object()
                                      .value(QLatin1String("causal_mask_scores_4x4"))
                                      .toArray();
        QCOMPARE(scores.size(), 4);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                QCOMPARE(h.scores(i, j), float(scores.at(i).toArray().at(j).toDouble()));
    }

    // 6. seed 000: one query, eight keys, d_k = 64
    void seed000ScaleStatistics()
    {
        const AttentionResult r = run(QStringLiteral("seed000-scale-statistics"));
        QCOMPARE(r.dK, 64);
        EXPECT_NEAR(r.stats.raw.std, 6.48, 5e-3);
        EXPECT_NEAR(r.stats.scaled.std, 0.81, 5e-3);
        EXPECT_NEAR(r.stats.raw.maxWeight, 0.812, 5e-4);
        EXPECT_NEAR(r.stats.scaled.maxWeight, 0.273, 5e-4);
        // Scaled statistics are the raw ones over sqrt(64) = 8.
        EXPECT_NEAR(r.stats.scaled.std * 8, r.stats.raw.std, 1e-5);
    }

    // 7. seed 003: "Orange is my favorite fruit", query "Orange"
    void seed003OrangeWeights()
    {
        const AttentionResult r = run(QStringLiteral("seed003-orange-weights"));
        EXPECT_ROW(r.heads[0].weights, 0, 5e-6, {0.21, 0.03, 0.05, 0.31, 0.40});
    }

    // 8. seed 003: the MultiHeadAttention class, against a straightforward re-implementation
    void seed003MultiHead()
    {
        Scenario s;
        const AttentionResult r = run(QStringLiteral("seed003-multi-head"), &s);
        QCOMPARE(r.numHeads, 2);
        QCOMPARE(r.dK, 2);
        const MatrixD x = s.embeddings;
        const MatrixD q = x * s.projection('q');
        const MatrixD k = x * s.projection('k');
        const MatrixD v = x * s.projection('v');
        const int n = int(x.rows());
        MatrixD concat(n, 4);
        for (int h = 0; h < 2; ++h) {
            for (int i = 0; i < n; ++i) {
                std::vector<double> w(static_cast<size_t>(n));
                double max = -1e300;
                for (int j = 0; j < n; ++j) {
                    double dot = 0;
                    for (int c = 0; c < 2; ++c)
                        dot += q(i, 2 * h + c) * k(j, 2 * h + c);
                    w[size_t(j)] = dot / std::sqrt(2.0);
                    max = std::max(max, w[size_t(j)]);
                }
                double sum = 0;
                for (double &value : w)
                    sum += (value = std::exp(value - max));
                for (int c = 0; c < 2; ++c) {
                    double out = 0;
                    for (int j = 0; j < n; ++j)
                        out += w[size_t(j)] / sum * v(j, 2 * h + c);
                    concat(i, 2 * h + c) = out;
                }
            }
        }
        const MatrixD expected
            = (concat * s.projection('o')).rowwise() + s.outputBias().transpose();
        for (int i = 0; i < n; ++i)
            for (int c = 0; c < 4; ++c) {
                EXPECT_NEAR(r.concat(i, c), concat(i, c), 1e-5);
                EXPECT_NEAR(r.output(i, c), expected(i, c), 1e-5);
            }
        // The bias is really added: it is not zero in this example.
        QVERIFY(s.bo.has_value() && s.bo->norm() > 0);
    }

    void ownExamples()
    {
        Scenario s;
        const AttentionResult causal = run(QStringLiteral("multi-head-causal-d8"), &s);
        QCOMPARE(causal.numHeads, 2);
        QCOMPARE(causal.dModel, 8);
        for (const HeadResult &h : causal.heads)
            for (int i = 0; i < h.weights.rows(); ++i)
                for (int j = i + 1; j < h.weights.cols(); ++j)
                    QCOMPARE(h.weights(i, j), 0.0f);
        const AttentionResult padding = run(QStringLiteral("padding"), &s);
        for (int i = 0; i < padding.nQueries; ++i) {
            QCOMPARE(padding.heads[0].weights(i, 3), 0.0f);
            QCOMPARE(padding.heads[0].weights(i, 4), 0.0f);
            EXPECT_NEAR(padding.heads[0].weights.row(i).sum(), 1.0, 1e-6);
        }
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
