#pragma once

#include "SnapshotView.h"

class QComboBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTableWidget;
class QChartView;

namespace attn::ui {

class JacobianRowModel;
class ScalingHeatmapsWidget;

/// Why divide by sqrt(d_k): the engine's statistics of the raw scores Q·Kᵀ against the
/// scaled ones Q·Kᵀ/√d_k, whatever the scaling toggle says. A summary table
/// with uniform and one-hot references, a row per head, the softmax gradient of every
/// query row, the two score histograms overlaid, and the weights without and with
/// scaling. Every number is the engine's (AttentionResult::stats, HeadResult::stats,
/// rawJacobian, scaledJacobian) or a core function's; the panel only formats and draws.
class StatsPanel : public SnapshotView
{
    Q_OBJECT

public:
    explicit StatsPanel(QWidget *parent = nullptr);
    ~StatsPanel() override;

    void setSnapshot(SnapshotPtr snapshot) override;
    void setOptions(const ViewOptions &options) override;

    /// The head the summary, histogram, per-row table and heatmaps show; -1: all heads
    /// (the heatmaps then show the options' head).
    int head() const;
    void setHead(int head);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fillHeadSelector();
    void fitDetails();
    void refresh();
    void applyFontScale();

    SnapshotPtr m_snapshot;
    ViewOptions m_options;
    bool m_dirty = true;
    int m_head = -1;

    QComboBox *m_headSelector = nullptr;
    QLabel *m_scalingNote = nullptr;
    QLabel *m_error = nullptr;
    QTableWidget *m_summary = nullptr;
    QLabel *m_gradientNote = nullptr;
    QChartView *m_histogram = nullptr;
    QTabWidget *m_details = nullptr;
    QSplitter *m_lower = nullptr; ///< the per-head tables beside the two heatmaps
    bool m_lowerMoved = false;    ///< the user placed its handle: kept where they put it
    QTableWidget *m_perHead = nullptr;
    QTableView *m_rows = nullptr;
    JacobianRowModel *m_rowModel = nullptr;
    ScalingHeatmapsWidget *m_heatmaps = nullptr;
};

} // namespace attn::ui
