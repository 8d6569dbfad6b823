#include "SweepPaint.h"

#include "StatsCharts.h"
#include "StatsPaintCanvas.h"
#include "StatsText.h"
#include "Sweep.h"
#include "TextTableView.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <memory>

namespace attn::ui {

namespace {

struct SweepPaint
{
    Q_DECLARE_TR_FUNCTIONS(SweepPaint)
};

} // namespace

QSizeF sweepPreferredSize()
{
    return QSizeF(1800, 1150); // three charts a row
}

void paintSweep(QPainter &painter, const QRectF &rect, const SweepParams &params,
                const SweepResult &result)
{
    statspaint::Canvas canvas(painter, rect, sweepPreferredSize());
    const QRectF area = canvas.area().adjusted(24, 20, -24, -20);
    const QFont font = statspaint::font(15);
    QString subtitle = SweepPaint::tr("Mean over %1 trials of one query and %2 keys with "
                                      "independent N(0, 1) entries, seed %3")
                           .arg(params.trials)
                           .arg(params.keys)
                           .arg(params.seed);
    if (result.cancelled)
        subtitle += SweepPaint::tr(" (cancelled: partial)");
    const QRectF rest = statspaint::paintTitle(
        painter, area, SweepPaint::tr("Why divide by √d_k? The d_k sweep"), subtitle, font);

    // The panel's grid: (a) (b) (c) on top, (d) and the table below.
    const double gap = 24;
    const QSizeF cell((rest.width() - 2 * gap) / 3, (rest.height() - gap) / 2);
    ChartStyle style;
    style.font = font;
    // Room for the longest caption at this width, so no caption is cut off.
    const QFontMetricsF metrics(font);
    double captionHeight = metrics.height() * 3.4;
    for (int i = 0; i < sweepChartCount; ++i)
        captionHeight = std::max(
            captionHeight,
            metrics.boundingRect(QRectF(0, 0, cell.width(), 1e6), Qt::AlignLeft | Qt::TextWordWrap,
                                 sweepChartCaption(SweepChart(i), params, result))
                    .height()
                + 0.5 * metrics.height());
    for (int i = 0; i < sweepChartCount; ++i) {
        const QPointF origin(rest.left() + (i % 3) * (cell.width() + gap),
                             rest.top() + (i / 3) * (cell.height() + gap));
        const QRectF chartRect(origin, QSizeF(cell.width(), cell.height() - captionHeight));
        std::unique_ptr<QChart> chart(createSweepChart(SweepChart(i), params, result, style));
        renderChart(painter, chartRect, chart.get());
        statspaint::paintParagraph(
            painter, QRectF(chartRect.bottomLeft(), QSizeF(cell.width(), captionHeight)),
            sweepChartCaption(SweepChart(i), params, result), font);
    }
    const QRectF tableRect(rest.left() + cell.width() + gap, rest.top() + cell.height() + gap,
                           2 * cell.width() + gap, cell.height());
    paintTextTable(painter, tableRect, sweepTable(result), statspaint::font(14), false);
}

} // namespace attn::ui
