// Predict, then reveal, in the real window: while hidden no number of the weights or
// outputs leaks (cells, tooltips and status line, what a screen reader reads, the
// walkthrough, exports); the reveal marks the guess against the key with the most weight;
// the verdict's numbers are the engine's; the key works in presentation mode. And the
// export dialog's "outline the followed query row", off by default and remembered.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "Export.h"
#include "ExportDialog.h"
#include "FileActionsInstall.h"
#include "HeatmapViewBase.h"
#include "MainWindow.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "PredictBar.h"
#include "PredictWindow.h"
#include "Prediction.h"
#include "PresentationMode.h"
#include "TestHelpers.h"
#include "Verbosity.h"
#include "ViewPainters.h"
#include "Walkthrough.h"
#include "WeightsView.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

using namespace testing::predict;

class TestPredict : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QSettings().clear();
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        setCellDecimals(3);
    }

    void hiddenLeaksNoNumbers()
    {
        Window w(u("seed002-one-query-two-keys"));
        QVERIFY(w.bar);
        MainWindow *window = w.window.get();
        const SnapshotPtr snapshot = window->document()->snapshot();
        const QStringList secrets = secretNumbers(*snapshot);
        QVERIFY(secrets.contains(u("0.804")));
        QAction *toggle = window->findChild<QAction *>(u("predictAction"));
        QVERIFY(toggle);
        toggle->trigger();
        QVERIFY(w.bar->isHidingResults());
        QVERIFY(w.bar->isVisible());

        // The weights view: no colour bar value, cell text, formula or spoken value.
        window->showView(QStringLiteral("weights"));
        WeightsView *weights = window->weightsView();
        QCoreApplication::processEvents();
        const ViewLayout &layout = weights->currentLayout();
        QVERIFY(layout.panels.front().spec.concealed);
        QVERIFY(layout.badges.empty());
        for (int c = 0; c < 2; ++c) {
            const QString formula = weights->formulaAt(0, 0, c);
            QCOMPARE(formula, HeatmapViewBase::concealedText());
            QCOMPARE(weights->tableCellValue(0, 0, c), HeatmapViewBase::concealedText());
        }
        QTest::mouseMove(weights, weights->cellRectAt(0, 0, 0).center().toPoint());
        QVERIFY2(leak(window->statusBar()->currentMessage(), secrets).isEmpty(),
                 qPrintable(window->statusBar()->currentMessage()));
        setVerbosity(Verbosity::FullFormula);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(weights);
        QVERIFY(iface && iface->tableInterface());
        for (int c = 0; c < 2; ++c) {
            QAccessibleInterface *cell = iface->tableInterface()->cellAt(0, c);
            QVERIFY(cell);
            const QString spoken
                = cell->text(QAccessible::Name) + cell->text(QAccessible::Description);
            QVERIFY2(leak(spoken, secrets).isEmpty(), qPrintable(spoken));
            QVERIFY(spoken.contains(HeatmapViewBase::concealedText()));
        }
        setVerbosity(Verbosity::ValueAndTokens);

        // The pipeline: the weights and the outputs are hidden, the scores are not.
        PipelineView *pipeline = window->pipelineView();
        window->showView(QStringLiteral("pipeline"));
        QCoreApplication::processEvents();
        const ViewLayout &stages = pipeline->currentLayout();
        for (int i = 0; i < int(stages.panels.size()); ++i) {
            const ViewPanel &panel = stages.panels[std::size_t(i)];
            const bool secret = panel.kind == CellKind::Weight || panel.kind == CellKind::HeadOutput
                                || panel.kind == CellKind::FinalOutput;
            QCOMPARE(panel.spec.concealed, secret);
            if (secret) {
                const QString formula = pipeline->formulaAt(i, 0, 0);
                QVERIFY2(leak(formula, secrets).isEmpty(), qPrintable(formula));
            }
        }

        // The walkthrough's later steps say nothing of the numbers.
        Walkthrough *walk = w.classroom->walkthrough();
        QVERIFY(walk->isConcealed());
        for (int i = 0; i < walk->count(); ++i) {
            const QString text = walk->texts(i).join(QLatin1Char(' '));
            QVERIFY2(leak(text, secrets).isEmpty(), qPrintable(text));
        }

        // An export while hidden has no number either (SVG keeps its text).
        for (ExportView view : {ExportView::Weights, ExportView::Pipeline, ExportView::Heads}) {
            QByteArray svg;
            QString error;
            QVERIFY2(renderView(*snapshot, window->viewOptions(), view, u("svg"), 1, &svg, &error),
                     qPrintable(error));
            const QString text = QString::fromUtf8(svg);
            QVERIFY2(!text.contains(u(">0.804<")) && !text.contains(u(">8.044<")),
                     qPrintable(ExportDialog::viewTitle(view)));
        }

        // Revealed: the numbers are back, in the views and the exports.
        toggle->trigger();
        QVERIFY(!w.bar->isHidingResults());
        QVERIFY(w.bar->isRevealed());
        QVERIFY(weights->formulaAt(0, 0, 0).contains(u("0.804")));
        QByteArray svg;
        QVERIFY(renderView(*snapshot, window->viewOptions(), ExportView::Weights, u("svg"), 1, &svg,
                           nullptr));
        QVERIFY(QString::fromUtf8(svg).contains(u(">0.804<")));
        QVERIFY(!walk->isConcealed());
    }

    void revealMarksTheGuess()
    {
        Window w(u("seed002-one-query-two-keys"));
        MainWindow *window = w.window.get();
        window->showView(QStringLiteral("weights"));
        w.bar->toggleAction()->trigger();
        WeightsView *weights = window->weightsView();
        QCoreApplication::processEvents();
        // The class expects k2 (the smaller weight): a click on its hidden cell.
        QTest::mouseClick(weights, Qt::LeftButton, {},
                          weights->cellRectAt(0, 0, 1).center().toPoint());
        QCOMPARE(w.bar->guess().key, 1);
        QCOMPARE(w.bar->guess().row, 0);
        w.bar->reveal();
        QCoreApplication::processEvents();
        const ViewOptions options = window->viewOptions();
        QVERIFY(!options.conceal);
        QCOMPARE(options.guessCell, QPoint(1, 0));
        QCOMPARE(options.answerCell, QPoint(0, 0));
        const HeatmapSpec &spec = weights->currentLayout().panels.front().spec;
        QVERIFY(!spec.concealed);
        QCOMPARE(spec.guessCell, QPoint(1, 0));
        QCOMPARE(spec.answerCell, QPoint(0, 0));
        // Another round clears the marks and hides again; Done ends it.
        w.bar->toggleAction()->trigger();
        QCOMPARE(window->viewOptions().guessCell, QPoint(-1, -1));
        QVERIFY(window->viewOptions().conceal);
        w.bar->finish();
        QVERIFY(!window->viewOptions().conceal);
        QVERIFY(!w.bar->isVisible());

        // Several queries, the walkthrough on: the clicked cell's query is the guess's row.
        Window causal(u("multi-head-causal-d8"));
        causal.classroom->walkthrough()->setActive(true);
        causal.window->showView(QStringLiteral("weights"));
        causal.bar->toggleAction()->trigger();
        WeightsView *view = causal.window->weightsView();
        QCoreApplication::processEvents();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRectAt(0, 2, 1).center().toPoint());
        QCOMPARE(causal.window->viewOptions().highlightRow, 2);
        QCOMPARE(causal.bar->guess().row, 2);
        QCOMPARE(causal.bar->guess().key, 1);
        causal.bar->toggleAction()->trigger();
        QCOMPARE(causal.window->viewOptions().guessCell, QPoint(1, 2));
        const Verdict verdict = causal.bar->verdict();
        QCOMPARE(causal.window->viewOptions().answerCell, QPoint(verdict.bestKey, 2));
        QVERIFY(causal.window->viewOptions().highlightRow == 2);
    }

    /// Predict started on a page without weights to click (the walkthrough's first
    /// stages in the pipeline) opens the weights; a followed query with one key to choose
    /// from (a causal mask's first, weight 1) gives way to the last query with a choice.
    void startsWhereThereIsAChoice()
    {
        Window w(u("multi-head-causal-d8"));
        MainWindow *window = w.window.get();
        w.classroom->walkthrough()->setActive(true);
        window->showView(QStringLiteral("pipeline"));
        ViewOptions options = window->viewOptions();
        options.highlightRow = 0; // "The": only itself allowed
        window->setViewOptions(options);
        const BoolMatrix &allowed = window->document()->snapshot()->result.allowed;
        QCOMPARE(int(allowed.row(0).count()), 1);
        QCOMPARE(int(allowed.row(5).count()), 6);
        w.bar->toggleAction()->trigger();
        QCOMPARE(window->viewTabs()->currentWidget(), window->page(QStringLiteral("weights")));
        QCOMPARE(window->viewOptions().highlightRow, 5);
        QCOMPARE(w.bar->guess().row, 5);
        w.bar->finish();
        // A query with a choice is kept, and so is a page that takes a guess.
        window->showView(QStringLiteral("heads"));
        options = window->viewOptions();
        options.highlightRow = 2;
        window->setViewOptions(options);
        w.bar->toggleAction()->trigger();
        QCOMPARE(window->viewTabs()->currentWidget(), window->page(QStringLiteral("heads")));
        QCOMPARE(window->viewOptions().highlightRow, 2);
        w.bar->finish();
    }

    /// Reveal does not move the heatmap: the hidden weights keep the badges' room (in
    /// presentation mode the heatmap had jumped aside when the badges came back).
    void revealKeepsTheHeatmapInPlace()
    {
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("multi-head-causal-d8"));
        for (bool fill : {true, false}) {
            ViewOptions options;
            options.fillArea = fill;
            const QRectF area(0, 0, 1366, 560);
            const ViewLayout shown = layoutWeightsView(area, *snapshot, options, QFont(), false);
            options.conceal = true;
            const ViewLayout hidden = layoutWeightsView(area, *snapshot, options, QFont(), false);
            QVERIFY(!shown.badges.empty());
            QVERIFY(hidden.badges.empty()); // a badge may quote a hidden weight
            QCOMPARE(hidden.panels.size(), size_t(1));
            QCOMPARE(hidden.panels[0].layout.grid, shown.panels[0].layout.grid);
        }
    }

    /// Predict and Reveal in presentation mode leave the views where they are: the
    /// banner above them does not shrink while the later steps' texts are hidden (it had
    /// grown back 30 px at Reveal, moving the tabs and the heatmap down).
    void presentationKeepsTheViewsInPlace()
    {
        Window w(u("multi-head-causal-d8"));
        MainWindow *window = w.window.get();
        w.classroom->presentation()->toggleAction()->trigger();
        window->showView(QStringLiteral("weights"));
        QCoreApplication::processEvents();
        const auto top = [window] {
            QCoreApplication::processEvents();
            return window->viewTabs()->mapTo(window, QPoint(0, 0)).y();
        };
        const int before = top();
        w.bar->toggleAction()->trigger();
        QVERIFY(w.bar->isHidingResults());
        QCOMPARE(top(), before);
        w.bar->toggleAction()->trigger(); // Reveal
        QVERIFY(!w.bar->isHidingResults());
        QCOMPARE(top(), before);
        w.classroom->presentation()->toggleAction()->trigger();
    }

    void verdictFromTheEngine()
    {
        // seed 002: k1 gets 0.804, k2 0.196 (the engine's floats, written as cells are).
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
        const Matrix &weights = snapshot->result.heads[0].weights;
        const double w1 = double(weights(0, 0));
        const double w2 = double(weights(0, 1));
        QCOMPARE(formatCell(w1, 3), u("0.804"));
        Guess guess;
        guess.row = 0;
        guess.key = 1;
        Verdict verdict = judgeGuess(*snapshot, guess);
        QVERIFY(verdict.valid);
        QVERIFY(!verdict.keyRight);
        QCOMPARE(verdict.bestKey, 0);
        QCOMPARE(verdict.bestWeight, w1);
        QCOMPARE(verdict.guessWeight, w2);
        const QString less = formatCell(w1 - w2, 3);
        QVERIFY2(verdict.text.contains(u("0.804")) && verdict.text.contains(u("0.196"))
                     && verdict.text.contains(less),
                 qPrintable(verdict.text));
        // Right key, and a number 0.5 for it: too low by the engine's difference.
        guess.key = 0;
        guess.weight = 0.5;
        verdict = judgeGuess(*snapshot, guess);
        QVERIFY(verdict.keyRight);
        QVERIFY2(verdict.text.contains(formatCell(w1 - 0.5, 3) + u(" too low")),
                 qPrintable(verdict.text));
        guess.weight = 0.9;
        QVERIFY(
            judgeGuess(*snapshot, guess).text.contains(formatCell(0.9 - w1, 3) + u(" too high")));

        // A causal example: a key after the query is blocked, and the key with the most
        // weight is the engine's largest allowed weight in every row.
        const SnapshotPtr causal = makeSnapshot(loadExampleOrDie("multi-head-causal-d8"));
        QVERIFY(causal->result.ok);
        QVERIFY(causal->scenario.causal);
        for (int head = 0; head < causal->result.numHeads; ++head) {
            const Matrix &w = causal->result.heads[std::size_t(head)].weights;
            for (int row = 0; row < int(w.rows()); ++row) {
                Guess g{head, row, 0, std::nullopt};
                const Verdict v = judgeGuess(*causal, g);
                QVERIFY(v.valid);
                for (int key = 0; key < int(w.cols()); ++key) {
                    if (causal->result.allowed(row, key))
                        QVERIFY(double(w(row, key)) <= v.bestWeight);
                }
                QCOMPARE(v.bestWeight, double(w(row, v.bestKey)));
                QVERIFY(v.bestKey <= row);
                QCOMPARE(v.keyRight, double(w(row, 0)) == v.bestWeight);
            }
        }
        Guess blocked{0, 0, 3, std::nullopt};
        const Verdict v = judgeGuess(*causal, blocked);
        QVERIFY(!v.keyRight);
        QCOMPARE(v.guessWeight, 0.0);
        QVERIFY2(v.text.contains(u("blocked")), qPrintable(v.text));
    }

    void keyWorksInPresentationMode()
    {
        Window w(u("seed000-step-by-step"));
        MainWindow *window = w.window.get();
        PresentationMode *presentation = w.classroom->presentation();
        presentation->toggleAction()->trigger();
        QVERIFY(presentation->isActive());
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        QVERIFY(!window->menuWidget()->isVisible());
        // The toggle is on the presentation's strip.
        QVERIFY(window->attentionToolBar()->isVisible());
        QVERIFY(window->classroomToolBar()->actions().contains(w.bar->toggleAction()));
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : window;
        QTest::keyClick(target, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w.bar->isHidingResults());
        QVERIFY(w.bar->isVisible());
        QCoreApplication::processEvents();
        QVERIFY(window->viewOptions().conceal);
        QVERIFY(window->weightsView()->currentLayout().panels.front().spec.concealed);
        for (const ViewPanel &panel : window->pipelineView()->currentLayout().panels)
            QCOMPARE(panel.spec.concealed, panel.kind == CellKind::Weight
                                               || panel.kind == CellKind::HeadOutput
                                               || panel.kind == CellKind::FinalOutput);
        w.bar->setGuessKey(0);
        target = QApplication::focusWidget() ? QApplication::focusWidget() : window;
        QTest::keyClick(target, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w.bar->isRevealed());
        QVERIFY(!w.bar->verdict().text.isEmpty());
        QVERIFY(presentation->isActive());
    }

    void exportOutlineOnRequest()
    {
        QTemporaryDir dir;
        {
            ExportDialog dialog(ExportView::Pipeline, u("pipeline"));
            auto *box = dialog.findChild<QCheckBox *>();
            QVERIFY(box);
            QVERIFY(!box->isChecked()); // off unless asked for
            QVERIFY(!dialog.settings().outlineFollowedRow);
            box->setChecked(true);
            dialog.accept();
        }
        ExportDialog again(ExportView::Pipeline, u("pipeline"));
        QVERIFY(again.outlineFollowedRow()); // remembered
        QVERIFY(again.settings().outlineFollowedRow);

        // The picture has the outline in its colour only when asked for.
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed000-step-by-step"));
        ViewOptions options;
        options.highlightRow = 2;
        for (bool outline : {false, true}) {
            ExportSettings settings;
            settings.outlineFollowedRow = outline;
            QByteArray svg;
            QString error;
            QVERIFY2(renderView(*snapshot, options, ExportView::Pipeline, u("svg"), 1, &svg, &error,
                                settings),
                     qPrintable(error));
            QCOMPARE(QString::fromUtf8(svg).contains(u("#d55e00"), Qt::CaseInsensitive), outline);
        }
    }
};

QTEST_MAIN(TestPredict)
#include "tst_predict.moc"
