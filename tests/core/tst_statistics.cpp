// Statistics of raw and scaled scores and the d_k sweep.

#include "Attention.h"
#include "Statistics.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QTest>

using namespace attn;

class TestStatistics : public QObject
{
    Q_OBJECT

private slots:
    void knownMatrix()
    {
        Matrix scores(2, 2);
        scores << 1, 2, 3, 4;
        const BoolMatrix all = BoolMatrix::Constant(2, 2, true);
        StatsAccumulator acc;
        std::vector<double> jacobian;
        acc.add(scores, 1.0, all, &jacobian);
        const ScoreStats s = acc.result();
        QCOMPARE(s.entries, 4);
        QCOMPARE(s.rows, 2);
        EXPECT_NEAR(s.mean, 2.5, 1e-12);
        EXPECT_NEAR(s.std, std::sqrt(5.0 / 3.0), 1e-7); // sample std, n - 1
        QCOMPARE(s.min, 1.0);
        QCOMPARE(s.max, 4.0);
        const double p = 1 / (1 + std::exp(-1.0)); // softmax of [x, x + 1]
        EXPECT_NEAR(s.maxWeight, p, 1e-7);
        EXPECT_NEAR(s.entropy, -(p * std::log(p) + (1 - p) * std::log(1 - p)), 1e-6);
        // For two keys diag(p) - p p^T = p1 p2 [[1, -1], [-1, 1]]: norm 2 p1 p2.
        EXPECT_NEAR(s.jacobianNorm, 2 * p * (1 - p), 1e-6);
        QCOMPARE(int(jacobian.size()), 2);
        EXPECT_NEAR(jacobian[1], 2 * p * (1 - p), 1e-6);
    }

    void factorScalesAndMaskSkips()
    {
        Matrix scores(2, 3);
        scores << 8, -8, 100, 4, 0, 0;
        BoolMatrix allowed = BoolMatrix::Constant(2, 3, true);
        allowed(0, 2) = false; // the 100 must not count
        StatsAccumulator acc;
        acc.add(scores, 0.5, allowed);
        const ScoreStats s = acc.result();
        QCOMPARE(s.entries, 5);
        EXPECT_NEAR(s.mean, (4 - 4 + 2 + 0 + 0) / 5.0, 1e-7);
        QCOMPARE(s.max, 4.0);
        QCOMPARE(s.min, -4.0);
    }

    void singleEntryHasZeroStd()
    {
        Matrix scores(1, 1);
        scores << 3;
        StatsAccumulator acc;
        acc.add(scores, 1.0, BoolMatrix::Constant(1, 1, true));
        const ScoreStats s = acc.result();
        QCOMPARE(s.std, 0.0);
        QCOMPARE(s.maxWeight, 1.0);
        QCOMPARE(s.entropy, 0.0);
        QCOMPARE(s.jacobianNorm, 0.0);
    }

    void mergeEqualsOnePass()
    {
        RandomSource rng(5);
        Matrix a(3, 4), b(2, 4);
        for (int i = 0; i < a.size(); ++i)
            a.data()[i] = Scalar(100 + rng.next());
        for (int i = 0; i < b.size(); ++i)
            b.data()[i] = Scalar(-50 + 3 * rng.next());
        Matrix both(5, 4);
        both << a, b;
        StatsAccumulator one, left, right;
        one.add(both, 1.0, BoolMatrix::Constant(5, 4, true));
        left.add(a, 1.0, BoolMatrix::Constant(3, 4, true));
        right.add(b, 1.0, BoolMatrix::Constant(2, 4, true));
        left.merge(right);
        EXPECT_NEAR(left.result().std, one.result().std, 1e-4);
        EXPECT_NEAR(left.result().mean, one.result().mean, 1e-4);
        EXPECT_NEAR(left.result().entropy, one.result().entropy, 1e-9);
    }

    void uniformRowHasEntropyLogN()
    {
        Matrix scores = Matrix::Zero(1, 8);
        StatsAccumulator acc;
        acc.add(scores, 1.0, BoolMatrix::Constant(1, 8, true));
        EXPECT_NEAR(acc.result().entropy, std::log(8.0), 1e-6);
        EXPECT_NEAR(acc.result().maxWeight, 1.0 / 8, 1e-7);
    }

    void sweepSpreadsLikeSqrtDk()
    {
        SweepParams params;
        params.trials = 400;
        const SweepResult r = runSweep(params);
        QCOMPARE(int(r.rows.size()), 11); // 1, 2, 4, ..., 1024
        QCOMPARE(r.rows.front().dK, 1);
        QCOMPARE(r.rows.back().dK, 1024);
        // The sample std of 8 normal draws has mean c4(8) sigma = 0.965 sigma.
        for (const SweepRow &row : r.rows) {
            if (row.dK < 64)
                continue;
            const double ratio = row.rawStd / std::sqrt(double(row.dK));
            QVERIFY2(ratio > 0.9 && ratio < 1.03, qPrintable(QString::number(ratio)));
            QVERIFY2(row.scaledStd > 0.9 && row.scaledStd < 1.03,
                     qPrintable(QString::number(row.scaledStd)));
            EXPECT_NEAR(row.scaledStd * std::sqrt(double(row.dK)), row.rawStd, 1e-6 * row.rawStd);
        }
        // Without scaling softmax saturates: the max weight approaches 1 at large d_k.
        QVERIFY(r.rows.back().rawMaxWeight > 0.9);
        QVERIFY(r.rows.back().scaledMaxWeight < 0.6);
        QVERIFY(r.rows.back().rawEntropy < 0.3);
        QVERIFY(r.rows.back().scaledEntropy > 1.0);
    }

    void sweepIsDeterministicForASeed()
    {
        SweepParams params;
        params.trials = 30;
        params.seed = 11;
        const SweepResult a = runSweep(params);
        const SweepResult b = runSweep(params);
        params.seed = 12;
        const SweepResult c = runSweep(params);
        QCOMPARE(a.rows.size(), b.rows.size());
        for (size_t i = 0; i < a.rows.size(); ++i) {
            QCOMPARE(a.rows[i].rawStd, b.rows[i].rawStd);
            QCOMPARE(a.rows[i].scaledEntropy, b.rows[i].scaledEntropy);
        }
        QVERIFY(a.rows[5].rawStd != c.rows[5].rawStd);
    }

    void sweepCanBeCancelled()
    {
        int calls = 0;
        const SweepResult r = runSweep(SweepParams{}, [&](int done, int total) {
            ++calls;
            return !(done == 3 && total == 11);
        });
        QVERIFY(r.cancelled);
        QCOMPARE(int(r.rows.size()), 3);
        QCOMPARE(calls, 3);
    }

    void generatorIsStable()
    {
        // Pinned values: a seed must give the same numbers on every platform and release.
        RandomSource rng(0);
        const double first = rng.next();
        RandomSource again(0);
        QCOMPARE(again.next(), first);
        double sum = 0, squares = 0;
        RandomSource many(1);
        for (int i = 0; i < 100000; ++i) {
            const double x = many.next();
            sum += x;
            squares += x * x;
        }
        EXPECT_NEAR(sum / 100000, 0.0, 0.01);
        EXPECT_NEAR(squares / 100000, 1.0, 0.02);
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
