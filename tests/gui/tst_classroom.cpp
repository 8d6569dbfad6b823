// The classroom on the real window, offscreen: every shipped lesson runs through all its steps
// without a warning; answers right and wrong are explained; the walkthrough tells the current
// numbers; presentation mode toggles and the keys step the walkthrough; an intervention's
// difference is the engine's results before and after.

#include "Attention.h"
#include "Classroom.h"
#include "Document.h"
#include "InterventionPanel.h"
#include "Lesson.h"
#include "LessonPanel.h"
#include "LessonSession.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "PresentationMode.h"
#include "TestHelpers.h"
#include "Walkthrough.h"
#include "WalkthroughPanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

/// A main window as the app builds it, reduced to what the classroom touches.
struct Setup
{
    QMainWindow window;
    Document document;
    PipelineView *pipeline = nullptr;
    QMenu *fileMenu = nullptr;
    QMenu *viewMenu = nullptr;
    QDockWidget *editors = nullptr;
    ViewOptions options;
    Classroom *classroom = nullptr;

    explicit Setup(const QString &exampleName = QStringLiteral("seed000-step-by-step"))
    {
        document.reset(loadExampleOrDie(exampleName), QString());
        pipeline = new PipelineView;
        pipeline->setObjectName(QStringLiteral("pipeline"));
        window.setCentralWidget(pipeline);
        fileMenu = window.menuBar()->addMenu(QStringLiteral("&File"));
        fileMenu->addAction(QStringLiteral("&Open\u2026"));
        fileMenu->addAction(QStringLiteral("&Quit"));
        viewMenu = window.menuBar()->addMenu(QStringLiteral("&View"));
        window.menuBar()->addMenu(QStringLiteral("&Help"));
        editors = new QDockWidget(QStringLiteral("Tokens"), &window);
        editors->setObjectName(QStringLiteral("tokensDock"));
        editors->setProperty("classroomControl", QStringLiteral("editors"));
        editors->setWidget(new QLabel(QStringLiteral("editor")));
        window.addDockWidget(Qt::LeftDockWidgetArea, editors);
        QObject::connect(&document, &Document::snapshotChanged, pipeline,
                         &PipelineView::setSnapshot);
        pipeline->setSnapshot(document.snapshot());
        ClassroomHooks hooks;
        hooks.pipeline = pipeline;
        hooks.fileMenu = fileMenu;
        hooks.viewMenu = viewMenu;
        hooks.viewOptions = [this] { return options; };
        hooks.setViewOptions = [this](const ViewOptions &o) {
            options = o;
            pipeline->setOptions(o);
        };
        classroom = installClassroom(&window, &document, hooks);
        window.resize(1366, 768);
    }
};

