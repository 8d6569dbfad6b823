// Predict, then reveal beyond the heatmaps: every tab that does not hide the numbers itself
// is covered (and its page hidden), every export and copy is refused with a message, the
// interventions' comparison says no number; and a lesson question hides the stage holding
// its answer until it is answered (a right answer, the third try or Show answer).

#include "HeadsView.h"
#include "ImportExportActions.h"
#include "InterventionPanel.h"
#include "LessonSession.h"
#include "PageCover.h"
#include "PipelineView.h"
#include "PredictWindow.h"
#include "StatsPanel.h"
#include "TestHelpers.h"
#include "WeightsView.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::ui;
using namespace testing::predict;

class TestPredictCover : public QObject
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

    void everyTabHidesOrIsCovered()
    {
        Window w(u("seed000-step-by-step"));
        MainWindow *window = w.window.get();
        const SnapshotPtr snapshot = window->document()->snapshot();
        const QStringList secrets = secretNumbers(*snapshot);
        QTabWidget *tabs = window->viewTabs();
        PageCover *cover = w.bar->pageCover();
        QVERIFY(cover);
        auto *transfers = window->findChild<ImportExportActions *>();
        QVERIFY(transfers);
        InterventionPanel *interventions = w.classroom->interventionPanel();
        QTemporaryDir dir;
        QString error;
        // Not hidden: the statistics export and the result JSON are written.
        QVERIFY2(transfers->exportPicture(ExportView::Stats, dir.filePath(u("s.svg")), 1, &error),
                 qPrintable(error));

        w.bar->toggleAction()->trigger();
        QVERIFY(window->viewOptions().conceal);
        QVERIFY(interventions->isConcealed());
        // The weights, scores, pipeline and heads hide the numbers themselves; every other
        // tab (statistics, sweep, backward, learn, generate, positions, cost) is covered,
        // its page hidden so that neither Tab nor a screen reader reaches it.
        int covered = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QWidget *page = tabs->widget(i);
            const bool itself = PageCover::honoursConceal(page);
            QCOMPARE(itself, page == window->weightsView() || page == window->scoresView()
                                 || page == window->pipelineView()
                                 || page == static_cast<QWidget *>(window->headsView()));
            QCOMPARE(cover->isVisible(), !itself);
            QCOMPARE(page->isVisible(), itself);
            if (!itself) {
                ++covered;
                QCOMPARE(cover->coveredPage(), page);
                QVERIFY(cover->geometry().intersects(page->geometry()));
            }
        }
        QVERIFY(covered >= 6);
        // The statistics page (its panel is made when the page is first shown).
        QWidget *statsPage = window->page(QStringLiteral("statistics"));
        QVERIFY(tabs->indexOf(statsPage) >= 0);
        tabs->setCurrentWidget(statsPage);
        QCoreApplication::processEvents();
        QVERIFY(cover->isVisible());
        QVERIFY(!statsPage->isVisible());
        QVERIFY(!window->statsPanel()->isVisible());

        // Every export and copy is refused with a message while hidden, no file written.
        for (ExportView view : {ExportView::Stats, ExportView::Sweep, ExportView::Weights,
                                ExportView::Pipeline, ExportView::Window}) {
            error.clear();
            const QString path = dir.filePath(u("hidden.svg"));
            QVERIFY(!transfers->exportPicture(view, path, 1, &error));
            QVERIFY2(error.contains(u("hidden until the reveal")), qPrintable(error));
            QVERIFY(!QFileInfo::exists(path));
            QVERIFY(!transfers->copyImage(view, &error));
        }
        QVERIFY(!transfers->exportResult(dir.filePath(u("r.json")), &error));
        QVERIFY(!QFileInfo::exists(dir.filePath(u("r.json"))));
        QVERIFY(!transfers->exportMatrices(dir.filePath(u("m")), &error));
        QVERIFY(!QFileInfo::exists(dir.filePath(u("m"))));
        // The interventions' comparison says no number and its table is hidden.
        QVERIFY2(leak(interventions->summary()->text(), secrets).isEmpty(),
                 qPrintable(interventions->summary()->text()));
        QVERIFY(!interventions->findChild<QTableView *>()->isVisibleTo(interventions));
        // The status line holds no number of the hidden ones.
        QVERIFY(leak(window->statusBar()->currentMessage(), secrets).isEmpty());

        // Revealed: no cover, every page back, exports allowed again.
        w.bar->reveal();
        QCoreApplication::processEvents();
        QVERIFY(!cover->isVisible());
        QVERIFY(window->statsPanel()->isVisible());
        QVERIFY(!interventions->isConcealed());
        QVERIFY2(transfers->exportResult(dir.filePath(u("r.json")), &error), qPrintable(error));
    }

    void lessonQuestionHidesItsStage()
    {
        Window w(u("seed002-one-query-two-keys"));
        MainWindow *window = w.window.get();
        QVERIFY(w.classroom->startLesson(u("one-query-two-keys")));
        LessonSession *session = w.classroom->lessonSession();
        QCoreApplication::processEvents();
        // Step 1 asks for a raw score: the scores, the weights and the outputs are hidden
        // until it is answered, in the pipeline too; the statistics tab is covered.
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::FromScores);
        QVERIFY(window->viewOptions().conceal);
        QVERIFY(window->viewOptions().concealScores);
        QVERIFY(!w.bar->isHidingResults()); // the lesson, not the predict bar
        for (const ViewPanel &panel : window->pipelineView()->currentLayout().panels)
            QCOMPARE(panel.spec.concealed,
                     panel.kind == CellKind::Score || panel.kind == CellKind::Scaled
                         || panel.kind == CellKind::Weight || panel.kind == CellKind::HeadOutput
                         || panel.kind == CellKind::FinalOutput);
        QVERIFY(window->scoresView()->currentLayout().panels.front().spec.concealed);
        const ExpectedAnswer score
            = expectedAnswer(*session->step().question, window->document()->scenario());
        QVERIFY(score.ok);
        // Two wrong tries: still hidden, and the answer is not out.
        for (int i = 0; i < 2; ++i) {
            const LessonSession::Check check = session->checkNumbers(u("123"), QLocale::c());
            QCOMPARE(check.state, LessonSession::Check::Wrong);
            QVERIFY(check.expected.isEmpty());
            QVERIFY(window->viewOptions().conceal);
        }
        // Right: the answer is out, but step 2 asks for a divided score of the same
        // numbers, so the divided scores stay hidden and the raw ones are shown (a shown
        // answer gives away only itself).
        const LessonSession::Check right
            = session->checkNumbers(QString::number(score.numbers.front(), 'g', 10), QLocale::c());
        QCOMPARE(right.state, LessonSession::Check::Right);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::FromScaled);
        QVERIFY(window->viewOptions().concealScores);
        QVERIFY(window->viewOptions().showRawScores);
        QVERIFY(!window->scoresView()->currentLayout().panels.front().spec.concealed);
        for (const ViewPanel &panel : window->pipelineView()->currentLayout().panels)
            QCOMPARE(panel.spec.concealed, panel.kind == CellKind::Scaled
                                               || panel.kind == CellKind::Weight
                                               || panel.kind == CellKind::HeadOutput
                                               || panel.kind == CellKind::FinalOutput);
        // Step 2 answered: step 3 asks for a weight of these numbers, so only the weights and
        // outputs stay hidden.
        session->next();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::FromScaled);
        session->showAnswer();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Results);
        QVERIFY(window->viewOptions().conceal);
        QVERIFY(!window->viewOptions().concealScores);
        QVERIFY(!window->scoresView()->currentLayout().panels.front().spec.concealed);
        QVERIFY(window->weightsView()->currentLayout().panels.front().spec.concealed);
        // The cover over the other tabs says why: the lesson's question, not the predict bar.
        auto *cover = window->findChild<PageCover *>();
        QVERIFY(cover);
        QVERIFY(cover->accessibleName().contains(u("lesson")));

        // Step 3 asks for a weight: the weights and outputs only, until "Show answer".
        session->goTo(2);
        QCoreApplication::processEvents();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Results);
        QVERIFY(window->viewOptions().conceal);
        QVERIFY(!window->viewOptions().concealScores);
        QVERIFY(window->weightsView()->currentLayout().panels.front().spec.concealed);
        QVERIFY(!window->scoresView()->currentLayout().panels.front().spec.concealed);
        session->showAnswer();
        // Step 4 asks for an output of these numbers: the outputs stay hidden.
        QVERIFY(window->viewOptions().conceal);
        // The third wrong try reveals, and after step 4 the numbers change (step 5): nothing
        // later is asked of these, so everything is shown.
        session->goTo(3);
        QVERIFY(window->viewOptions().conceal);
        for (int i = 0; i < LessonSession::maxTries; ++i)
            session->checkNumbers(u("1000 1000"), QLocale::c());
        QVERIFY(session->isAnswered());
        QVERIFY(!window->viewOptions().conceal);
        // A step without a question hides nothing; stopping the lesson neither.
        session->goTo(6);
        QVERIFY(!session->step().question || !session->step().question->answer);
        QVERIFY(!window->viewOptions().conceal);
        // Back at step 3: the class has answered its weight and step 4's outputs on these
        // numbers, so they stay on screen.
        session->goTo(2);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::None);
        QVERIFY(!window->viewOptions().conceal);
        session->stop();
        QVERIFY(!window->viewOptions().conceal);
    }

    void answeredWeightsStayOnScreen()
    {
        // Seed 000's lesson: step 4 asks for a weight; steps 5 and 6 speak about the weights
        // of these numbers, step 7 asks for an output computed from them.
        Window w(u("seed000-step-by-step"));
        MainWindow *window = w.window.get();
        QVERIFY(w.classroom->startLesson(u("step-by-step")));
        LessonSession *session = w.classroom->lessonSession();
        for (int i = 0; i < 3; ++i)
            session->next();
        QCoreApplication::processEvents();
        QCOMPARE(session->stepIndex(), 3);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Results);
        QVERIFY(window->weightsView()->currentLayout().panels.front().spec.concealed);
        const ExpectedAnswer weight
            = expectedAnswer(*session->step().question, window->document()->scenario());
        QVERIFY(weight.ok);
        QCOMPARE(formatNumber(weight.numbers.front(), NumberStyle::Prose), u("0.808"));
        const auto weightsShown = [&] {
            QCoreApplication::processEvents();
            QVERIFY(!window->weightsView()->currentLayout().panels.front().spec.concealed);
            for (const ViewPanel &panel : window->pipelineView()->currentLayout().panels)
                QCOMPARE(panel.spec.concealed,
                         panel.kind == CellKind::HeadOutput || panel.kind == CellKind::FinalOutput);
        };
        // Answered as the class would type it: the weights are on screen, the outputs (step
        // 7's question) stay hidden.
        QCOMPARE(session->checkNumbers(u("0.808"), QLocale::c()).state,
                 LessonSession::Check::Right);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        QVERIFY(window->viewOptions().conceal);
        weightsShown();
        // Steps 5 and 6 ("look at the weights of row 2") show them, before their answers.
        session->next();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        weightsShown();
        session->next();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        weightsShown();
        // Step 7 asks for an output: the weights it is computed from stay in view.
        session->next();
        QCOMPARE(session->stepIndex(), 6);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        weightsShown();
        session->showAnswer();
        QCoreApplication::processEvents();
        QVERIFY(!window->viewOptions().conceal);
        // Seed 002's lesson: step 3's weight (0.804) answered, the weights are shown on every
        // view of them (the heads too); step 4 asks for the output.
        QVERIFY(w.classroom->startLesson(u("one-query-two-keys")));
        session->showAnswer();
        session->next();
        session->showAnswer();
        session->next();
        QCOMPARE(session->stepIndex(), 2);
        QCOMPARE(session->checkNumbers(u("0.804"), QLocale::c()).state,
                 LessonSession::Check::Right);
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        weightsShown();
        window->showView(QStringLiteral("heads"));
        QCoreApplication::processEvents();
        for (const ViewPanel &panel : window->headsView()->currentLayout().panels)
            QVERIFY(!panel.spec.concealed || panel.kind != CellKind::Weight);
        session->next();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Outputs);
        weightsShown();

        // Started again: nothing answered yet, step 4's weights hidden once more.
        QVERIFY(w.classroom->startLesson(u("step-by-step")));
        session->goTo(3);
        QCoreApplication::processEvents();
        QCOMPARE(session->hiddenUntilAnswered(), LessonSession::Hidden::Results);
        QVERIFY(window->weightsView()->currentLayout().panels.front().spec.concealed);
    }
};

QTEST_MAIN(TestPredictCover)
#include "tst_predictcover.moc"
