// What lessons 10 ("Why the divisor matters for learning") and 11 ("What a head learns") say
// about training, recomputed from the numbers `attention-lab --train --example
// divisor-matters` computes (seed 7): which run learns, the Jacobian norm and largest weight
// at the start, when the unscaled gradient dies, what the trained head attends to. The
// lessons' inline scenarios are the engine's model states on the probe input.

#include "ForwardPass.h"
#include "Lesson.h"
#include "ShippedLesson.h"
#include "Training.h"
#include "TrainingFile.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace attn;
using testing::shippedLesson;

namespace {

/// Every text of a lesson step in one language, for "the text quotes this number".
QString stepTexts(const LessonStep &step, const QString &language)
{
    QString all = step.text.in(language);
    if (step.question)
        all += step.question->text.in(language) + step.question->explanation.in(language);
    return all;
}

/// `value` with `decimals` decimals, '.' in English and ',' in Indonesian and Vietnamese.
QString quoted(double value, int decimals, const QString &language)
{
    QString s = QString::number(value, 'f', decimals);
    if (language != QLatin1String("en"))
        s.replace(QLatin1Char('.'), QLatin1Char(','));
    return s;
}

bool sameMatrix(const MatrixD &a, const MatrixD &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    // The lesson keeps six significant digits.
    return ((a - b).array().abs() <= 1e-5 * (1 + b.array().abs())).all();
}

bool sameModel(const Scenario &lesson, const Scenario &engine)
{
    return lesson.tokens == engine.tokens && lesson.numHeads == engine.numHeads
           && lesson.scale == engine.scale && sameMatrix(lesson.embeddings, engine.embeddings)
           && sameMatrix(*lesson.wq, *engine.wq) && sameMatrix(*lesson.wk, *engine.wk)
           && sameMatrix(*lesson.wv, *engine.wv) && sameMatrix(*lesson.wo, *engine.wo)
           && sameMatrix(*lesson.bo, *engine.bo);
}

} // namespace

