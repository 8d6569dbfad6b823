// The Cost tab's views, as a learner sees them: online softmax block by block on seed 002's
// example (m and l asserted from the view's own table), its final row against the full
// one, the stability lab's table and exercise, the cost counts and a measurement run with
// its doubling badge, and the precision warning on embeddings sharing a large offset; the
// tab is made when first shown (a start makes only what it shows), its switch and warning with the
// window.

#include "CostInstall.h"
#include "CostModel.h"
#include "CostPanel.h"
#include "Document.h"
#include "LowPrecision.h"
#include "MainWindow.h"
#include "MemoryBudget.h"
#include "OnlineSoftmaxPanel.h"
#include "PrecisionReport.h"
#include "Random.h"
#include "StabilityPanel.h"
#include "TestHelpers.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolBar>

#include <cmath>

using namespace attn;
using namespace testing;
using namespace attn::ui;

namespace {

Scenario offsetScenario(double offset)
{
    Scenario s;
    s.mode = Mode::SelfAttention;
    s.numHeads = 2;
    s.embeddings = MatrixD(5, 4);
    RandomSource rng(11);
    for (int i = 0; i < 5; ++i) {
        s.tokens.push_back("t" + std::to_string(i + 1));
        for (int j = 0; j < 4; ++j)
            s.embeddings(i, j) = offset + 1e-3 * rng.next();
    }
    return s;
}

QString text(QTableWidget *table, int row, int column)
{
    QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace

class TestCostViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { failOnUnexpectedWarnings(); }

    void onlineSoftmaxBlockByBlock()
    {
        OnlineSoftmaxPanel panel;
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
        panel.setSnapshot(snapshot);
        panel.setBlockSize(1);
        QCOMPARE(panel.stepCount(), 2);
        const OnlineSoftmaxTrace &t = panel.trace();
        QVERIFY(t.ok);
        QCOMPARE(std::round(*t.steps[0].maxAfter * 1000) / 1000, 1.414);
        QCOMPARE(std::round(*t.steps[1].maxAfter * 1000) / 1000, 1.414);
        QCOMPARE(std::round(t.steps[0].sum * 1000) / 1000, 1.0);
        QCOMPARE(std::round(t.steps[1].sum * 1000) / 1000, 1.243);
        QCOMPARE(t.steps[0].correction, 0.0);
        QCOMPARE(t.steps[1].correction, 1.0);
        // What the learner reads: the first block only, then both.
        QCOMPARE(panel.table()->rowCount(), 1);
        QCOMPARE(text(panel.table(), 0, 2), QStringLiteral("1.414"));
        QCOMPARE(text(panel.table(), 0, 4), QStringLiteral("1.000"));
        QVERIFY(!panel.badgeText().startsWith(QStringLiteral("✔")));
        panel.setStep(1);
        QCOMPARE(panel.table()->rowCount(), 2);
        QCOMPARE(text(panel.table(), 1, 2), QStringLiteral("1.414"));
        QCOMPARE(text(panel.table(), 1, 4), QStringLiteral("1.243"));
        QVERIFY(panel.badgeText().startsWith(QStringLiteral("✔")));
        // The final row equals the full one.
        const AttentionResult &full = snapshot->result;
        for (int j = 0; j < 2; ++j) {
            QVERIFY(std::fabs(t.weights[size_t(j)] - full.heads[0].weights(0, j)) < 1e-6);
            QVERIFY(std::fabs(t.output[size_t(j)] - full.heads[0].output(0, j)) < 1e-5);
        }
        QVERIFY(panel.badgeText().contains(QStringLiteral("0.804")));
        // Block n: one block, the whole row at once.
        panel.setBlockSize(2);
        QCOMPARE(panel.stepCount(), 1);
        QVERIFY(panel.badgeText().startsWith(QStringLiteral("✔")));
    }

    void everyRowOfAnExampleMatches()
    {
        OnlineSoftmaxPanel panel;
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("multi-head-causal-d8"));
        panel.setSnapshot(snapshot);
        for (int head = 0; head < snapshot->result.numHeads; ++head)
            for (int query = 0; query < snapshot->result.nQueries; ++query) {
                panel.setHead(head);
                panel.setQuery(query);
                panel.setBlockSize(2);
                panel.setStep(panel.stepCount() - 1);
                QVERIFY(panel.trace().matchesFull);
                QVERIFY(panel.badgeText().startsWith(QStringLiteral("✔")));
            }
    }

