// The backward pass through every positional encoding (sinusoidal, learned, rope, alibi)
// against central finite differences in double on 200 seeded random scenarios, 50 per kind
// (both modes where the kind applies, 1-4 heads, every mask kind, scaling on and off); a
// learned table's own gradient; rope's backward rotation is the forward one's inverse;
// masked cells still get exactly zero gradient.

#include "Backward.h"
#include "ForwardPass.h"
#include "GradientCheck.h"
#include "Positions.h"
#include "Random.h"

#include <QTest>

#include <cmath>

using namespace attn;
using namespace attn::testing;

namespace {

constexpr int scenarioCount = 200;
constexpr PositionKind kinds[]
    = {PositionKind::Sinusoidal, PositionKind::Learned, PositionKind::Rope, PositionKind::Alibi};

/// Scenario i: kind i % 4 on the first random scenario (from seed 1000 + 7 i on) the kind
/// applies to (sinusoidal and learned need self-attention, rope an even d_k), with a base,
/// table or slopes drawn from the seed.
Scenario positionedScenario(int i)
{
    const PositionKind kind = kinds[i % 4];
    for (std::uint64_t seed = 1000 + 7 * std::uint64_t(i);; ++seed) {
        Scenario s = randomScenario(seed);
        const bool self = s.mode == Mode::SelfAttention;
        if ((kind == PositionKind::Sinusoidal || kind == PositionKind::Learned) && !self)
            continue;
        if (kind == PositionKind::Rope && s.headDim() % 2 != 0)
            continue;
        // Direct and self-attention alternate for rope and alibi.
        if ((kind == PositionKind::Rope || kind == PositionKind::Alibi) && self != (i / 4 % 2 == 0))
            continue;
        RandomSource rng(seed * 31 + 5);
        PositionEncoding p;
        p.kind = kind;
        // Small bases turn the pairs by large angles, so the rotation matters.
        if ((kind == PositionKind::Sinusoidal || kind == PositionKind::Rope) && rng.uniform() < 0.7)
            p.base = 2 + 100 * rng.uniform();
        if (kind == PositionKind::Learned)
            p.table = randomMatrix(rng, s.embeddings.rows(), s.embeddings.cols());
        if (kind == PositionKind::Alibi && rng.uniform() < 0.5) {
            std::vector<double> slopes;
            for (int h = 0; h < (self ? s.numHeads : 1); ++h)
                slopes.push_back(2 * rng.uniform());
            p.slopes = slopes;
        }
        s.positions = p;
        return s;
    }
}

} // namespace

class TestBackwardPositions : public QObject
{
    Q_OBJECT

private slots:
    void ropeBackIsTheInverse();
    void gradientsEqualFiniteDifferences();
    void maskedCellsGetExactlyZero();
    void onlyLearnedHasATableGradient();
};

void TestBackwardPositions::ropeBackIsTheInverse()
{
    RandomSource rng(3);
    const MatrixD a = randomMatrix(rng, 6, 8);
    MatrixD b = a;
    rotatePairs(b, 10);
    QVERIFY((b - a).cwiseAbs().maxCoeff() > 0.1);
    rotatePairsBack(b, 10);
    QVERIFY((b - a).cwiseAbs().maxCoeff() <= 1e-14);
    // Row 0 turns by angle 0: unchanged both ways.
    QVERIFY(b.row(0) == a.row(0));
}

