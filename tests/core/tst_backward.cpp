// The backward pass (core/learn) against central finite differences in double on 200 seeded
// random scenarios (both modes, 1-4 heads, every mask kind, scaling on and off, a custom
// divisor); masked cells get exactly zero gradient; a query row with no allowed key
// contributes nothing; the double forward pass agrees with the float engine.

#include "Attention.h"
#include "Backward.h"
#include "ForwardPass.h"
#include "GradientCheck.h"
#include "Random.h"
#include "SoftmaxBackward.h"

#include <QTest>

#include <cmath>

using namespace attn;
using namespace attn::testing;

namespace {

constexpr int scenarioCount = 200;

} // namespace

class TestBackward : public QObject
{
    Q_OBJECT

private slots:
    void softmaxBackwardByHand();
    void gradientsEqualFiniteDifferences();
    void maskedCellsGetExactlyZero();
    void rowWithoutKeysContributesNothing();
    void doubleForwardMatchesEngine();
    void lossNeedsATarget();
};

void TestBackward::softmaxBackwardByHand()
{
    // p = [0.5, 0.5, 0] with the third key blocked, d_p = [1, 0, 5]:
    // p · d_p = 0.5, d_z = [0.5 (1 - 0.5), 0.5 (0 - 0.5), 0] = [0.25, -0.25, 0].
    const double p[] = {0.5, 0.5, 0};
    const double dp[] = {1, 0, 5};
    const bool allowed[] = {true, true, false};
    double dz[3] = {9, 9, 9};
    QCOMPARE(softmaxBackward(p, dp, allowed, 3, dz), 0.5);
    QCOMPARE(dz[0], 0.25);
    QCOMPARE(dz[1], -0.25);
    QCOMPARE(dz[2], 0.0);

    MatrixD weights(2, 3), dWeights(2, 3);
    weights << 0.5, 0.5, 0, 0, 0, 0;
    dWeights << 1, 0, 5, 3, 3, 3;
    BoolMatrix mask(2, 3);
    mask << true, true, false, false, false, false;
    const SoftmaxBackwardTerms t = softmaxBackwardTerms(weights, dWeights, mask, 0);
    QVERIFY(t.anyAllowed);
    QCOMPARE(t.pDotDp, 0.5);
    QCOMPARE(t.dz, (std::vector<double>{0.25, -0.25, 0}));
    const SoftmaxBackwardTerms none = softmaxBackwardTerms(weights, dWeights, mask, 1);
    QVERIFY(!none.anyAllowed);
    QCOMPARE(none.dz, (std::vector<double>{0, 0, 0}));
    QVERIFY(softmaxBackwardTerms(weights, dWeights, mask, 2).dz.empty());
}

void TestBackward::gradientsEqualFiniteDifferences()
{
    Checker checker;
    int selfAttention = 0, direct = 0, unscaled = 0, customDivisor = 0;
    int headCounts[5] = {};
    for (std::uint64_t seed = 0; seed < scenarioCount; ++seed) {
        Scenario s = randomScenario(seed);
        QVERIFY2(validate(s).empty(), validate(s).c_str());
        const Gradients g = lossGradients(s);
        QVERIFY2(g.ok, g.error.c_str());
        QCOMPARE(g.loss, loss(s));
        const double floor = std::max(1e-3 * gradientScale(g), 1e-9);
        const auto lossNow = [&s] { return loss(s); };
        const QString at = QStringLiteral("seed %1 ").arg(seed);
        if (s.mode == Mode::Direct) {
            ++direct;
            QVERIFY(checker.check(s.q, g.q, lossNow, floor, at + QStringLiteral("q")));
            QVERIFY(checker.check(s.k, g.k, lossNow, floor, at + QStringLiteral("k")));
            QVERIFY(checker.check(s.v, g.v, lossNow, floor, at + QStringLiteral("v")));
        } else {
            ++selfAttention;
            ++headCounts[s.numHeads];
            QVERIFY(checker.check(s.embeddings, g.embeddings, lossNow, floor,
                                  at + QStringLiteral("embeddings")));
            // Absent projections are the identity or zero: the gradient is of those.
            QVERIFY(checker.checkProjections(s, g, lossNow, floor, at));
        }
        unscaled += s.scale ? 0 : 1;
        customDivisor += s.divisor ? 1 : 0;

        // d_weights and d_scores of each head. A blocked weight is fixed at 0 by the mask
        // (d_weights says 0 there), so only the allowed cells are moved.
        const ForwardPass f = forwardPass(s);
        for (int h = 0; h < f.numHeads; ++h) {
            MatrixD scaled = f.heads[size_t(h)].scaled;
            MatrixD weights = f.heads[size_t(h)].weights;
            const HeadGradients &d = g.heads[size_t(h)];
            QVERIFY(checker.check(
                scaled, d.dScores, [&] { return lossFromHead(f, *s.target, h, &scaled, nullptr); },
                floor, at + QStringLiteral("d_scores")));
            QVERIFY(checker.check(
                weights, d.dWeights,
                [&] { return lossFromHead(f, *s.target, h, nullptr, &weights); }, floor,
                at + QStringLiteral("d_weights"), &f.allowed));
        }
    }
    qInfo("%d entries, worst relative difference %.3g", checker.entries, checker.worst);
    // Every kind was met: both modes, 1 to 4 heads, scaling off, a custom divisor.
    QVERIFY(selfAttention >= 90 && direct >= 90);
    for (int h = 1; h <= 4; ++h)
        QVERIFY2(headCounts[h] > 0, "a head count was never drawn");
    QVERIFY(unscaled > 0 && customDivisor > 0);
}

