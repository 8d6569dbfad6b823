// The training engine (core/learn): the whole model's gradients against central finite
// differences in double, bit-for-bit determinism for a seed, variants starting from the same
// weights, SGD with clipping doing exactly what it says, and each task's generator and
// accuracy.

#include "Training.h"
#include "TrainingModel.h"
#include "TrainingTasks.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace attn;

namespace {

std::vector<TaskSequence> batchOf(TaskKind kind, int length, int symbols, int count,
                                  std::uint64_t seed)
{
    RandomSource random(seed);
    std::vector<TaskSequence> batch;
    for (int i = 0; i < count; ++i)
        batch.push_back(generateTask(kind, length, symbols, random));
    return batch;
}

double lossOf(const ModelShape &shape, const ModelParameters &p,
              const std::vector<TaskSequence> &batch)
{
    const BatchOutcome o = evaluateBatch(shape, p, batch, false);
    return o.result.loss;
}

TrainingSpec smallSpec(TaskKind task = TaskKind::AssociativeRecall)
{
    TrainingSpec s;
    s.task = task;
    s.length = 7;
    s.symbols = 12;
    s.dModel = 8;
    s.heads = 2;
    s.batchSize = 4;
    s.steps = 6;
    s.seed = 11;
    s.snapshotEvery = 2;
    return withDefaultVariants(s);
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT

private slots:
    void gradientsMatchFiniteDifferences_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<bool>("residual");
        QTest::addColumn<bool>("positional");
        QTest::addColumn<bool>("scale");
        QTest::addColumn<double>("divisor");
        QTest::addColumn<int>("task");
        QTest::newRow("1 head, residual, positional, scaled")
            << 1 << true << true << true << 0.0 << 0;
        QTest::newRow("2 heads, no residual, scaled") << 2 << false << true << true << 0.0 << 1;
        QTest::newRow("3 heads, unscaled, no positional")
            << 3 << true << false << false << 0.0 << 2;
        QTest::newRow("4 heads, divisor 0.5") << 4 << true << true << true << 0.5 << 3;
        QTest::newRow("2 heads, neither, divisor 3") << 2 << false << false << true << 3.0 << 4;
    }

    void gradientsMatchFiniteDifferences()
    {
        QFETCH(int, heads);
        QFETCH(bool, residual);
        QFETCH(bool, positional);
        QFETCH(bool, scale);
        QFETCH(double, divisor);
        QFETCH(int, task);
        const TaskKind kind = trainingTasks()[size_t(task)].kind;
        ModelShape shape;
        shape.vocabulary = TaskVocabulary{kind, 12}.size();
        shape.length = 7;
        shape.heads = heads;
        shape.dModel = 2 * heads;
        shape.residual = residual;
        shape.positional = positional;
        shape.scale = scale;
        shape.divisor = divisor;
        RandomSource init(std::uint64_t(heads * 31 + task));
        ModelParameters p = initialParameters(shape, init);
        const std::vector<TaskSequence> batch = batchOf(kind, 7, 12, 3, 5 + std::uint64_t(task));
        const BatchOutcome outcome = evaluateBatch(shape, p, batch);
        QVERIFY(outcome.ok);
        QVERIFY(outcome.result.loss > 0);
        const auto analytic = outcome.result.gradients.blocks();
        auto numbers = p.blocks();
        QCOMPARE(analytic.size(), ModelParameters::names(positional).size());
        const double h = 1e-5;
        int checked = 0;
        double largest = 0;
        for (size_t b = 0; b < numbers.size(); ++b)
            for (Eigen::Index i = 0; i < numbers[b].second; ++i) {
                double &x = numbers[b].first[i];
                const double saved = x;
                x = saved + h;
                const double up = lossOf(shape, p, batch);
                x = saved - h;
                const double down = lossOf(shape, p, batch);
                x = saved;
                const double numeric = (up - down) / (2 * h);
                const double exact = analytic[b].first[i];
                const double error
                    = std::fabs(numeric - exact)
                      / std::max(1e-3, std::max(std::fabs(numeric), std::fabs(exact)));
                largest = std::max(largest, error);
                if (error > 1e-6)
                    QFAIL(qPrintable(
                        QStringLiteral("%1[%2]: exact %3, finite differences %4")
                            .arg(QString::fromStdString(ModelParameters::names(positional)[b]))
                            .arg(i)
                            .arg(exact, 0, 'g', 12)
                            .arg(numeric, 0, 'g', 12)));
                ++checked;
            }
        QVERIFY(checked > 100);
        QVERIFY(largest < 1e-6);
    }

