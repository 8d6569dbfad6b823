#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

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

/// The keys of a heatmap view and of moving around the window, as (what it does, keys),
/// for Help > Keyboard Shortcuts: they are no actions, so the dialog cannot find them.
QList<std::pair<QString, QString>> heatmapKeys();
QList<std::pair<QString, QString>> movingAroundKeys();

/// The strings of this file (a context for the translations).
class KeyboardAccessText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::KeyboardAccessText)
};

} // namespace attn::ui
