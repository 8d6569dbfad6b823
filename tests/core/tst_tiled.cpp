// The tiled output-only path (online softmax over blocks of keys) against the full path:
// every built-in example, 200 seeded random scenarios and 200 more with rope or alibi
// positions, fully masked rows, the refusals of overflowing input (alibi's bias too), and
// the one-row trace the walkthrough shows. "Equal" is tiledMatches(): every output entry
// within 1e-5 of the largest magnitude of the full path's matrix (float32, summed in
// another order).

#include "Attention.h"
#include "Examples.h"
#include "Random.h"
#include "TestHelpers.h"
#include "TiledAttention.h"
#include "TiledTrace.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)

namespace {

const int blockSizes[] = {1, 3, 16, 64};
/// The examples' block sizes: one key at a time, sizes that divide 4, 5 and 6 tokens and
/// sizes that do not, and one block of every key.
const int exampleBlockSizes[] = {1, 2, 3, 4, 5, 7, 64};

MatrixD randomMatrix(RandomSource &rng, int rows, int cols, double scale = 1)
{
    MatrixD m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = scale * rng.next();
    return m;
}

int randomInt(RandomSource &rng, int min, int max)
{
    return min + int(rng.uniform() * (max - min + 1));
}

/// A seeded random scenario: either mode, 1-4 heads, scaling on, off or with a divisor,
/// and any combination of causal, padding and a custom mask, often with rows that have no
/// allowed key.
Scenario randomScenario(quint64 seed)
{
    RandomSource rng(seed);
    Scenario s;
    s.title = "random " + std::to_string(seed);
    const bool direct = rng.uniform() < 0.3;
    const int n = randomInt(rng, 1, rng.uniform() < 0.2 ? 150 : 70);
    const int m = direct ? randomInt(rng, 1, 140) : n;
    if (direct) {
        s.mode = Mode::Direct;
        const int dK = randomInt(rng, 1, 8);
        s.q = randomMatrix(rng, m, dK, 2);
        s.k = randomMatrix(rng, n, dK, 2);
        s.v = randomMatrix(rng, n, randomInt(rng, 1, 8));
    } else {
        s.numHeads = randomInt(rng, 1, 4);
        const int d = s.numHeads * randomInt(rng, 1, 6);
        for (int i = 0; i < n; ++i)
            s.tokens.push_back("t" + std::to_string(i));
        s.embeddings = randomMatrix(rng, n, d);
        if (rng.uniform() < 0.8) {
            s.wq = randomMatrix(rng, d, d, 0.8);
            s.wk = randomMatrix(rng, d, d, 0.8);
            s.wv = randomMatrix(rng, d, d, 0.8);
            s.wo = randomMatrix(rng, d, d, 0.8);
            s.bo = randomMatrix(rng, d, 1).col(0);
        }
    }
    const double scaling = rng.uniform();
    s.scale = scaling < 0.7;
    if (scaling < 0.25)
        s.divisor = 0.3 + 3 * rng.uniform();
    const int masks = randomInt(rng, 0, 7); // bits: causal, padding, custom
    s.causal = masks & 1;
    if (masks & 2) {
        s.padding.assign(size_t(n), false);
        for (int j = 0; j < n; ++j)
            s.padding[size_t(j)] = rng.uniform() < 0.3;
        if (rng.uniform() < 0.1)
            s.padding.assign(size_t(n), true); // every row fully masked
    }
    if (masks & 4) {
        BoolMatrix mask(m, n);
        const double density = rng.uniform();
        for (int i = 0; i < m; ++i) {
            const bool emptyRow = rng.uniform() < 0.15;
            for (int j = 0; j < n; ++j)
                mask(i, j) = !emptyRow && rng.uniform() < density;
        }
        s.mask = mask;
    }
    return s;
}

/// Tiled == full: every head's output and the final output within 1e-5 relative, the same
/// rows without keys and the same warnings.
void expectSameOutputs(const Scenario &s, int blockSize, const QString &what)
{
    const AttentionResult full = compute(s);
    QVERIFY2(full.ok, qPrintable(what + QStringLiteral(": ") + QString::fromStdString(full.error)));
    const TiledResult tiled = computeTiled(s, blockSize);
    QVERIFY2(tiled.ok,
             qPrintable(what + QStringLiteral(": ") + QString::fromStdString(tiled.error)));
    QCOMPARE(tiled.nQueries, full.nQueries);
    QCOMPARE(tiled.nKeys, full.nKeys);
    QCOMPARE(tiled.dModel, full.dModel);
    QCOMPARE(tiled.numHeads, full.numHeads);
    QCOMPARE(tiled.dK, full.dK);
    QCOMPARE(tiled.divisor, full.divisor);
    QCOMPARE(tiled.blockSize, blockSize);
    for (int h = 0; h < full.numHeads; ++h)
        QVERIFY2(tiledMatches(tiledHeadOutput(tiled, h), full.heads[size_t(h)].output),
                 qPrintable(what + QStringLiteral(", head %1").arg(h)));
    QVERIFY2(tiledMatches(tiled.output, full.output), qPrintable(what));
    QCOMPARE(tiled.rowsWithoutKeys, full.rowsWithoutKeys);
    QCOMPARE(tiled.warnings, full.warnings);
    for (int row : tiled.rowsWithoutKeys)
        for (int h = 0; h < tiled.numHeads; ++h)
            QVERIFY(tiledHeadOutput(tiled, h).row(row).isZero(0));
}

Scenario direct(const MatrixD &q, const MatrixD &k, const MatrixD &v)
{
    Scenario s;
    s.mode = Mode::Direct;
    s.q = q;
    s.k = k;
    s.v = v;
    return s;
}

MatrixD rows(std::initializer_list<std::initializer_list<double>> values)
{
    MatrixD m(Eigen::Index(values.size()), Eigen::Index(values.begin()->size()));
    int r = 0;
    for (const auto &row : values) {
        int c = 0;
        for (double x : row)
            m(r, c++) = x;
        ++r;
    }
    return m;
}

/// Each step of a trace is the online-softmax update of the one before it: m_new is the
/// larger of m_old and the block's largest allowed score, the correction is exp(m_old - m_new)
/// and l_new = l_old * correction + the sum of exp(s - m_new) over the block's allowed keys.
void expectConsistentSteps(const OnlineSoftmaxTrace &t)
{
    double sum = 0;
    for (const OnlineSoftmaxStep &step : t.steps) {
        QCOMPARE(step.maxBefore.has_value(), sum > 0);
        if (!step.anyAllowed) {
            QCOMPARE(step.maxAfter, step.maxBefore);
            QCOMPARE(step.correction, 1.0);
            QCOMPARE(step.sum, sum);
            continue;
        }
        double blockMax = -HUGE_VAL;
        for (size_t j = 0; j < step.scores.size(); ++j)
            if (step.allowed[j])
                blockMax = std::max(blockMax, step.scores[j]);
        const double max = std::max(step.maxBefore.value_or(-HUGE_VAL), blockMax);
        QCOMPARE(step.maxAfter.value(), max);
        const double correction = step.maxBefore ? std::exp(*step.maxBefore - max) : 0.0;
        EXPECT_NEAR(step.correction, correction, 1e-6);
        double expected = sum * correction;
        for (size_t j = 0; j < step.scores.size(); ++j)
            if (step.allowed[j])
                expected += std::exp(step.scores[j] - max);
        EXPECT_NEAR(step.sum, expected, 1e-5 * expected);
        sum = step.sum;
    }
}

} // namespace

