// The engine: invariants over scale x causal x heads, hand-computed cases, masks and the
// numerically hard cases.

#include "Attention.h"
#include "Sweep.h"
#include "TestHelpers.h"
#include "TiledAttention.h"

#include <QTest>

using namespace attn;

namespace {

MatrixD randomMatrix(RandomSource &rng, int rows, int cols, double scale = 1)
{
    MatrixD m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = scale * rng.next();
    return m;
}

Scenario randomScenario(int n, int dModel, int heads, bool scale, bool causal, quint64 seed)
{
    RandomSource rng(seed);
    Scenario s;
    s.title = "random";
    for (int i = 0; i < n; ++i)
        s.tokens.push_back("t" + std::to_string(i));
    s.embeddings = randomMatrix(rng, n, dModel);
    s.numHeads = heads;
    s.wq = randomMatrix(rng, dModel, dModel, 0.5);
    s.wk = randomMatrix(rng, dModel, dModel, 0.5);
    s.wv = randomMatrix(rng, dModel, dModel, 0.5);
    s.wo = randomMatrix(rng, dModel, dModel, 0.5);
    s.bo = randomMatrix(rng, dModel, 1).col(0);
    s.scale = scale;
    s.causal = causal;
    return s;
}

Scenario direct(const MatrixD &q, const MatrixD &k, const MatrixD &v, bool scale)
{
    Scenario s;
    s.mode = Mode::Direct;
    s.q = q;
    s.k = k;
    s.v = v;
    s.scale = scale;
    return s;
}

} // namespace

class TestAttention : public QObject
{
    Q_OBJECT

private slots:
    void invariants_data()
    {
        QTest::addColumn<bool>("scale");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("heads");
        for (bool scale : {true, false})
            for (bool causal : {false, true})
                for (int heads : {1, 2, 4})
                    QTest::addRow("scale=%d causal=%d heads=%d", scale, causal, heads)
                        << scale << causal << heads;
    }

