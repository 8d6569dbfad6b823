#include "TrainCommand.h"

#include "CommandLineOptions.h"

#include "Training.h"
#include "TrainingFile.h"

#include <QCommandLineParser>

namespace attn::app {

namespace {

enum Exit { Success = 0, Failure = 1, Usage = 2 };

TrainOutcome refused(int status, const QString &error)
{
    return TrainOutcome{status, {}, error};
}

} // namespace

TrainOutcome trainCommand(const QCommandLineParser &parser, const Options &o)
{
    const QStringList files = parser.positionalArguments();
    const QStringList examples = parser.values(o.example);
    if (files.size() + examples.size() != 1)
        return refused(Usage, QStringLiteral("--train needs one training spec FILE or one "
                                             "--example NAME (built-in specs: %1)")
                                  .arg(trainingExampleNames().join(QStringLiteral(", "))));
    TrainingSpec spec;
    QString error;
    if (!examples.isEmpty() ? !trainingExample(examples.first(), spec, &error)
                            : !loadTrainingSpecFile(files.first(), spec, &error))
        return refused(Usage, error);
    if (parser.isSet(o.steps)) {
        bool ok = false;
        const int steps = parser.value(o.steps).toInt(&ok);
        if (!ok || steps < 0 || steps > 100000)
            return refused(Usage,
                           QStringLiteral("--steps: expected a whole number from 0 to 100000, "
                                          "got \"%1\"")
                               .arg(parser.value(o.steps)));
        spec.steps = steps;
    }
    if (parser.isSet(o.seed)) {
        bool ok = false;
        const qulonglong seed = parser.value(o.seed).toULongLong(&ok);
        if (!ok || seed > (1ull << 53))
            return refused(Usage, QStringLiteral("--seed: expected a whole number from 0 to 2^53, "
                                                 "got \"%1\"")
                                      .arg(parser.value(o.seed)));
        spec.seed = seed;
    }
    const std::string why = trainingSpecProblem(spec);
    if (!why.empty())
        return refused(Usage, QString::fromStdString(why));
    Comparison comparison(spec);
    comparison.run();
    for (int i = 0; i < comparison.variantCount(); ++i)
        if (comparison.variant(i).failed)
            return refused(Failure,
                           QStringLiteral("variant \"%1\": %2")
                               .arg(QString::fromStdString(comparison.variant(i).variant.name),
                                    QString::fromStdString(comparison.variant(i).error)));
    return TrainOutcome{Success, trainingResultJson(comparison), {}};
}

} // namespace attn::app
