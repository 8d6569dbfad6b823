// The numbers the lessons' sentences state (beyond the {answer} the engine fills in), each
// recomputed here from the engine: if an example or the engine changes, the sentence that
// quotes the old number fails here instead of misleading a class.

#include "Attention.h"
#include "Backward.h"
#include "CostModel.h"
#include "Examples.h"
#include "KvCache.h"
#include "Lesson.h"
#include "LowPrecision.h"
#include "ShippedLesson.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QTest>

#include <cmath>

using namespace attn;
using testing::loadExampleOrDie;
using testing::shippedLesson;

namespace {

/// The step whose English title is `title`.
const LessonStep &stepTitled(const Lesson &lesson, const QString &title)
{
    for (const LessonStep &step : lesson.steps)
        if (step.title.en == title)
            return step;
    qFatal("no step %s", qPrintable(title));
}

/// `value` as the lessons write it: `decimals` places, a point in English and a comma in
/// Indonesian and Vietnamese.
QString written(double value, int decimals, const QString &language)
{
    QString text = QString::number(value, 'f', decimals);
    if (language != QLatin1String("en"))
        text.replace(QLatin1Char('.'), QLatin1Char(','));
    return text;
}

/// Fails unless every language of `text` quotes `value` to `decimals` places.
void expectQuoted(const LessonText &text, double value, int decimals, const char *what)
{
    const QLatin1String languages[]
        = {QLatin1String("en"), QLatin1String("id"), QLatin1String("vi")};
    for (const QLatin1String language : languages) {
        const QString number = written(value, decimals, language);
        QVERIFY2(
            text.in(language).contains(number),
            qPrintable(QStringLiteral("%1 (%2): %3 not in \"%4\"")
                           .arg(QString::fromUtf8(what), language, number, text.in(language))));
    }
}

double norm(const MatrixD &m, int row)
{
    return std::sqrt(m.row(row).squaredNorm());
}

} // namespace

class TestLessonClaims : public QObject
{
    Q_OBJECT

private slots:
    // Lesson 2: token 3 prefers x1 because x1 is long, not because it points the same way.
    void lengthDrivesTheStepByStepWeight()
    {
        const Scenario s = loadExampleOrDie("seed000-step-by-step");
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const MatrixD &x = s.embeddings;
        const double n1 = norm(x, 0);
        const double n3 = norm(x, 2);
        const double cosine = x.row(0).dot(x.row(2)) / (n1 * n3);
        // The claim itself: x1 wins on length although its direction is further off.
        QVERIFY(r.heads[0].scores(2, 0) > r.heads[0].scores(2, 2));
        QVERIFY(n1 > 2 * n3);
        QVERIFY(cosine < 0.7);

        const Lesson lesson = shippedLesson(QStringLiteral("step-by-step"));
        const LessonStep *step = nullptr;
        for (const LessonStep &candidate : lesson.steps)
            if (candidate.question
                && candidate.question->explanation.en.contains(QLatin1String("|x1|")))
                step = &candidate;
        QVERIFY(step);
        const LessonText &text = step->question->explanation;
        expectQuoted(text, r.heads[0].scores(2, 0), 2, "x3·x1");
        expectQuoted(text, r.heads[0].scores(2, 2), 2, "x3·x3");
        expectQuoted(text, n1, 2, "|x1|");
        expectQuoted(text, n3, 2, "|x3|");
        expectQuoted(text, cosine, 2, "cos(x1, x3)");
    }

