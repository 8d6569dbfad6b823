// Lessons of format version 2: variant codes reproduce a student's numbers and the engine's
// answer; the lesson writer saves a lesson that reads back identical (answers still named,
// never typed); old version-1 files still load; and every number the three new lessons
// (several heads, PyTorch to the picture, a row with nowhere to look) state, from the engine.

#include "Attention.h"
#include "Lesson.h"
#include "LessonVariant.h"
#include "ScenarioFile.h"
#include "ShippedLesson.h"
#include "TestHelpers.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attn;
using testing::loadExampleOrDie;
using testing::shippedLesson;

namespace {

/// The scenario step `index` starts from, as the lesson writes it.
Scenario startOf(const Lesson &lesson, size_t index, std::optional<quint32> variant = {})
{
    std::vector<Scenario> starts;
    QString error;
    if (!scriptedScenarios(lesson, starts, &error, variant))
        qFatal("%s", qPrintable(error));
    return starts[index];
}

size_t varyingStep(const Lesson &lesson)
{
    for (size_t i = 0; i < lesson.steps.size(); ++i)
        if (lesson.steps[i].question && !lesson.steps[i].question->vary.empty())
            return i;
    qFatal("no varying step");
}

} // namespace

class TestLessonVariants : public QObject
{
    Q_OBJECT

private slots:
    void codesReadBack()
    {
        for (quint32 seed : {1u, 2u, 31u, 32u, 123456u, maxVariantSeed}) {
            const QString code = variantCode(seed);
            QCOMPARE(code.size(), 5);
            QCOMPARE(parseVariantCode(code), std::optional<quint32>(seed));
            QCOMPARE(parseVariantCode(code.toLower()), std::optional<quint32>(seed));
        }
        // O for 0 and I, L for 1, as a teacher may read them off a screen.
        QCOMPARE(parseVariantCode(QStringLiteral("0001O")),
                 parseVariantCode(QStringLiteral("00010")));
        QCOMPARE(parseVariantCode(QStringLiteral("0000I")), std::optional<quint32>(1));
        for (const char *bad : {"", "1234", "123456", "ABCU1", "00000", "12 3#4"})
            QVERIFY2(!parseVariantCode(QLatin1String(bad)), bad);
    }