void TestBackward::maskedCellsGetExactlyZero()
{
    int blockedCells = 0, emptyRows = 0, blockedKeys = 0;
    for (std::uint64_t seed = 0; seed < scenarioCount; ++seed) {
        const Scenario s = randomScenario(seed);
        const Gradients g = lossGradients(s);
        QVERIFY(g.ok);
        const BoolMatrix allowed = allowedMask(s);
        for (const HeadGradients &h : g.heads)
            for (Eigen::Index i = 0; i < allowed.rows(); ++i)
                for (Eigen::Index j = 0; j < allowed.cols(); ++j)
                    if (!allowed(i, j)) {
                        ++blockedCells;
                        QVERIFY(h.dScores(i, j) == 0.0 && !std::signbit(h.dScores(i, j)));
                        QVERIFY(h.dWeights(i, j) == 0.0 && !std::signbit(h.dWeights(i, j)));
                    }
        if (s.mode != Mode::Direct)
            continue;
        // A query with no allowed key and a key no query may attend: exactly 0.
        for (Eigen::Index i = 0; i < allowed.rows(); ++i)
            if (!allowed.row(i).any()) {
                ++emptyRows;
                QVERIFY(g.q.row(i).isZero(0));
            }
        for (Eigen::Index j = 0; j < allowed.cols(); ++j)
            if (!allowed.col(j).any()) {
                ++blockedKeys;
                QVERIFY(g.k.row(j).isZero(0));
                QVERIFY(g.v.row(j).isZero(0));
            }
    }
    QVERIFY(blockedCells > 100 && emptyRows > 0 && blockedKeys > 0);
}

