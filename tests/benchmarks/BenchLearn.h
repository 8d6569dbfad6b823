#pragma once

// The learn case of attention-bench: the Learn tab of the real main window trains its
// default spec (the built-in divisor-matters) while the GUI thread is watched.

#include <QByteArray>

namespace attn::bench {

/// Shows the offscreen 1366x768 main window on its Learn tab, presses Play and runs the event
/// loop until the training ends, with a 2 ms heartbeat timer on the GUI thread. Reports the
/// longest gap between two heartbeats (the longest the GUI thread was blocked at once, plus
/// up to the timer's 2 ms), the chart updates (deliveries drawn) per second, and the steps.
/// `steps` > 0 overrides the spec's step count.
QByteArray benchLearn(int steps, QByteArray &error);

} // namespace attn::bench
