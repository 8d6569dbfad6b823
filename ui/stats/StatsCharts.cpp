#include "StatsCharts.h"

#include "NumberFormat.h"
#include "ScoreHistogram.h"
#include "Statistics.h"
#include "StatsText.h"
#include "Sweep.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct StatsCharts
{
    Q_DECLARE_TR_FUNCTIONS(StatsCharts)
};

QFont chartFont(const QFont &base, double factor, bool bold = false)
{
    QFont font = base;
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    else
        font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

void styleAxis(QAbstractAxis *axis, const QString &title, const ChartStyle &style)
{
    axis->setTitleText(title);
    axis->setTitleFont(chartFont(style.font, 1.0, true));
    axis->setLabelsFont(style.font);
}

QLineSeries *addLine(QChart *chart, const QString &name, const QColor &color, Qt::PenStyle penStyle,
                     bool points, const ChartStyle &style)
{
    auto *series = new QLineSeries;
    series->setName(name);
    chart->addSeries(series);
    const double width = std::max(2.0, QFontInfo(style.font).pixelSize() / 6.0);
    QPen pen(color, width, penStyle);
    pen.setCapStyle(Qt::RoundCap);
    series->setPen(pen);
    series->setPointsVisible(points);
    series->setMarkerSize(width * 3);
    return series;
}

/// A filled step outline of one set of counts.
QAreaSeries *addStepArea(QChart *chart, const ScoreHistogram &h, const std::vector<long> &counts,
                         const QString &name, const QColor &color)
{
    auto *upper = new QLineSeries(chart);
    upper->append(h.binStart(0), 0);
    for (int bin = 0; bin < h.binCount(); ++bin) {
        const double count = double(counts[static_cast<size_t>(bin)]);
        upper->append(h.binStart(bin), count);
        upper->append(h.binEnd(bin), count);
    }
    upper->append(h.binEnd(h.binCount() - 1), 0);
    auto *area = new QAreaSeries(upper);
    area->setName(name);
    chart->addSeries(area);
    QColor fill = color;
    fill.setAlphaF(0.45);
    area->setBrush(fill);
    area->setPen(QPen(color, 2));
    return area;
}

QLogValueAxis *addDkAxis(QChart *chart, const SweepParams &params, const ChartStyle &style)
{
    auto *axis = new QLogValueAxis;
    // Ticks at every second power of 2 (1, 4, 16, ..., 1024): at every power, a half-width
    // chart had no room for "1024" and elided it; the points still sit at every power of 2.
    axis->setBase(4);
    axis->setLabelFormat(QStringLiteral("%.6g"));
    axis->setMinorTickCount(0);
    // A little room on both sides so the first and last points are not cut by the frame.
    axis->setRange(0.8, std::max(2, params.maxDk) * 1.25);
    styleAxis(axis, StatsCharts::tr("d_k (log₂ scale)"), style);
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

QValueAxis *addValueAxis(QChart *chart, const QString &title, double max, const ChartStyle &style)
{
    auto *axis = new QValueAxis;
    axis->setRange(0, max);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.3g"));
    styleAxis(axis, title, style);
    chart->addAxis(axis, Qt::AlignLeft);
    return axis;
}

void attach(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

/// A horizontal reference line across the whole d_k range.
void addLevel(QChart *chart, const QString &name, double level, Qt::PenStyle penStyle,
              const SweepParams &params, const ChartStyle &style)
{
    QLineSeries *line = addLine(chart, name, referenceColor(style.dark), penStyle, false, style);
    line->append(0.8, level);
    line->append(std::max(2, params.maxDk) * 1.25, level);
}

/// A score axis labelled at `axisTicks()`, each label written by the one number formatter
/// (the interface's decimal separator).
QCategoryAxis *addTickAxis(QChart *chart, double lo, double hi, const QString &title,
                           const ChartStyle &style)
{
    auto *axis = new QCategoryAxis;
    const QList<double> ticks = axisTicks(lo, hi);
    const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1.0;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(ticks.front() - step);
    for (double tick : ticks) {
        QString label = formatNumber(tick, NumberStyle::Statistic);
        if (axis->categoriesLabels().contains(label)) // a category axis needs unique labels
            label = formatNumber(tick, NumberStyle::Formula);
        axis->append(label, tick);
    }
    axis->setRange(ticks.front(), ticks.back());
    // The last label is centred on the axis' end: room for its right half.
    const QStringList labels = axis->categoriesLabels();
    const int half = QFontMetrics(style.font).horizontalAdvance(labels.last()) / 2 + 2;
    chart->setMargins(chart->margins() + QMargins(0, 0, half, 0));
    styleAxis(axis, title, style);
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

} // namespace

QChart *newChart(const QString &title, const ChartStyle &style)
{
    auto *chart = new QChart;
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    // Axis labels in the window's language: 0,5 in Indonesian and Vietnamese.
    chart->setLocalizeNumbers(true);
    chart->setLocale(chartLocale());
    chart->setTitle(title);
    chart->setTitleFont(chartFont(style.font, 1.15, true));
    chart->legend()->setFont(style.font);
    chart->legend()->setAlignment(Qt::AlignBottom);
    // A legend entry cut for room ends in "...": its tooltip gives it whole.
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    return chart;
}

QList<double> axisTicks(double lo, double hi, int target)
{
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return {lo, lo + 1};
    const double rough = (hi - lo) / std::max(1, target - 1);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10 * power;
    for (double m : {1.0, 2.0, 5.0}) {
        if (m * power >= rough) {
            step = m * power;
            break;
        }
    }
    const double first = std::floor(lo / step + 1e-9);
    const double last = std::ceil(hi / step - 1e-9);
    QList<double> ticks;
    for (double i = first; i <= last; ++i) {
        const double tick = i * step;
        ticks << (std::abs(tick) < step * 1e-6 ? 0.0 : tick);
    }
    if (ticks.size() < 2)
        ticks << ticks.front() + step;
    return ticks;
}

QColor rawColor()
{
    return QColor(0xD5, 0x5E, 0x00); // vermillion
}

QColor scaledColor()
{
    return QColor(0x00, 0x72, 0xB2); // blue
}

QColor referenceColor(bool dark)
{
    return dark ? QColor(0xBB, 0xBB, 0xBB) : QColor(0x55, 0x55, 0x55);
}

QChart *createHistogramChart(const ScoreHistogram &histogram, const ScoreStats &raw,
                             const ScoreStats &scaled, const ChartStyle &style)
{
    QChart *chart = newChart(StatsCharts::tr("How the scores spread"), style);
    if (histogram.binCount() == 0 || histogram.binWidth <= 0)
        return chart;
    addStepArea(
        chart, histogram, histogram.raw,
        StatsCharts::tr("raw Q·Kᵀ (std %1)").arg(formatNumber(raw.std, NumberStyle::Statistic)),
        rawColor());
    addStepArea(chart, histogram, histogram.scaled,
                StatsCharts::tr("scaled Q·Kᵀ/√d_k (std %1)")
                    .arg(formatNumber(scaled.std, NumberStyle::Statistic)),
                scaledColor());
    QCategoryAxis *x = addTickAxis(chart, histogram.lo, histogram.binEnd(histogram.binCount() - 1),
                                   StatsCharts::tr("score"), style);
    long most = 1;
    for (int bin = 0; bin < histogram.binCount(); ++bin)
        most = std::max({most, histogram.raw[size_t(bin)], histogram.scaled[size_t(bin)]});
    auto *y = new QValueAxis;
    y->setRange(0, double(most) * 1.05);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    if (most < 10)
        y->setTickCount(int(y->max()) + 1);
    styleAxis(y, StatsCharts::tr("entries"), style);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, x, y);
    return chart;
}

QChart *createSweepChart(SweepChart which, const SweepParams &params, const SweepResult &result,
                         const ChartStyle &style)
{
    static const char *const titles[] = {
        QT_TRANSLATE_NOOP("StatsCharts", "(a) Spread of the scores"),
        QT_TRANSLATE_NOOP("StatsCharts", "(b) Largest weight of a query"),
        QT_TRANSLATE_NOOP("StatsCharts", "(c) Entropy of the weights"),
        QT_TRANSLATE_NOOP("StatsCharts", "(d) How much gradient softmax passes"),
    };
    QChart *chart = newChart(StatsCharts::tr(titles[int(which)]), style);
    QLineSeries *raw
        = addLine(chart, StatsCharts::tr("raw Q·Kᵀ"), rawColor(), Qt::SolidLine, true, style);
    QLineSeries *scaled = addLine(chart, StatsCharts::tr("scaled Q·Kᵀ/√d_k"), scaledColor(),
                                  Qt::SolidLine, true, style);
    const double lnN = std::log(double(std::max(1, params.keys)));
    double top = 1;
    QString yTitle;
    switch (which) {
    case SweepChart::Spread: {
        QLineSeries *root = addLine(chart, StatsCharts::tr("√d_k"), referenceColor(style.dark),
                                    Qt::DashLine, false, style);
        for (const SweepRow &row : result.rows) {
            raw->append(row.dK, row.rawStd);
            scaled->append(row.dK, row.scaledStd);
            top = std::max({top, row.rawStd, row.scaledStd});
        }
        for (int dk = 1; dk <= params.maxDk; dk *= 2)
            root->append(dk, std::sqrt(double(dk)));
        top = std::max(top, std::sqrt(double(std::max(1, params.maxDk))));
        yTitle = StatsCharts::tr("std of the scores");
        break;
    }
    case SweepChart::MaxWeight:
        for (const SweepRow &row : result.rows) {
            raw->append(row.dK, row.rawMaxWeight);
            scaled->append(row.dK, row.scaledMaxWeight);
        }
        addLevel(chart, StatsCharts::tr("one-hot: 1"), 1, Qt::DotLine, params, style);
        addLevel(chart, StatsCharts::tr("uniform: 1/%1").arg(params.keys),
                 1.0 / std::max(1, params.keys), Qt::DashLine, params, style);
        yTitle = StatsCharts::tr("mean max weight");
        break;
    case SweepChart::Entropy:
        for (const SweepRow &row : result.rows) {
            raw->append(row.dK, row.rawEntropy);
            scaled->append(row.dK, row.scaledEntropy);
        }
        addLevel(chart,
                 StatsCharts::tr("uniform: ln %1 = %2")
                     .arg(params.keys)
                     .arg(formatNumber(lnN, NumberStyle::Statistic)),
                 lnN, Qt::DashLine, params, style);
        addLevel(chart, StatsCharts::tr("one-hot: 0"), 0, Qt::DotLine, params, style);
        top = std::max(0.1, lnN);
        yTitle = StatsCharts::tr("mean entropy (nats)");
        break;
    case SweepChart::Jacobian: {
        const double keys = std::max(1, params.keys);
        const double uniform = std::sqrt(keys - 1) / keys;
        top = uniform;
        for (const SweepRow &row : result.rows) {
            raw->append(row.dK, row.rawJacobianNorm);
            scaled->append(row.dK, row.scaledJacobianNorm);
            top = std::max({top, row.rawJacobianNorm, row.scaledJacobianNorm});
        }
        addLevel(chart,
                 StatsCharts::tr("uniform: %1").arg(formatNumber(uniform, NumberStyle::Statistic)),
                 uniform, Qt::DashLine, params, style);
        addLevel(chart, StatsCharts::tr("one-hot: 0"), 0, Qt::DotLine, params, style);
        yTitle = StatsCharts::tr("mean ‖J‖ of softmax");
        break;
    }
    }
    QLogValueAxis *x = addDkAxis(chart, params, style);
    QValueAxis *y = addValueAxis(chart, yTitle, top * 1.05, style);
    attach(chart, x, y);
    return chart;
}

QString sweepChartCaption(SweepChart which, const SweepParams &params, const SweepResult &result)
{
    const SweepRow *first = result.rows.empty() ? nullptr : &result.rows.front();
    const SweepRow *last = result.rows.empty() ? nullptr : &result.rows.back();
    QString numbers;
    switch (which) {
    case SweepChart::Spread:
        if (last)
            numbers = StatsCharts::tr(" Here at d_k = %1: raw %2, scaled %3.")
                          .arg(last->dK)
                          .arg(formatNumber(last->rawStd, NumberStyle::Statistic))
                          .arg(formatNumber(last->scaledStd, NumberStyle::Statistic));
        return StatsCharts::tr("Without scaling the scores spread out like √d_k (dashed): "
                               "the bigger the vectors, the wider the scores. Dividing by "
                               "√d_k keeps their spread near 1 for every d_k.")
               + numbers;
    case SweepChart::MaxWeight:
        if (first && last)
            numbers = StatsCharts::tr(" Raw: %1 at d_k = %2, %3 at d_k = %4.")
                          .arg(formatNumber(first->rawMaxWeight, NumberStyle::Statistic))
                          .arg(first->dK)
                          .arg(formatNumber(last->rawMaxWeight, NumberStyle::Statistic))
                          .arg(last->dK);
        return StatsCharts::tr("Without scaling the largest weight climbs towards 1: softmax "
                               "gives almost everything to one of the %1 keys (one-hot) and "
                               "its gradient dies. With scaling the weight stays shared.")
                   .arg(params.keys)
               + numbers;
    case SweepChart::Entropy:
        if (last)
            numbers = StatsCharts::tr(" Here at d_k = %1: raw %2, scaled %3 nats.")
                          .arg(last->dK)
                          .arg(formatNumber(last->rawEntropy, NumberStyle::Statistic))
                          .arg(formatNumber(last->scaledEntropy, NumberStyle::Statistic));
        return StatsCharts::tr("Entropy says how spread out the weights are: ln %1 when all "
                               "%1 keys share equally, 0 when one key takes everything. "
                               "Unscaled, it falls towards 0 as d_k grows; scaled, it stays.")
                   .arg(params.keys)
               + numbers;
    case SweepChart::Jacobian:
        if (last)
            numbers = StatsCharts::tr(" Here at d_k = %1: raw %2, scaled %3.")
                          .arg(last->dK)
                          .arg(formatNumber(last->rawJacobianNorm, NumberStyle::Statistic))
                          .arg(formatNumber(last->scaledJacobianNorm, NumberStyle::Statistic));
        return StatsCharts::tr("‖J‖ = ‖diag(p) − p·pᵀ‖: how much gradient reaches the scores. "
                               "Unscaled it falls towards 0 as the weights turn one-hot; scaled "
                               "it stays (the uniform line is a reference, not a bound).")
               + numbers;
    }
    return QString();
}

void renderChart(QPainter &painter, const QRectF &target, QChart *chart)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setPos(0, 0);
    chart->resize(target.size());
    // The chart lays itself out on a posted event; do it now, there is no event loop here.
    chart->layout()->invalidate();
    chart->layout()->activate();
    const QRectF source(QPointF(0, 0), target.size());
    scene.setSceneRect(source);
    scene.render(&painter, target, source, Qt::IgnoreAspectRatio);
    scene.removeItem(chart);
}

} // namespace attn::ui
