#include "CommandLine.h"

#include "CommandLineModes.h"
#include "CommandLineOptions.h"

#include "Attention.h"
#include "Backward.h"
#include "Examples.h"
#include "Export.h"
#include "GenerateCommand.h"
#include "Gui.h"
#include "Language.h"
#include "LessonCommands.h"
#include "LocalFile.h"
#include "MemoryBudget.h"
#include "MemoryBudgetOption.h"
#include "ModelCommand.h"
#include "NumberFormat.h"
#include "PrecisionOption.h"
#include "ResultJson.h"
#include "ScenarioFile.h"
#include "Sweep.h"
#include "TiledAttention.h"
#include "TrainCommand.h"
#include "WindowExport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <new>

namespace attn::app {

namespace {

enum Exit { Success = 0, Failure = 1, Usage = 2 };

/// On a non-zero exit, stdout stays empty and stderr holds one line "error: WHAT".
int fail(int status, const QString &what)
{
    QString line = what.simplified();
    std::fprintf(stderr, "error: %s\n", line.toUtf8().constData());
    return status;
}

bool writeStdout(const QByteArray &bytes)
{
    errno = 0;
    return std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size())
           && std::fflush(stdout) == 0;
}

/// Failure, saying why stdout could not take the text ("disk full (no space left)", "file
/// too large (...)" under ulimit -f); `errnum` is errno after the failed write.
int stdoutFailed(int errnum)
{
    return fail(Failure,
                errnum != 0
                    ? QStringLiteral("cannot write to stdout: %1").arg(describeSystemError(errnum))
                    : QStringLiteral("cannot write to stdout"));
}

/// Prints `bytes` on stdout: Success, or Failure when stdout cannot take them.
int print(const QByteArray &bytes)
{
    if (writeStdout(bytes))
        return Success;
    return stdoutFailed(errno);
}

/// Streams a JSON text to stdout while `write` produces it (writeResultJson): Success, or
/// Failure when stdout refused a piece (what was written before stays written).
int printStreamed(const std::function<bool(const JsonSink &)> &write)
{
    int errnum = 0;
    const JsonSink sink = [&errnum](const QByteArray &piece) {
        if (writeStdout(piece))
            return true;
        errnum = errno;
        return false;
    };
    return write(sink) ? Success : stdoutFailed(errnum);
}

/// The arguments as the program was given them (after QApplication took its own), each
/// decoded so that a file name that is not UTF-8 keeps its bytes (decodeLocalPath()):
/// QCoreApplication::arguments() turns such a byte into U+FFFD, another name.
QStringList decodedArguments(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << decodeLocalPath(QByteArray(argv[i]));
    return arguments;
}

/// "a.json, $'b\xff.json'": paths for a message.
QString displayPaths(const QStringList &paths)
{
    QStringList shown;
    for (const QString &path : paths)
        shown << displayPath(path);
    return shown.join(QStringLiteral(", "));
}

bool parseWhole(const QString &text, long long min, long long max, long long &out)
{
    bool ok = false;
    const long long value = text.toLongLong(&ok);
    if (!ok || value < min || value > max)
        return false;
    out = value;
    return true;
}

/// The options of the command line (docs/command-line.md), added to the parser in the order
/// FILE or --example NAME; on failure the message names the file or the example. Without
/// `readFile` FILE is only named in `input.path` (the window opens it itself).
int loadInput(const QCommandLineParser &parser, const Options &o, Input &input, bool required,
              bool readFile = true)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(Usage, QStringLiteral("expected one scenario FILE, got %1 (%2)")
                               .arg(files.size())
                               .arg(displayPaths(files)));
    const QStringList examples = parser.values(o.example);
    if (examples.size() > 1)
        return fail(Usage, QStringLiteral("expected one --example NAME, got %1 (%2)")
                               .arg(examples.size())
                               .arg(examples.join(QStringLiteral(", "))));
    const bool hasExample = parser.isSet(o.example);
    if (hasExample && !files.isEmpty())
        return fail(Usage, QStringLiteral("give either FILE or --example NAME, not both"));
    QString error;
    if (hasExample) {
        if (!loadExample(parser.value(o.example), input.scenario, &error))
            return fail(Usage, error);
        return Success;
    }
    if (files.isEmpty()) {
        if (required)
            return fail(Usage, QStringLiteral("needs a scenario FILE or --example NAME"));
        return Success;
    }
    input.path = files.first();
    if (!readFile)
        return Success;
    if (!loadScenarioFile(input.path, input.scenario, &error, &input.warnings))
        return fail(Usage, error);
    return Success;
}

