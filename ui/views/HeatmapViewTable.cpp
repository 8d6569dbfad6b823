// HeatmapViewBase: what a screen reader reads of the heatmaps (HeatmapTableSource), hit
// testing and formulas, and the keys that speak (Page Up / Page Down, Escape, F).

#include "HeatmapViewBase.h"

#include "Announcer.h"
#include "HeatmapAccessible.h"
#include "NumberFormat.h"
#include "SpokenText.h"

#include <QMetaObject>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

const ViewPanel *panelAt(const ViewLayout &layout, int panel)
{
    if (panel < 0 || panel >= int(layout.panels.size()))
        return nullptr;
    return &layout.panels[std::size_t(panel)];
}

} // namespace

HeatmapViewBase::Hit HeatmapViewBase::hitAt(const QPointF &point) const
{
    const ViewLayout &layout = currentLayout();
    Hit hit;
    if (!layout.heatmapArea.contains(point))
        return hit;
    for (std::size_t i = 0; i < layout.panels.size(); ++i) {
        const ViewPanel &panel = layout.panels[i];
        if (!panel.layout.bounds.contains(point))
            continue;
        const HeatmapHit cell = hitTest(panel.layout, point);
        if (cell.region != HeatmapHit::None) {
            hit.panel = int(i);
            hit.cell = cell;
            return hit;
        }
    }
    return hit;
}

QRectF HeatmapViewBase::cellRectAt(int panel, int row, int column) const
{
    const ViewLayout &layout = currentLayout();
    if (panel < 0 || panel >= int(layout.panels.size()))
        return QRectF();
    return cellRect(layout.panels[std::size_t(panel)].layout, row, column);
}

QString HeatmapViewBase::concealedText()
{
    return tr("hidden until the reveal: predict first");
}

QString HeatmapViewBase::formulaAt(int panel, int row, int column) const
{
    const ViewLayout &layout = currentLayout();
    if (!m_snapshot || panel < 0 || panel >= int(layout.panels.size()))
        return QString();
    const ViewPanel &p = layout.panels[std::size_t(panel)];
    if (p.spec.concealed)
        return concealedText();
    QString rowDescription;
    if (row >= 0 && row < p.spec.rowLabels.size())
        rowDescription = tr("row %1 is \u201c%2\u201d").arg(row + 1).arg(p.spec.rowLabels.at(row));
    return cellFormula(*m_snapshot, p.kind, p.head, row, column, p.name, p.spec.values,
                       rowDescription);
}

QWidget *HeatmapViewBase::tableWidget() const
{
    return const_cast<HeatmapViewBase *>(this);
}

int HeatmapViewBase::tablePanelCount() const
{
    return int(currentLayout().panels.size());
}

int HeatmapViewBase::tablePanel() const
{
    const int count = tablePanelCount();
    return count == 0 ? -1 : std::clamp(m_focusPanel, 0, count - 1);
}

QString HeatmapViewBase::tablePanelTitle(int panel) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    // "Q·Kᵀ" is said "Q times K transposed".
    return p ? spokenFormula(p->spec.title) : QString();
}

int HeatmapViewBase::tableRows(int panel) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    return p ? p->layout.rows : 0;
}

int HeatmapViewBase::tableColumns(int panel) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    return p ? p->layout.columns : 0;
}

QString HeatmapViewBase::tableRowLabel(int panel, int row) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    return p && row >= 0 && row < p->spec.rowLabels.size() ? p->spec.rowLabels.at(row) : QString();
}

QString HeatmapViewBase::tableColumnLabel(int panel, int column) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    return p && column >= 0 && column < p->spec.columnLabels.size()
               ? p->spec.columnLabels.at(column)
               : QString();
}

QString HeatmapViewBase::tableCellValue(int panel, int row, int column) const
{
    const ViewPanel *p = panelAt(currentLayout(), panel);
    if (!p || row < 0 || column < 0 || row >= p->layout.rows || column >= p->layout.columns)
        return QString();
    const HeatmapSpec &spec = p->spec;
    if (spec.concealed)
        return concealedText();
    const bool allowed = !spec.allowed || row >= spec.allowed->rows()
                         || column >= spec.allowed->cols() || (*spec.allowed)(row, column);
    const bool byHand = blockedByHand(spec, row, column);
    if (spec.scale == HeatmapScale::Mask)
        return allowed  ? tr("allowed, 0")
               : byHand ? tr("blocked by hand, minus infinity")
                        : tr("masked, minus infinity");
    if (!allowed)
        return byHand ? tr("blocked by hand") : tr("masked");
    if (spec.values && row < spec.values->rows() && column < spec.values->cols()) {
        const double v = (*spec.values)(row, column);
        return std::isnan(v) ? tr("no value") : formatNumber(v, NumberStyle::Spoken);
    }
    return QString();
}

QString HeatmapViewBase::tableCellFormula(int panel, int row, int column) const
{
    return formulaAt(panel, row, column);
}

QRect HeatmapViewBase::tableCellRect(int panel, int row, int column) const
{
    return cellRectAt(panel, row, column).toAlignedRect();
}

QPoint HeatmapViewBase::tableFocusCell() const
{
    return m_focusCell;
}

bool HeatmapViewBase::tableCellAt(const QPoint &point, int *panel, int *row, int *column) const
{
    const Hit hit = hitAt(QPointF(point));
    if (hit.panel < 0 || hit.cell.region != HeatmapHit::Cell)
        return false;
    *panel = hit.panel;
    *row = hit.cell.row;
    *column = hit.cell.column;
    return true;
}

int HeatmapViewBase::stepPanel(int panel, int step)
{
    const int count = tablePanelCount();
    const int next = panel + step;
    if (next < 0 || next >= count) {
        const QString title = tablePanelTitle(panel);
        attn::ui::announce(this, step > 0 ? tr("No further heatmap: %1 is the last").arg(title)
                                          : tr("No earlier heatmap: %1 is the first").arg(title));
        return panel;
    }
    // After the focus event of the new cell (setFocusCell), so that it is not cut short.
    QMetaObject::invokeMethod(
        this,
        [this, next] {
            if (tablePanel() == next)
                attn::ui::announce(this, HeatmapAccessible::panelSummary(this, next));
        },
        Qt::QueuedConnection);
    return next;
}

void HeatmapViewBase::clearFocusCell()
{
    m_focusCell = QPoint(-1, -1);
    applyFocusToLayout();
    QToolTip::hideText();
    update();
    notifyHeatmapTableFocus(this);
}

void HeatmapViewBase::readFormulaAloud()
{
    if (m_focusCell.y() < 0) {
        attn::ui::announce(this, tr("No cell chosen: press an arrow key first"));
        return;
    }
    attn::ui::announce(this,
                       spokenFormula(formulaAt(m_focusPanel, m_focusCell.y(), m_focusCell.x())));
}

} // namespace attn::ui
