#pragma once

#include <QPoint>
#include <QRect>
#include <QString>

class QWidget;

namespace attn::ui {

/// What a heatmap widget tells its accessible table (HeatmapAccessible.h): its panels
/// (the matrices it draws), their labels, values and formulas, and the keyboard focus
/// cell. The accessible object reads the widget only through this interface, so the
/// accessibility folder never includes a view. Panels, rows and columns are 0-based.
class HeatmapTableSource
{
public:
    virtual ~HeatmapTableSource() = default;

    /// The widget that draws the heatmaps (the accessible table's widget).
    virtual QWidget *tableWidget() const = 0;
    /// How many heatmaps the widget draws (the pipeline's stages, one per head, ...).
    virtual int tablePanelCount() const = 0;
    /// The heatmap the keyboard focus is on (Page Up / Page Down switch); -1: none.
    virtual int tablePanel() const = 0;
    /// The matrix a panel shows ("Weights", "Q", "Head 2 weights").
    virtual QString tablePanelTitle(int panel) const = 0;
    virtual int tableRows(int panel) const = 0;
    virtual int tableColumns(int panel) const = 0;
    /// A row's or column's token; empty when it has none.
    virtual QString tableRowLabel(int panel, int row) const = 0;
    virtual QString tableColumnLabel(int panel, int column) const = 0;
    /// A cell's value as spoken ("0.804", "masked").
    virtual QString tableCellValue(int panel, int row, int column) const = 0;
    /// A cell's formula, lines separated by '\n' (what the tooltip shows).
    virtual QString tableCellFormula(int panel, int row, int column) const = 0;
    /// Where a cell is painted, in the widget's coordinates.
    virtual QRect tableCellRect(int panel, int row, int column) const = 0;
    /// The keyboard focus cell of tablePanel(): x = column, y = row; (-1, -1): none.
    virtual QPoint tableFocusCell() const = 0;
    /// The cell painted at `point` (widget coordinates): false when none.
    virtual bool tableCellAt(const QPoint &point, int *panel, int *row, int *column) const = 0;
};

} // namespace attn::ui
