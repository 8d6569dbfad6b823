#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <QPointer>

namespace attn::ui {

class HeatmapViewBase;

/// What a screen reader sees of a heatmap view: a table whose cells say "row token, column
/// token: value". A view may hold several heatmaps (the pipeline's stages, one per head);
/// the table is the one the keyboard focus cell is in (Page Up / Page Down switch).
class HeatmapAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::HeatmapAccessible)

public:
    explicit HeatmapAccessible(HeatmapViewBase *view);
    ~HeatmapAccessible() override;

    /// Installs the factory that gives every HeatmapViewBase this interface (once).
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

    HeatmapViewBase *view() const;
    /// The heatmap the table shows now: the focus cell's panel.
    int panel() const;
    /// The spoken text of one cell ("“I”, “love”: 0.804"; masked cells say so).
    QString cellText(int row, int column) const;
    QRect cellScreenRect(int row, int column) const;

private:
    void clearCells();

    mutable QHash<qint64, QAccessible::Id> m_cells;
};

/// Tells assistive technology that the focus cell of `view` moved (or that the table it
/// shows changed); cheap when no screen reader listens.
void notifyHeatmapFocusCell(HeatmapViewBase *view, bool tableChanged);

} // namespace attn::ui