/// "FILE: " or "NAME: ", naming the input in a message.
QString inputName(const QCommandLineParser &parser, const Options &o, const Input &input)
{
    return (input.path.isEmpty() ? parser.value(o.example) : displayPath(input.path))
           + QStringLiteral(": ");
}

/// FILE or --example NAME, computed. Input the engine refuses (overflow) is invalid input,
/// named by its file or example.
int loadAndCompute(const QCommandLineParser &parser, const Options &o, Input &input,
                   AttentionResult &result)
{
    if (const int status = loadInput(parser, o, input, true))
        return status;
    const QString place = input.path.isEmpty() ? parser.value(o.example) : displayPath(input.path);
    // Too large for this machine is not invalid input (exit 1, as a failed write).
    const std::string tooLarge = checkMemoryBudget(input.scenario);
    if (!tooLarge.empty())
        return fail(Failure, place + QStringLiteral(": ") + QString::fromStdString(tooLarge));
    result = compute(input.scenario);
    if (!result.ok)
        return fail(Usage, inputName(parser, o, input) + QString::fromStdString(result.error));
    return Success;
}

/// Headless calls need no display (the offscreen platform ships with Qt), and stderr holds
/// our one error line and nothing else: Qt's own notes (for example about a missing
/// XDG_RUNTIME_DIR when run as root) are dropped. The platform is offscreen whatever
/// QT_QPA_PLATFORM says: these modes open no window, and "xcb" without a display (a
/// desktop's environment over ssh, a cron job) would abort before the first line.
void quietHeadless()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // A reader that has gone (a closed pipe) makes a write fail with EPIPE, reported as any
    // failed write ("cannot write to stdout: ...", exit 1), instead of ending the program
    // silently. Only here: the window's children would inherit the ignored signal.
    std::signal(SIGPIPE, SIG_IGN);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
        if (type == QtFatalMsg)
            std::fprintf(stderr, "error: %s\n", msg.toUtf8().constData());
    });
}

/// Bad usage must be reported without a display: checks the words before the window opens.
int checkWindowWords(int argc, char **argv)
{
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser probe;
    probe.addOptions({{QStringLiteral("example"), QString(), QStringLiteral("NAME")},
                      {QStringLiteral("memory-budget"), QString(), QStringLiteral("MIB")}});
    probe.addPositionalArgument(QStringLiteral("FILE"), QString());
    if (!probe.parse(raw))
        return fail(Usage, probe.errorText());
    return Success;
}

/// At exit, after a text Qt printed itself: exit status 1, with the error line, when it did
/// not reach stdout.
void checkStdoutAtExit()
{
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    if (flushed && !std::ferror(stdout))
        return;
    stdoutFailed(errno);
    std::fflush(stderr);
    std::_Exit(Failure);
}

void nameApplication()
{
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setOrganizationName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
}

/// At most one mode, and each mode's own options only with it (CommandLineModes.cpp).
int checkModes(const QCommandLineParser &parser, const Options &o)
{
    if (const std::optional<QString> problem = modeProblem(parser, o))
        return fail(Usage, *problem);
    return Success;
}

/// --list-examples: the built-in examples' names, one a line.
int listExamples(const QCommandLineParser &parser, const Options &o)
{
    if (!parser.positionalArguments().isEmpty() || parser.isSet(o.example))
        return fail(Usage, QStringLiteral("--list-examples takes no FILE"));
    QByteArray out;
    const QList<ExampleInfo> examples = builtInExamples();
    for (const ExampleInfo &e : examples)
        out += e.name.toUtf8() + '\n';
    return print(out);
}

