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

namespace {

const QString paceKey = QStringLiteral("learn/pace");

struct TaskText
{
    Q_DECLARE_TR_FUNCTIONS(LearnTasks)
};

QString taskName(TaskKind kind)
{
    switch (kind) {
    case TaskKind::AssociativeRecall:
        return TaskText::tr("Associative recall");
    case TaskKind::Copy:
        return TaskText::tr("Copy");
    case TaskKind::Reverse:
        return TaskText::tr("Reverse");
    case TaskKind::PreviousToken:
        return TaskText::tr("Previous token");
    case TaskKind::Sort:
        return TaskText::tr("Sort");
    }
    return QString();
}

QString taskSentence(TaskKind kind)
{
    switch (kind) {
    case TaskKind::AssociativeRecall:
        return TaskText::tr("Key-value pairs, then a key: a head must attend the pair holding "
                            "that key to answer its value.");
    case TaskKind::Copy:
        return TaskText::tr("Symbols, then blank slots: slot i must attend symbol i.");
    case TaskKind::Reverse:
        return TaskText::tr("Symbols, then blank slots: slot i must attend the i-th symbol "
                            "from the end.");
    case TaskKind::PreviousToken:
        return TaskText::tr("Every position answers the symbol before it: a head must attend "
                            "one position back.");
    case TaskKind::Sort:
        return TaskText::tr("Symbols, then blank slots: slot i must find the i-th smallest "
                            "symbol.");
    }
    return QString();
}

} // namespace

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
    reset();
}

LearnPanel::~LearnPanel()
{
    m_worker->setPlaying(false);
    m_thread->quit();
    m_thread->wait();
}

