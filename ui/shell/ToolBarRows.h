#pragma once

class QMainWindow;
class QMenu;
class QToolBar;

namespace attn::ui {

/// Keeps `second` on `first`'s row while both fit the window, and on a row of its own
/// below when they do not: a toolbar's overflow menu would hide its last switches (at
/// 1366 pixels in Indonesian and Vietnamese, Predict and the stage focus were behind it,
/// in presentation mode too). Follows resizes, the language and font size (their size
/// hints) and a toolbar shown or hidden.
void wrapToolBarWhenNarrow(QMainWindow *window, QToolBar *first, QToolBar *second);

/// A button on `bar` that opens `precision` (View > Precision): the decimals at hand.
void addPrecisionButton(QToolBar *bar, QMenu *precision);

} // namespace attn::ui
