// The lesson editor, offscreen, as a teacher uses it: a lesson made from the scenario on
// screen, steps added from two scenarios, a question whose answer the engine computes, a
// hint in three languages, reordered, previewed in the lesson panel, saved and opened again:
// identical, and its answers are the engine's numbers for each step's scenario.

#include "Attention.h"
#include "Classroom.h"
#include "Document.h"
#include "Lesson.h"
#include "LessonEditor.h"
#include "LessonPanel.h"
#include "LessonSession.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "StepEditor.h"
#include "TestHelpers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

class TestLessonEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::failOnUnexpectedWarnings(); }

    void authoredLessonSavedAndReopenedIsIdentical()
    {
        QMainWindow window;
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        window.setCentralWidget(new PipelineView);
        ClassroomHooks hooks;
        hooks.fileMenu = window.menuBar()->addMenu(QStringLiteral("&File"));
        Classroom *classroom = installClassroom(&window, &document, hooks);
        LessonEditor editor(&document, classroom->lessonSession(), &window);
        StepEditor *step = editor.stepEditor();

        editor.titleField(0)->setText(QStringLiteral("Scaling matters"));
        editor.titleField(1)->setText(QStringLiteral("Penskalaan itu penting"));
        editor.titleField(2)->setText(QStringLiteral("Chia tỉ lệ quan trọng"));
        // Step 1: the scenario as opened, with a question on the weight of k1.
        step->textField(0)->setPlainText(QStringLiteral("With scaling."));
        step->askBox()->setChecked(true);
        step->quantityBox()->setCurrentIndex(1); // weights
        step->rowBox()->setValue(1);
        step->columnBox()->setValue(1);
        step->toleranceBox()->setValue(0.005);
        for (int l = 0; l < 3; ++l) {
            step->questionField(l)->setText(QStringLiteral("Weight of k1? (%1)").arg(l));
            step->hintField(l)->setText(QStringLiteral("Softmax (%1)").arg(l));
        }
        const double scaled = compute(document.scenario()).heads[0].weights(0, 0);
        QCOMPARE(step->answerLabel()->text(), QStringLiteral("The engine's answer here: ")
                                                  + formatNumber(scaled, NumberStyle::Prose));

        // Step 2: the scenario with scaling off (an edit on screen), the same question.
        Scenario unscaled = document.scenario();
        unscaled.scale = false;
        document.reset(unscaled, QString());
        editor.addStep();
        QCOMPARE(editor.stepList()->count(), 2);
        // A new step starts blank: no question, no texts carried over from the last one.
        QVERIFY(!step->askBox()->isChecked());
        QVERIFY(step->questionField(0)->text().isEmpty());
        QVERIFY(step->hintField(2)->text().isEmpty());
        QVERIFY(!editor.lesson().steps[1].question);
        step->textField(0)->setPlainText(QStringLiteral("Without scaling."));
        step->askBox()->setChecked(true);
        step->quantityBox()->setCurrentIndex(1);
        step->questionField(0)->setText(QStringLiteral("And now?"));
        // Reordered: the unscaled step first.
        editor.moveStep(-1);
        QCOMPARE(editor.stepList()->currentRow(), 0);
        const Lesson made = editor.lesson();
        QCOMPARE(made.steps[0].text.en, QStringLiteral("Without scaling."));
        QCOMPARE(made.steps[1].text.en, QStringLiteral("With scaling."));
        QCOMPARE(made.steps[1].question->hint.vi, QStringLiteral("Softmax (2)"));
        QCOMPARE(made.steps[1].question->text.en, QStringLiteral("Weight of k1? (0)"));
        QCOMPARE(made.steps[0].question->text.en, QStringLiteral("And now?"));
        QVERIFY(made.steps[0].question->hint.isEmpty());

        // Preview runs it in the lesson panel.
        QString error;
        QVERIFY2(editor.preview(&error), qPrintable(error));
        QVERIFY(classroom->lessonSession()->isRunning());
        QCOMPARE(classroom->lessonSession()->stepCount(), 2);
        QVERIFY(!document.scenario().scale);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scaling.json"));
        QVERIFY2(editor.saveTo(path, &error), qPrintable(error));
        Lesson back;
        QVERIFY2(loadLessonFile(path, back, &error), qPrintable(error));
        QCOMPARE(serializeLesson(back), serializeLesson(made));
        QCOMPARE(back.title.id, QStringLiteral("Penskalaan itu penting"));
        // The answers are the engine's for each step's own scenario: 0.881 and 0.804.
        const ExpectedAnswer first
            = expectedAnswer(*back.steps[0].question, *back.steps[0].scenario);
        const ExpectedAnswer second
            = expectedAnswer(*back.steps[1].question, *back.steps[1].scenario);
        QCOMPARE(first.numbers.front(), double(compute(unscaled).heads[0].weights(0, 0)));
        QCOMPARE(second.numbers.front(), scaled);
        QCOMPARE(qRound(first.numbers.front() * 1000), 881);
        QCOMPARE(qRound(second.numbers.front() * 1000), 804);
        QCOMPARE(back.steps[1].question->tolerance, 0.005);

        // Opened from disk in the lesson panel, as a teacher would.
        QVERIFY(classroom->lessonPanel()->startFile(path));
        QCOMPARE(classroom->lessonSession()->lesson().title.en, QStringLiteral("Scaling matters"));
    }

    void aQuestionWithoutTextIsRefused()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        editor.stepEditor()->textField(0)->setPlainText(QStringLiteral("Text."));
        editor.stepEditor()->askBox()->setChecked(true);
        QString error;
        QVERIFY(!editor.check(&error));
        QCOMPARE(error, QStringLiteral("The question of step 1 needs an English text."));
        // A cell that does not exist: the file's own check names it.
        editor.stepEditor()->questionField(0)->setText(QStringLiteral("?"));
        editor.stepEditor()->rowBox()->setValue(7);
        QVERIFY(!editor.check(&error));
        QVERIFY2(error.contains(QLatin1String("row")), qPrintable(error));
    }
};

QTEST_MAIN(TestLessonEditor)
#include "tst_lessoneditor.moc"
