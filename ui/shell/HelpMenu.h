#pragma once

class QMainWindow;
class QMenu;

namespace attn::ui {

/// Adds Help > Keyboard Shortcuts, Help > About Attention Lab and Help > About Qt to
/// `window`'s menu bar, appending to its menu named "helpMenu" (objectName) if it has one,
/// otherwise creating it last. The dialogs are built when opened and delete themselves on
/// close. Returns the Help menu.
QMenu *installHelpMenu(QMainWindow *window);

} // namespace attn::ui
