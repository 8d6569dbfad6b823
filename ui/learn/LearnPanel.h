#pragma once

#include "LearnWorker.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QThread;

namespace attn::ui {

class Document;
class LearnCharts;
class ProbeHeatmaps;

/// The Learn tab: a comparison of variants (scaled by √d_k, unscaled, a chosen divisor)
/// trained side by side on a task, on a worker thread, with live curves, the attention of
/// each variant on a fixed probe, a scrubber over the recorded steps and "Open this step as
/// a scenario" (an undo step of the document).
class LearnPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LearnPanel(Document *document, QWidget *parent = nullptr);
    ~LearnPanel() override;

    /// The spec the controls describe.
    TrainingSpec spec() const;
    /// Why the controls' spec cannot be trained, or empty.
    QString specProblem() const;

    QPushButton *playButton() const { return m_play; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *stepButton() const { return m_step; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *openButton() const { return m_open; }
    QSlider *scrubber() const { return m_scrubber; }
    QComboBox *openVariant() const { return m_openVariant; }
    QComboBox *paceBox() const { return m_pace; }
    QSpinBox *stepsBox() const { return m_steps; }
    LearnCharts *charts() const { return m_charts; }
    ProbeHeatmaps *probes() const { return m_probes; }
    int stepsDone() const { return m_stepsDone; }
    bool isPlaying() const { return m_playing; }
    /// Every record received so far, per variant.
    const std::vector<std::vector<StepRecord>> &records() const { return m_records; }
    /// The number of updates received (the charts redraw at each).
    int updatesReceived() const { return m_updates; }

public slots:
    void play();
    void pause();
    void stepOnce();
    /// A new run from the controls (step 0).
    void reset();
    /// Puts the shown step's model state of the chosen variant into the document, undoable.
    void openAsScenario();

signals:
    /// "Open this step as a scenario" replaced the document's scenario.
    void scenarioOpened();

protected:
    void changeEvent(QEvent *event) override;

private:
    // LearnControls.cpp: the controls, their layout and every text in the current language.
    QWidget *createControls();
    QWidget *createProbeSide();
    /// Every text of the tab again, in the current language (LanguageChange).
    void retranslate();
    /// The run's variant names (charts, legend, heatmaps, the variant and head choices).
    void showVariantNames();
    /// The texts made from the run's state: the status, the scrubber's line, the task.
    void showState();
    void onUpdate(const LearnUpdatePtr &update);
    void updateButtons();
    void onScrub(int step);
    QStringList variantNames(const TrainingSpec &spec) const;

    Document *m_document;
    TrainingSpec m_base; ///< the built-in divisor-matters: the defaults, and what has no control
    QThread *m_thread;
    LearnWorker *m_worker;
    int m_generation = 0;
    int m_stepsDone = 0;
    int m_totalSteps = 0;
    bool m_playing = false;
    bool m_finished = false;
    bool m_live = true; ///< the scrubber follows the training
    int m_updates = 0;
    std::vector<std::vector<StepRecord>> m_records;
    TrainingSpec m_run;  ///< the spec of the shown run (no variants when it cannot run)
    QStringList m_names; ///< its variants' names in the current language
    std::vector<std::string> m_errors; ///< per variant: why it stopped, or empty
    int m_probeStep = -1;              ///< the scrubbed step (-1: none received yet)
    int m_shownStep = 0;               ///< the kept state shown for it
    QList<std::pair<QLabel *, const char *>> m_captions; ///< the settings' labels, untranslated
    std::vector<bool> m_variantScaled;

    QComboBox *m_task;
    QLabel *m_taskSentence;
    QSpinBox *m_length;
    QSpinBox *m_dModel;
    QSpinBox *m_heads;
    QLabel *m_variantsLabel;
    QCheckBox *m_scaled;
    QCheckBox *m_unscaled;
    QCheckBox *m_divisorOn;
    QDoubleSpinBox *m_divisor;
    QComboBox *m_optimizer;
    QDoubleSpinBox *m_learningRate;
    QSpinBox *m_steps;
    QSpinBox *m_seed;
    QPushButton *m_play;
    QPushButton *m_pause;
    QPushButton *m_step;
    QPushButton *m_reset;
    QLabel *m_status;
    LearnCharts *m_charts;
    QLabel *m_probeTitle;
    ProbeHeatmaps *m_probes;
    QComboBox *m_head;
    QSlider *m_scrubber;
    QLabel *m_scrubLabel;
    QComboBox *m_openVariant;
    QComboBox *m_pace;
    QPushButton *m_open;
};

} // namespace attn::ui
