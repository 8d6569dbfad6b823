// The core helpers of the statistics panel: the raw/scaled score histogram, the weights
// with and without scaling, and the uniform and one-hot references.

#include "Attention.h"
#include "Examples.h"
#include "ScaleComparison.h"
#include "ScoreHistogram.h"
#include "TestHelpers.h"

#include <QTest>

#include <numeric>

using namespace attn;

namespace {

/// Direct mode, one head.
Scenario direct(const MatrixD &q, const MatrixD &k, bool scale = true)
{
    Scenario s;
    s.mode = Mode::Direct;
    s.q = q;
    s.k = k;
    s.v = MatrixD::Identity(k.rows(), k.rows());
    s.scale = scale;
    return s;
}

long total(const std::vector<long> &counts)
{
    return std::accumulate(counts.begin(), counts.end(), 0L);
}

} // namespace

class TestScoreHistogram : public QObject
{
    Q_OBJECT

private slots:
    void handComputedBins()
    {
        // Seed 002: q = [2, 0], k1 = [1, 0], k2 = [0, 1]: raw scores [2, 0], d_k = 2,
        // scaled [1.414, 0]. Four bins over [0, 2] of width 0.5.
        MatrixD q(1, 2), k(2, 2);
        q << 2, 0;
        k << 1, 0, 0, 1;
        const AttentionResult r = compute(direct(q, k));
        QVERIFY(r.ok);
        const ScoreHistogram h = scoreHistogram(r, -1, 4);
        QCOMPARE(h.binCount(), 4);
        EXPECT_NEAR(h.lo, 0, 1e-12);
        EXPECT_NEAR(h.binWidth, 0.5, 1e-7);
        QCOMPARE(h.raw, (std::vector<long>{1, 0, 0, 1}));    // 0 and 2 (the top edge)
        QCOMPARE(h.scaled, (std::vector<long>{1, 0, 1, 0})); // 0 and 1.414
        EXPECT_NEAR(h.binEnd(3), 2, 1e-7);
    }

    void maskedEntriesAreNotCounted()
    {
        MatrixD q(2, 1), k(3, 1);
        q << 1, 2;
        k << 1, 10, 100;
        Scenario s = direct(q, k);
        s.mask = BoolMatrix::Constant(2, 3, true);
        (*s.mask)(0, 2) = false; // score 100 is blocked
        (*s.mask)(1, 2) = false; // score 200 is blocked
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const ScoreHistogram h = scoreHistogram(r, -1);
        QCOMPARE(total(h.raw), r.stats.raw.entries);
        QCOMPARE(total(h.scaled), 4L);
        // The range is that of the allowed scores 1, 10, 2, 20 (d_k = 1: scaled = raw).
        EXPECT_NEAR(h.lo, 1, 1e-12);
        EXPECT_NEAR(h.binEnd(h.binCount() - 1), 20, 1e-9);
        QCOMPARE(h.raw, h.scaled);
    }

    void equalScoresGetAVisibleBin()
    {
        MatrixD q(1, 2), k(3, 2);
        q << 0, 0;
        k << 1, 2, 3, 4, 5, 6;
        const AttentionResult r = compute(direct(q, k));
        QVERIFY(r.ok);
        const ScoreHistogram h = scoreHistogram(r, -1, 16);
        QVERIFY(h.binWidth > 0);
        QCOMPARE(total(h.raw), 3L);
        QCOMPARE(total(h.scaled), 3L);
        QVERIFY(h.lo < 0 && h.binEnd(15) > 0);
    }

    void noAllowedEntry()
    {
        MatrixD q(1, 1), k(2, 1);
        q << 1;
        k << 1, 2;
        Scenario s = direct(q, k);
        s.padding = {true, true};
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const ScoreHistogram h = scoreHistogram(r, -1, 8);
        QCOMPARE(h.binCount(), 8);
        QCOMPARE(h.binWidth, 0.0);
        QCOMPARE(total(h.raw), 0L);
        const SoftmaxReference u = uniformReference(r.allowed);
        QCOMPARE(u.entropy, 0.0);
        QCOMPARE(u.keysPerRow, 0);
    }

