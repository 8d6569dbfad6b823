#include "WeightsView.h"

#include "ViewSpecs.h"

namespace attn::ui {

WeightsView::WeightsView(QWidget *parent)
    : WeightsView(Content::Weights, parent)
{
}

WeightsView::WeightsView(Content content, QWidget *parent)
    : HeatmapViewBase(parent)
    , m_content(content)
{
    // Predict, then reveal: hides its weights itself (ui/predict/PageCover).
    setProperty("honoursConceal", true);
    setAccessibleName(content == Content::Weights ? tr("Attention weights heatmap")
                                                  : tr("Scores heatmap"));
    setWhatsThis(tr("Rows are queries, columns are keys. Hover a cell or move the focus cell "
                    "with the arrow keys to see its formula; click a row to follow that query "
                    "through every stage. Ctrl+wheel zooms."));
}

int WeightsView::displayedHead() const
{
    return snapshot() ? shownHead(*snapshot(), options()) : 0;
}

ViewLayout WeightsView::buildLayout(const QRectF &rect, const QFont &font, double zoom,
                                    const QPointF &pan, bool dark) const
{
    return layoutWeightsView(rect, *snapshot(), options(), font, m_content == Content::Scores, zoom,
                             pan, dark);
}

QSizeF WeightsView::preferredSize() const
{
    return m_content == Content::Scores ? scoresPreferredSize(*snapshot(), options(), font())
                                        : weightsPreferredSize(*snapshot(), options(), font());
}

} // namespace attn::ui
