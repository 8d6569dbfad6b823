#include "BenchModel.h"

#include "BenchSupport.h"
#include "TinyCheckpoint.h"
#include "TransformerModel.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <chrono>

namespace attn::bench {

namespace {

constexpr int layers = 12, heads = 12, dModel = 768, vocabulary = 50257, positions = 1024;

QByteArray pytorchLine(int tokens, int repeat, int threads)
{
    QString python = qEnvironmentVariable("ATTENTION_BENCH_PYTHON");
    if (python.isEmpty() && QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        python = QStringLiteral("/usr/bin/python3");
    if (python.isEmpty())
        return JsonLine().add("case", "model-pytorch").add("note", "python3 not found").text();
    QProcess process;
    process.start(python,
                  {QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/benchmarks/pytorch_gpt2.py"),
                   QStringLiteral("--tokens"), QString::number(tokens), QStringLiteral("--repeat"),
                   QString::number(repeat), QStringLiteral("--threads"), QString::number(threads)});
    if (!process.waitForFinished(600000) || process.exitCode() != 0)
        return JsonLine()
            .add("case", "model-pytorch")
            .add("note", "the PyTorch script failed")
            .text();
    const QByteArray out = process.readAllStandardOutput().trimmed();
    if (out.isEmpty())
        return JsonLine()
            .add("case", "model-pytorch")
            .add("note", process.readAllStandardError().trimmed().replace("note: ", "").constData())
            .text();
    return out;
}

} // namespace

QByteArray benchModel(int tokens, int repeat, int threads, QByteArray &error)
{
    QTemporaryDir dir;
    qint64 fileBytes = 0;
    {
        // Random weights of the real shapes, a tenth of the test checkpoints' scale (the
        // norms' weights kept near 1): timings do not depend on the values.
        test::TinyCheckpoint checkpoint
            = test::tinyGpt2(layers, heads, dModel, vocabulary, positions, false, 1);
        for (auto &[name, tensor] : checkpoint.tensors)
            if (!name.endsWith(QLatin1String("attn.bias")) && !name.contains(QLatin1String("ln_")))
                for (float &v : tensor.values)
                    v *= 0.1f;
        if (!dir.isValid() || !checkpoint.write(dir.path())) {
            error = "cannot write the random GPT-2 small checkpoint";
            return {};
        }
        fileBytes = QFileInfo(dir.filePath(QStringLiteral("model.safetensors"))).size();
    }
    releaseFreeMemory();
    resetPeakRss();
    ModelWeights model;
    QString why;
    const auto start = std::chrono::steady_clock::now();
    if (!loadModelFolder(dir.path(), model, &why)) {
        error = why.toUtf8();
        return {};
    }
    const double loadMs
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    const double loadPeakMib = peakRssMib();

    std::vector<int> ids(static_cast<size_t>(tokens));
    for (int i = 0; i < tokens; ++i)
        ids[size_t(i)] = (i * 7919) % vocabulary;
    ForwardOptions options;
    options.keepIntermediates = true;
    ForwardResult result;
    bool ok = true;
    const Timing t
        = measure([&] { ok = ok && runForward(model, ids, options, result, &why); }, 1, repeat);
    if (!ok) {
        error = why.toUtf8();
        return {};
    }
    QByteArray lines = JsonLine()
                           .add("case", "model")
                           .add("model", "GPT-2 small shapes, random weights, float32")
                           .add("tokens", tokens)
                           .add("threads", threads)
                           .add("load_ms", loadMs, 1)
                           .add("file_mib", double(fileBytes) / (1 << 20), 1)
                           .add("load_peak_rss_mib", loadPeakMib, 1)
                           .add("forward_median_ms", t.medianMs, 2)
                           .add("forward_min_ms", t.minMs, 2)
                           .add("repeat", t.repeat)
                           .text();
    lines += pytorchLine(tokens, repeat, threads);
    return lines;
}

} // namespace attn::bench
