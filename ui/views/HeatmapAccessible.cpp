#include "HeatmapAccessible.h"

#include "HeatmapViewBase.h"
#include "NumberFormat.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

qint64 cellKey(int panel, int row, int column)
{
    return (qint64(panel) << 42) | (qint64(row) << 21) | qint64(column);
}

const ViewPanel *panelOf(const HeatmapViewBase *view, int panel)
{
    if (!view)
        return nullptr;
    const ViewLayout &layout = view->currentLayout();
    if (panel < 0 || panel >= int(layout.panels.size()))
        return nullptr;
    return &layout.panels[std::size_t(panel)];
}

/// One cell of the table: what it holds is read from the view each time it is asked, so
/// a cell never speaks stale numbers.
class HeatmapCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    HeatmapCellAccessible(HeatmapViewBase *view, int panel, int row, int column)
        : m_view(view)
        , m_panel(panel)
        , m_row(row)
        , m_column(column)
    {
    }

    bool isValid() const override
    {
        const ViewPanel *p = panelOf(m_view, m_panel);
        return p && m_row < p->layout.rows && m_column < p->layout.columns;
    }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return table() ? table()->window() : nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return table(); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }

    QString text(QAccessible::Text t) const override
    {
        auto *t2 = tableAccessible();
        if (!t2 || !isValid())
            return QString();
        switch (t) {
        case QAccessible::Name:
            return t2->cellText(m_row, m_column);
        case QAccessible::Description:
            return formulaStatusLine(m_view->formulaAt(m_panel, m_row, m_column));
        default:
            return QString();
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        auto *t = tableAccessible();
        return t ? t->cellScreenRect(m_row, m_column) : QRect();
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.readOnly = true;
        if (m_view && m_view->hasFocus() && m_view->focusPanel() == m_panel
            && m_view->focusCell() == QPoint(m_column, m_row))
            s.focused = true;
        if (!isValid())
            s.invalid = true;
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface *>(this);
        return nullptr;
    }

    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
    }

private:
    HeatmapAccessible *tableAccessible() const { return static_cast<HeatmapAccessible *>(table()); }

    QPointer<HeatmapViewBase> m_view;
    int m_panel;
    int m_row;
    int m_column;
};

QAccessibleInterface *heatmapFactory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<HeatmapViewBase *>(object))
        return new HeatmapAccessible(view);
    return nullptr;
}

} // namespace

HeatmapAccessible::HeatmapAccessible(HeatmapViewBase *view)
    : QAccessibleWidget(view, QAccessible::Table)
{
}

HeatmapAccessible::~HeatmapAccessible()
{
    clearCells();
}

void HeatmapAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(heatmapFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

HeatmapViewBase *HeatmapAccessible::view() const
{
    return static_cast<HeatmapViewBase *>(widget());
}

int HeatmapAccessible::panel() const
{
    const HeatmapViewBase *v = view();
    if (!v || v->currentLayout().panels.empty())
        return -1;
    return std::clamp(v->focusPanel(), 0, int(v->currentLayout().panels.size()) - 1);
}

void *HeatmapAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessible::Role HeatmapAccessible::role() const
{
    return QAccessible::Table;
}

QString HeatmapAccessible::text(QAccessible::Text t) const
{
    if (t != QAccessible::Description)
        return QAccessibleWidget::text(t);
    const ViewPanel *p = panelOf(view(), panel());
    const QString keys
        = tr("Arrow keys move between cells, Page Up and Page Down between heatmaps, "
             "Enter follows the query.");
    if (!p)
        return keys;
    //: %1 is a matrix name like "Weights", %2 and %3 its rows and columns
    return tr("%1, %2 by %3. ").arg(p->spec.title).arg(p->layout.rows).arg(p->layout.columns)
           + keys;
}

int HeatmapAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface *HeatmapAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || columns == 0 || index >= childCount())
        return nullptr;
    return cellAt(index / columns, index % columns);
}

int HeatmapAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (!child)
        return -1;
    const QAccessible::Id id = QAccessible::uniqueId(const_cast<QAccessibleInterface *>(child));
    const int p = panel();
    for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it) {
        if (it.value() != id)
            continue;
        const int cellPanel = int(it.key() >> 42);
        const int row = int((it.key() >> 21) & 0x1FFFFF);
        const int column = int(it.key() & 0x1FFFFF);
        return cellPanel == p ? row * columnCount() + column : -1;
    }
    return -1;
}

QAccessibleInterface *HeatmapAccessible::childAt(int x, int y) const
{
    const HeatmapViewBase *v = view();
    if (!v)
        return nullptr;
    const HeatmapViewBase::Hit hit = v->hitAt(QPointF(v->mapFromGlobal(QPoint(x, y))));
    if (hit.panel != panel() || hit.cell.region != HeatmapHit::Cell)
        return nullptr;
    return cellAt(hit.cell.row, hit.cell.column);
}

