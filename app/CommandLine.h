#pragma once

namespace attn::app {

/// True if the arguments ask for a mode that opens no window (so no display is needed).
bool isHeadless(int argc, char **argv);

/// Parses the command line (docs/command-line.md) and runs it.
/// Returns the exit status: 0 success, 2 bad usage or invalid input, 1 anything else.
int run(int argc, char **argv);

} // namespace attn::app