QWidget *LearnPanel::createControls()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    m_task = new QComboBox(box);
    for (const TaskInfo &info : trainingTasks())
        m_task->addItem(taskName(info.kind), int(info.kind));
    m_taskSentence = new QLabel(box);
    m_taskSentence->setWordWrap(true);
    const auto spin = [box](int low, int high, int value, int step = 1) {
        auto *s = new QSpinBox(box);
        s->setRange(low, high);
        s->setSingleStep(step);
        s->setValue(value);
        return s;
    };
    m_task->setCurrentIndex(m_task->findData(int(m_base.task)));
    m_length = spin(4, 32, m_base.length);
    m_dModel = spin(4, 128, m_base.dModel, 4);
    m_heads = spin(1, 4, m_base.heads);
    m_steps = spin(1, 20000, m_base.steps, 50);
    m_seed = spin(0, 1000000, int(m_base.seed));
    m_scaled = new QCheckBox(tr("scaled by √d_k"), box);
    m_unscaled = new QCheckBox(tr("unscaled"), box);
    m_divisorOn = new QCheckBox(tr("divisor"), box);
    m_scaled->setChecked(true);
    m_unscaled->setChecked(true);
    m_divisor = new QDoubleSpinBox(box);
    m_divisor->setRange(0.05, 1000);
    m_divisor->setValue(2);
    m_divisor->setAccessibleName(tr("Chosen divisor"));
    m_optimizer = new QComboBox(box);
    m_optimizer->addItem(QStringLiteral("Adam"), int(Optimizer::Adam));
    m_optimizer->addItem(QStringLiteral("SGD"), int(Optimizer::Sgd));
    m_learningRate = new QDoubleSpinBox(box);
    m_learningRate->setDecimals(4);
    m_learningRate->setRange(0.0001, 10);
    m_learningRate->setSingleStep(0.001);
    m_learningRate->setValue(m_base.learningRate);
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(m_base.optimizer)));
    m_play = new QPushButton(tr("Play"), box);
    m_pause = new QPushButton(tr("Pause"), box);
    m_step = new QPushButton(tr("Step"), box);
    m_reset = new QPushButton(tr("Reset"), box);
    // A class watching the curves bend: fewer steps a second than the machine can do.
    m_pace = new QComboBox(box);
    m_pace->setObjectName(QStringLiteral("learnPace"));
    m_pace->setAccessibleName(tr("Pace"));
    m_pace->setToolTip(tr("How many training steps a second Play takes (remembered)"));
    m_pace->addItem(tr("As fast as it goes"), 0);
    for (const int pace : {50, 10, 2})
        m_pace->addItem(tr("%1 steps a second").arg(pace), pace);
    m_pace->setCurrentIndex(std::max(0, m_pace->findData(QSettings().value(paceKey, 0).toInt())));
    m_worker->setPace(m_pace->currentData().toInt());
    m_status = new QLabel(box);

    // Three short rows, so the tab fits a 1366-pixel screen beside the editors.
    int column = 0;
    const auto add = [&](const QString &label, QWidget *widget, int row) {
        auto *l = new QLabel(label, box);
        l->setBuddy(widget);
        widget->setAccessibleName(label);
        grid->addWidget(l, row, column++);
        grid->addWidget(widget, row, column++);
    };
    add(tr("Task"), m_task, 0);
    add(tr("Length"), m_length, 0);
    add(tr("d_model"), m_dModel, 0);
    add(tr("Heads"), m_heads, 0);
    column = 0;
    add(tr("Optimizer"), m_optimizer, 1);
    add(tr("Learning rate"), m_learningRate, 1);
    add(tr("Steps"), m_steps, 1);
    add(tr("Seed"), m_seed, 1);
    auto *variants = new QHBoxLayout;
    variants->addWidget(new QLabel(tr("Variants:"), box));
    variants->addWidget(m_scaled);
    variants->addWidget(m_unscaled);
    variants->addWidget(m_divisorOn);
    variants->addWidget(m_divisor);
    variants->addSpacing(12);
    variants->addWidget(m_play);
    variants->addWidget(m_pause);
    variants->addWidget(m_step);
    variants->addWidget(m_reset);
    variants->addWidget(m_pace);
    variants->addStretch(1);
    grid->addLayout(variants, 2, 0, 1, 9);
    m_status->setWordWrap(true);
    grid->addWidget(m_status, 0, 8, 2, 1);
    grid->addWidget(m_taskSentence, 3, 0, 1, 9);
    grid->setColumnStretch(8, 1);

    connect(m_play, &QPushButton::clicked, this, &LearnPanel::play);
    connect(m_pause, &QPushButton::clicked, this, &LearnPanel::pause);
    connect(m_step, &QPushButton::clicked, this, &LearnPanel::stepOnce);
    connect(m_reset, &QPushButton::clicked, this, &LearnPanel::reset);
    connect(m_pace, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        const int pace = m_pace->currentData().toInt();
        QSettings().setValue(paceKey, pace);
        m_worker->setPace(pace);
    });
    // A changed setting starts a new run at step 0 (the settings are locked while playing).
    const auto changed = [this] { reset(); };
    connect(m_task, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    connect(m_optimizer, qOverload<int>(&QComboBox::currentIndexChanged), this, changed);
    for (QSpinBox *s : {m_length, m_dModel, m_heads, m_steps, m_seed})
        connect(s, qOverload<int>(&QSpinBox::valueChanged), this, changed);
    for (QDoubleSpinBox *s : {m_divisor, m_learningRate})
        connect(s, qOverload<double>(&QDoubleSpinBox::valueChanged), this, changed);
    for (QCheckBox *c : {m_scaled, m_unscaled, m_divisorOn})
        connect(c, &QCheckBox::toggled, this, changed);
    return box;
}

