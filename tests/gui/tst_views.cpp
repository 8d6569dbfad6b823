// The heatmap views: every view on every built-in example paints with no Qt
// warning; masked cells are hatched grey, never a colour of the scale; hit testing,
// clicks, keyboard focus, zoom, the heads grid and the badges (the pipeline's stages:
// tst_pipelineview).

#include "HeadsView.h"
#include "PipelineView.h"
#include "Snapshot.h"
#include "TestHelpers.h"
#include "ViewBadges.h"
#include "ViewPainters.h"
#include "ViewSpecs.h"
#include "ViewTestHelpers.h"
#include "WeightsView.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <algorithm>

#include <memory>
#include <random>

using namespace attn;
using namespace attn::ui;
using namespace attn::ui::viewtest;

namespace {

std::unique_ptr<HeatmapViewBase> makeView(const QString &kind)
{
    if (kind == QLatin1String("weights"))
        return std::make_unique<WeightsView>();
    if (kind == QLatin1String("scores"))
        return std::make_unique<WeightsView>(WeightsView::Content::Scores);
    if (kind == QLatin1String("pipeline"))
        return std::make_unique<PipelineView>();
    return std::make_unique<HeadsView>();
}

bool isGrey(QRgb pixel)
{
    return qRed(pixel) == qGreen(pixel) && qGreen(pixel) == qBlue(pixel);
}

/// Direct-mode attention of n random queries and keys: large-matrix paths.
Scenario randomScenario(int n, int dK, bool causal)
{
    std::mt19937 generator(7);
    std::normal_distribution<double> normal;
    Scenario s;
    s.title = "random";
    s.mode = Mode::Direct;
    s.q = MatrixD(n, dK);
    s.k = MatrixD(n, dK);
    s.v = MatrixD(n, dK);
    for (MatrixD *m : {&s.q, &s.k, &s.v})
        for (Eigen::Index i = 0; i < m->size(); ++i)
            m->data()[i] = normal(generator);
    s.causal = causal;
    return s;
}

} // namespace

class TestViews : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyViewOnEveryExample_data();
    void everyViewOnEveryExample();
    void maskedCellsAreHatchedGrey();
    void allowedCellsUseTheScale();
    void hitTestFindsEveryCell();
    void clickFollowsQueryRow();
    void maskEditingTogglesCell();
    void keyboardMovesFocusAndTellsFormula();
    void scoresViewTellsTheDotProduct();
    void zoomWithKeys();
    void headsViewOnePanelPerHead();
    void weightsViewShowsSelectedHead();
    void badges_data();
    void badges();
    void rowWithoutKeys();
    void invalidScenarioShowsMessage();
    void largeMatrixPaints();
};

void TestViews::init()
{
    testing::failOnUnexpectedWarnings();
}

void TestViews::cleanup()
{
    QToolTip::hideText();
}

void TestViews::everyViewOnEveryExample_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    for (const ExampleInfo &info : builtInExamples()) {
        for (const char *kind : {"weights", "scores", "pipeline", "heads"})
            QTest::addRow("%s/%s", qPrintable(info.name), kind)
                << info.name << QString::fromLatin1(kind);
    }
}

