// The positional encodings' semantics in compute(), against hand-computed cases: sinusoidal
// and learned rows added to x before the projections, rope's rotation of q and k after the
// split (scores depend on i − j only), alibi's bias −slope_h·|i − j| on the scaled scores;
// with and without scaling, masks and 1 to 4 heads; and scenarios without positions
// computing exactly as before.

#include "Attention.h"
#include "Examples.h"
#include "Positions.h"
#include "TestHelpers.h"

#include <QTest>

#include <cmath>

using namespace attn;
using testing::near;

namespace {

/// Self-attention, n tokens, d_model d, identity projections, numbers from a fixed pattern.
Scenario selfAttention(int n, int d, int heads)
{
    Scenario s;
    for (int i = 0; i < n; ++i)
        s.tokens.push_back("t" + std::to_string(i));
    s.embeddings = MatrixD(n, d);
    for (int i = 0; i < n; ++i)
        for (int c = 0; c < d; ++c)
            s.embeddings(i, c) = std::sin(1.3 * i + 0.7 * c) * 0.8;
    s.numHeads = heads;
    return s;
}

/// The weights softmax(row) over the allowed entries of one row, in double.
std::vector<double> softmaxRow(const std::vector<double> &scores, const std::vector<bool> &allowed)
{
    double top = -1e300;
    for (size_t j = 0; j < scores.size(); ++j)
        if (allowed[j])
            top = std::max(top, scores[j]);
    std::vector<double> w(scores.size(), 0.0);
    double sum = 0;
    for (size_t j = 0; j < scores.size(); ++j)
        if (allowed[j])
            sum += (w[j] = std::exp(scores[j] - top));
    for (double &x : w)
        x /= sum;
    return w;
}

} // namespace

class TestPositions : public QObject
{
    Q_OBJECT

private slots:
    /// PE(i, 2m) = sin(i / 10000^(2m/d)), PE(i, 2m+1) = cos(...), checked cell by cell from
    /// the formula written out, and x + PE is what the projections see.
    void sinusoidalMatchesTheFormula()
    {
        Scenario s = selfAttention(5, 6, 2);
        s.positions = PositionEncoding{PositionKind::Sinusoidal, {}, {}, {}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.positions.added.rows(), 5);
        QCOMPARE(r.positions.added.cols(), 6);
        // Hand-computed: PE(3, 2) = sin(3 / 10000^(2/6)) = sin(3 / 21.5443) = 0.138795
        QVERIFY(near(r.positions.added(3, 2), 0.13879, 1e-5));
        QVERIFY(near(r.positions.added(3, 3), 0.99032, 1e-5));
        QVERIFY(near(r.positions.added(1, 0), std::sin(1.0), 1e-6));
        QVERIFY(near(r.positions.added(1, 1), std::cos(1.0), 1e-6));
        for (int i = 0; i < 5; ++i)
            for (int c = 0; c < 6; ++c) {
                const int m = c / 2;
                const double angle = i / std::pow(10000.0, 2.0 * m / 6);
                const double pe = c % 2 ? std::cos(angle) : std::sin(angle);
                QVERIFY(near(r.positions.added(i, c), pe, 1e-6));
                QVERIFY(near(r.qAll(i, c), s.embeddings(i, c) + pe, 1e-5));
                QCOMPARE(r.x(i, c), float(s.embeddings(i, c)));
            }
        // Another base changes the angles: PE(1, 2) = sin(1 / 100^(2/6)).
        s.positions->base = 100.0;
        const AttentionResult b = compute(s);
        QVERIFY(b.ok);
        QVERIFY(near(b.positions.added(1, 2), std::sin(1 / std::pow(100.0, 1.0 / 3)), 1e-6));
    }

    /// Learned: the table's row i is added to x_i, and Q = (x + table) Wq.
    void learnedTableIsAdded()
    {
        Scenario s = selfAttention(3, 4, 1);
        MatrixD table(3, 4);
        table << 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, -2, 0.25;
        s.positions = PositionEncoding{PositionKind::Learned, {}, table, {}};
        s.wq = MatrixD::Identity(4, 4) * 2.0;
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        for (int i = 0; i < 3; ++i)
            for (int c = 0; c < 4; ++c) {
                QCOMPARE(r.positions.xWithPositions(i, c),
                         float(s.embeddings(i, c)) + float(table(i, c)));
                QVERIFY(near(r.qAll(i, c), 2 * (s.embeddings(i, c) + table(i, c)), 1e-5));
            }
    }

