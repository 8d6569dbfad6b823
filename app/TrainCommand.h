#pragma once

// attention-lab --train: trains the comparison of a training spec (FILE or --example NAME)
// and prints the result JSON (docs/training-format.md).

#include <QByteArray>
#include <QString>

class QCommandLineParser;

namespace attn::app {

struct Options;

/// What the command line prints: `output` on stdout when status is 0, else the one-line
/// `error` on stderr.
struct TrainOutcome
{
    int status = 0;
    QByteArray output;
    QString error;
};

/// --train with FILE or --example NAME, --steps N and --seed S.
TrainOutcome trainCommand(const QCommandLineParser &parser, const Options &options);

} // namespace attn::app
