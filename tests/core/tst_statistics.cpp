// Statistics of raw and scaled scores and the d_k sweep.

#include "Attention.h"
#include "RowPasses.h"
#include "Statistics.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QTest>

#include <cstring>

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

    // The vectorised row passes against sums taken in double, for lengths that leave every
    // number of values after the last full packet (1 to 9, and rows as long as the GUI's).
    void rowPassesMatchDoubleSums()
    {
        RandomSource rng(11);
        for (const int count : {1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 33, 1000, 1023, 1024, 1025}) {
            const size_t length = size_t(count);
            std::vector<Scalar> x(length), e(length, -1);
            for (Scalar &v : x)
                v = Scalar(6 * rng.next() - 3);
            const Scalar max = *std::max_element(x.begin(), x.end());
            const SoftmaxRowSums sums = softmaxRowSums(x.data(), count, max, e.data());
            double ties = 0, u = 0, ut = 0, u2 = 0, u3 = 0;
            for (int j = 0; j < count; ++j) {
                const double t = double(x[size_t(j)]) - double(max);
                const double ej = std::exp(t);
                // float's t = x - max is rounded too: up to half an ulp of t, a relative error in
                // e.
                EXPECT_NEAR(e[size_t(j)], ej, ej * (3e-7 + 1e-7 * std::abs(t)));
                if (t == 0) {
                    ++ties;
                    continue;
                }
                u += ej;
                ut += ej * t;
                u2 += ej * ej;
                u3 += ej * ej * ej;
            }
            QCOMPARE(sums.ties, ties);
            EXPECT_NEAR(sums.sumU, u, 4e-6 * (1 + u));
            EXPECT_NEAR(sums.sumUT, ut, 4e-6 * (1 + std::abs(ut)));
            EXPECT_NEAR(sums.sumU2, u2, 4e-6 * (1 + u2));
            EXPECT_NEAR(sums.sumU3, u3, 4e-6 * (1 + u3));
            // Only the sums wanted: the same sums, bit for bit.
            const SoftmaxRowSums alone = softmaxRowSums(x.data(), count, max, nullptr);
            QCOMPARE(alone.sumU, sums.sumU);
            QCOMPARE(alone.sumU3, sums.sumU3);

            const RowEntrySums entries = rowEntrySums(x.data(), count, Scalar(-1));
            QCOMPARE(entries.min, *std::min_element(x.begin(), x.end()));
            QCOMPARE(entries.max, max);
            double sum = 0, shifted = 0, squares = 0;
            for (const Scalar v : x) {
                sum += v;
                shifted += double(v) + 1;
                squares += (double(v) + 1) * (double(v) + 1);
            }
            EXPECT_NEAR(entries.sum, sum, 1e-5 * count);
            EXPECT_NEAR(entries.sumShifted, shifted, 1e-5 * count);
            EXPECT_NEAR(entries.sumSquaresShifted, squares, 1e-5 * squares);
        }
    }

    // Dividing (the weights' scaled scores) or multiplying (the statistics' factor) in the
    // pass gives, bit for bit, what the pass gives the scaled row made apart; and an entry's
    // exp does not depend on the row's length or where the row starts in memory.
    void rowPassScalesAsTheRowMadeApart()
    {
        RandomSource rng(12);
        const int count = 37;
        const size_t length = size_t(count);
        std::vector<Scalar> x(length + 3), apart(length);
        for (Scalar &v : x)
            v = Scalar(40 * rng.next() - 20);
        const Scalar max = *std::max_element(x.begin(), x.begin() + count);
        std::vector<Scalar> inPass(length), madeApart(length);
        // 1 / sqrt(8) is not a power of two: x * f rounds, and must round before the maximum
        // is subtracted (a fused multiply-subtract lost the exact 0, the tie, at the maximum).
        for (const RowScale scale :
             {RowScale::dividedBy(Scalar(8)), RowScale::times(Scalar(0.125)),
              RowScale::dividedBy(Scalar(0.3)), RowScale::times(Scalar(1 / std::sqrt(8.0))),
              RowScale::dividedBy(Scalar(std::sqrt(8.0)))}) {
            const bool divide = scale.kind == RowScale::Kind::Divide;
            for (int j = 0; j < count; ++j)
                apart[size_t(j)] = divide ? x[size_t(j)] / scale.by : x[size_t(j)] * scale.by;
            const Scalar top = divide ? max / scale.by : max * scale.by;
            const SoftmaxRowSums a = softmaxRowSums(x.data(), count, top, inPass.data(), scale);
            const SoftmaxRowSums b = softmaxRowSums(apart.data(), count, top, madeApart.data());
            QVERIFY(inPass == madeApart);
            QCOMPARE(a.ties, b.ties);
            QCOMPARE(a.ties, 1.0); // the maximum's exp is exactly 1
            QCOMPARE(a.sumU, b.sumU);
            QCOMPARE(a.sumUT, b.sumUT);
            QCOMPARE(a.sumU3, b.sumU3);
        }
        // A divisor beyond float's range (+inf): every scaled score is 0, a uniform row, also
        // in the lanes past a row's last value.
        const SoftmaxRowSums flat
            = softmaxRowSums(x.data(), 5, Scalar(0), inPass.data(),
                             RowScale::dividedBy(std::numeric_limits<Scalar>::infinity()));
        QCOMPARE(flat.ties, 5.0);
        QCOMPARE(flat.sumU, 0.0);
        std::vector<Scalar> whole(length), shortRow(5), shifted(length);
        softmaxRowSums(x.data(), count, max, whole.data());
        softmaxRowSums(x.data(), 5, max, shortRow.data());
        std::vector<Scalar> moved(x.begin(), x.begin() + count);
        moved.insert(moved.begin(), 3, Scalar(0));
        softmaxRowSums(moved.data() + 3, count, max, shifted.data());
        QVERIFY(std::equal(shortRow.begin(), shortRow.end(), whole.begin()));
        QVERIFY(shifted == whole);
    }

    // The passes' exp is Eigen's, bit for bit, once results below the smallest normal float
    // are flushed to 0: floats spread over [-89, 0] (every 61st; all of them, 1.1e9, were
    // compared once), with the row's largest value 0 so that t is the value itself.
    void rowPassExpIsEigens()
    {
        std::vector<Scalar> x;
        for (std::uint32_t bits = 0x80000000u;; bits += 61) {
            Scalar v;
            std::memcpy(&v, &bits, sizeof v);
            if (!(v >= Scalar(-89)))
                break;
            x.push_back(v);
        }
        x.push_back(Scalar(0));
        while (x.size() % 16 != 0) // whole packets, so that Eigen's expression uses its packet exp
            x.push_back(Scalar(-1));
        const Eigen::Index count = Eigen::Index(x.size());
        std::vector<Scalar> e(x.size());
        softmaxRowSums(x.data(), count, Scalar(0), e.data());
        Eigen::Array<Scalar, Eigen::Dynamic, 1> eigen
            = Eigen::Map<const Eigen::Array<Scalar, Eigen::Dynamic, 1>>(x.data(), count).exp();
        eigen = (eigen < std::numeric_limits<Scalar>::min()).select(Scalar(0), eigen);
        QVERIFY(count > 18000000);
        Eigen::Index differ = 0;
        for (Eigen::Index j = 0; j < count; ++j)
            differ += std::memcmp(&e[size_t(j)], &eigen[j], sizeof(Scalar)) != 0;
        QCOMPARE(differ, Eigen::Index(0));
    }

    // Extremes: exp's floor is an exact 0, and a row spanning the float range has no NaN.
    void rowPassExtremes()
    {
        const Scalar far[] = {1000, 0, -1000};
        Scalar e[4]; // room for the four values of the second row
        const SoftmaxRowSums s = softmaxRowSums(far, 3, Scalar(1000), e);
        QCOMPARE(e[0], Scalar(1));
        QCOMPARE(e[1], Scalar(0));
        QCOMPARE(e[2], Scalar(0));
        QCOMPARE(s.ties, 1.0);
        QCOMPARE(s.sumU, 0.0);
        const Scalar wide[] = {3e38f, -3e38f, 1, 3e38f};
        const SoftmaxRowSums w = softmaxRowSums(wide, 4, Scalar(3e38f), e);
        QCOMPARE(w.ties, 2.0);
        QVERIFY(std::isfinite(w.sumUT));
        QCOMPARE(w.sumU, 0.0);
        // The entry pass finds a value that is not finite, in a whole packet or after it.
        std::vector<Scalar> row(19, Scalar(1));
        QVERIFY(rowEntrySums(row.data(), 19, 0).finite);
        for (const size_t at : {size_t(2), size_t(17)}) {
            for (const Scalar bad :
                 {std::numeric_limits<Scalar>::infinity(), -std::numeric_limits<Scalar>::infinity(),
                  std::numeric_limits<Scalar>::quiet_NaN()}) {
                row[at] = bad;
                QVERIFY(!rowEntrySums(row.data(), 19, 0).finite);
                row[at] = Scalar(1);
            }
        }
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
