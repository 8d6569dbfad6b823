#pragma once

#include "HeatmapViewBase.h"

namespace attn::ui {

/// One attention-weights heatmap per head in a grid, each titled "Head h · d_k = …",
/// all on one shared 0..1 colour scale.
class HeadsView : public HeatmapViewBase
{
    Q_OBJECT

public:
    explicit HeadsView(QWidget *parent = nullptr);

protected:
    ViewLayout buildLayout(const QRectF &rect, const QFont &font, double zoom, const QPointF &pan,
                           bool dark) const override;
    QSizeF preferredSize() const override;
};

} // namespace attn::ui
