// The pure scenario edits behind the structural undo commands (core, no widgets) and the
// one seeded random source they share with the d_k sweep.

#include "Attention.h"
#include "Examples.h"
#include "Random.h"
#include "ScenarioEdits.h"

#include <QTest>

#include <cmath>

using namespace attn;

namespace {

Scenario stepByStep()
{
    Scenario s;
    QString error;
    if (!loadExample(QStringLiteral("seed000-step-by-step"), s, &error))
        qFatal("%s", qPrintable(error));
    return s;
}

} // namespace

class TestScenarioEdits : public QObject
{
    Q_OBJECT

private slots:
    void randomMatrixIsTheSharedSource()
    {
        // A seed means the same numbers in a random matrix as in the sweep's source.
        const MatrixD m = randomMatrix(3, 4, Distribution::Normal, 2.0, 42);
        RandomSource random(42);
        for (Eigen::Index i = 0; i < m.size(); ++i)
            QCOMPARE(m.data()[i], 2.0 * random.next());
        QCOMPARE(randomMatrix(3, 4, Distribution::Normal, 2.0, 42), m);
        QVERIFY(randomMatrix(3, 4, Distribution::Normal, 2.0, 43) != m);
    }

    void randomMatrixDistributions()
    {
        const MatrixD u = randomMatrix(100, 100, Distribution::Uniform, 0.5, 7);
        QVERIFY(u.minCoeff() >= -0.5 && u.maxCoeff() < 0.5);
        QVERIFY(u.minCoeff() < -0.49 && u.maxCoeff() > 0.49);
        const MatrixD n = randomMatrix(200, 200, Distribution::Normal, 1.0, 7);
        const double mean = n.mean();
        const double var = (n.array() - mean).square().sum() / double(n.size() - 1);
        QVERIFY2(std::abs(mean) < 0.02, qPrintable(QString::number(mean)));
        QVERIFY2(std::abs(var - 1.0) < 0.02, qPrintable(QString::number(var)));
    }

    void randomScenarioComputes()
    {
        RandomScenarioOptions o;
        o.tokens = 5;
        o.dModel = 8;
        o.numHeads = 2;
        o.seed = 3;
        const Scenario s = randomScenario(o);
        QCOMPARE(int(s.tokens.size()), 5);
        QCOMPARE(s.tokens.front(), std::string("t1"));
        QCOMPARE(int(s.embeddings.cols()), 8);
        const AttentionResult r = compute(s);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(int(r.heads.size()), 2);
    }

    void insertRemoveMoveTokens()
    {
        const Scenario s = stepByStep();
        const int n = int(s.tokens.size());
        const MatrixD row = MatrixD::Constant(1, s.embeddings.cols(), 0.25);
        const Scenario inserted = withTokenInserted(s, 1, "new", row);
        QCOMPARE(int(inserted.tokens.size()), n + 1);
        QCOMPARE(inserted.tokens[1], std::string("new"));
        QCOMPARE(MatrixD(inserted.embeddings.row(1)), row);
        QCOMPARE(MatrixD(inserted.embeddings.row(2)), MatrixD(s.embeddings.row(1)));
        QCOMPARE(unusedTokenLabel(inserted), std::string("new 2"));
        const Scenario removed = withTokenRemoved(inserted, 1);
        QCOMPARE(removed.tokens, s.tokens);
        QCOMPARE(removed.embeddings, s.embeddings);
        const Scenario moved = withTokenMoved(s, 0, n - 1);
        QCOMPARE(moved.tokens.back(), s.tokens.front());
        QCOMPARE(MatrixD(moved.embeddings.row(n - 1)), MatrixD(s.embeddings.row(0)));
        QCOMPARE(withTokenMoved(moved, n - 1, 0).embeddings, s.embeddings);
    }

    void modelDimAndHeads()
    {
        const Scenario s = stepByStep();
        const int d = int(s.embeddings.cols());
        const Scenario grown = withModelDim(s, d + 2);
        QCOMPARE(int(grown.embeddings.cols()), d + 2);
        QCOMPARE(grown.embeddings.rightCols(2), MatrixD(MatrixD::Zero(s.embeddings.rows(), 2)));
        QCOMPARE(withModelDim(grown, d).embeddings, s.embeddings);
        QCOMPARE(divisors(12), (QList<int>{1, 2, 3, 4, 6, 12}));
    }

    void targetFollowsTheOutputShape()
    {
        Scenario s = stepByStep();
        const int n = int(s.tokens.size());
        const int d = int(s.embeddings.cols());
        MatrixD target(n, d);
        for (Eigen::Index i = 0; i < target.size(); ++i)
            target.data()[i] = double(i);
        s.target = target;
        const Scenario inserted = withTokenInserted(s, 1, "new", MatrixD::Constant(1, d, 0.25));
        QVERIFY2(validate(inserted).empty(), validate(inserted).c_str());
        QCOMPARE(MatrixD(inserted.target->row(1)), MatrixD(MatrixD::Zero(1, d)));
        QCOMPARE(MatrixD(inserted.target->row(2)), MatrixD(target.row(1)));
        QVERIFY(withTokenRemoved(inserted, 1) == s);
        const Scenario moved = withTokenMoved(s, 0, n - 1);
        QCOMPARE(MatrixD(moved.target->row(n - 1)), MatrixD(target.row(0)));
        QVERIFY(withTokenMoved(moved, n - 1, 0) == s);
        const Scenario grown = withModelDim(s, d + 2);
        QVERIFY2(validate(grown).empty(), validate(grown).c_str());
        QCOMPARE(grown.target->rightCols(2), MatrixD(MatrixD::Zero(n, 2)));
        QVERIFY(withModelDim(grown, d).target == s.target);
        QVERIFY(!toDirectMode(s).target);
        QVERIFY(!toSelfAttentionMode(toDirectMode(s)).target);
    }

    void modeSwitchKeepsHeadOneWeights()
    {
        const Scenario s = stepByStep();
        const AttentionResult before = compute(s);
        const AttentionResult direct = compute(toDirectMode(s));
        QVERIFY(before.ok && direct.ok);
        QCOMPARE(direct.heads.front().weights, before.heads.front().weights);
    }
};

QTEST_APPLESS_MAIN(TestScenarioEdits)
#include "tst_scenarioedits.moc"