    void sameSeedSameNumbers()
    {
        TrainingSpec spec = smallSpec();
        Comparison a(spec), b(spec);
        a.run();
        b.run();
        QCOMPARE(a.variantCount(), 2);
        for (int v = 0; v < 2; ++v) {
            const VariantRun &ra = a.variant(v), &rb = b.variant(v);
            QCOMPARE(int(ra.records.size()), spec.steps);
            for (size_t s = 0; s < ra.records.size(); ++s) {
                // Exactly equal, not approximately: bit-for-bit determinism.
                QVERIFY(ra.records[s].loss == rb.records[s].loss);
                QVERIFY(ra.records[s].gradientNorm == rb.records[s].gradientNorm);
                QVERIFY(ra.records[s].parameterNorms == rb.records[s].parameterNorms);
                QVERIFY(ra.records[s].meanJacobianNorm == rb.records[s].meanJacobianNorm);
            }
            QVERIFY(ra.parameters.wq == rb.parameters.wq);
            QVERIFY(ra.parameters.embedding == rb.parameters.embedding);
        }
        spec.seed = 12;
        Comparison c(spec);
        c.step();
        QVERIFY(c.variant(0).records[0].loss != a.variant(0).records[0].loss);
    }

    void variantsStartFromTheSameWeights()
    {
        TrainingSpec spec = smallSpec();
        spec.variants.push_back(TrainingVariant{"divisor 4", true, 4.0, std::nullopt});
        spec.variants.push_back(TrainingVariant{"d_k 8", true, std::nullopt, 8});
        Comparison c(spec);
        QCOMPARE(c.variantCount(), 4);
        const ModelParameters &first = c.variant(0).snapshots.front().parameters;
        for (int v = 1; v < 3; ++v) {
            QVERIFY(c.variant(v).snapshots.front().parameters.wq == first.wq);
            QVERIFY(c.variant(v).snapshots.front().parameters.readout == first.readout);
        }
        QCOMPARE(c.variant(3).shape.dModel, 16);
        QCOMPARE(c.variant(3).shape.dK(), 8);
        QCOMPARE(c.variant(1).shape.effectiveDivisor(), 1.0);
        QCOMPARE(c.variant(2).shape.effectiveDivisor(), 4.0);
        QCOMPARE(c.variant(0).shape.effectiveDivisor(), 2.0);
        c.step();
        // Same weights, same batch: the unscaled model sees scores twice the scaled one's, so
        // the first losses differ, but every variant trained on one batch.
        QVERIFY(c.variant(0).records[0].loss != c.variant(1).records[0].loss);
        QVERIFY(c.variant(0).parameters.wq != c.variant(1).parameters.wq);
    }

    void sgdWithClippingStepsByTheClippedGradient()
    {
        TrainingSpec spec = smallSpec();
        spec.optimizer = Optimizer::Sgd;
        spec.learningRate = 0.1;
        spec.clipNorm = 0.01;
        spec.variants.resize(1);
        Comparison c(spec);
        const ModelParameters before = c.variant(0).parameters;
        RandomSource batchRandom(0);
        c.step();
        const StepRecord &r = c.variant(0).records[0];
        QVERIFY(r.gradientNorm > spec.clipNorm);
        double squared = 0;
        for (double n : r.parameterNorms)
            squared += n * n;
        QCOMPARE(std::sqrt(squared), r.gradientNorm);
        // The update's length is learning rate x clip norm.
        double moved = 0;
        const auto a = before.blocks();
        const auto b = c.variant(0).parameters.blocks();
        for (size_t k = 0; k < a.size(); ++k)
            for (Eigen::Index i = 0; i < a[k].second; ++i)
                moved += (b[k].first[i] - a[k].first[i]) * (b[k].first[i] - a[k].first[i]);
        QVERIFY(std::fabs(std::sqrt(moved) - 0.1 * 0.01) < 1e-12);
    }

    void probeViewIsAnOrdinaryScenario()
    {
        const TrainingSpec spec = smallSpec();
        Comparison c(spec);
        c.run();
        const ProbeView start = c.probeView(0, 0);
        const ProbeView now = c.probeView(0, spec.steps);
        const ProbeView middle = c.probeView(0, 3);
        QCOMPARE(start.step, 0);
        QCOMPARE(now.step, spec.steps);
        QCOMPARE(middle.step, 2); // snapshots every 2 steps
        QCOMPARE(now.scenario.numHeads, 2);
        QCOMPARE(int(now.scenario.tokens.size()), spec.length);
        QVERIFY(validate(now.scenario).empty());
        QCOMPARE(int(now.weights.size()), 2);
        QCOMPARE(int(now.weights[0].rows()), spec.length);
        for (Eigen::Index i = 0; i < now.weights[0].rows(); ++i)
            QVERIFY(std::fabs(now.weights[0].row(i).sum() - 1) < 1e-12);
        QVERIFY(*now.scenario.wq == c.variant(0).parameters.wq);
        QVERIFY(*start.scenario.wq == c.variant(0).snapshots.front().parameters.wq);
        QCOMPARE(now.scenario.tokens.back(), c.vocabulary().label(c.probe().tokens.back()));
    }

