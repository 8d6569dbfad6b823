// Generation with a key-value cache: each step computes one query row against the cached
// keys; the rows assembled from the steps equal the parallel causal computation, and the
// work counter's numbers are the cache's own count and the stated formulas.

#include "Attention.h"
#include "CrossAttention.h"
#include "Examples.h"
#include "KvCache.h"
#include "ScenarioEdits.h"
#include "TestHelpers.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)

class TestGeneration : public QObject
{
    Q_OBJECT

private slots:
    /// Every causal built-in example, in both alignments.
    void assembledEqualsParallel_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<bool>("bottomRight");
        int causal = 0;
        for (const ExampleInfo &e : builtInExamples()) {
            if (!testing::loadExampleOrDie(e.name).causal)
                continue;
            ++causal;
            QTest::addRow("%s/top-left", qPrintable(e.name)) << e.name << false;
            QTest::addRow("%s/bottom-right", qPrintable(e.name)) << e.name << true;
        }
        QVERIFY(causal >= 2);
    }

    void assembledEqualsParallel()
    {
        QFETCH(QString, example);
        QFETCH(bool, bottomRight);
        Scenario s = testing::loadExampleOrDie(example);
        if (bottomRight)
            s.causalAlignment = CausalAlignment::BottomRight;
        const Generation g = generate(s);
        QVERIFY2(g.ok, g.error.c_str());
        QVERIFY(g.matchesParallel);
        QVERIFY(g.maxWeightDifference <= 1e-6);
        QVERIFY(g.maxScoreDifference <= 1e-6);
        QVERIFY(g.maxOutputDifference <= 1e-6);
        const AttentionResult parallel = compute(s);
        QCOMPARE(int(g.steps.size()), parallel.nQueries);
        for (int h = 0; h < parallel.numHeads; ++h)
            for (int i = 0; i < parallel.nQueries; ++i)
                for (int j = 0; j < parallel.nKeys; ++j)
                    EXPECT_NEAR(g.assembledWeights[size_t(h)](i, j),
                                parallel.heads[size_t(h)].weights(i, j), 1e-6);
    }

    /// Every built-in example with a positional encoding, causal on, scaled and not: the
    /// cache adds the table's row to each new x (sinusoidal, learned), rotates each new q and
    /// k by its own position once (rope), adds alibi's −slope_h · |i − j| to each scaled
    /// score of the new row; its rows equal the parallel computation's to float precision.
    /// Without this the cache ignored rope and alibi (weights off by 0.194 and 0.277).
    void positionsEqualParallel_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QSet<int> kinds;
        for (const ExampleInfo &e : builtInExamples()) {
            Scenario s = testing::loadExampleOrDie(e.name);
            if (!s.positions)
                continue;
            kinds.insert(int(s.positions->kind));
            s.causal = true;
            QTest::addRow("%s/scaled", qPrintable(e.name)) << s;
            s.scale = false;
            QTest::addRow("%s/unscaled", qPrintable(e.name)) << s;
        }
        QCOMPARE(kinds.size(), 4); // sinusoidal, learned, rope and alibi
        // Several heads, each rotated or biased on its own; and q, k, v given directly.
        for (PositionKind kind : {PositionKind::Rope, PositionKind::Alibi}) {
            RandomScenarioOptions options;
            options.tokens = 7;
            options.dModel = 12;
            options.numHeads = 3;
            options.seed = 11;
            Scenario r = randomScenario(options);
            r.causal = true;
            r.positions = PositionEncoding{kind, {}, {}, {}};
            QTest::addRow("random 3 heads/%s", positionKindName(kind)) << r;
            Scenario direct;
            direct.mode = Mode::Direct;
            direct.q = randomMatrix(4, 4, Distribution::Normal, 1, 21);
            direct.k = randomMatrix(6, 4, Distribution::Normal, 1, 22);
            direct.v = randomMatrix(6, 3, Distribution::Normal, 1, 23);
            direct.causal = true;
            direct.causalAlignment = CausalAlignment::BottomRight;
            direct.positions = PositionEncoding{kind, {}, {}, {}};
            if (kind == PositionKind::Alibi)
                direct.positions->slopes = std::vector<double>{0.75};
            QTest::addRow("direct bottom-right/%s", positionKindName(kind)) << direct;
        }
    }

    void positionsEqualParallel()
    {
        QFETCH(Scenario, scenario);
        const AttentionResult parallel = compute(scenario);
        QVERIFY2(parallel.ok, parallel.error.c_str());
        const Generation g = generate(scenario);
        QVERIFY2(g.ok, g.error.c_str());
        QVERIFY(g.matchesParallel);
        QVERIFY(g.maxWeightDifference <= 1e-6);
        QVERIFY(g.maxScoreDifference <= 1e-6);
        QVERIFY(g.maxOutputDifference <= 1e-6);
        QCOMPARE(int(g.steps.size()), parallel.nQueries);
        for (const GenerationStep &step : g.steps) {
            const int i = step.query;
            for (int h = 0; h < parallel.numHeads; ++h) {
                const HeadResult &p = parallel.heads[size_t(h)];
                for (int j = 0; j < step.cachedKeys; ++j) {
                    EXPECT_NEAR(step.scores[size_t(h)][j], p.scores(i, j),
                                1e-6 * std::max(1.0, double(std::abs(p.scores(i, j)))));
                    EXPECT_NEAR(step.weights[size_t(h)][j], p.weights(i, j), 1e-6);
                }
                for (int j = step.cachedKeys; j < parallel.nKeys; ++j)
                    QCOMPARE(p.weights(i, j), 0.0f); // the keys not cached yet are masked
            }
            for (Eigen::Index c = 0; c < parallel.output.cols(); ++c)
                EXPECT_NEAR(step.output[c], parallel.output(i, c),
                            1e-6 * std::max(1.0, double(std::abs(parallel.output(i, c)))));
        }
        // The K cache holds the keys the parallel scores are made of: rotated for rope.
        for (int h = 0; h < parallel.numHeads; ++h) {
            const Matrix &k = parallel.heads[size_t(h)].k;
            QCOMPARE(g.keys[size_t(h)].rows(), k.rows());
            QVERIFY((g.keys[size_t(h)] - k).cwiseAbs().maxCoeff() <= 1e-6f);
            if (scenario.positions->kind == PositionKind::Rope) {
                const Matrix &unrotated = parallel.positions.kBeforeRotation[size_t(h)];
                QVERIFY((g.keys[size_t(h)] - unrotated).cwiseAbs().maxCoeff() > 1e-3f);
            }
        }
        // The encoding changes these weights: an equality without it would prove nothing.
        Scenario without = scenario;
        without.positions.reset();
        const AttentionResult plain = compute(without);
        QVERIFY(plain.ok);
        double changed = 0;
        for (int h = 0; h < parallel.numHeads; ++h)
            changed = std::max(
                changed, double((plain.heads[size_t(h)].weights - parallel.heads[size_t(h)].weights)
                                    .cwiseAbs()
                                    .maxCoeff()));
        QVERIFY2(changed > 1e-3, qPrintable(QString::number(changed)));
    }

    /// The cache grows by one key a step; a step's row is never touched again.
    void cacheGrowsOneRowAStep()
    {
        const Scenario s = testing::loadExampleOrDie("multi-head-causal-d8");
        KvCache cache(s);
        const int n = int(s.tokens.size());
        QCOMPARE(cache.totalSteps(), n);
        RowVector firstWeights;
        for (int t = 1; t <= n; ++t) {
            QVERIFY(cache.step());
            QCOMPARE(cache.cachedKeys(), t);
            QCOMPARE(int(cache.keys(1).rows()), t);
            QCOMPARE(int(cache.values(0).rows()), t);
            const GenerationStep &step = cache.steps().back();
            QCOMPARE(step.query, t - 1);
            QCOMPARE(step.keysAdded, 1);
            QCOMPARE(int(step.weights[0].size()), t);
            QCOMPARE(step.scoreEntries, (long long)t);
            if (t == 1) {
                firstWeights = step.weights[0];
                EXPECT_NEAR(firstWeights[0], 1.0, 0); // the first token sees only itself
            }
            QVERIFY(cache.steps().front().weights[0] == firstWeights);
        }
        QVERIFY(!cache.step()); // nothing left
        // K in the cache equals the parallel K = X W_k, split into heads.
        const AttentionResult parallel = compute(s);
        for (int h = 0; h < 2; ++h)
            QVERIFY((cache.keys(h) - parallel.heads[size_t(h)].k).cwiseAbs().maxCoeff() < 1e-6);
    }

    /// The counter: n(n+1)/2 entries with the cache against n(n+1)(2n+1)/6 recomputing, for
    /// the six-token example (21 and 91), and for n = 1 .. 12 on random scenarios.
    void workCounter()
    {
        const Scenario s = testing::loadExampleOrDie("multi-head-causal-d8");
        const Generation g = generate(s);
        QVERIFY(g.ok);
        QCOMPARE(g.work.cachedQueryRows, 6LL);
        QCOMPARE(g.work.cachedEntries, 21LL);
        QCOMPARE(g.work.recomputedQueryRows, 21LL);
        QCOMPARE(g.work.recomputedEntries, 91LL);
        QCOMPARE(g.work.entryMultiplyAdds, 2LL * (4 + 4)); // two heads, d_k = d_v = 4
        QCOMPARE(g.work.cachedMultiplyAdds(), 21LL * 16);
        QCOMPARE(g.work.recomputedMultiplyAdds(), 91LL * 16);
        for (long long n = 1; n <= 12; ++n) {
            RandomScenarioOptions options;
            options.tokens = int(n);
            options.dModel = 4;
            options.numHeads = 2;
            options.seed = std::uint64_t(n);
            Scenario r = randomScenario(options);
            r.causal = true;
            const Generation rg = generate(r);
            QVERIFY(rg.ok && rg.matchesParallel);
            QCOMPARE(rg.work.cachedEntries, n * (n + 1) / 2);
            QCOMPARE(rg.work.recomputedEntries, n * (n + 1) * (2 * n + 1) / 6);
            QCOMPARE(rg.work.recomputedQueryRows, n * (n + 1) / 2);
        }
    }

    /// Direct mode, 2 queries after a 3-key prompt (bottom-right): the first step fills the
    /// cache with 4 keys at once.
    void bottomRightPrefill()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = randomMatrix(2, 3, Distribution::Normal, 1, 5);
        s.k = randomMatrix(5, 3, Distribution::Normal, 1, 6);
        s.v = randomMatrix(5, 2, Distribution::Normal, 1, 7);
        s.causal = true;
        s.causalAlignment = CausalAlignment::BottomRight;
        const Generation g = generate(s);
        QVERIFY2(g.ok, g.error.c_str());
        QVERIFY(g.matchesParallel);
        QCOMPARE(g.steps[0].keysAdded, 4);
        QCOMPARE(g.steps[1].keysAdded, 1);
        QCOMPARE(g.work.cachedEntries, 4LL + 5LL);
        QCOMPARE(g.work.recomputedEntries, 1LL * 4 + 2LL * 5);
    }

    void refusals()
    {
        Scenario s = testing::loadExampleOrDie("seed003-multi-head");
        s.causal = false;
        const Generation g = generate(s);
        QVERIFY(!g.ok);
        QVERIFY(QString::fromStdString(g.error).contains(QStringLiteral("causal mask")));
        s.embeddings(0, 0) = 1e30; // the scores overflow float: the engine's refusal
        s.causal = true;
        QVERIFY(!generate(s).ok);
    }

    /// The cross-attention example: two sequences; with causal on, the app says it makes no
    /// sense; the same labels lined up (a decoder's own keys) say nothing.
    void causalAcrossTwoSequences()
    {
        Scenario s = testing::loadExampleOrDie("cross-attention-translation");
        QVERIFY(s.mode == Mode::Direct);
        QVERIFY(s.queryCount() != s.keyCount());
        QVERIFY(!s.causal);
        QVERIFY(!causalAcrossSequences(s));
        s.causal = true;
        QVERIFY(causalAcrossSequences(s));
        s.causalAlignment = CausalAlignment::BottomRight;
        QVERIFY(causalAcrossSequences(s));
        const Scenario seed000 = testing::loadExampleOrDie("seed000-causal-mask");
        QVERIFY(seed000.causal);
        QVERIFY(!causalAcrossSequences(seed000)); // p1..p4 against p1..p4: one sequence
        Scenario unlabelled = s;
        unlabelled.queryLabels.clear();
        QVERIFY(!causalAcrossSequences(unlabelled)); // nothing to tell them apart by
    }
};

QTEST_APPLESS_MAIN(TestGeneration)
#include "tst_generation.moc"
