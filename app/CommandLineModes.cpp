#include "CommandLineModes.h"

#include "PrecisionOption.h"

#include <cstring>

namespace attn::app {

std::optional<QString> modeProblem(const QCommandLineParser &parser, const Options &o)
{
    const int modes = int(parser.isSet(o.compute)) + int(parser.isSet(o.exportTo))
                      + int(parser.isSet(o.sweep)) + int(parser.isSet(o.list))
                      + int(parser.isSet(o.listLessons)) + int(parser.isSet(o.handout))
                      + int(parser.isSet(o.train)) + int(parser.isSet(o.generate));
    if (modes > 1)
        return QStringLiteral("--compute, --generate, --export, --sweep, --train, "
                              "--list-examples, "
                              "--list-lessons and --handout exclude each other");
    if (!parser.isSet(o.handout) && (parser.isSet(o.lesson) || parser.isSet(o.variant)))
        return QStringLiteral("--lesson and --variant go with --handout");
    if (!parser.isSet(o.exportTo) && !parser.isSet(o.handout) && parser.isSet(o.language))
        return QStringLiteral("--language goes with --export or --handout");
    const bool inDouble = isDoublePrecision(parser.value(o.precision));
    if (inDouble && (!parser.isSet(o.compute) || parser.isSet(o.tiled)))
        return QStringLiteral("--precision double goes with --compute (not --tiled)");
    if (!parser.isSet(o.exportTo)
        && (parser.isSet(o.view) || parser.isSet(o.scale)
            || (parser.isSet(o.precision) && !inDouble) || parser.isSet(o.page)
            || parser.isSet(o.outlineRow)))
        return QStringLiteral("--view, --scale, --precision, --page and --outline-row go "
                              "with --export");
    if (!parser.isSet(o.sweep)
        && (parser.isSet(o.keys) || parser.isSet(o.trials)
            || (parser.isSet(o.seed) && !parser.isSet(o.train))))
        return parser.isSet(o.train)
                   ? QStringLiteral("--keys and --trials go with --sweep")
                   : QStringLiteral("--keys, --trials and --seed go with --sweep");
    if (!parser.isSet(o.train) && parser.isSet(o.steps))
        return QStringLiteral("--steps goes with --train");
    if (!parser.isSet(o.compute) && parser.isSet(o.tiled))
        return QStringLiteral("--tiled goes with --compute");
    return std::nullopt;
}

bool isHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag :
             {"--compute", "--export", "--sweep", "--list-examples", "--help", "-h", "--help-all",
              "--version", "-v", "--list-lessons", "--handout", "--train", "--generate"}) {
            if (std::strcmp(argv[i], flag) == 0
                || (std::strncmp(argv[i], flag, std::strlen(flag)) == 0
                    && argv[i][std::strlen(flag)] == '='))
                return true;
        }
    }
    return false;
}

} // namespace attn::app
