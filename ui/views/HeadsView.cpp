#include "HeadsView.h"

namespace attn::ui {

HeadsView::HeadsView(QWidget *parent)
    : HeatmapViewBase(parent)
{
    setAccessibleName(tr("Attention weights of every head"));
    // Predict, then reveal: hides its weights and outputs itself (ui/predict/PageCover).
    setProperty("honoursConceal", true);
}

ViewLayout HeadsView::buildLayout(const QRectF &rect, const QFont &font, double zoom,
                                  const QPointF &pan, bool dark) const
{
    return layoutHeadsView(rect, *snapshot(), options(), font, zoom, pan, dark);
}

QSizeF HeadsView::preferredSize() const
{
    return headsPreferredSize(*snapshot(), options(), font());
}

} // namespace attn::ui
