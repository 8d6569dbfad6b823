#include "InterventionPanel.h"

#include "CellFormula.h"
#include "Document.h"
#include "NumberFormat.h"
#include "PrintableText.h"
#include "UndoCommands.h"
#include "Walkthrough.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

InterventionPanel::InterventionPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new InterventionModel(this))
{
    setAccessibleName(tr("Interventions"));
    // The controls beside the comparison when there is room (a dock below the views), above
    // it when the dock is narrow (beside the views).
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    auto *controls = new QWidget(this);
    auto *layout = new QVBoxLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro = new QLabel(tr("A large weight does not prove a cause. Change one input and "
                                "compare the output before and after."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setAccessibleName(tr("Kind of intervention"));
    m_kind->addItem(tr("Knock out as a key (mask it)"), int(Intervention::Kind::KnockOutKey));
    m_kind->addItem(tr("Zero its value vector"), int(Intervention::Kind::ZeroValue));
    m_kind->addItem(tr("Replace its embedding"), int(Intervention::Kind::ReplaceEmbedding));
    form->addRow(tr("&Intervention:"), m_kind);
    m_token = new QComboBox(this);
    m_token->setAccessibleName(tr("Token to intervene on"));
    form->addRow(tr("&Token:"), m_token);
    m_source = new QComboBox(this);
    m_source->setAccessibleName(tr("Replacement embedding"));
    // Narrow enough to share the side of the window with the lesson at 1366 px.
    for (QComboBox *combo : {m_kind, m_token, m_source}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    m_sourceLabel = new QLabel(tr("&With:"), this);
    m_sourceLabel->setBuddy(m_source);
    form->addRow(m_sourceLabel, m_source);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_apply = new QPushButton(tr("Apply"), this);
    m_apply->setAccessibleName(tr("Apply the intervention"));
    m_apply->setToolTip(tr("An ordinary edit: Undo takes it back"));
    m_reset = new QPushButton(tr("Compare from Here"), this);
    m_reset->setAccessibleName(tr("Compare from the current state"));
    m_reset->setToolTip(tr("Take the current output as “before\u201d"));
    buttons->addWidget(m_apply);
    buttons->addWidget(m_reset);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    controls->setMaximumWidth(36 * fontMetrics().averageCharWidth());
    m_layout->addWidget(controls);

    auto *comparison = new QVBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setAccessibleName(tr("Effect of the intervention"));
    m_summary->setWordWrap(true);
    comparison->addWidget(m_summary);

    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Output before and after, by row"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table (KeyboardAccess.h)
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->hide();
    comparison->addWidget(m_table, 1);
    m_layout->addLayout(comparison, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &InterventionPanel::updateControls);
    connect(m_apply, &QPushButton::clicked, this, &InterventionPanel::applySelected);
    connect(m_reset, &QPushButton::clicked, this, &InterventionPanel::resetBaseline);
    connect(m_document, &Document::snapshotChanged, this, &InterventionPanel::snapshotChanged);
    snapshotChanged(m_document->snapshot());
}

int InterventionPanel::comparisonHeight() const
{
    // The summary, the header and up to eight rows: enough to compare, no more.
    const int rows = std::clamp(m_model->rowCount(), 2, 8);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    const int frame = 2 * m_table->frameWidth() + m_table->horizontalHeader()->sizeHint().height();
    return m_summary->sizeHint().height() + frame + rows * rowHeight + 4 * fontMetrics().height();
}

void InterventionPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const auto direction = width() >= 40 * fontMetrics().averageCharWidth() + 360
                               ? QBoxLayout::LeftToRight
                               : QBoxLayout::TopToBottom;
    if (m_layout->direction() != direction)
        m_layout->setDirection(direction);
}

void InterventionPanel::snapshotChanged(SnapshotPtr snapshot)
{
    // A different problem (another example, new shapes) starts a new comparison; our own
    // intervention and the user's later edits are compared with the baseline.
    const bool own = m_ownChange;
    m_ownChange = false;
    if (!m_baseline || !snapshot
        || (!own && !InterventionModel::comparable(*m_baseline, *snapshot)))
        m_baseline = snapshot;
    // The comparison reads every head's weights: only while someone can see it.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    fillTokens();
    m_model->setSnapshots(m_baseline, snapshot);
    refreshSummary();
}

void InterventionPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    catchUp();
}

void InterventionPanel::catchUp()
{
    if (!m_stale)
        return;
    m_stale = false;
    fillTokens();
    m_model->setSnapshots(m_baseline, m_document->snapshot());
    refreshSummary();
}

InterventionModel *InterventionPanel::model()
{
    catchUp();
    return m_model;
}

QLabel *InterventionPanel::summary()
{
    catchUp();
    return m_summary;
}

void InterventionPanel::resetBaseline()
{
    m_baseline = m_document->snapshot();
    m_model->setSnapshots(m_baseline, m_document->snapshot());
    refreshSummary();
}

void InterventionPanel::fillTokens()
{
    const SnapshotPtr snapshot = m_document->snapshot();
    const Labels labels = snapshot ? snapshot->keyLabels : Labels();
    QStringList names;
    for (size_t i = 0; i < labels.size(); ++i)
        names << tr("%1. %2").arg(i + 1).arg(printableText(labels[i]));
    QStringList current;
    for (int i = 0; i < m_token->count(); ++i)
        current << m_token->itemText(i);
    if (names != current) {
        const QSignalBlocker blockToken(m_token);
        const QSignalBlocker blockSource(m_source);
        const int token = m_token->currentIndex();
        const int source = m_source->currentIndex();
        m_token->clear();
        m_token->addItems(names);
        m_token->setCurrentIndex(std::clamp(token, 0, int(names.size()) - 1));
        m_source->clear();
        m_source->addItem(tr("zeros"), -1);
        for (int i = 0; i < names.size(); ++i)
            m_source->addItem(tr("the embedding of %1").arg(names[i]), i);
        m_source->setCurrentIndex(std::clamp(source, 0, m_source->count() - 1));
    }
    updateControls();
}

void InterventionPanel::updateControls()
{
    const SnapshotPtr snapshot = m_document->snapshot();
    const bool direct = snapshot && snapshot->scenario.mode == Mode::Direct;
    // Zeroing one value vector needs V given (direct mode): in self-attention v = x W_v.
    if (auto *items = qobject_cast<QStandardItemModel *>(m_kind->model())) {
        QStandardItem *zero = items->item(1);
        zero->setEnabled(direct);
        zero->setToolTip(direct ? QString()
                                : tr("Needs direct mode: in self-attention the value "
                                     "v = x\u00b7W_v changes together with the key"));
    }
    if (!direct && m_kind->currentData().toInt() == int(Intervention::Kind::ZeroValue))
        m_kind->setCurrentIndex(0);
    const bool replace = m_kind->currentData().toInt() == int(Intervention::Kind::ReplaceEmbedding);
    m_source->setVisible(replace);
    m_sourceLabel->setVisible(replace);
    m_source->setToolTip(direct ? tr("In direct mode a token is a key: its k and v rows are "
                                     "replaced")
                                : tr("Its query, key and value all change"));
    m_apply->setEnabled(snapshot && snapshot->result.ok && m_token->count() > 0);
}

UndoName InterventionPanel::describe(const Intervention &intervention) const
{
    const SnapshotPtr snapshot = m_document->snapshot();
    const Labels labels = snapshot ? snapshot->keyLabels : Labels();
    // Made again in the new language after View > Language.
    return [labels, intervention] {
        const QString target = InterventionModel::queryName(labels, intervention.target);
        switch (intervention.kind) {
        case Intervention::Kind::KnockOutKey:
            return tr("Knock out %1 as a key").arg(target);
        case Intervention::Kind::ZeroValue:
            return tr("Zero the value of %1").arg(target);
        case Intervention::Kind::ReplaceEmbedding:
            return intervention.source < 0
                       ? tr("Replace the embedding of %1 with zeros").arg(target)
                       : tr("Replace the embedding of %1 with that of %2")
                             .arg(target,
                                  InterventionModel::queryName(labels, intervention.source));
        }
        return QString();
    };
}

bool InterventionPanel::apply(const Intervention &intervention)
{
    catchUp(); // a message below must not be overwritten by a late comparison
    Scenario after;
    std::string why;
    if (!applyIntervention(m_document->scenario(), intervention, after, &why)) {
        m_summary->setText(tr("Cannot apply: %1").arg(QString::fromStdString(why)));
        return false;
    }
    m_baseline
        = m_document->isBusy() ? makeSnapshot(m_document->scenario()) : m_document->snapshot();
    m_ownChange = true;
    m_document->undoStack()->push(replaceScenario(m_document, after, describe(intervention)));
    m_ownChange = false;
    m_stale = false;
    m_model->setSnapshots(m_baseline, m_document->snapshot());
    refreshSummary();
    return true;
}

void InterventionPanel::applySelected()
{
    Intervention intervention;
    intervention.kind = Intervention::Kind(m_kind->currentData().toInt());
    intervention.target = m_token->currentIndex();
    intervention.source = m_source->currentData().toInt();
    apply(intervention);
}

void InterventionPanel::setConcealed(bool concealed)
{
    if (concealed == m_concealed)
        return;
    m_concealed = concealed;
    // Hidden, not only covered: neither the keyboard nor a screen reader reaches its cells.
    m_table->setVisible(!concealed);
    refreshSummary();
}

void InterventionPanel::refreshSummary()
{
    if (m_concealed) {
        m_summary->setText(tr("Hidden until the reveal: the outputs before and after are "
                              "shown once the class has predicted."));
        return;
    }
    const InterventionEffect &effect = m_model->effect();
    const SnapshotPtr after = m_model->after();
    if (!effect.ok || !after) {
        m_summary->setText(tr("Nothing to compare: the scenario has no result."));
        return;
    }
    if (effect.largestRow < 0) {
        m_summary->setText(tr("The output is the same as before. Apply an intervention to "
                              "see what one input does to it."));
        return;
    }
    m_summary->setText(
        tr("The output moved by %1 in all (‖after \u2212 before\u2016); "
           "%2 moved most, by %3.")
            .arg(formatNumber(effect.totalChange, NumberStyle::Prose),
                 InterventionModel::queryName(after->queryLabels, effect.largestRow),
                 formatNumber(effect.rowChange[size_t(effect.largestRow)], NumberStyle::Prose)));
}

} // namespace attn::ui
