#include "PredictBar.h"

#include "Announcer.h"
#include "Document.h"
#include "LessonSession.h"
#include "NumberFormat.h"
#include "PageCover.h"
#include "PrintableText.h"
#include "SnapshotView.h"
#include "Walkthrough.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QResizeEvent>
#include <QStatusBar>
#include <QTabWidget>

#include <cmath>

namespace attn::ui {

namespace {

/// The bar's contents: as tall as its wrapped verdict needs at its width.
class FittingWidget : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QWidget::resizeEvent(event);
        const int height = layout()->heightForWidth(event->size().width());
        if (height > 0 && height != minimumHeight())
            setMinimumHeight(height);
    }
};

QString labelOf(const Labels &labels, int index)
{
    return index >= 0 && index < int(labels.size()) ? printableText(labels[std::size_t(index)])
                                                    : QString::number(index + 1);
}

} // namespace

PredictBar::PredictBar(QMainWindow *window, const PredictHooks &hooks)
    : QToolBar(tr("Predict, then reveal"), window)
    , m_hooks(hooks)
{
    setObjectName(QStringLiteral("predictToolBar"));
    setProperty("sessionOnly", true); // shown while predicting only
    setMovable(false);
    m_toggle = new QAction(tr("Predict, Then Re&veal"), this);
    m_toggle->setObjectName(QStringLiteral("predictAction"));
    m_toggle->setIconText(tr("Predict"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_toggle->setToolTip(tr("Hide the weights and outputs until the class has predicted which "
                            "key gets the most weight; the same key reveals them"));
    m_toggle->setStatusTip(m_toggle->toolTip());
    connect(m_toggle, &QAction::toggled, this, [this](bool on) {
        if (on)
            setHiding(true);
        else
            reveal();
    });

    auto *box = new FittingWidget(this);
    box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(6, 2, 6, 2);
    m_prompt = new QLabel(box);
    m_prompt->setAccessibleName(tr("What to predict"));
    m_key = new QComboBox(box);
    m_key->setAccessibleName(tr("Key expected to get the most weight"));
    m_key->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_weight = new QLineEdit(box);
    m_weight->setPlaceholderText(tr("its weight (optional)"));
    m_weight->setAccessibleName(tr("Predicted weight of that key"));
    m_weight->setMaximumWidth(m_weight->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    m_revealButton = new QPushButton(tr("Reveal"), box);
    m_doneButton = new QPushButton(tr("Done"), box);
    m_doneButton->setAccessibleName(tr("End the prediction"));
    m_verdictLabel = new QLabel(box);
    m_verdictLabel->setWordWrap(true);
    m_verdictLabel->setAccessibleName(tr("How far off the guess was"));
    grid->addWidget(m_prompt, 0, 0);
    grid->addWidget(m_key, 0, 1);
    grid->addWidget(m_weight, 0, 2);
    grid->addWidget(m_revealButton, 0, 3);
    grid->addWidget(m_doneButton, 0, 4);
    grid->addWidget(m_verdictLabel, 1, 0, 1, 5);
    grid->setColumnStretch(0, 1);
    addWidget(box);
    connect(m_revealButton, &QPushButton::clicked, this, &PredictBar::reveal);
    connect(m_doneButton, &QPushButton::clicked, this, &PredictBar::finish);
    connect(m_weight, &QLineEdit::returnPressed, this, &PredictBar::reveal);

    for (SnapshotView *view : std::as_const(m_hooks.views))
        connect(view, &SnapshotView::weightCellActivated, this, &PredictBar::pickCell);
    if (m_hooks.document) {
        m_snapshot = m_hooks.document->snapshot();
        connect(m_hooks.document, &Document::snapshotChanged, this, [this](SnapshotPtr snapshot) {
            m_snapshot = std::move(snapshot);
            if (m_revealed)
                applyMarks();
            refresh();
        });
        // Another example (or file) replaced the scenario: the verdict was about the old one.
        connect(m_hooks.document, &Document::documentReset, this, [this] {
            if (m_revealed)
                finish();
        });
    }
    if (m_hooks.tabs)
        m_cover = new PageCover(m_hooks.tabs);
    if (m_hooks.lesson) {
        connect(m_hooks.lesson, &LessonSession::answeredChanged, this,
                &PredictBar::applyConcealment);
        connect(m_hooks.lesson, &LessonSession::runningChanged, this,
                &PredictBar::applyConcealment);
    }
    fillKeys();
    refresh();
}

bool PredictBar::isConcealing() const
{
    return m_hiding
           || (m_hooks.lesson
               && m_hooks.lesson->hiddenUntilAnswered() != LessonSession::Hidden::None);
}

void PredictBar::conceal(ViewOptions &options) const
{
    options.conceal = isConcealing();
    const LessonSession::Hidden lesson
        = m_hooks.lesson ? m_hooks.lesson->hiddenUntilAnswered() : LessonSession::Hidden::None;
    options.concealScores = lesson == LessonSession::Hidden::FromScores
                            || lesson == LessonSession::Hidden::FromScaled;
    options.showRawScores = lesson == LessonSession::Hidden::FromScaled;
    options.showWeights = !m_hiding && lesson == LessonSession::Hidden::Outputs;
    if (m_cover)
        m_cover->setActive(options.conceal,
                           m_hiding ? PageCover::Reason::Predict : PageCover::Reason::Lesson);
    if (m_hooks.walkthrough)
        m_hooks.walkthrough->setConcealed(options.conceal);
    // A cell's formula shown before stays no longer in the status line.
    if (auto *window = qobject_cast<QMainWindow *>(parentWidget()); window && options.conceal)
        window->statusBar()->clearMessage();
}

void PredictBar::applyConcealment()
{
    ViewOptions o = options();
    const bool was = o.conceal;
    const bool wasScores = o.concealScores;
    const bool wasRaw = o.showRawScores;
    const bool wasWeights = o.showWeights;
    conceal(o);
    if ((o.conceal != was || o.concealScores != wasScores || o.showRawScores != wasRaw
         || o.showWeights != wasWeights)
        && m_hooks.setViewOptions)
        m_hooks.setViewOptions(o);
}

ViewOptions PredictBar::options() const
{
    return m_hooks.viewOptions ? m_hooks.viewOptions() : ViewOptions();
}

int PredictBar::row() const
{
    if (m_revealed)
        return m_row;
    const int followed = options().highlightRow;
    if (followed >= 0)
        return followed;
    return m_snapshot && m_snapshot->result.ok ? int(m_snapshot->queryLabels.size()) - 1 : 0;
}

int PredictBar::rowWithAChoice(int followed) const
{
    if (!m_snapshot || !m_snapshot->result.ok)
        return followed;
    const BoolMatrix &allowed = m_snapshot->result.allowed;
    const auto choices = [&allowed](int r) {
        return r >= 0 && r < allowed.rows() ? int(allowed.row(r).count()) : 0;
    };
    if (allowed.size() == 0 || choices(followed) >= 2)
        return followed;
    for (int r = int(allowed.rows()) - 1; r >= 0; --r)
        if (choices(r) >= 2)
            return r;
    return followed;
}

Guess PredictBar::guess() const
{
    Guess g;
    const ViewOptions o = options();
    g.head = o.allHeads ? m_head : o.head;
    if (m_revealed)
        g.head = m_head;
    g.row = row();
    g.key = m_key->currentData().isValid() ? m_key->currentData().toInt() : -1;
    if (const std::optional<double> value = parseNumber(m_weight->text(), QLocale()))
        g.weight = *value;
    return g;
}

void PredictBar::setGuessKey(int key)
{
    const int index = m_key->findData(key);
    m_key->setCurrentIndex(index >= 0 ? index : 0);
}

void PredictBar::setGuessText(const QString &text)
{
    m_weight->setText(text);
}

void PredictBar::setHiding(bool hiding)
{
    if (!hiding) {
        reveal();
        return;
    }
    m_hiding = true;
    m_revealed = false;
    m_verdict = Verdict();
    m_weight->clear();
    fillKeys();
    m_key->setCurrentIndex(0);
    ViewOptions o = options();
    conceal(o);
    o.guessCell = o.answerCell = QPoint(-1, -1);
    o.highlightRow = rowWithAChoice(o.highlightRow < 0 ? row() : o.highlightRow);
    m_head = o.head;
    if (QTabWidget *tabs = m_hooks.tabs; tabs && !m_hooks.guessPages.isEmpty()
                                         && !m_hooks.guessPages.contains(tabs->currentWidget()))
        tabs->setCurrentWidget(m_hooks.guessPages.front());
    if (m_hooks.setViewOptions)
        m_hooks.setViewOptions(o);
    const QSignalBlocker blocker(m_toggle);
    m_toggle->setChecked(true);
    show();
    refresh();
}

void PredictBar::reveal()
{
    if (!m_hiding)
        return;
    const Guess g = guess();
    m_row = g.row;
    m_head = g.head;
    m_hiding = false;
    m_revealed = true;
    applyMarks();
    const QSignalBlocker blocker(m_toggle);
    m_toggle->setChecked(false);
    refresh();
    announce(this, m_verdict.text);
}

void PredictBar::applyMarks()
{
    Guess g = guess();
    g.head = m_head;
    g.row = m_row;
    m_verdict = m_snapshot ? judgeGuess(*m_snapshot, g) : Verdict();
    ViewOptions o = options();
    conceal(o);
    o.guessHead = m_head;
    o.guessCell = g.key >= 0 ? QPoint(g.key, m_row) : QPoint(-1, -1);
    o.answerCell = m_verdict.bestKey >= 0 ? QPoint(m_verdict.bestKey, m_row) : QPoint(-1, -1);
    if (!o.allHeads)
        o.head = m_head;
    if (m_hooks.setViewOptions)
        m_hooks.setViewOptions(o);
}

void PredictBar::finish()
{
    const bool was = m_hiding || m_revealed;
    m_hiding = false;
    m_revealed = false;
    m_verdict = Verdict();
    ViewOptions o = options();
    conceal(o);
    if (was && m_hooks.setViewOptions) {
        o.guessCell = o.answerCell = QPoint(-1, -1);
        m_hooks.setViewOptions(o);
    } else {
        applyConcealment();
    }
    const QSignalBlocker blocker(m_toggle);
    m_toggle->setChecked(false);
    hide();
}

void PredictBar::pickCell(int head, int row, int column)
{
    if (!m_hiding)
        return;
    m_head = head;
    ViewOptions o = options();
    o.highlightRow = row;
    if (!o.allHeads)
        o.head = head;
    if (m_hooks.setViewOptions)
        m_hooks.setViewOptions(o);
    setGuessKey(column);
    refresh();
}

void PredictBar::setOptions(const ViewOptions &options)
{
    if (m_hiding && !options.allHeads)
        m_head = options.head;
    if (m_hiding)
        refresh();
}

void PredictBar::fillKeys()
{
    const int chosen = m_key->currentData().isValid() ? m_key->currentData().toInt() : -1;
    const QSignalBlocker blocker(m_key);
    m_key->clear();
    m_key->addItem(tr("(pick a key)"), -1);
    if (m_snapshot) {
        for (int k = 0; k < int(m_snapshot->keyLabels.size()); ++k)
            m_key->addItem(labelOf(m_snapshot->keyLabels, k), k);
    }
    const int index = m_key->findData(chosen);
    m_key->setCurrentIndex(index >= 0 ? index : 0);
}

void PredictBar::refresh()
{
    if (m_snapshot && m_key->count() != int(m_snapshot->keyLabels.size()) + 1)
        fillKeys();
    const QString query = m_snapshot ? labelOf(m_snapshot->queryLabels, row()) : QString();
    const bool severalHeads = m_snapshot && m_snapshot->result.numHeads > 1;
    if (m_hiding)
        m_prompt->setText(severalHeads
                              ? tr("Predict for %1, head %2: which key gets the most weight?")
                                    .arg(query)
                                    .arg(m_head + 1)
                              : tr("Predict for %1: which key gets the most weight?").arg(query));
    else
        m_prompt->setText(tr("Your guess for %1, revealed:").arg(query));
    m_key->setEnabled(m_hiding);
    m_weight->setEnabled(m_hiding);
    m_revealButton->setVisible(m_hiding);
    m_doneButton->setVisible(m_revealed);
    m_verdictLabel->setText(m_revealed ? m_verdict.text
                                       : tr("Click a cell of the hidden weights, or choose the "
                                            "key here; then Reveal (Ctrl+Shift+P)."));
}

PredictBar *installPrediction(QMainWindow *window, const PredictHooks &hooks)
{
    auto *bar = new PredictBar(window, hooks);
    window->addToolBar(Qt::BottomToolBarArea, bar);
    bar->hide();
    // On the window too, so the key works with the menu bar and toolbars hidden.
    window->addAction(bar->toggleAction());
    if (hooks.viewMenu)
        hooks.viewMenu->addAction(bar->toggleAction());
    if (hooks.toggleBar)
        hooks.toggleBar->addAction(bar->toggleAction());
    return bar;
}

} // namespace attn::ui