    void perHeadHistogramsAddUpToAllHeads()
    {
        Scenario s;
        QString error;
        QVERIFY2(loadExample(QStringLiteral("seed003-multi-head"), s, &error), qPrintable(error));
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        QVERIFY(r.numHeads > 1);
        long perHead = 0;
        for (int h = 0; h < r.numHeads; ++h) {
            const ScoreHistogram one = scoreHistogram(r, h);
            QCOMPARE(total(one.raw), r.heads[size_t(h)].stats.raw.entries);
            QCOMPARE(total(one.scaled), r.heads[size_t(h)].stats.scaled.entries);
            perHead += total(one.raw);
        }
        const ScoreHistogram all = scoreHistogram(r, -1);
        QCOMPARE(total(all.raw), perHead);
        QCOMPARE(total(all.raw), r.stats.raw.entries);
        // The bins cover the smallest and the largest score, raw or scaled.
        const double lo = std::min(r.stats.raw.min, r.stats.scaled.min);
        const double hi = std::max(r.stats.raw.max, r.stats.scaled.max);
        EXPECT_NEAR(all.lo, lo, 1e-9);
        EXPECT_NEAR(all.binEnd(all.binCount() - 1), hi, 1e-9 * std::max(1.0, std::abs(hi)));
        QCOMPARE(all.binCount(), suggestedBinCount(r.stats.raw.entries));
    }

    void suggestedBins_data()
    {
        QTest::addColumn<long>("entries");
        QTest::addColumn<int>("bins");
        QTest::newRow("none") << 0L << 16;
        QTest::newRow("seed 000") << 8L << 16;
        QTest::newRow("100") << 100L << 20;
        QTest::newRow("huge") << 1000000L << 64;
    }

    void suggestedBins()
    {
        QFETCH(long, entries);
        QFETCH(int, bins);
        QCOMPARE(suggestedBinCount(entries), bins);
    }

    void weightsWithAndWithoutScalingSeed002()
    {
        // Seed 002: weights [0.804, 0.196] scaled, [0.881, 0.119] without scaling.
        MatrixD q(1, 2), k(2, 2);
        q << 2, 0;
        k << 1, 0, 0, 1;
        for (bool scale : {true, false}) {
            const AttentionResult r = compute(direct(q, k, scale));
            QVERIFY(r.ok);
            const ScalingWeights w = weightsWithAndWithoutScaling(r, 0);
            EXPECT_ROW(w.scaled, 0, 5e-4, {0.804, 0.196});
            EXPECT_ROW(w.raw, 0, 5e-4, {0.881, 0.119});
            // Whatever the toggle says, the side the scenario uses equals its weights.
            const Matrix &used = scale ? w.scaled : w.raw;
            QVERIFY(used.isApprox(r.heads[0].weights, 1e-6f));
        }
        const AttentionResult r = compute(direct(q, k));
        QCOMPARE(weightsWithAndWithoutScaling(r, 1).raw.size(), Eigen::Index(0));
        QCOMPARE(weightsWithAndWithoutScaling(r, -1).raw.size(), Eigen::Index(0));
    }

    void weightsMatchTheStatistics()
    {
        // The engine's max weight statistic is the mean over rows of the row maxima of
        // exactly these weights.
        Scenario s;
        QString error;
        QVERIFY2(loadExample(QStringLiteral("seed000-scale-statistics"), s, &error),
                 qPrintable(error));
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const ScalingWeights w = weightsWithAndWithoutScaling(r, 0);
        EXPECT_NEAR(w.raw.row(0).maxCoeff(), r.stats.raw.maxWeight, 1e-6);
        EXPECT_NEAR(w.scaled.row(0).maxCoeff(), r.stats.scaled.maxWeight, 1e-6);
        EXPECT_NEAR(w.raw.row(0).maxCoeff(), 0.812, 5e-4);    // seed 000
        EXPECT_NEAR(w.scaled.row(0).maxCoeff(), 0.273, 5e-4); // seed 000
        EXPECT_NEAR(w.raw.row(0).sum(), 1, 1e-6);
        EXPECT_NEAR(w.scaled.row(0).sum(), 1, 1e-6);
    }