void TestBackwardPositions::gradientsEqualFiniteDifferences()
{
    Checker checker;
    int perKind[4] = {}, direct = 0, unscaled = 0, headCounts[5] = {};
    for (int i = 0; i < scenarioCount; ++i) {
        Scenario s = positionedScenario(i);
        QVERIFY2(validate(s).empty(), validate(s).c_str());
        const Gradients g = lossGradients(s);
        QVERIFY2(g.ok, g.error.c_str());
        QCOMPARE(g.loss, loss(s));
        ++perKind[i % 4];
        unscaled += s.scale ? 0 : 1;
        const double floor = std::max(1e-3 * gradientScale(g), 1e-9);
        const auto lossNow = [&s] { return loss(s); };
        const QString at = QStringLiteral("scenario %1 (%2) ")
                               .arg(i)
                               .arg(QLatin1String(positionKindName(s.positions->kind)));
        if (s.mode == Mode::Direct) {
            ++direct;
            QVERIFY(checker.check(s.q, g.q, lossNow, floor, at + QStringLiteral("q")));
            QVERIFY(checker.check(s.k, g.k, lossNow, floor, at + QStringLiteral("k")));
            QVERIFY(checker.check(s.v, g.v, lossNow, floor, at + QStringLiteral("v")));
        } else {
            ++headCounts[s.numHeads];
            QVERIFY(checker.check(s.embeddings, g.embeddings, lossNow, floor,
                                  at + QStringLiteral("embeddings")));
            if (s.positions->kind == PositionKind::Learned)
                QVERIFY(checker.check(*s.positions->table, g.positionTable, lossNow, floor,
                                      at + QStringLiteral("positions.table")));
            QVERIFY(checker.checkProjections(s, g, lossNow, floor, at));
        }
        // d_scores is the gradient of the scores softmax saw: alibi's bias included.
        const ForwardPass f = forwardPass(s);
        for (int h = 0; h < f.numHeads; ++h) {
            MatrixD scaled = f.heads[size_t(h)].scaled;
            QVERIFY(checker.check(
                scaled, g.heads[size_t(h)].dScores,
                [&] { return lossFromHead(f, *s.target, h, &scaled, nullptr); }, floor,
                at + QStringLiteral("d_scores")));
        }
    }
    qInfo("%d entries, worst relative difference %.3g", checker.entries, checker.worst);
    for (int k = 0; k < 4; ++k)
        QCOMPARE(perKind[k], scenarioCount / 4);
    QVERIFY(direct >= 40 && unscaled > 0);
    for (int h = 1; h <= 4; ++h)
        QVERIFY2(headCounts[h] > 0, "a head count was never drawn");
}

void TestBackwardPositions::maskedCellsGetExactlyZero()
{
    int blocked = 0, blockedKeys = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        const Scenario s = positionedScenario(i);
        const Gradients g = lossGradients(s);
        QVERIFY(g.ok);
        const BoolMatrix allowed = allowedMask(s);
        for (const HeadGradients &h : g.heads)
            for (Eigen::Index c = 0; c < allowed.size(); ++c)
                if (!allowed.data()[c]) {
                    ++blocked;
                    QVERIFY(h.dScores.data()[c] == 0.0 && !std::signbit(h.dScores.data()[c]));
                    QVERIFY(h.dWeights.data()[c] == 0.0);
                }
        if (s.mode != Mode::Direct)
            continue;
        // Rope turns a zero row back into a zero row: a key nobody attends stays at 0.
        for (Eigen::Index j = 0; j < allowed.cols(); ++j)
            if (!allowed.col(j).any()) {
                ++blockedKeys;
                QVERIFY(g.k.row(j).isZero(0) && g.v.row(j).isZero(0));
                for (Eigen::Index c = 0; c < g.k.cols(); ++c)
                    QVERIFY(!std::signbit(g.k(j, c)));
            }
    }
    QVERIFY(blocked > 50 && blockedKeys > 0);
}

void TestBackwardPositions::onlyLearnedHasATableGradient()
{
    for (int i = 0; i < 8; ++i) {
        const Scenario s = positionedScenario(i);
        const Gradients g = lossGradients(s);
        QVERIFY(g.ok);
        if (s.positions->kind == PositionKind::Learned) {
            // x = embeddings + table: both get d x.
            QVERIFY(g.positionTable.size() > 0);
            QVERIFY(g.positionTable == g.embeddings);
        } else {
            QCOMPARE(g.positionTable.size(), Eigen::Index(0));
        }
    }
}

QTEST_GUILESS_MAIN(TestBackwardPositions)
#include "tst_backward_positions.moc"