void TestViews::everyViewOnEveryExample()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    const std::unique_ptr<HeatmapViewBase> view = makeView(kind);
    QVERIFY(!view->accessibleName().isEmpty());
    QCOMPARE(view->focusPolicy(), Qt::StrongFocus);
    showOn(*view, loadExampleOrDie(name));
    const ViewLayout &layout = view->currentLayout();
    QVERIFY(layout.message.isEmpty());
    QVERIFY(!layout.panels.empty());
    for (const ViewPanel &panel : layout.panels) {
        QVERIFY(panel.layout.cell > 0);
        // Every panel inside the view, nothing clipped at zoom 1.
        QVERIFY2(QRectF(view->rect()).contains(panel.layout.grid), qPrintable(panel.spec.title));
        // Short labels and captions are drawn whole: the painter elides row labels to the
        // label rectangle less a pad, in bold for the followed query ("mat" became "m…").
        QFont bold = panel.layout.labelFont;
        bold.setBold(true);
        const QFontMetricsF boldMetrics(bold);
        const QFontMetricsF metrics(panel.layout.labelFont);
        const double rowWidth = panel.layout.rowLabelRect.width() - 0.4 * metrics.height();
        for (const QString &label : std::as_const(panel.spec.rowLabels)) {
            if (boldMetrics.horizontalAdvance(label) < 6 * metrics.height())
                QCOMPARE(boldMetrics.elidedText(label, Qt::ElideRight, rowWidth), label);
        }
        if (!panel.spec.subtitle.isEmpty())
            QCOMPARE(metrics.elidedText(panel.spec.subtitle, Qt::ElideRight,
                                        panel.layout.titleRect.width()),
                     panel.spec.subtitle);
    }
    const QImage image = view->grab().toImage();
    QVERIFY(!image.isNull());
    // Something beyond the background was drawn.
    const QRgb background = image.pixel(0, 0);
    int other = 0;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            other += image.pixel(x, y) != background;
    QVERIFY(other > 100);
    QVERIFY(view->sizeHint().isValid());
}

void TestViews::maskedCellsAreHatchedGrey()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-causal-mask"));
    const QImage image = view.grab().toImage();
    // Above the diagonal: masked (causal). Every pixel grey (the fill or the hatch), and
    // most of them the masked grey itself: never a viridis colour (viridis has no greys).
    for (const QPoint cell : {QPoint(1, 0), QPoint(3, 0), QPoint(3, 2)}) {
        const QRect rect = view.cellRectAt(0, cell.y(), cell.x()).toRect().adjusted(3, 3, -3, -3);
        QVERIFY(rect.width() > 10);
        int maskedGrey = 0;
        int pixels = 0;
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            for (int x = rect.left(); x <= rect.right(); ++x) {
                const QRgb pixel = image.pixel(x, y);
                QVERIFY2(isGrey(pixel), qPrintable(QColor(pixel).name()));
                maskedGrey += QColor(pixel) == heatmapcolors::masked();
                ++pixels;
            }
        }
        QVERIFY(maskedGrey > pixels / 4);
        QVERIFY(maskedGrey < pixels); // and the hatch is there
    }
    const QString tip = view.formulaAt(0, 0, 3);
    QVERIFY2(tip.contains(QStringLiteral("masked")), qPrintable(tip));
}

void TestViews::allowedCellsUseTheScale()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-causal-mask"));
    const QImage image = view.grab().toImage();
    const SnapshotPtr snapshot = view.snapshot();
    const Matrix &weights = snapshot->result.heads[0].weights;
    for (int i = 0; i < 4; ++i) {
        for (int j = 0; j <= i; ++j) {
            // A corner of the cell, away from its printed number.
            const QPoint corner = view.cellRectAt(0, i, j).toRect().topLeft() + QPoint(4, 4);
            const Rgb expected = sample(ColorMapId::Viridis, weights(i, j));
            QCOMPARE(QColor(image.pixel(corner)), QColor(expected.r, expected.g, expected.b));
        }
    }
}

void TestViews::hitTestFindsEveryCell()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"));
    for (int row = 0; row < 4; ++row) {
        for (int column = 0; column < 4; ++column) {
            const QRectF rect = view.cellRectAt(0, row, column);
            for (const QPointF point : {rect.center(), rect.topLeft() + QPointF(0.5, 0.5),
                                        rect.bottomRight() - QPointF(0.5, 0.5)}) {
                const HeatmapViewBase::Hit hit = view.hitAt(point);
                QCOMPARE(hit.panel, 0);
                QCOMPARE(hit.cell.region, HeatmapHit::Cell);
                QCOMPARE(hit.cell.row, row);
                QCOMPARE(hit.cell.column, column);
            }
        }
        const QRectF first = view.cellRectAt(0, row, 0);
        const HeatmapViewBase::Hit label
            = view.hitAt(QPointF(first.left() - 4, first.center().y()));
        QCOMPARE(label.cell.region, HeatmapHit::RowLabel);
        QCOMPARE(label.cell.row, row);
    }
    QCOMPARE(view.hitAt(QPointF(2, 2)).panel, -1);
}