    /// Rope with q_i = q and k_j = k the same vectors at every position: the score of
    /// (i, j) depends only on i − j, for 1, 2 and 4 heads, and equals the hand formula
    /// Σ_m |q_m||k_m| cos((i − j)θ_m + φ) for one pair.
    void ropeScoreDependsOnlyOnDistance_data()
    {
        QTest::addColumn<int>("heads");
        QTest::newRow("1 head") << 1;
        QTest::newRow("2 heads") << 2;
        QTest::newRow("4 heads") << 4;
    }
    void ropeScoreDependsOnlyOnDistance()
    {
        QFETCH(int, heads);
        const int n = 6;
        const int d = 8;
        Scenario s = selfAttention(n, d, heads);
        for (int i = 0; i < n; ++i)
            for (int c = 0; c < d; ++c)
                s.embeddings(i, c) = 0.3 + 0.1 * c;
        s.positions = PositionEncoding{PositionKind::Rope, {}, {}, {}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        for (int h = 0; h < heads; ++h) {
            const Matrix &scores = r.heads[size_t(h)].scores;
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j) {
                    const int shift = std::min(i, j);
                    QVERIFY(near(scores(i, j), scores(i - shift, j - shift), 1e-5));
                }
            // V is not rotated.
            QCOMPARE(r.heads[size_t(h)].v, Matrix(r.vAll.middleCols(h * (d / heads), d / heads)));
        }
        // The score depends on the distance: not constant.
        QVERIFY(std::abs(r.heads[0].scores(0, 0) - r.heads[0].scores(3, 0)) > 1e-3);
    }

    /// Direct mode, d_k = 2, one pair: q_2 · k_3 after rotating by 2θ and 3θ (θ = 1 for
    /// the first pair) = |q||k| cos(angle(k) − angle(q) + (3 − 2)), by hand.
    void ropeDirectHandCase()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD(4, 2);
        s.k = MatrixD(4, 2);
        for (int i = 0; i < 4; ++i) {
            s.q.row(i) << 1, 0;
            s.k.row(i) << 0, 1;
        }
        s.v = MatrixD::Identity(4, 4);
        s.scale = false;
        s.positions = PositionEncoding{PositionKind::Rope, {}, {}, {}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        // q rotated by 2: (cos 2, sin 2); k rotated by 3: (−sin 3, cos 3);
        // q·k = −cos2 sin3 + sin2 cos3 = sin(2 − 3) = −sin 1 = −0.841471.
        QVERIFY(near(r.heads[0].scores(2, 3), -0.841471, 1e-6));
        QVERIFY(near(r.heads[0].scores(3, 2), 0.841471, 1e-6));
        QVERIFY(near(r.heads[0].scores(1, 1), 0.0, 1e-6));
        QVERIFY(near(ropeAngle(3, 1, 4, 10000), 3 * 0.01, 1e-12));
    }

    /// The encoding view's chart, score against distance, is the engine's score of the
    /// same q and k placed at positions i and j with i − j = d.
    void ropeScoreByDistanceIsTheEnginesScore()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD(7, 4);
        s.k = MatrixD(7, 4);
        for (int i = 0; i < 7; ++i) {
            s.q.row(i) << 0.9, -0.3, 0.4, 1.1;
            s.k.row(i) << 0.2, 0.7, -1.0, 0.5;
        }
        s.v = MatrixD::Identity(7, 7);
        s.positions = PositionEncoding{PositionKind::Rope, 100.0, {}, {}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const std::vector<double> chart
            = ropeScoreByDistance(s.q.row(0).transpose(), s.k.row(0).transpose(), 100.0, 6);
        QCOMPARE(chart.size(), size_t(13));
        for (int i = 0; i < 7; ++i)
            for (int j = 0; j < 7; ++j)
                QVERIFY(near(r.heads[0].scores(i, j), chart[size_t(i - j + 6)], 1e-5));
    }

