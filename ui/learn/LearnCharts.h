#pragma once

#include "Training.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QChart;
class QLabel;
class QChartView;
class QLineSeries;
class QValueAxis;
class QLogValueAxis;

namespace attn::ui {

/// The Learn tab's live curves, one line per variant on each chart (Qt Charts, in the
/// statistics charts' style): loss, accuracy, gradient norm (log axis), mean max weight and
/// mean softmax Jacobian norm, over the training steps.
class LearnCharts : public QWidget
{
    Q_OBJECT

public:
    enum Chart { Loss, Accuracy, GradientNorm, MaxWeight, Jacobian, Count };
    /// The most points a line draws; a longer run draws each stretch of steps as its
    /// lowest and highest point (the records themselves are all kept).
    static constexpr int maxDrawnPoints = 800;

    explicit LearnCharts(QWidget *parent = nullptr);

    /// Empties every chart for a new run of `steps` steps with these variants.
    void reset(const QStringList &variants, const std::vector<QColor> &colours, int steps);
    /// Adds each variant's new records (in step order; index = variant). Each line is
    /// updated once (QXYSeries::replace with at most maxDrawnPoints points) and the axes
    /// rescaled once, so a delivery of many steps costs one redraw, not one per point.
    void append(const std::vector<std::vector<StepRecord>> &perVariant);

    QChart *chart(Chart which) const;
    /// The line of `variant` on `which` (for tests); none on GradientNorm, whose lines are
    /// parameterSeries().
    QLineSeries *series(Chart which, int variant) const;
    /// The gradient norm chart's lines: one per variant and plotted parameter, the
    /// parameter's own gradient norm (StepRecord::parameterNorms) on the log axis; the
    /// variant's colour, each parameter its dash pattern, named in the chart's legend.
    QLineSeries *parameterSeries(int variant, int parameter) const;
    /// The parameters plotted: "wq", "wk", "wv", "wo", "embedding", "positional", "readout"
    /// (ModelParameters::names()' names).
    static std::vector<std::string> plottedParameters();
    /// The colour of the variant's lines.
    static QColor variantColour(int index, bool scaled);
    /// The one legend of the five charts (variant names in their line colours).
    QLabel *legend() const { return m_legend; }
    /// The variants' names again (a language switch): the lines' names and the legend.
    void setVariantNames(const QStringList &names);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    /// Every text of the charts in the current language (not the variants' names).
    void writeTexts();
    /// The title of `which` on one line, or two where one would be cut.
    void fitTitle(Chart which);
    void rescale();
    void updateLegend();

    QChartView *m_views[Count] = {};
    std::vector<QLineSeries *> m_series[Count];
    std::vector<QLineSeries *> m_parameterSeries;  ///< variant x plotted parameter
    std::vector<QList<QPointF>> m_parameterPoints; ///< the same, every point so far
    std::vector<QList<QPointF>> m_points[Count];   ///< per chart and variant: every point so far
    QLabel *m_legend = nullptr;
    QValueAxis *m_x[Count] = {};
    QValueAxis *m_y[Count] = {};     ///< the linear y axes (none for the log one)
    QLogValueAxis *m_logY = nullptr; ///< the gradient norm's y axis
    QStringList m_variants;
    std::vector<QColor> m_colours;
    int m_steps = 1;
    double m_top[Count] = {};
    double m_logLow = 1, m_logHigh = 1;
};

} // namespace attn::ui
