#pragma once

class QWidget;

namespace attn::ui {

/// Lets Tab leave every item view (table, tree, list) under `root`. A QTableView that
/// navigates with Tab wraps around its cells and never lets go: a trap for anyone without
/// a mouse. The arrow keys move between cells instead, and Tab in an open cell editor still
/// commits and moves on to the next cell, as in a spreadsheet.
void letTabLeaveItemViews(QWidget *root);

} // namespace attn::ui
