#include "PrecisionWarning.h"

#include "PrecisionCheck.h"
#include "PrecisionReport.h"

namespace attn::ui {

PrecisionWarning::PrecisionWarning(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("precisionWarning"));
    setStyleSheet(QStringLiteral("color: #b00000"));
    hide();
}

QStringList PrecisionWarning::warningsOf(const SnapshotPtr &snapshot)
{
    QStringList warnings;
    if (snapshot && snapshot->result.ok)
        for (const PrecisionLoss &loss : precisionLosses(snapshot->result))
            warnings << PrecisionReport::warningText(loss);
    return warnings;
}

void PrecisionWarning::setSnapshot(const SnapshotPtr &snapshot)
{
    m_warnings = warningsOf(snapshot);
    setText(m_warnings.isEmpty() ? QString() : QStringLiteral("⚠ ") + m_warnings.first());
    setToolTip(m_warnings.join(QLatin1Char('\n')));
    setVisible(!m_warnings.isEmpty());
}

} // namespace attn::ui
