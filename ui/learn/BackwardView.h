#pragma once

#include "HeatmapViewBase.h"

namespace attn::ui {

/// The backward pass of the shown head as heatmaps: the forward stages the loss reads
/// (scores softmax saw, softmax, output, target) over the gradients flowing back (d output,
/// d p, d s). A gradient cell's tooltip tells its formula with the engine's numbers.
class BackwardView : public HeatmapViewBase
{
    Q_OBJECT

public:
    explicit BackwardView(QWidget *parent = nullptr);

    QString formulaAt(int panel, int row, int column) const override;
    /// The panel index of a BackwardStage value, -1 if it is not shown.
    int panelOfStage(int stage) const;

protected:
    ViewLayout buildLayout(const QRectF &rect, const QFont &font, double zoom, const QPointF &pan,
                           bool dark) const override;
    QSizeF preferredSize() const override;
};

} // namespace attn::ui
