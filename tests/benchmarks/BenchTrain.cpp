#include "BenchTrain.h"

#include "BenchSupport.h"

#include "Training.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace attn::bench {

namespace {

TrainingSpec benchSpec(int steps, std::uint64_t seed)
{
    TrainingSpec spec;
    spec.task = TaskKind::AssociativeRecall;
    spec.length = 16;
    spec.symbols = 32;
    spec.dModel = 64;
    spec.heads = 4;
    spec.batchSize = 32;
    spec.steps = steps;
    spec.seed = seed;
    spec.snapshotEvery = steps + 1;
    spec.variants.push_back(TrainingVariant{"scaled", true, std::nullopt, std::nullopt});
    return spec;
}

/// The PyTorch script's line, or a note line when it cannot run.
QByteArray pytorchLine(int steps, std::uint64_t seed, int threads)
{
    // Debian's python3-torch is for Debian's python3, which another python3 on the PATH
    // (a virtual environment, /usr/local) may hide; ATTENTION_BENCH_PYTHON chooses one.
    QString python = qEnvironmentVariable("ATTENTION_BENCH_PYTHON");
    if (python.isEmpty() && QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        python = QStringLiteral("/usr/bin/python3");
    if (python.isEmpty())
        python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    const QString script
        = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/benchmarks/pytorch_train.py");
    if (python.isEmpty())
        return JsonLine().add("case", "train-pytorch").add("note", "python3 not found").text();
    QProcess process;
    process.start(python, {script, QStringLiteral("--steps"), QString::number(steps),
                           QStringLiteral("--seed"), QString::number(seed),
                           QStringLiteral("--threads"), QString::number(threads)});
    if (!process.waitForFinished(600000) || process.exitCode() != 0)
        return JsonLine()
            .add("case", "train-pytorch")
            .add("note", "the PyTorch script failed")
            .text();
    QByteArray out = process.readAllStandardOutput().trimmed();
    if (out.isEmpty())
        return JsonLine()
            .add("case", "train-pytorch")
            .add("note", process.readAllStandardError().trimmed().replace("note: ", "").constData())
            .text();
    return out + '\n';
}

} // namespace

QByteArray benchTrain(int repeat, std::uint64_t seed, int threads, QByteArray &error)
{
    // One timed run = `stepsPerRun` steps, so that a step's time is not lost in the clock.
    const int stepsPerRun = 10;
    const TrainingSpec spec = benchSpec(stepsPerRun * (repeat + 2), seed);
    Comparison comparison(spec);
    auto run = [&] {
        for (int i = 0; i < stepsPerRun; ++i)
            comparison.step();
    };
    const Timing t = measure(run, 2, repeat);
    if (comparison.variant(0).failed) {
        error = QByteArray::fromStdString(comparison.variant(0).error);
        return {};
    }
    const double msPerStep = t.medianMs / stepsPerRun;
    QByteArray lines = JsonLine()
                           .add("case", "train")
                           .add("task", "associative-recall")
                           .add("sequence_length", spec.length)
                           .add("d_model", spec.dModel)
                           .add("heads", spec.heads)
                           .add("batch_size", spec.batchSize)
                           .add("median_ms_per_step", msPerStep)
                           .add("steps_per_second", msPerStep > 0 ? 1000.0 / msPerStep : 0.0, 1)
                           .add("cpu_ms_per_step", t.cpuMedianMs / stepsPerRun)
                           .add("repeat", t.repeat)
                           .text();
    return lines + pytorchLine(stepsPerRun * repeat, seed, threads);
}

} // namespace attn::bench
