#include "LearnCharts.h"

#include "NumberFormat.h"
#include "StatsCharts.h"
#include "TrainingModel.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>

namespace attn::ui {

namespace {

/// The points a line draws: all of them up to maxDrawnPoints, else each of
/// maxDrawnPoints / 2 equal runs of steps as its lowest and highest point (in step order),
/// so the curve's envelope, its spikes included, stays exact while a long run's redraw
/// costs the same as a short one's. The last point is always the newest record.
QList<QPointF> drawnPoints(const QList<QPointF> &points)
{
    const qsizetype n = points.size();
    if (n <= LearnCharts::maxDrawnPoints)
        return points;
    const qsizetype buckets = LearnCharts::maxDrawnPoints / 2;
    QList<QPointF> drawn;
    drawn.reserve(LearnCharts::maxDrawnPoints + 1);
    for (qsizetype b = 0; b < buckets; ++b) {
        const qsizetype begin = b * n / buckets;
        const qsizetype end = (b + 1) * n / buckets;
        qsizetype low = begin, high = begin;
        for (qsizetype i = begin + 1; i < end; ++i) {
            if (points[i].y() < points[low].y())
                low = i;
            if (points[i].y() > points[high].y())
                high = i;
        }
        drawn.append(points[std::min(low, high)]);
        if (low != high)
            drawn.append(points[std::max(low, high)]);
    }
    if (drawn.last() != points.last())
        drawn.append(points.last());
    return drawn;
}

const char *const chartTitles[] = {
    QT_TRANSLATE_NOOP("LearnCharts", "Loss (cross-entropy)"),
    QT_TRANSLATE_NOOP("LearnCharts", "Accuracy on the batch"),
    QT_TRANSLATE_NOOP("LearnCharts", "Gradient norm (log scale)"),
    QT_TRANSLATE_NOOP("LearnCharts", "Mean max weight"),
    QT_TRANSLATE_NOOP("LearnCharts", "Mean ‖J‖ of softmax"),
};

/// What each chart's y axis measures (short: it runs up the chart's side).
const char *const yTitles[] = {
    QT_TRANSLATE_NOOP("LearnCharts", "loss"),
    QT_TRANSLATE_NOOP("LearnCharts", "fraction correct"),
    QT_TRANSLATE_NOOP("LearnCharts", "gradient norm"),
    QT_TRANSLATE_NOOP("LearnCharts", "max weight"),
    QT_TRANSLATE_NOOP("LearnCharts", "Jacobian norm"),
};

/// `title` as a chart's (rich text) title `width` pixels wide: on two lines, broken at the
/// space that makes the longer line shortest, when one line would be cut ('Hàm mất mát
/// (entropy ...' in a third of the Learn tab beside the editors).
QString fittedTitle(const QString &title, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
    if (metrics.horizontalAdvance(title) <= width)
        return title.toHtmlEscaped();
    qsizetype best = -1;
    int bestWidth = 0;
    for (qsizetype i = title.indexOf(QLatin1Char(' ')); i >= 0;
         i = title.indexOf(QLatin1Char(' '), i + 1)) {
        const int longer = std::max(metrics.horizontalAdvance(title.left(i)),
                                    metrics.horizontalAdvance(title.mid(i + 1)));
        if (best < 0 || longer < bestWidth) {
            best = i;
            bestWidth = longer;
        }
    }
    if (best < 0)
        return title.toHtmlEscaped();
    return title.left(best).toHtmlEscaped() + QStringLiteral("<br>")
           + title.mid(best + 1).toHtmlEscaped();
}

/// The parameters the gradient norm chart plots, their names in the legend and their lines'
/// dash patterns (empty: solid).
struct PlottedParameter
{
    const char *name;
    const char *label;
    QList<qreal> dashes;
};

const PlottedParameter plotted[] = {
    {"wq", QT_TRANSLATE_NOOP("LearnCharts", "W_q"), {}},
    {"wk", QT_TRANSLATE_NOOP("LearnCharts", "W_k"), {1, 2}},
    {"wv", QT_TRANSLATE_NOOP("LearnCharts", "W_v"), {4, 2}},
    {"wo", QT_TRANSLATE_NOOP("LearnCharts", "W_o"), {6, 2, 1, 2}},
    {"embedding", QT_TRANSLATE_NOOP("LearnCharts", "embeddings"), {8, 3}},
    {"positional", QT_TRANSLATE_NOOP("LearnCharts", "positions"), {2, 5}},
    {"readout", QT_TRANSLATE_NOOP("LearnCharts", "read-out"), {6, 2, 1, 2, 1, 2}},
};
constexpr int plottedCount = int(std::size(plotted));

/// The norm of plotted parameter `p` in `record`, by its place in ModelParameters::names()
/// (with or without the positional table, told by the number of norms); 0 when absent.
double parameterNorm(const StepRecord &record, int p)
{
    const std::vector<std::string> names = ModelParameters::names(
        record.parameterNorms.size() == ModelParameters::names(true).size());
    const auto at = std::find(names.begin(), names.end(), std::string(plotted[p].name));
    if (at == names.end() || size_t(at - names.begin()) >= record.parameterNorms.size())
        return 0;
    return record.parameterNorms[size_t(at - names.begin())];
}

double valueOf(LearnCharts::Chart which, const StepRecord &record)
{
    switch (which) {
    case LearnCharts::Loss:
        return record.loss;
    case LearnCharts::Accuracy:
        return record.accuracy;
    case LearnCharts::GradientNorm:
        return record.gradientNorm;
    case LearnCharts::MaxWeight:
        return record.meanMaxWeight;
    default:
        return record.meanJacobianNorm;
    }
}

} // namespace

LearnCharts::LearnCharts(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    for (int i = 0; i < Count; ++i) {
        m_views[i] = new QChartView(this);
        m_views[i]->setRenderHint(QPainter::Antialiasing);
        m_views[i]->setMinimumSize(160, 120);
        m_views[i]->installEventFilter(this); // a resize fits the title again
        if (i == GradientNorm) // two rows high: its decades and its legend of seven lines
            grid->addWidget(m_views[i], 0, 2, 2, 1);
        else
            grid->addWidget(m_views[i], i / 3, i % 3);
    }
    // One legend for the five charts, below them: the lines are the same
    // variants on every chart.
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("learnLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setAlignment(Qt::AlignCenter);
    m_legend->setWordWrap(true);
    grid->addWidget(m_legend, 2, 0, 1, 3); // below the charts, the whole width
    build();
}

QColor LearnCharts::variantColour(int index, bool scaled)
{
    // The statistics' colours: scaled blue, raw (unscaled) vermillion; then Okabe-Ito.
    static const QColor others[] = {QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                    QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9)};
    if (index == 0 && scaled)
        return scaledColor();
    if (index == 1 && !scaled)
        return rawColor();
    return others[index % 4];
}

void LearnCharts::reset(const QStringList &variants, const std::vector<QColor> &colours, int steps)
{
    m_variants = variants;
    m_colours = colours;
    m_steps = std::max(1, steps);
    build();
}

void LearnCharts::build()
{
    ChartStyle style;
    style.font = font();
    style.dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    for (int i = 0; i < Count; ++i) {
        QChart *chart = newChart(QString(), style);
        QFont title = style.font;
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->hide(); // the shared legend (m_legend) names the lines
        chart->setMargins(QMargins(2, 2, 2, 2));
        chart->layout()->setContentsMargins(0, 0, 0, 0);
        m_series[i].clear();
        m_points[i].assign(std::size_t(m_variants.size()), {});
        if (i == GradientNorm) {
            // One line per variant and parameter; the chart's own legend names the
            // parameters by the first variant's lines (the shared legend, the variants).
            m_parameterSeries.clear();
            m_parameterPoints.assign(std::size_t(m_variants.size() * plottedCount), {});
            for (int v = 0; v < m_variants.size(); ++v)
                for (int p = 0; p < plottedCount; ++p) {
                    auto *series = new QLineSeries;
                    QPen pen(v < int(m_colours.size()) ? m_colours[std::size_t(v)] : Qt::black,
                             1.5);
                    if (!plotted[p].dashes.isEmpty())
                        pen.setDashPattern(plotted[p].dashes);
                    series->setPen(pen);
                    chart->addSeries(series);
                    m_parameterSeries.push_back(series);
                }
            chart->legend()->show();
            chart->legend()->setAlignment(Qt::AlignRight);
            chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
            chart->legend()->setFont(style.font);
            for (std::size_t s = plottedCount; s < m_parameterSeries.size(); ++s)
                for (QLegendMarker *marker : chart->legend()->markers(m_parameterSeries[s]))
                    marker->setVisible(false);
        }
        for (int v = 0; i != GradientNorm && v < m_variants.size(); ++v) {
            auto *series = new QLineSeries;
            series->setName(m_variants[v]);
            QPen pen(v < int(m_colours.size()) ? m_colours[std::size_t(v)] : Qt::black, 2);
            series->setPen(pen);
            chart->addSeries(series);
            m_series[i].push_back(series);
        }
        auto *x = new QValueAxis;
        x->setRange(0, m_steps);
        x->setLabelFormat(QStringLiteral("%.0f"));
        x->setTickCount(3); // room for "3000" in a third of a small screen
        x->setLabelsFont(style.font);
        chart->addAxis(x, Qt::AlignBottom);
        m_x[i] = x;
        QAbstractAxis *y;
        if (i == GradientNorm) {
            m_logY = new QLogValueAxis;
            m_logY->setBase(10);
            // "10", "1", "0,1", "0,001" (a localised label needs a precision in the format).
            m_logY->setLabelFormat(QStringLiteral("%.3g"));
            m_logY->setRange(1e-3 * (1 - 1e-9), 10 * (1 + 1e-9));
            m_logY->setMinorTickCount(-1);
            y = m_logY;
            m_y[i] = nullptr;
        } else {
            auto *axis = new QValueAxis;
            // Ticks at round numbers from 0 (rescale() sets the interval), whatever the top.
            axis->setTickType(QValueAxis::TicksDynamic);
            axis->setTickAnchor(0);
            axis->setLabelFormat(QStringLiteral("%.3g"));
            y = axis;
            m_y[i] = axis;
        }
        y->setLabelsFont(style.font);
        chart->addAxis(y, Qt::AlignLeft);
        for (QLineSeries *series : i == GradientNorm ? m_parameterSeries : m_series[i]) {
            series->attachAxis(x);
            series->attachAxis(y);
        }
        m_top[i] = 0;
        QChart *old = m_views[i]->chart();
        m_views[i]->setChart(chart);
        delete old;
    }
    m_logLow = m_logHigh = 0;
    rescale();
    writeTexts();
}

void LearnCharts::setVariantNames(const QStringList &names)
{
    m_variants = names;
    for (int i = 0; i < Count; ++i)
        for (std::size_t v = 0; v < m_series[i].size(); ++v)
            m_series[i][v]->setName(m_variants.value(int(v)));
    updateLegend();
}

void LearnCharts::writeTexts()
{
    static const char *const accessible[] = {
        QT_TR_NOOP("Loss per variant"),
        QT_TR_NOOP("Accuracy per variant"),
        QT_TR_NOOP("Gradient norm per variant"),
        QT_TR_NOOP("Mean max weight per variant"),
        QT_TR_NOOP("Mean softmax Jacobian norm per variant"),
    };
    for (int i = 0; i < Count; ++i) {
        m_views[i]->setAccessibleName(tr(accessible[i]));
        QChart *chart = m_views[i]->chart();
        chart->setLocale(chartLocale());
        m_x[i]->setTitleText(tr("step"));
        QAbstractAxis *y = m_y[i] ? static_cast<QAbstractAxis *>(m_y[i]) : m_logY;
        y->setTitleText(QCoreApplication::translate("LearnCharts", yTitles[i]));
        fitTitle(Chart(i));
    }
    for (std::size_t s = 0; s < m_parameterSeries.size(); ++s)
        m_parameterSeries[s]->setName(
            QCoreApplication::translate("LearnCharts", plotted[s % plottedCount].label));
    updateLegend();
}

void LearnCharts::fitTitle(Chart which)
{
    QChart *chart = m_views[which]->chart();
    // The chart's and the title's margins, and a little room.
    const int width
        = m_views[which]->width() - chart->margins().left() - chart->margins().right() - 12;
    chart->setTitle(fittedTitle(QCoreApplication::translate("LearnCharts", chartTitles[which]),
                                chart->titleFont(), width));
}

bool LearnCharts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize) {
        for (int i = 0; i < Count; ++i)
            if (watched == m_views[i])
                fitTitle(Chart(i));
    }
    return QWidget::eventFilter(watched, event);
}

