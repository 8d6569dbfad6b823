// Details a teacher meets in front of a class, each as the window shows it: mask editing ends
// with the example, Open Recent is at hand after a save, undo labels name rows as they are,
// a row without allowed keys is counted from 1, the histogram's axis has a true 0, the sweep
// table has one precision, and the causal alignment is one undoable command.

#include "Document.h"
#include "DocumentActions.h"
#include "FileActionsInstall.h"
#include "HeatmapViewBase.h"
#include "ImportExportActions.h"
#include "Language.h"
#include "MainWindow.h"
#include "ScoreHistogram.h"
#include "ShapePanel.h"
#include "Snapshot.h"
#include "StatsCharts.h"
#include "StatsText.h"
#include "Sweep.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "ViewBadges.h"
#include "ViewOptions.h"
#include "WeightsView.h"

#include <QAccessible>
#include <QAction>
#include <QCategoryAxis>
#include <QChart>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

class TestWindowDetails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowdetails"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }
    void cleanup() { applyLanguage(QStringLiteral("en")); }

    /// "Edit mask" ends when another example replaces the scenario.
    void editMaskEndsWithTheExample()
    {
        MainWindow window;
        QVERIFY(window.openExample(QStringLiteral("seed002-one-query-two-keys")));
        window.editMaskAction()->trigger();
        QVERIFY(window.editMaskAction()->isChecked());
        QVERIFY(window.weightsView()->maskEditing());
        QVERIFY(window.openExample(QStringLiteral("seed000-step-by-step")));
        QVERIFY(!window.editMaskAction()->isChecked());
        QVERIFY(!window.weightsView()->maskEditing());
    }

    /// The direct mode's shape reads "1 query, 2 keys" (seed 002), never "1 queries".
    void shapeSummaryCountsInTheSingular()
    {
        MainWindow window;
        QVERIFY(window.openExample(QStringLiteral("seed002-one-query-two-keys")));
        auto *summary = window.shapePanel()->findChild<QLabel *>(QStringLiteral("shapeSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().startsWith(QStringLiteral("1 query, 2 keys, d_k 2")),
                 qPrintable(summary->text()));
    }

    /// Open Recent, greyed out with no recent file, is enabled by the first save.
    void openRecentEnabledBySave()
    {
        QSettings().remove(QStringLiteral("recentFiles"));
        MainWindow window;
        const FileActions actions = installFileActions(&window);
        auto *recent = window.findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(recent);
        QVERIFY(!recent->isEnabled());
        // A scenario a file can hold (the window made without one has no token, which the
        // loader, and so the save, refuses).
        QVERIFY(window.openExample(QStringLiteral("seed000-step-by-step")));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(actions.documents->saveTo(dir.filePath(QStringLiteral("a.json")), &error),
                 qPrintable(error));
        QVERIFY(recent->isEnabled());
        QSettings().remove(QStringLiteral("recentFiles"));
    }

    /// After "x1" is renamed "cat", an edit of its embedding names the row "cat".
    void undoLabelNamesTheRowAsItIs()
    {
        Document document;
        document.reset(testing::loadExampleOrDie("seed000-step-by-step"), QString());
        QCOMPARE(document.scenario().tokens[0], std::string("x1"));
        const double before = document.value(MatrixId::Embeddings, 0, 1);
        document.undoStack()->push(new RenameLabel(&document, LabelSet::Tokens, 0, "cat"));
        document.undoStack()->push(new ChangeCell(&document, MatrixId::Embeddings, 0, 1, 5.0));
        const QString text = document.undoStack()->undoText();
        QVERIFY2(text.contains(QLatin1String("cat")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("x1")), qPrintable(text));
        document.undoStack()->undo();
        QCOMPARE(document.value(MatrixId::Embeddings, 0, 1), before);
    }

    /// A query row with no allowed key is "row 1" (counted from 1, as everywhere), named.
    void fullRowWarningCountsFromOne()
    {
        Scenario s = testing::loadExampleOrDie("seed002-one-query-two-keys");
        s.mask = BoolMatrix::Constant(1, 2, false);
        const SnapshotPtr snapshot = makeSnapshot(s);
        QCOMPARE(snapshot->result.rowsWithoutKeys, std::vector<int>{0});
        QStringList warnings;
        for (const Badge &badge : weightsBadges(*snapshot, ViewOptions()))
            if (badge.kind == Badge::Warning)
                warnings << badge.text;
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().startsWith(QLatin1String("row 1 ")),
                 qPrintable(warnings.first()));
        QVERIFY2(warnings.first().contains(QLatin1String("(q)")), qPrintable(warnings.first()));
    }

    /// Ticks are multiples of the step, 0 exactly where the axis crosses it.
    void histogramTicksHaveATrueZero()
    {
        const QList<double> ticks = axisTicks(-0.6, 0.6);
        QVERIFY(ticks.contains(0.0));
        for (double t : ticks)
            QVERIFY2(t == 0 || std::abs(t) > 1e-9, qPrintable(QString::number(t)));
        // The chart of seed 000's eight keys (scores around 0): its labels as written.
        const Scenario s = testing::loadExampleOrDie("seed000-scale-statistics");
        const AttentionResult result = compute(s);
        QVERIFY(result.ok);
        const ScoreHistogram histogram = scoreHistogram(result, 0);
        std::unique_ptr<QChart> chart(
            createHistogramChart(histogram, result.stats.raw, result.stats.scaled, ChartStyle()));
        const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
        QCOMPARE(axes.size(), 1);
        auto *axis = qobject_cast<QCategoryAxis *>(axes.first());
        QVERIFY(axis);
        const QStringList labels = axis->categoriesLabels();
        QVERIFY(labels.size() >= 3);
        for (const QString &label : labels)
            QVERIFY2(!label.contains(QLatin1Char('e')), qPrintable(label));
        if (axis->min() < 0 && axis->max() > 0)
            QVERIFY2(labels.contains(QStringLiteral("0")), qPrintable(labels.join(u' ')));
    }

    /// The sweep table writes every number below 10 with the same decimals (vi: "0,360").
    void sweepTableOnePrecision()
    {
        QVERIFY(applyLanguage(QStringLiteral("vi")));
        SweepParams params;
        params.trials = 50;
        params.maxDk = 64;
        const TextTable table = sweepTable(runSweep(params));
        QVERIFY(!table.rows.isEmpty());
        static const QRegularExpression threeDecimals(QStringLiteral("^\\d,\\d{3}$"));
        int checked = 0;
        for (const QStringList &row : table.rows) {
            for (int c = 1; c < row.size(); ++c) {
                if (row[c].size() >= 2 && row[c][1] == QLatin1Char(',')) {
                    QVERIFY2(threeDecimals.match(row[c]).hasMatch(), qPrintable(row[c]));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10);
    }

    /// A cell blocked by hand is cross-hatched, a causal one hatched one way; the legend and
    /// a screen reader say which.
    void blockedByHandLooksDifferent()
    {
        Scenario s = testing::loadExampleOrDie("seed000-step-by-step");
        s.causal = true;
        s.mask = BoolMatrix::Constant(4, 4, true);
        (*s.mask)(3, 0) = false;
        WeightsView view;
        view.setSnapshot(makeSnapshot(s));
        view.resize(900, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const ViewPanel &panel = view.currentLayout().panels.front();
        QVERIFY(blockedByHand(panel.spec, 3, 0));
        QVERIFY(!blockedByHand(panel.spec, 0, 3)); // causal only
        QVERIFY(panel.layout.legend.contains(QStringLiteral("blocked by hand")));
        QVERIFY(panel.layout.legend.contains(QStringLiteral("masked")));
        const QImage image = view.grab().toImage();
        const auto darkPixels = [&](int row, int column) {
            const QRect r = view.cellRectAt(0, row, column).toRect().adjusted(2, 2, -2, -2);
            int dark = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    dark += qGray(image.pixel(x, y)) < 0xa0;
            return dark;
        };
        const int causal = darkPixels(0, 3);
        const int byHand = darkPixels(3, 0);
        QVERIFY2(causal > 0 && byHand > 1.5 * causal,
                 qPrintable(QStringLiteral("%1 %2").arg(causal).arg(byHand)));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(iface && iface->tableInterface());
        QAccessibleInterface *hand = iface->tableInterface()->cellAt(3, 0);
        QAccessibleInterface *causalCell = iface->tableInterface()->cellAt(0, 3);
        QVERIFY(hand && causalCell);
        QVERIFY2(hand->text(QAccessible::Name).endsWith(QLatin1String("blocked by hand")),
                 qPrintable(hand->text(QAccessible::Name)));
        QVERIFY2(causalCell->text(QAccessible::Name).endsWith(QLatin1String("masked")),
                 qPrintable(causalCell->text(QAccessible::Name)));
    }

    /// Edit > Causal mask bottom-right: one command; seed 002's query then sees both keys,
    /// and undo puts the mask back at the top left.
    void causalAlignmentIsUndoable()
    {
        MainWindow window;
        QVERIFY(window.openExample(QStringLiteral("seed002-one-query-two-keys")));
        Document *document = window.document();
        window.causalAction()->trigger();
        document->waitForSnapshot();
        QVERIFY(document->scenario().causal);
        QVERIFY(!document->snapshot()->result.allowed(0, 1));
        QVERIFY(!window.causalAlignmentAction()->isChecked());

        window.causalAlignmentAction()->trigger();
        document->waitForSnapshot();
        QCOMPARE(document->scenario().causalAlignment, CausalAlignment::BottomRight);
        QVERIFY(document->snapshot()->result.allowed(0, 1));
        EXPECT_NEAR(document->snapshot()->result.heads[0].weights(0, 0), 0.804, 5e-4);
        QCOMPARE(document->undoStack()->count(), 2);
        QVERIFY(document->undoStack()->undoText().contains(QLatin1String("bottom-right")));

        document->undoStack()->undo();
        document->waitForSnapshot();
        QCOMPARE(document->scenario().causalAlignment, CausalAlignment::TopLeft);
        QVERIFY(!document->snapshot()->result.allowed(0, 1));
        QVERIFY(!window.causalAlignmentAction()->isChecked());
        QVERIFY(document->scenario().causal);
        document->undoStack()->redo();
        document->waitForSnapshot();
        QVERIFY(window.causalAlignmentAction()->isChecked());
    }
};

QTEST_MAIN(TestWindowDetails)
#include "tst_windowdetails.moc"