    void stabilityLab()
    {
        StabilityPanel panel;
        panel.setScores(QStringLiteral("90 89 10"));
        QTableWidget *table = panel.table();
        QCOMPARE(table->rowCount(), 6);
        QCOMPARE(text(table, 0, 0), QStringLiteral("float32"));
        QVERIFY(text(table, 0, 3).startsWith(QStringLiteral("inf; inf; ")));
        QVERIFY(text(table, 0, 5).contains(QStringLiteral("NaN")));
        QVERIFY(!text(table, 1, 5).contains(QStringLiteral("NaN")));
        QVERIFY(text(table, 2, 0).startsWith(QStringLiteral("float16 (emulated)")));
        QVERIFY(text(table, 4, 0).startsWith(QStringLiteral("bfloat16 (emulated)")));
        // 12 is harmless in float32 and bfloat16, overflows in float16.
        panel.setScores(QStringLiteral("12 1 0"));
        QVERIFY(!text(table, 0, 5).contains(QStringLiteral("NaN")));
        QVERIFY(text(table, 2, 5).contains(QStringLiteral("NaN")));
        QVERIFY(!text(table, 3, 5).contains(QStringLiteral("NaN")));
        QVERIFY(!text(table, 4, 5).contains(QStringLiteral("NaN")));
        QVERIFY(panel.check(QStringLiteral("11.09")).startsWith(QStringLiteral("✔")));
        QVERIFY(panel.check(QStringLiteral("88.72")).startsWith(QStringLiteral("✘")));
        // 11.09 is where exp overflows, not a score float16 holds with a finite exp: stored
        // in float16 it is 11.09375, whose exp is infinite, and the feedback says so.
        const NumberFormat16 half = NumberFormat16::Float16;
        QCOMPARE(roundTo(half, 11.09), 11.09375);
        QVERIFY(std::isinf(roundTo(half, std::exp(11.09375))));
        QVERIFY(std::isfinite(roundTo(half, std::exp(11.0859375))));
        QCOMPARE(roundTo(half, 11.0859375), 11.0859375);
        QCOMPARE(roundTo(half, 11.0859375 + 1.0 / 256), 11.09375); // the next float16 up
        const QString right = panel.check(QStringLiteral("11.09"));
        QVERIFY2(!right.contains(QStringLiteral("largest score whose exp")), qPrintable(right));
        QVERIFY2(right.contains(QStringLiteral("11.09375"))
                     && right.contains(QStringLiteral("11.0859375")),
                 qPrintable(right));
        panel.setScores(QStringLiteral("11.09 0"));
        QVERIFY2(text(table, 2, 3).startsWith(QStringLiteral("inf")),
                 qPrintable(text(table, 2, 3)));
    }

