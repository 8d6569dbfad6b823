#include "BackwardView.h"

#include "BackwardFormula.h"
#include "BackwardPainter.h"

namespace attn::ui {

BackwardView::BackwardView(QWidget *parent)
    : HeatmapViewBase(parent)
{
    setObjectName(QStringLiteral("backwardView"));
    setAccessibleName(tr("Backward pass: gradients of the loss"));
    setWhatsThis(tr("The forward stages the loss reads, over the gradients flowing back: "
                    "d output, d p and d s. Hover a gradient cell to see its formula with "
                    "the numbers."));
}

QString BackwardView::formulaAt(int panel, int row, int column) const
{
    const ViewLayout &layout = currentLayout();
    if (!snapshot() || panel < 0 || panel >= int(layout.panels.size()))
        return QString();
    const ViewPanel &p = layout.panels[std::size_t(panel)];
    switch (BackwardStage(p.stage)) {
    case BackwardStage::DScores:
        return dScoreFormula(*snapshot(), p.head, row, column);
    case BackwardStage::DWeights:
        return dWeightFormula(*snapshot(), p.head, row, column);
    case BackwardStage::DOutput:
        return dOutputFormula(*snapshot(), row, column);
    case BackwardStage::Target:
        return targetFormula(*snapshot(), row, column);
    default:
        return HeatmapViewBase::formulaAt(panel, row, column);
    }
}

int BackwardView::panelOfStage(int stage) const
{
    const ViewLayout &layout = currentLayout();
    for (std::size_t i = 0; i < layout.panels.size(); ++i) {
        if (layout.panels[i].stage == stage)
            return int(i);
    }
    return -1;
}

ViewLayout BackwardView::buildLayout(const QRectF &rect, const QFont &font, double zoom,
                                     const QPointF &pan, bool dark) const
{
    return layoutBackwardView(rect, *snapshot(), options(), font, zoom, pan, dark);
}

QSizeF BackwardView::preferredSize() const
{
    return backwardPreferredSize(*snapshot(), options(), font());
}

} // namespace attn::ui