    // Lesson 3: without the divisor the gradient is smaller at d_k = 64 and nearly gone at
    // d_k = 1024, as the statistics panel's and the sweep's ‖J‖ say.
    void jacobianClaimsOfWhySqrtDk()
    {
        const AttentionResult r = compute(loadExampleOrDie("seed000-scale-statistics"));
        QVERIFY(r.ok);
        QCOMPARE(r.dK, 64);
        QVERIFY(r.stats.raw.jacobianNorm < r.stats.scaled.jacobianNorm);
        const SweepResult sweep = runSweep(SweepParams()); // the Sweep tab's defaults
        QCOMPARE(sweep.rows.back().dK, 1024);
        const SweepRow &last = sweep.rows.back();
        QVERIFY(last.rawJacobianNorm < 0.05);   // "falling towards 0"
        QVERIFY(last.scaledJacobianNorm > 0.3); // scaled, it stays
        QVERIFY(sweep.rows.front().dK == 1);
        // At d_k = 1 the divisor is 1: scaled and unscaled are the same experiment.
        QCOMPARE(sweep.rows.front().rawJacobianNorm, sweep.rows.front().scaledJacobianNorm);

        const Lesson lesson = shippedLesson(QStringLiteral("why-sqrt-dk"));
        const LessonText &text
            = stepTitled(lesson, QStringLiteral("Without scaling: one key dominates"))
                  .question->explanation;
        expectQuoted(text, r.stats.raw.jacobianNorm, 3, "raw ‖J‖");
        expectQuoted(text, r.stats.scaled.jacobianNorm, 3, "scaled ‖J‖");
        expectQuoted(text, last.rawJacobianNorm, 3, "sweep raw ‖J‖ at 1024");
        expectQuoted(text, last.scaledJacobianNorm, 3, "sweep scaled ‖J‖ at 1024");
        expectQuoted(text, 1.0 / 8, 3, "an even share");
    }

    // A hint names the number, never a colour: the colour map can change, and with the
    // default one the largest weight is the brightest cell, not the darkest.
    void noLessonPointsAtAColour()
    {
        const QStringList colours
            = {QStringLiteral("darkest"),       QStringLiteral("brightest"),
               QStringLiteral("lightest"),      QStringLiteral("paling gelap"),
               QStringLiteral("paling terang"), QStringLiteral("đậm nhất"),
               QStringLiteral("sáng nhất"),     QStringLiteral("tối nhất")};
        for (const LessonInfo &info : builtInLessons()) {
            const Lesson lesson = shippedLesson(info.name);
            QList<LessonText> texts = {lesson.title, lesson.summary};
            for (const LessonStep &step : lesson.steps) {
                texts << step.title << step.text;
                if (step.question) {
                    texts << step.question->text << step.question->hint
                          << step.question->explanation;
                    for (const LessonText &choice : step.question->choices)
                        texts << choice;
                }
            }
            for (const LessonText &text : std::as_const(texts))
                for (const QString &all : {text.en, text.id, text.vi})
                    for (const QString &colour : colours)
                        QVERIFY2(!all.contains(colour, Qt::CaseInsensitive),
                                 qPrintable(info.name + QStringLiteral(": ") + all));
        }
    }

    // docs/learning-lab.md's classroom experiment: on the scaled causal example, with the
    // target on the last row (component 1, +1), turning the scaling off sharpens the
    // weights. Seed 000's causal-mask example is unscaled
    // already, so the experiment cannot start there.
    void learningLabClassroomExperiment()
    {
        QVERIFY(!loadExampleOrDie("seed000-causal-mask").scale);
        Scenario scaled = loadExampleOrDie("multi-head-causal-d8");
        QVERIFY(scaled.scale && scaled.causal);
        const AttentionResult before = compute(scaled);
        QVERIFY(before.ok);
        MatrixD target = before.output.cast<double>();
        target(target.rows() - 1, 0) += 1; // the last row: row 1 sees one key, d s = 0
        scaled.target = target;
        Scenario unscaled = scaled;
        unscaled.scale = false;
        const AttentionResult after = compute(unscaled);
        QVERIFY(after.ok);
        // Sharper: the mean over heads and rows of a row's largest weight grows.
        const auto meanLargest = [](const AttentionResult &r) {
            double sum = 0;
            for (const HeadResult &head : r.heads)
                sum += head.weights.rowwise().maxCoeff().cast<double>().sum();
            return sum / double(r.heads.size() * size_t(r.heads[0].weights.rows()));
        };
        qInfo("mean largest weight scaled %.4g, unscaled %.4g", meanLargest(before),
              meanLargest(after));
        QVERIFY(meanLargest(after) > meanLargest(before));
        const Gradients g1 = lossGradients(scaled), g2 = lossGradients(unscaled);
        QVERIFY2(g1.ok && g2.ok, g1.error.c_str());
        double ds1 = 0, ds2 = 0;
        for (size_t h = 0; h < g1.heads.size(); ++h) {
            ds1 += g1.heads[h].dScores.squaredNorm();
            ds2 += g2.heads[h].dScores.squaredNorm();
        }
        qInfo("|d s| scaled %.4g, unscaled %.4g", std::sqrt(ds1), std::sqrt(ds2));
        // The figures docs/learning-lab.md quotes: the weights sharpen, and on this example
        // d s does not fade (the smaller Jacobian is outweighed by a larger d p).
        QCOMPARE(QString::number(meanLargest(before), 'f', 2), QStringLiteral("0.67"));
        QCOMPARE(QString::number(meanLargest(after), 'f', 2), QStringLiteral("0.80"));
        QCOMPARE(QString::number(std::sqrt(ds1), 'f', 2), QStringLiteral("1.05"));
        QCOMPARE(QString::number(std::sqrt(ds2), 'f', 2), QStringLiteral("2.60"));
        double dp1 = 0, dp2 = 0;
        for (size_t h = 0; h < g1.heads.size(); ++h) {
            dp1 += g1.heads[h].dWeights.squaredNorm();
            dp2 += g2.heads[h].dWeights.squaredNorm();
        }
        qInfo("|d p| scaled %.4g, unscaled %.4g", std::sqrt(dp1), std::sqrt(dp2));
        QVERIFY(dp2 > dp1);
    }

