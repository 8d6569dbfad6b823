// The lesson editor, offscreen, as a teacher uses it: a lesson made from the scenario on
// screen, steps added from two scenarios, a question whose answer the engine computes, a
// hint in three languages, reordered, previewed in the lesson panel, saved and opened again:
// identical, and its answers are the engine's numbers for each step's scenario. The editor
// as a window (closing with changes, its languages, its size) in LessonEditorWindow.cpp.

#include "Attention.h"
#include "Classroom.h"
#include "Document.h"
#include "Lesson.h"
#include "LessonAutosave.h"
#include "LessonEditor.h"
#include "LessonEditorLimits.h"
#include "LessonEditorWindow.h"
#include "LessonPanel.h"
#include "LessonSession.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "StepEditor.h"
#include "TestHelpers.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

class TestLessonEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testing::failOnUnexpectedWarnings();
        // The editors' autosaves go to a folder of this test, not the user's.
        QVERIFY(m_data.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_data.path().toLocal8Bit());
    }

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

    void everyAnswerKindRoundTrips()
    {
        using Q = ResultReference::Quantity;
        using R = ResultReference::Reduction;
        Document document;
        const Scenario start = loadExampleOrDie(QStringLiteral("seed003-multi-head"));
        document.reset(start, QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        StepEditor *step = editor.stepEditor();
        editor.titleField(0)->setText(QStringLiteral("Every answer"));
        const QList<Q> quantities = StepEditor::quantities();
        struct Case
        {
            Q quantity;
            R reduction = R::None;
            bool row = false;
            QString stat = QString(); ///< Q::Stat: the statistic's name
            int fixedChoice = 0;      ///< choice questions: 0 computed (largest), i: choice i
            bool choice = false;
        };
        std::vector<Case> cases;
        for (Q q : quantities)
            if (q != Q::Stat)
                cases.push_back({q});
        for (const char *scores : {"raw.", "scaled."})
            for (const QString &name : lessonStatNames())
                cases.push_back({Q::Stat, R::None, false, QLatin1String(scores) + name});
        cases.push_back({Q::Weights, R::None, true});
        cases.push_back({Q::Weights, R::Sum, true});
        cases.push_back({Q::Output, R::Max, true});
        cases.push_back({Q::Output, R::Change, true});
        cases.push_back({Q::Weights, R::Largest, true, QString(), 0, true});
        cases.push_back({Q::Weights, R::None, true, QString(), 2, true});

        for (size_t i = 0; i < cases.size(); ++i) {
            const Case &c = cases[i];
            if (i > 0)
                editor.addStep();
            step->textField(0)->setPlainText(QStringLiteral("Step %1.").arg(i + 1));
            step->askBox()->setChecked(true);
            step->questionField(0)->setText(QStringLiteral("Question %1?").arg(i + 1));
            step->hintField(1)->setText(QStringLiteral("Petunjuk %1").arg(i + 1));
            step->kindBox()->setCurrentIndex(c.choice ? StepEditor::ChoiceKind
                                                      : StepEditor::NumberKind);
            if (c.choice) {
                step->choicesField(0)->setPlainText(
                    QStringLiteral("Orange\nis\nmy\nfavorite\nfruit"));
                step->choicesField(2)->setPlainText(QStringLiteral("Cam\nla"));
                step->correctBox()->setCurrentIndex(c.fixedChoice);
            }
            step->quantityBox()->setCurrentIndex(int(quantities.indexOf(c.quantity)));
            if (!c.stat.isEmpty()) {
                // Shown by name ("Raw: Mean of the scores"); the file's key is the data.
                const int at = step->statBox()->findData(c.stat);
                QVERIFY2(at >= 0, qPrintable(c.stat));
                QVERIFY(!step->statBox()->itemText(at).contains(c.stat));
                step->statBox()->setCurrentIndex(at);
            }
            step->headBox()->setValue(2);
            step->rowBox()->setValue(2);
            step->columnBox()->setValue(2);
            step->partBox()->setCurrentIndex(c.row ? StepEditor::RowPart : StepEditor::CellPart);
            const R reductions[] = {R::None, R::Sum, R::Max, R::Change};
            for (int r = 0; r < 4; ++r)
                if (reductions[r] == c.reduction)
                    step->reductionBox()->setCurrentIndex(r);
            step->toleranceBox()->setValue(0.002);
            if (c.reduction == R::Change) {
                // The question is about the scenario without scaling: edits from the step's.
                Scenario unscaled = start;
                unscaled.scale = false;
                document.reset(unscaled, QString());
                QString error;
                QVERIFY2(editor.useCurrentScenarioAsAfter(&error), qPrintable(error));
                document.reset(start, QString());
            }
            const LessonStep made = step->step();
            QVERIFY(made.question);
            const LessonQuestion &q = *made.question;
            QCOMPARE(q.kind,
                     c.choice ? LessonQuestion::Kind::Choice : LessonQuestion::Kind::Numeric);
            if (c.choice && c.fixedChoice > 0) {
                QVERIFY(!q.answer);
                QCOMPARE(q.correctChoice, c.fixedChoice - 1);
                QCOMPARE(q.choices.size(), size_t(5));
                QCOMPARE(q.choices[1].vi, QStringLiteral("la"));
                continue;
            }
            QVERIFY(q.answer);
            const ResultReference &r = *q.answer;
            QCOMPARE(r.quantity, c.quantity);
            QCOMPARE(r.reduction, c.reduction);
            QCOMPARE(r.stat, c.stat);
            const bool scalar = c.quantity == Q::Stat || c.quantity == Q::DK
                                || c.quantity == Q::Divisor || c.quantity == Q::Blocked;
            if (!scalar) {
                QCOMPARE(r.row, 1);
                QCOMPARE(r.column, c.row || c.choice ? -1 : 1);
                QCOMPARE(r.head, c.quantity == Q::Output || c.quantity == Q::Concat ? 0 : 1);
            }
            if (c.reduction == R::Change)
                QCOMPARE(q.after.size(), size_t(1));
        }

        // Saved, opened again in a second editor: identical, and every answer computes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("every.json"));
        QString error;
        QVERIFY2(editor.saveTo(path, &error), qPrintable(error));
        const Lesson made = editor.lesson();
        QCOMPARE(made.steps.size(), cases.size());
        Lesson back;
        QVERIFY2(loadLessonFile(path, back, &error), qPrintable(error));
        QCOMPARE(serializeLesson(back), serializeLesson(made));
        LessonEditor again(&document, &session);
        QVERIFY2(again.openFile(path, &error), qPrintable(error));
        QCOMPARE(serializeLesson(again.lesson()), serializeLesson(made));
        // Shown in the form and taken back, every step stays as it was.
        for (int i = 0; i < int(cases.size()); ++i) {
            again.stepList()->setCurrentRow(i);
            QCOMPARE(serializeLesson(again.lesson()), serializeLesson(made));
        }

        // The engine's numbers: a few checked by hand.
        const AttentionResult r = compute(start);
        Scenario unscaled = start;
        unscaled.scale = false;
        const AttentionResult after = compute(unscaled);
        for (size_t i = 0; i < cases.size(); ++i) {
            const LessonQuestion &q = *back.steps[i].question;
            const ExpectedAnswer answer = expectedAnswer(q, *back.steps[i].scenario);
            QVERIFY2(answer.ok, qPrintable(answer.error));
            const Case &c = cases[i];
            if (c.choice) {
                if (c.fixedChoice == 0) {
                    Eigen::Index best = 0;
                    r.heads[1].weights.row(1).maxCoeff(&best);
                    QCOMPARE(answer.choice, int(best));
                }
                continue;
            }
            const double x = answer.numbers.front();
            if (c.quantity == Q::HeadOutput && !c.row)
                QCOMPARE(x, double(r.heads[1].output(1, 1)));
            if (c.quantity == Q::Concat && !c.row)
                QCOMPARE(x, double(r.concat(1, 1)));
            if (c.quantity == Q::V && !c.row)
                QCOMPARE(x, double(r.heads[1].v(1, 1)));
            if (c.stat == QLatin1String("scaled.jacobian_norm"))
                QCOMPARE(x, r.stats.scaled.jacobianNorm);
            if (c.stat == QLatin1String("raw.jacobian_norm"))
                QCOMPARE(x, r.stats.raw.jacobianNorm);
            if (c.quantity == Q::Blocked)
                QCOMPARE(x, 0.0);
            if (c.reduction == R::Sum)
                QVERIFY(std::abs(x - 1) < 1e-6);
            if (c.reduction == R::Change)
                QVERIFY(std::abs(x - double((after.output.row(1) - r.output.row(1)).norm()))
                        < 1e-5);
        }
    }

    void editsBetweenScenarios()
    {
        const Scenario from = loadExampleOrDie(QStringLiteral("seed003-multi-head"));
        Scenario to = from;
        to.causal = true;
        to.embeddings(2, 1) = 0.25;
        to.padding = {false, false, false, false, true};
        BoolMatrix mask = BoolMatrix::Constant(5, 5, true);
        mask(3, 0) = false;
        to.mask = mask;
        std::vector<ScenarioEdit> edits;
        QString error;
        QVERIFY2(editsBetween(from, to, edits, &error), qPrintable(error));
        Scenario applied = from;
        QVERIFY2(applyEdits(applied, edits, &error), qPrintable(error));
        QVERIFY(applied == to);
        // Another shape cannot be an edit of a lesson file.
        Scenario other = loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys"));
        QVERIFY(!editsBetween(from, other, edits, &error));
        QVERIFY(!error.isEmpty());
    }

    // A teacher writes in their own language only: no English title, text or question.
    void aLessonInOneLanguageIsALesson()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        for (int l = 0; l < 3; ++l) {
            editor.titleField(l)->clear();
            editor.stepEditor()->titleField(l)->clear();
            editor.stepEditor()->textField(l)->clear();
        }
        editor.titleField(1)->setText(QStringLiteral("Satu kueri"));
        editor.stepEditor()->textField(1)->setPlainText(QStringLiteral("Hitung bobotnya."));
        editor.stepEditor()->askBox()->setChecked(true);
        editor.stepEditor()->questionField(1)->setText(QStringLiteral("Berapa skornya?"));
        QString error;
        QVERIFY2(editor.check(&error), qPrintable(error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("indonesia.json"));
        QVERIFY2(editor.saveTo(path, &error), qPrintable(error));
        Lesson back;
        QVERIFY2(loadLessonFile(path, back, &error), qPrintable(error));
        QCOMPARE(back.title.id, QStringLiteral("Satu kueri"));
        QVERIFY(back.title.en.isEmpty());
        // Shown in every language: the one there is.
        QCOMPARE(back.title.in(QStringLiteral("en")), QStringLiteral("Satu kueri"));
        QCOMPARE(back.title.in(QStringLiteral("vi")), QStringLiteral("Satu kueri"));
        QCOMPARE(back.steps.front().text.in(QStringLiteral("en")),
                 QStringLiteral("Hitung bobotnya."));
        QCOMPARE(back.steps.front().question->text.id, QStringLiteral("Berapa skornya?"));
        // A file in Vietnamese alone reads; a text in no language is refused by name.
        const QByteArray vietnamese = R"({"format": "attention-lab-lesson", "version": 2,
            "title": {"vi": "Một query"}, "steps": [{"example": "seed002-one-query-two-keys",
            "text": {"vi": "Tính điểm."}, "question": {"text": {"vi": "Điểm là bao nhiêu?"},
            "answer": {"scores": [0, 0, 0]}, "tolerance": 0.01}}]})";
        Lesson read;
        QVERIFY2(parseLesson(vietnamese, read, &error), qPrintable(error));
        QCOMPARE(read.steps.front().text.in(QStringLiteral("id")), QStringLiteral("Tính điểm."));
        QVERIFY(read.steps.front().question->explanation.isEmpty());
        QVERIFY(!parseLesson(QByteArray(vietnamese).replace("{\"vi\": \"Tính điểm.\"}", "{}"), read,
                             &error));
        QVERIFY2(error.contains(QStringLiteral("steps[0].text")), qPrintable(error));
    }

    // Ticking "Ask a question" put "{answer}" in the English explanation the teacher did not
    // see; their own words then read "{answer}The weight is {answer}.".
    void askingAddsNoHiddenExplanation()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        StepEditor *step = editor.stepEditor();
        step->askBox()->setChecked(true);
        QVERIFY(step->step().question);
        QVERIFY(step->step().question->explanation.isEmpty());
        for (int l = 0; l < 3; ++l)
            QVERIFY(step->explanationField(l)->text().isEmpty());
        QTest::keyClicks(step->explanationField(1), QStringLiteral("Bobotnya {answer}."));
        const LessonQuestion q = *step->step().question;
        QCOMPARE(q.explanation.id, QStringLiteral("Bobotnya {answer}."));
        QVERIFY(q.explanation.en.isEmpty());
        QCOMPARE(q.explanation.in(QStringLiteral("en")), QStringLiteral("Bobotnya {answer}."));
    }

    // The wheel over the form scrolls it; it changes a box only once clicked or tabbed into.
    void theWheelChangesOnlyAFocusedBox()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        StepEditor *step = editor.stepEditor();
        step->askBox()->setChecked(true);
        QComboBox *kind = step->kindBox();
        QCOMPARE(kind->focusPolicy(), Qt::StrongFocus);
        QCOMPARE(kind->currentIndex(), 0); // a number
        auto wheel = [](QWidget *w) {
            const QPointF at(w->width() / 2.0, w->height() / 2.0);
            QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w, &event);
        };
        step->askBox()->setFocus();
        wheel(kind);
        QCOMPARE(kind->currentIndex(), 0);
        QCOMPARE(step->step().question->kind, LessonQuestion::Kind::Numeric);
        kind->setFocus();
        QTRY_VERIFY(kind->hasFocus());
        wheel(kind);
        QCOMPARE(kind->currentIndex(), 1); // focused: the wheel is the teacher's choice
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
        QCOMPARE(error, QStringLiteral("The question of step 1 needs a text."));
        // A cell that does not exist: the file's own check names it.
        editor.stepEditor()->questionField(0)->setText(QStringLiteral("?"));
        editor.stepEditor()->rowBox()->setValue(7);
        QVERIFY(!editor.check(&error));
        QVERIFY2(error.contains(QLatin1String("row")), qPrintable(error));
    }

    // On a projector's 1366 x 768 (and the offscreen screen, smaller still) the whole
    // dialog, its Save and Close buttons too, fits the screen: the step's fields scroll.
    void fitsTheScreen()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        editor.stepEditor()->askBox()->setChecked(true); // the tallest step: with a question
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QRect screen = editor.screen()->availableGeometry();
        QVERIFY2(editor.minimumSizeHint().height() <= 600,
                 qPrintable(QString::number(editor.minimumSizeHint().height())));
        QVERIFY2(editor.frameGeometry().height() <= screen.height(),
                 qPrintable(QStringLiteral("%1 px on a screen of %2 px")
                                .arg(editor.frameGeometry().height())
                                .arg(screen.height())));
        auto *box = editor.findChild<QDialogButtonBox *>();
        QVERIFY(box);
        for (auto which : {QDialogButtonBox::Save, QDialogButtonBox::Close}) {
            QPushButton *button = box->button(which);
            QVERIFY(button && button->isVisible());
            const QRect where(button->mapTo(&editor, QPoint(0, 0)), button->size());
            QVERIFY(editor.rect().contains(where));
        }
    }

    void closingAsksToSaveChanges() { lessoneditorwindow::closingAsksToSaveChanges(); }
    void stepsAndTextsInTheInterfaceLanguage()
    {
        lessoneditorwindow::stepsAndTextsInTheInterfaceLanguage();
    }
    void sizedToTheScreen() { lessoneditorwindow::sizedToTheScreen(); }
    void fieldsStayClearOfTheScrollBar() { lessoneditorwindow::fieldsStayClearOfTheScrollBar(); }
    void saveAsWritesACopy() { lessoneditorwindow::saveAsWritesACopy(); }
    void twoEditorsOnOneFileAskBeforeOverwriting()
    {
        lessoneditorwindow::twoEditorsOnOneFileAskBeforeOverwriting();
    }

    /// The editor's unsaved lesson is in its autosave a moment after a change, and the file
    /// goes once the lesson is saved or its changes are discarded; destroyed with changes
    /// nobody was asked about, the file stays and is offered (and read back) as recoverable.
    void autosaveFollowsTheEdits()
    {
        Document document;
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        LessonSession session(&document);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.json"));
        QString autosave;
        {
            LessonEditor editor(&document, &session);
            editor.autosave()->setDelay(20);
            autosave = editor.autosave()->filePath();
            QVERIFY(editor.autosave()->isActive());
            QCOMPARE(QFileInfo(autosave).path(), LessonAutosave::lessonAutosaveDirectory());
            QTest::qWait(60);
            QVERIFY(!QFile::exists(autosave)); // nothing unsaved yet
            editor.stepEditor()->textField(0)->setPlainText(QStringLiteral("First."));
            QTRY_VERIFY(QFile::exists(autosave));
            QString error;
            QVERIFY2(editor.saveTo(path, &error), qPrintable(error));
            QVERIFY(!QFile::exists(autosave));
            editor.stepEditor()->textField(0)->setPlainText(QStringLiteral("First. Second."));
            QTRY_VERIFY(QFile::exists(autosave));
            QVERIFY(findRecoverableLessons().empty()); // ours, and we are running
        }
        QVERIFY(QFile::exists(autosave));
        const std::vector<RecoverableLesson> found = findRecoverableLessons();
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].filePath, autosave);
        QCOMPARE(found[0].originalPath, path);
        QCOMPARE(found[0].title, QStringLiteral("My lesson"));
        Lesson lesson;
        QString error;
        QVERIFY2(loadRecoverableLesson(found[0], lesson, &error), qPrintable(error));
        QCOMPARE(lesson.steps[0].text.en, QStringLiteral("First. Second."));

        // Restored into an editor: unsaved, the file it belongs to, and Discard drops it.
        LessonEditor editor(&document, &session);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY2(editor.restoreAutosaved(lesson, path, &error), qPrintable(error));
        QVERIFY(editor.isWindowModified());
        QCOMPARE(editor.filePath(), path);
        QCOMPARE(editor.stepEditor()->textField(0)->toPlainText(),
                 QStringLiteral("First. Second."));
        QVERIFY(editor.autosave()->saveNow());
        discardRecoverableLesson(found[0]);
        QVERIFY(!QFile::exists(autosave));
        QVERIFY(QFile::exists(editor.autosave()->filePath()));
        QTimer::singleShot(0, qApp, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
        });
        QVERIFY(editor.close());
        QVERIFY(!QFile::exists(editor.autosave()->filePath()));
    }

    void typingAndPastingStopAtTheLimits()
    {
        lessoneditorlimits::typingAndPastingStopAtTheLimits();
    }
    void theLessonsTextsStopAtTheirLimit()
    {
        lessoneditorlimits::theLessonsTextsStopAtTheirLimit();
    }
    void aStepPastTheLastAllowedIsRefused()
    {
        lessoneditorlimits::aStepPastTheLastAllowedIsRefused();
    }
    void theHandoutIsWrittenWhileTheWindowAnswers()
    {
        lessoneditorlimits::theHandoutIsWrittenWhileTheWindowAnswers();
    }
    void theHandoutDialogPlacesTheAnswerKey()
    {
        lessoneditorlimits::theHandoutDialogPlacesTheAnswerKey();
    }

private:
    QTemporaryDir m_data;
};

QTEST_MAIN(TestLessonEditor)
#include "tst_lessoneditor.moc"