void TestBackward::rowWithoutKeysContributesNothing()
{
    // Direct mode: the gradients of K and V are those of the scenario without that query.
    Scenario s;
    s.mode = Mode::Direct;
    RandomSource rng(17);
    s.q = randomMatrix(rng, 3, 2);
    s.k = randomMatrix(rng, 4, 2);
    s.v = randomMatrix(rng, 4, 3);
    s.target = randomMatrix(rng, 3, 3);
    s.mask = BoolMatrix::Constant(3, 4, true);
    s.mask->row(1).setConstant(false);
    const Gradients g = lossGradients(s);
    QVERIFY(g.ok);
    QVERIFY(g.q.row(1).isZero(0));
    // Its output is 0, so its loss term is 0.5 |target_1|^2 whatever the inputs.
    QVERIFY(g.dOutput.row(1) == -s.target->row(1));

    Scenario without = s;
    const auto dropRow1 = [](MatrixD m) {
        m.row(1) = m.row(2);
        m.conservativeResize(2, m.cols());
        return m;
    };
    without.q = dropRow1(s.q);
    without.target = dropRow1(*s.target);
    without.mask = BoolMatrix::Constant(2, 4, true);
    const Gradients h = lossGradients(without);
    QVERIFY(h.ok);
    QVERIFY((g.k - h.k).cwiseAbs().maxCoeff() <= 1e-14 * g.k.cwiseAbs().maxCoeff());
    QVERIFY((g.v - h.v).cwiseAbs().maxCoeff() <= 1e-14 * g.v.cwiseAbs().maxCoeff());
    QVERIFY(std::abs(g.loss - h.loss - 0.5 * s.target->row(1).squaredNorm()) <= 1e-12);

    // Self-attention: the row's output is b_o, so its error reaches b_o and nothing else.
    Scenario self;
    self.tokens = {"a", "b", "c"};
    self.numHeads = 2;
    self.embeddings = randomMatrix(rng, 3, 4);
    self.wq = randomMatrix(rng, 4, 4);
    self.wo = randomMatrix(rng, 4, 4);
    self.bo = randomMatrix(rng, 4, 1);
    self.mask = BoolMatrix::Constant(3, 3, true);
    self.mask->row(0).setConstant(false);
    self.target = randomMatrix(rng, 3, 4);
    const Gradients a = lossGradients(self);
    self.target->row(0) = randomMatrix(rng, 1, 4);
    const Gradients b = lossGradients(self);
    QVERIFY(a.ok && b.ok);
    QVERIFY(a.embeddings == b.embeddings);
    QVERIFY(a.wq == b.wq && a.wk == b.wk && a.wv == b.wv && a.wo == b.wo);
    QVERIFY(a.bo != b.bo);
    for (size_t h = 0; h < a.heads.size(); ++h) {
        QVERIFY(a.heads[h].dScores.row(0).isZero(0));
        QVERIFY(a.heads[h].dWeights.row(0).isZero(0));
        QVERIFY(a.heads[h].dScores == b.heads[h].dScores);
    }
}

void TestBackward::doubleForwardMatchesEngine()
{
    // The double pass (the gradients' function) and the float engine (what the app shows)
    // compute the same formula: they agree to float precision on every scenario.
    double worst = 0;
    for (std::uint64_t seed = 0; seed < scenarioCount; ++seed) {
        const Scenario s = randomScenario(seed);
        const AttentionResult r = compute(s);
        const ForwardPass f = forwardPass(s);
        QVERIFY(r.ok && f.ok);
        QCOMPARE(f.numHeads, r.numHeads);
        QCOMPARE(f.divisor, r.divisor);
        QVERIFY(f.allowed == r.allowed);
        const auto close = [&worst](const MatrixD &d, const Matrix &m) {
            if (d.rows() != m.rows() || d.cols() != m.cols())
                return false;
            const double scale = 1 + d.cwiseAbs().maxCoeff();
            const double error = (d - m.cast<double>()).cwiseAbs().maxCoeff() / scale;
            worst = std::max(worst, error);
            return error <= 1e-5;
        };
        for (int h = 0; h < f.numHeads; ++h) {
            QVERIFY(close(f.heads[size_t(h)].scaled, scaledScores(r, h)));
            QVERIFY(close(f.heads[size_t(h)].weights, r.heads[size_t(h)].weights));
            // Blocked weights are exactly 0 in both.
            for (Eigen::Index c = 0; c < f.allowed.size(); ++c)
                if (!f.allowed.data()[c])
                    QVERIFY(f.heads[size_t(h)].weights.data()[c] == 0
                            && r.heads[size_t(h)].weights.data()[c] == 0);
        }
        QVERIFY(close(f.output, r.output));
    }
    qInfo("worst float/double difference %.3g (relative to 1 + the largest entry)", worst);
}

void TestBackward::lossNeedsATarget()
{
    Scenario s = randomScenario(1);
    s.target.reset();
    const Gradients g = lossGradients(s);
    QVERIFY(!g.ok);
    QVERIFY(g.error.rfind("target: missing", 0) == 0);
    s.target = MatrixD::Zero(s.queryCount() + 1, s.outputDim());
    const Gradients bad = lossGradients(s);
    QVERIFY(!bad.ok);
    QCOMPARE(QString::fromStdString(bad.error),
             QStringLiteral("target: expected a %1 x %2 matrix (n_queries x d_out, the output's "
                            "shape), got %3 x %2")
                 .arg(s.queryCount())
                 .arg(s.outputDim())
                 .arg(s.queryCount() + 1));
}

QTEST_GUILESS_MAIN(TestBackward)
#include "tst_backward.moc"
