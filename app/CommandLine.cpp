#include "CommandLine.h"

#include "Attention.h"
#include "Examples.h"
#include "Export.h"
#include "Gui.h"
#include "ResultJson.h"
#include "ScenarioFile.h"
#include "Sweep.h"
#include "WindowExport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QFile>
#include <QMessageBox>

#include <cstdio>
#include <cstring>
#include <limits>

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
    return std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size())
           && std::fflush(stdout) == 0;
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

struct Input
{
    Scenario scenario;
    QString path; ///< empty for an example
};

/// FILE or --example NAME; on failure the message names the file or the example.
int loadInput(const QCommandLineParser &parser, const QCommandLineOption &example, Input &input,
              bool required)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return fail(Usage, QStringLiteral("expected one scenario FILE, got %1 (%2)")
                               .arg(files.size())
                               .arg(files.join(QStringLiteral(", "))));
    const bool hasExample = parser.isSet(example);
    if (hasExample && !files.isEmpty())
        return fail(Usage, QStringLiteral("give either FILE or --example NAME, not both"));
    QString error;
    if (hasExample) {
        if (!loadExample(parser.value(example), input.scenario, &error))
            return fail(Usage, error);
        return Success;
    }
    if (files.isEmpty()) {
        if (required)
            return fail(Usage, QStringLiteral("needs a scenario FILE or --example NAME"));
        return Success;
    }
    input.path = files.first();
    if (!loadScenarioFile(input.path, input.scenario, &error))
        return fail(QFile::exists(input.path) ? Usage : Usage, error);
    return Success;
}

} // namespace

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"--compute", "--export", "--sweep", "--list-examples", "--help",
                                 "-h", "--help-all", "--version", "-v"}) {
            if (std::strcmp(argv[i], flag) == 0 || (std::strncmp(argv[i], flag, std::strlen(flag)) == 0
                                                    && argv[i][std::strlen(flag)] == '='))
                return true;
        }
    }
    return false;
}