/// The value of a whole-number option from 1 to `max`, when it is given.
int wholeOption(const QCommandLineParser &parser, const QCommandLineOption &option, long long max,
                int &out)
{
    if (!parser.isSet(option))
        return Success;
    long long value = 0;
    if (!parseWhole(parser.value(option), 1, max, value))
        return fail(Usage, QStringLiteral("--%1: expected a whole number from 1 to %2, got \"%3\"")
                               .arg(option.names().first())
                               .arg(max)
                               .arg(parser.value(option)));
    out = int(value);
    return Success;
}

/// --sweep: the d_k sweep JSON.
int sweep(const QCommandLineParser &parser, const Options &o)
{
    if (!parser.positionalArguments().isEmpty() || parser.isSet(o.example))
        return fail(Usage, QStringLiteral("--sweep takes no FILE"));
    SweepParams params;
    if (const int status = wholeOption(parser, o.keys, sweeplimits::maxKeys, params.keys))
        return status;
    if (const int status = wholeOption(parser, o.trials, sweeplimits::maxTrials, params.trials))
        return status;
    if (parser.isSet(o.seed)) {
        bool ok = false;
        const qulonglong seed = parser.value(o.seed).toULongLong(&ok);
        if (!ok)
            return fail(Usage,
                        QStringLiteral("--seed: expected a whole number from 0 to %1, got \"%2\"")
                            .arg(std::numeric_limits<qulonglong>::max())
                            .arg(parser.value(o.seed)));
        params.seed = seed;
    }
    return print(sweepToJson(params, runSweep(params)));
}

/// --compute --tiled B: the outputs only, from the tiled path (blocks of B keys).
int tiledMode(const QCommandLineParser &parser, const Options &o)
{
    int blockSize = 0;
    if (const int status = wholeOption(parser, o.tiled, limits::maxTokens, blockSize))
        return status;
    Input input;
    if (const int status = loadInput(parser, o, input, true))
        return status;
    const TiledResult result = computeTiled(input.scenario, blockSize);
    if (!result.ok)
        return fail(Usage, inputName(parser, o, input) + QString::fromStdString(result.error));
    return printStreamed([&](const JsonSink &sink) {
        return writeTiledResultJson(sink, result, input.scenario.mode);
    });
}

/// --compute: the result JSON of FILE or --example NAME.
int computeMode(const QCommandLineParser &parser, const Options &o)
{
    if (parser.isSet(o.tiled))
        return tiledMode(parser, o);
    Input input;
    AttentionResult result;
    if (const int status = loadAndCompute(parser, o, input, result))
        return status;
    // What the loader noticed comes first, then what the computation did.
    std::vector<std::string> warnings;
    for (const QString &note : std::as_const(input.warnings))
        warnings.push_back(note.toStdString());
    warnings.insert(warnings.end(), result.warnings.begin(), result.warnings.end());
    result.warnings = std::move(warnings);
    // A target adds the loss and the exact gradients of every input (core/learn).
    Gradients gradients;
    if (input.scenario.target) {
        gradients = lossGradients(input.scenario);
        if (!gradients.ok)
            return fail(Usage,
                        inputName(parser, o, input) + QString::fromStdString(gradients.error));
    }
    // --precision double: the same computation in double beside it (PrecisionOption.h).
    QByteArray inDouble;
    if (isDoublePrecision(parser.value(o.precision))) {
        QString error;
        inDouble = doubleComparisonField(input.scenario, result, &error);
        if (inDouble.isEmpty())
            return fail(Usage, inputName(parser, o, input) + error);
    }
    // Everything that can refuse has run: the text goes to stdout as it is written, never
    // whole in memory (2.4 GB for 2048 tokens and 16 heads).
    return printStreamed([&](const JsonSink &sink) {
        return writeResultJson(sink, result, input.scenario.mode,
                               input.scenario.target ? &gradients : nullptr, inDouble);
    });
}

/// --language CODE (or --lang): the picture's or handout's texts and numbers in that language
/// ("0,804" in Indonesian and Vietnamese); English stays the default of headless output.
int applyLanguageOption(const QCommandLineParser &parser, const Options &o)
{
    if (!parser.isSet(o.language))
        return Success;
    const QString code = parser.value(o.language);
    if (!ui::interfaceLanguages().contains(code))
        return fail(Usage, QStringLiteral("--language: expected one of %1, got \"%2\"")
                               .arg(ui::interfaceLanguages().join(QStringLiteral(", ")), code));
    if (code != QLatin1String("en"))
        ui::applyLanguage(code);
    return Success;
}

