// Positional encodings in the window: the pipeline's stages for each encoding (x + PE before
// the projections, the rotation between the split and Q·Kᵀ, the alibi bias beside + M), the
// cell formulas that include them, the Positions tab's control with undo, its learned
// table, and the encoding view's numbers (rope's score against distance from the engine).

#include "Document.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "PositionTableModel.h"
#include "PositionsCanvas.h"
#include "PositionsTab.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "ViewTestHelpers.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;
using namespace attn::ui::viewtest;

namespace {

int panelTitled(const PipelineView &view, const char *title)
{
    const ViewLayout &layout = view.currentLayout();
    for (size_t i = 0; i < layout.panels.size(); ++i)
        if (layout.panels[i].spec.title == QString::fromUtf8(title))
            return int(i);
    return -1;
}

/// The document's snapshot is the one of its current scenario (its recompute delivered).
bool settled(const Document &doc)
{
    return QTest::qWaitFor(
        [&doc] { return doc.snapshot() && doc.snapshot()->scenario == doc.scenario(); });
}

} // namespace

class TestPositionsGui : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    /// Each encoding's stage in the pipeline, where it acts.
    void pipelineStages_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("none") << QStringLiteral("seed000-step-by-step") << QStringList{}
                              << QStringList{QStringLiteral("PE"), QStringLiteral("RoPE(Q)"),
                                             QStringLiteral("B (ALiBi)")};
        QTest::newRow("sinusoidal")
            << QStringLiteral("positions-sinusoidal")
            << QStringList{QStringLiteral("PE"), QStringLiteral("X + PE")}
            << QStringList{QStringLiteral("RoPE(Q)"), QStringLiteral("B (ALiBi)")};
        QTest::newRow("learned") << QStringLiteral("positions-learned")
                                 << QStringList{QStringLiteral("PE"), QStringLiteral("X + PE")}
                                 << QStringList{QStringLiteral("RoPE(Q)")};
        QTest::newRow("rope") << QStringLiteral("positions-rope")
                              << QStringList{QStringLiteral("RoPE(Q)"), QStringLiteral("RoPE(K)")}
                              << QStringList{QStringLiteral("PE"), QStringLiteral("B (ALiBi)")};
        QTest::newRow("alibi") << QStringLiteral("positions-alibi")
                               << QStringList{QStringLiteral("B (ALiBi)")}
                               << QStringList{QStringLiteral("PE"), QStringLiteral("RoPE(Q)")};
    }
    void pipelineStages()
    {
        QFETCH(QString, example);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        PipelineView view;
        showOn(view, loadExampleOrDie(example), QSize(1366, 768));
        for (const QString &title : present)
            QVERIFY2(panelTitled(view, qPrintable(title)) >= 0, qPrintable(title));
        for (const QString &title : absent)
            QCOMPARE(panelTitled(view, qPrintable(title)), -1);
        const ViewLayout &layout = view.currentLayout();
        for (size_t i = 0; i < layout.panels.size(); ++i)
            for (size_t j = i + 1; j < layout.panels.size(); ++j)
                QVERIFY(!layout.panels[i].layout.grid.intersects(layout.panels[j].layout.bounds));
        // The stages come in the pipeline's order: PE after X, the rotation before Q·Kᵀ, the
        // bias before the mask.
        const int scores = view.panelOfStage(PipelineStage::Scores);
        if (present.contains(QStringLiteral("PE")))
            QVERIFY(panelTitled(view, "PE") < view.panelOfStage(PipelineStage::Queries));
        if (present.contains(QStringLiteral("RoPE(Q)")))
            QVERIFY(panelTitled(view, "RoPE(K)") < scores);
        if (present.contains(QStringLiteral("B (ALiBi)")))
            QVERIFY(panelTitled(view, "B (ALiBi)") < view.panelOfStage(PipelineStage::Mask));
    }

    /// The score cell's formula names the rotation and the bias with the engine's numbers.
    void formulasIncludeTheEncoding()
    {
        PipelineView view;
        const Scenario rope = loadExampleOrDie("positions-rope");
        showOn(view, rope, QSize(1366, 768));
        const int scores = view.panelOfStage(PipelineStage::Scores);
        const QString ropeText = view.formulaAt(scores, 1, 2);
        QVERIFY2(ropeText.contains(QString::fromUtf8("q\u2082\u00b7k\u2083 after rotating by "
                                                     "1\u03b8 and 2\u03b8")),
                 qPrintable(ropeText));

        const Scenario alibi = loadExampleOrDie("positions-alibi");
        showOn(view, alibi, QSize(1366, 768));
        const AttentionResult r = compute(alibi);
        const QString alibiText = view.formulaAt(view.panelOfStage(PipelineStage::Scores), 0, 2);
        const QString expected = QString::fromUtf8("+ ALiBi bias \u22120.5\u00b7|0\u22122| = "
                                                   "\u22121, so ")
                                 + formatNumber(scaledScore(r, 0, 0, 2), NumberStyle::Formula);
        QVERIFY2(alibiText.contains(expected), qPrintable(alibiText));
        // The bias panel holds −slope·|i − j| of the shown head.
        const ViewPanel &bias = view.currentLayout().panels[size_t(panelTitled(view, "B (ALiBi)"))];
        QCOMPARE((*bias.spec.values)(0, 2), -1.0f);
        QCOMPARE((*bias.spec.values)(3, 1), -1.0f);
        QCOMPARE((*bias.spec.values)(4, 4), 0.0f);
    }

    /// Picking an encoding is one undo step; a choice the scenario cannot take (rope with an
    /// odd d_k) leaves it unchanged and says why.
    void chooserWithUndo()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed003-multi-head"), QString());
        PositionsTab tab(&doc);
        QVERIFY(!doc.scenario().positions);
        QCOMPARE(tab.kindBox()->currentIndex(), 0);
        tab.choose(3); // rope
        QVERIFY(doc.scenario().positions);
        QCOMPARE(doc.scenario().positions->kind, PositionKind::Rope);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(tab.kindBox()->currentIndex(), 3);
        QVERIFY(settled(doc));
        QVERIFY(doc.snapshot()->result.ok);
        QVERIFY(!tab.canvas()->distanceScores().empty());
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().positions);
        QCOMPARE(tab.kindBox()->currentIndex(), 0);

        // Seed 000's example has d_model = d_k = 3: rope cannot pair its components.
        const Scenario odd = loadExampleOrDie("seed000-step-by-step");
        QCOMPARE(odd.headDim(), 3);
        doc.reset(odd, QString());
        tab.choose(3);
        QVERIFY(!doc.scenario().positions);
        QCOMPARE(doc.undoStack()->count(), 0);

        doc.reset(loadExampleOrDie("positions-alibi"), QString());
        tab.slopesEdit()->setText(QStringLiteral("0.25; 0.75"));
        emit tab.slopesEdit()->editingFinished();
        QCOMPARE(*doc.scenario().positions->slopes, (std::vector<double>{0.25, 0.75}));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    /// The learned table is edited like the embeddings: a cell is an undo step.
    void learnedTableEdit()
    {
        Document doc;
        doc.reset(loadExampleOrDie("positions-learned"), QString());
        PositionTableModel model(&doc);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), 4);
        QVERIFY(model.setData(model.index(2, 1), QStringLiteral("0.75"), Qt::EditRole));
        QCOMPARE((*doc.scenario().positions->table)(2, 1), 0.75);
        QVERIFY(!model.setData(model.index(2, 1), QStringLiteral("abc"), Qt::EditRole));
        doc.undoStack()->undo();
        QCOMPARE((*doc.scenario().positions->table)(2, 1), 0.0);
    }

    /// A cell of the table is a small step: repeated edits of it merge like a matrix cell's,
    /// typing it back to its start leaves no step and an unmodified document, and neither a
    /// cell edit nor a choice of encoding resets the other editors' models.
    void positionEditsAreSmallSteps()
    {
        Document doc;
        doc.reset(loadExampleOrDie("positions-learned"), QString());
        PositionsTab tab(&doc);
        auto *model = tab.findChild<PositionTableModel *>();
        QVERIFY(model);
        QSignalSpy structure(&doc, &Document::structureChanged);
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy cells(model, &QAbstractItemModel::dataChanged);
        const double start = (*doc.scenario().positions->table)(2, 1);
        QVERIFY(model->setData(model->index(2, 1), QStringLiteral("0.75"), Qt::EditRole));
        QVERIFY(model->setData(model->index(2, 1), QStringLiteral("0.5"), Qt::EditRole));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE((*doc.scenario().positions->table)(2, 1), 0.5);
        QCOMPARE(cells.count(), 2);
        QCOMPARE(resets.count(), 0);
        QVERIFY(model->setData(model->index(2, 1), formatNumber(start, NumberStyle::Exact),
                               Qt::EditRole));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());

        // An edit of the embeddings leaves the table's model (and an editor open on it) alone.
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 4));
        QCOMPARE(resets.count(), 0);
        // Choosing another encoding and back: the token and matrix models are not reset.
        tab.choose(1); // sinusoidal
        QCOMPARE(doc.scenario().positions->kind, PositionKind::Sinusoidal);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().positions->kind, PositionKind::Learned);
        QCOMPARE(structure.count(), 0);
    }

    /// The table reads a number as the embeddings' editor does: the decimal comma and the
    /// true minus sign the views print, no group separators.
    void learnedTableReadsNumbersAsEveryEditor()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QStringLiteral("id_ID")));
        Document doc;
        doc.reset(loadExampleOrDie("positions-learned"), QString());
        PositionTableModel model(&doc);
        const bool minus
            = model.setData(model.index(1, 0), QStringLiteral("\u22120,25"), Qt::EditRole);
        const bool grouped
            = model.setData(model.index(1, 1), QStringLiteral("1.000"), Qt::EditRole);
        QLocale::setDefault(before);
        QVERIFY(minus);
        QCOMPARE((*doc.scenario().positions->table)(1, 0), -0.25);
        QVERIFY(grouped);
        QCOMPARE((*doc.scenario().positions->table)(1, 1), 1.0);
    }

    /// The chart's curve is the engine's score of the same pair at distance i − j.
    void ropeChartIsTheEngines()
    {
        const Scenario s = loadExampleOrDie("positions-rope");
        PositionsCanvas canvas;
        canvas.setSnapshot(makeSnapshot(s));
        const AttentionResult r = compute(s);
        const std::vector<double> &chart = canvas.distanceScores();
        const int d = canvas.maxDistance();
        QCOMPARE(int(chart.size()), 2 * d + 1);
        // Rows 0 and 3 are both "the": q₀ = q₃ and k₀ = k₃ before rotation, so the engine's
        // scores (0, 0), (3, 3), (3, 0) and (0, 3) are the chart at 0, 0, 3 and −3.
        QVERIFY(testing::near(r.heads[0].scores(0, 0), chart[size_t(d)], 1e-5));
        QVERIFY(testing::near(r.heads[0].scores(3, 3), chart[size_t(d)], 1e-5));
        QVERIFY(testing::near(r.heads[0].scores(3, 0), chart[size_t(d + 3)], 1e-5));
        QVERIFY(testing::near(r.heads[0].scores(0, 3), chart[size_t(d - 3)], 1e-5));
    }
};

QTEST_MAIN(TestPositionsGui)
#include "tst_positionsgui.moc"