QAccessibleInterface *HeatmapAccessible::focusChild() const
{
    const HeatmapViewBase *v = view();
    if (!v || v->focusCell().y() < 0)
        return nullptr;
    return cellAt(v->focusCell().y(), v->focusCell().x());
}

QAccessibleInterface *HeatmapAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    const qint64 key = cellKey(panel(), row, column);
    const auto found = m_cells.constFind(key);
    if (found != m_cells.cend())
        return QAccessible::accessibleInterface(found.value());
    auto *cell = new HeatmapCellAccessible(view(), panel(), row, column);
    m_cells.insert(key, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int HeatmapAccessible::selectedCellCount() const
{
    return focusChild() ? 1 : 0;
}

QList<QAccessibleInterface *> HeatmapAccessible::selectedCells() const
{
    if (QAccessibleInterface *cell = focusChild())
        return {cell};
    return {};
}

QString HeatmapAccessible::columnDescription(int column) const
{
    const ViewPanel *p = panelOf(view(), panel());
    if (!p || column < 0 || column >= p->spec.columnLabels.size())
        return QString();
    return p->spec.columnLabels.at(column);
}

QString HeatmapAccessible::rowDescription(int row) const
{
    const ViewPanel *p = panelOf(view(), panel());
    if (!p || row < 0 || row >= p->spec.rowLabels.size())
        return QString();
    return p->spec.rowLabels.at(row);
}

int HeatmapAccessible::columnCount() const
{
    const ViewPanel *p = panelOf(view(), panel());
    return p ? p->layout.columns : 0;
}

int HeatmapAccessible::rowCount() const
{
    const ViewPanel *p = panelOf(view(), panel());
    return p ? p->layout.rows : 0;
}

void HeatmapAccessible::modelChange(QAccessibleTableModelChangeEvent *)
{
    clearCells();
}

void HeatmapAccessible::clearCells()
{
    for (const QAccessible::Id id : std::as_const(m_cells))
        QAccessible::deleteAccessibleInterface(id);
    m_cells.clear();
}

QString HeatmapAccessible::cellText(int row, int column) const
{
    const ViewPanel *p = panelOf(view(), panel());
    if (!p || row < 0 || column < 0 || row >= p->layout.rows || column >= p->layout.columns)
        return QString();
    QString rowLabel = rowDescription(row);
    if (rowLabel.isEmpty())
        rowLabel = tr("row %1").arg(row + 1);
    QString columnLabel = columnDescription(column);
    if (columnLabel.isEmpty())
        columnLabel = tr("column %1").arg(column + 1);

    const HeatmapSpec &spec = p->spec;
    const bool allowed = !spec.allowed || row >= spec.allowed->rows()
                         || column >= spec.allowed->cols() || (*spec.allowed)(row, column);
    QString value;
    const bool byHand = blockedByHand(spec, row, column);
    if (spec.scale == HeatmapScale::Mask) {
        value = allowed  ? tr("allowed, 0")
                : byHand ? tr("blocked by hand, minus infinity")
                         : tr("masked, minus infinity");
    } else if (!allowed) {
        value = byHand ? tr("blocked by hand") : tr("masked");
    } else if (spec.values && row < spec.values->rows() && column < spec.values->cols()) {
        const double v = (*spec.values)(row, column);
        value = std::isnan(v) ? tr("no value") : formatNumber(v, NumberStyle::Spoken);
    }
    //: a heatmap cell for a screen reader: row token, column token, value
    return tr("%1, %2: %3").arg(rowLabel, columnLabel, value);
}

QRect HeatmapAccessible::cellScreenRect(int row, int column) const
{
    const HeatmapViewBase *v = view();
    if (!v)
        return QRect();
    const QRect local = v->cellRectAt(panel(), row, column).toAlignedRect();
    return QRect(v->mapToGlobal(local.topLeft()), local.size());
}

void notifyHeatmapFocusCell(HeatmapViewBase *view, bool tableChanged)
{
    if (!view || !QAccessible::isActive())
        return;
    if (tableChanged) {
        QAccessibleTableModelChangeEvent reset(view, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
    }
    const QPoint cell = view->focusCell();
    if (!view->hasFocus() || cell.y() < 0)
        return;
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
    QAccessibleTableInterface *table = iface ? iface->tableInterface() : nullptr;
    if (!table)
        return;
    QAccessibleEvent focus(view, QAccessible::Focus);
    focus.setChild(cell.y() * table->columnCount() + cell.x());
    QAccessible::updateAccessibility(&focus);
}

} // namespace attn::ui