class TestTiled : public QObject
{
    Q_OBJECT

private slots:
    void everyExample_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("blockSize");
        for (const ExampleInfo &e : builtInExamples())
            for (int b : exampleBlockSizes)
                QTest::addRow("%s, B = %d", qPrintable(e.name), b) << e.name << b;
    }

    void everyExample()
    {
        QFETCH(QString, example);
        QFETCH(int, blockSize);
        const Scenario s = testing::loadExampleOrDie(example);
        expectSameOutputs(s, blockSize, example);
    }

    void theEncodingsExamples_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("kind");
        QTest::addRow("rope") << QStringLiteral("positions-rope") << int(PositionKind::Rope);
        QTest::addRow("alibi") << QStringLiteral("positions-alibi") << int(PositionKind::Alibi);
    }

    void theEncodingsExamples()
    {
        // Rope rotates q and k before the blocks, alibi biases each pair inside a block: the
        // outputs are the full path's, and not those of the same scenario without positions
        // (so an encoding the tiled path ignored would fail here).
        QFETCH(QString, example);
        QFETCH(int, kind);
        const Scenario s = testing::loadExampleOrDie(example);
        QVERIFY(s.positions);
        QCOMPARE(int(s.positions->kind), kind);
        Scenario plain = s;
        plain.positions.reset();
        const AttentionResult without = compute(plain);
        QVERIFY(without.ok);
        for (int b : exampleBlockSizes) {
            expectSameOutputs(s, b, QStringLiteral("%1, B = %2").arg(example).arg(b));
            const TiledResult tiled = computeTiled(s, b);
            QVERIFY(!tiledMatches(tiled.output, without.output, 1e-3));
        }
    }

    void randomScenarios()
    {
        int fullyMaskedRows = 0;
        int multiHead = 0;
        int directMode = 0;
        for (quint64 seed = 1; seed <= 200; ++seed) {
            const Scenario s = randomScenario(seed);
            for (int b : blockSizes) {
                expectSameOutputs(s, b, QStringLiteral("seed %1, B = %2").arg(seed).arg(b));
                if (QTest::currentTestFailed())
                    return;
            }
            const AttentionResult full = compute(s);
            fullyMaskedRows += int(full.rowsWithoutKeys.size());
            multiHead += full.numHeads > 1 ? 1 : 0;
            directMode += s.mode == Mode::Direct ? 1 : 0;
        }
        // The scenarios do cover what they are meant to.
        QVERIFY(fullyMaskedRows > 100);
        QVERIFY(multiHead > 50);
        QVERIFY(directMode > 30);
    }

    void randomScenariosWithRopeOrAlibi()
    {
        int rope = 0;
        int alibi = 0;
        for (quint64 seed = 1001; seed <= 1200; ++seed) {
            Scenario s = randomScenario(seed);
            RandomSource rng(seed * 7919);
            PositionEncoding p;
            // Rope needs an even d_k; alibi takes any, with the default slopes or random ones
            // (negative too: the format allows any finite slope).
            p.kind = s.headDim() % 2 == 0 && rng.uniform() < 0.6 ? PositionKind::Rope
                                                                 : PositionKind::Alibi;
            if (p.kind == PositionKind::Rope) {
                if (rng.uniform() < 0.5)
                    p.base = 1 + 20000 * rng.uniform();
                ++rope;
            } else {
                if (rng.uniform() < 0.5) {
                    std::vector<double> slopes;
                    for (int h = 0; h < (s.mode == Mode::Direct ? 1 : s.numHeads); ++h)
                        slopes.push_back(2 * rng.next());
                    p.slopes = slopes;
                }
                ++alibi;
            }
            s.positions = p;
            QVERIFY2(validate(s).empty(), validate(s).c_str());
            for (int b : blockSizes) {
                expectSameOutputs(s, b, QStringLiteral("seed %1, B = %2").arg(seed).arg(b));
                if (QTest::currentTestFailed())
                    return;
            }
        }
        QVERIFY(rope > 50);
        QVERIFY(alibi > 50);
    }

    void aPerturbedOutputDoesNotMatch()
    {
        const TiledResult tiled
            = computeTiled(testing::loadExampleOrDie("seed000-step-by-step"), 2);
        QVERIFY(tiled.ok);
        Matrix changed = tiled.output;
        changed(1, 1) += Scalar(1e-3) * tiled.output.cwiseAbs().maxCoeff();
        QVERIFY(tiledMatches(tiled.output, tiled.output));
        QVERIFY(!tiledMatches(changed, tiled.output));
    }

    void moreKeysThanTheFileLimit()
    {
        // 5000 keys: compute() refuses (the n x n path's limit), the tiled path computes.
        RandomSource rng(7);
        const Scenario s = direct(randomMatrix(rng, 3, 4), randomMatrix(rng, 5000, 4),
                                  randomMatrix(rng, 5000, 2));
        QVERIFY(!compute(s).ok);
        const TiledResult tiled = computeTiled(s, 256);
        QVERIFY2(tiled.ok, tiled.error.c_str());
        for (int i = 0; i < 3; ++i) {
            // softmax(q k^T / 2) V in double, the textbook way.
            Eigen::VectorXd scores = (s.k * s.q.row(i).transpose()) / 2.0;
            const Eigen::VectorXd e = (scores.array() - scores.maxCoeff()).exp().matrix();
            const Eigen::RowVectorXd expected = (e.transpose() * s.v) / e.sum();
            for (int c = 0; c < 2; ++c)
                EXPECT_NEAR(tiled.output(i, c), expected(c), 1e-5);
        }
    }

    void overflowIsRefusedAsTheFullPathRefusesIt_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addRow("allowed score")
            << direct(rows({{1}, {1e30}}), rows({{1}, {1e30}}), rows({{1}, {2}}));
        Scenario masked = direct(rows({{1e30}, {1e-30}}), rows({{1}, {1e30}}), rows({{1}, {2}}));
        masked.causal = true; // the overflowing pair (0, 1) is blocked: still refused
        QTest::addRow("blocked score") << masked;
        Scenario temperature = direct(rows({{1}, {1e19}}), rows({{1}, {1e19}}), rows({{1}, {2}}));
        temperature.divisor = 1e-3;
        QTest::addRow("scaled score") << temperature;
        for (int h : {0, 1}) {
            // Two heads of one column each: only head h's scores overflow.
            Scenario heads;
            heads.tokens = {"a", "b"};
            heads.embeddings = h == 0 ? rows({{1e20, 1}, {1, 1}}) : rows({{1, 1e20}, {1, 1}});
            heads.numHeads = 2;
            QTest::addRow("head %d of 2", h) << heads;
        }
        // Alibi: a bias outside float's range at a pair the causal mask blocks (keys 1-4 are
        // never scored by query 0, so only a bound on the bias tells the tiled path it must
        // score their blocks), and a finite bias whose sum with a large score overflows.
        Scenario slope
            = direct(rows({{1}}), rows({{1}, {1}, {1}, {1}, {1}}), rows({{1}, {2}, {3}, {4}, {5}}));
        slope.causal = true;
        slope.positions = PositionEncoding{PositionKind::Alibi, {}, {}, std::vector<double>{1e38}};
        QTest::addRow("alibi bias") << slope;
        Scenario sum = direct(rows({{1e19}}), rows({{-3e19}}), rows({{1}}));
        sum.k = rows({{-3e19}, {-3e19}, {-3e19}});
        sum.v = rows({{1}, {2}, {3}});
        sum.scale = false;
        sum.causal = true;
        sum.positions = PositionEncoding{PositionKind::Alibi, {}, {}, std::vector<double>{1e38}};
        QTest::addRow("alibi bias plus score") << sum;
    }

    void overflowIsRefusedAsTheFullPathRefusesIt()
    {
        QFETCH(Scenario, scenario);
        QVERIFY2(validate(scenario).empty(), validate(scenario).c_str());
        const AttentionResult full = compute(scenario);
        QVERIFY(!full.ok);
        for (int b : blockSizes) {
            const TiledResult tiled = computeTiled(scenario, b);
            QVERIFY(!tiled.ok);
            QCOMPARE(tiled.error, full.error);
            QCOMPARE(tiled.output.size(), Eigen::Index(0));
        }
    }

    void badBlockSize()
    {
        const TiledResult tiled = computeTiled(testing::loadExampleOrDie(), 0);
        QVERIFY(!tiled.ok);
        QCOMPARE(tiled.error, std::string("block size: must be at least 1, got 0"));
    }

    void traceOfSeed002()
    {
        // q = [2, 0], keys [1, 0] and [0, 1], divisor sqrt(2): scores 1.414 and 0.
        const AttentionResult full
            = compute(testing::loadExampleOrDie("seed002-one-query-two-keys"));
        QVERIFY(full.ok);
        const OnlineSoftmaxTrace t = traceOnlineSoftmax(full, 0, 0, 1);
        QVERIFY2(t.ok, t.error.c_str());
        QCOMPARE(t.steps.size(), size_t(2));
        const OnlineSoftmaxStep &first = t.steps[0];
        const OnlineSoftmaxStep &second = t.steps[1];
        QCOMPARE(first.firstKey, 0);
        QCOMPARE(first.endKey, 1);
        EXPECT_NEAR(first.scores.at(0), 1.414, 5e-4);
        QVERIFY(!first.maxBefore);
        EXPECT_NEAR(first.maxAfter.value(), 1.414, 5e-4);
        QCOMPARE(first.correction, 0.0); // exp(-infinity - m)
        EXPECT_NEAR(first.sum, 1, 5e-4);
        EXPECT_NEAR(first.output.at(0), 10, 5e-4); // only k1 so far: its value
        EXPECT_NEAR(first.output.at(1), 0, 5e-4);
        EXPECT_NEAR(second.scores.at(0), 0, 5e-4);
        EXPECT_NEAR(second.maxBefore.value(), 1.414, 5e-4);
        EXPECT_NEAR(second.maxAfter.value(), 1.414, 5e-4);
        EXPECT_NEAR(second.correction, 1, 5e-4);
        EXPECT_NEAR(second.sum, 1.243, 5e-4);
        // The last step is the full softmax row and output: 0.804, 0.196 and 8.044, 1.956.
        EXPECT_NEAR(t.weights.at(0), 0.804, 5e-4);
        EXPECT_NEAR(t.weights.at(1), 0.196, 5e-4);
        EXPECT_NEAR(second.output.at(0), 8.044, 5e-4);
        EXPECT_NEAR(second.output.at(1), 1.956, 5e-4);
        QCOMPARE(t.output, second.output);
        QVERIFY(t.matchesFull);
        QVERIFY(t.weightDifference <= 1e-6);

        // One block of both keys: m and l at once.
        const OnlineSoftmaxTrace whole = traceOnlineSoftmax(full, 0, 0, 2);
        QCOMPARE(whole.steps.size(), size_t(1));
        EXPECT_NEAR(whole.steps[0].maxAfter.value(), 1.414, 5e-4);
        EXPECT_NEAR(whole.steps[0].sum, 1.243, 5e-4);
        QVERIFY(whole.matchesFull);
    }

    void traceWithABlockedFirstKey()
    {
        // Seed 002's exercise: k1 masked, so the first block changes nothing.
        const AttentionResult full
            = compute(testing::loadExampleOrDie("seed002-exercise-mask-first-key"));
        QVERIFY(full.ok);
        QVERIFY(!full.allowed(0, 0));
        const OnlineSoftmaxTrace t = traceOnlineSoftmax(full, 0, 0, 1);
        QVERIFY(t.ok);
        QCOMPARE(t.steps.size(), size_t(2));
        QVERIFY(!t.steps[0].anyAllowed);
        QVERIFY(!t.steps[0].maxAfter);
        QCOMPARE(t.steps[0].correction, 1.0);
        QCOMPARE(t.steps[0].sum, 0.0);
        QCOMPARE(t.steps[0].output, std::vector<double>(2, 0.0));
        QVERIFY(t.steps[1].anyAllowed);
        QCOMPARE(t.steps[1].correction, 0.0);
        EXPECT_NEAR(t.steps[1].sum, 1, 1e-7);
        QCOMPARE(t.weights, (std::vector<double>{0, 1}));
        QVERIFY(t.matchesFull);
    }

    void traceEndsAtTheFullRowEverywhere()
    {
        int rescaled = 0; // steps whose block raised the running maximum
        for (const ExampleInfo &e : builtInExamples()) {
            const AttentionResult full = compute(testing::loadExampleOrDie(e.name));
            QVERIFY(full.ok);
            for (int h = 0; h < full.numHeads; ++h)
                for (int i = 0; i < full.nQueries; ++i)
                    for (int b : {1, 2, 3, full.nKeys}) {
                        const OnlineSoftmaxTrace t = traceOnlineSoftmax(full, h, i, b);
                        QVERIFY(t.ok);
                        QCOMPARE(int(t.steps.size()), (full.nKeys + b - 1) / b);
                        QVERIFY2(t.matchesFull, qPrintable(QStringLiteral("%1 head %2 row %3 B %4")
                                                               .arg(e.name)
                                                               .arg(h)
                                                               .arg(i)
                                                               .arg(b)));
                        for (size_t j = 0; j < t.weights.size(); ++j)
                            EXPECT_NEAR(t.weights[j], full.heads[size_t(h)].weights(i, int(j)),
                                        1e-6);
                        expectConsistentSteps(t);
                        if (QTest::currentTestFailed())
                            return;
                        for (const OnlineSoftmaxStep &step : t.steps)
                            rescaled += step.correction > 0 && step.correction < 1 ? 1 : 0;
                    }
        }
        QVERIFY(rescaled > 20);
    }

    void traceRefusesWhatIsNotThere()
    {
        const AttentionResult full = compute(testing::loadExampleOrDie());
        QVERIFY(!traceOnlineSoftmax(full, full.numHeads, 0, 1).ok);
        QVERIFY(!traceOnlineSoftmax(full, 0, full.nQueries, 1).ok);
        QVERIFY(!traceOnlineSoftmax(full, 0, 0, 0).ok);
        QVERIFY(!traceOnlineSoftmax(AttentionResult(), 0, 0, 1).ok);
    }
};

QTEST_GUILESS_MAIN(TestTiled)
#include "tst_tiled.moc"
