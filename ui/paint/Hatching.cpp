// The hatching of masked cells.

#include "Hatching.h"

#include "HeatmapLayout.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace attn::ui {

void addHatch(QVector<QLineF> &lines, const QRectF &rect, double step, bool cross)
{
    const double first = std::ceil((rect.left() + rect.top()) / step) * step;
    for (double k = first; k < rect.right() + rect.bottom(); k += step) {
        const double x1 = std::max(rect.left(), k - rect.bottom());
        const double x2 = std::min(rect.right(), k - rect.top());
        if (x2 > x1)
            lines.append(QLineF(x1, k - x1, x2, k - x2));
    }
    const double firstCross = std::ceil((rect.left() - rect.bottom()) / step) * step;
    for (double k = firstCross; cross && k < rect.right() - rect.top(); k += step) {
        const double x1 = std::max(rect.left(), k + rect.top());
        const double x2 = std::min(rect.right(), k + rect.bottom());
        if (x2 > x1)
            lines.append(QLineF(x1, x1 - k, x2, x2 - k));
    }
}

void drawHatch(QPainter &painter, const QVector<QLineF> &lines, double width)
{
    if (lines.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(heatmapcolors::hatch(), width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLines(lines);
    painter.restore();
}

} // namespace attn::ui
