#include "LearnPanel.h"

#include "Document.h"
#include "LearnCharts.h"
#include "NumberFormat.h"
#include "ProbeHeatmaps.h"
#include "TrainingFile.h"
#include "UndoCommands.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QThread>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

LearnPanel::LearnPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_thread(new QThread(this))
    , m_worker(new LearnWorker)
{
    setObjectName(QStringLiteral("learnPanel"));
    qRegisterMetaType<LearnUpdatePtr>();
    qRegisterMetaType<TrainingSpec>();
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &LearnWorker::updated, this, &LearnPanel::onUpdate);
    m_thread->setObjectName(QStringLiteral("training"));
    m_thread->start();

    // The defaults are the built-in comparison divisor-matters (lessons 7 and 8): the first
    // Play shows the scaled run learn and the unscaled one stall.
    QString error;
    if (!trainingExample(QStringLiteral("divisor-matters"), m_base, &error))
        qFatal("%s", qPrintable(error));
    m_charts = new LearnCharts(this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_charts);
    splitter->addWidget(createProbeSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createControls());
    layout->addWidget(splitter, 1);
    retranslate();
    reset();
}

LearnPanel::~LearnPanel()
{
    m_worker->setPlaying(false);
    m_thread->quit();
    m_thread->wait();
}

TrainingSpec LearnPanel::spec() const
{
    // What the controls do not show (symbols, batch, residual, positional term, clipping)
    // is divisor-matters'.
    TrainingSpec s = m_base;
    s.title.clear();
    s.variants.clear();
    s.task = TaskKind(m_task->currentData().toInt());
    s.length = m_length->value();
    s.dModel = m_dModel->value();
    s.heads = m_heads->value();
    s.optimizer = Optimizer(m_optimizer->currentData().toInt());
    s.learningRate = m_learningRate->value();
    s.steps = m_steps->value();
    s.seed = std::uint64_t(m_seed->value());
    // The states kept for the scrubber: every step of a short run, about 200 of a long one.
    s.snapshotEvery = std::max(1, s.steps / 200);
    if (m_scaled->isChecked())
        s.variants.push_back({"scaled", true, std::nullopt, std::nullopt});
    if (m_unscaled->isChecked())
        s.variants.push_back({"unscaled", false, std::nullopt, std::nullopt});
    if (m_divisorOn->isChecked())
        s.variants.push_back({"divisor", true, m_divisor->value(), std::nullopt});
    return s;
}

QString LearnPanel::specProblem() const
{
    const TrainingSpec s = spec();
    if (s.variants.empty())
        return tr("Choose at least one variant");
    if (s.dModel % s.heads != 0)
        return tr("d_model must be a multiple of the number of heads");
    const std::string problem = trainingSpecProblem(s);
    return QString::fromStdString(problem);
}

void LearnPanel::reset()
{
    pause();
    ++m_generation;
    m_stepsDone = 0;
    m_finished = false;
    m_live = true;
    m_records.clear();
    m_errors.clear();
    m_probeStep = -1;
    {
        // A new run shows its first head and offers its first variant (a language switch
        // keeps the choices).
        const QSignalBlocker blockOpen(m_openVariant), blockHead(m_head);
        m_openVariant->clear();
        m_head->clear();
    }
    const QString problem = specProblem();
    if (!problem.isEmpty()) {
        m_run = TrainingSpec(); // no variants: nothing to name
        m_charts->reset({}, {}, m_steps->value());
        m_probes->setProbes({}, {}, 0);
        showVariantNames();
        showState();
        updateButtons();
        return;
    }
    const TrainingSpec s = spec();
    m_run = s;
    m_variantScaled.clear();
    std::vector<QColor> colours;
    for (const TrainingVariant &v : s.variants) {
        m_variantScaled.push_back(v.scale);
        const bool scaled = v.scale && !v.divisor;
        colours.push_back(LearnCharts::variantColour(scaled ? 0 : !v.scale ? 1 : 2, scaled));
    }
    m_records.assign(s.variants.size(), {});
    m_totalSteps = s.steps;
    m_charts->reset(variantNames(s), colours, s.steps);
    showVariantNames();
    showState();
    {
        const QSignalBlocker blocker(m_scrubber);
        m_scrubber->setRange(0, 0);
    }
    const int generation = m_generation;
    QMetaObject::invokeMethod(m_worker,
                              [worker = m_worker, s, generation] { worker->reset(s, generation); });
    updateButtons();
}

