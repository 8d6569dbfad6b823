// The backward view: its gradient heatmaps show the engine's numbers (core/learn), masked
// cells are exactly 0, the d s tooltip tells p ∘ (d p − (p · d p)) with the engine's terms,
// and the target a teacher sets is one undo step.

#include "BackwardFormula.h"
#include "BackwardPainter.h"
#include "BackwardPanel.h"
#include "BackwardView.h"
#include "Document.h"
#include "NumberFormat.h"
#include "SoftmaxBackward.h"
#include "TargetCommand.h"
#include "TestHelpers.h"
#include "ViewTestHelpers.h"

#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;
using namespace attn::ui::viewtest;

namespace {

/// An example with a target: its output with cell (row, column) moved by 1 (row −1: the
/// last query, which sees every key even under the causal mask).
Scenario withTarget(const QString &name, int row, int column)
{
    Scenario scenario = loadExampleOrDie(name);
    if (row < 0)
        row = compute(scenario).nQueries - 1;
    scenario.target = outputWithOneCellChanged(scenario, row, column, 1.0);
    if (!scenario.target)
        qFatal("no target for %s", qPrintable(name));
    return scenario;
}

const ViewPanel &panelOf(const BackwardView &view, BackwardStage stage)
{
    const int index = view.panelOfStage(int(stage));
    if (index < 0)
        qFatal("stage %d not shown", int(stage));
    return view.currentLayout().panels[std::size_t(index)];
}

} // namespace

class TestBackwardView : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }
    void heatmapsShowTheEnginesGradients_data();
    void heatmapsShowTheEnginesGradients();
    void maskedCellsAreExactlyZero();
    void tooltipTellsTheEnginesTerms();
    void withoutTargetTheViewSaysSo();
    void targetIsOneUndoStep();
};

void TestBackwardView::heatmapsShowTheEnginesGradients_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("head");
    QTest::newRow("direct") << QStringLiteral("seed002-one-query-two-keys") << 0;
    QTest::newRow("causal") << QStringLiteral("seed000-causal-mask") << 0;
    QTest::newRow("multi-head, head 2") << QStringLiteral("seed003-multi-head") << 1;
    QTest::newRow("multi-head causal, head 2") << QStringLiteral("multi-head-causal-d8") << 1;
}

void TestBackwardView::heatmapsShowTheEnginesGradients()
{
    QFETCH(QString, name);
    QFETCH(int, head);
    const Scenario scenario = withTarget(name, -1, 0);
    const Gradients engine = lossGradients(scenario);
    QVERIFY2(engine.ok, engine.error.c_str());
    QVERIFY(engine.loss > 0.49 && engine.loss < 0.51); // one cell off by 1: loss 0.5

    BackwardView view;
    ViewOptions options;
    options.head = head;
    view.setOptions(options);
    showOn(view, scenario, QSize(1366, 700));
    const HeadGradients &g = engine.heads[std::size_t(head)];
    const Matrix *dp = panelOf(view, BackwardStage::DWeights).spec.values;
    const Matrix *ds = panelOf(view, BackwardStage::DScores).spec.values;
    const Matrix *dOutput = panelOf(view, BackwardStage::DOutput).spec.values;
    QVERIFY(dp && ds && dOutput);
    QCOMPARE(dp->rows(), g.dWeights.rows());
    QCOMPARE(ds->cols(), g.dScores.cols());
    QVERIFY(*dp == g.dWeights.cast<Scalar>());
    QVERIFY(*ds == g.dScores.cast<Scalar>());
    QVERIFY(*dOutput == engine.dOutput.cast<Scalar>());
    // The gradient is not all zero: the picture has something to show.
    QVERIFY(g.dScores.cwiseAbs().maxCoeff() > 1e-6);
    // d p and d s share one colour scale, centred on 0 (the diverging map).
    const double range
        = std::max(g.dWeights.cwiseAbs().maxCoeff(), g.dScores.cwiseAbs().maxCoeff());
    for (BackwardStage stage : {BackwardStage::DWeights, BackwardStage::DScores}) {
        const ViewPanel &panel = panelOf(view, stage);
        QCOMPARE(panel.spec.scale, HeatmapScale::Signed);
        QCOMPARE(panel.spec.range, range);
        QCOMPARE(panel.layout.range, range);
    }
    QVERIFY(panelOf(view, BackwardStage::DWeights).spec.showColorBar); // d s says "same as d p"
    // The loss badge carries the engine's loss.
    const ViewLayout &layout = view.currentLayout();
    QVERIFY(layout.badges.front().text.contains(formatNumber(engine.loss, NumberStyle::Formula)));
    // Panels do not overlap.
    for (std::size_t i = 0; i < layout.panels.size(); ++i)
        for (std::size_t j = i + 1; j < layout.panels.size(); ++j)
            QVERIFY(!layout.panels[i].layout.bounds.intersects(layout.panels[j].layout.bounds));
}

