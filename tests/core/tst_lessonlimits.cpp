// Lesson 14 (the numbers' limits): every number its sentences state, recomputed from core
// (the emulated formats, the engine and the online softmax trace), in en, id and vi.

#include "Attention.h"
#include "Lesson.h"
#include "LowPrecision.h"
#include "TestHelpers.h"
#include "TiledTrace.h"

#include <QTest>

#include <cmath>

using namespace attn;
using testing::loadExampleOrDie;

namespace {

Lesson limitsLesson()
{
    for (const LessonInfo &info : builtInLessons()) {
        if (info.name != QLatin1String("numbers-limits"))
            continue;
        Lesson lesson;
        QString error;
        if (!loadLessonFile(info.path, lesson, &error))
            qFatal("%s", qPrintable(error));
        return lesson;
    }
    qFatal("no lesson numbers-limits");
}

/// Fails unless every language of `text` quotes `value` to `decimals` places (a comma in
/// id and vi).
void expectQuoted(const LessonText &text, double value, int decimals)
{
    for (const char *language : {"en", "id", "vi"}) {
        QString number = QString::number(value, 'f', decimals);
        if (qstrcmp(language, "en") != 0)
            number.replace(QLatin1Char('.'), QLatin1Char(','));
        const QString said = text.in(QLatin1String(language));
        if (!said.contains(number))
            QFAIL(qPrintable(QStringLiteral("%1 does not say %2: %3")
                                 .arg(QLatin1String(language), number, said)));
    }
}

} // namespace

class TestLessonLimits : public QObject
{
    Q_OBJECT

private slots:
    void overflowThresholds()
    {
        const Lesson lesson = limitsLesson();
        QCOMPARE(int(lesson.steps.size()), 5);
        const double f32 = expOverflowThreshold(NumberFormat16::Float32);
        const double f16 = expOverflowThreshold(NumberFormat16::Float16);
        expectQuoted(lesson.summary, f32, 2);
        expectQuoted(lesson.summary, f16, 2);
        expectQuoted(lesson.steps[0].text, f32, 2);
        expectQuoted(lesson.steps[1].text, f16, 2);
        expectQuoted(lesson.steps[1].text, expOverflowThreshold(NumberFormat16::BFloat16), 2);
        expectQuoted(lesson.steps[1].text, largestFinite(NumberFormat16::Float16), 0);
        QCOMPARE(significandBits(NumberFormat16::BFloat16), 8);
        // exp(100) overflows float32; a score of 12 is harmless in float32, not in float16.
        QVERIFY(100 > f32 && 12 < f32 && 12 > f16);
        expectQuoted(lesson.steps[1].question->explanation, std::exp(12.0), 0);
        expectQuoted(lesson.steps[1].question->explanation, largestFinite(NumberFormat16::Float16),
                     0);
        // The choice marked correct is what the emulation gives.
        const EmulatedSoftmax naive = emulatedSoftmax({12, 1, 0}, NumberFormat16::Float16, false);
        QVERIFY(std::isnan(naive.weights[0]));
        QCOMPARE(naive.overflowed, 1);
    }

    void scoresOfTheFirstStep()
    {
        const Lesson lesson = limitsLesson();
        const AttentionResult r = compute(*lesson.steps[0].scenario);
        QVERIFY(r.ok);
        QCOMPARE(double(scaledScore(r, 0, 0, 0)), 100.0);
        QCOMPARE(double(scaledScore(r, 0, 0, 1)), 90.0);
        QVERIFY(std::isinf(roundTo(NumberFormat16::Float32, std::exp(100.0))));
        QVERIFY(std::fabs(r.heads[0].weights(0, 1) - std::exp(-10.0) / (1 + std::exp(-10.0)))
                < 1e-9);
    }

    void onlineSoftmaxOfSeed002()
    {
        const Lesson lesson = limitsLesson();
        const AttentionResult r = compute(loadExampleOrDie("seed002-one-query-two-keys"));
        const OnlineSoftmaxTrace t = traceOnlineSoftmax(r, 0, 0, 1);
        QVERIFY(t.ok && t.matchesFull);
        const LessonText &text = lesson.steps[2].text;
        expectQuoted(text, *t.steps[0].maxAfter, 3);
        expectQuoted(text, *t.steps[1].maxAfter, 3);
        QCOMPARE(t.steps[0].sum, 1.0);
        QCOMPARE(t.steps[1].correction, 1.0);
        expectQuoted(text, t.steps[1].sum, 3);
        expectQuoted(lesson.steps[2].question->explanation, t.steps[1].sum, 3);
        expectQuoted(lesson.steps[2].question->text, *t.steps[1].maxAfter, 3);
        // One block of both keys: the same m and l at once.
        const OnlineSoftmaxTrace whole = traceOnlineSoftmax(r, 0, 0, 2);
        QCOMPARE(int(whole.steps.size()), 1);
        expectQuoted(lesson.steps[3].text, *whole.steps[0].maxAfter, 3);
        expectQuoted(lesson.steps[3].text, whole.steps[0].sum, 3);
    }

    void significandsAndRange()
    {
        const Lesson lesson = limitsLesson();
        const LessonText &text = lesson.steps[4].text;
        expectQuoted(text, significandBits(NumberFormat16::Float16), 0);
        expectQuoted(text, significandBits(NumberFormat16::BFloat16), 0);
        expectQuoted(text, significandBits(NumberFormat16::Float32), 0);
        expectQuoted(lesson.steps[4].question->explanation,
                     expOverflowThreshold(NumberFormat16::BFloat16), 2);
        QCOMPARE(lesson.steps[4].question->correctChoice, 1); // bfloat16: float32's range, 8 bits
        QCOMPARE(largestFinite(NumberFormat16::BFloat16) > 3e38, true);
        // The choices' exponent bits: the largest binade is 2^(bits - 1) - 1.
        QCOMPARE(std::ilogb(largestFinite(NumberFormat16::Float16)), (1 << (5 - 1)) - 1);
        QCOMPARE(std::ilogb(largestFinite(NumberFormat16::BFloat16)), (1 << (8 - 1)) - 1);
        QCOMPARE(std::ilogb(largestFinite(NumberFormat16::Float32)), (1 << (8 - 1)) - 1);
        const auto &choices = lesson.steps[4].question->choices;
        QVERIFY(choices[0].en.contains(QLatin1String("5 exponent bits")));
        QVERIFY(choices[1].en.contains(QLatin1String("8 exponent bits")));
        QVERIFY(choices[2].en.contains(QLatin1String("8 exponent bits")));
    }
};

QTEST_GUILESS_MAIN(TestLessonLimits)
#include "tst_lessonlimits.moc"
