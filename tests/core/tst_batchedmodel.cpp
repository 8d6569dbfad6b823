// The batched evaluation of the training step (core/learn/BatchedModel): the same loss,
// accuracy, attention summary and gradients as the per-sequence reference evaluateBatch()
// within 1e-12 on every task, 1-4 heads, residual and scaling on and off, with the positional
// term and without, in one chunk and in several; the reference itself where the batched path
// declines (a part above the limit); a workspace bounded and not reallocated between steps;
// two training runs with one seed bit-for-bit identical.

#include "BatchedModel.h"
#include "Training.h"
#include "TrainingModel.h"
#include "TrainingTasks.h"

#include <QTest>

#include <cmath>
#include <cstring>

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

struct Setup
{
    ModelShape shape;
    ModelParameters parameters;
    std::vector<TaskSequence> batch;
};

Setup setupOf(TaskKind task, int heads, bool residual, bool scale, bool positional, double divisor,
              std::uint64_t seed)
{
    Setup s;
    const int length = task == TaskKind::AssociativeRecall ? 7 : 9;
    const int symbols = 12;
    s.shape.vocabulary = TaskVocabulary{task, symbols}.size();
    s.shape.length = length;
    s.shape.heads = heads;
    s.shape.dModel = 3 * heads;
    s.shape.residual = residual;
    s.shape.scale = scale;
    s.shape.divisor = divisor;
    s.shape.positional = positional;
    RandomSource random(seed);
    s.parameters = initialParameters(s.shape, random);
    // Larger projections than the initialisation's: attention rows far from uniform.
    s.parameters.wq *= 3;
    s.parameters.wk *= 3;
    s.batch = batchOf(task, length, symbols, 6, seed + 1);
    return s;
}

/// Every number of `got` within 1e-12 of `want` (relative above 1).
bool closeTo(const ModelParameters &got, const ModelParameters &want, QString &where)
{
    const auto g = got.blocks();
    const auto w = want.blocks();
    if (g.size() != w.size()) {
        where = QStringLiteral("block count");
        return false;
    }
    for (size_t b = 0; b < g.size(); ++b) {
        if (g[b].second != w[b].second) {
            where = QStringLiteral("size of block %1").arg(b);
            return false;
        }
        for (Eigen::Index i = 0; i < g[b].second; ++i) {
            const double a = g[b].first[i], e = w[b].first[i];
            if (!(std::fabs(a - e) <= 1e-12 * std::max(1.0, std::fabs(e)))) {
                where = QStringLiteral("block %1 index %2: %3 vs %4").arg(b).arg(i).arg(a).arg(e);
                return false;
            }
        }
    }
    return true;
}

bool bitEqual(const ModelParameters &a, const ModelParameters &b)
{
    const auto x = a.blocks();
    const auto y = b.blocks();
    if (x.size() != y.size())
        return false;
    for (size_t i = 0; i < x.size(); ++i)
        if (x[i].second != y[i].second
            || std::memcmp(x[i].first, y[i].first, size_t(x[i].second) * sizeof(double)) != 0)
            return false;
    return true;
}

void compareWithReference(const Setup &s, std::size_t limit, bool expectBatched)
{
    const BatchOutcome want = evaluateBatch(s.shape, s.parameters, s.batch, true);
    QVERIFY(want.ok);
    BatchedModel model(limit);
    BatchOutcome got;
    QCOMPARE(model.evaluate(s.shape, s.parameters, s.batch, got), expectBatched);
    QVERIFY2(got.ok, got.error.c_str());
    QVERIFY(want.result.loss > 0);
    QVERIFY(std::fabs(got.result.loss - want.result.loss) <= 1e-12 * want.result.loss);
    // The same answers counted right: accuracy exactly.
    QCOMPARE(got.result.accuracy, want.result.accuracy);
    const AttentionSummary &a = got.result.attention, &e = want.result.attention;
    QVERIFY(std::fabs(a.maxWeight - e.maxWeight) <= 1e-12);
    QVERIFY(std::fabs(a.entropy - e.entropy) <= 1e-12);
    QVERIFY(std::fabs(a.jacobianNorm - e.jacobianNorm) <= 1e-12);
    QString where;
    QVERIFY2(closeTo(got.result.gradients, want.result.gradients, where), qPrintable(where));
    if (!expectBatched)
        QVERIFY(bitEqual(got.result.gradients, want.result.gradients));
}

TrainingSpec specOf(TaskKind task, Optimizer optimizer)
{
    TrainingSpec spec;
    spec.task = task;
    spec.length = 9;
    spec.symbols = 16;
    spec.dModel = 12;
    spec.heads = 3;
    spec.batchSize = 8;
    spec.steps = 12;
    spec.seed = 5;
    spec.optimizer = optimizer;
    spec.learningRate = optimizer == Optimizer::Sgd ? 0.1 : 1e-2;
    return withDefaultVariants(spec);
}

} // namespace