    void seed000Statistics()
    {
        Scenario s;
        QString error;
        QVERIFY2(loadExample(QStringLiteral("seed000-scale-statistics"), s, &error),
                 qPrintable(error));
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        EXPECT_NEAR(r.stats.raw.std, 6.48, 5e-3);
        EXPECT_NEAR(r.stats.scaled.std, 0.81, 5e-3);
        EXPECT_NEAR(r.stats.raw.maxWeight, 0.812, 5e-4);
        EXPECT_NEAR(r.stats.scaled.maxWeight, 0.273, 5e-4);
        // Raw attends about one key in effect, scaled several; uniform would be 8.
        QVERIFY(effectiveKeys(r.stats.raw.entropy) < 2.5);
        QVERIFY(effectiveKeys(r.stats.scaled.entropy) > 5);
        EXPECT_NEAR(uniformReference(r.allowed).effectiveKeys, 8, 1e-12);
    }

    void uniformReferenceFullMask()
    {
        const SoftmaxReference u = uniformReference(BoolMatrix::Constant(3, 8, true));
        EXPECT_NEAR(u.maxWeight, 0.125, 1e-15);
        EXPECT_NEAR(u.entropy, std::log(8.0), 1e-15);
        EXPECT_NEAR(u.effectiveKeys, 8, 1e-12);
        EXPECT_NEAR(u.jacobianNorm, std::sqrt(7.0) / 8, 1e-15);
        QCOMPARE(u.keysPerRow, 8);
        const SoftmaxReference one = oneHotReference();
        QCOMPARE(one.maxWeight, 1.0);
        QCOMPARE(one.entropy, 0.0);
        QCOMPARE(one.effectiveKeys, 1.0);
        QCOMPARE(one.jacobianNorm, 0.0);
    }

    void uniformReferenceCausal()
    {
        // Rows attend 1, 2, 3, 4 keys; a fifth row with no key is left out.
        BoolMatrix allowed = BoolMatrix::Constant(5, 4, false);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j <= i; ++j)
                allowed(i, j) = true;
        const SoftmaxReference u = uniformReference(allowed);
        EXPECT_NEAR(u.maxWeight, (1 + 1 / 2.0 + 1 / 3.0 + 1 / 4.0) / 4, 1e-15);
        EXPECT_NEAR(u.entropy, (std::log(2.0) + std::log(3.0) + std::log(4.0)) / 4, 1e-15);
        EXPECT_NEAR(u.jacobianNorm,
                    (0 + std::sqrt(1.0) / 2 + std::sqrt(2.0) / 3 + std::sqrt(3.0) / 4) / 4, 1e-15);
        QCOMPARE(u.keysPerRow, 0);
    }

    void uniformReferenceIsWhatEqualScoresGive_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("full") << false;
        QTest::newRow("causal") << true;
    }

    void uniformReferenceIsWhatEqualScoresGive()
    {
        // All scores equal: the engine's softmax statistics are the uniform reference.
        QFETCH(bool, causal);
        MatrixD q = MatrixD::Zero(5, 3);
        MatrixD k = MatrixD::Random(5, 3);
        Scenario s = direct(q, k);
        s.causal = causal;
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const SoftmaxReference u = uniformReference(r.allowed);
        EXPECT_NEAR(r.stats.raw.maxWeight, u.maxWeight, 1e-6);
        EXPECT_NEAR(r.stats.raw.entropy, u.entropy, 1e-6);
        EXPECT_NEAR(r.stats.raw.jacobianNorm, u.jacobianNorm, 1e-6);
    }

    void effectiveKeysIsExpOfEntropy()
    {
        QCOMPARE(effectiveKeys(0), 1.0);
        EXPECT_NEAR(effectiveKeys(std::log(5.0)), 5, 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestScoreHistogram)
#include "tst_scorehistogram.moc"
