#include "BenchTrain.h"

#include "BenchSupport.h"

#include "Training.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
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

/// The 1-minute load average (/proc/loadavg), or -1 where unknown.
double loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const double load = file.readLine().split(' ').value(0).toDouble(&ok);
    return ok ? load : -1;
}

/// Ours against PyTorch's line: the ratio of steps per second (wall clock, both sides in
/// this run) and of processor time per step, with the load the machine was under.
QByteArray ratioLine(double stepsPerSecond, double cpuMsPerStep, const QByteArray &pytorch,
                     double loadBefore)
{
    const QJsonObject theirs = QJsonDocument::fromJson(pytorch.trimmed()).object();
    const double theirSteps = theirs.value(QStringLiteral("steps_per_second")).toDouble();
    const double theirCpu = theirs.value(QStringLiteral("cpu_ms_per_step")).toDouble();
    if (!(theirSteps > 0) || !(stepsPerSecond > 0))
        return {};
    return JsonLine()
        .add("case", "train-ratio")
        .add("steps_per_second_ratio", stepsPerSecond / theirSteps, 2)
        .add("cpu_time_ratio", cpuMsPerStep > 0 ? theirCpu / cpuMsPerStep : 0.0, 2)
        .add("threads", theirs.value(QStringLiteral("threads")).toInt())
        .add("load_average_before", loadBefore, 2)
        .add("load_average_after", loadAverage(), 2)
        .text();
}

} // namespace

QByteArray benchTrain(int repeat, std::uint64_t seed, int threads, QByteArray &error)
{
    // One timed run = `stepsPerRun` steps, so that a step's time is not lost in the clock.
    const int stepsPerRun = 10;
    const double loadBefore = loadAverage();
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
    const double stepsPerSecond = msPerStep > 0 ? 1000.0 / msPerStep : 0.0;
    QByteArray lines = JsonLine()
                           .add("case", "train")
                           .add("task", "associative-recall")
                           .add("sequence_length", spec.length)
                           .add("d_model", spec.dModel)
                           .add("heads", spec.heads)
                           .add("batch_size", spec.batchSize)
                           .add("median_ms_per_step", msPerStep)
                           .add("steps_per_second", stepsPerSecond, 1)
                           .add("cpu_ms_per_step", t.cpuMedianMs / stepsPerRun)
                           .add("repeat", t.repeat)
                           .add("threads", threads)
                           .add("dtype", "float64")
                           .text();
    const QByteArray pytorch = pytorchLine(stepsPerRun * repeat, seed, threads);
    return lines + pytorch
           + ratioLine(stepsPerSecond, t.cpuMedianMs / stepsPerRun, pytorch, loadBefore);
}

} // namespace attn::bench
