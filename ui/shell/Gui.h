#pragma once

#include <QString>

class QApplication;

namespace attn {
struct Scenario;
}

namespace attn::ui {

/// Shows the main window on `scenario` (loaded from `filePath`, empty for an example or
/// a new document) and runs the event loop; returns the exit code (128 + the signal when
/// SIGTERM, SIGHUP or SIGINT ended it: see TerminationSignals).
int runGui(QApplication &app, const Scenario &scenario, const QString &filePath);

} // namespace attn::ui
