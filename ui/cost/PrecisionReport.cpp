#include "PrecisionReport.h"

#include "NumberFormat.h"
#include "PrecisionWarning.h"

#include <QLabel>
#include <QVBoxLayout>

namespace attn::ui {

PrecisionReport::PrecisionReport(QWidget *parent)
    : QWidget(parent)
{
    auto *intro = new QLabel(
        tr("The engine computes in float32, as PyTorch does by default: about seven "
           "significant digits. Softmax sees only the differences between a row's scores, so "
           "scores that are large but close together (a large offset shared by every "
           "embedding) keep few correct digits of those differences. A row is flagged when "
           "one unit in float32's last place at the size of its scores exceeds %1. View > Compute "
           "in Double repeats "
           "the computation in double and shows the difference.")
            .arg(formatNumber(precisionLossLimit, NumberStyle::Prose)),
        this);
    intro->setWordWrap(true);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("precisionWarnings"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_compare = new QLabel(this);
    m_compare->setObjectName(QStringLiteral("precisionComparison"));
    m_compare->setWordWrap(true);
    m_compare->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_text);
    layout->addWidget(m_compare);
    layout->addStretch(1);
}

QString PrecisionReport::warningText(const PrecisionLoss &loss)
{
    return tr("Head %1, query %2: scores of size up to %3 have a float32 unit in the last place "
              "of about %4 (one rounding; a score's errors add up and can exceed it), so the "
              "weights may be off (%n row(s) of this head).",
              nullptr, loss.rows)
        .arg(loss.head + 1)
        .arg(loss.firstRow + 1)
        .arg(formatNumber(loss.scoreSize, NumberStyle::Formula),
             formatNumber(loss.lastPlaceUnit, NumberStyle::Formula));
}

void PrecisionReport::setSnapshot(const SnapshotPtr &snapshot)
{
    m_snapshot = snapshot;
    refresh();
}

void PrecisionReport::setCompareInDouble(bool on)
{
    m_double = on;
    refresh();
}

QString PrecisionReport::comparisonText() const
{
    return m_compare->text();
}

void PrecisionReport::refresh()
{
    const QStringList warnings = PrecisionWarning::warningsOf(m_snapshot);
    m_comparison = PrecisionComparison();
    m_text->setText(warnings.isEmpty()
                        ? tr("✔ float32 resolves every row's scores of this scenario.")
                        : QStringLiteral("⚠ ") + warnings.join(QStringLiteral("\n⚠ ")));
    if (!m_double || !m_snapshot) {
        m_compare->setText(tr("Compute in Double is off."));
    } else {
        m_comparison = compareWithDouble(m_snapshot->scenario, m_snapshot->result);
        if (!m_comparison.ok)
            m_compare->setText(QString::fromStdString(m_comparison.error));
        else
            m_compare->setText(
                tr("float32 against double: the largest difference of an output entry is %1 "
                   "(row %2, column %3); of a weight %4 (head %5, query %6, key %7).")
                    .arg(formatNumber(m_comparison.outputDifference, NumberStyle::Formula))
                    .arg(m_comparison.outputRow + 1)
                    .arg(m_comparison.outputColumn + 1)
                    .arg(formatNumber(m_comparison.weightDifference, NumberStyle::Formula))
                    .arg(m_comparison.weightHead + 1)
                    .arg(m_comparison.weightRow + 1)
                    .arg(m_comparison.weightKey + 1));
    }
    if (warnings != m_warnings) {
        m_warnings = warnings;
        emit warningsChanged(m_warnings);
    }
}

} // namespace attn::ui
