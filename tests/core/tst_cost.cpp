// The cost counts of dense and tiled attention (exact formulas), the emulated float16 and
// bfloat16 rounding against known values, softmax with and without the row maximum in each
// format, and the float32 precision warning with its comparison in double.

#include "Attention.h"
#include "CostModel.h"
#include "Examples.h"
#include "ForwardPass.h"
#include "LowPrecision.h"
#include "PrecisionCheck.h"
#include "Random.h"
#include "TestHelpers.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace attn;
using namespace testing;

namespace {

/// Self-attention over `n` tokens of width `d` whose embeddings share a large offset.
Scenario offsetScenario(double offset, double noise, int n = 6, int d = 4)
{
    Scenario s;
    s.mode = Mode::SelfAttention;
    s.numHeads = 1;
    s.embeddings = MatrixD(n, d);
    RandomSource rng(7);
    for (int i = 0; i < n; ++i) {
        s.tokens.push_back("t" + std::to_string(i + 1));
        for (int j = 0; j < d; ++j)
            s.embeddings(i, j) = offset + noise * rng.next();
    }
    return s;
}

} // namespace

class TestCost : public QObject
{
    Q_OBJECT

private slots:
    void countsAreTheFormulas()
    {
        const CostShape shape{8, 64, 512, 128};
        const CostCounts c = costCounts(shape, 1024);
        QCOMPARE(c.scoreCells, std::uint64_t(8) * 1024 * 1024);
        QCOMPARE(c.projectionMacs, std::uint64_t(3) * 1024 * 512 * 512);
        QCOMPARE(c.scoreMacs, std::uint64_t(8) * 1024 * 1024 * 64);
        QCOMPARE(c.weightedSumMacs, c.scoreMacs);
        QCOMPARE(c.exponentials, c.scoreCells);
        QCOMPARE(c.outputMacs, std::uint64_t(1024) * 512 * 512);
        QCOMPARE(c.totalMacs, std::uint64_t(805306368) + 2 * 536870912 + 268435456);
        QCOMPARE(c.sharedBytes, std::uint64_t(5) * 1024 * 512 * 4);
        QCOMPARE(c.fullBytes, c.sharedBytes + std::uint64_t(64) * 1024 * 1024);
        QCOMPARE(c.tiledBytes, c.sharedBytes + 128 * 128 * 4 + 2 * 4 * 8 * 1024);
        // n = 16384 at 8 heads: the full path keeps 16 GiB of scores and weights.
        const CostCounts big = costCounts(shape, 16384);
        QCOMPARE(big.fullBytes - big.sharedBytes, std::uint64_t(16) << 30);
        QVERIFY(big.tiledBytes < (std::uint64_t(512) << 20));
        // Doubling n: four times the pairs, twice the shared bytes.
        const CostCounts twice = costCounts(shape, 2048);
        QCOMPARE(twice.scoreCells, 4 * c.scoreCells);
        QCOMPARE(twice.sharedBytes, 2 * c.sharedBytes);
        // A block larger than n is one block of n keys.
        QCOMPARE(costCounts({1, 2, 2, 128}, 4).tiledBytes,
                 std::uint64_t(5 * 4 * 2 * 4 + 4 * 4 * 4 + 2 * 4 * 4));
    }

    void roundingKnownValues()
    {
        using F = NumberFormat16;
        QCOMPARE(largestFinite(F::Float16), 65504.0);
        QCOMPARE(largestFinite(F::Float32), double(std::numeric_limits<float>::max()));
        QCOMPARE(largestFinite(F::BFloat16), 3.3895313892515355e38);
        QCOMPARE(significandBits(F::BFloat16), 8);
        QCOMPARE(roundTo(F::Float16, 65519.0), 65504.0);
        QVERIFY(std::isinf(roundTo(F::Float16, 65520.0)));
        QCOMPARE(roundTo(F::Float16, 1.0 + 1.0 / 2048), 1.0);              // tie to even
        QCOMPARE(roundTo(F::Float16, 1.0 + 3.0 / 2048), 1.0 + 2.0 / 1024); // tie to even
        QCOMPARE(roundTo(F::Float16, 0.1), 0.0999755859375);
        QCOMPARE(roundTo(F::Float16, std::ldexp(1.0, -24)), std::ldexp(1.0, -24)); // subnormal
        QCOMPARE(roundTo(F::Float16, std::ldexp(1.0, -26)), 0.0);
        QCOMPARE(roundTo(F::BFloat16, 0.1), 0.10009765625);
        QCOMPARE(roundTo(F::BFloat16, 1e38), 9.969209968386869e37);
        QCOMPARE(roundTo(F::BFloat16, 257.0), 256.0);
        QCOMPARE(roundTo(F::Float32, 0.1), double(0.1f));
        QCOMPARE(roundTo(F::Float32, 16777217.0), 16777216.0);
        // exp overflows above ln(max): 88.72 (float32), 11.09 (float16), 88.72 (bfloat16).
        QCOMPARE(std::round(expOverflowThreshold(F::Float32) * 100) / 100, 88.72);
        QCOMPARE(std::round(expOverflowThreshold(F::Float16) * 100) / 100, 11.09);
        QCOMPARE(std::round(expOverflowThreshold(F::BFloat16) * 100) / 100, 88.72);
        QVERIFY(std::isinf(roundTo(F::Float32, std::exp(88.73))));
        QVERIFY(std::isfinite(roundTo(F::Float32, std::exp(88.72))));
        QVERIFY(std::isinf(roundTo(F::Float16, std::exp(11.1))));
        QVERIFY(std::isfinite(roundTo(F::Float16, std::exp(11.08))));
    }