void LearnCharts::updateLegend()
{
    QString html;
    for (int v = 0; v < m_variants.size(); ++v) {
        const QColor colour
            = v < int(m_colours.size()) ? m_colours[std::size_t(v)] : QColor(Qt::black);
        html += QStringLiteral("<p style=\"margin:4px\"><span style=\"color:%1\">━━━</span> %2</p>")
                    .arg(colour.name(), m_variants[v].toHtmlEscaped());
    }
    m_legend->setText(html);
    m_legend->setAccessibleName(m_variants.join(QStringLiteral(", ")));
}

void LearnCharts::append(const std::vector<std::vector<StepRecord>> &perVariant)
{
    bool any = false;
    for (std::size_t variant = 0; variant < perVariant.size(); ++variant) {
        const std::vector<StepRecord> &records = perVariant[variant];
        if (records.empty() || variant >= m_series[0].size())
            continue;
        any = true;
        for (int p = 0; p < plottedCount; ++p) {
            const std::size_t s = variant * plottedCount + std::size_t(p);
            QList<QPointF> &points = m_parameterPoints[s];
            for (const StepRecord &record : records) {
                const double value = parameterNorm(record, p);
                if (!std::isfinite(value) || value <= 0)
                    continue; // a log axis has no 0 (no positional table, say)
                points.append(QPointF(record.step, value));
                m_logLow = m_logLow > 0 ? std::min(m_logLow, value) : value;
                m_logHigh = std::max(m_logHigh, value);
            }
            m_parameterSeries[s]->replace(drawnPoints(points));
        }
        for (int i = 0; i < Count; ++i) {
            if (i == GradientNorm)
                continue;
            QList<QPointF> &points = m_points[i][variant];
            points.reserve(points.size() + qsizetype(records.size()));
            for (const StepRecord &record : records) {
                const double value = valueOf(Chart(i), record);
                if (!std::isfinite(value) || (i == GradientNorm && value <= 0))
                    continue;
                points.append(QPointF(record.step, value));
                if (i == GradientNorm) {
                    m_logLow = m_logLow > 0 ? std::min(m_logLow, value) : value;
                    m_logHigh = std::max(m_logHigh, value);
                } else {
                    m_top[i] = std::max(m_top[i], value);
                }
            }
            // One change signal per line (QXYSeries::append(QList) adds point by point,
            // each a signal and a repaint of the chart item), of a bounded number of points.
            m_series[i][variant]->replace(drawnPoints(points));
        }
    }
    if (any)
        rescale();
}

