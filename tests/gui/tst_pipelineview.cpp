// The pipeline view: every stage of the formula with its shape, the skipped
// scaling stage, the walkthrough's highlighted stage, and every stage inside the view at
// projector sizes with large text; the views' size hint kept between layout passes.

#include "PipelineView.h"
#include "TestHelpers.h"
#include "ViewTestHelpers.h"
#include "WeightsView.h"

#include <QTest>

#include <memory>

using namespace attn;
using namespace attn::ui;
using namespace attn::ui::viewtest;

class TestPipelineView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void pipelineStages_data();
    void pipelineStages();
    void pipelineSkipsScalingWhenOff();
    void pipelineHighlightedStageDimsOthers();
    void pipelineFitsWithLargeText_data();
    void pipelineFitsWithLargeText();
    void sizeHintFollowsSnapshotOptionsAndFont();
};

void TestPipelineView::init()
{
    testing::failOnUnexpectedWarnings();
}

void TestPipelineView::pipelineStages_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QList<int>>("present");
    QTest::addColumn<QList<int>>("absent");
    using S = PipelineStage;
    const QList<int> core{int(S::Queries), int(S::Keys), int(S::Values),  int(S::Scores),
                          int(S::Scaled),  int(S::Mask), int(S::Weights), int(S::HeadOutput)};
    QTest::newRow("direct") << QStringLiteral("seed002-one-query-two-keys") << core
                            << QList<int>{int(S::Input), int(S::Concat), int(S::OutputProjection)};
    QTest::newRow("multi-head") << QStringLiteral("seed003-multi-head")
                                << core
                                       + QList<int>{int(S::Input), int(S::Concat),
                                                    int(S::OutputProjection), int(S::Output)}
                                << QList<int>{};
}

void TestPipelineView::pipelineStages()
{
    QFETCH(QString, name);
    QFETCH(QList<int>, present);
    QFETCH(QList<int>, absent);
    PipelineView view;
    showOn(view, loadExampleOrDie(name), QSize(1300, 760));
    for (int stage : present)
        QVERIFY2(view.panelOfStage(PipelineStage(stage)) >= 0, qPrintable(QString::number(stage)));
    for (int stage : absent)
        QCOMPARE(view.panelOfStage(PipelineStage(stage)), -1);
    const ViewLayout &layout = view.currentLayout();
    const ViewPanel &mask = layout.panels[std::size_t(view.panelOfStage(PipelineStage::Mask))];
    QCOMPARE(mask.spec.scale, HeatmapScale::Mask);
    const ViewPanel &weights
        = layout.panels[std::size_t(view.panelOfStage(PipelineStage::Weights))];
    QCOMPARE(weights.spec.scale, HeatmapScale::Unit);
    // Stages do not overlap.
    for (std::size_t i = 0; i < layout.panels.size(); ++i)
        for (std::size_t j = i + 1; j < layout.panels.size(); ++j)
            QVERIFY(!layout.panels[i].layout.grid.intersects(layout.panels[j].layout.bounds));
    // The followed query row is outlined in every stage whose rows are queries.
    ViewOptions options;
    options.highlightRow = 0;
    view.setOptions(options);
    for (const ViewPanel &panel : view.currentLayout().panels)
        QCOMPARE(panel.spec.highlightRow, panel.rowsAreQueries ? 0 : -1);
    // Tooltips of the score stage reuse the cell formula.
    const int scores = view.panelOfStage(PipelineStage::Scores);
    QVERIFY(view.formulaAt(scores, 0, 0).contains(QString::fromUtf8("q\u2081\u00b7k\u2081")));
}

void TestPipelineView::pipelineSkipsScalingWhenOff()
{
    Scenario scenario = loadExampleOrDie("seed000-step-by-step");
    PipelineView view;
    showOn(view, scenario, QSize(1300, 760));
    const int scaled = view.panelOfStage(PipelineStage::Scaled);
    QVERIFY(!view.currentLayout().panels[std::size_t(scaled)].spec.dimmed);
    QVERIFY(view.currentLayout().panels[std::size_t(scaled)].spec.subtitle.contains(
        QString::fromUtf8("\u221a3")));
    scenario.scale = false;
    view.setSnapshot(makeSnapshot(scenario));
    const ViewPanel &off = view.currentLayout().panels[std::size_t(scaled)];
    QVERIFY(off.spec.dimmed);
    QVERIFY(off.spec.subtitle.contains(QStringLiteral("skipped")));
    // The locked scale: scores and scaled share one colour range.
    scenario.scale = true;
    view.setSnapshot(makeSnapshot(scenario));
    ViewOptions options;
    options.lockScoreScale = true;
    view.setOptions(options);
    const ViewLayout &locked = view.currentLayout();
    const double a
        = locked.panels[std::size_t(view.panelOfStage(PipelineStage::Scores))].layout.range;
    const double b = locked.panels[std::size_t(scaled)].layout.range;
    QCOMPARE(a, b);
    options.lockScoreScale = false;
    view.setOptions(options);
    const ViewLayout &free = view.currentLayout();
    QVERIFY(free.panels[std::size_t(scaled)].layout.range
            < free.panels[std::size_t(view.panelOfStage(PipelineStage::Scores))].layout.range);
}

