#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>

namespace attn::ui {

class HeatmapTableSource;

/// What a screen reader sees of a heatmap widget: a table whose cells say "row token,
/// column token: value" (with the matrix first when the widget draws several, "Q, x2, 1:
/// 0.568"). A widget may hold several heatmaps (the pipeline's stages, one per head); the
/// table is the one the keyboard focus cell is in (Page Up / Page Down switch). The widget
/// is read only through HeatmapTableSource; how much a cell says follows verbosity().
class HeatmapAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::HeatmapAccessible)

public:
    explicit HeatmapAccessible(HeatmapTableSource *source);
    ~HeatmapAccessible() override;

    /// Installs the factory that gives every widget implementing HeatmapTableSource this
    /// interface (once).
    static void installFactory();

    void *interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *event) override;

    HeatmapTableSource *source() const { return m_source; }
    /// The heatmap the table shows now: the focus cell's panel.
    int panel() const;
    /// The spoken name of one cell of panel(), as verbosity() asks.
    QString cellText(int row, int column) const;
    QRect cellScreenRect(int row, int column) const;

    /// "Q, 3 by 2": the matrix of `panel` and its shape, as a screen reader says it.
    static QString panelSummary(const HeatmapTableSource *source, int panel);

private:
    void dropCellsOutside() const;

    HeatmapTableSource *m_source;
    mutable QHash<qint64, QAccessible::Id> m_cells;
};

/// Tells assistive technology that the heatmap table's contents changed (a new snapshot):
/// a QAccessibleTableModelChangeEvent (ModelReset). The cell objects stay valid; only
/// cells that no longer exist are dropped.
void notifyHeatmapTableChanged(HeatmapTableSource *source);
/// Tells assistive technology that the focus cell moved: a focus event on the cell.
void notifyHeatmapFocusCell(HeatmapTableSource *source);
/// Tells assistive technology that the table itself has the focus, no cell (Escape).
/// When the widget gets the focus, Qt sends the table's focus event after the widget's
/// focusInEvent(): the cell's must come after it (queued), or a screen reader ends on
/// the table instead of the cell.
void notifyHeatmapTableFocus(HeatmapTableSource *source);

} // namespace attn::ui