void LearnCharts::rescale()
{
    for (int i = 0; i < Count; ++i) {
        if (!m_y[i])
            continue;
        // The highest value (1 at most for a fraction) and a twentieth more, so a curve at
        // the top is not drawn on the chart's edge; ticks at a 1-2-5 step from 0.
        const bool fraction = i == Accuracy || i == MaxWeight;
        const double highest = fraction ? 1.0 : m_top[i] > 1e-12 ? m_top[i] : 1.0;
        const QList<double> ticks = axisTicks(0, highest);
        const double interval = ticks.size() > 1 ? ticks[1] - ticks[0] : highest;
        const double top = highest * 1.05;
        if (m_y[i]->max() != top || m_y[i]->tickInterval() != interval) {
            m_y[i]->setTickInterval(interval);
            m_y[i]->setRange(0, top);
        }
    }
    if (m_logY && m_logLow > 0) {
        // Whole decades, a hair wider: pow(10, -3) is a little above log10's -3, and the
        // axis left out the label of the decade at its bottom ("0,001").
        const double lowest = std::floor(std::log10(m_logLow));
        const double highest = std::max(lowest + 1, std::ceil(std::log10(m_logHigh * 1.0001)));
        const double low = std::pow(10.0, lowest) * (1 - 1e-9);
        const double high = std::pow(10.0, highest) * (1 + 1e-9);
        if (m_logY->min() != low || m_logY->max() != high)
            m_logY->setRange(low, high);
    }
}

QLineSeries *LearnCharts::parameterSeries(int variant, int parameter) const
{
    const std::size_t s = std::size_t(variant) * plottedCount + std::size_t(parameter);
    return variant >= 0 && parameter >= 0 && parameter < plottedCount
                   && s < m_parameterSeries.size()
               ? m_parameterSeries[s]
               : nullptr;
}

std::vector<std::string> LearnCharts::plottedParameters()
{
    std::vector<std::string> names;
    for (const PlottedParameter &p : plotted)
        names.emplace_back(p.name);
    return names;
}

QChart *LearnCharts::chart(Chart which) const
{
    return m_views[which]->chart();
}

QLineSeries *LearnCharts::series(Chart which, int variant) const
{
    return variant >= 0 && variant < int(m_series[which].size())
               ? m_series[which][std::size_t(variant)]
               : nullptr;
}

void LearnCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // Every text again in the new language: the titles, the axes, the legend (the panel
    // gives the variants' names, LearnCharts::setVariantNames()).
    if (event->type() == QEvent::LanguageChange)
        writeTexts();
}

} // namespace attn::ui
