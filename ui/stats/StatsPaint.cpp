#include "StatsPaint.h"

#include "PrintableText.h"
#include "ScalingHeatmaps.h"
#include "ScoreHistogram.h"
#include "StatsCharts.h"
#include "StatsPaintCanvas.h"
#include "StatsText.h"
#include "TextTableView.h"

#include <QChart>
#include <QCoreApplication>
#include <QPainter>

#include <memory>

namespace attn::ui {

namespace {

struct StatsPaint
{
    Q_DECLARE_TR_FUNCTIONS(StatsPaint)
};

} // namespace

QSizeF statsPreferredSize()
{
    return QSizeF(1400, 900);
}

void paintStats(QPainter &painter, const QRectF &rect, const Snapshot &snapshot)
{
    statspaint::Canvas canvas(painter, rect, statsPreferredSize());
    const QRectF area = canvas.area().adjusted(24, 20, -24, -20);
    const QFont font = statspaint::font(15);
    const AttentionResult &r = snapshot.result;

    QRectF rest = statspaint::paintTitle(
        painter, area, StatsPaint::tr("Why divide by √d_k? Raw versus scaled scores"),
        printableText(snapshot.scenario.title), font);
    if (!r.ok) {
        painter.setFont(font);
        painter.drawText(rest, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         StatsPaint::tr("No statistics: %1").arg(QString::fromStdString(r.error)));
        return;
    }
    rest = statspaint::paintParagraph(painter, rest, scalingNote(snapshot.scenario, r), font);

    const double gap = 24;
    const double leftWidth = rest.width() * 0.46;
    QRectF left(rest.left(), rest.top(), leftWidth, rest.height());
    const QRectF right(left.right() + gap, rest.top(), rest.right() - left.right() - gap,
                       rest.height());

    const TextTable summary = summaryTable(r, -1);
    const double summaryHeight = textTableSize(summary, font).height();
    paintTextTable(painter, QRectF(left.topLeft(), QSizeF(left.width(), summaryHeight)), summary,
                   font, false);
    left.setTop(left.top() + summaryHeight + 10);
    left = statspaint::paintParagraph(painter, left, gradientExplanation(), font);
    if (r.numHeads > 1) {
        QFont small = statspaint::font(13);
        const TextTable heads = perHeadTable(r);
        paintTextTable(
            painter,
            QRectF(left.topLeft(), QSizeF(left.width(), textTableSize(heads, small).height())),
            heads, small, false);
    }

    ChartStyle style;
    style.font = font;
    const QRectF chartRect(right.topLeft(), QSizeF(right.width(), right.height() * 0.48));
    std::unique_ptr<QChart> chart(
        createHistogramChart(scoreHistogram(r, -1), r.stats.raw, r.stats.scaled, style));
    renderChart(painter, chartRect, chart.get());

    const QRectF heatmapRect(right.left(), chartRect.bottom() + 16, right.width(),
                             right.bottom() - chartRect.bottom() - 16);
    paintScalingHeatmaps(painter, heatmapRect, snapshot, weightsWithAndWithoutScaling(r, 0), 0,
                         font, false);
}

} // namespace attn::ui