    // Lesson 1's last step: softmax's Jacobian with two keys, ‖J‖ = 2 p (1 − p) = 0.315 for
    // seed 002, the statistics panel's number lesson 3 reads.
    void jacobianWithTwoKeys()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("one-query-two-keys"));
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
        const LessonStep &step = lesson.steps.back();
        QVERIFY(step.title.en.contains(QLatin1String("Jacobian")));
        Scenario s = starts.back();
        s.scale = true;
        const AttentionResult r = compute(s);
        QVERIFY(r.ok);
        const double p = r.heads[0].weights(0, 0);
        const double twoKeys = 2 * p * (1 - p);
        QCOMPARE(QString::number(twoKeys, 'f', 3), QStringLiteral("0.315"));
        QVERIFY(std::fabs(r.stats.scaled.jacobianNorm - twoKeys) < 1e-6);
        const ExpectedAnswer answer = expectedAnswer(*step.question, starts.back());
        QVERIFY2(answer.ok, qPrintable(answer.error));
        QCOMPARE(int(answer.numbers.size()), 1);
        QVERIFY(std::fabs(answer.numbers[0] - twoKeys) < 1e-6);
        // The question points back to the weight step 3 asks for (it does not quote it:
        // that would give step 3's answer away); the explanation quotes p1 and 1 - p1.
        const LessonStep &weightStep = lesson.steps[2];
        QVERIFY(weightStep.question);
        const ExpectedAnswer weight = expectedAnswer(*weightStep.question, starts[2]);
        QVERIFY2(weight.ok, qPrintable(weight.error));
        QCOMPARE(int(weight.numbers.size()), 1);
        QVERIFY(std::fabs(weight.numbers[0] - p) < 1e-6);
        expectQuoted(step.question->text, 3, 0, "step");
        expectQuoted(step.question->explanation, p, 3, "p1");
        expectQuoted(step.question->explanation, 1 - p, 3, "1 - p1");
        // Lesson 1 comes before lesson 3, which reads ‖J‖.
        const QList<LessonInfo> all = builtInLessons();
        QCOMPARE(all[0].name, QStringLiteral("one-query-two-keys"));
        QCOMPARE(all[2].name, QStringLiteral("why-sqrt-dk"));
    }

    // Lesson 13: the decoder trains in parallel and generates in order; the KV cache's
    // rows equal the parallel ones, and its counts are the ones the text quotes.
    void generationLesson()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("generation"));
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        const Scenario &s = starts[0];
        QVERIFY(s.causal);
        const int n = s.queryCount();
        QCOMPARE(n, 6);
        const ExpectedAnswer blocked = expectedAnswer(*lesson.steps[0].question, starts[0]);
        QVERIFY(blocked.ok);
        QCOMPARE(blocked.numbers, std::vector<double>{double(n * (n - 1) / 2)});
        QCOMPARE(blocked.numbers[0], 5.0 + 4 + 3 + 2 + 1);
        const Generation g = generate(s);
        QVERIFY2(g.ok, g.error.c_str());
        QVERIFY(g.matchesParallel);
        const ExpectedAnswer weight = expectedAnswer(*lesson.steps[1].question, starts[1]);
        QVERIFY(weight.ok);
        QVERIFY(std::fabs(weight.numbers[0] - double(g.steps.back().weights[0](0))) < 1e-6);
        QCOMPARE(s.tokens.back(), std::string("mat"));
        QCOMPARE(s.tokens.front(), std::string("The"));
        QCOMPARE(g.work.cachedEntries, 21LL);
        QCOMPARE(g.work.recomputedEntries, 91LL);
        expectQuoted(lesson.steps[2].text, double(g.work.cachedEntries), 0, "with the cache");
        expectQuoted(lesson.steps[2].text, double(g.work.recomputedEntries), 0, "without");
        QCOMPARE(lesson.steps[2].question->correctChoice, 0);
    }

    // Lesson 15: doubling n quadruples the pairs, the full path's matrices follow n², and
    // the tiled path does the same multiply-adds keeping bytes that grow with n.
    void costLesson()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("cost"));
        QString error;
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        CostShape shape;
        shape.heads = 2;
        shape.dK = 32;
        shape.dModel = 64;
        const CostCounts at512 = costCounts(shape, 512), at1024 = costCounts(shape, 1024);
        QCOMPARE(at1024.scoreCells, 4 * at512.scoreCells);
        QCOMPARE(
            lesson.steps[0].question->choices[size_t(lesson.steps[0].question->correctChoice)].en,
            QStringLiteral("4"));
        // Slope 2: the full path's n x n bytes quadruple when n doubles.
        QCOMPARE(at1024.fullBytes - at1024.sharedBytes, 4 * (at512.fullBytes - at512.sharedBytes));
        QCOMPARE(
            lesson.steps[1].question->choices[size_t(lesson.steps[1].question->correctChoice)].en,
            QStringLiteral("2"));
        // The tiled path (the same multiply-adds, CostModel.h): what it keeps beyond Q, K, V and
        // the output at most doubles.
        const CostCounts at8192 = costCounts(shape, 8192), at16384 = costCounts(shape, 16384);
        QVERIFY(at16384.tiledBytes - at16384.sharedBytes
                <= 2 * (at8192.tiledBytes - at8192.sharedBytes));
        QVERIFY(at16384.tiledBytes < at16384.fullBytes / 100);
        QCOMPARE(lesson.steps[2].question->correctChoice, 0);
    }

    // Lesson 14: float16 overflows above 65504; exp overflows in float16 above 11.09, and
    // FlashAttention's claim is about the output.
    void float16ClaimsOfNumbersLimits()
    {
        QCOMPARE(largestFinite(NumberFormat16::Float16), 65504.0);
        const double threshold = expOverflowThreshold(NumberFormat16::Float16);
        QCOMPARE(QString::number(threshold, 'f', 2), QStringLiteral("11.09"));
        QVERIFY(std::isfinite(roundTo(NumberFormat16::Float16, std::exp(threshold - 1e-6))));
        QVERIFY(std::isinf(roundTo(NumberFormat16::Float16, std::exp(threshold + 1e-6))));
        // A score of 12 is harmless in float32 and infinite in float16.
        QVERIFY(std::isinf(roundTo(NumberFormat16::Float16, std::exp(12.0))));
        QVERIFY(std::isfinite(roundTo(NumberFormat16::Float32, std::exp(12.0))));

        const Lesson lesson = shippedLesson(QStringLiteral("numbers-limits"));
        const QLatin1String languages[]
            = {QLatin1String("en"), QLatin1String("id"), QLatin1String("vi")};
        for (const QLatin1String language : languages) {
            const QString summary = lesson.summary.in(language);
            QVERIFY2(summary.contains(written(largestFinite(NumberFormat16::Float16), 0, language)),
                     qPrintable(summary));
            QVERIFY2(summary.contains(written(threshold, 2, language)), qPrintable(summary));
        }
        QVERIFY(lesson.summary.en.contains(QLatin1String("float16 overflows above 65504")));
        QVERIFY(lesson.summary.en.contains(QLatin1String("exp overflows for scores above 11.09")));
        QVERIFY(lesson.summary.en.contains(QLatin1String("the same output")));
        QVERIFY(!lesson.summary.en.contains(QLatin1String("same weights")));
    }
};

QTEST_GUILESS_MAIN(TestLessonClaims)
#include "tst_lessonclaims.moc"
