#include "HeatmapAccessible.h"

#include "HeatmapTableSource.h"
#include "SpokenText.h"
#include "Verbosity.h"

#include <QPointer>
#include <QWidget>

#include <algorithm>

namespace attn::ui {

namespace {

qint64 cellKey(int panel, int row, int column)
{
    return (qint64(panel) << 42) | (qint64(row) << 21) | qint64(column);
}

bool cellExists(const HeatmapTableSource *source, int panel, int row, int column)
{
    return source && panel >= 0 && panel < source->tablePanelCount() && row >= 0 && column >= 0
           && row < source->tableRows(panel) && column < source->tableColumns(panel);
}

/// One cell of the table: what it holds is read from the widget each time it is asked, so
/// a cell never speaks stale numbers and stays valid across recomputes.
class HeatmapCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    HeatmapCellAccessible(HeatmapTableSource *source, int panel, int row, int column)
        : m_source(source)
        , m_widget(source->tableWidget())
        , m_panel(panel)
        , m_row(row)
        , m_column(column)
    {
    }

    bool isValid() const override
    {
        return m_widget && cellExists(m_source, m_panel, m_row, m_column);
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
        if (!t2 || !isValid() || t2->panel() != m_panel)
            return QString();
        switch (t) {
        case QAccessible::Name:
            return t2->cellText(m_row, m_column);
        case QAccessible::Description:
            // The formula only when asked for: read on every move it is too much.
            if (verbosity() != Verbosity::FullFormula)
                return QString();
            return spokenFormula(m_source->tableCellFormula(m_panel, m_row, m_column));
        default:
            return QString();
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!isValid())
            return QRect();
        const QRect local = m_source->tableCellRect(m_panel, m_row, m_column);
        return QRect(m_widget->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.readOnly = true;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        if (m_widget->hasFocus() && m_source->tablePanel() == m_panel
            && m_source->tableFocusCell() == QPoint(m_column, m_row))
            s.focused = true;
        // A cell on a hidden tab is not showing; one scrolled out of the view is offscreen.
        if (!m_widget->isVisible())
            s.invisible = true;
        else if (!m_widget->visibleRegion().intersects(
                     m_source->tableCellRect(m_panel, m_row, m_column)))
            s.offscreen = true;
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
        return m_widget ? QAccessible::queryAccessibleInterface(m_widget.data()) : nullptr;
    }

private:
    HeatmapAccessible *tableAccessible() const { return static_cast<HeatmapAccessible *>(table()); }

    HeatmapTableSource *m_source;
    QPointer<QWidget> m_widget;
    int m_panel;
    int m_row;
    int m_column;
};

QAccessibleInterface *heatmapFactory(const QString &, QObject *object)
{
    if (auto *source = dynamic_cast<HeatmapTableSource *>(object))
        return new HeatmapAccessible(source);
    return nullptr;
}

} // namespace

HeatmapAccessible::HeatmapAccessible(HeatmapTableSource *source)
    : QAccessibleWidget(source->tableWidget(), QAccessible::Table)
    , m_source(source)
{
}

HeatmapAccessible::~HeatmapAccessible()
{
    for (const QAccessible::Id id : std::as_const(m_cells))
        QAccessible::deleteAccessibleInterface(id);
}

void HeatmapAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(heatmapFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

int HeatmapAccessible::panel() const
{
    const int count = m_source->tablePanelCount();
    if (count <= 0)
        return -1;
    return std::clamp(m_source->tablePanel(), 0, count - 1);
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

QString HeatmapAccessible::panelSummary(const HeatmapTableSource *source, int panel)
{
    if (!source || panel < 0 || panel >= source->tablePanelCount())
        return QString();
    //: %1 is a matrix name like "Weights", %2 and %3 its rows and columns
    return tr("%1, %2 by %3")
        .arg(source->tablePanelTitle(panel))
        .arg(source->tableRows(panel))
        .arg(source->tableColumns(panel));
}

QString HeatmapAccessible::text(QAccessible::Text t) const
{
    if (t != QAccessible::Description)
        return QAccessibleWidget::text(t);
    const QString keys = tr("Arrow keys move between cells, Page Up and Page Down between "
                            "heatmaps, Enter follows the query, F reads the formula.");
    const QString summary = panelSummary(m_source, panel());
    return summary.isEmpty() ? keys : summary + QStringLiteral(". ") + keys;
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
    const QWidget *w = widget();
    int hitPanel = -1, row = -1, column = -1;
    if (!w || !m_source->tableCellAt(w->mapFromGlobal(QPoint(x, y)), &hitPanel, &row, &column)
        || hitPanel != panel())
        return nullptr;
    return cellAt(row, column);
}

QAccessibleInterface *HeatmapAccessible::focusChild() const
{
    const QPoint cell = m_source->tableFocusCell();
    if (cell.y() < 0)
        return nullptr;
    return cellAt(cell.y(), cell.x());
}

QAccessibleInterface *HeatmapAccessible::cellAt(int row, int column) const
{
    const int p = panel();
    if (!cellExists(m_source, p, row, column))
        return nullptr;
    const qint64 key = cellKey(p, row, column);
    const auto found = m_cells.constFind(key);
    if (found != m_cells.cend())
        return QAccessible::accessibleInterface(found.value());
    auto *cell = new HeatmapCellAccessible(m_source, p, row, column);
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
    const int p = panel();
    return p < 0 ? QString() : m_source->tableColumnLabel(p, column);
}

QString HeatmapAccessible::rowDescription(int row) const
{
    const int p = panel();
    return p < 0 ? QString() : m_source->tableRowLabel(p, row);
}

int HeatmapAccessible::columnCount() const
{
    const int p = panel();
    return p < 0 ? 0 : m_source->tableColumns(p);
}

int HeatmapAccessible::rowCount() const
{
    const int p = panel();
    return p < 0 ? 0 : m_source->tableRows(p);
}

void HeatmapAccessible::modelChange(QAccessibleTableModelChangeEvent *)
{
    dropCellsOutside();
}

void HeatmapAccessible::dropCellsOutside() const
{
    for (auto it = m_cells.begin(); it != m_cells.end();) {
        const int cellPanel = int(it.key() >> 42);
        const int row = int((it.key() >> 21) & 0x1FFFFF);
        const int column = int(it.key() & 0x1FFFFF);
        if (cellExists(m_source, cellPanel, row, column)) {
            ++it;
            continue;
        }
        QAccessible::deleteAccessibleInterface(it.value());
        it = m_cells.erase(it);
    }
}

QString HeatmapAccessible::cellText(int row, int column) const
{
    const int p = panel();
    if (!cellExists(m_source, p, row, column))
        return QString();
    const QString value = m_source->tableCellValue(p, row, column);
    if (verbosity() == Verbosity::Value)
        return value;
    QString rowLabel = m_source->tableRowLabel(p, row);
    if (rowLabel.isEmpty())
        rowLabel = tr("row %1").arg(row + 1);
    QString columnLabel = m_source->tableColumnLabel(p, column);
    if (columnLabel.isEmpty())
        columnLabel = tr("column %1").arg(column + 1);
    //: a heatmap cell for a screen reader: row token, column token, value
    const QString cell = tr("%1, %2: %3").arg(rowLabel, columnLabel, value);
    if (m_source->tablePanelCount() < 2)
        return cell;
    //: a heatmap cell of a view with several matrices: the matrix (%1), then the cell (%2)
    return tr("%1, %2").arg(m_source->tablePanelTitle(p), cell);
}

QRect HeatmapAccessible::cellScreenRect(int row, int column) const
{
    const QWidget *w = widget();
    const int p = panel();
    if (!w || !cellExists(m_source, p, row, column))
        return QRect();
    const QRect local = m_source->tableCellRect(p, row, column);
    return QRect(w->mapToGlobal(local.topLeft()), local.size());
}

void notifyHeatmapTableChanged(HeatmapTableSource *source)
{
    QWidget *widget = source ? source->tableWidget() : nullptr;
    if (!widget || !QAccessible::isActive())
        return;
    QAccessibleTableModelChangeEvent reset(widget, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&reset);
}

void notifyHeatmapFocusCell(HeatmapTableSource *source)
{
    QWidget *widget = source ? source->tableWidget() : nullptr;
    if (!widget || !QAccessible::isActive() || !widget->hasFocus())
        return;
    const QPoint cell = source->tableFocusCell();
    const int panel = source->tablePanel();
    if (cell.y() < 0 || panel < 0 || panel >= source->tablePanelCount())
        return;
    QAccessibleEvent focus(widget, QAccessible::Focus);
    focus.setChild(cell.y() * source->tableColumns(panel) + cell.x());
    QAccessible::updateAccessibility(&focus);
}

void notifyHeatmapTableFocus(HeatmapTableSource *source)
{
    QWidget *widget = source ? source->tableWidget() : nullptr;
    if (!widget || !QAccessible::isActive() || !widget->hasFocus())
        return;
    QAccessibleEvent focus(widget, QAccessible::Focus);
    QAccessible::updateAccessibility(&focus);
}

} // namespace attn::ui
