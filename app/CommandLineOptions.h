#pragma once

// The command line's options and its input, shared by the modes of CommandLine.cpp.

#include "Export.h"
#include "Scenario.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace attn::app {

/// --help lists them.
struct Options
{
    explicit Options(QCommandLineParser &parser)
        : help(parser.addHelpOption())
        , version(parser.addVersionOption())
    {
        for (const QCommandLineOption *o :
             {&compute, &tiled, &exportTo, &view, &scale, &precision, &page, &language, &sweep,
              &keys, &trials, &seed, &list, &example, &budget, &train, &steps})
            parser.addOption(*o);
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("A scenario file (.json)."),
                                     QStringLiteral("[FILE]"));
    }

    const QCommandLineOption help;
    const QCommandLineOption version;
    const QCommandLineOption compute
        = option("compute", "Print the result JSON of FILE; no window.");
    const QCommandLineOption tiled
        = option("tiled",
                 "With --compute: the outputs only, computed over blocks of B keys (online "
                 "softmax, never an n x n matrix).",
                 "B");
    const QCommandLineOption exportTo
        = option("export", "Render one view to OUT (.png, .svg, .pdf); no window.", "OUT");
    const QCommandLineOption view{QStringLiteral("view"),
                                  QStringLiteral("The view to export: %1.")
                                      .arg(ui::exportViewNames().join(QStringLiteral(", "))),
                                  QStringLiteral("VIEW")};
    const QCommandLineOption scale
        = option("scale", "Multiply a PNG's pixel size by F (default 1).", "F");
    const QCommandLineOption precision
        = option("precision", "Decimals of the numbers in cells: 2, 3 or 4 (default 3).", "N");
    const QCommandLineOption page = option(
        "page", "The PDF's page: a4 or letter, with -portrait or -landscape (default a4).", "PAGE");
    const QCommandLineOption language
        = option("language", "The picture's language: en, id or vi (default en).", "CODE");
    const QCommandLineOption sweep = option("sweep", "Print the d_k sweep JSON; no window.");
    const QCommandLineOption keys = option("keys", "Sweep: number of keys (default 8).", "N");
    const QCommandLineOption trials
        = option("trials", "Sweep: trials per d_k (default 2000).", "T");
    const QCommandLineOption seed = option(
        "seed", "Sweep: random seed (default 0); training: replaces the spec's seed.", "S");
    const QCommandLineOption list = option("list-examples", "Print the built-in examples' names.");
    const QCommandLineOption example
        = option("example", "Use the built-in example NAME as FILE.", "NAME");
    const QCommandLineOption train
        = option("train", "Train the comparison of the training spec FILE (or --example NAME) "
                          "and print its result JSON; no window.");
    const QCommandLineOption steps
        = option("steps", "Training: replaces the spec's number of steps.", "N");
    const QCommandLineOption budget
        = option("memory-budget",
                 "Refuse a scenario whose computation would keep more than MIB mebibytes "
                 "(default: a quarter of the physical memory).",
                 "MIB");

private:
    static QCommandLineOption option(const char *name, const char *description,
                                     const char *valueName = "")
    {
        return QCommandLineOption(QLatin1String(name), QLatin1String(description),
                                  QLatin1String(valueName));
    }
};

struct Input
{
    Scenario scenario;
    QString path;         ///< empty for an example
    QStringList warnings; ///< the loader's notes (unknown keys, a missing "format")
};

} // namespace attn::app
