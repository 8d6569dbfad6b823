// attention-bench: the figures of issue 9, one JSON line per case
// (../shared/spec/headless-interface.md, "Benchmark").

#include "BenchCompute.h"

#include "Scenario.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

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
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-bench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Times Attention Lab's full recompute on seeded random inputs and "
                       "prints one JSON line per case. With no size arguments, runs the "
                       "suite n = 16, 64, 256, 1024, 2048 at d_model 512, 8 heads."));
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
    });
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
    if (!parser.positionalArguments().isEmpty())
        return fail(Usage, QStringLiteral("unexpected argument \"%1\"")
                               .arg(parser.positionalArguments().first()));

    QString error;
    Size size{0, 512, 8};
    const bool sized = parser.isSet(QStringLiteral("n")) || parser.isSet(QStringLiteral("d-model"))
                       || parser.isSet(QStringLiteral("heads"));
    if (sized) {
        if (!parser.isSet(QStringLiteral("n")))
            return fail(Usage, QStringLiteral("--n is required with --d-model or --heads"));
        if (!parseInt(parser, QStringLiteral("n"), 1, attn::limits::maxTokens, size.n, error))
            return fail(Usage, error);
        if (parser.isSet(QStringLiteral("d-model"))
            && !parseInt(parser, QStringLiteral("d-model"), 1, attn::limits::maxDimension,
                         size.dModel, error))
            return fail(Usage, error);
        if (parser.isSet(QStringLiteral("heads"))
            && !parseInt(parser, QStringLiteral("heads"), 1, attn::limits::maxDimension,
                         size.heads, error))
            return fail(Usage, error);
        if (size.dModel % size.heads != 0)
            return fail(Usage, QStringLiteral("--d-model %1 is not divisible by --heads %2")
                                   .arg(size.dModel)
                                   .arg(size.heads));
    }
    int repeat = 0;
    if (parser.isSet(QStringLiteral("repeat"))
        && !parseInt(parser, QStringLiteral("repeat"), 1, 100000, repeat, error))
        return fail(Usage, error);
    int seed = 1;
    if (parser.isSet(QStringLiteral("seed"))
        && !parseInt(parser, QStringLiteral("seed"), 0, 2147483647, seed, error))
        return fail(Usage, error);

    std::vector<Size> sizes;
    if (sized) {
        sizes.push_back(size);
    } else {
        for (int n : {16, 64, 256, 1024, 2048})
            sizes.push_back(Size{n, 512, 8});
    }
    for (const Size &s : sizes) {
        QByteArray computeError;
        const QByteArray line = attn::bench::benchCompute(
            s, repeat > 0 ? repeat : attn::bench::defaultRepeat(s), std::uint64_t(seed),
            computeError);
        if (line.isEmpty())
            return fail(Failure, QString::fromUtf8(computeError));
        if (!writeLine(line))
            return fail(Failure, QStringLiteral("cannot write to standard output"));
    }
    return Success;
}