void TestBackwardView::maskedCellsAreExactlyZero()
{
    const Scenario scenario = withTarget(QStringLiteral("multi-head-causal-d8"), 3, 1);
    const Gradients engine = lossGradients(scenario);
    QVERIFY(engine.ok);
    const AttentionResult result = compute(scenario);
    BackwardView view;
    showOn(view, scenario, QSize(1366, 700));
    int masked = 0;
    for (int head = 0; head < result.numHeads; ++head) {
        ViewOptions options;
        options.head = head;
        view.setOptions(options);
        const ViewPanel &ds = panelOf(view, BackwardStage::DScores);
        const ViewPanel &dp = panelOf(view, BackwardStage::DWeights);
        QVERIFY(ds.spec.allowed && dp.spec.allowed);
        for (int i = 0; i < result.allowed.rows(); ++i) {
            for (int j = 0; j < result.allowed.cols(); ++j) {
                if (result.allowed(i, j))
                    continue;
                ++masked;
                QCOMPARE(engine.heads[std::size_t(head)].dScores(i, j), 0.0);
                QCOMPARE(engine.heads[std::size_t(head)].dWeights(i, j), 0.0);
                QCOMPARE((*ds.spec.values)(i, j), Scalar(0));
                QCOMPARE((*dp.spec.values)(i, j), Scalar(0));
                QVERIFY(!(*ds.spec.allowed)(i, j)); // drawn hatched as masked
                const QString formula
                    = view.formulaAt(view.panelOfStage(int(BackwardStage::DScores)), i, j);
                QVERIFY2(formula.contains(QStringLiteral("= 0 exactly")), qPrintable(formula));
            }
        }
    }
    QVERIFY(masked > 0);
}

void TestBackwardView::tooltipTellsTheEnginesTerms()
{
    const Scenario scenario = withTarget(QStringLiteral("seed000-causal-mask"), 2, 1);
    const ForwardPass forward = forwardPass(scenario);
    const Gradients engine = lossGradients(scenario);
    QVERIFY(forward.ok && engine.ok);
    BackwardView view;
    showOn(view, scenario, QSize(1366, 700));
    const int panel = view.panelOfStage(int(BackwardStage::DScores));
    int checked = 0;
    for (int i = 0; i < forward.allowed.rows(); ++i) {
        const SoftmaxBackwardTerms t = softmaxBackwardTerms(
            forward.heads[0].weights, engine.heads[0].dWeights, forward.allowed, i);
        for (int j = 0; j < forward.allowed.cols(); ++j) {
            if (!forward.allowed(i, j))
                continue;
            const QString formula = view.formulaAt(panel, i, j);
            const auto number = [](double v) { return formatNumber(v, NumberStyle::Formula); };
            const QString p = number(t.p[std::size_t(j)]);
            const QString dp = number(t.dp[std::size_t(j)]);
            const QString pDotDp = number(t.pDotDp);
            const QString dz = number(t.dz[std::size_t(j)]);
            QVERIFY2(formula.contains(QString::fromUtf8("p \u2218"))
                         || formula.contains(QStringLiteral("\u00b7 (d p")),
                     qPrintable(formula));
            QVERIFY2(formula.contains(QStringLiteral("= %1 \u00b7 (%2 \u2212 ").arg(p, dp)),
                     qPrintable(formula));
            QVERIFY2(formula.contains(pDotDp), qPrintable(formula));
            QVERIFY2(formula.contains(QStringLiteral(") = %1").arg(dz)), qPrintable(formula));
            // The result is the engine's d s: p (d p − p·d p).
            QCOMPARE(t.dz[std::size_t(j)], engine.heads[0].dScores(i, j));
            ++checked;
        }
    }
    QVERIFY(checked >= 6);
}

void TestBackwardView::withoutTargetTheViewSaysSo()
{
    BackwardView view;
    showOn(view, loadExampleOrDie("seed000-causal-mask"));
    QVERIFY(view.currentLayout().panels.empty());
    QVERIFY(view.currentLayout().message.contains(QStringLiteral("target")));
}

void TestBackwardView::targetIsOneUndoStep()
{
    Document document;
    const Scenario scenario = loadExampleOrDie("seed000-causal-mask");
    document.reset(scenario, QString());
    BackwardPanel panel(&document);
    panel.resize(1200, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(!panel.removeTargetButton()->isEnabled());
    panel.rowBox()->setValue(2);
    panel.componentBox()->setValue(3);
    QTest::mouseClick(panel.setTargetButton(), Qt::LeftButton);
    QVERIFY(document.scenario().target);
    const ForwardPass forward = forwardPass(scenario);
    MatrixD expected = forward.output;
    expected(1, 2) += 1;
    QVERIFY(*document.scenario().target == expected);
    QVERIFY(document.waitForSnapshot());
    QVERIFY(document.snapshot()->backward && document.snapshot()->backward->gradients.ok);
    QCOMPARE(panel.view()->panelOfStage(int(BackwardStage::DScores)) >= 0, true);
    QVERIFY(panel.removeTargetButton()->isEnabled());
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QVERIFY(!document.scenario().target);
    QVERIFY(document.scenario() == scenario);
    QVERIFY(!document.snapshot()->backward);
    document.undoStack()->redo();
    QVERIFY(*document.scenario().target == expected);
}

QTEST_MAIN(TestBackwardView)
#include "tst_backwardview.moc"