void TestPipelineView::pipelineHighlightedStageDimsOthers()
{
    PipelineView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"), QSize(1300, 760));
    view.setHighlightedStage(int(PipelineStage::Weights));
    for (const ViewPanel &panel : view.currentLayout().panels)
        QCOMPARE(panel.spec.dimmed, panel.stage != int(PipelineStage::Weights));
    view.setHighlightedStage(-1);
    for (const ViewPanel &panel : view.currentLayout().panels)
        QVERIFY(!panel.spec.dimmed);
    view.grab();
}

void TestPipelineView::pipelineFitsWithLargeText_data()
{
    QTest::addColumn<double>("fontScale");
    QTest::addColumn<QSize>("size");
    // Presentation mode below the banner and the tabs (as measured on screen), at 1366 x 768
    // and at 1920 x 1080.
    QTest::newRow("1366, text 1.0") << 1.0 << QSize(1366, 610);
    QTest::newRow("1366, text 1.32") << 1.3225 << QSize(1366, 590);
    QTest::newRow("1920, text 1.25") << 1.25 << QSize(1920, 880);
    QTest::newRow("1920, text 1.65") << 1.65 << QSize(1920, 840);
}

void TestPipelineView::pipelineFitsWithLargeText()
{
    QFETCH(double, fontScale);
    QFETCH(QSize, size);
    PipelineView view;
    ViewOptions options;
    options.fontScale = fontScale;
    view.setOptions(options);
    showOn(view, loadExampleOrDie("multi-head-causal-d8"), size);
    const ViewLayout &layout = view.currentLayout();
    QCOMPARE(int(layout.panels.size()), 12);
    double smallest = 1e9;
    for (const ViewPanel &panel : layout.panels) {
        // No stage cut off at the bottom or the right (the last row was, with large text).
        QVERIFY2(QRectF(view.rect()).contains(panel.layout.bounds), qPrintable(panel.spec.title));
        smallest = std::min(smallest, panel.layout.cell);
    }
    QVERIFY(smallest >= 6);
}

void TestPipelineView::sizeHintFollowsSnapshotOptionsAndFont()
{
    // The size hint is kept between layout passes (a start asks every page for it): it must still
    // be the hint of a view made afresh with the same snapshot, options and font after each change.
    // The pipeline's hint lays out every stage's labels; the weights view's is cheaper.
    for (const bool pipeline : {true, false}) {
        auto make = [pipeline]() -> std::unique_ptr<HeatmapViewBase> {
            if (pipeline)
                return std::make_unique<PipelineView>();
            return std::make_unique<WeightsView>();
        };
        const QString kind = pipeline ? QStringLiteral("pipeline") : QStringLiteral("weights");
        const std::unique_ptr<HeatmapViewBase> view = make();
        auto fresh = [&] {
            const std::unique_ptr<HeatmapViewBase> other = make();
            other->setFont(view->font());
            other->setOptions(view->options());
            other->setSnapshot(view->snapshot());
            return other->sizeHint();
        };
        view->setSnapshot(makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys")));
        const QSize small = view->sizeHint();
        QCOMPARE(small, fresh());
        QCOMPARE(view->sizeHint(), small);

        view->setSnapshot(makeSnapshot(loadExampleOrDie("seed000-step-by-step")));
        const QSize larger = view->sizeHint();
        QVERIFY2(larger.height() > small.height(), qPrintable(kind)); // 1 query, then 4
        QCOMPARE(larger, fresh());

        ViewOptions options = view->options();
        options.fontScale = 1.5;
        view->setOptions(options);
        const QSize scaled = view->sizeHint();
        QVERIFY2(scaled.height() > larger.height(), qPrintable(kind));
        QCOMPARE(scaled, fresh());

        QFont font = view->font();
        font.setPointSizeF(font.pointSizeF() * 0.5);
        view->setFont(font);
        QVERIFY2(view->sizeHint().height() < scaled.height(), qPrintable(kind));
        QCOMPARE(view->sizeHint(), fresh());
    }
}

QTEST_MAIN(TestPipelineView)
#include "tst_pipelineview.moc"
