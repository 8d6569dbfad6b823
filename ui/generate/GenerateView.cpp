#include "GenerateView.h"

#include "Document.h"
#include "GenerateCanvas.h"
#include "GenerateText.h"
#include "PrintableText.h"
#include "UndoCommands.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

/// Beyond this many queries the steps would be too small to read; the check still runs in
/// --generate.
constexpr int maxShownQueries = 256;

QToolButton *button(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setFocusPolicy(Qt::StrongFocus);
    return b;
}

} // namespace

GenerateView::GenerateView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_previous(button(tr("◀ Previous"), tr("Back one generated token"), this))
    , m_next(button(tr("Next ▶"), tr("Generate the next token: one new query row"), this))
    , m_play(button(tr("Play"), tr("Generate the remaining tokens one after another"), this))
    , m_heads(new QComboBox(this))
    , m_stepLabel(new QLabel(this))
    , m_turnOnCausal(new QPushButton(tr("Turn On the Causal Mask"), this))
    , m_canvas(new GenerateCanvas(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("generateView"));
    m_previous->setObjectName(QStringLiteral("generatePrevious"));
    m_next->setObjectName(QStringLiteral("generateNext"));
    m_play->setObjectName(QStringLiteral("generatePlay"));
    m_play->setCheckable(true);
    m_heads->setAccessibleName(tr("Head"));
    m_stepLabel->setObjectName(QStringLiteral("generateStep"));
    m_stepLabel->setAccessibleName(tr("Generation step"));
    m_canvas->setAccessibleName(tr("Generation, one token at a time"));
    m_stepLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_timer->setInterval(800);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_previous);
    controls->addWidget(m_next);
    controls->addWidget(m_play);
    controls->addWidget(m_heads);
    controls->addWidget(m_stepLabel, 1);
    controls->addWidget(m_turnOnCausal);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addLayout(controls);
    layout->addWidget(m_canvas, 1);

    connect(m_previous, &QToolButton::clicked, this, &GenerateView::previous);
    connect(m_next, &QToolButton::clicked, this, &GenerateView::next);
    connect(m_play, &QToolButton::toggled, this, &GenerateView::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_step >= stepCount())
            setPlaying(false);
        else
            next();
    });
    connect(m_heads, &QComboBox::activated, this, &GenerateView::setHead);
    connect(m_turnOnCausal, &QPushButton::clicked, this,
            [this] { m_document->undoStack()->push(new SetCausal(m_document, true)); });
    connect(document, &Document::snapshotChanged, this, &GenerateView::onSnapshot);
    connect(document, &Document::documentReset, this, [this] { m_step = 1; });
    onSnapshot(document->snapshot());
}

int GenerateView::stepCount() const
{
    return m_generation.ok ? int(m_generation.steps.size()) : 0;
}

void GenerateView::setStep(int step)
{
    m_step = stepCount() == 0 ? 0 : std::clamp(step, 1, stepCount());
    refresh();
}

void GenerateView::next()
{
    setStep(m_step + 1);
}

void GenerateView::previous()
{
    setStep(m_step - 1);
}

bool GenerateView::isPlaying() const
{
    return m_timer->isActive();
}

void GenerateView::setPlaying(bool playing)
{
    if (playing && stepCount() > 0) {
        if (m_step >= stepCount())
            setStep(1); // Play at the end starts over
        m_timer->start();
    } else {
        m_timer->stop();
    }
    const QSignalBlocker block(m_play);
    m_play->setChecked(m_timer->isActive());
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
}

void GenerateView::setHead(int head)
{
    m_head = std::max(0, head);
    refresh();
}

void GenerateView::onSnapshot(SnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_generation = Generation();
    if (m_snapshot && m_snapshot->result.ok && m_snapshot->scenario.causal
        && m_snapshot->scenario.queryCount() <= maxShownQueries)
        m_generation = generate(m_snapshot->scenario);
    const int heads = m_generation.ok ? m_generation.numHeads : 0;
    if (m_heads->count() != heads) {
        m_heads->clear();
        for (int h = 1; h <= heads; ++h)
            m_heads->addItem(tr("Head %1").arg(h));
        m_head = std::min(m_head, std::max(heads - 1, 0));
        m_heads->setCurrentIndex(m_head);
    }
    m_heads->setVisible(heads > 1);
    m_step = stepCount() == 0 ? 0 : std::clamp(m_step, 1, stepCount());
    refresh();
}

void GenerateView::refresh()
{
    const bool can = stepCount() > 0;
    const bool causal = m_snapshot && m_snapshot->scenario.causal;
    m_turnOnCausal->setVisible(m_snapshot && m_snapshot->result.ok && !causal);
    m_previous->setEnabled(can && m_step > 1);
    m_next->setEnabled(can && m_step < stepCount());
    m_play->setEnabled(can);
    if (!can) {
        if (isPlaying())
            setPlaying(false);
        m_stepLabel->clear();
        QString why;
        if (!m_snapshot || !m_snapshot->result.ok)
            why = tr("Nothing to generate: the engine refused this scenario (see the status bar).");
        else if (!causal)
            why = tr("Generation needs the causal mask: a token being generated may only look "
                     "at the tokens before it. Turn the causal mask on to step through this "
                     "scenario one token at a time.");
        else if (m_snapshot->scenario.queryCount() > maxShownQueries)
            why = tr("More than %1 queries: too many steps to show one by one.")
                      .arg(maxShownQueries);
        else
            why = QString::fromStdString(m_generation.error);
        m_canvas->showMessage(why);
        return;
    }
    const Labels &queries = m_snapshot->queryLabels;
    const QString label = size_t(m_step - 1) < queries.size()
                              ? printableText(queries[size_t(m_step - 1)])
                              : QString();
    m_stepLabel->setText(generationStepText(m_generation, m_step, label));
    m_canvas->show(m_snapshot, &m_generation, m_step, m_head);
}

} // namespace attn::ui
