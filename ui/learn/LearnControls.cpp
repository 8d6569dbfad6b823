// The Learn tab's controls and every text it shows: built, laid out so that each label and
// combo is whole beside the editors at 1366 x 768, and written again at each LanguageChange
// (texts with numbers are composed from the run's state, never kept).

#include "FlowLayout.h"
#include "LearnCharts.h"
#include "LearnPanel.h"
#include "NumberFormat.h"
#include "ProbeHeatmaps.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

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

/// A group of controls that stays on one line of the flow.
QHBoxLayout *group(QWidget *parent, FlowLayout *flow)
{
    auto *widget = new QWidget(parent);
    auto *row = new QHBoxLayout(widget);
    row->setContentsMargins(0, 0, 0, 0);
    flow->addWidget(widget);
    return row;
}

} // namespace

QWidget *LearnPanel::createControls()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    m_task = new QComboBox(box);
    for (const TaskInfo &info : trainingTasks())
        m_task->addItem(taskName(info.kind), int(info.kind));
    m_taskSentence = new QLabel(box);
    m_taskSentence->setObjectName(QStringLiteral("learnTaskSentence"));
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
    m_scaled = new QCheckBox(box);
    m_unscaled = new QCheckBox(box);
    m_divisorOn = new QCheckBox(box);
    m_scaled->setChecked(true);
    m_unscaled->setChecked(true);
    m_divisor = new QDoubleSpinBox(box);
    m_divisor->setRange(0.05, 1000);
    m_divisor->setValue(2);
    m_optimizer = new QComboBox(box);
    m_optimizer->addItem(QStringLiteral("Adam"), int(Optimizer::Adam));
    m_optimizer->addItem(QStringLiteral("SGD"), int(Optimizer::Sgd));
    m_learningRate = new QDoubleSpinBox(box);
    m_learningRate->setDecimals(4);
    m_learningRate->setRange(0.0001, 10);
    m_learningRate->setSingleStep(0.001);
    m_learningRate->setValue(m_base.learningRate);
    m_optimizer->setCurrentIndex(m_optimizer->findData(int(m_base.optimizer)));
    m_play = new QPushButton(box);
    m_pause = new QPushButton(box);
    m_step = new QPushButton(box);
    m_reset = new QPushButton(box);
    // A class watching the curves bend: fewer steps a second than the machine can do.
    m_pace = new QComboBox(box);
    m_pace->setObjectName(QStringLiteral("learnPace"));
    for (const int pace : {0, 50, 10, 2})
        m_pace->addItem(QString(), pace);
    m_pace->setCurrentIndex(
        std::max(0, m_pace->findData(QSettings().value(QStringLiteral("learn/pace"), 0).toInt())));
    m_worker->setPace(m_pace->currentData().toInt());
    m_status = new QLabel(box);
    m_status->setObjectName(QStringLiteral("learnStatus"));
    // Combos as wide as their longest item in the language shown (after a switch too).
    for (QComboBox *combo : {m_task, m_optimizer, m_pace})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    // Two rows of settings, so the tab fits a 1366-pixel screen beside the editors.
    int column = 0;
    const auto add = [&](const char *caption, QWidget *widget, int row) {
        auto *l = new QLabel(box);
        l->setBuddy(widget);
        m_captions.append({l, caption});
        grid->addWidget(l, row, column++);
        grid->addWidget(widget, row, column++);
    };
    add(QT_TR_NOOP("Task"), m_task, 0);
    add(QT_TR_NOOP("Length"), m_length, 0);
    add(QT_TR_NOOP("d_model"), m_dModel, 0);
    add(QT_TR_NOOP("Heads"), m_heads, 0);
    column = 0;
    add(QT_TR_NOOP("Optimizer"), m_optimizer, 1);
    add(QT_TR_NOOP("Learning rate"), m_learningRate, 1);
    add(QT_TR_NOOP("Steps"), m_steps, 1);
    add(QT_TR_NOOP("Seed"), m_seed, 1);
    // The variants, the buttons and the pace: one row on a wide screen, two beside the
    // editors at 1366 x 768 (a single row cut 'chia cho √d_' and '10 bước mỗ' there).
    auto *flow = new FlowLayout(nullptr, 12);
    QHBoxLayout *variants = group(box, flow);
    m_variantsLabel = new QLabel(box);
    variants->addWidget(m_variantsLabel);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_scaled, m_unscaled, m_divisorOn, m_divisor})
        variants->addWidget(w);
    QHBoxLayout *buttons = group(box, flow);
    for (QWidget *w : std::initializer_list<QWidget *>{m_play, m_pause, m_step, m_reset, m_pace})
        buttons->addWidget(w);
    grid->addLayout(flow, 2, 0, 1, 9);
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
        QSettings().setValue(QStringLiteral("learn/pace"), pace);
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
    m_probeTitle = new QLabel(side);
    m_probeTitle->setWordWrap(true);
    QFont bold = m_probeTitle->font();
    bold.setBold(true);
    m_probeTitle->setFont(bold);
    m_head = new QComboBox(side);
    m_head->setObjectName(QStringLiteral("learnHead"));
    m_head->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(m_probeTitle, 1);
    top->addWidget(m_head);
    m_probes = new ProbeHeatmaps(side);
    m_scrubber = new QSlider(Qt::Horizontal, side);
    m_scrubLabel = new QLabel(side);
    m_scrubLabel->setObjectName(QStringLiteral("learnScrubLabel"));
    m_scrubLabel->setWordWrap(true);
    m_openVariant = new QComboBox(side);
    m_open = new QPushButton(side);
    // The scrubber a whole line wide, its label under it (a long label must not squeeze it).
    auto *scrub = new QVBoxLayout;
    scrub->addWidget(m_scrubber);
    scrub->addWidget(m_scrubLabel);
    // The variant and the button side by side, or one under the other in a narrow column.
    m_openVariant->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *open = new FlowLayout;
    open->addWidget(m_openVariant);
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

void LearnPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void LearnPanel::retranslate()
{
    for (const auto &[label, caption] : std::as_const(m_captions)) {
        label->setText(tr(caption));
        label->buddy()->setAccessibleName(tr(caption));
    }
    for (int i = 0; i < m_task->count(); ++i)
        m_task->setItemText(i, taskName(TaskKind(m_task->itemData(i).toInt())));
    m_variantsLabel->setText(tr("Variants:"));
    m_scaled->setText(tr("scaled by √d_k"));
    m_unscaled->setText(tr("unscaled"));
    m_divisorOn->setText(tr("divisor"));
    m_divisor->setAccessibleName(tr("Chosen divisor"));
    m_play->setText(tr("Play"));
    m_pause->setText(tr("Pause"));
    m_step->setText(tr("Step"));
    m_reset->setText(tr("Reset"));
    m_pace->setAccessibleName(tr("Pace"));
    m_pace->setToolTip(tr("How many training steps a second Play takes (remembered)"));
    for (int i = 0; i < m_pace->count(); ++i) {
        const int pace = m_pace->itemData(i).toInt();
        m_pace->setItemText(i, pace == 0 ? tr("As fast as it goes")
                                         : tr("%1 steps a second").arg(pace));
    }
    m_probeTitle->setText(tr("Attention on the probe input"));
    m_head->setAccessibleName(tr("Head shown"));
    m_scrubber->setAccessibleName(tr("Recorded step"));
    m_openVariant->setAccessibleName(tr("Variant to open"));
    m_open->setText(tr("Open this step as a scenario"));
    m_open->setToolTip(tr("The chosen variant's attention layer at the shown step, on the probe "
                          "input, becomes the window's scenario (Undo brings the old one back)"));
    showVariantNames();
    showState();
}

void LearnPanel::showVariantNames()
{
    m_names = variantNames(m_run);
    m_charts->setVariantNames(m_names);
    {
        const QSignalBlocker blocker(m_openVariant);
        const int current = std::max(0, m_openVariant->currentIndex());
        m_openVariant->clear();
        m_openVariant->addItems(m_names);
        m_openVariant->setCurrentIndex(std::min(current, int(m_names.size()) - 1));
    }
    {
        const QSignalBlocker blocker(m_head);
        const int current = std::max(0, m_head->currentIndex());
        m_head->clear();
        for (int h = 1; h <= (m_names.isEmpty() ? 0 : m_run.heads); ++h)
            m_head->addItem(tr("head %1").arg(h));
        m_head->setCurrentIndex(std::min(current, m_head->count() - 1));
    }
    m_probes->setProbes(m_probes->probes(), m_names, std::max(0, m_head->currentIndex()));
}

void LearnPanel::showState()
{
    // The task chosen now: a new task resets the run, which shows its state.
    m_taskSentence->setText(taskSentence(TaskKind(m_task->currentData().toInt())));
    if (m_names.isEmpty()) {
        m_status->setText(specProblem());
    } else {
        QString errors;
        for (std::size_t v = 0; v < m_errors.size(); ++v) {
            if (!m_errors[v].empty() && int(v) < m_names.size())
                errors += tr(" %1 stopped: %2")
                              .arg(m_names[int(v)], QString::fromStdString(m_errors[v]));
        }
        m_status->setText(tr("step %1 of %2").arg(m_stepsDone).arg(m_totalSteps) + errors);
    }
    m_scrubLabel->setText(
        m_probeStep < 0 ? QString()
                        : tr("step %1 (state kept at step %2)").arg(m_probeStep).arg(m_shownStep));
}

} // namespace attn::ui
