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
             {&compute,   &generate,   &tiled,    &exportTo,    &view,    &scale,  &precision,
              &page,      &outlineRow, &language, &sweep,       &keys,    &trials, &seed,
              &list,      &example,    &budget,   &listLessons, &handout, &lesson, &variant,
              &answerKey, &train,      &steps,    &model,       &text,    &top,    &layer,
              &head,      &ablate,     &noScale,  &noCausal})
            parser.addOption(*o);
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("A scenario file (.json)."),
                                     QStringLiteral("[FILE]"));
    }

    const QCommandLineOption help;
    const QCommandLineOption version;
    const QCommandLineOption compute
        = option("compute", "Print the result JSON of FILE; no window.");
    const QCommandLineOption generate = option(
        "generate",
        "Print the generation JSON of a causal FILE (one token a step, KV cache); no window.");
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
        = option("precision",
                 "Decimals of the numbers in cells: 2, 3 or 4 (default 3). With --compute, "
                 "\"double\" adds the same computation in double and the differences.",
                 "N");
    const QCommandLineOption page = option(
        "page", "The PDF's page: a4 or letter, with -portrait or -landscape (default a4).", "PAGE");
    const QCommandLineOption outlineRow
        = option("outline-row", "Outline query row N (from 1) in the picture.", "N");
    const QCommandLineOption language{
        {QStringLiteral("language"), QStringLiteral("lang")},
        QStringLiteral("The picture's or handout's language: en, id or vi (default en)."),
        QStringLiteral("CODE")};
    const QCommandLineOption sweep = option("sweep", "Print the d_k sweep JSON; no window.");
    const QCommandLineOption keys = option("keys", "Sweep: number of keys (default 8).", "N");
    const QCommandLineOption trials
        = option("trials", "Sweep: trials per d_k (default 2000).", "T");
    const QCommandLineOption seed = option(
        "seed", "Sweep: random seed (default 0); training: replaces the spec's seed.", "S");
    const QCommandLineOption list = option("list-examples", "Print the built-in examples' names.");
    const QCommandLineOption example
        = option("example", "Use the built-in example NAME as FILE.", "NAME");
    const QCommandLineOption listLessons
        = option("list-lessons", "Print the built-in lessons' names.");
    const QCommandLineOption handout
        = option("handout", "Write the PDF handout of --lesson NAME to OUT; no window.", "OUT");
    const QCommandLineOption lesson = option(
        "lesson", "The lesson of --handout: a name from --list-lessons or a file.", "NAME");
    const QCommandLineOption variant
        = option("variant", "With --handout: a student's variant code (their numbers).", "CODE");
    const QCommandLineOption answerKey
        = option("answer-key",
                 "With --handout: where the answer key goes: end (a last page, the default), "
                 "none (the students' sheets) or only (the teacher's sheet, the key alone).",
                 "WHERE");
    const QCommandLineOption train
        = option("train", "Train the comparison of the training spec FILE (or --example NAME) "
                          "and print its result JSON; no window.");
    const QCommandLineOption steps
        = option("steps", "Training: replaces the spec's number of steps.", "N");
    const QCommandLineOption model
        = option("model",
                 "Run the model in folder DIR (Hugging Face layout: config.json, safetensors, "
                 "tokenizer) on --text and print its tokens, attention and next-token "
                 "predictions as JSON; no window.",
                 "DIR");
    const QCommandLineOption text = option("text", "With --model: the sentence.", "TEXT");
    const QCommandLineOption top
        = option("top", "With --model: the K most likely next tokens (default 5).", "K");
    const QCommandLineOption layer
        = option("layer",
                 "With --model and --head: print only this head's attention (layers "
                 "and heads count from 0).",
                 "L");
    const QCommandLineOption head = option("head", "With --model and --layer: the head.", "H");
    const QCommandLineOption ablate
        = option("ablate",
                 "With --model: heads whose output is zero (L.H) or their mean over the "
                 "positions (L.H:mean), separated by commas.",
                 "HEADS");
    const QCommandLineOption noScale
        = option("no-scale",
                 "With --model: layers (L,L,... or all) whose scores are not divided by "
                 "sqrt(d_k).",
                 "LAYERS");
    const QCommandLineOption noCausal
        = option("no-causal", "With --model: lift the causal mask (every token sees the future).");
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