int run(int argc, char **argv)
{
    const bool headless = isHeadless(argc, argv);
    // Headless calls need no display: the offscreen platform ships with Qt.
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    if (headless) {
        // stderr holds our one error line and nothing else: Qt's own notes (for example
        // about a missing XDG_RUNTIME_DIR when run as root) are dropped in headless modes.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
            if (type == QtFatalMsg)
                std::fprintf(stderr, "error: %s\n", msg.toUtf8().constData());
        });
    }
    if (!headless) {
        // Bad usage must be reported without a display: check the words before the GUI.
        QStringList raw;
        for (int i = 0; i < argc; ++i)
            raw << QString::fromLocal8Bit(argv[i]);
        QCommandLineParser probe;
        probe.addOptions({{QStringLiteral("example"), QString(), QStringLiteral("NAME")}});
        probe.addPositionalArgument(QStringLiteral("FILE"), QString());
        if (!probe.parse(raw))
            return fail(Usage, probe.errorText());
    }

    QApplication app(argc, argv);
    // Headless pictures and numbers are in English with '.', whatever the system locale
    // (the window follows View > Language instead).
    if (headless)
        QLocale::setDefault(QLocale::c());
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setOrganizationName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Attention Lab: see and touch scaled dot-product attention,\n"
        "softmax(Q K^T / sqrt(d_k) + M) V.\n"
        "Without a mode option it opens the window on FILE, --example NAME or the default "
        "example."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption computeOption(QStringLiteral("compute"),
                                           QStringLiteral("Print the result JSON of FILE; no window."));
    const QCommandLineOption exportOption(
        QStringLiteral("export"), QStringLiteral("Render one view to OUT (.png, .svg, .pdf); no window."),
        QStringLiteral("OUT"));
    const QCommandLineOption viewOption(QStringLiteral("view"),
                                        QStringLiteral("The view to export: %1.")
                                            .arg(ui::exportViewNames().join(QStringLiteral(", "))),
                                        QStringLiteral("VIEW"));
    const QCommandLineOption scaleOption(QStringLiteral("scale"),
                                         QStringLiteral("Multiply a PNG's pixel size by F (default 1)."),
                                         QStringLiteral("F"));
    const QCommandLineOption sweepOption(QStringLiteral("sweep"),
                                         QStringLiteral("Print the d_k sweep JSON; no window."));
    const QCommandLineOption keysOption(QStringLiteral("keys"),
                                        QStringLiteral("Sweep: number of keys (default 8)."),
                                        QStringLiteral("N"));
    const QCommandLineOption trialsOption(QStringLiteral("trials"),
                                          QStringLiteral("Sweep: trials per d_k (default 2000)."),
                                          QStringLiteral("T"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Sweep: random seed (default 0)."),
                                        QStringLiteral("S"));
    const QCommandLineOption listOption(QStringLiteral("list-examples"),
                                        QStringLiteral("Print the built-in examples' names."));
    const QCommandLineOption exampleOption(QStringLiteral("example"),
                                           QStringLiteral("Use the built-in example NAME as FILE."),
                                           QStringLiteral("NAME"));
    for (const QCommandLineOption *o : {&computeOption, &exportOption, &viewOption, &scaleOption,
                                        &sweepOption, &keysOption, &trialsOption, &seedOption,
                                        &listOption, &exampleOption})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario file (.json)."),
                                 QStringLiteral("[FILE]"));

    if (!parser.parse(QApplication::arguments()))
        return fail(Usage, parser.errorText());
    if (parser.isSet(help))
        parser.showHelp(Success);
    if (parser.isSet(version))
        parser.showVersion();

    const int modes = int(parser.isSet(computeOption)) + int(parser.isSet(exportOption))
                      + int(parser.isSet(sweepOption)) + int(parser.isSet(listOption));
    if (modes > 1)
        return fail(Usage, QStringLiteral("--compute, --export, --sweep and --list-examples "
                                          "exclude each other"));
    if (!parser.isSet(exportOption) && (parser.isSet(viewOption) || parser.isSet(scaleOption)))
        return fail(Usage, QStringLiteral("--view and --scale go with --export"));
    if (!parser.isSet(sweepOption)
        && (parser.isSet(keysOption) || parser.isSet(trialsOption) || parser.isSet(seedOption)))
        return fail(Usage, QStringLiteral("--keys, --trials and --seed go with --sweep"));

    if (parser.isSet(listOption)) {
        if (!parser.positionalArguments().isEmpty() || parser.isSet(exampleOption))
            return fail(Usage, QStringLiteral("--list-examples takes no FILE"));
        QByteArray out;
        const QList<ExampleInfo> examples = builtInExamples();
        for (const ExampleInfo &e : examples)
            out += e.name.toUtf8() + '\n';
        return writeStdout(out) ? Success : fail(Failure, QStringLiteral("cannot write to stdout"));
    }

    if (parser.isSet(sweepOption)) {
        if (!parser.positionalArguments().isEmpty() || parser.isSet(exampleOption))
            return fail(Usage, QStringLiteral("--sweep takes no FILE"));
        SweepParams params;
        long long value = 0;
        if (parser.isSet(keysOption)) {
            if (!parseWhole(parser.value(keysOption), 1, sweeplimits::maxKeys, value))
                return fail(Usage, QStringLiteral("--keys: expected a whole number from 1 to %1, got \"%2\"")
                                       .arg(sweeplimits::maxKeys)
                                       .arg(parser.value(keysOption)));
            params.keys = int(value);
        }
        if (parser.isSet(trialsOption)) {
            if (!parseWhole(parser.value(trialsOption), 1, sweeplimits::maxTrials, value))
                return fail(Usage, QStringLiteral("--trials: expected a whole number from 1 to %1, got \"%2\"")
                                       .arg(sweeplimits::maxTrials)
                                       .arg(parser.value(trialsOption)));
            params.trials = int(value);
        }
        if (parser.isSet(seedOption)) {
            bool ok = false;
            const qulonglong seed = parser.value(seedOption).toULongLong(&ok);
            if (!ok)
                return fail(Usage, QStringLiteral("--seed: expected a whole number from 0 to %1, got \"%2\"")
                                       .arg(std::numeric_limits<qulonglong>::max())
                                       .arg(parser.value(seedOption)));
            params.seed = seed;
        }
        const SweepResult result = runSweep(params);
        return writeStdout(sweepToJson(params, result))
                   ? Success
                   : fail(Failure, QStringLiteral("cannot write to stdout"));
    }

    Input input;
    if (parser.isSet(computeOption)) {
        if (const int status = loadInput(parser, exampleOption, input, true))
            return status;
        const AttentionResult result = compute(input.scenario);
        if (!result.ok)
            return fail(Usage, (input.path.isEmpty() ? parser.value(exampleOption) : input.path)
                                   + QStringLiteral(": ") + QString::fromStdString(result.error));
        return writeStdout(resultToJson(result, input.scenario.mode))
                   ? Success
                   : fail(Failure, QStringLiteral("cannot write to stdout"));
    }

    if (parser.isSet(exportOption)) {
        const QString out = parser.value(exportOption);
        if (!parser.isSet(viewOption))
            return fail(Usage, QStringLiteral("--export needs --view VIEW (%1)")
                                   .arg(ui::exportViewNames().join(QStringLiteral(", "))));
        const std::optional<ui::ExportView> view = ui::exportViewFromName(parser.value(viewOption));
        if (!view)
            return fail(Usage, QStringLiteral("--view: unknown view \"%1\" (expected one of %2)")
                                   .arg(parser.value(viewOption),
                                        ui::exportViewNames().join(QStringLiteral(", "))));
        double scale = 1;
        if (parser.isSet(scaleOption)) {
            bool ok = false;
            scale = parser.value(scaleOption).toDouble(&ok);
            if (!ok || !(scale >= 0.25 && scale <= 8))
                return fail(Usage, QStringLiteral("--scale: expected a number from 0.25 to 8, got \"%1\"")
                                       .arg(parser.value(scaleOption)));
        }
        const QString suffix = out.section(QLatin1Char('.'), -1).toLower();
        if (!out.contains(QLatin1Char('.'))
            || !QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}
                    .contains(suffix))
            return fail(Usage, QStringLiteral("--export %1: the file name must end in .png, .svg or .pdf")
                                   .arg(out));
        if (const int status = loadInput(parser, exampleOption, input, true))
            return status;
        // Input the engine refuses (overflow) is invalid input, named by its file as in
        // --compute; a failure to write OUT after that is not (exit 1).
        const AttentionResult result = compute(input.scenario);
        if (!result.ok)
            return fail(Usage, (input.path.isEmpty() ? parser.value(exampleOption) : input.path)
                                   + QStringLiteral(": ") + QString::fromStdString(result.error));
        QString error;
        ui::installWindowExport();
        if (!ui::exportView(input.scenario, *view, out, scale, &error))
            return fail(Failure, error);
        return Success;
    }

    // The window.
    if (const int status = loadInput(parser, exampleOption, input, false))
        return status;
    if (input.path.isEmpty() && !parser.isSet(exampleOption)) {
        QString error;
        if (!loadExample(defaultExampleName(), input.scenario, &error))
            return fail(Failure, error);
    }
    return ui::runGui(app, input.scenario, input.path);
}

} // namespace attn::app
