#pragma once

#include "HeatmapViewBase.h"

namespace attn::ui {

/// Every stage of softmax(Q·Kᵀ/√d_k + M)·V as a small labelled heatmap in a flowing grid:
/// X, Q, K, V, Q·Kᵀ, ÷√d_k, M, softmax, weights·V and, for several heads, concat, W_o and
/// the output. The followed query row is outlined in every stage.
class PipelineView : public HeatmapViewBase
{
    Q_OBJECT

public:
    using Stage = PipelineStage;

    explicit PipelineView(QWidget *parent = nullptr);

    /// Dims every stage but `stage` (a PipelineStage value); -1 shows all stages alike.
    void setHighlightedStage(int stage);
    int highlightedStage() const { return m_highlightedStage; }

    /// Shows the highlighted stage alone, large, with the stages it is computed from beside
    /// it (every stage while none is highlighted).
    void setStageFocused(bool focused);
    bool stageFocused() const { return m_stageFocused; }

    /// The panel index of `stage` in the current picture, -1 if it is not shown.
    int panelOfStage(Stage stage) const;

protected:
    ViewLayout buildLayout(const QRectF &rect, const QFont &font, double zoom, const QPointF &pan,
                           bool dark) const override;
    QSizeF preferredSize() const override;

private:
    int m_highlightedStage = -1;
    bool m_stageFocused = false;
};

} // namespace attn::ui
