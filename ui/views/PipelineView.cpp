#include "PipelineView.h"

#include "PipelinePainter.h"

namespace attn::ui {

PipelineView::PipelineView(QWidget *parent)
    : HeatmapViewBase(parent)
{
    setAccessibleName(tr("Pipeline of the attention formula"));
    // Predict, then reveal: hides its weights and outputs itself (ui/predict/PageCover).
    setProperty("honoursConceal", true);
    setWhatsThis(tr("Every stage of softmax(Q\u00b7K\u1d40/√d_k + M)\u00b7V. Hover a cell "
                    "to see its formula; Page Up and Page Down move the focus between stages."));
}

void PipelineView::setHighlightedStage(int stage)
{
    if (stage == m_highlightedStage)
        return;
    m_highlightedStage = stage;
    invalidateLayout();
    update();
}

void PipelineView::setStageFocused(bool focused)
{
    if (focused == m_stageFocused)
        return;
    m_stageFocused = focused;
    invalidateLayout();
    update();
}

int PipelineView::panelOfStage(Stage stage) const
{
    const ViewLayout &layout = currentLayout();
    for (std::size_t i = 0; i < layout.panels.size(); ++i) {
        if (layout.panels[i].stage == int(stage))
            return int(i);
    }
    return -1;
}

ViewLayout PipelineView::buildLayout(const QRectF &rect, const QFont &font, double zoom,
                                     const QPointF &pan, bool dark) const
{
    ViewOptions shown = options();
    if (m_stageFocused)
        shown.focusStage = m_highlightedStage;
    return layoutPipelineView(rect, *snapshot(), shown, font, m_highlightedStage, zoom, pan, dark);
}

QSizeF PipelineView::preferredSize() const
{
    return pipelinePreferredSize(*snapshot(), options(), font());
}

} // namespace attn::ui
