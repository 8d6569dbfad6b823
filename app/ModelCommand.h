#pragma once

// attention-lab --model DIR --text "...": runs a real model's folder (docs/models.md) on a
// sentence and prints its tokens, its heads' attention and the next-token predictions as
// JSON (docs/result-format.md), with the interventions --ablate, --no-scale, --no-causal.

#include "CommandOutcome.h"

class QCommandLineParser;

namespace attn::app {

struct Options;

using ModelOutcome = CommandOutcome;

ModelOutcome modelCommand(const QCommandLineParser &parser, const Options &options);

} // namespace attn::app