    void softmaxWithoutTheMaximumOverflows()
    {
        const std::vector<double> scores{90, 89, 10};
        for (NumberFormat16 f :
             {NumberFormat16::Float32, NumberFormat16::Float16, NumberFormat16::BFloat16}) {
            const EmulatedSoftmax naive = emulatedSoftmax(scores, f, false);
            QCOMPARE(naive.overflowed, 2);
            QCOMPARE(naive.notFinite, 2);
            QVERIFY(std::isnan(naive.weights[0]));
            QCOMPARE(naive.weights[2], 0.0);
            QVERIFY(std::isnan(naive.error));
            const EmulatedSoftmax stable = emulatedSoftmax(scores, f, true);
            QCOMPARE(stable.overflowed, 0);
            QCOMPARE(stable.subtracted, 90.0);
            QVERIFY(stable.error < (f == NumberFormat16::Float32 ? 1e-7 : 4e-3));
        }
        // float16 overflows at scores float32 handles: exp(12) > 65504.
        const std::vector<double> moderate{12, 1, 0};
        QCOMPARE(emulatedSoftmax(moderate, NumberFormat16::Float16, false).notFinite, 1);
        QCOMPARE(emulatedSoftmax(moderate, NumberFormat16::Float32, false).notFinite, 0);
        QCOMPARE(emulatedSoftmax(moderate, NumberFormat16::BFloat16, false).notFinite, 0);
        const EmulatedSoftmax seed
            = emulatedSoftmax({std::sqrt(2.0), 0}, NumberFormat16::Float32, true);
        QCOMPARE(std::round(seed.weights[0] * 1000) / 1000, 0.804);
    }

    void warnsOnASharedLargeOffset()
    {
        const Scenario s = offsetScenario(1e6, 1e-3);
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const std::vector<PrecisionLoss> losses = precisionLosses(r);
        QCOMPARE(int(losses.size()), 1);
        QCOMPARE(losses[0].head, 0);
        QCOMPARE(losses[0].firstRow, 0);
        QCOMPARE(losses[0].rows, 6);
        QVERIFY(losses[0].lastPlaceUnit > 1e4);
        bool warned = false;
        for (const std::string &w : r.warnings)
            warned = warned || w.rfind("head 1, query 1: scores of size", 0) == 0;
        QVERIFY(warned);
        const PrecisionComparison c = compareWithDouble(s, r);
        QVERIFY2(c.ok, c.error.c_str());
        QCOMPARE(c.output.rows(), Eigen::Index(6));
        // A small offset: no warning, and float agrees with double.
        const Scenario calm = offsetScenario(1, 1e-3);
        const AttentionResult calmResult = compute(calm);
        QVERIFY(precisionLosses(calmResult).empty());
        QVERIFY(compareWithDouble(calm, calmResult).outputDifference < 1e-5);
    }

