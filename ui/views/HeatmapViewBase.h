#pragma once

#include "HeatmapTableSource.h"
#include "SnapshotView.h"
#include "ViewPainters.h"

#include <QPoint>
#include <QPointF>

namespace attn::ui {

/// The interaction every heatmap view shares: hover and keyboard focus tell the cell's
/// formula (tooltip and status line), clicks follow a query row or toggle a mask cell,
/// Ctrl+wheel and Ctrl++ / Ctrl+- zoom, dragging or the wheel pans. Subclasses only say
/// how to lay their picture out (through the paint routines of ViewPainters.h). A screen
/// reader sees the heatmaps as a table (HeatmapAccessible.h) through HeatmapTableSource.
class HeatmapViewBase : public SnapshotView, public HeatmapTableSource
{
    Q_OBJECT

public:
    explicit HeatmapViewBase(QWidget *parent = nullptr);

    void setSnapshot(SnapshotPtr snapshot) override;
    void setOptions(const ViewOptions &options) override;

    SnapshotPtr snapshot() const { return m_snapshot; }
    const ViewOptions &options() const { return m_options; }

    /// In mask-editing mode a click on a weights or mask cell asks to toggle it.
    void setMaskEditing(bool editing);
    bool maskEditing() const { return m_maskEditing; }

    double zoom() const { return m_zoom; }
    void setZoom(double zoom);

    /// The laid-out picture as it is on screen (for tests and hit testing).
    const ViewLayout &currentLayout() const;

    /// What is under `point` (widget coordinates): panel index and cell; panel -1: none.
    struct Hit
    {
        int panel = -1;
        HeatmapHit cell;
    };
    Hit hitAt(const QPointF &point) const;

    /// The rectangle of a cell of a panel, in widget coordinates.
    QRectF cellRectAt(int panel, int row, int column) const;

    /// The formula of a cell of a panel (what the tooltip and status line show).
    virtual QString formulaAt(int panel, int row, int column) const;
    /// What a hidden cell (predict, then reveal) says instead of its value and formula.
    static QString concealedText();

    /// The keyboard focus cell: panel, and (x = column, y = row).
    int focusPanel() const { return m_focusPanel; }
    QPoint focusCell() const { return m_focusCell; }
    void setFocusCell(int panel, int row, int column);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // HeatmapTableSource (HeatmapViewTable.cpp)
    QWidget *tableWidget() const override;
    int tablePanelCount() const override;
    int tablePanel() const override;
    QString tablePanelTitle(int panel) const override;
    int tableRows(int panel) const override;
    int tableColumns(int panel) const override;
    QString tableRowLabel(int panel, int row) const override;
    QString tableColumnLabel(int panel, int column) const override;
    QString tableCellValue(int panel, int row, int column) const override;
    QString tableCellFormula(int panel, int row, int column) const override;
    QRect tableCellRect(int panel, int row, int column) const override;
    QPoint tableFocusCell() const override;
    bool tableCellAt(const QPoint &point, int *panel, int *row, int *column) const override;

protected:
    /// Lays the picture out in `rect` (zoomed by `zoom`, moved by `pan`).
    virtual ViewLayout buildLayout(const QRectF &rect, const QFont &font, double zoom,
                                   const QPointF &pan, bool dark) const = 0;
    /// The picture's preferred size.
    virtual QSizeF preferredSize() const = 0;
    /// Whether the background is dark (from the palette).
    bool darkBackground() const;
    void invalidateLayout();

    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void applyFocusToLayout() const;
    void clampPan();
    void zoomAround(double factor, const QPointF &anchor);
    void announce(int panel, int row, int column, bool showToolTip);
    void activate(const Hit &hit);
    void scrollToCell(int panel, int row, int column);
    /// Page Up / Page Down: the heatmap `step` away, or says there is none (the
    /// screen reader hears the new heatmap's name and shape). Returns the new panel.
    int stepPanel(int panel, int step);
    /// Escape: no focus cell; the screen reader hears the table again.
    void clearFocusCell();
    /// F: the focus cell's formula, spelled for speech, through the window's announcer.
    void readFormulaAloud();

    SnapshotPtr m_snapshot;
    ViewOptions m_options;
    bool m_maskEditing = false;
    double m_zoom = 1;
    QPointF m_pan;
    int m_focusPanel = 0;
    QPoint m_focusCell{-1, -1};
    Hit m_hover;
    QPoint m_pressPos;
    QPointF m_pressPan;
    bool m_pressed = false;
    bool m_dragging = false;
    mutable ViewLayout m_layout;
    mutable bool m_layoutValid = false;
    /// sizeHint() for the current snapshot, options and font (invalid: not computed yet):
    /// a layout pass asks every page of the view tabs, shown or not, more than once.
    mutable QSize m_sizeHint;
};

} // namespace attn::ui