    /// Alibi's default slopes 2^(−8h/H): for H = 8 they are 1/2, 1/4, ..., 1/256.
    void alibiSlopesForEightHeads()
    {
        const std::vector<double> slopes = defaultAlibiSlopes(8);
        QCOMPARE(slopes.size(), size_t(8));
        for (int h = 0; h < 8; ++h)
            QCOMPARE(slopes[size_t(h)], 1.0 / double(1 << (h + 1)));
        QCOMPARE(defaultAlibiSlopes(1), std::vector<double>{1.0 / 256});
        QCOMPARE(defaultAlibiSlopes(2), (std::vector<double>{1.0 / 16, 1.0 / 256}));
    }

    /// Alibi adds −slope·|i − j| to the scaled scores before the mask and the softmax;
    /// with and without scaling, with a causal mask and padding, 1 to 4 heads.
    void alibiWeightsByHand_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<bool>("scale");
        QTest::addColumn<bool>("causal");
        QTest::newRow("1 head scaled") << 1 << true << false;
        QTest::newRow("2 heads unscaled causal") << 2 << false << true;
        QTest::newRow("4 heads scaled causal") << 4 << true << true;
        QTest::newRow("3 heads unscaled") << 3 << false << false;
    }
    void alibiWeightsByHand()
    {
        QFETCH(int, heads);
        QFETCH(bool, scale);
        QFETCH(bool, causal);
        const int n = 5;
        const int d = 12;
        Scenario s = selfAttention(n, d, heads);
        s.scale = scale;
        s.causal = causal;
        s.padding = {false, false, false, true, false};
        s.positions = PositionEncoding{PositionKind::Alibi, {}, {}, {}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        const int dK = d / heads;
        const double divisor = scale ? std::sqrt(double(dK)) : 1.0;
        for (int h = 0; h < heads; ++h) {
            const double slope = std::exp2(-8.0 * (h + 1) / heads);
            QCOMPARE(r.positions.slopes[size_t(h)], slope);
            const Matrix scaled = scaledScores(r, h);
            for (int i = 0; i < n; ++i) {
                std::vector<double> row;
                std::vector<bool> allowed;
                for (int j = 0; j < n; ++j) {
                    double dot = 0;
                    for (int c = 0; c < dK; ++c)
                        dot += s.embeddings(i, h * dK + c) * s.embeddings(j, h * dK + c);
                    row.push_back(dot / divisor - slope * std::abs(i - j));
                    allowed.push_back(j != 3 && (!causal || j <= i));
                    QVERIFY(near(scaled(i, j), row.back(), 1e-5));
                    QCOMPARE(scaledScore(r, h, i, j), scaled(i, j));
                }
                const std::vector<double> w = softmaxRow(row, allowed);
                for (int j = 0; j < n; ++j)
                    QVERIFY(near(r.heads[size_t(h)].weights(i, j), w[size_t(j)], 1e-6));
            }
        }
    }

    /// The file's slopes replace the default ones.
    void alibiOwnSlopes()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD::Zero(3, 2);
        s.k = MatrixD::Zero(3, 2);
        s.v = MatrixD::Identity(3, 3);
        s.positions = PositionEncoding{PositionKind::Alibi, {}, {}, std::vector<double>{0.25}};
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        // −0.25·|2−3|... here row 0: scores 0, −0.25, −0.5.
        QCOMPARE(scaledScore(r, 0, 0, 1), -0.25f);
        QCOMPARE(scaledScore(r, 0, 0, 2), -0.5f);
        const double e1 = std::exp(-0.25), e2 = std::exp(-0.5);
        QVERIFY(near(r.heads[0].weights(0, 0), 1 / (1 + e1 + e2), 1e-6));
    }

    /// The errors: rope with odd d_k, sinusoidal or learned in direct mode, a table of the
    /// wrong shape, slopes not one per head, a key of another kind.
    void errorsNameTheKey_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("rope odd d_k") << 0
                                      << "positions.kind: \"rope\" rotates pairs of "
                                         "components, so d_k must be even, got d_k = 3";
        QTest::newRow("sinusoidal direct") << 1
                                           << "positions.kind: \"sinusoidal\" adds to the "
                                              "embeddings before the projections";
        QTest::newRow("table shape") << 2
                                     << "positions.table: expected a 3 x 6 matrix "
                                        "(n_tokens x d_model), got 2 x 6";
        QTest::newRow("slopes count") << 3
                                      << "positions.slopes: expected 2 numbers (one per "
                                         "head), got 1";
        QTest::newRow("base for alibi")
            << 4 << QString::fromUtf8("positions.base: not used by \"alibi\"");
        QTest::newRow("learned without table")
            << 5 << QString::fromUtf8("positions.table: missing");
    }
    void errorsNameTheKey()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Scenario s = selfAttention(3, 6, 2);
        switch (which) {
        case 0:
            s.positions = PositionEncoding{PositionKind::Rope, {}, {}, {}};
            break;
        case 1:
            s = Scenario();
            s.mode = Mode::Direct;
            s.q = s.k = s.v = MatrixD::Ones(2, 2);
            s.positions = PositionEncoding{PositionKind::Sinusoidal, {}, {}, {}};
            break;
        case 2:
            s.positions = PositionEncoding{PositionKind::Learned, {}, MatrixD::Zero(2, 6), {}};
            break;
        case 3:
            s.positions = PositionEncoding{PositionKind::Alibi, {}, {}, std::vector<double>{1}};
            break;
        case 4:
            s.positions = PositionEncoding{PositionKind::Alibi, 100.0, {}, {}};
            break;
        case 5:
            s.positions = PositionEncoding{PositionKind::Learned, {}, {}, {}};
            break;
        }
        const AttentionResult r = compute(s);
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error).startsWith(message), r.error.c_str());
    }

    /// Every built-in example without positions computes bit for bit as with a learned
    /// table of zeros or alibi slopes of 0 (the hooks add exact zeros), and reports no
    /// stage: the positions cannot change a version-1 file's numbers.
    void withoutPositionsNothingChanges()
    {
        for (const ExampleInfo &example : builtInExamples()) {
            Scenario s = testing::loadExampleOrDie(example.name);
            if (s.positions)
                continue;
            const AttentionResult plain = compute(s);
            QVERIFY(plain.ok);
            QVERIFY(!plain.positions.active);
            Scenario zero = s;
            if (s.mode == Mode::SelfAttention)
                zero.positions
                    = PositionEncoding{PositionKind::Learned,
                                       {},
                                       MatrixD::Zero(s.embeddings.rows(), s.embeddings.cols()),
                                       {}};
            else
                zero.positions
                    = PositionEncoding{PositionKind::Alibi, {}, {}, std::vector<double>{0.0}};
            const AttentionResult same = compute(zero);
            QVERIFY2(same.ok, same.error.c_str());
            QCOMPARE(same.output, plain.output);
            for (size_t h = 0; h < plain.heads.size(); ++h) {
                QCOMPARE(same.heads[h].weights, plain.heads[h].weights);
                QCOMPARE(same.heads[h].scores, plain.heads[h].scores);
                QCOMPARE(scaledScores(same, int(h)), scaledScores(plain, int(h)));
            }
        }
    }

    /// With the positions off, swapping two tokens swaps the weights' rows and columns
    /// exactly; with rope on, it does not.
    void permutationProperty()
    {
        Scenario s = selfAttention(4, 4, 1);
        Scenario swapped = s;
        swapped.embeddings.row(0) = s.embeddings.row(2);
        swapped.embeddings.row(2) = s.embeddings.row(0);
        const int p[] = {2, 1, 0, 3};
        const AttentionResult a = compute(s);
        const AttentionResult b = compute(swapped);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                QCOMPARE(b.heads[0].weights(p[i], p[j]), a.heads[0].weights(i, j));
        s.positions = swapped.positions = PositionEncoding{PositionKind::Rope, {}, {}, {}};
        const AttentionResult c = compute(s);
        const AttentionResult d = compute(swapped);
        double largest = 0;
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                largest = std::max(largest, double(std::abs(d.heads[0].weights(p[i], p[j])
                                                            - c.heads[0].weights(i, j))));
        QVERIFY(largest > 1e-3);
    }
};

QTEST_GUILESS_MAIN(TestPositions)
#include "tst_positions.moc"
