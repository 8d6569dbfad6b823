#pragma once

#include "Snapshot.h"
#include "ViewOptions.h"

#include <QWidget>

namespace attn::ui {

/// A panel that draws a Snapshot. Views never compute: they read the engine's result.
/// The main window feeds every view the same snapshot and options.
class SnapshotView : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual void setSnapshot(SnapshotPtr snapshot) = 0;
    virtual void setOptions(const ViewOptions &options) = 0;

signals:
    /// The live formula of the hovered or focused cell, for the status bar.
    void statusMessage(const QString &text);
    /// A query row was clicked: follow it through every stage.
    void queryRowActivated(int row);
    /// A weights cell was clicked in mask-editing mode: toggle allowed / blocked.
    void cellToggleRequested(int row, int column);
    /// A weights cell was clicked (or chosen with Enter): a guess in predict, then reveal.
    void weightCellActivated(int head, int row, int column);
};

} // namespace attn::ui
