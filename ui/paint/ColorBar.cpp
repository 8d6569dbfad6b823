#include "ColorBar.h"

#include "NumberFormat.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

namespace attn::ui {

void paintColorBar(QPainter &painter, const QRectF &bar, HeatmapScale scale, ColorMapId map,
                   double range, const QFont &font, bool dark)
{
    if (bar.isEmpty())
        return;
    painter.save();
    const ColorMapTable &table = colorMapTable(map);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    constexpr int stops = 32;
    for (int i = 0; i <= stops; ++i) {
        const Rgb c = table[std::size_t(i * (colorMapTableSize - 1) / stops)];
        gradient.setColorAt(double(i) / stops, QColor(c.r, c.g, c.b));
    }
    painter.fillRect(bar, gradient);
    painter.setPen(QPen(heatmapcolors::secondaryText(dark), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);

    const QFontMetricsF metrics(font);
    const double em = metrics.height();
    const int ticks = bar.height() >= 6.5 * em ? 5 : bar.height() >= 3.5 * em ? 3 : 2;
    painter.setFont(font);
    for (int i = 0; i < ticks; ++i) {
        const double t = double(i) / (ticks - 1);
        const double y = bar.bottom() - t * bar.height();
        QString text;
        if (scale == HeatmapScale::Unit)
            text = localDecimal(QString::number(t, 'g', 2));
        else if (i * 2 == ticks - 1)
            text = QStringLiteral("0");
        else
            text = formatNumber(-range + 2 * range * t, NumberStyle::Cell);
        painter.setPen(QPen(heatmapcolors::secondaryText(dark), 1));
        painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 0.3 * em, y));
        painter.setPen(heatmapcolors::text(dark));
        painter.drawText(QRectF(bar.right() + 0.45 * em, y - em / 2, 6 * em, em),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter.restore();
}

} // namespace attn::ui