void TestViews::clickFollowsQueryRow()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"));
    QSignalSpy rows(&view, &SnapshotView::queryRowActivated);
    QSignalSpy toggles(&view, &SnapshotView::cellToggleRequested);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRectAt(0, 2, 1).center().toPoint());
    QCOMPARE(rows.count(), 1);
    QCOMPARE(rows.first().first().toInt(), 2);
    QCOMPARE(view.focusCell(), QPoint(1, 2));
    const QRectF first = view.cellRectAt(0, 3, 0);
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      QPointF(first.left() - 4, first.center().y()).toPoint());
    QCOMPARE(rows.count(), 2);
    QCOMPARE(rows.last().first().toInt(), 3);
    QCOMPARE(toggles.count(), 0);
}

void TestViews::maskEditingTogglesCell()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"));
    view.setMaskEditing(true);
    QSignalSpy rows(&view, &SnapshotView::queryRowActivated);
    QSignalSpy toggles(&view, &SnapshotView::cellToggleRequested);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRectAt(0, 1, 3).center().toPoint());
    QCOMPARE(toggles.count(), 1);
    QCOMPARE(toggles.first().at(0).toInt(), 1);
    QCOMPARE(toggles.first().at(1).toInt(), 3);
    QCOMPARE(rows.count(), 0);
}

void TestViews::keyboardMovesFocusAndTellsFormula()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"));
    view.setFocus();
    QSignalSpy status(&view, &SnapshotView::statusMessage);
    QTest::keyClick(&view, Qt::Key_Right); // the first arrow shows the focus cell at (1, 1)
    QCOMPARE(view.focusCell(), QPoint(0, 0));
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.focusCell(), QPoint(1, 1));
    QVERIFY(status.count() >= 3);
    const QString line = status.last().first().toString();
    QVERIFY2(line.contains(QString::fromUtf8("w\u2082\u2082 = exp(s\u2082\u2082")),
             qPrintable(line));
    QVERIFY(!line.contains(QLatin1Char('\n')));
    QCOMPARE(view.currentLayout().panels[0].spec.focusCell, QPoint(1, 1));
    QVERIFY(view.accessibleDescription().contains(QStringLiteral("exp(")));
    // The focus stays inside the matrix.
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.focusCell(), QPoint(1, 3));
    QSignalSpy rows(&view, &SnapshotView::queryRowActivated);
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(rows.count(), 1);
    QCOMPARE(rows.first().first().toInt(), 3);
    QTest::keyClick(&view, Qt::Key_Escape);
    QCOMPARE(view.focusCell(), QPoint(-1, -1));
}

void TestViews::scoresViewTellsTheDotProduct()
{
    WeightsView view(WeightsView::Content::Scores);
    showOn(view, loadExampleOrDie("seed002-one-query-two-keys"));
    QCOMPARE(view.currentLayout().panels[0].kind, CellKind::Score);
    const QString formula = view.formulaAt(0, 0, 0);
    QVERIFY2(formula.contains(QString::fromUtf8("q\u2081\u00b7k\u2081 = 2\u00b71 + 0\u00b70 = 2")),
             qPrintable(formula));
    QVERIFY2(formula.contains(QString::fromUtf8("\u00f7 \u221a2 = 1.414")), qPrintable(formula));
    // The scores are signed: the diverging map, centred on 0.
    QCOMPARE(view.currentLayout().panels[0].spec.scale, HeatmapScale::Signed);
}

void TestViews::zoomWithKeys()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed000-step-by-step"));
    view.setFocus();
    const double cell = view.currentLayout().panels[0].layout.cell;
    QTest::keyClick(&view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view.zoom() > 1);
    QTest::keyClick(&view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view.currentLayout().panels[0].layout.cell > cell);
    QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(view.zoom(), 1.0);
    QCOMPARE(view.currentLayout().panels[0].layout.cell, cell);
}