    /// The scores are read as every editor reads a number: in Indonesian "1.000" is not a
    /// thousand (no group separators), "2,5" has a decimal comma, a true minus sign is a minus.
    void stabilityLabReadsNumbersAsEveryEditor()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QStringLiteral("id_ID")));
        StabilityPanel panel;
        panel.setScores(QStringLiteral("1.000; 2,5 \u22123"));
        const std::vector<double> scores = panel.scores();
        QLocale::setDefault(before);
        QCOMPARE(scores.size(), size_t(3));
        QCOMPARE(scores[0], 1.0);
        QCOMPARE(scores[1], 2.5);
        QCOMPARE(scores[2], -3.0);
    }

    void costCountsAndMeasurement()
    {
        CostPanel panel;
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("multi-head-causal-d8"));
        panel.setSnapshot(snapshot);
        const CostShape shape = panel.shape();
        QCOMPARE(shape.heads, snapshot->result.numHeads);
        QCOMPARE(shape.dModel, 8);
        panel.setSliderN(1024);
        QCOMPARE(panel.sliderN(), 1024);
        const CostCounts c = costCounts(shape, 1024);
        auto *counts = panel.findChild<QTableWidget *>(QStringLiteral("costCounts"));
        QCOMPARE(text(counts, 0, 1), QLocale().toString(qulonglong(c.scoreCells)));
        // The lines are named below the chart, each in full and in its line's colour; the
        // chart's own legend, which cut the names short, is hidden.
        const QChart *chart = panel.findChild<QChartView *>()->chart();
        QVERIFY(!chart->legend()->isVisible());
        const QString legend = panel.findChild<QLabel *>(QStringLiteral("costLegend"))->text();
        QCOMPARE(chart->series().size(), 6);
        for (QAbstractSeries *series : chart->series()) {
            const QString name = series->name().toHtmlEscaped().replace(QLatin1Char(' '),
                                                                        QStringLiteral("&nbsp;"));
            const QString colour = static_cast<QLineSeries *>(series)->pen().color().name();
            QVERIFY2(QRegularExpression(QStringLiteral("color:%1\">[^<]*</span>&nbsp;%2(&|$)")
                                            .arg(colour, QRegularExpression::escape(name)))
                         .match(legend)
                         .hasMatch(),
                     qPrintable(series->name()));
        }
        panel.setMeasureLimit(512);
        QSignalSpy done(&panel, &CostPanel::measured);
        panel.measure();
        QVERIFY(panel.isMeasuring());
        QVERIFY(done.wait(120000));
        QCOMPARE(panel.measuredTable()->rowCount(), 4); // n = 64, 128, 256, 512
        QCOMPARE(text(panel.measuredTable(), 3, 0), QStringLiteral("512"));
        QVERIFY(panel.measuredTimeRatio() > 0);
        QVERIFY(panel.badgeText().contains(
            QStringLiteral("Doubling n from 256 to 512: 4.0x the pairs, "
                           "measured time x%1.")
                .arg(QLocale().toString(panel.measuredTimeRatio(), 'f', 1))));
    }

    // The memory figures are written with the window's decimal point, as every other number:
    // "6,5 GiB" under Indonesian, not "6.5 GiB".
    void memoryFiguresUseTheWindowsDecimalPoint()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        setMemoryBudget(std::uint64_t(13) << 29); // 6.5 GiB
        QString budgetRow;
        {
            CostPanel panel;
            panel.setSnapshot(makeSnapshot(loadExampleOrDie("multi-head-causal-d8")));
            auto *counts = panel.findChild<QTableWidget *>(QStringLiteral("costCounts"));
            budgetRow = text(counts, counts->rowCount() - 1, 0);
        }
        setMemoryBudget(0);
        QLocale::setDefault(before);
        QCOMPARE(budgetRow, QStringLiteral("fits the memory budget (6,5 GiB)"));
    }

    void precisionWarningNamesHeadAndRow()
    {
        PrecisionReport report;
        QSignalSpy changed(&report, &PrecisionReport::warningsChanged);
        report.setSnapshot(makeSnapshot(offsetScenario(1e6)));
        QCOMPARE(report.warnings().size(), 2); // both heads
        QVERIFY(
            report.warnings().at(0).startsWith(QStringLiteral("Head 1, query 1: scores of size")));
        QVERIFY(report.warnings().at(1).startsWith(QStringLiteral("Head 2, query 1:")));
        QCOMPARE(changed.count(), 1);
        report.setCompareInDouble(true);
        QVERIFY(report.comparison().ok);
        QVERIFY(report.comparisonText().startsWith(QStringLiteral("float32 against double")));
        report.setSnapshot(makeSnapshot(offsetScenario(1)));
        QVERIFY(report.warnings().isEmpty());
        QVERIFY(report.comparison().outputDifference < 1e-5);
    }

    void installedInTheWindow()
    {
        MainWindow window;
        // The switch and the status bar's warning are made with the window, the tab when
        // first shown.
        QCOMPARE(window.findChild<CostTabs *>(), nullptr);
        auto *inDouble = window.findChild<QAction *>(QStringLiteral("computeInDouble"));
        QVERIFY(inDouble);
        QVERIFY(inDouble->isCheckable());
        QVERIFY(window.mainToolBar()->actions().contains(inDouble));
        QVERIFY(window.viewMenu()->actions().contains(inDouble));
        auto *warning = window.findChild<QLabel *>(QStringLiteral("precisionWarning"));
        QVERIFY(warning);
        QSignalSpy snapshots(window.document(), &Document::snapshotChanged);
        window.document()->reset(offsetScenario(1e6), QString());
        if (!warning->text().startsWith(QStringLiteral("⚠")))
            QVERIFY(snapshots.wait(10000));
        QVERIFY(warning->text().startsWith(QStringLiteral("⚠ Head 1, query 1")));
        QCOMPARE(warning->toolTip().count(QLatin1Char('\n')), 1); // both heads
        QCOMPARE(window.findChild<CostTabs *>(), nullptr);
        window.document()->reset(loadExampleOrDie("seed002-one-query-two-keys"), QString());
        QTRY_VERIFY(warning->text().isEmpty());
        QVERIFY(warning->isHidden());

        // Turning the switch on makes the tab, and shows its comparison.
        inDouble->setChecked(true);
        auto *tabs = window.findChild<CostTabs *>();
        QVERIFY(tabs);
        QCOMPARE(window.viewTabs()->currentWidget(), tabs->parentWidget());
        QCOMPARE(tabs->currentWidget(), tabs->precision()->parentWidget()->parentWidget());
        QVERIFY(tabs->precision()->comparesInDouble());
        QVERIFY(tabs->precision()->comparison().ok);
        QVERIFY(tabs->precision()->comparison().outputDifference < 1e-5);
        QCOMPARE(tabs->precision()->warnings(), QStringList());
        inDouble->setChecked(false);
        QVERIFY(!tabs->precision()->comparesInDouble());
    }

    void costTabMadeLateFollowsTheDocument()
    {
        MainWindow window;
        window.document()->reset(offsetScenario(1e6), QString());
        QVERIFY(window.document()->waitForSnapshot());
        QCOMPARE(window.findChild<CostTabs *>(), nullptr);
        // Opened by its tab, as a user does: the report shows the scenario as it is now.
        const int index = window.viewTabs()->count() - 1;
        QCOMPARE(window.viewTabs()->tabText(index), QStringLiteral("C&ost"));
        window.viewTabs()->setCurrentIndex(index);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<CostTabs *>();
        QVERIFY(tabs);
        QVERIFY(tabs->isVisible());
        QCOMPARE(tabs->accessibleName(),
                 QStringLiteral("Cost, online softmax and the numbers' limits"));
        QCOMPARE(tabs->precision()->warnings().size(), 2);
        auto *warning = window.findChild<QLabel *>(QStringLiteral("precisionWarning"));
        QVERIFY(warning);
        QCOMPARE(QStringLiteral("⚠ ") + tabs->precision()->warnings().first(), warning->text());
        // And it follows the document once made.
        window.document()->reset(loadExampleOrDie("seed002-one-query-two-keys"), QString());
        QVERIFY(window.document()->waitForSnapshot());
        QTRY_VERIFY(tabs->precision()->warnings().isEmpty());
    }
};

QTEST_MAIN(TestCostViews)
#include "tst_costviews.moc"
