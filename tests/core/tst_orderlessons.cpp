// The lessons on order (09) and cross-attention (11): every answer computes, and every number
// their sentences state is the engine's (the weight 0.052 of x2 for x4, x1's output 1.340,
// the weight 0 under the causal mask, the 4 × 5 shape, the largest weight of "chat").

#include "Attention.h"
#include "CrossAttention.h"
#include "Examples.h"
#include "Lesson.h"
#include "ShippedLesson.h"
#include "TestHelpers.h"
#include "TokenOrder.h"

#include <QTest>

using namespace attn;
using testing::loadExampleOrDie;
using testing::shippedLesson;

namespace {

/// Every language of `text` quotes `value` to `decimals` places ('.' in English, ',' else).
bool quotes(const LessonText &text, double value, int decimals)
{
    const QString en = QString::number(value, 'f', decimals);
    QString other = en;
    other.replace(QLatin1Char('.'), QLatin1Char(','));
    return text.en.contains(en) && text.id.contains(other) && text.vi.contains(other);
}

std::vector<double> answerOf(const Lesson &lesson, const std::vector<Scenario> &starts, int step)
{
    const ExpectedAnswer a
        = expectedAnswer(*lesson.steps[size_t(step)].question, starts[size_t(step)]);
    if (!a.ok)
        qFatal("step %d: %s", step, qPrintable(a.error));
    return a.numbers;
}

} // namespace

class TestOrderLessons : public QObject
{
    Q_OBJECT

private slots:
    void noSenseOfOrder()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("no-sense-of-order"));
        QString error;
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        std::vector<Scenario> starts;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
        QCOMPARE(int(lesson.steps.size()), 5);

        // Step 2's scenario is step 1's reversed, exactly what Edit > Reverse Tokens makes.
        const Scenario original = loadExampleOrDie("seed000-step-by-step");
        const TokenPermutation reversed = reversedOrder(4);
        Scenario expected = withTokensPermuted(original, reversed);
        QCOMPARE(findTokenPermutation(original, starts[1]).value_or(TokenPermutation()), reversed);
        QVERIFY(starts[1].embeddings == expected.embeddings);

        // x2 -> x4 before and after: the same number, 0.052 as step 2 says.
        const double before = answerOf(lesson, starts, 0).at(0);
        const double after = answerOf(lesson, starts, 1).at(0);
        EXPECT_NEAR(after, before, 1e-6);
        QVERIFY(quotes(lesson.steps[1].question->explanation, before, 3));
        // x1's output: 1.340 in row 1 before, row 4 after.
        const AttentionResult r = compute(original);
        const double x1 = answerOf(lesson, starts, 2).at(0);
        EXPECT_NEAR(x1, r.output(0, 0), 1e-6);
        QVERIFY(quotes(lesson.steps[2].question->explanation, r.output(0, 0), 3));
        // The property the lesson teaches, checked as the badge checks it.
        QVERIFY(compareUnderPermutation(r, compute(starts[1]), reversed).samePermuted());

        // Causal: 0 in the original order (step 5's text says so), not 0 reversed.
        Scenario causal = original;
        causal.causal = true;
        QCOMPARE(compute(causal).heads[0].weights(1, 3), 0.0f);
        QVERIFY(lesson.steps[4].text.en.contains(QLatin1String("(weight 0)")));
        const double masked = answerOf(lesson, starts, 4).at(0);
        QVERIFY(masked > 0.05);
        QVERIFY(!compareUnderPermutation(compute(causal), compute(starts[4]), reversed)
                     .weightsPermuted);
    }

    void crossAttention()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("cross-attention"));
        QString error;
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        std::vector<Scenario> starts;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));

        const Scenario s = loadExampleOrDie("cross-attention-translation");
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        // "Four queries and five keys: the weight matrix is 4 × 5".
        QCOMPARE(r.nQueries, 4);
        QCOMPARE(r.nKeys, 5);
        QVERIFY(lesson.steps[0].text.en.contains(QStringLiteral("4 × 5")));
        // "chat" attends "cat" most (choice 2), "noir" gives "black" most of its row.
        const ExpectedAnswer chat = expectedAnswer(*lesson.steps[0].question, starts[0]);
        QVERIFY(chat.ok);
        QCOMPARE(chat.choice, 2);
        QCOMPARE(lesson.steps[0].question->choices[2].en, QStringLiteral("cat"));
        const double noir = answerOf(lesson, starts, 1).at(0);
        QVERIFY(noir > 0.5);
        int largest = 0;
        r.heads[0].weights.row(2).maxCoeff(&largest);
        QCOMPARE(largest, 1);
        // "dort": "is" second after "sleeping".
        const double is = answerOf(lesson, starts, 2).at(0);
        EXPECT_NEAR(is, r.heads[0].weights(3, 3), 1e-6);
        r.heads[0].weights.row(3).maxCoeff(&largest);
        QCOMPARE(largest, 4);
        QVERIFY(is > r.heads[0].weights(3, 0) && is > r.heads[0].weights(3, 1)
                && is > r.heads[0].weights(3, 2));
        // With the causal mask on: the warning, and "chat" cannot see "cat" (weight 0).
        QVERIFY(starts[3].causal);
        QVERIFY(causalAcrossSequences(starts[3]));
        EXPECT_NEAR(answerOf(lesson, starts, 3).at(0), 0, 0);
        QVERIFY(!starts[4].causal);
    }
};

QTEST_GUILESS_MAIN(TestOrderLessons)
#include "tst_orderlessons.moc"