void TestViews::headsViewOnePanelPerHead()
{
    HeadsView view;
    showOn(view, loadExampleOrDie("seed003-multi-head"));
    const ViewLayout &layout = view.currentLayout();
    QCOMPARE(int(layout.panels.size()), 2);
    QCOMPARE(layout.panels[0].spec.title, QString::fromUtf8("Head 1 \u00b7 d_k = 2"));
    QCOMPARE(layout.panels[1].spec.title, QString::fromUtf8("Head 2 \u00b7 d_k = 2"));
    QCOMPARE(layout.panels[1].head, 1);
    QVERIFY(!layout.sharedColorBar.isEmpty());
    for (const ViewPanel &panel : layout.panels) {
        QVERIFY(!panel.spec.showColorBar); // one shared 0..1 scale
        QCOMPARE(panel.spec.scale, HeatmapScale::Unit);
    }
    QVERIFY(view.formulaAt(1, 0, 0).startsWith(QStringLiteral("Head 2: ")));
}

void TestViews::weightsViewShowsSelectedHead()
{
    WeightsView view;
    showOn(view, loadExampleOrDie("seed003-multi-head"));
    QCOMPARE(view.displayedHead(), 0);
    ViewOptions options;
    options.head = 1;
    view.setOptions(options);
    QCOMPARE(view.displayedHead(), 1);
    QCOMPARE(view.currentLayout().panels[0].spec.values, &view.snapshot()->result.heads[1].weights);
    QVERIFY(view.currentLayout().panels[0].spec.title.contains(QStringLiteral("head 2 of 2")));
    options.head = 7;
    options.allHeads = true;
    view.setOptions(options);
    QCOMPARE(view.displayedHead(), 1);
}

void TestViews::badges_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("step by step") << QStringLiteral("seed000-step-by-step")
                                  << QStringList{QStringLiteral("each row sums to 1"),
                                                 QStringLiteral("0 masked cells")};
    QTest::newRow("causal") << QStringLiteral("seed000-causal-mask")
                            << QStringList{QStringLiteral("each row sums to 1"),
                                           QStringLiteral("upper triangle is 0"),
                                           QStringLiteral("6 masked cells")};
    QTest::newRow("padding") << QStringLiteral("padding")
                             << QStringList{QStringLiteral("10 masked cells")};
    QTest::newRow("mask first key") << QStringLiteral("seed002-exercise-mask-first-key")
                                    << QStringList{QStringLiteral("1 masked cell")};
}

void TestViews::badges()
{
    QFETCH(QString, name);
    QFETCH(QStringList, expected);
    const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie(name));
    const std::vector<Badge> badges = weightsBadges(*snapshot, ViewOptions());
    QStringList texts;
    for (const Badge &badge : badges) {
        QVERIFY(badge.kind != Badge::Failed);
        texts << badge.text;
    }
    for (const QString &text : expected)
        QVERIFY2(texts.contains(text), qPrintable(texts.join(QStringLiteral(" | "))));
    // Each pill has room for its whole text, at every text size ("0 masked ce…").
    for (double scale : {1.0, 1.17, 1.5, 2.0}) {
        ViewOptions options;
        options.fontScale = scale;
        const QFont font = viewFont(QFont(), options);
        const QFontMetricsF metrics(font);
        const std::vector<QRectF> pills = badgePills(badges, QRectF(0, 0, 2000, 400), font);
        QCOMPARE(pills.size(), badges.size());
        for (std::size_t i = 0; i < badges.size(); ++i) {
            const QString shown
                = badgeText(badges[i], metrics, pills[i].width() - 1.4 * metrics.height());
            QVERIFY2(shown.endsWith(badges[i].text), qPrintable(shown));
        }
    }
    // In a picture narrower than a badge (a handout's figure, a long Indonesian sentence)
    // the badge wraps onto more lines inside the picture instead of being cut off.
    const QFont font = viewFont(QFont(), ViewOptions());
    const QFontMetricsF metrics(font);
    const double narrow = 0.6 * metrics.horizontalAdvance(badges.front().text);
    const std::vector<QRectF> pills = badgePills(badges, QRectF(0, 0, narrow, 4000), font);
    QVERIFY(pills.front().height() > 2 * metrics.height());
    for (std::size_t i = 0; i < pills.size(); ++i) {
        QVERIFY(pills[i].right() <= narrow + 1e-9);
        for (std::size_t k = 0; k < i; ++k)
            QVERIFY(!pills[i].intersects(pills[k])); // no pill over another
    }
    double bottom = 0;
    for (const QRectF &pill : pills)
        bottom = std::max(bottom, pill.bottom());
    QCOMPARE(badgesHeight(badges, narrow, font), bottom);
}