/// --export OUT --view VIEW [--scale F]: one view as a picture. A failure to write OUT is
/// not invalid input (exit 1).
int exportMode(const QCommandLineParser &parser, const Options &o)
{
    const QString out = parser.value(o.exportTo);
    if (!parser.isSet(o.view))
        return fail(Usage, QStringLiteral("--export needs --view VIEW (%1)")
                               .arg(ui::exportViewNames().join(QStringLiteral(", "))));
    const std::optional<ui::ExportView> view = ui::exportViewFromName(parser.value(o.view));
    if (!view)
        return fail(Usage, QStringLiteral("--view: unknown view \"%1\" (expected one of %2)")
                               .arg(parser.value(o.view),
                                    ui::exportViewNames().join(QStringLiteral(", "))));
    double scale = 1;
    if (parser.isSet(o.scale)) {
        bool ok = false;
        scale = parser.value(o.scale).toDouble(&ok);
        if (!ok || !(scale >= 0.25 && scale <= 8))
            return fail(Usage,
                        QStringLiteral("--scale: expected a number from 0.25 to 8, got \"%1\"")
                            .arg(parser.value(o.scale)));
    }
    if (parser.isSet(o.precision)) {
        const QString text = parser.value(o.precision);
        if (text != QLatin1String("2") && text != QLatin1String("3") && text != QLatin1String("4"))
            return fail(Usage,
                        QStringLiteral("--precision: expected 2, 3 or 4, got \"%1\"").arg(text));
        ui::setCellDecimals(text.toInt());
    }
    ui::ExportSettings settings;
    settings.page = parser.value(o.page).toLower();
    if (parser.isSet(o.page) && (settings.page.isEmpty() || !ui::isExportPageName(settings.page)))
        return fail(Usage, QStringLiteral("--page: expected one of %1, got \"%2\"")
                               .arg(ui::exportPageNames().join(QStringLiteral(", ")),
                                    parser.value(o.page)));
    int row = 0;
    if (const int status = wholeOption(parser, o.outlineRow, 4096, row))
        return status;
    settings.outlineFollowedRow = row > 0;
    settings.outlineRow = row - 1;
    if (const int status = applyLanguageOption(parser, o))
        return status;
    const QString suffix = out.section(QLatin1Char('.'), -1).toLower();
    if (!out.contains(QLatin1Char('.'))
        || !QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}
                .contains(suffix))
        return fail(Usage,
                    QStringLiteral("--export %1: the file name must end in .png, .svg or .pdf")
                        .arg(displayPath(out)));
    Input input;
    AttentionResult result;
    if (const int status = loadAndCompute(parser, o, input, result))
        return status;
    QString error;
    ui::installWindowExport();
    if (!ui::exportView(input.scenario, *view, out, scale, &error, settings))
        return fail(Failure, error);
    return Success;
}

/// The window, on FILE, --example NAME or the interface language's example. FILE is opened by the
/// window itself, as File > Open opens it: one that cannot be opened leaves the window on
/// the default example and says why there (a double-click on a file has no terminal).
int window(QApplication &app, const QCommandLineParser &parser, const Options &o)
{
    Input input;
    if (const int status = loadInput(parser, o, input, false, false))
        return status;
    // Without --example the window opens on the interface language's example.
    if (!parser.isSet(o.example))
        return ui::runGuiOnLanguageExample(app, input.path);
    return ui::runGui(app, input.scenario, input.path);
}

} // namespace

