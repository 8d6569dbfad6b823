#pragma once

#include <optional>

class QKeyEvent;
class QWidget;

namespace attn::ui {

/// Lets Tab leave every item view (table, tree, list) under `root`. A QTableView that
/// navigates with Tab wraps around its cells and never lets go: a trap for anyone without
/// a mouse. The arrow keys move between cells instead, and Tab in an open cell editor still
/// commits and moves on to the next cell, as in a spreadsheet.
void letTabLeaveItemViews(QWidget *root);

/// The zoom a key asks of a zoomable view: 1.25 (Ctrl++ or Ctrl+=), 0.8 (Ctrl+−), 0 for
/// "back to 100 %" (Ctrl+0), nothing for any other key.
std::optional<double> zoomStepForKey(const QKeyEvent *event);

} // namespace attn::ui
