#pragma once

#include <QString>

class QMainWindow;

namespace attn::ui {

/// A failed file operation: a warning box over `window` with `title` ("Could not save
/// “a.json”.") and the reason below it.
void showFileError(QMainWindow *window, const QString &title, const QString &message);

/// A file operation that went well ("Saved /path/a.json"), in the status bar for 8 s.
void showFileStatus(QMainWindow *window, const QString &message);

} // namespace attn::ui