class TestBatchedModel : public QObject
{
    Q_OBJECT

private slots:
    void equalsReference_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<int>("heads");
        QTest::addColumn<bool>("residual");
        QTest::addColumn<bool>("scale");
        QTest::addColumn<bool>("positional");
        QTest::addColumn<double>("divisor");
        for (const TaskInfo &info : trainingTasks())
            for (int heads = 1; heads <= 4; ++heads)
                for (int residual = 0; residual < 2; ++residual)
                    for (int scale = 0; scale < 2; ++scale) {
                        const bool positional = (heads + residual) % 2 == 0;
                        const double divisor = scale && heads == 3 ? 2.5 : 0.0;
                        QTest::addRow("%s h%d res%d scale%d pos%d", info.id, heads, residual, scale,
                                      int(positional))
                            << int(info.kind) << heads << bool(residual) << bool(scale)
                            << positional << divisor;
                    }
    }

    void equalsReference()
    {
        QFETCH(int, task);
        QFETCH(int, heads);
        QFETCH(bool, residual);
        QFETCH(bool, scale);
        QFETCH(bool, positional);
        QFETCH(double, divisor);
        const Setup s = setupOf(TaskKind(task), heads, residual, scale, positional, divisor,
                                std::uint64_t(100 + task * 10 + heads));
        compareWithReference(s, BatchedModel::defaultPartLimit, true);
    }

    void chunksEqualReference()
    {
        // A limit that holds two sequences' parts: the batch of six goes in three chunks.
        for (const TaskInfo &info : trainingTasks()) {
            const Setup s = setupOf(info.kind, 2, true, true, true, 0, 7);
            BatchedModel probe;
            int most = 0;
            for (const TaskSequence &q : s.batch) {
                int count = 0;
                for (int a : q.answers)
                    count += a >= 0 ? 1 : 0;
                most = std::max(most, count);
            }
            const int perChunk = probe.sequencesPerChunk(s.shape, most);
            QVERIFY(perChunk >= 6);
            const std::size_t limit = BatchedModel::defaultPartLimit / std::size_t(perChunk) * 2;
            QCOMPARE(BatchedModel(limit).sequencesPerChunk(s.shape, most), 2);
            compareWithReference(s, limit, true);
        }
    }

    void fallsBackToReference()
    {
        // A part limit below one sequence's parts: the reference computes, bit for bit.
        for (const TaskInfo &info : trainingTasks()) {
            const Setup s = setupOf(info.kind, 3, false, true, true, 0, 9);
            QCOMPARE(BatchedModel(64).sequencesPerChunk(s.shape, s.shape.length), 0);
            compareWithReference(s, 64, false);
        }
    }

    void workspaceBoundedAndKept()
    {
        const Setup s = setupOf(TaskKind::Copy, 4, true, true, true, 0, 3);
        const std::size_t limit = 4096;
        BatchedModel model(limit);
        BatchOutcome out;
        QVERIFY(model.evaluate(s.shape, s.parameters, s.batch, out));
        QVERIFY(model.largestPartBytes() <= limit);
        const std::size_t bytes = model.workspaceBytes();
        const double *gradients = out.result.gradients.wq.data();
        QVERIFY(bytes > 0);
        // The next step reuses the workspace and the gradients' storage.
        for (int step = 0; step < 3; ++step)
            QVERIFY(model.evaluate(s.shape, s.parameters, s.batch, out));
        QCOMPARE(model.workspaceBytes(), bytes);
        QCOMPARE(out.result.gradients.wq.data(), gradients);
    }

    void sameSeedSameBits_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<int>("optimizer");
        QTest::addRow("recall adam") << int(TaskKind::AssociativeRecall) << int(Optimizer::Adam);
        QTest::addRow("copy sgd") << int(TaskKind::Copy) << int(Optimizer::Sgd);
        QTest::addRow("previous adam") << int(TaskKind::PreviousToken) << int(Optimizer::Adam);
    }

    void sameSeedSameBits()
    {
        QFETCH(int, task);
        QFETCH(int, optimizer);
        const TrainingSpec spec = specOf(TaskKind(task), Optimizer(optimizer));
        QVERIFY(trainingSpecProblem(spec).empty());
        Comparison a(spec), b(spec);
        a.run();
        b.run();
        for (int v = 0; v < a.variantCount(); ++v) {
            const VariantRun &x = a.variant(v), &y = b.variant(v);
            QVERIFY(!x.failed);
            QCOMPARE(x.records.size(), size_t(spec.steps));
            QVERIFY(bitEqual(x.parameters, y.parameters));
            QVERIFY(!bitEqual(x.parameters, x.snapshots.front().parameters)); // it trained
            for (size_t i = 0; i < x.records.size(); ++i) {
                QVERIFY(std::memcmp(&x.records[i].loss, &y.records[i].loss, sizeof(double)) == 0);
                QVERIFY(std::memcmp(&x.records[i].gradientNorm, &y.records[i].gradientNorm,
                                    sizeof(double))
                        == 0);
                QCOMPARE(x.records[i].accuracy, y.records[i].accuracy);
            }
        }
    }

    void stepRecordsMatchReference()
    {
        // A step's record is the batched evaluation of the step's batch: the first step's
        // loss and gradient norm equal the reference's on that batch at the initial weights.
        const TrainingSpec spec = specOf(TaskKind::Sort, Optimizer::Adam);
        Comparison c(spec);
        c.step();
        RandomSource batchRandom(spec.seed ^ 0xba7cull);
        std::vector<TaskSequence> batch;
        for (int i = 0; i < spec.batchSize; ++i)
            batch.push_back(generateTask(spec.task, spec.length, spec.symbols, batchRandom));
        for (int v = 0; v < c.variantCount(); ++v) {
            const VariantRun &run = c.variant(v);
            const BatchOutcome want
                = evaluateBatch(run.shape, run.snapshots.front().parameters, batch, true);
            QVERIFY(want.ok);
            const StepRecord &r = run.records.front();
            QVERIFY(std::fabs(r.loss - want.result.loss) <= 1e-12 * want.result.loss);
            QCOMPARE(r.accuracy, want.result.accuracy);
            double sq = 0;
            for (const auto &[data, size] : want.result.gradients.blocks())
                sq += Eigen::Map<const VectorD>(data, size).squaredNorm();
            QVERIFY(std::fabs(r.gradientNorm - std::sqrt(sq)) <= 1e-12 * std::sqrt(sq));
        }
    }
};

QTEST_GUILESS_MAIN(TestBatchedModel)
#include "tst_batchedmodel.moc"
