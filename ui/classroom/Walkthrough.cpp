#include "Walkthrough.h"

#include "CellFormula.h"
#include "NumberFormat.h"
#include "WalkthroughText.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

bool hasOutputProjection(const Snapshot &s)
{
    return s.scenario.mode == Mode::SelfAttention
           && (s.result.numHeads > 1 || s.scenario.wo || s.scenario.bo);
}

} // namespace

QList<WalkStep> walkthroughSteps(const Snapshot &snapshot)
{
    if (!snapshot.result.ok)
        return {};
    QList<WalkStep> steps;
    if (snapshot.scenario.mode == Mode::SelfAttention)
        steps << WalkStep::Projections;
    steps << WalkStep::Scores << WalkStep::Scaling << WalkStep::Mask << WalkStep::Softmax
          << WalkStep::Mixing;
    if (snapshot.result.numHeads > 1)
        steps << WalkStep::Heads << WalkStep::Concat;
    if (hasOutputProjection(snapshot))
        steps << WalkStep::OutputProjection;
    return steps;
}

QString walkStepTitle(WalkStep step)
{
    switch (step) {
    case WalkStep::Projections:
        return Walkthrough::tr("Projections: Q, K and V from X");
    case WalkStep::Scores:
        return Walkthrough::tr("Scores Q\u00b7K\u1d40");
    case WalkStep::Scaling:
        return Walkthrough::tr("Scaling \u00f7 √d_k");
    case WalkStep::Mask:
        return Walkthrough::tr("Mask + M");
    case WalkStep::Softmax:
        return Walkthrough::tr("Softmax: the weights");
    case WalkStep::Mixing:
        return Walkthrough::tr("Mixing the values: weights\u00b7V");
    case WalkStep::Heads:
        return Walkthrough::tr("Several heads");
    case WalkStep::Concat:
        return Walkthrough::tr("Concatenating the heads");
    case WalkStep::OutputProjection:
        return Walkthrough::tr("Output projection: concat\u00b7W_o + b_o");
    }
    return QString();
}

PipelineStage walkStepStage(WalkStep step)
{
    switch (step) {
    case WalkStep::Projections:
        return PipelineStage::Queries;
    case WalkStep::Scores:
        return PipelineStage::Scores;
    case WalkStep::Scaling:
        return PipelineStage::Scaled;
    case WalkStep::Mask:
        return PipelineStage::Mask;
    case WalkStep::Softmax:
        return PipelineStage::Weights;
    case WalkStep::Mixing:
        return PipelineStage::HeadOutput;
    case WalkStep::Heads:
        return PipelineStage::Queries;
    case WalkStep::Concat:
        return PipelineStage::Concat;
    case WalkStep::OutputProjection:
        return PipelineStage::Output;
    }
    return PipelineStage::Output;
}

Walkthrough::Walkthrough(QObject *parent)
    : QObject(parent)
{
}

void Walkthrough::setSnapshot(SnapshotPtr snapshot)
{
    const WalkStep current = step();
    const bool hadSteps = !m_steps.isEmpty();
    m_snapshot = std::move(snapshot);
    m_steps = m_snapshot ? walkthroughSteps(*m_snapshot) : QList<WalkStep>();
    // Stay on the same kind of step when the scenario changes under it.
    const int same = hadSteps && !m_startOver ? int(m_steps.indexOf(current)) : -1;
    m_index = m_startOver ? 0 : same >= 0 ? same : std::clamp(m_index, 0, std::max(0, count() - 1));
    m_startOver = false;
    clampFocus();
    emit changed();
}

WalkStep Walkthrough::step() const
{
    return m_index >= 0 && m_index < count() ? m_steps.at(m_index) : WalkStep::Scores;
}

QString Walkthrough::title() const
{
    if (m_steps.isEmpty())
        return tr("Walkthrough: no result to step through");
    return tr("Step %1 of %2: %3").arg(m_index + 1).arg(count()).arg(walkStepTitle(step()));
}

QString Walkthrough::explanation() const
{
    return texts(m_index).value(1);
}

QString Walkthrough::formula() const
{
    return texts(m_index).value(2);
}

void Walkthrough::setConcealed(bool concealed)
{
    if (concealed == m_concealed)
        return;
    m_concealed = concealed;
    emit changed();
}

QStringList Walkthrough::texts(int index) const
{
    if (!m_snapshot || index < 0 || index >= count())
        return {title(), QString(), QString()};
    const WalkStep at = m_steps[index];
    if (m_concealed && int(at) >= int(WalkStep::Scaling))
        return {tr("Step %1 of %2: %3").arg(index + 1).arg(count()).arg(walkStepTitle(at)),
                tr("Hidden until the reveal: predict first which key gets the most weight, "
                   "then reveal."),
                QString()};
    return {tr("Step %1 of %2: %3").arg(index + 1).arg(count()).arg(walkStepTitle(at)),
            walkStepExplanation(*m_snapshot, at, m_head, m_row),
            walkStepFormula(*m_snapshot, at, m_head, m_row)};
}

int Walkthrough::highlightedStage() const
{
    return m_active && !m_steps.isEmpty() ? int(walkStepStage(step())) : -1;
}

void Walkthrough::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged(active);
    emit changed();
}

void Walkthrough::setIndex(int index)
{
    index = std::clamp(index, 0, std::max(0, count() - 1));
    if (index == m_index)
        return;
    m_index = index;
    emit changed();
}

void Walkthrough::next()
{
    setIndex(m_index + 1);
}

void Walkthrough::previous()
{
    setIndex(m_index - 1);
}

void Walkthrough::setHead(int head)
{
    const int old = m_head;
    m_head = head;
    clampFocus();
    if (m_head != old)
        emit changed();
}

void Walkthrough::setRow(int row)
{
    const int old = m_row;
    m_row = row;
    clampFocus();
    if (m_row != old)
        emit changed();
}

void Walkthrough::clampFocus()
{
    const int heads = m_snapshot ? m_snapshot->result.numHeads : 0;
    const int rows = m_snapshot ? m_snapshot->result.nQueries : 0;
    m_head = std::clamp(m_head, 0, std::max(0, heads - 1));
    m_row = std::clamp(m_row, 0, std::max(0, rows - 1));
}

} // namespace attn::ui