    /// Plain scores of 3 and 6 from a q and keys far apart in size: the float norm |q|² of
    /// 1e20 is +inf and that of 1e-25 is 0, so the warning said "scores of size up to inf"
    /// and "-nan" (0 · inf) while double changes the weights by 1e-8. The norms are taken in
    /// double: no warning for these, and a real one (scores of 1e37, a norm whose float
    /// square overflows) has finite numbers.
    void precisionBoundIsFinite_data()
    {
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("k"); // the keys are k and 2k
        QTest::addColumn<bool>("warns");
        QTest::newRow("scores 3, 6: huge q, tiny keys") << 1e20 << 3e-20 << false;
        QTest::newRow("scores 3, 6: tiny q, huge keys") << 1e-25 << 3e25 << false;
        QTest::newRow("scores 1e37, 2e37: huge q") << 1e20 << 1e17 << true;
        QTest::newRow("scores 1e37, 2e37: huge keys") << 1.0 << 1e37 << true;
    }
    void precisionBoundIsFinite()
    {
        QFETCH(double, q);
        QFETCH(double, k);
        QFETCH(bool, warns);
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD::Constant(1, 1, q);
        s.k = MatrixD(2, 1);
        s.k << k, 2 * k;
        s.v = MatrixD(2, 1);
        s.v << 1, 2;
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const double score = q * k;
        EXPECT_NEAR(r.heads[0].scores(0, 1), 2 * score, 1e-6 * 2 * score);
        const std::vector<PrecisionLoss> losses = precisionLosses(r);
        for (const std::string &w : r.warnings) {
            const QString text = QString::fromStdString(w);
            QVERIFY2(!text.contains(QStringLiteral("nan")) && !text.contains(QStringLiteral("inf")),
                     w.c_str());
        }
        if (!warns) {
            EXPECT_NEAR(r.heads[0].weights(0, 1), 1 / (1 + std::exp(-3.0)), 1e-6);
            QVERIFY(losses.empty());
            QVERIFY(r.warnings.empty());
            const PrecisionComparison c = compareWithDouble(s, r);
            QVERIFY2(c.ok, c.error.c_str());
            QVERIFY(c.weightDifference < 1e-6);
            return;
        }
        QCOMPARE(r.heads[0].weights(0, 1), 1.0f);
        QCOMPARE(int(losses.size()), 1);
        EXPECT_NEAR(losses[0].scoreSize, 2e37, 2e31);
        EXPECT_NEAR(losses[0].lastPlaceUnit, std::ldexp(2e37, -23), 2e24);
        QCOMPARE(int(r.warnings.size()), 1);
        QCOMPARE(QString::fromStdString(r.warnings[0]),
                 QStringLiteral("head 1, query 1: scores of size up to 2e+37 have a float32 "
                                "unit in the last place of about 2.38e+30 (one rounding; a "
                                "score's errors add up and can exceed it), so the weights may be "
                                "off (1 row(s) of this head); compute in double to compare "
                                "(--precision double)"));
    }

    /// The warning's number is one unit in float32's last place, not a bound: with 6 tokens,
    /// d 64 and embeddings 1000 + N(0, 1), float32's scores differ from the exact ones (the
    /// same computation in double) by more than it, so the warning must not call it one.
    void theWarningsUnitIsNotABound()
    {
        const Scenario s = offsetScenario(1000, 1, 6, 64);
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const std::vector<PrecisionLoss> losses = precisionLosses(r);
        QCOMPARE(int(losses.size()), 1);
        const ForwardPass exact = forwardPass(s);
        QVERIFY(exact.ok);
        const MatrixD floatScores = scaledScores(r, 0).cast<double>();
        const double error = (floatScores - exact.heads[0].scaled).cwiseAbs().maxCoeff();
        qInfo("unit in the last place %.3g, largest score error %.3g", losses[0].lastPlaceUnit,
              error);
        QCOMPARE(losses[0].lastPlaceUnit, std::ldexp(losses[0].scoreSize, -23));
        QVERIFY(losses[0].lastPlaceUnit > 0.5);
        QVERIFY(error > losses[0].lastPlaceUnit); // more than the unit: not a bound
        const std::string &warning = r.warnings.back();
        QVERIFY2(warning.find("unit in the last place") != std::string::npos, warning.c_str());
        QVERIFY2(warning.find("can exceed it") != std::string::npos, warning.c_str());
        QVERIFY2(warning.find("by up to") == std::string::npos, warning.c_str());
    }

    void silentOnEveryBuiltInExample()
    {
        for (const ExampleInfo &info : builtInExamples()) {
            const Scenario s = loadExampleOrDie(info.name);
            const AttentionResult r = compute(s);
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY2(precisionLosses(r).empty(), qPrintable(info.name));
            const PrecisionComparison c = compareWithDouble(s, r);
            QVERIFY(c.ok);
            QVERIFY2(c.weightDifference < 1e-5, qPrintable(info.name));
        }
    }
};

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
