#include "BackwardPanel.h"

#include "BackwardView.h"
#include "Document.h"
#include "TargetCommand.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

BackwardPanel::BackwardPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_view(new BackwardView(this))
    , m_state(new QLabel(this))
    , m_row(new QSpinBox(this))
    , m_component(new QSpinBox(this))
    , m_change(new QDoubleSpinBox(this))
    , m_set(new QPushButton(tr("Set target"), this))
    , m_remove(new QPushButton(tr("Remove target"), this))
{
    setObjectName(QStringLiteral("backwardPanel"));
    m_state->setWordWrap(true);
    m_row->setMinimum(1);
    m_component->setMinimum(1);
    m_change->setRange(-100, 100);
    m_change->setDecimals(2);
    m_change->setSingleStep(0.5);
    m_change->setValue(1);
    m_row->setAccessibleName(tr("Target: output row"));
    m_component->setAccessibleName(tr("Target: component"));
    m_change->setAccessibleName(tr("Target: change"));
    m_set->setToolTip(tr("The target becomes the output with this one cell changed: the loss "
                         "asks that cell to move, every other cell is already right"));
    m_remove->setToolTip(tr("The scenario has no target and no loss any more"));

    auto *bar = new QHBoxLayout;
    auto *rowLabel = new QLabel(tr("Target = the output with row"), this);
    rowLabel->setBuddy(m_row);
    auto *componentLabel = new QLabel(tr("component"), this);
    componentLabel->setBuddy(m_component);
    auto *changeLabel = new QLabel(tr("changed by"), this);
    changeLabel->setBuddy(m_change);
    bar->addWidget(rowLabel);
    bar->addWidget(m_row);
    bar->addWidget(componentLabel);
    bar->addWidget(m_component);
    bar->addWidget(changeLabel);
    bar->addWidget(m_change);
    bar->addWidget(m_set);
    bar->addWidget(m_remove);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addLayout(bar);
    layout->addWidget(m_state);
    layout->addWidget(m_view, 1);

    connect(m_set, &QPushButton::clicked, this, &BackwardPanel::setTargetFromBar);
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_document->undoStack()->push(removeTarget(m_document)); });
    connect(document, &Document::snapshotChanged, this, &BackwardPanel::onSnapshot);
    onSnapshot(document->snapshot());
}

void BackwardPanel::setOptions(const ViewOptions &options)
{
    m_view->setOptions(options);
}

void BackwardPanel::setTargetFromBar()
{
    if (QUndoCommand *command = setTargetOneCellChanged(
            m_document, m_row->value() - 1, m_component->value() - 1, m_change->value()))
        m_document->undoStack()->push(command);
}

void BackwardPanel::onSnapshot(SnapshotPtr snapshot)
{
    if (!snapshot)
        return;
    m_view->setSnapshot(snapshot);
    const AttentionResult &result = snapshot->result;
    m_row->setMaximum(std::max(1, int(result.output.rows())));
    m_component->setMaximum(std::max(1, int(result.output.cols())));
    const bool hasTarget = snapshot->scenario.target.has_value();
    m_remove->setEnabled(hasTarget);
    m_set->setEnabled(result.ok);
    m_state->setText(
        hasTarget ? tr("The loss is 0.5 · Σ (output − target)². Hover a "
                       "cell of d s to see p ∘ (d p − (p · d p)) with its numbers; "
                       "raise the scores (turn scaling off, or a smaller divisor) and watch d s "
                       "fade where softmax saturates.")
                  : tr("This scenario has no target, so there is no loss to differentiate. "
                       "Choose a cell of the output and a change: the target is the output with "
                       "that one cell changed."));
}

} // namespace attn::ui