void LearnPanel::play()
{
    if (m_playing || m_finished || m_names.isEmpty())
        return;
    m_playing = true;
    m_live = true;
    m_worker->setPlaying(true);
    QMetaObject::invokeMethod(m_worker, &LearnWorker::play, Qt::QueuedConnection);
    updateButtons();
}

void LearnPanel::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_worker->setPlaying(false);
    updateButtons();
}

void LearnPanel::stepOnce()
{
    if (m_playing || m_finished || m_names.isEmpty())
        return;
    m_live = true;
    QMetaObject::invokeMethod(m_worker, &LearnWorker::stepOnce, Qt::QueuedConnection);
}

void LearnPanel::onScrub(int step)
{
    m_live = step >= m_stepsDone;
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, step] { worker->probeAt(step); });
}

void LearnPanel::onUpdate(const LearnUpdatePtr &update)
{
    m_worker->acknowledge();
    if (!update || update->generation != m_generation)
        return; // an update of a run Reset replaced
    ++m_updates;
    m_stepsDone = update->stepsDone;
    m_finished = update->finished;
    if (!update->playing && m_playing && (update->finished || update->stepsDone >= m_totalSteps))
        m_playing = false;
    for (std::size_t v = 0; v < update->newRecords.size() && v < m_records.size(); ++v) {
        const std::vector<StepRecord> &fresh = update->newRecords[v];
        m_records[v].insert(m_records[v].end(), fresh.begin(), fresh.end());
    }
    m_charts->append(update->newRecords);
    m_errors = update->errors;
    {
        const QSignalBlocker blocker(m_scrubber);
        m_scrubber->setRange(0, m_stepsDone);
        if (m_live)
            m_scrubber->setValue(m_stepsDone);
    }
    if (m_live || update->probeStep == m_scrubber->value())
        m_probes->setProbes(update->probes, m_names, std::max(0, m_head->currentIndex()));
    m_probeStep = update->probeStep;
    m_shownStep = update->probes.empty() ? 0 : update->probes.front().step;
    showState();
    updateButtons();
}

void LearnPanel::updateButtons()
{
    const bool ready = !m_names.isEmpty();
    m_play->setEnabled(ready && !m_playing && !m_finished);
    m_pause->setEnabled(m_playing);
    m_step->setEnabled(ready && !m_playing && !m_finished);
    m_open->setEnabled(ready && !m_probes->probes().empty());
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_task, m_length, m_dModel, m_heads, m_scaled, m_unscaled, m_divisorOn, m_divisor,
             m_optimizer, m_learningRate, m_steps, m_seed})
        w->setEnabled(!m_playing);
}

void LearnPanel::openAsScenario()
{
    const int variant = m_openVariant->currentIndex();
    const std::vector<ProbeView> &probes = m_probes->probes();
    if (variant < 0 || variant >= int(probes.size()))
        return;
    const ProbeView &probe = probes[std::size_t(variant)];
    const QString name = m_names.value(variant);
    const int step = probe.step;
    // The title in the learner's language: the variant's shown name and the step.
    Scenario opened = probe.scenario;
    opened.title = tr("%1, step %2", "title of a training step opened as a scenario: variant, step")
                       .arg(name)
                       .arg(step)
                       .toStdString();
    m_document->undoStack()->push(new ReplaceScenario(
        m_document, opened, UndoName([name, step] {
            return tr("Open training step %1 (%2) as a scenario").arg(step).arg(name);
        })));
    emit scenarioOpened();
}

} // namespace attn::ui
