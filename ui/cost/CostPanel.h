#pragma once

#include "CostMeasure.h"
#include "CostModel.h"
#include "Snapshot.h"

#include <QPointer>
#include <QWidget>

class QChart;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QTableWidget;

namespace attn::ui {

/// The cost of attention against the sequence length n for the current scenario's shape
/// (heads, d_k, d_model): theory (costCounts) as a log-log chart of score cells,
/// multiply-adds and kept bytes of the full and the tiled path with n^2 and n reference
/// slopes, the counts at the slider's n, and measured time and peak memory of both paths
/// on this machine (CostMeasure, with progress and Cancel), with the doubling badge.
class CostPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CostPanel(QWidget *parent = nullptr);
    ~CostPanel() override;

    void setSnapshot(const SnapshotPtr &snapshot);
    CostShape shape() const { return m_shape; }
    int sliderN() const;
    void setSliderN(int n);
    bool isMeasuring() const { return m_run != nullptr; }
    /// The measured rows of the last run; the badge's text ("" before a run).
    QTableWidget *measuredTable() const { return m_measured; }
    QString badgeText() const;
    /// Measured time ratio t(n) / t(n / 2) of the full path at the largest n it ran, and
    /// the pair ratio (4): what the badge states. 0 before a run.
    double measuredTimeRatio() const { return m_timeRatio; }

    /// The longest n measured (4096 unless changed; the heading states the default).
    void setMeasureLimit(int n) { m_measureUpTo = n; }

public slots:
    void measure();
    void cancel();

signals:
    void measured();

private:
    void rebuildChart();
    void updateCounts();
    void runEnded();

    CostShape m_shape;
    QLabel *m_shapeLabel = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_nLabel = nullptr;
    QTableWidget *m_counts = nullptr;
    QChart *m_chart = nullptr;
    QLabel *m_legend = nullptr; ///< the chart's lines, by colour and dash
    QPushButton *m_measure = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableWidget *m_measured = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_badge = nullptr;
    QPointer<CostMeasure> m_run;
    double m_timeRatio = 0;
    int m_measureUpTo = 4096;
};

} // namespace attn::ui
