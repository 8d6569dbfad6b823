// Hints before answers, on the lesson panel offscreen: a wrong answer gives the step's hint
// and says how far off it is, never the answer, until the third try or "Show answer"; the
// common slips (the unscaled value, the value without the mask) are recognised from the
// engine's own numbers; "New numbers" draws a variant whose code gives the same numbers back.

#include "Attention.h"
#include "Classroom.h"
#include "Document.h"
#include "Lesson.h"
#include "LessonMistakes.h"
#include "LessonPanel.h"
#include "LessonSession.h"
#include "LessonVariant.h"
#include "NumberFormat.h"
#include "PipelineView.h"
#include "TestHelpers.h"

#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

struct Setup
{
    QMainWindow window;
    Document document;
    Classroom *classroom = nullptr;
    LessonPanel *panel = nullptr;
    LessonSession *session = nullptr;

    Setup()
    {
        document.reset(loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys")), QString());
        window.setCentralWidget(new PipelineView);
        ClassroomHooks hooks;
        hooks.fileMenu = window.menuBar()->addMenu(QStringLiteral("&File"));
        hooks.viewMenu = window.menuBar()->addMenu(QStringLiteral("&View"));
        classroom = installClassroom(&window, &document, hooks);
        panel = classroom->lessonPanel();
        session = classroom->lessonSession();
    }

    QString answer(const QString &typed)
    {
        panel->answerField()->setText(typed);
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        return panel->feedback()->text();
    }
};

/// The engine's answer of the current step, as the panel writes it.
QString engineAnswer(const Setup &setup)
{
    const ExpectedAnswer a
        = expectedAnswer(*setup.session->step().question, setup.document.scenario());
    return formatNumber(a.numbers.front(), NumberStyle::Prose);
}

} // namespace

class TestLessonRetries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::failOnUnexpectedWarnings(); }

    void wrongAnswersGiveHintsNotTheAnswer()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        setup.session->goTo(2); // the weight of k1: 0.804
        const QString answer = engineAnswer(setup);
        QCOMPARE(answer, QStringLiteral("0.804"));
        for (int attempt = 1; attempt <= 2; ++attempt) {
            const QString text = setup.answer(QStringLiteral("0.5"));
            QVERIFY2(
                text.startsWith(QStringLiteral("\u2718 Not quite (try %1 of 3).").arg(attempt)),
                qPrintable(text));
            // 0.5 is 0.304 below the answer: the bound is 0.5, the direction "too low".
            QVERIFY2(text.contains(QLatin1String("too low, by at most 0.5.")), qPrintable(text));
            QVERIFY(text.contains(QLatin1String("Hint: Use the scaled scores")));
            QVERIFY2(!text.contains(answer), qPrintable(text));
            QVERIFY(!setup.session->isAnswered());
        }
        // The third wrong try shows the answer and why.
        const QString third = setup.answer(QStringLiteral("0.5"));
        QVERIFY2(third.startsWith(QStringLiteral("\u2718 Not quite: the answer is 0.804.")),
                 qPrintable(third));
        QVERIFY(setup.session->isAnswered());
        QCOMPARE(setup.session->tries(), 3);
    }

    void theAnswerOnRequest()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        setup.session->goTo(3); // the output: [8.044, 1.956]
        const QString first = setup.answer(QStringLiteral("8 2"));
        QVERIFY2(first.contains(QLatin1String("2 of your 2 numbers are off.")), qPrintable(first));
        QVERIFY(!first.contains(QLatin1String("8.044")));
        QTest::mouseClick(setup.panel->showAnswerButton(), Qt::LeftButton);
        const QString shown = setup.panel->feedback()->text();
        const AttentionResult r = compute(setup.document.scenario());
        const QString expected = QStringLiteral("The answer is [%1, %2].")
                                     .arg(formatNumber(r.output(0, 0), NumberStyle::Prose),
                                          formatNumber(r.output(0, 1), NumberStyle::Prose));
        QVERIFY2(shown.startsWith(expected), qPrintable(shown + QStringLiteral(" / ") + expected));
        QVERIFY(setup.session->isAnswered());
    }

    void theUnscaledValueIsRecognised()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        setup.session->goTo(2); // the weight of k1, scaled
        // The engine's weight without the division: exp(2) / (exp(2) + 1) = 0.881.
        Scenario unscaled = setup.document.scenario();
        unscaled.scale = false;
        const double slip = compute(unscaled).heads[0].weights(0, 0);
        QCOMPARE(qRound(slip * 1000), 881);
        const QString text = setup.answer(formatNumber(slip, NumberStyle::Prose));
        QVERIFY2(text.contains(QLatin1String("Your value is the unscaled one: here the scores are "
                                             "divided by 1.41")),
                 qPrintable(text));
    }

    void theUnmaskedValueIsRecognised()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("causal-mask")));
        setup.session->goTo(1); // the weight position 1 gives itself, under the causal mask
        const LessonQuestion &q = *setup.session->step().question;
        const std::vector<LessonMistake> slips = commonMistakes(q, setup.document.scenario());
        const auto open = std::find_if(slips.begin(), slips.end(), [](const LessonMistake &m) {
            return m.kind == LessonMistake::Kind::Unmasked;
        });
        QVERIFY(open != slips.end());
        Scenario unmasked = setup.document.scenario();
        unmasked.causal = false;
        QCOMPARE(open->numbers.front(), double(compute(unmasked).heads[0].weights(0, 0)));
        const QString text = setup.answer(formatNumber(open->numbers.front(), NumberStyle::Prose));
        QVERIFY2(text.contains(QLatin1String("the one without the mask")), qPrintable(text));
    }

    void aVariantCodeGivesTheSameNumbersBack()
    {
        Setup setup;
        QVERIFY(setup.classroom->startLesson(QStringLiteral("several-heads")));
        int exercise = -1;
        for (int i = 0; i < setup.session->stepCount() && exercise < 0; ++i)
            if (setup.session->lesson().steps[size_t(i)].question
                && !setup.session->lesson().steps[size_t(i)].question->vary.empty())
                exercise = i;
        QVERIFY(exercise >= 0);
        setup.session->goTo(exercise);
        QVERIFY(setup.panel->newNumbersButton()->isVisibleTo(setup.panel));
        QTest::mouseClick(setup.panel->newNumbersButton(), Qt::LeftButton);
        const quint32 seed = setup.session->variant();
        QVERIFY(seed != 0);
        const QString code = variantCode(seed);
        QCOMPARE(setup.panel->variantLabel()->text(), QStringLiteral("Variant ") + code);
        const Scenario student = setup.document.scenario();
        const ExpectedAnswer studentAnswer
            = expectedAnswer(*setup.session->step().question, student);
        QVERIFY(studentAnswer.ok);

        // Another draw with other numbers (the varied cell has nine values, so two codes
        // may well draw the same: take the first that does not), then the teacher types
        // the student's code: the same numbers, the same answer.
        bool other = false;
        for (quint32 s = 1; s <= 64 && !other; ++s)
            other = s != seed && setup.session->setVariant(s)
                    && !(setup.document.scenario() == student);
        QVERIFY(other);
        QVERIFY(setup.panel->enterVariantCode(code.toLower()));
        QCOMPARE(setup.document.scenario(), student);
        const ExpectedAnswer again
            = expectedAnswer(*setup.session->step().question, setup.document.scenario());
        QCOMPARE(again.numbers, studentAnswer.numbers);
        QVERIFY(!setup.panel->enterVariantCode(QStringLiteral("12")));
    }
};

QTEST_MAIN(TestLessonRetries)
#include "tst_lessonretries.moc"
