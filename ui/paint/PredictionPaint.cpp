#include "PredictionPaint.h"

#include "HeatmapLayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace attn::ui {

namespace {

bool inside(const QPoint &cell, const HeatmapLayout &layout)
{
    return cell.y() >= 0 && cell.y() < layout.rows && cell.x() >= 0 && cell.x() < layout.columns;
}

/// A black line under a white one, so the outline shows on dark and light cells alike.
void outline(QPainter &painter, const QRectF &cell, double width, Qt::PenStyle style)
{
    QPen dark(QColor(0x10, 0x10, 0x10), width + 2);
    QPen light(Qt::white, width);
    dark.setStyle(style);
    light.setStyle(style);
    painter.setPen(dark);
    painter.drawRect(cell);
    painter.setPen(light);
    painter.drawRect(cell);
}

} // namespace

void paintConcealedCells(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    const double gap = layout.cell >= 14 ? 1.0 : 0.0;
    const bool masks = spec.allowed && spec.allowed->rows() == layout.rows
                       && spec.allowed->cols() == layout.columns;
    const QColor hidden(0x8c, 0x8c, 0x8c);
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
            if (allowed && layout.cell >= 12) {
                painter.setPen(Qt::white);
                painter.drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
            }
        }
    }
    painter.restore();
}

void paintGuessMarks(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    if (!inside(spec.guessCell, layout) && !inside(spec.answerCell, layout))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    const double width = std::clamp(layout.cell / 12, 2.0, 5.0);
    if (inside(spec.answerCell, layout)) {
        const QRectF cell = cellRect(layout, spec.answerCell.y(), spec.answerCell.x());
        outline(painter, cell.adjusted(width, width, -width, -width), width, Qt::SolidLine);
    }
    if (inside(spec.guessCell, layout)) {
        const QRectF cell = cellRect(layout, spec.guessCell.y(), spec.guessCell.x());
        const double in = spec.guessCell == spec.answerCell ? 3 * width : width;
        outline(painter, cell.adjusted(in, in, -in, -in), width, Qt::DashLine);
    }
    painter.restore();
}

} // namespace attn::ui