QWidget *LearnPanel::createProbeSide()
{
    auto *side = new QWidget(this);
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    auto *title = new QLabel(tr("Attention on the probe input"), side);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_head = new QComboBox(side);
    m_head->setAccessibleName(tr("Head shown"));
    top->addWidget(title, 1);
    top->addWidget(m_head);
    m_probes = new ProbeHeatmaps(side);
    m_scrubber = new QSlider(Qt::Horizontal, side);
    m_scrubber->setAccessibleName(tr("Recorded step"));
    m_scrubLabel = new QLabel(side);
    m_openVariant = new QComboBox(side);
    m_openVariant->setAccessibleName(tr("Variant to open"));
    m_open = new QPushButton(tr("Open this step as a scenario"), side);
    m_open->setToolTip(tr("The chosen variant's attention layer at the shown step, on the probe "
                          "input, becomes the window's scenario (Undo brings the old one back)"));
    // The scrubber a whole line wide, its label under it (a long label must not squeeze it).
    auto *scrub = new QVBoxLayout;
    scrub->addWidget(m_scrubber);
    scrub->addWidget(m_scrubLabel);
    auto *open = new QHBoxLayout;
    open->addWidget(m_openVariant, 1);
    open->addWidget(m_open);
    layout->addLayout(top);
    layout->addWidget(m_probes, 1);
    layout->addLayout(scrub);
    layout->addLayout(open);
    connect(m_scrubber, &QSlider::valueChanged, this, &LearnPanel::onScrub);
    connect(m_open, &QPushButton::clicked, this, &LearnPanel::openAsScenario);
    connect(m_head, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int head) {
        m_probes->setProbes(m_probes->probes(), m_names, std::max(0, head));
    });
    return side;
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

QStringList LearnPanel::variantNames(const TrainingSpec &spec) const
{
    QStringList names;
    for (const TrainingVariant &v : spec.variants) {
        if (!v.scale)
            names << tr("unscaled");
        else if (v.divisor)
            names << tr("divisor %1").arg(formatNumber(*v.divisor, NumberStyle::Label));
        else
            names << tr("scaled by √d_k");
    }
    return names;
}

void LearnPanel::reset()
{
    pause();
    ++m_generation;
    m_stepsDone = 0;
    m_finished = false;
    m_live = true;
    m_records.clear();
    const TaskKind kind = TaskKind(m_task->currentData().toInt());
    m_taskSentence->setText(taskSentence(kind));
    const QString problem = specProblem();
    if (!problem.isEmpty()) {
        m_status->setText(problem);
        m_names.clear();
        m_charts->reset({}, {}, m_steps->value());
        m_probes->setProbes({}, {}, 0);
        updateButtons();
        return;
    }
    const TrainingSpec s = spec();
    m_names = variantNames(s);
    m_variantScaled.clear();
    std::vector<QColor> colours;
    for (int i = 0; i < int(s.variants.size()); ++i) {
        m_variantScaled.push_back(s.variants[std::size_t(i)].scale);
        colours.push_back(LearnCharts::variantColour(
            s.variants[std::size_t(i)].scale && !s.variants[std::size_t(i)].divisor ? 0
            : !s.variants[std::size_t(i)].scale                                     ? 1
                                                                                    : 2,
            s.variants[std::size_t(i)].scale && !s.variants[std::size_t(i)].divisor));
    }
    m_records.assign(s.variants.size(), {});
    m_totalSteps = s.steps;
    m_charts->reset(m_names, colours, s.steps);
    {
        const QSignalBlocker blocker(m_openVariant);
        m_openVariant->clear();
        m_openVariant->addItems(m_names);
    }
    {
        const QSignalBlocker blocker(m_head);
        m_head->clear();
        for (int h = 1; h <= s.heads; ++h)
            m_head->addItem(tr("head %1").arg(h));
    }
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
    QString errors;
    for (std::size_t v = 0; v < update->errors.size(); ++v) {
        if (!update->errors[v].empty() && int(v) < m_names.size())
            errors += tr(" %1 stopped: %2")
                          .arg(m_names[int(v)], QString::fromStdString(update->errors[v]));
    }
    {
        const QSignalBlocker blocker(m_scrubber);
        m_scrubber->setRange(0, m_stepsDone);
        if (m_live)
            m_scrubber->setValue(m_stepsDone);
    }
    if (m_live || update->probeStep == m_scrubber->value())
        m_probes->setProbes(update->probes, m_names, std::max(0, m_head->currentIndex()));
    const int shown = update->probes.empty() ? 0 : update->probes.front().step;
    m_scrubLabel->setText(tr("step %1 (state kept at step %2)").arg(update->probeStep).arg(shown));
    m_status->setText(tr("step %1 of %2").arg(m_stepsDone).arg(m_totalSteps) + errors);
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
