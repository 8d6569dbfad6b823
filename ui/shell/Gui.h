#pragma once

#include <QString>

class QApplication;

namespace attn {
struct Scenario;
}

namespace attn::ui {

/// Shows the main window on `scenario` (an example, as a document without a file), opens
/// `openFile` in it when given (as File > Open would: a file that cannot be opened leaves
/// the window on `scenario` and says why, naming the file) and runs the event loop; returns
/// the exit code (128 + the signal when SIGTERM, SIGHUP or SIGINT ended it: see
/// TerminationSignals).
int runGui(QApplication &app, const Scenario &scenario, const QString &openFile = QString());

/// As above, on the interface language's own example (seed 002's one query and two keys
/// in Vietnamese, seed 000's step by step otherwise): the window without FILE or
/// --example, a first start included, opens in the teacher's language.
int runGuiOnLanguageExample(QApplication &app, const QString &openFile = QString());

} // namespace attn::ui