void TestViews::rowWithoutKeys()
{
    Scenario scenario = loadExampleOrDie("seed002-one-query-two-keys");
    BoolMatrix mask(1, 2);
    mask << false, false;
    scenario.mask = mask;
    WeightsView view;
    showOn(view, scenario);
    const SnapshotPtr snapshot = view.snapshot();
    QCOMPARE(snapshot->result.rowsWithoutKeys, std::vector<int>{0});
    const ViewPanel &panel = view.currentLayout().panels[0];
    QCOMPARE(panel.spec.rowsWithoutKeys, &snapshot->result.rowsWithoutKeys);
    bool warning = false;
    bool rowSums = false;
    for (const Badge &badge : view.currentLayout().badges) {
        warning |= badge.kind == Badge::Warning;
        rowSums |= badge.text == QStringLiteral("each row with a valid key sums to 1");
    }
    QVERIFY(warning);
    QVERIFY(rowSums);
    QVERIFY(view.formulaAt(0, 0, 1).contains(QStringLiteral("no allowed key")));
    QVERIFY(view.formulaAt(0, 0, 1).contains(QStringLiteral("PyTorch gives NaN")));
    view.grab();
}

void TestViews::invalidScenarioShowsMessage()
{
    Scenario scenario = loadExampleOrDie("seed002-one-query-two-keys");
    scenario.k = MatrixD(2, 3); // d_k of K differs from Q's
    scenario.k.setZero();
    for (const char *kind : {"weights", "scores", "pipeline", "heads"}) {
        const std::unique_ptr<HeatmapViewBase> view = makeView(QString::fromLatin1(kind));
        showOn(*view, scenario);
        QVERIFY(!view->snapshot()->result.ok);
        QVERIFY(!view->currentLayout().message.isEmpty());
        QVERIFY(view->currentLayout().panels.empty());
        QCOMPARE(view->hitAt(QPointF(view->width() / 2.0, view->height() / 2.0)).panel, -1);
        view->grab();
    }
}

void TestViews::largeMatrixPaints()
{
    // 1024 x 1024 causal weights: one pixel per cell through a QImage. Timing is printed,
    // never asserted.
    const SnapshotPtr snapshot = makeSnapshot(randomScenario(1024, 8, true));
    QVERIFY(snapshot->result.ok);
    QImage image(1100, 1250, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QElapsedTimer timer;
    {
        QPainter painter(&image);
        timer.start();
        paintWeights(painter, QRectF(0, 0, 1100, 1250), *snapshot, ViewOptions());
    }
    qInfo("1024x1024 weights painted in %lld ms", qlonglong(timer.elapsed()));
    const ViewLayout layout
        = layoutWeightsView(QRectF(0, 0, 1100, 1250), *snapshot, ViewOptions(), QFont());
    const HeatmapLayout &heatmap = layout.panels[0].layout;
    QVERIFY(!heatmap.valuesVisible);
    QVERIFY(heatmap.rowLabelStep > 1);
    // The top right corner is masked: grey, not viridis.
    const QPointF masked
        = heatmap.grid.topRight() + QPointF(-heatmap.grid.width() / 8, heatmap.grid.height() / 8);
    QVERIFY(isGrey(image.pixel(masked.toPoint())));
    const QPointF allowed
        = heatmap.grid.bottomLeft() + QPointF(heatmap.grid.width() / 8, -heatmap.grid.height() / 8);
    QVERIFY(!isGrey(image.pixel(allowed.toPoint())));

    WeightsView view;
    showOn(view, randomScenario(1024, 8, true));
    const HeatmapViewBase::Hit hit = view.hitAt(view.cellRectAt(0, 700, 300).center());
    QCOMPARE(hit.cell.row, 700);
    QCOMPARE(hit.cell.column, 300);
    view.setZoom(16);
    view.grab();
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