/// The engine's answer to the current step, typed as a learner in the C locale would.
QString typedAnswer(const LessonSession &session, const Document &document)
{
    const ExpectedAnswer answer = expectedAnswer(*session.step().question, document.scenario());
    QStringList parts;
    for (double x : answer.numbers)
        parts << QString::number(x, 'g', 9);
    return parts.join(QStringLiteral("; "));
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init()
    {
        // The offscreen platform's "This plugin does not support propagateSizeHints()" (a dock
        // shown or hidden) is a limit of the test platform; every other warning fails.
        testing::failOnUnexpectedWarnings();
    }

    void everyLessonRunsThroughAllItsSteps()
    {
        Setup setup;
        setup.window.show();
        const QList<LessonInfo> lessons = builtInLessons();
        // Every lesson file of the source tree is built in (and, below, loads).
        const QStringList files
            = QDir(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons"))
                  .entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 6);
        QCOMPARE(lessons.size(), files.size());
        for (const LessonInfo &info : lessons) {
            QVERIFY2(setup.classroom->startLesson(info.name), qPrintable(info.name));
            LessonSession *session = setup.classroom->lessonSession();
            LessonPanel *panel = setup.classroom->lessonPanel();
            QVERIFY(setup.classroom->lessonDock()->isVisible());
            for (int i = 0; i < session->stepCount(); ++i) {
                QCOMPARE(session->stepIndex(), i);
                QVERIFY(!panel->stepText()->text().isEmpty());
                const LessonStep &step = session->step();
                if (!step.stage.isEmpty()) {
                    // A stage the picture lacks (no W_o for one head) falls back to weights·V.
                    int stage = int(lessonStageNames().indexOf(step.stage));
                    if (setup.pipeline->panelOfStage(PipelineStage(stage)) < 0)
                        stage = int(PipelineStage::HeadOutput);
                    QCOMPARE(setup.pipeline->highlightedStage(), stage);
                    QVERIFY(setup.pipeline->panelOfStage(PipelineStage(stage)) >= 0);
                }
                if (step.question) {
                    if (step.question->kind == LessonQuestion::Kind::Numeric) {
                        panel->answerField()->setText(typedAnswer(*session, setup.document));
                    } else {
                        const ExpectedAnswer answer
                            = expectedAnswer(*step.question, setup.document.scenario());
                        panel->choose(answer.choice);
                    }
                    QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
                    QVERIFY2(panel->feedback()->text().startsWith(QStringLiteral("\u2714")),
                             qPrintable(info.name + QStringLiteral(" step %1: ").arg(i)
                                        + panel->feedback()->text()));
                    QVERIFY(!panel->feedback()->text().contains(QLatin1String("{answer}")));
                }
                if (i + 1 < session->stepCount())
                    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
            }
            QVERIFY(!panel->nextButton()->isEnabled());
        }
    }

    void answersAreExplained()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        LessonPanel *panel = setup.classroom->lessonPanel();
        // Not a number: says what to type, explains nothing yet.
        panel->answerField()->setText(QStringLiteral("two"));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY(panel->feedback()->text().startsWith(QLatin1String("Type a number")));
        // Wrong: how far off and the hint, not yet the answer (tst_lessonretries for more).
        panel->answerField()->setText(QStringLiteral("3"));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QString text = panel->feedback()->text();
        QVERIFY2(text.startsWith(QStringLiteral("\u2718 Not quite (try 1 of 3). Your value is too "
                                                "high, by at most 1.")),
                 qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Hint: Multiply q and k1")));
        QVERIFY(!text.contains(QLatin1String("perpendicular")));
        // Right: also why.
        panel->answerField()->setText(QStringLiteral("2"));
        QTest::keyClick(panel->answerField(), Qt::Key_Return);
        text = panel->feedback()->text();
        QVERIFY(text.startsWith(QStringLiteral("\u2714 Right.")));
        QVERIFY(text.contains(QStringLiteral("q\u00b7k1 = 2\u00b71 + 0\u00b70 = 2.")));

        // A choice question, wrong then right (step 7: why the weights did not move).
        setup.classroom->lessonSession()->goTo(6);
        panel->choose(1);
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY(panel->feedback()->text().startsWith(QStringLiteral("\u2718")));
        QVERIFY(panel->feedback()->text().contains(QLatin1String("Hint: Look at the formula")));
        panel->choose(0);
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY(panel->feedback()->text().startsWith(QStringLiteral("\u2714")));
    }

    void exercisesApplyTheirChangeAfterTheAnswer()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        LessonSession *session = setup.classroom->lessonSession();
        LessonPanel *panel = setup.classroom->lessonPanel();
        for (int i = 0; i < 5; ++i)
            QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
        QCOMPARE(session->stepIndex(), 5);
        QCOMPARE(setup.document.scenario().v(1, 0), 0.0); // not shown before the answer
        // Seed 002's exercise: v2 = [10, 10] -> [10, 1.96], typed as an Indonesian would.
        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        panel->answerField()->setText(QStringLiteral("10; 1,96"));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(panel->feedback()->text().startsWith(QStringLiteral("\u2714")),
                 qPrintable(panel->feedback()->text()));
        QCOMPARE(setup.document.scenario().v(1, 0), 10.0);
        EXPECT_ROW(setup.document.snapshot()->result.output, 0, 5e-3, {10, 1.96});
        // Undo takes the lesson's change back, like any edit.
        setup.document.undoStack()->undo();
        QCOMPARE(setup.document.scenario().v(1, 0), 0.0);
        setup.document.undoStack()->redo();

        // Exercise 2 masks the first key: the output is v2.
        session->goTo(6);
        session->next();
        QCOMPARE(session->stepIndex(), 7);
        QCOMPARE(setup.document.scenario().v(1, 0), 0.0); // step 8 sets v2 back
        panel->answerField()->setText(QStringLiteral("[0, 10]"));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY(panel->feedback()->text().startsWith(QStringLiteral("\u2714")));
        EXPECT_ROW(setup.document.snapshot()->result.output, 0, 1e-5, {0, 10});

        // Restart sets the lesson's first scenario again.
        QTest::mouseClick(panel->restartButton(), Qt::LeftButton);
        QCOMPARE(session->stepIndex(), 0);
        QCOMPARE(setup.document.scenario(), loadExampleOrDie("seed002-one-query-two-keys"));
    }

    void lessonsHideAndShowControls()
    {
        Setup setup;
        setup.window.show();
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        LessonSession *session = setup.classroom->lessonSession();
        QVERIFY(setup.pipeline->isVisible());
        session->goTo(2); // "hide": ["pipeline"]
        QVERIFY(!setup.pipeline->isVisible());
        session->goTo(4);
        QVERIFY(setup.pipeline->isVisible());
        QVERIFY(setup.classroom->startLesson(QStringLiteral("interventions")));
        session->goTo(3); // "show": ["interventions"]
        QVERIFY(setup.classroom->interventionDock()->isVisible());
        session->stop();
        QCOMPARE(setup.pipeline->highlightedStage(), -1);
    }

    void walkthroughTellsTheCurrentNumbers()
    {
        Setup setup;
        Walkthrough *walk = setup.classroom->walkthrough();
        QCOMPARE(walk->count(), 6); // projections, one head, no output projection
        walk->setActive(true);
        walk->setIndex(0);
        QCOMPARE(walk->step(), WalkStep::Projections);
        QCOMPARE(setup.pipeline->highlightedStage(), int(PipelineStage::Queries));
        // Seed 000's projections are the identity: q₁₁ = x₁·W_q[:, 1] = 1.541.
        QVERIFY2(walk->explanation().contains(QLatin1String("Q = K = V = X")),
                 qPrintable(walk->explanation()));
        QVERIFY2(walk->formula().contains(QLatin1String("1.541")), qPrintable(walk->formula()));
        walk->setIndex(4);
        QCOMPARE(walk->step(), WalkStep::Softmax);
        QCOMPARE(setup.pipeline->highlightedStage(), int(PipelineStage::Weights));
        const AttentionResult &r = setup.document.snapshot()->result;
        QVERIFY2(walk->explanation().contains(QLatin1String("sums to 1;")),
                 qPrintable(walk->explanation()));
        // Seed 000's weight row 1 starts with 0.808; the formula has four digits.
        QVERIFY(walk->explanation().contains(QLatin1String("0.808")));
        QVERIFY(
            walk->formula().contains(formatNumber(r.heads[0].weights(0, 0), NumberStyle::Formula)));
        QCOMPARE(setup.classroom->walkthroughPanel()->formulaLabel()->isHidden(), false);

        // Following another query row outlines it in the views too.
        walk->setRow(2);
        QCOMPARE(setup.options.highlightRow, 2);
        QVERIFY(walk->explanation().contains(QStringLiteral("\u201cx3\u201d")));

        // The causal mask: the masked future gets weight 0.
        setup.document.reset(loadExampleOrDie("seed000-causal-mask"), QString());
        walk->setRow(0);
        walk->setIndex(2);
        QCOMPARE(walk->step(), WalkStep::Mask);
        QVERIFY2(walk->explanation().contains(QLatin1String("6 of 16 pairs are blocked")),
                 qPrintable(walk->explanation()));
        QVERIFY(walk->explanation().contains(QLatin1String("blocked keys get weight 0")));
        QVERIFY(walk->formula().contains(QStringLiteral("\u2212\u221e")));

        // Scaling at d_k = 64: seed 000's 6.48 / 0.81 and 0.812 / 0.273.
        setup.document.reset(loadExampleOrDie("seed000-scale-statistics"), QString());
        walk->setIndex(1);
        QCOMPARE(walk->step(), WalkStep::Scaling);
        const QString scaling = walk->explanation();
        for (const char *number : {"6.48", "0.81", "0.812", "0.273"})
            QVERIFY2(scaling.contains(QLatin1String(number)), qPrintable(scaling));

        // Several heads: heads, concatenation, output projection.
        setup.document.reset(loadExampleOrDie("seed003-multi-head"), QString());
        QCOMPARE(walk->count(), 9);
        walk->setIndex(8);
        QCOMPARE(walk->step(), WalkStep::OutputProjection);
        QCOMPARE(setup.pipeline->highlightedStage(), int(PipelineStage::Output));
        // The formula is the followed row's (row 1 here), first output number.
        QCOMPARE(walk->row(), 0);
        const double out = setup.document.snapshot()->result.output(walk->row(), 0);
        QVERIFY2(walk->formula().contains(formatNumber(out, NumberStyle::Formula)),
                 qPrintable(walk->formula()));
    }

    void presentationModeIsKeyboardDriven()
    {
        Setup setup;
        setup.window.show();
        setup.editors->show();
        QVERIFY(QTest::qWaitForWindowExposed(&setup.window));
        PresentationMode *presentation = setup.classroom->presentation();
        Walkthrough *walk = setup.classroom->walkthrough();
        const double appPoints = QApplication::font().pointSizeF();

        setup.options.fontScale = 1.25; // View > Text Size, before presenting
        presentation->toggleAction()->trigger();
        QVERIFY(presentation->isActive());
        QVERIFY(setup.window.isFullScreen());
        QVERIFY(!setup.editors->isVisible());
        QVERIFY(!setup.window.menuBar()->isVisible());
        QVERIFY(presentation->banner()->isVisible());
        QVERIFY(walk->isActive());
        QCOMPARE(setup.options.fontScale, presentation->fontScale());
        EXPECT_NEAR(QApplication::font().pointSizeF(), appPoints * presentation->fontScale(), 0.01);
        QCOMPARE(walk->index(), 0);

        QTest::keyClick(&setup.window, Qt::Key_Right);
        QCOMPARE(walk->index(), 1);
        QTest::keyClick(setup.pipeline, Qt::Key_PageDown);
        QCOMPARE(walk->index(), 2);
        QCOMPARE(setup.pipeline->highlightedStage(), int(PipelineStage::Scaled));
        QTest::keyClick(&setup.window, Qt::Key_Left);
        QCOMPARE(walk->index(), 1);
        QTest::keyClick(&setup.window, Qt::Key_PageUp);
        QCOMPARE(walk->index(), 0);
        const auto *banner = presentation->banner()->findChild<QLabel *>();
        QVERIFY(banner);

        // Text size: Ctrl++ grows it and it is remembered.
        const double before = presentation->fontScale();
        QTest::keyClick(&setup.window, Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(presentation->fontScale() > before);
        QCOMPARE(setup.options.fontScale, presentation->fontScale());
        PresentationMode other(&setup.window, walk);
        QCOMPARE(other.fontScale(), presentation->fontScale());
        QTest::keyClick(&setup.window, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(std::abs(presentation->fontScale() - before) < 1e-9);

        presentation->setHighContrast(true);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        presentation->setHighContrast(false);

        QTest::keyClick(&setup.window, Qt::Key_Escape);
        QVERIFY(!presentation->isActive());
        QVERIFY(!setup.window.isFullScreen());
        QVERIFY(setup.editors->isVisible());
        QVERIFY(setup.window.menuBar()->isVisible());
        QVERIFY(!presentation->banner()->isVisible());
        QCOMPARE(setup.options.fontScale, 1.25); // the views' own text size is back
        QCOMPARE(QApplication::font().pointSizeF(), appPoints);
        // Outside presentation mode the arrow keys are the views' again.
        QTest::keyClick(&setup.window, Qt::Key_Right);
        QCOMPARE(walk->index(), 0);
    }

    // F11 during a lesson: the lesson's panel and its highlighted stage stay; no walkthrough
    // banner starts over it, and the arrow keys do not step a walkthrough nobody sees.
    void presentingALessonKeepsItsStage()
    {
        Setup setup;
        setup.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&setup.window));
        LessonSession *session = setup.classroom->lessonSession();
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        while (session->stage() < 0 && session->canGoNext())
            session->next();
        const int stage = session->stage();
        QVERIFY(stage >= 0);
        setup.document.waitForSnapshot();
        QCOMPARE(setup.pipeline->highlightedStage(), stage);
        PresentationMode *presentation = setup.classroom->presentation();
        Walkthrough *walk = setup.classroom->walkthrough();
        presentation->toggleAction()->trigger();
        QVERIFY(presentation->isActive());
        QVERIFY(setup.classroom->lessonDock()->isVisible());
        QVERIFY(!presentation->banner()->isVisible());
        QVERIFY(!walk->isActive());
        QCOMPARE(setup.pipeline->highlightedStage(), stage);
        const int index = walk->index();
        QTest::keyClick(&setup.window, Qt::Key_Right);
        QCOMPARE(walk->index(), index);
        QCOMPARE(setup.pipeline->highlightedStage(), stage);
        // The lesson closed while presenting: the walkthrough's banner takes over.
        session->stop();
        QVERIFY(presentation->banner()->isVisible());
        QVERIFY(walk->isActive());
        presentation->toggleAction()->trigger();
        QVERIFY(!presentation->isActive());
    }

    void interventionDifferenceIsTheEnginesBeforeAndAfter()
    {
        Setup setup(QStringLiteral("seed002-one-query-two-keys"));
        InterventionPanel *panel = setup.classroom->interventionPanel();
        QAbstractItemModelTester tester(panel->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Scenario start = setup.document.scenario();
        QVERIFY(panel->apply({Intervention::Kind::KnockOutKey, 1, -1}));
        QCOMPARE(setup.document.undoStack()->count(), 1);
        const AttentionResult before = compute(start);
        const AttentionResult after = compute(setup.document.scenario());
        EXPECT_ROW(after.output, 0, 1e-5, {10, 0});
        const InterventionEffect &effect = panel->model()->effect();
        QVERIFY(effect.ok);
        QCOMPARE(panel->model()->rowCount(), 1);
        EXPECT_NEAR(
            effect.rowChange[0],
            (after.output.row(0).cast<double>() - before.output.row(0).cast<double>()).norm(),
            1e-6);
        const QString shownBefore
            = panel->model()->index(0, InterventionModel::Before).data().toString();
        const QString shownAfter
            = panel->model()->index(0, InterventionModel::After).data().toString();
        QCOMPARE(shownBefore, QStringLiteral("[8.04, 1.96]")); // seed 002's output
        QCOMPARE(shownAfter, QStringLiteral("[10, 0]"));
        QVERIFY(panel->summary()->text().contains(
            formatNumber(effect.totalChange, NumberStyle::Prose)));

        // Undo: back to the start, nothing moved.
        setup.document.undoStack()->undo();
        QCOMPARE(setup.document.scenario(), start);
        QCOMPARE(panel->model()->effect().totalChange, 0.0);

        // Zeroing a value: the weights stay, the output loses v1.
        QVERIFY(panel->apply({Intervention::Kind::ZeroValue, 0, -1}));
        EXPECT_ROW(setup.document.snapshot()->result.output, 0, 5e-3, {0, 1.96});
        QCOMPARE(panel->model()->effect().weightChange[0], 0.0);

        // In self-attention mode zeroing one value is refused, and nothing is pushed.
        setup.document.reset(loadExampleOrDie("seed000-step-by-step"), QString());
        QVERIFY(!panel->apply({Intervention::Kind::ZeroValue, 0, -1}));
        QVERIFY(panel->summary()->text().contains(QLatin1String("direct mode")));
        QCOMPARE(setup.document.undoStack()->count(), 0);
        QVERIFY(panel->apply({Intervention::Kind::ReplaceEmbedding, 3, -1}));
        QCOMPARE(panel->model()->rowCount(), 4);
        QCOMPARE(panel->model()->effect().largestRow, 3);
    }

    void aBadLessonFileNamesThePlace()
    {
        Setup setup;
        const QString path = QDir::temp().filePath(QStringLiteral("tst_classroom_bad_lesson.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"format": "attention-lab-lesson", "title": "t", "steps": [
            {"example": "seed002-one-query-two-keys", "text": "x",
             "question": {"text": "q", "explanation": "e", "answer": {"outptu": [0]}}}]})");
        file.close();
        QVERIFY(!setup.classroom->lessonPanel()->startFile(path));
        QVERIFY2(setup.classroom->lessonPanel()->stepText()->text().contains(
                     QLatin1String("steps[0].question.answer.outptu")),
                 qPrintable(setup.classroom->lessonPanel()->stepText()->text()));
        QVERIFY(!setup.classroom->lessonSession()->isRunning());
        QFile::remove(path);
    }
};

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
