#pragma once

// Which options go together: the one mode of a command line and the options each mode owns
// (docs/command-line.md), checked before anything runs.

#include "CommandLineOptions.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace attn::app {

/// At most one mode, and each mode's own options only with it: the usage error's text, or
/// nothing when the combination is valid.
std::optional<QString> modeProblem(const QCommandLineParser &parser, const Options &o);

} // namespace attn::app
