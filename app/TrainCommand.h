#pragma once

// attention-lab --train: trains the comparison of a training spec (FILE or --example NAME)
// and prints the result JSON (docs/training-format.md).

#include "CommandOutcome.h"

class QCommandLineParser;

namespace attn::app {

struct Options;

using TrainOutcome = CommandOutcome;

/// --train with FILE or --example NAME, --steps N and --seed S.
TrainOutcome trainCommand(const QCommandLineParser &parser, const Options &options);

} // namespace attn::app