    void theSameCodeGivesTheSameNumbersAndAnswer()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("several-heads"));
        const size_t step = varyingStep(lesson);
        const LessonQuestion &q = *lesson.steps[step].question;
        const std::optional<quint32> code = parseVariantCode(QStringLiteral("7KQ2M"));
        QVERIFY(code);
        const Scenario a = startOf(lesson, step, code);
        const Scenario b = startOf(lesson, step, code);
        QCOMPARE(a, b);
        const ExpectedAnswer answerA = expectedAnswer(q, a);
        const ExpectedAnswer answerB = expectedAnswer(q, b);
        QVERIFY(answerA.ok);
        QCOMPARE(answerA.numbers, answerB.numbers);
        // The answer is the engine's for those numbers: output row "down", column 3.
        QCOMPARE(answerA.numbers.front(), double(compute(a).output(3, 2)));
        // The drawn numbers lie on the declared grid, 1, 2, ..., 9.
        for (const VaryingNumber &v : q.vary) {
            const double x
                = v.matrix == QLatin1String("wv") ? a.projection('v')(v.row, v.column) : -1;
            QVERIFY(x >= v.min && x <= v.max);
            QCOMPARE(x, std::round(x));
        }
        // Across many codes the numbers do change (the exercise really varies).
        int differing = 0;
        for (quint32 seed = 1; seed <= 20; ++seed)
            differing += startOf(lesson, step, seed) == startOf(lesson, step) ? 0 : 1;
        QVERIFY(differing >= 15);
    }

    void anAuthoredLessonReadsBackIdentical()
    {
        // What the lesson editor builds: inline scenarios, texts in three languages, a question
        // whose answer is a cell the engine computes, a tolerance and a hint.
        Lesson lesson;
        lesson.title = {QStringLiteral("My lesson"), QStringLiteral("Pelajaranku"),
                        QStringLiteral("Bài của tôi")};
        for (int i = 0; i < 2; ++i) {
            LessonStep step;
            step.title = {QStringLiteral("Step %1").arg(i + 1), QString(), QString()};
            Scenario s = loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys"));
            s.scale = i == 0;
            step.scenario = s;
            step.text = {QStringLiteral("Look at the weights."), QStringLiteral("Lihat bobotnya."),
                         QStringLiteral("Hãy xem trọng số.")};
            LessonQuestion q;
            q.text = {QStringLiteral("What weight does k1 get?"), QString(), QString()};
            ResultReference r;
            r.quantity = ResultReference::Quantity::Weights;
            r.row = 0;
            r.column = 0;
            q.answer = r;
            q.tolerance = 0.005;
            q.hint = {QStringLiteral("Softmax of the scores."), QStringLiteral("Softmax skor."),
                      QStringLiteral("Softmax của điểm.")};
            q.explanation = {QStringLiteral("{answer}"), QString(), QString()};
            step.question = q;
            lesson.steps.push_back(step);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QString error;
        QVERIFY2(saveLessonFile(path, lesson, &error), qPrintable(error));
        Lesson back;
        QVERIFY2(loadLessonFile(path, back, &error), qPrintable(error));
        QCOMPARE(serializeLesson(back), serializeLesson(lesson));
        QCOMPARE(back.version, 2);
        QCOMPARE(back.steps.size(), size_t(2));
        QCOMPARE(back.steps[1].question->hint.vi, QStringLiteral("Softmax của điểm."));
        QCOMPARE(back.steps[1].question->tolerance, 0.005);
        for (size_t i = 0; i < 2; ++i) {
            QCOMPARE(*back.steps[i].scenario, *lesson.steps[i].scenario);
            const ExpectedAnswer a
                = expectedAnswer(*back.steps[i].question, *back.steps[i].scenario);
            QVERIFY(a.ok);
            QCOMPARE(a.numbers.front(),
                     double(compute(*lesson.steps[i].scenario).heads[0].weights(0, 0)));
        }
        // Scaled 0.804, unscaled 0.881: the two steps' answers are the engine's, not a copy.
        QCOMPARE(qRound(expectedAnswer(*back.steps[0].question, *back.steps[0].scenario).numbers[0]
                        * 1000),
                 804);
        QCOMPARE(qRound(expectedAnswer(*back.steps[1].question, *back.steps[1].scenario).numbers[0]
                        * 1000),
                 881);
    }

    void everyShippedLessonReadsBackIdentical()
    {
        for (const LessonInfo &info : builtInLessons()) {
            const Lesson lesson = shippedLesson(info.name);
            Lesson back;
            QString error;
            QVERIFY2(parseLesson(serializeLesson(lesson), back, &error),
                     qPrintable(info.name + QStringLiteral(": ") + error));
            QCOMPARE(serializeLesson(back), serializeLesson(lesson));
            // Every exercise of a shipped lesson has a hint in the three languages.
            for (const LessonStep &step : lesson.steps) {
                if (!step.question)
                    continue;
                QVERIFY2(!step.question->hint.en.isEmpty() && !step.question->hint.id.isEmpty()
                             && !step.question->hint.vi.isEmpty(),
                         qPrintable(info.name + QStringLiteral(": ") + step.question->text.en));
            }
        }
    }

    void versionOneStillLoadsAndThreeIsRefused()
    {
        const QByteArray v1 = R"({"format": "attention-lab-lesson", "version": 1,
            "title": "Old", "steps": [{"example": "seed002-one-query-two-keys", "text": "Hi",
            "question": {"text": "q", "answer": {"output": [0]}, "explanation": "{answer}"}}]})";
        Lesson lesson;
        QString error;
        QVERIFY2(parseLesson(v1, lesson, &error), qPrintable(error));
        QCOMPARE(lesson.version, 1);
        QVERIFY(lesson.steps[0].question->hint.isEmpty());
        QByteArray v3 = v1;
        v3.replace("\"version\": 1", "\"version\": 3");
        QVERIFY(!parseLesson(v3, lesson, &error));
        QCOMPARE(error, QStringLiteral("version: this program reads versions 1 and 2"));
        QByteArray badVary = v1;
        badVary.replace(R"("explanation")", R"("vary": [{"matrix": "v", "row": 0, "column": 0,
            "min": 2, "max": 1, "step": 1}], "explanation")");
        QVERIFY(!parseLesson(badVary, lesson, &error));
        QVERIFY2(error.startsWith(QStringLiteral("steps[0].question.vary[0]")), qPrintable(error));
    }

    void severalHeadsStatesTheEnginesNumbers()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("several-heads"));
        const AttentionResult r = compute(startOf(lesson, 0));
        QVERIFY(r.ok);
        QCOMPARE(r.numHeads, 2);
        QCOMPARE(r.dK, 2);
        // Head 1 looks at the previous token, head 2 at the token itself, on every row.
        for (int i = 1; i < 4; ++i) {
            Eigen::Index previous = -1, same = -1;
            r.heads[0].weights.row(i).maxCoeff(&previous);
            r.heads[1].weights.row(i).maxCoeff(&same);
            QCOMPARE(int(previous), i - 1);
            QCOMPARE(int(same), i);
        }
        // "sat" has the query [0, 2], "cat" the key [0, 2]; q·k = 4 with "cat", 0 with "sat"
        // and "the".
        QCOMPARE(r.heads[0].q(2, 0), 0.f);
        QCOMPARE(r.heads[0].q(2, 1), 2.f);
        QCOMPARE(r.heads[0].k(1, 0), 0.f);
        QCOMPARE(r.heads[0].k(1, 1), 2.f);
        QCOMPARE(r.heads[0].scores(2, 1), 4.f);
        QCOMPARE(r.heads[0].scores(2, 2), 0.f);
        QCOMPARE(r.heads[0].scores(2, 0), 0.f);
        // Row "down": scores -4, 0, 4, 0 from the query [-2, 0]; 4 / sqrt 2 = 2.83; weight
        // about 0.89.
        QCOMPARE(r.heads[0].q(3, 0), -2.f);
        const float down[] = {-4, 0, 4, 0};
        for (int j = 0; j < 4; ++j)
            QCOMPARE(r.heads[0].scores(3, j), down[j]);
        QCOMPARE(qRound(4 / std::sqrt(2.0) * 100), 283);
        QCOMPARE(qRound(r.heads[0].weights(3, 2) * 100), 89);
        // The output of "down": close to 3 (the number of "sat") and about 3.78.
        QVERIFY(std::abs(r.output(3, 0) - 3) < 0.01);
        QCOMPARE(qRound(r.output(3, 1) * 100), 378);
        QCOMPARE(qRound(r.heads[1].weights(3, 3) * 100), 89);
    }

    void pytorchLessonStatesTheEnginesNumbers()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("pytorch-to-picture"));
        // The last step: the causal mask on five tokens blocks 10 pairs.
        const AttentionResult r = compute(startOf(lesson, 3));
        QCOMPARE(r.allowed.size() - r.allowed.count(), Eigen::Index(10));
        // The first step's projections have no bias: q = x·W_q exactly.
        const Scenario s = startOf(lesson, 0);
        double q = 0;
        for (Eigen::Index c = 0; c < s.embeddings.cols(); ++c)
            q += s.embeddings(0, c) * s.projection('q')(c, 0);
        QCOMPARE(qRound(compute(s).heads[0].q(0, 0) * 1e5), qRound(q * 1e5));
    }

    void pytorchLessonSeedMaskConventions()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("pytorch-to-picture"));
        // Step 5: seed 000's topeng = tril(ones(4, 4)) == 0 is True exactly where the engine
        // blocks (above the diagonal): 6 cells, each with weight 0; the checked answer is
        // the engine's count.
        const LessonStep &seed000 = lesson.steps[4];
        QVERIFY(seed000.title.en.contains(QLatin1String("Seed 000")));
        QVERIFY(seed000.text.en.contains(QLatin1String("torch.tril(torch.ones(4, 4)) == 0")));
        const Scenario s0 = startOf(lesson, 4);
        const AttentionResult r0 = compute(s0);
        QVERIFY(r0.ok);
        QCOMPARE(r0.allowed.rows(), Eigen::Index(4));
        QCOMPARE(r0.allowed.cols(), Eigen::Index(4));
        for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 4; ++j) {
                const bool topeng = j > i; // (tril(ones) == 0)[i][j]
                QCOMPARE(bool(r0.allowed(i, j)), !topeng);
                if (topeng)
                    QCOMPARE(r0.heads[0].weights(i, j), 0.f);
            }
        }
        QVERIFY(seed000.question && seed000.question->answer);
        ExpectedAnswer a0 = expectedAnswer(*seed000.question, s0);
        QVERIFY2(a0.ok, qPrintable(a0.error));
        QCOMPARE(a0.numbers, std::vector<double>{6});

        // Step 6: seed 003's mask == 0 blocks: row 2 of tril(ones(5, 5)) is [1, 1, 0, 0, 0],
        // so "is" spreads its weight over "Orange" and itself only, a softmax of their two
        // scores divided by sqrt(2); the checked answer is that weight.
        const LessonStep &seed003 = lesson.steps[5];
        QVERIFY(seed003.text.en.contains(QLatin1String("mask == 0")));
        QVERIFY(seed003.text.en.contains(QLatin1String("[1, 1, 0, 0, 0]")));
        const Scenario s3 = startOf(lesson, 5);
        QVERIFY(s3.causal);
        const AttentionResult r3 = compute(s3);
        QVERIFY(r3.ok);
        QCOMPARE(r3.dK, 2);
        QCOMPARE(r3.divisor, std::sqrt(2.0));
        const int tril[5] = {1, 1, 0, 0, 0};
        for (int j = 0; j < 5; ++j)
            QCOMPARE(bool(r3.allowed(1, j)), tril[j] == 1);
        const HeadResult &h = r3.heads[0];
        const double s10 = double(h.scores(1, 0)) / std::sqrt(2.0);
        const double s11 = double(h.scores(1, 1)) / std::sqrt(2.0);
        const double w10 = std::exp(s10) / (std::exp(s10) + std::exp(s11));
        QVERIFY(std::abs(double(h.weights(1, 0)) - w10) < 1e-5);
        for (int j = 2; j < 5; ++j)
            QCOMPARE(h.weights(1, j), 0.f);
        const ExpectedAnswer a3 = expectedAnswer(*seed003.question, s3);
        QVERIFY2(a3.ok, qPrintable(a3.error));
        QVERIFY(std::abs(a3.numbers.front() - w10) < 1e-5);
        // Neither 0 nor 1: the student has to use both allowed keys.
        QVERIFY(w10 > 0.05 && w10 < 0.95);

        // Step 7: forward()'s attention_weights is compute_attention's matmul(weights,
        // value), the head's weights·V: its [0, 0, 0, 0] is sum_k w(0, k) v(k, 0), which is
        // not a weight of the row.
        const LessonStep &named = lesson.steps[6];
        QVERIFY(named.text.en.contains(QLatin1String("torch.matmul(attention_weights, value)")));
        const Scenario sv = startOf(lesson, 6);
        QVERIFY(!sv.causal);
        const AttentionResult rv = compute(sv);
        QVERIFY(rv.ok);
        const HeadResult &h1 = rv.heads[0];
        double mixed = 0;
        for (Eigen::Index k = 0; k < h1.weights.cols(); ++k)
            mixed += double(h1.weights(0, k)) * double(h1.v(k, 0));
        QVERIFY(std::abs(double(h1.output(0, 0)) - mixed) < 1e-5);
        const ExpectedAnswer av = expectedAnswer(*named.question, sv);
        QVERIFY2(av.ok, qPrintable(av.error));
        QVERIFY(std::abs(av.numbers.front() - mixed) < 1e-5);
        for (Eigen::Index k = 0; k < h1.weights.cols(); ++k)
            QVERIFY(std::abs(double(h1.weights(0, k)) - mixed) > 0.005);
    }

    void nowhereToLookStatesTheEnginesNumbers()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("nowhere-to-look"));
        const AttentionResult r = compute(startOf(lesson, 0));
        QVERIFY(r.ok);
        // Row 1 (<pad>) has no allowed key: weights and output 0 by convention, with a warning.
        QCOMPARE(r.allowed.row(0).count(), Eigen::Index(0));
        QCOMPARE(r.heads[0].weights.row(0).sum(), 0.f);
        QCOMPARE(r.output.row(0).cwiseAbs().maxCoeff(), 0.f);
        QVERIFY(!r.warnings.empty());
        // Every other row sums to 1, and "I" gives itself all of its weight.
        for (int i = 1; i < 4; ++i)
            QVERIFY(std::abs(r.heads[0].weights.row(i).sum() - 1) < 1e-6);
        QCOMPARE(r.heads[0].weights(1, 1), 1.f);
    }
};

QTEST_MAIN(TestLessonVariants)
#include "tst_lessonvariants.moc"
