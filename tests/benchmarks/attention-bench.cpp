// attention-bench: the timings and memory of the README's "Performance" section, one JSON
// line per case. Timings are printed, never asserted.

#include "BenchCompute.h"
#include "BenchGui.h"
#include "BenchLearn.h"
#include "BenchModel.h"
#include "BenchTrain.h"

#include "Attention.h"
#include "EngineRuntime.h"
#include "Scenario.h"
#include "TiledAttention.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>

namespace {

using attn::bench::Size;

enum Exit { Success = 0, Failure = 1, Usage = 2 };

int fail(int status, const QString &what)
{
    std::fprintf(stderr, "error: %s\n", what.simplified().toLocal8Bit().constData());
    return status;
}

bool writeLine(const QByteArray &line)
{
    return std::fwrite(line.constData(), 1, size_t(line.size()), stdout) == size_t(line.size())
           && std::fflush(stdout) == 0;
}

/// A whole number in [min, max] from option `name`; false with `error` set otherwise.
bool parseInt(const QCommandLineParser &parser, const QString &name, int min, int max, int &out,
              QString &error)
{
    bool ok = false;
    const QString text = parser.value(name);
    const long long value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        error = QStringLiteral("--%1: expected a whole number from %2 to %3, got \"%4\"")
                    .arg(name)
                    .arg(min)
                    .arg(max)
                    .arg(text);
        return false;
    }
    out = int(value);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    attn::prepareEngineMemory(); // as the app's main() does
    // The GUI cases paint offscreen: the figures do not depend on a display server.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-bench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
    // The windows of the GUI cases autosave into a folder of their own, deleted at the end
    // (the startup children inherit it): a killed run leaves no autosave for the next run,
    // or for the app, to offer to restore.
    QTemporaryDir dataDir;
    if (qEnvironmentVariableIsEmpty("ATTENTION_LAB_DATA_DIR") && dataDir.isValid())
        qputenv("ATTENTION_LAB_DATA_DIR", dataDir.path().toLocal8Bit());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Times Attention Lab's full recompute on seeded random inputs and "
                       "prints one JSON line per case. With no size arguments, runs the "
                       "suite n = 16, 64, 256, 1024, 2048 at d_model 512, 8 heads. --case "
                       "picks another measurement; --all runs the suite, every GUI case, the tiled "
                       "case at n = 2048 and the training steps."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("n"), QStringLiteral("Number of tokens."), QStringLiteral("N")},
        {QStringLiteral("d-model"), QStringLiteral("Model dimension (default 512)."),
         QStringLiteral("D")},
        {QStringLiteral("heads"), QStringLiteral("Number of heads (default 8)."),
         QStringLiteral("H")},
        {QStringLiteral("repeat"), QStringLiteral("Timed runs (default: by size)."),
         QStringLiteral("R")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the random inputs (default 1)."),
         QStringLiteral("S")},
        {QStringLiteral("case"),
         QStringLiteral(
             "compute (default): the full recompute; paint: the weights view of an "
             "n x n scenario painted (n default 1024); edit: one embedding cell "
             "changed in the offscreen main window until every visible view has "
             "repainted; startup: process start to the first painted frame, "
             "against a bare Qt window; tiled: the output-only tiled computation at "
             "n = 2048 and each doubling up to --n (default 16384), after the full "
             "compute() at n = 2048 (or --n if smaller); train: training steps per second of the "
             "associative-recall model (sequence 16, d_model 64, 4 heads, batch 32), "
             "then the same model in PyTorch (pytorch_train.py, float64, the same threads) "
             "when installed, and their ratio with the load average; sgemm: "
             "the peak single-precision matrix product rate of Eigen, --n x --n floats "
             "(default 2048) on --threads threads, in GFLOP/s; learn: the Learn "
             "tab of the main window trains its default spec (--repeat: its steps), the "
             "longest GUI-thread block and the chart updates per second; model: GPT-2 small's "
             "shapes with random weights, read from a float32 safetensors folder (time, peak "
             "memory) and run forward on --n tokens (default 32) with every intermediate kept, "
             "then the same forward in PyTorch (pytorch_gpt2.py, float32, the same threads)."),
         QStringLiteral("CASE")},
        {QStringLiteral("block"), QStringLiteral("Keys per block of the tiled case (default 128)."),
         QStringLiteral("B")},
        {QStringLiteral("threads"),
         QStringLiteral("Threads of the engine and of Eigen (default: the hardware's; the sgemm "
                        "case: 1)."),
         QStringLiteral("T")},
        {QStringLiteral("all"),
         QStringLiteral("The compute suite, then paint n = 1024, edit at 64 tokens / d_model 64 "
                        "/ 8 heads and at 1024 / 512 / 8, startup, tiled, learn and train.")},
    });
    QCommandLineOption startupChildOption(QStringLiteral("startup-child"),
                                          QStringLiteral("Internal: the timed child of "
                                                         "--case startup."),
                                          QStringLiteral("WHAT"));
    startupChildOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(startupChildOption);
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(Usage, parser.errorText());
    if (parser.isSet(helpOption)) {
        writeLine(parser.helpText().toLocal8Bit());
        return Success;
    }
    if (parser.isSet(versionOption)) {
        writeLine(QByteArray("attention-bench " ATTENTION_LAB_VERSION "\n"));
        return Success;
    }
    if (parser.isSet(startupChildOption))
        return attn::bench::startupChild(parser.value(startupChildOption));
    if (!parser.positionalArguments().isEmpty())
        return fail(
            Usage,
            QStringLiteral("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));

    QString error;
    const QString benchCase = parser.value(QStringLiteral("case"));
    const bool tiled = benchCase == QLatin1String("tiled");
    Size size{0, 512, 8};
    const bool sized = parser.isSet(QStringLiteral("n")) || parser.isSet(QStringLiteral("d-model"))
                       || parser.isSet(QStringLiteral("heads"));
    if (sized) {
        if (!parser.isSet(QStringLiteral("n")))
            return fail(Usage, QStringLiteral("--n is required with --d-model or --heads"));
        // The tiled path keeps no n x n matrix: it runs far beyond the file format's limit.
        const int maxN = tiled ? attn::limits::maxTiledTokens : attn::limits::maxTokens;
        if (!parseInt(parser, QStringLiteral("n"), 1, maxN, size.n, error))
            return fail(Usage, error);
        if (parser.isSet(QStringLiteral("d-model"))
            && !parseInt(parser, QStringLiteral("d-model"), 1, attn::limits::maxDimension,
                         size.dModel, error))
            return fail(Usage, error);
        if (parser.isSet(QStringLiteral("heads"))
            && !parseInt(parser, QStringLiteral("heads"), 1, attn::limits::maxDimension, size.heads,
                         error))
            return fail(Usage, error);
        if (size.dModel % size.heads != 0)
            return fail(Usage, QStringLiteral("--d-model %1 is not divisible by --heads %2")
                                   .arg(size.dModel)
                                   .arg(size.heads));
    }
    int blockSize = 128;
    if (parser.isSet(QStringLiteral("block"))) {
        if (!tiled)
            return fail(Usage, QStringLiteral("--block goes with --case tiled"));
        if (!parseInt(parser, QStringLiteral("block"), 1, attn::limits::maxTiledTokens, blockSize,
                      error))
            return fail(Usage, error);
    }
    int repeat = 0;
    if (parser.isSet(QStringLiteral("repeat"))
        && !parseInt(parser, QStringLiteral("repeat"), 1, 100000, repeat, error))
        return fail(Usage, error);
    int seed = 1;
    if (parser.isSet(QStringLiteral("seed"))
        && !parseInt(parser, QStringLiteral("seed"), 0, 2147483647, seed, error))
        return fail(Usage, error);

    int threads = 0;
    if (parser.isSet(QStringLiteral("threads"))
        && !parseInt(parser, QStringLiteral("threads"), 1, 64, threads, error))
        return fail(Usage, error);
    if (threads > 0) {
        attn::engine::setThreadLimit(threads);
        Eigen::setNbThreads(threads);
    }

    const bool all = parser.isSet(QStringLiteral("all"));
    const QStringList cases{
        QStringLiteral("compute"), QStringLiteral("paint"), QStringLiteral("edit"),
        QStringLiteral("startup"), QStringLiteral("tiled"), QStringLiteral("train"),
        QStringLiteral("sgemm"),   QStringLiteral("learn"), QStringLiteral("model")};
    if (!benchCase.isEmpty() && !cases.contains(benchCase))
        return fail(Usage, QStringLiteral("--case: expected one of %1, got \"%2\"")
                               .arg(cases.join(QStringLiteral(", ")), benchCase));
    if (all && (sized || !benchCase.isEmpty()))
        return fail(Usage, QStringLiteral("--all takes no --case, --n, --d-model or --heads"));

    using Line = std::function<QByteArray(QByteArray &)>;
    std::vector<Line> lines;
    const std::uint64_t seed64 = std::uint64_t(seed);
    auto computeCase = [&](const Size &s) {
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchCompute(s, repeat > 0 ? repeat : attn::bench::defaultRepeat(s),
                                             seed64, error);
        });
    };
    auto paintCase = [&](int n) {
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchPaint(n, repeat > 0 ? repeat : 21, seed64, error);
        });
    };
    auto editCase = [&](const Size &s) {
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchEdit(s, repeat > 0 ? repeat : (s.n >= 1024 ? 9 : 31), seed64,
                                          error);
        });
    };
    auto learnCase = [&] {
        lines.push_back([=](QByteArray &error) { return attn::bench::benchLearn(repeat, error); });
    };
    auto trainCase = [&] {
        // PyTorch gets the threads Eigen uses (one: the engine does not start threads).
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchTrain(repeat > 0 ? repeat : 20, seed64, 1, error);
        });
    };
    auto startupCase = [&] {
        const QString self = QCoreApplication::applicationFilePath();
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchStartup(self, repeat > 0 ? repeat : 9, error);
        });
    };
    if (all) {
        for (int n : {16, 64, 256, 1024, 2048})
            computeCase(Size{n, 512, 8});
        paintCase(1024);
        editCase(Size{64, 64, 8});
        editCase(Size{1024, 512, 8});
        startupCase();
        // The tiled path against the full one at n = 2048 (the Cost tab's measurement).
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchTiled(Size{2048, 512, 8}, blockSize, repeat, seed64, error);
        });
        learnCase();
        trainCase();
    } else if (benchCase == QLatin1String("paint")) {
        paintCase(sized ? size.n : 1024);
    } else if (benchCase == QLatin1String("edit")) {
        editCase(sized ? size : Size{64, 64, 8});
    } else if (benchCase == QLatin1String("startup")) {
        startupCase();
    } else if (benchCase == QLatin1String("learn")) {
        learnCase();
    } else if (benchCase == QLatin1String("train")) {
        trainCase();
    } else if (benchCase == QLatin1String("model")) {
        const int tokens = sized ? std::min(size.n, 1024) : 32;
        const int t = threads > 0 ? threads : 1;
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchModel(tokens, repeat > 0 ? repeat : 11, t, error);
        });
    } else if (benchCase == QLatin1String("sgemm")) {
        const int n = sized ? size.n : 2048;
        const int t = threads > 0 ? threads : 1;
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchSgemm(n, t, repeat > 0 ? repeat : 11, error);
        });
    } else if (tiled) {
        const Size s = sized ? size : Size{16384, 512, 8};
        lines.push_back([=](QByteArray &error) {
            return attn::bench::benchTiled(s, blockSize, repeat, seed64, error);
        });
    } else if (sized) {
        computeCase(size);
    } else {
        for (int n : {16, 64, 256, 1024, 2048})
            computeCase(Size{n, 512, 8});
    }
    for (const Line &run : lines) {
        QByteArray error;
        const QByteArray line = run(error);
        if (line.isEmpty())
            return fail(Failure, QString::fromUtf8(error));
        if (!writeLine(line))
            return fail(Failure, QStringLiteral("cannot write to standard output"));
    }
    return Success;
}
