#include "PredictionPaint.h"

#include "Hatching.h"
#include "HeatmapLayout.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace attn::ui {

namespace {

bool inside(const QPoint &cell, const HeatmapLayout &layout)
{
    return cell.y() >= 0 && cell.y() < layout.rows && cell.x() >= 0 && cell.x() < layout.columns;
}

/// A black line under a white one, so the mark shows on dark and light cells alike; flat
/// ends, so it stays within the cell.
void bar(QPainter &painter, const QLineF &line, double total, Qt::PenStyle style)
{
    QPen dark(QColor(0x10, 0x10, 0x10), total, style, Qt::FlatCap);
    QPen light(Qt::white, std::max(0.5, total - 2), style, Qt::FlatCap);
    painter.setPen(dark);
    painter.drawLine(line);
    painter.setPen(light);
    painter.drawLine(line);
}

} // namespace

void paintConcealedCells(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    const double gap = layout.cell >= 14 ? 1.0 : 0.0;
    const bool masks = spec.allowed && spec.allowed->rows() == layout.rows
                       && spec.allowed->cols() == layout.columns;
    const QColor hidden(0x8c, 0x8c, 0x8c);
    // Masked cells hatched as the legend and the revealed heatmap draw them.
    const double step = std::clamp(layout.cell / 4.5, 3.0, 9.0);
    QVector<QLineF> hatches;
    QFont font = layout.valueFont;
    font.setPixelSize(std::max(1, int(layout.cell * 0.45)));
    painter.save();
    painter.setFont(font);
    for (int row = 0; row < layout.rows; ++row) {
        for (int column = 0; column < layout.columns; ++column) {
            const QRectF rect
                = cellRect(layout, row, column).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2);
            const bool allowed = !masks || (*spec.allowed)(row, column);
            painter.fillRect(rect, allowed ? hidden : heatmapcolors::masked());
            if (!allowed)
                addHatch(hatches, rect, step, blockedByHand(spec, row, column));
            if (allowed && layout.cell >= 12) {
                painter.setPen(Qt::white);
                painter.drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
            }
        }
    }
    drawHatch(painter, hatches, std::max(1.0, layout.cell / 48));
    painter.restore();
}

void paintGuessMarks(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    if (!inside(spec.guessCell, layout) && !inside(spec.answerCell, layout))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Bars along the cell's top and bottom edges, in the room a cell's number leaves above
    // and below it (its text is at most 0.55 of the cell's height), never across the
    // number: solid for the answer, dashed for the guess; one cell both, answer on top.
    // Thickness: under half that room (0.225 of the cell), 2.5 to 7 px.
    const double width = std::clamp(layout.cell / 8, 2.5, 7.0);
    const double half = width / 2;
    const auto top = [&](const QRectF &c) {
        return QLineF(c.left(), c.top() + half, c.right(), c.top() + half);
    };
    const auto bottom = [&](const QRectF &c) {
        return QLineF(c.left(), c.bottom() - half, c.right(), c.bottom() - half);
    };
    const bool same = spec.guessCell == spec.answerCell;
    if (inside(spec.answerCell, layout)) {
        const QRectF cell = cellRect(layout, spec.answerCell.y(), spec.answerCell.x());
        bar(painter, top(cell), width, Qt::SolidLine);
        if (!same)
            bar(painter, bottom(cell), width, Qt::SolidLine);
    }
    if (inside(spec.guessCell, layout)) {
        const QRectF cell = cellRect(layout, spec.guessCell.y(), spec.guessCell.x());
        if (!same)
            bar(painter, top(cell), width, Qt::DashLine);
        bar(painter, bottom(cell), width, Qt::DashLine);
    }
    painter.restore();
}

} // namespace attn::ui
