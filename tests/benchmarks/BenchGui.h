#pragma once

// The GUI cases of attention-bench: painting a large heatmap, edit-to-repaint
// latency in the real main window, and startup to the first painted frame. They need a
// QApplication (the offscreen platform is enough).

#include "BenchCompute.h"

#include <QString>

namespace attn::bench {

/// Paints the weights view (the screen's paint routine, WeightsView::paintEvent) of an
/// n x n scenario into an image `n` logical pixels wide, `repeat` times.
QByteArray benchPaint(int n, int repeat, std::uint64_t seed, QByteArray &error);

/// Changes one embedding cell of a `size` scenario through the document's undo stack in
/// an offscreen 1366x768 main window and waits until every visible view has repainted.
/// Reports the median latency and the longest the GUI thread was blocked at once.
QByteArray benchEdit(const Size &size, int repeat, std::uint64_t seed, QByteArray &error);

/// Starts `program --startup-child window|bare` `repeat` times each and times process
/// start to the first painted frame: the app's main window against a bare QWidget.
QByteArray benchStartup(const QString &program, int repeat, QByteArray &error);

/// The child side of benchStartup(): shows `what` ("window" or "bare"), prints one line
/// once its first frame is painted and returns the exit code.
int startupChild(const QString &what);

} // namespace attn::bench
