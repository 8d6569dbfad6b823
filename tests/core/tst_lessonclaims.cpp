// The numbers the lessons' sentences state (beyond the {answer} the engine fills in), each
// recomputed here from the engine: if an example or the engine changes, the sentence that
// quotes the old number fails here instead of misleading a class.

#include "Attention.h"
#include "Examples.h"
#include "Lesson.h"
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
};

QTEST_GUILESS_MAIN(TestLessonClaims)
#include "tst_lessonclaims.moc"
