#include "CommandLineModes.h"

#include "PrecisionOption.h"

#include <cstring>

namespace attn::app {

namespace {

/// The mode option that is given ("--sweep"), "--compute --tiled" for the tiled computation;
/// empty for the window.
QString modeName(const QCommandLineParser &parser, const Options &o)
{
    if (parser.isSet(o.compute))
        return parser.isSet(o.tiled) ? QStringLiteral("--compute --tiled")
                                     : QStringLiteral("--compute");
    for (const QCommandLineOption *mode : {&o.generate, &o.exportTo, &o.sweep, &o.train, &o.list,
                                           &o.listLessons, &o.handout, &o.model})
        if (parser.isSet(*mode))
            return QStringLiteral("--") + mode->names().first();
    return QString();
}

} // namespace

std::optional<QString> modeProblem(const QCommandLineParser &parser, const Options &o)
{
    // An option given twice would silently mean its last value (--example has its own
    // message, in loadInput).
    for (const QCommandLineOption *option :
         {&o.tiled,      &o.exportTo, &o.view,    &o.scale,     &o.precision, &o.page,
          &o.outlineRow, &o.language, &o.keys,    &o.trials,    &o.seed,      &o.budget,
          &o.handout,    &o.lesson,   &o.variant, &o.answerKey, &o.steps,     &o.model,
          &o.text,       &o.top,      &o.layer,   &o.head,      &o.noScale}) {
        const QStringList values = parser.values(*option);
        if (values.size() > 1)
            return QStringLiteral("--%1 is given %2 times (%3); give it once")
                .arg(option->names().first())
                .arg(values.size())
                .arg(values.join(QStringLiteral(", ")));
    }
    const int modes = int(parser.isSet(o.compute)) + int(parser.isSet(o.exportTo))
                      + int(parser.isSet(o.sweep)) + int(parser.isSet(o.list))
                      + int(parser.isSet(o.listLessons)) + int(parser.isSet(o.handout))
                      + int(parser.isSet(o.train)) + int(parser.isSet(o.generate))
                      + int(parser.isSet(o.model));
    if (modes > 1)
        return QStringLiteral("--compute, --generate, --export, --sweep, --train, --model, "
                              "--list-examples, "
                              "--list-lessons and --handout exclude each other");
    if (!parser.isSet(o.model)) {
        for (const QCommandLineOption *option :
             {&o.text, &o.top, &o.layer, &o.head, &o.ablate, &o.noScale, &o.noCausal})
            if (parser.isSet(*option))
                return QStringLiteral("--%1 goes with --model").arg(option->names().first());
    }
    if (!parser.isSet(o.handout) && (parser.isSet(o.lesson) || parser.isSet(o.variant)))
        return QStringLiteral("--lesson and --variant go with --handout");
    if (!parser.isSet(o.handout) && parser.isSet(o.answerKey))
        return QStringLiteral("--answer-key goes with --handout");
    if (!parser.isSet(o.exportTo) && !parser.isSet(o.handout) && parser.isSet(o.language))
        return QStringLiteral("--language goes with --export or --handout");
    const bool inDouble = isDoublePrecision(parser.value(o.precision));
    if (inDouble && (!parser.isSet(o.compute) || parser.isSet(o.tiled)))
        return QStringLiteral("--precision double goes with --compute (not --tiled)");
    // With --compute the only --precision is "double": the decimals belong to --export.
    if (parser.isSet(o.compute) && parser.isSet(o.precision) && !inDouble)
        return QStringLiteral("--precision: with --compute expected \"double\", got \"%1\" (the "
                              "decimals 2, 3 or 4 go with --export)")
            .arg(parser.value(o.precision));
    if (!parser.isSet(o.exportTo)
        && (parser.isSet(o.view) || parser.isSet(o.scale)
            || (parser.isSet(o.precision) && !inDouble) || parser.isSet(o.page)
            || parser.isSet(o.outlineRow)))
        return QStringLiteral("--view, --scale, --precision, --page and --outline-row go "
                              "with --export");
    if (!parser.isSet(o.sweep) && (parser.isSet(o.keys) || parser.isSet(o.trials)))
        return parser.isSet(o.train)
                   ? QStringLiteral("--keys and --trials go with --sweep")
                   : QStringLiteral("--keys, --trials and --seed go with --sweep");
    const QString mode = modeName(parser, o);
    if (!parser.isSet(o.sweep) && !parser.isSet(o.train) && parser.isSet(o.seed))
        return QStringLiteral("--seed goes with --sweep or --train, not with %1").arg(mode);
    if (!parser.isSet(o.train) && parser.isSet(o.steps))
        return QStringLiteral("--steps goes with --train");
    if (!parser.isSet(o.compute) && parser.isSet(o.tiled))
        return QStringLiteral("--tiled goes with --compute");
    // The modes that read no scenario (--sweep and --list-examples say so themselves).
    if ((parser.isSet(o.listLessons) || parser.isSet(o.handout))
        && (!parser.positionalArguments().isEmpty() || parser.isSet(o.example)))
        return parser.isSet(o.handout)
                   ? QStringLiteral("--handout takes no FILE or --example (the lesson is "
                                    "--lesson NAME)")
                   : QStringLiteral("--list-lessons takes no FILE or --example");
    // The budget bounds what a computation keeps (a scenario's matrices, a training run's
    // states): the modes that keep neither have nothing for it to bound.
    if (parser.isSet(o.budget)
        && (parser.isSet(o.tiled) || parser.isSet(o.sweep) || parser.isSet(o.list)
            || parser.isSet(o.listLessons) || parser.isSet(o.model)))
        return QStringLiteral("--memory-budget goes with the window, --compute, --generate, "
                              "--export, --handout and --train, not with %1")
            .arg(mode);
    return std::nullopt;
}

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"--compute", "--export", "--sweep", "--list-examples", "--help",
                                 "-h", "--help-all", "--version", "-v", "--list-lessons",
                                 "--handout", "--train", "--generate", "--model"}) {
            if (std::strcmp(argv[i], flag) == 0
                || (std::strncmp(argv[i], flag, std::strlen(flag)) == 0
                    && argv[i][std::strlen(flag)] == '='))
                return true;
        }
    }
    return false;
}

} // namespace attn::app
