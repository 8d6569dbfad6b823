#pragma once

#include "HeatmapViewBase.h"

namespace attn::ui {

/// The big heatmap: the attention weights of one head (queries x keys, viridis on 0..1,
/// masked cells hatched) with the invariant badges under it, or the raw scores Q·Kᵀ.
/// Shows ViewOptions::head (also when "all heads" is chosen: the heads view has the grid).
class WeightsView : public HeatmapViewBase
{
    Q_OBJECT

public:
    enum class Content { Weights, Scores };

    explicit WeightsView(QWidget *parent = nullptr);
    explicit WeightsView(Content content, QWidget *parent = nullptr);

    Content content() const { return m_content; }
    /// The head on screen (ViewOptions::head clamped to the snapshot's heads).
    int displayedHead() const;

protected:
    ViewLayout buildLayout(const QRectF &rect, const QFont &font, double zoom, const QPointF &pan,
                           bool dark) const override;
    QSizeF preferredSize() const override;

private:
    Content m_content = Content::Weights;
};

} // namespace attn::ui