    void invariants()
    {
        QFETCH(bool, scale);
        QFETCH(bool, causal);
        QFETCH(int, heads);
        const Scenario s = randomScenario(6, 8, heads, scale, causal, 42);
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.numHeads, heads);
        QCOMPARE(r.dK, 8 / heads);
        QCOMPARE(int(r.heads.size()), heads);
        const Scalar divisor = Scalar(std::sqrt(double(r.dK)));
        for (int h = 0; h < heads; ++h) {
            const HeadResult &head = r.heads[size_t(h)];
            const Matrix scaled = scaledScores(r, h);
            // Each head uses its own columns of Q, K and V.
            QCOMPARE(head.q, Matrix(r.qAll.middleCols(h * r.dK, r.dK)));
            QCOMPARE(head.k, Matrix(r.kAll.middleCols(h * r.dK, r.dK)));
            for (int i = 0; i < 6; ++i) {
                // Each row with an allowed key sums to 1.
                EXPECT_NEAR(head.weights.row(i).sum(), 1.0, 1e-6);
                for (int j = 0; j < 6; ++j) {
                    // scaled == raw / sqrt(d_k) (bit-exact: the same division).
                    QCOMPARE(scaled(i, j), scale ? head.scores(i, j) / divisor : head.scores(i, j));
                    QCOMPARE(scaledScore(r, h, i, j), scaled(i, j));
                    // Masked weights are exactly 0.
                    if (causal && j > i)
                        QCOMPARE(head.weights(i, j), 0.0f);
                    else
                        QVERIFY(head.weights(i, j) > 0);
                }
            }
            // The heads' outputs concatenate in order.
            QCOMPARE(Matrix(r.concat.middleCols(h * r.dK, r.dK)), head.output);
        }
        // Output = concat Wo + bo.
        const MatrixD expected = (r.concat.cast<double>() * *s.wo).rowwise() + s.bo->transpose();
        for (int i = 0; i < 6; ++i)
            for (int c = 0; c < 8; ++c)
                EXPECT_NEAR(r.output(i, c), expected(i, c), 1e-5);
        QVERIFY(r.warnings.empty());
    }

    void addingAConstantToARowChangesNoWeight()
    {
        // Softmax is shift invariant: a constant added to every score of a row (here
        // through an extra dimension of q with a key column of ones) changes nothing.
        MatrixD q(2, 3), k(3, 3), v = MatrixD::Identity(3, 3);
        q << 0.5, -1, 0, 2, 0.25, 0;
        k << 1, 0, 1, 0, 1, 1, 1, 1, 1;
        const AttentionResult before = compute(direct(q, k, v, false));
        q(0, 2) = 37.5;
        q(1, 2) = -12;
        const AttentionResult after = compute(direct(q, k, v, false));
        QVERIFY(before.ok && after.ok);
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 3; ++j)
                EXPECT_NEAR(after.heads[0].weights(i, j), before.heads[0].weights(i, j), 1e-6);
    }

    void handComputed2x2()
    {
        // q = [[1, 0], [0, 1]], k = [[1, 1], [0, 2]], unscaled: scores [[1, 0], [1, 2]]
        MatrixD q(2, 2), k(2, 2), v(2, 2);
        q << 1, 0, 0, 1;
        k << 1, 1, 0, 2;
        v << 1, 2, 3, 4;
        const AttentionResult r = compute(direct(q, k, v, false));
        QVERIFY(r.ok);
        EXPECT_ROW(r.heads[0].scores, 0, 0, {1, 0});
        EXPECT_ROW(r.heads[0].scores, 1, 0, {1, 2});
        const double a = std::exp(1.0) / (std::exp(1.0) + 1); // 0.7310585786
        EXPECT_ROW(r.heads[0].weights, 0, 1e-7, {a, 1 - a});
        EXPECT_ROW(r.heads[0].weights, 1, 1e-7, {1 - a, a});
        EXPECT_ROW(r.output, 0, 1e-6, {a * 1 + (1 - a) * 3, a * 2 + (1 - a) * 4});
    }

    void handComputed3x3Scaled()
    {
        // One query [1, 2, 2] against three keys; d_k = 3, scores [1, 2, 3] * ... / sqrt 3
        MatrixD q(1, 3), k(3, 3), v(3, 1);
        q << 1, 2, 2;
        k << 1, 0, 0, 0, 1, 0, 0, 0, 1.5;
        v << 1, 10, 100;
        const AttentionResult r = compute(direct(q, k, v, true));
        QVERIFY(r.ok);
        const double s[3] = {1 / std::sqrt(3.0), 2 / std::sqrt(3.0), 3 / std::sqrt(3.0)};
        const double z = std::exp(s[0]) + std::exp(s[1]) + std::exp(s[2]);
        EXPECT_ROW(scaledScores(r, 0), 0, 1e-6, {s[0], s[1], s[2]});
        EXPECT_ROW(r.heads[0].weights, 0, 1e-6,
                   {std::exp(s[0]) / z, std::exp(s[1]) / z, std::exp(s[2]) / z});
        EXPECT_NEAR(r.output(0, 0),
                    (std::exp(s[0]) + 10 * std::exp(s[1]) + 100 * std::exp(s[2])) / z, 1e-4);
    }

    void extremeScoresDoNotOverflow()
    {
        // scores [1000, 0, -1000] -> weights [1, 0, 0], no NaN
        MatrixD q(1, 1), k(3, 1), v = MatrixD::Identity(3, 3);
        q << 1000;
        k << 1, 0, -1;
        const AttentionResult r = compute(direct(q, k, v, false));
        QVERIFY(r.ok);
        EXPECT_ROW(r.heads[0].weights, 0, 0, {1, 0, 0});
        QVERIFY(r.output.allFinite());
        QVERIFY(std::isfinite(r.stats.raw.entropy));
    }

    void fullyMaskedRowIsZeroWithAWarning()
    {
        MatrixD q(3, 2), k(3, 2), v(3, 2);
        q << 1, 0, 0, 1, 1, 1;
        k << 1, 0, 0, 1, 1, 1;
        v << 1, 2, 3, 4, 5, 6;
        Scenario s = direct(q, k, v, true);
        s.mask = BoolMatrix::Constant(3, 3, true);
        (*s.mask)(1, 0) = (*s.mask)(1, 1) = (*s.mask)(1, 2) = false;
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        EXPECT_ROW(r.heads[0].weights, 1, 0, {0, 0, 0}); // zeros, never uniform, never NaN
        EXPECT_ROW(r.output, 1, 0, {0, 0});
        QCOMPARE(r.rowsWithoutKeys, std::vector<int>{1});
        QCOMPARE(int(r.warnings.size()), 1);
        QCOMPARE(r.warnings[0],
                 std::string("row 1 has no allowed key: its weights and output are zero"));
        EXPECT_NEAR(r.heads[0].weights.row(0).sum(), 1.0, 1e-6);
        // Statistics skip the empty row: 6 allowed entries, 2 rows.
        QCOMPARE(r.stats.raw.entries, 6);
        QCOMPARE(r.stats.raw.rows, 2);
    }

    /// With an output bias, a row with no allowed key has zero weights and the output b_o
    /// (0 · W_o + b_o), and the warning says so; both engines agree.
    void fullyMaskedRowWithABiasOutputsTheBias()
    {
        Scenario s;
        s.mode = Mode::SelfAttention;
        s.numHeads = 1;
        s.tokens = {"a", "b", "c"};
        s.embeddings = MatrixD(3, 2);
        s.embeddings << 1, 0, 0, 1, 1, 1;
        s.wq = s.wk = s.wv = s.wo = MatrixD::Identity(2, 2);
        s.bo = VectorD(2);
        *s.bo << 0.5, -0.25;
        s.mask = BoolMatrix::Constant(3, 3, true);
        (*s.mask)(1, 0) = (*s.mask)(1, 1) = (*s.mask)(1, 2) = false;
        const std::string warning
            = "row 1 has no allowed key: its weights are zero and its output is the output "
              "bias b_o";
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.rowsWithoutKeys, std::vector<int>{1});
        EXPECT_ROW(r.heads[0].weights, 1, 0, {0, 0, 0});
        EXPECT_ROW(r.output, 1, 0, {0.5, -0.25});
        QCOMPARE(r.warnings, std::vector<std::string>{warning});
        const TiledResult tiled = computeTiled(s, 2);
        QVERIFY2(tiled.ok, tiled.error.c_str());
        EXPECT_ROW(tiled.output, 1, 0, {0.5, -0.25});
        QCOMPARE(tiled.warnings, std::vector<std::string>{warning});
    }

    void everythingMaskedGivesZeroStatistics()
    {
        MatrixD q(1, 1), k(2, 1), v(2, 1);
        q << 1;
        k << 1, 2;
        v << 1, 2;
        Scenario s = direct(q, k, v, true);
        s.padding = {true, true};
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        QCOMPARE(r.stats.raw.std, 0.0);
        QCOMPARE(r.stats.raw.maxWeight, 0.0);
        QCOMPARE(r.stats.scaled.mean, 0.0);
        QCOMPARE(r.output(0, 0), 0.0f);
    }

    void masksCombine()
    {
        // causal AND padding AND the custom mask.
        MatrixD x = MatrixD::Identity(4, 4);
        Scenario s;
        s.tokens = {"a", "b", "c", "d"};
        s.embeddings = x;
        s.causal = true;
        s.padding = {false, false, true, false};
        s.mask = BoolMatrix::Constant(4, 4, true);
        (*s.mask)(3, 0) = false;
        const BoolMatrix allowed = allowedMask(s);
        const bool expected[4][4] = {{1, 0, 0, 0}, {1, 1, 0, 0}, {1, 1, 0, 0}, {0, 1, 0, 1}};
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                QCOMPARE(allowed(i, j), expected[i][j]);
        // Causal is top-left aligned when queries and keys differ in number.
        Scenario d = direct(MatrixD::Ones(2, 1), MatrixD::Ones(3, 1), MatrixD::Ones(3, 1), false);
        d.causal = true;
        const BoolMatrix a = allowedMask(d);
        QVERIFY(a(0, 0) && !a(0, 1) && !a(0, 2) && a(1, 0) && a(1, 1) && !a(1, 2));
    }

    void divisorIsATemperature()
    {
        Scenario s = randomScenario(4, 4, 1, true, false, 7);
        s.divisor = 4.0;
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        QCOMPARE(r.divisor, 4.0);
        QCOMPARE(scaledScore(r, 0, 1, 2), r.heads[0].scores(1, 2) / 4.0f);
        // Statistics keep meaning "scaled by sqrt(d_k)".
        EXPECT_NEAR(r.stats.scaled.std * 2, r.stats.raw.std, 1e-6);
    }

    void overflowIsReportedNotHidden()
    {
        MatrixD q(1, 2), k(2, 2), v(2, 1);
        q << 1e20, 0;
        k << 1e20, 0, 0, 1;
        v << 1, 1;
        const AttentionResult r = compute(direct(q, k, v, false));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("overflow") != std::string::npos, r.error.c_str());
        QVERIFY2(r.error.find("query 0, key 0") != std::string::npos, r.error.c_str());
        // A number outside float's range is named by its place.
        q(0, 1) = 1e300;
        const AttentionResult big = compute(direct(q, k, v, false));
        QVERIFY(!big.ok);
        QVERIFY2(big.error.rfind("q[0][1]", 0) == 0, big.error.c_str());
        // A score that overflows where the causal mask hides it is reported all the same:
        // query 0 may see key 0 only, and its score against key 1 is 1e40.
        MatrixD q2(2, 2), k2(2, 2), v2(2, 1);
        q2 << 1e20, 0, 0, 1;
        k2 << 0, 1, 1e20, 0;
        v2 << 1, 1;
        Scenario masked = direct(q2, k2, v2, false);
        masked.causal = true;
        const AttentionResult hidden = compute(masked);
        QVERIFY(!hidden.ok);
        QVERIFY2(hidden.error.find("query 0, key 1") != std::string::npos, hidden.error.c_str());
    }

    // n = 886 queries make three blocks of 295 rows and a last block of one row (blocks of
    // about 1 MiB of scores): every block's outputs as the tiled path computes them, every
    // weights row summing to 1, the last row's weights the softmax of its scores.
    void blocksOfRowsCoverEveryRow()
    {
        for (const bool causal : {false, true}) {
            const Scenario s = randomScenario(886, 16, 2, true, causal, 21);
            const AttentionResult r = compute(s);
            QVERIFY2(r.ok, r.error.c_str());
            const TiledResult tiled = computeTiled(s, 128);
            QVERIFY(tiled.ok);
            QVERIFY(tiledMatches(tiled.output, r.output));
            for (const HeadResult &head : r.heads) {
                const Eigen::VectorXd sums = head.weights.cast<double>().rowwise().sum();
                QVERIFY((sums.array() - 1).abs().maxCoeff() < 1e-5);
                const Eigen::Index last = head.scores.rows() - 1;
                const Eigen::ArrayXd x
                    = head.scores.row(last).cast<double>().transpose().array() / r.divisor;
                const Eigen::ArrayXd p = (x - x.maxCoeff()).exp() / (x - x.maxCoeff()).exp().sum();
                for (Eigen::Index j = 0; j < p.size(); ++j)
                    EXPECT_NEAR(head.weights(last, j), p(j), 1e-6);
            }
        }
    }

    // A head stops at its first number that is not finite; the message names the first one
    // of this computation, never what an earlier one left in the same memory: a recompute
    // whose scores overflowed in a later block of rows, then one of the same size whose scaled
    // scores overflow in the first row (a divisor of 1e-30), and whose scores are finite.
    void overflowMessageIsThisComputations()
    {
        MatrixD q = MatrixD::Constant(700, 2, 1), k = MatrixD::Constant(700, 2, 1);
        const MatrixD v = MatrixD::Constant(700, 1, 1);
        q(600, 0) = 1e20;
        k(3, 0) = 1e20;
        const AttentionResult first = compute(direct(q, k, v, false));
        QVERIFY(!first.ok);
        QVERIFY2(first.error.find("scores (Q·K^T) of head 0 overflow at query 600, key 3")
                     != std::string::npos,
                 first.error.c_str());
        q(600, 0) = 1;
        k(3, 0) = 1;
        q(0, 0) = 1e10;
        Scenario second = direct(q, k, v, true);
        second.divisor = 1e-30;
        const AttentionResult r = compute(second);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("scaled scores of head 0 overflow at query 0, key 0")
                     != std::string::npos,
                 r.error.c_str());
    }

    void nanThatReachesTheEngineIsReported()
    {
        Scenario s = randomScenario(3, 4, 1, true, false, 1);
        s.embeddings(2, 1) = std::nan("");
        const AttentionResult r = compute(s);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, std::string("embeddings[2][1]: not a finite number"));
    }
};

QTEST_GUILESS_MAIN(TestAttention)
#include "tst_attention.moc"
