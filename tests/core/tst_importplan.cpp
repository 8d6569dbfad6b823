// Planning an import without a window: which matrix an imported file replaces, what follows
// its shape, and the imports refused with the message naming the place.

#include "Examples.h"
#include "ImportPlan.h"
#include "MatrixImport.h"
#include "Scenario.h"

#include <QTest>

#include <initializer_list>
#include <limits>
#include <utility>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)
Q_DECLARE_METATYPE(attn::ImportTarget)
Q_DECLARE_METATYPE(attn::ImportedMatrix)

namespace {

/// rows x columns numbered 1, 2, 3, ... row by row, so every cell is recognisable.
ImportedMatrix counting(int rows, int columns, std::initializer_list<const char *> rowNames = {})
{
    ImportedMatrix m;
    m.values.resize(rows, columns);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            m.values(r, c) = r * columns + c + 1;
    for (const char *name : rowNames)
        m.rowNames << QString::fromUtf8(name);
    return m;
}

/// Same shape and bit-identical numbers (Eigen's == must not see two shapes).
bool same(const MatrixD &a, const MatrixD &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

} // namespace

class TestImportPlan : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const std::pair<const char *, Scenario *> examples[]
            = {{"padding", &m_padding},
               {"seed000-step-by-step", &m_stepByStep},
               {"seed002-one-query-two-keys", &m_direct}};
        for (const auto &[name, scenario] : examples) {
            QString error;
            QVERIFY2(loadExample(QString::fromLatin1(name), *scenario, &error), qPrintable(error));
        }
    }

    void embeddingsReplaceXAndTheTokensFollowTheRows()
    {
        const Scenario &before = m_padding;
        const ImportedMatrix matrix = counting(3, 4, {"a", "b", "c"});
        const ImportPlan plan = planImport(before, ImportTarget::Embeddings, matrix);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.after.mode, Mode::SelfAttention);
        QVERIFY(same(plan.after.embeddings, matrix.values));
        QCOMPARE(plan.after.tokens, (Labels{"a", "b", "c"}));
        QCOMPARE(plan.after.padding, (std::vector<bool>{false, false, false}));
        QCOMPARE(plan.after.numHeads, before.numHeads);
        QCOMPARE(plan.notes,
                 QStringList{QStringLiteral("The number of tokens changes from 5 to 3.")});
    }

    void anImportThatReshapesTheOutputIsRefusedNamingTheTarget()
    {
        Scenario before = m_direct; // one query, d_v = 2
        before.target = MatrixD::Zero(1, 2);
        const ImportPlan kept = planImport(before, ImportTarget::Q, counting(1, 2));
        QVERIFY2(kept.error.isEmpty(), qPrintable(kept.error));
        QVERIFY(kept.after.target == before.target);
        const ImportPlan refused = planImport(before, ImportTarget::Q, counting(2, 2));
        QCOMPARE(refused.error,
                 QStringLiteral("The scenario would be invalid: target: expected a 2 x 2 matrix "
                                "(n_queries x d_out, the output's shape), got 1 x 2"));
    }

    void moreTokensKeepTheirMaskAndAllowTheNewPairs()
    {
        Scenario before = m_stepByStep;
        before.mask = BoolMatrix::Constant(4, 4, true);
        (*before.mask)(1, 3) = false;
        const ImportPlan plan = planImport(before, ImportTarget::Embeddings, counting(5, 3));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.after.tokens, (Labels{"x1", "x2", "x3", "x4", "t5"}));
        QVERIFY(plan.after.mask);
        QCOMPARE(plan.after.mask->rows(), Eigen::Index(5));
        QCOMPARE(plan.after.mask->cols(), Eigen::Index(5));
        QCOMPARE(plan.after.mask->count(), 5 * 5 - 1); // only x2 -> x4 stays blocked
        QVERIFY(!(*plan.after.mask)(1, 3));
        QVERIFY(
            plan.notes.contains(QStringLiteral("The custom mask is resized (new pairs allowed).")));
    }

    void aWiderXResizesTheProjections()
    {
        const Scenario &before = m_stepByStep;
        const ImportPlan plan = planImport(before, ImportTarget::Embeddings, counting(4, 4));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.after.embeddings.cols(), Eigen::Index(4));
        QVERIFY(plan.after.wq);
        QVERIFY(same(plan.after.wq->topLeftCorner(3, 3), *before.wq));
        QCOMPARE((*plan.after.wq)(3, 3), 1.0); // identity in the new row and column
        QCOMPARE((*plan.after.wq)(0, 3), 0.0);
        QCOMPARE(plan.after.tokens, before.tokens);
        QCOMPARE(plan.notes,
                 (QStringList{QStringLiteral("d_model changes from 3 to 4."),
                              QStringLiteral("The projections are resized (top-left block kept, "
                                             "identity elsewhere).")}));
    }

    void embeddingsSwitchADirectScenarioToSelfAttention()
    {
        const Scenario &before = m_direct;
        const ImportPlan plan = planImport(before, ImportTarget::Embeddings, counting(2, 2));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.after.mode, Mode::SelfAttention);
        QVERIFY(same(plan.after.embeddings, counting(2, 2).values));
        QCOMPARE(plan.notes.value(0),
                 QStringLiteral("The scenario switches to self-attention mode."));
    }

    void qSwitchesToDirectModeAndKFollowsItsWidth()
    {
        const Scenario &before = m_stepByStep;
        const ImportedMatrix matrix = counting(2, 5, {"first", "second"});
        const ImportPlan plan = planImport(before, ImportTarget::Q, matrix);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.after.mode, Mode::Direct);
        QVERIFY(same(plan.after.q, matrix.values));
        QCOMPARE(plan.after.queryLabels, (Labels{"first", "second"}));
        // K keeps head 1's keys in its first three columns, the two new ones are zero.
        QCOMPARE(plan.after.k.rows(), Eigen::Index(4));
        QCOMPARE(plan.after.k.cols(), Eigen::Index(5));
        QVERIFY(plan.after.k.rightCols(2).isZero(0));
        QVERIFY(same(plan.after.k.leftCols(3), before.embeddings)); // W = I: K = X
        QCOMPARE(plan.notes.value(1), QStringLiteral("d_k changes from 3 to 5: K is resized (new "
                                                     "columns zero: import K next)."));
    }

    void moreKeysGiveVNewZeroRows()
    {
        const Scenario &before = m_direct;
        const ImportPlan plan = planImport(before, ImportTarget::K, counting(3, 2));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QVERIFY(same(plan.after.k, counting(3, 2).values));
        QVERIFY(same(plan.after.q, before.q));
        QVERIFY(same(plan.after.v.topRows(2), before.v));
        QVERIFY(plan.after.v.row(2).isZero(0));
        QCOMPARE(plan.after.keyLabels, (Labels{"k1", "k2", "k3"}));
        QCOMPARE(plan.notes,
                 (QStringList{QStringLiteral("The number of keys changes from 2 to 3."),
                              QStringLiteral("V gets 3 rows (new rows zero: import V next).")}));
    }

    void valuesOfAnotherWidthLeaveQAndKAlone()
    {
        const Scenario &before = m_direct;
        const ImportPlan plan = planImport(before, ImportTarget::V, counting(2, 3));
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QVERIFY(same(plan.after.v, counting(2, 3).values));
        QVERIFY(same(plan.after.q, before.q));
        QVERIFY(same(plan.after.k, before.k));
        QCOMPARE(plan.notes, QStringList{QStringLiteral("d_v changes from 2 to 3.")});
    }

    void refused_data()
    {
        QTest::addColumn<Scenario>("before");
        QTest::addColumn<ImportTarget>("target");
        QTest::addColumn<ImportedMatrix>("matrix");
        QTest::addColumn<QString>("error");

        const Scenario &self = m_padding;
        const Scenario &direct = m_direct;
        QTest::newRow("no numbers") << self << ImportTarget::Embeddings << ImportedMatrix()
                                    << QStringLiteral("The file holds no numbers.");
        QTest::newRow("fewer tokens than rows")
            << self << ImportTarget::Embeddings << counting(3, 4, {"a", "b"})
            << QStringLiteral("The scenario would be invalid: embeddings: expected one row per "
                              "token (2), got 3");
        QTest::newRow("more query labels than rows")
            << direct << ImportTarget::Q << counting(2, 2, {"a", "b", "c"})
            << QStringLiteral("The scenario would be invalid: query_labels: expected 2 labels, "
                              "got 3");
        QTest::newRow("fewer key labels than rows")
            << direct << ImportTarget::V << counting(3, 2, {"a"})
            << QStringLiteral("The scenario would be invalid: key_labels: expected 3 labels, "
                              "got 1");
        QTest::newRow("d_k over the limit")
            << direct << ImportTarget::Q << counting(1, limits::maxDimension + 1)
            << QStringLiteral("The scenario would be invalid: q[0]: 4097 columns exceed the "
                              "limit of 4096");
        ImportedMatrix infinite = counting(2, 2);
        infinite.values(1, 0) = std::numeric_limits<double>::infinity();
        QTest::newRow("not finite")
            << direct << ImportTarget::K << infinite
            << QStringLiteral("The scenario would be invalid: k[1][0]: not a finite number");
    }

    void refused()
    {
        QFETCH(Scenario, before);
        QFETCH(ImportTarget, target);
        QFETCH(ImportedMatrix, matrix);
        QFETCH(QString, error);
        const ImportPlan plan = planImport(before, target, matrix);
        QCOMPARE(plan.error, error);
    }

    void targetNames()
    {
        QCOMPARE(importTargetName(ImportTarget::Embeddings), QStringLiteral("embeddings X"));
        QCOMPARE(importTargetName(ImportTarget::Q), QStringLiteral("queries Q"));
        QCOMPARE(importTargetName(ImportTarget::K), QStringLiteral("keys K"));
        QCOMPARE(importTargetName(ImportTarget::V), QStringLiteral("values V"));
    }

private:
    Scenario m_padding;    ///< 5 tokens, the last 2 padding, d_model 4, no projections
    Scenario m_stepByStep; ///< x1..x4, d_model 3, W_q = W_k = W_v = I
    Scenario m_direct;     ///< direct mode: q 1 x 2, K and V 2 x 2, keys k1, k2
};

QTEST_GUILESS_MAIN(TestImportPlan)
#include "tst_importplan.moc"
