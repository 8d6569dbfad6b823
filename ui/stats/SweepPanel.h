#pragma once

#include "StatsCharts.h"
#include "Sweep.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QChartView;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace attn::ui {

class SweepRun;

/// The d_k experiment of `attention-lab --sweep`: number of keys, trials and
/// seed; attn::runSweep on a worker thread with a progress bar and Cancel; charts on a
/// log2 d_k axis of (a) the spread of raw and scaled scores with the √d_k curve, (b) the
/// mean max weight and (c) the mean entropy with their uniform and one-hot lines, each
/// with a caption; and the numbers as a table. Runs once with the defaults when first
/// shown.
class SweepPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SweepPanel(QWidget *parent = nullptr);
    ~SweepPanel() override;

    /// What the controls say.
    SweepParams params() const;
    void setParams(const SweepParams &params);

    /// The last run that ended (cancelled ones keep the rows done), and its parameters.
    const SweepResult &result() const { return m_result; }
    const SweepParams &resultParams() const { return m_resultParams; }
    bool isRunning() const { return m_run != nullptr; }

    /// The most trials the panel offers (the command line allows more).
    static constexpr int maxTrials = 100000;

public slots:
    /// Starts a run with params(); a run in progress is cancelled first.
    void run();
    void cancel();

signals:
    /// A run ended, done or cancelled; result() holds it.
    void finished();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onProgress(int done, int total);
    void onRunFinished();
    void showResult();
    void abandonRun();
    /// The charts in `columns` (1 or 2) columns.
    void arrangeCharts(int columns);

    /// The smallest chart whose axis titles, numbers and legend read whole.
    static constexpr int minimumChartWidth = 330;
    static constexpr int minimumChartHeight = 320;

    QSpinBox *m_keys = nullptr;
    QSpinBox *m_trials = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QChartView *m_charts[sweepChartCount] = {};
    QLabel *m_captions[sweepChartCount] = {};
    QWidget *m_cells[sweepChartCount] = {};
    QGridLayout *m_grid = nullptr;
    int m_columns = 0;
    QTabWidget *m_pages = nullptr;
    QTableWidget *m_table = nullptr;
    bool m_chartsStale = false; ///< charts to redraw when next shown

    SweepRun *m_run = nullptr;
    QList<QPointer<SweepRun>> m_abandoned; ///< cancelled runs still finishing their d_k
    SweepResult m_result;
    SweepParams m_resultParams;
    bool m_hasRun = false;
};

} // namespace attn::ui