    void tasksLayOutTheirAnswers()
    {
        RandomSource random(3);
        const TaskVocabulary recallWords{TaskKind::AssociativeRecall, 8};
        QCOMPARE(recallWords.size(), 8 + 2 + 16);
        QCOMPARE(recallWords.label(recallWords.pair(1, 6)), std::string("b:g"));
        const TaskSequence recall = generateTask(TaskKind::AssociativeRecall, 5, 8, random);
        QCOMPARE(int(recall.tokens.size()), 5);
        const int query = recall.tokens[4];
        QVERIFY(query >= 0 && query < 4);
        int value = -1, holders = 0;
        for (int i = 0; i < 4; ++i)
            for (int v = 4; v < 8; ++v)
                if (recall.tokens[size_t(i)] == recallWords.pair(query, v)) {
                    value = v;
                    ++holders;
                }
        QCOMPARE(holders, 1); // the keys are distinct
        QCOMPARE(recall.answers[4], value);
        QCOMPARE(int(std::count(recall.answers.begin(), recall.answers.end(), -1)), 4);
        const TaskVocabulary voc{TaskKind::Copy, 8};
        QCOMPARE(voc.size(), 10);

        const TaskSequence copy = generateTask(TaskKind::Copy, 8, 8, random);
        const TaskSequence reverse = generateTask(TaskKind::Reverse, 8, 8, random);
        const TaskSequence sort = generateTask(TaskKind::Sort, 9, 8, random);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(copy.tokens[size_t(4 + i)], voc.blank());
            QCOMPARE(copy.answers[size_t(4 + i)], copy.tokens[size_t(i)]);
            QCOMPARE(reverse.answers[size_t(4 + i)], reverse.tokens[size_t(3 - i)]);
        }
        QCOMPARE(sort.tokens[0], voc.pad());
        std::vector<int> symbols(sort.tokens.begin() + 1, sort.tokens.begin() + 5);
        std::sort(symbols.begin(), symbols.end());
        for (int i = 0; i < 4; ++i)
            QCOMPARE(sort.answers[size_t(5 + i)], symbols[size_t(i)]);
        const TaskSequence previous = generateTask(TaskKind::PreviousToken, 6, 8, random);
        QCOMPARE(previous.answers[0], -1);
        for (int i = 1; i < 6; ++i)
            QCOMPARE(previous.answers[size_t(i)], previous.tokens[size_t(i - 1)]);
        QVERIFY(!taskLayoutProblem(TaskKind::AssociativeRecall, 16, 28).empty());
        QVERIFY(taskLayoutProblem(TaskKind::AssociativeRecall, 16, 30).empty());
        for (const TaskInfo &info : trainingTasks()) {
            TaskKind kind;
            QVERIFY(taskFromId(info.id, kind));
            QCOMPARE(int(kind), int(info.kind));
            QVERIFY(std::string(info.description).size() > 20);
        }
    }

    void accuracyCountsAnsweredPositions()
    {
        RandomSource random(4);
        std::vector<TaskSequence> seqs;
        for (int i = 0; i < 4; ++i)
            seqs.push_back(generateTask(TaskKind::Copy, 6, 5, random));
        std::vector<std::vector<int>> right, half;
        for (const TaskSequence &s : seqs) {
            std::vector<int> p = s.answers;
            for (int &x : p)
                x = std::max(x, 0);
            right.push_back(p);
        }
        QCOMPARE(taskAccuracy(seqs, right), 1.0);
        half = right;
        for (size_t b = 0; b < 2; ++b)
            for (size_t i = 3; i < 6; ++i)
                half[b][i] = seqs[b].answers[i] == 0 ? 1 : 0; // every answer of two sequences wrong
        QCOMPARE(taskAccuracy(seqs, half), 0.5);
        // The model's own accuracy measure agrees with taskAccuracy on its predictions.
        const TrainingSpec spec = smallSpec(TaskKind::Copy);
        Comparison c(spec);
        ModelShape shape = c.variant(0).shape;
        const BatchOutcome o = evaluateBatch(shape, c.variant(0).parameters, seqs, false);
        QCOMPARE(o.result.accuracy, taskAccuracy(seqs, o.result.predictions));
    }

    void refusesBadSpecsNamingTheKey()
    {
        TrainingSpec s = smallSpec();
        s.heads = 5;
        QVERIFY(trainingSpecProblem(s).rfind("heads:", 0) == 0);
        s = smallSpec();
        s.dModel = 9;
        QVERIFY(trainingSpecProblem(s).rfind("d_model:", 0) == 0);
        s = smallSpec();
        s.learningRate = -1;
        QVERIFY(trainingSpecProblem(s).rfind("learning_rate:", 0) == 0);
        s = smallSpec();
        s.variants[1].name = "scaled";
        QVERIFY(trainingSpecProblem(s).rfind("variants[1].name:", 0) == 0);
        QVERIFY(trainingSpecProblem(smallSpec()).empty());
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