class TestTrainingClaims : public QObject
{
    Q_OBJECT

private:
    TrainingSpec m_spec;
    Comparison *m_run = nullptr;

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(trainingExample(QStringLiteral("divisor-matters"), m_spec, &error),
                 qPrintable(error));
        QCOMPARE(m_spec.seed, std::uint64_t(7));
        QCOMPARE(m_spec.steps, 200);
        m_run = new Comparison(m_spec);
        m_run->run();
        QCOMPARE(m_run->variant(0).variant.name, std::string("scaled"));
        QCOMPARE(m_run->variant(1).variant.name, std::string("unscaled"));
        QCOMPARE(m_run->variant(0).shape.dK(), 32);
    }

    void cleanupTestCase() { delete m_run; }

    /// what-a-head-learns is divisor-matters' scaled run: the same spec but for the variants.
    void lesson8TrainsLesson7sScaledRun()
    {
        TrainingSpec head;
        QString error;
        QVERIFY(trainingExample(QStringLiteral("what-a-head-learns"), head, &error));
        QCOMPARE(int(head.variants.size()), 1);
        QCOMPARE(head.variants[0].name, std::string("scaled"));
        head.variants = m_spec.variants;
        head.title = m_spec.title;
        QCOMPARE(trainingSpecJson(head), trainingSpecJson(m_spec));
    }

    void scaledLearnsFasterThanUnscaled()
    {
        const VariantRun &scaled = m_run->variant(0), &unscaled = m_run->variant(1);
        int firstPerfect = -1;
        for (const StepRecord &r : scaled.records)
            if (firstPerfect < 0 && r.accuracy == 1.0)
                firstPerfect = r.step;
        QCOMPARE(firstPerfect, 47);
        double bestUnscaled = 0;
        for (const StepRecord &r : unscaled.records)
            if (r.step >= 20)
                bestUnscaled = std::max(bestUnscaled, r.accuracy);
        QCOMPARE(bestUnscaled, 0.625); // "never above 62.5 % after step 20"
        QCOMPARE(m_run->heldOutAccuracy(0), 1.0);
        QCOMPARE(std::round(m_run->heldOutAccuracy(1) * 100), 39.0);
        const Lesson lesson = shippedLesson(QStringLiteral("divisor-and-learning"));
        const LessonStep &step = lesson.steps[0];
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")}) {
            const QString text = stepTexts(step, language);
            QVERIFY2(text.contains(QStringLiteral("47")) && text.contains(QStringLiteral("39 %"))
                         && text.contains(quoted(62.5, 1, language)),
                     qPrintable(language));
        }
        QCOMPARE(step.question->correctChoice, 0); // "scaled"
    }

    void atTheStart()
    {
        const StepRecord &scaled = m_run->variant(0).records[0];
        const StepRecord &unscaled = m_run->variant(1).records[0];
        QCOMPARE(m_run->variant(0).snapshots.front().parameters.wq,
                 m_run->variant(1).snapshots.front().parameters.wq);
        QCOMPARE(scaled.loss != unscaled.loss, true);
        const Lesson lesson = shippedLesson(QStringLiteral("divisor-and-learning"));
        const LessonStep &step = lesson.steps[1];
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")}) {
            const QString text = stepTexts(step, language);
            for (double v :
                 {unscaled.meanMaxWeight, scaled.meanMaxWeight, unscaled.meanJacobianNorm,
                  scaled.meanJacobianNorm, unscaled.parameterNorms[2], scaled.parameterNorms[2]})
                QVERIFY2(text.contains(quoted(v, 2, language)),
                         qPrintable(language + QLatin1Char(' ') + quoted(v, 2, language)));
        }
        // "less than half", and the W_q gradient the other way round.
        QVERIFY(unscaled.meanJacobianNorm < 0.5 * scaled.meanJacobianNorm);
        QVERIFY(unscaled.parameterNorms[2] > scaled.parameterNorms[2]);
        QCOMPARE(ModelParameters::names(true)[2], std::string("wq"));
    }

    /// "Your turn": the divisor 2 puts the mean largest weight between the two runs'.
    void aDivisorInBetween()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("divisor-and-learning"));
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
        const ExpectedAnswer raw = expectedAnswer(*lesson.steps[1].question, starts[1]);
        const ExpectedAnswer divided = expectedAnswer(*lesson.steps[2].question, starts[2]);
        QVERIFY(raw.ok && divided.ok);
        // "much less peaked than without the division"
        QVERIFY(divided.numbers[0] < raw.numbers[0] - 0.2);
        // Divisor 2: the query row's largest weight between √32's and undivided.
        const ExpectedAnswer two = expectedAnswer(*lesson.steps[4].question, starts[4]);
        QVERIFY(two.ok);
        Scenario s = starts[4];
        QVERIFY(!s.divisor && s.scale);
        const double byRoot = forwardPass(s).heads[0].weights.row(4).maxCoeff();
        s.scale = false;
        const double undivided = forwardPass(s).heads[0].weights.row(4).maxCoeff();
        QVERIFY(byRoot < two.numbers[0] - 1e-3 && two.numbers[0] < undivided - 1e-3);
    }

    void theUnscaledGradientDies()
    {
        const VariantRun &scaled = m_run->variant(0), &unscaled = m_run->variant(1);
        // "from step 15 on the mean largest weight stays above 0.999"
        int lastBelow = -1;
        for (const StepRecord &r : unscaled.records)
            if (r.meanMaxWeight <= 0.999)
                lastBelow = r.step;
        QCOMPARE(lastBelow + 1, 15);
        for (const StepRecord &r : unscaled.records) {
            if (r.step < 20)
                continue;
            QVERIFY2(r.meanJacobianNorm < 1e-6, qPrintable(QString::number(r.step)));
            QVERIFY(r.parameterNorms[2] < 1e-5 && r.parameterNorms[3] < 1e-5);
        }
        QCOMPARE(QString::number(scaled.records[20].meanJacobianNorm, 'f', 2),
                 QStringLiteral("0.29"));
        // Everything outside the scores still learns: W_v's and the read-out's gradients stay
        // alive unscaled.
        const std::vector<std::string> names = ModelParameters::names(true);
        QCOMPARE(names[4], std::string("wv"));
        QCOMPARE(names[7], std::string("readout"));
        for (const StepRecord &r : unscaled.records)
            if (r.step >= 20)
                QVERIFY2(r.parameterNorms[4] > 1e-3 && r.parameterNorms[7] > 1e-3,
                         qPrintable(QString::number(r.step)));
        // "Scaled ... the gradient reaches W_q and W_k" at step 20, a thousand times the
        // unscaled run's bound.
        QVERIFY(scaled.records[20].parameterNorms[2] > 1e-2
                && scaled.records[20].parameterNorms[3] > 1e-2);
        // "The first updates make the scores larger in both runs": the mean largest weight
        // grows over the first ten steps in each.
        for (const VariantRun *run : {&scaled, &unscaled})
            QVERIFY(run->records[10].meanMaxWeight > run->records[0].meanMaxWeight);
        // The scaled run's query reads the pair holding its key (lesson 11 shows it).
        const ProbeView trained = m_run->probeView(0, m_spec.steps);
        Eigen::Index best = 0;
        trained.weights[0].row(4).maxCoeff(&best);
        QCOMPARE(best, Eigen::Index(0));
    }

    /// The training words lesson 10 defines in its first step: the spec it describes.
    void theTrainingWordsLesson10Defines()
    {
        QCOMPARE(int(m_spec.optimizer), int(Optimizer::Adam));
        QCOMPARE(m_spec.learningRate, 0.01);
        QCOMPARE(m_spec.clipNorm, 1.0);
        QVERIFY(m_spec.positional);
        const Lesson lesson = shippedLesson(QStringLiteral("divisor-and-learning"));
        const LessonText &text = lesson.steps[0].text;
        for (const QString &word : {QStringLiteral("cross-entropy"), QStringLiteral("Adam"),
                                    QStringLiteral("gradient clipping")})
            for (const QString &language :
                 {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")})
                QVERIFY2(text.in(language).contains(word), qPrintable(language + word));
        QVERIFY(text.en.contains(QLatin1String("learning rate 0.01")));
        QVERIFY(text.en.contains(QLatin1String("norm 1 ")));
    }

    /// "Everything outside the scores still learns": the gradient norms lesson 10 quotes for
    /// the unscaled run at step 20, and W_q's and W_k's, which are 0 to five places.
    void whatStillLearnsUnscaled()
    {
        const StepRecord &r = m_run->variant(1).records[20];
        QCOMPARE(r.step, 20);
        const std::vector<std::string> names = ModelParameters::names(true);
        const auto norm = [&](const char *name) {
            const auto at = std::find(names.begin(), names.end(), std::string(name));
            if (at == names.end())
                qFatal("no parameter %s", name);
            return r.parameterNorms[size_t(at - names.begin())];
        };
        QVERIFY(norm("wq") < 1e-5 && norm("wk") < 1e-5);
        const std::pair<const char *, int> quotedNorms[]
            = {{"wo", 2}, {"wv", 2}, {"embedding", 2}, {"positional", 3}, {"bo", 2}};
        const Lesson lesson = shippedLesson(QStringLiteral("divisor-and-learning"));
        const LessonStep &step = lesson.steps[3];
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")}) {
            const QString text = stepTexts(step, language);
            QVERIFY2(!text.contains(QLatin1String("Only W_v")), qPrintable(language));
            for (const auto &[name, decimals] : quotedNorms) {
                QVERIFY2(norm(name) > 1e-2, name); // it still learns
                const QString number = quoted(norm(name), decimals, language);
                QVERIFY2(text.contains(number),
                         qPrintable(language + QLatin1Char(' ') + QLatin1String(name)
                                    + QLatin1Char(' ') + number));
            }
        }
    }

    /// docs/learning-lab.md: how often the picture of seed 7 shows, over seeds 0 to 23.
    void howOftenTheStallShows()
    {
        int scaledLearns = 0, unscaledBelow = 0, unscaledLevel = 0, unscaledAbove = 0,
            unscaledPoor = 0;
        std::vector<int> fullStall;
        for (int seed = 0; seed < 24; ++seed) {
            TrainingSpec spec = m_spec;
            spec.seed = std::uint64_t(seed);
            Comparison run(spec);
            run.run();
            const double scaled = run.heldOutAccuracy(0), unscaled = run.heldOutAccuracy(1);
            scaledLearns += scaled > 0.95 ? 1 : 0;
            unscaledBelow += unscaled < scaled ? 1 : 0;
            unscaledLevel += unscaled == scaled ? 1 : 0;
            unscaledAbove += unscaled > scaled ? 1 : 0;
            unscaledPoor += unscaled < 0.7 ? 1 : 0;
            double jacobian = 0;
            for (const StepRecord &r : run.variant(1).records)
                if (r.step >= 20)
                    jacobian = std::max(jacobian, r.meanJacobianNorm);
            if (jacobian < 1e-6)
                fullStall.push_back(seed);
            else
                QVERIFY2(jacobian > 0.002 && jacobian < 0.13, qPrintable(QString::number(seed)));
        }
        QCOMPARE(scaledLearns, 20);
        QCOMPARE(unscaledBelow, 22);
        // Level or a sequence above: which of the two moves with the build's rounding (the
        // sanitizer build sums in another order), so the doc gives their total.
        QCOMPARE(unscaledLevel + unscaledAbove, 2);
        QVERIFY2(unscaledPoor >= 14 && unscaledPoor <= 15,
                 qPrintable(QString::number(unscaledPoor)));
        QCOMPARE(fullStall, (std::vector<int>{0, 7, 12}));
    }

    void whatTheHeadLearned()
    {
        const Lesson lesson = shippedLesson(QStringLiteral("what-a-head-learns"));
        const TaskVocabulary &words = m_run->vocabulary();
        const TaskSequence &probe = m_run->probe();
        QStringList labels;
        for (int t : probe.tokens)
            labels << QString::fromStdString(words.label(t));
        QCOMPARE(labels.join(QLatin1Char(' ')), QStringLiteral("b:f a:e d:g c:g b"));
        QCOMPARE(QString::fromStdString(words.label(probe.answers.back())), QStringLiteral("f"));

        const ProbeView before = m_run->probeView(0, 0);
        const ProbeView after = m_run->probeView(0, m_spec.steps);
        QVERIFY(sameModel(*lesson.steps[0].scenario, before.scenario));
        QVERIFY(sameModel(*lesson.steps[1].scenario, after.scenario));
        QVERIFY(sameModel(*shippedLesson(QStringLiteral("divisor-and-learning")).steps[0].scenario,
                          before.scenario));

        // Before: the largest weight of the query's row is on c:g.
        Eigen::Index best = 0;
        before.weights[0].row(4).maxCoeff(&best);
        QCOMPARE(labels[int(best)], QStringLiteral("c:g"));
        // After: on b:f, rounding to 1; the model answers f, and every held-out sequence.
        const double onKey = after.weights[0].row(4).maxCoeff(&best);
        QCOMPARE(labels[int(best)], QStringLiteral("b:f"));
        QVERIFY(onKey > 0.995);
        QCOMPARE(QString::fromStdString(words.label(after.predictions.back())),
                 QStringLiteral("f"));
        QCOMPARE(m_run->heldOutAccuracy(0), 1.0);
        // "q · k is large for b:f and small for the others".
        const ForwardPass pass = forwardPass(*lesson.steps[1].scenario);
        QVERIFY(pass.ok);
        for (int j = 1; j < 5; ++j)
            QVERIFY(pass.heads[0].scaled(4, 0) > pass.heads[0].scaled(4, j) + 5);
        // "Take the key away": the query's weight on the first position falls.
        const LessonQuestion &away = *lesson.steps[3].question;
        const ExpectedAnswer without = expectedAnswer(away, *lesson.steps[1].scenario);
        QVERIFY(without.ok);
        // "down from 1 ... splits its weight between the two identical a:e tokens"
        QVERIFY(without.numbers[0] < 0.5);
        Scenario withoutKey = *lesson.steps[1].scenario;
        QVERIFY(applyEdits(withoutKey, away.after, nullptr));
        const MatrixD w = forwardPass(withoutKey).heads[0].weights;
        QCOMPARE(w(4, 0), w(4, 1));
        QVERIFY(w(4, 0) + w(4, 1) > 0.9);
        QVERIFY(std::fabs(w(4, 0) - without.numbers[0]) < 1e-6); // the float engine
        // The choice question's answer is the first choice, b:f.
        const ExpectedAnswer choice
            = expectedAnswer(*lesson.steps[1].question, *lesson.steps[1].scenario);
        QVERIFY(choice.ok);
        QCOMPARE(choice.choice, 0);
        QCOMPARE(lesson.steps[1].question->choices[0].en, QStringLiteral("b:f"));
    }
};

QTEST_GUILESS_MAIN(TestTrainingClaims)
#include "tst_trainingclaims.moc"