static int runChecked(int argc, char **argv)
{
    const bool headless = isHeadless(argc, argv);
    if (headless)
        quietHeadless();
    else if (const int status = checkWindowWords(argc, argv))
        return status;

    QApplication app(argc, argv);
    // Headless pictures and numbers are in English with '.', whatever the system locale
    // (the window follows View > Language instead).
    if (headless)
        QLocale::setDefault(QLocale::c());
    nameApplication();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Attention Lab: see and touch scaled dot-product attention,\n"
        "softmax(Q K^T / sqrt(d_k) + M) V.\n"
        "Without a mode option it opens the window on FILE, --example NAME or the default "
        "example."));
    const Options o(parser);
    if (!parser.parse(decodedArguments(argc, argv)))
        return fail(Usage, parser.errorText());
    // The help and the version are printed as any output (Qt's showHelp() and showVersion()
    // exit with 0 even when the text went nowhere: a full disk, a closed pipe).
    if (parser.isSet(o.help))
        return print(parser.helpText().toLocal8Bit());
    // --help-all is Qt's (addHelpOption() adds it), but only process() acts on it: without
    // this the window opened, invisible in the headless platform, and never ended. process()
    // prints the help with Qt's own options and exits with status 0 itself, so whether the
    // text reached stdout is checked at that exit.
    if (parser.isSet(QStringLiteral("help-all"))) {
        // A buffer larger than the text: Qt's fputs() only fills it, and the write happens
        // in checkStdoutAtExit()'s fflush(), whose errno says why it failed.
        static char buffer[1 << 16];
        std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
        std::atexit(checkStdoutAtExit);
        parser.process(decodedArguments(argc, argv));
    }
    if (parser.isSet(o.version))
        return print((QApplication::applicationName() + QLatin1Char(' ')
                      + QApplication::applicationVersion() + QLatin1Char('\n'))
                         .toLocal8Bit());
    if (const int status = checkModes(parser, o))
        return status;
    const bool windowMode
        = !parser.isSet(o.list) && !parser.isSet(o.sweep) && !parser.isSet(o.compute)
          && !parser.isSet(o.exportTo) && !parser.isSet(o.listLessons) && !parser.isSet(o.handout)
          && !parser.isSet(o.train) && !parser.isSet(o.generate) && !parser.isSet(o.model);
    QString why;
    if (!applyMemoryBudget(parser.isSet(o.budget) ? std::optional(parser.value(o.budget))
                                                  : std::nullopt,
                           windowMode, &why))
        return fail(Usage, why);

    if (parser.isSet(o.list))
        return listExamples(parser, o);
    if (parser.isSet(o.listLessons))
        return listLessons();
    if (parser.isSet(o.handout))
        return applyLanguageOption(parser, o)
                   ? Usage
                   : writeHandout(
                       parser.value(o.handout), parser.value(o.lesson),
                       parser.isSet(o.language) ? parser.value(o.language) : QStringLiteral("en"),
                       parser.isSet(o.variant) ? std::optional(parser.value(o.variant))
                                               : std::nullopt,
                       parser.isSet(o.answerKey) ? std::optional(parser.value(o.answerKey))
                                                 : std::nullopt);
    if (parser.isSet(o.sweep))
        return sweep(parser, o);
    if (parser.isSet(o.train)) {
        const TrainOutcome trained = trainCommand(parser, o);
        return trained.status == Success ? print(trained.output)
                                         : fail(trained.status, trained.error);
    }
    if (parser.isSet(o.model)) {
        const ModelOutcome ran = modelCommand(parser, o);
        return ran.status == Success ? print(ran.output) : fail(ran.status, ran.error);
    }
    if (parser.isSet(o.compute))
        return computeMode(parser, o);
    if (parser.isSet(o.exportTo))
        return exportMode(parser, o);
    if (parser.isSet(o.generate)) {
        Input input;
        if (const int status = loadInput(parser, o, input, true))
            return status;
        // Too large for this machine is not invalid input: exit 1, as with --compute.
        const std::string tooLarge = checkMemoryBudget(input.scenario);
        if (!tooLarge.empty())
            return fail(Failure, inputName(parser, o, input) + QString::fromStdString(tooLarge));
        const GenerateOutput g = generateCommand(input.scenario);
        return g.ok ? print(g.json) : fail(Usage, inputName(parser, o, input) + g.error);
    }
    return window(app, parser, o);
}

int run(int argc, char **argv)
{
    try {
        return runChecked(argc, argv);
    } catch (const std::bad_alloc &) {
        // A door the estimate does not cover (a picture, a file's text): one line, exit 1.
        return fail(Failure, QStringLiteral("out of memory"));
    }
}

} // namespace attn::app
