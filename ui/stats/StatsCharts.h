#pragma once

#include <QColor>
#include <QFont>
#include <QString>

class QChart;
class QPainter;
class QRectF;

namespace attn {
struct ScoreHistogram;
struct ScoreStats;
struct SweepParams;
struct SweepResult;
} // namespace attn

namespace attn::ui {

/// Fonts and colours of the statistics charts. The panels and the export build their
/// charts with the same functions, only the style differs (screen font or pixel font).
struct ChartStyle
{
    QFont font;        ///< axis labels and legend; titles are bold and larger
    bool dark = false; ///< the screen's palette is dark
};

/// The colours every statistics view uses for the two kinds of scores (Okabe-Ito,
/// colour-blind safe).
QColor rawColor();
QColor scaledColor();
QColor referenceColor(bool dark);

/// Raw and scaled scores overlaid as filled step plots on one score axis. The caller
/// owns the chart. `raw` and `scaled` name the std in the legend.
QChart *createHistogramChart(const ScoreHistogram &histogram, const ScoreStats &raw,
                             const ScoreStats &scaled, const ChartStyle &style);

/// The four charts of the d_k sweep, on a log2 d_k axis.
enum class SweepChart {
    Spread,    ///< std of raw and of scaled scores, with the sqrt(d_k) curve
    MaxWeight, ///< mean max weight, with the uniform 1/N and one-hot 1 lines
    Entropy,   ///< mean entropy, with the uniform ln N and one-hot 0 lines
    Jacobian   ///< mean softmax Jacobian norm, with the uniform reference and one-hot 0
};
constexpr int sweepChartCount = 4;

QChart *createSweepChart(SweepChart which, const SweepParams &params, const SweepResult &result,
                         const ChartStyle &style);

/// What the chart shows, in a learner's words, with numbers of the result.
QString sweepChartCaption(SweepChart which, const SweepParams &params, const SweepResult &result);

/// Draws `chart` into `target` of any painter (screen, QImage, SVG, PDF) through a
/// temporary QGraphicsScene, laid out at the target's size.
void renderChart(QPainter &painter, const QRectF &target, QChart *chart);

} // namespace attn::ui
