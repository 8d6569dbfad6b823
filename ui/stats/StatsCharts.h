#pragma once

#include <QColor>
#include <QFont>
#include <QList>
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

/// An empty chart in `style`: light or dark theme, no animation, the title bold and larger,
/// the legend below, and axis numbers in the window's language (0,5 in Indonesian and
/// Vietnamese, never a group separator). The caller owns it.
QChart *newChart(const QString &title, const ChartStyle &style);

/// The colours every statistics view uses for the two kinds of scores (Okabe-Ito,
/// colour-blind safe).
QColor rawColor();
QColor scaledColor();
QColor referenceColor(bool dark);

/// Raw and scaled scores overlaid as filled step plots on one score axis. The caller
/// owns the chart. `raw` and `scaled` name the std in the legend.
QChart *createHistogramChart(const ScoreHistogram &histogram, const ScoreStats &raw,
                             const ScoreStats &scaled, const ChartStyle &style);

/// Ticks of a value axis over [lo, hi]: multiples of a step of 1, 2 or 5 times a power of
/// ten, about `target` of them, covering the range. Each is computed as index × step and a
/// tick within a millionth of a step of 0 is 0 exactly (never "5.55e-17").
QList<double> axisTicks(double lo, double hi, int target = 6);

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
