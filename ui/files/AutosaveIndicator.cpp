#include "AutosaveIndicator.h"

#include "Autosave.h"

namespace attn::ui {

AutosaveIndicator::AutosaveIndicator(Autosave *autosave, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("autosaveIndicator"));
    setTextFormat(Qt::PlainText);
    setAccessibleName(tr("Autosave status"));
    QFont bold = font();
    bold.setBold(true);
    setFont(bold);
    hide();
    connect(autosave, &Autosave::failed, this,
            [this](const QString &message) { showProblem(tr("Autosave failed"), message); });
    connect(autosave, &Autosave::succeeded, this, &AutosaveIndicator::clear);
    if (!autosave->isActive())
        showProblem(tr("Autosave off"), autosave->error());
}

void AutosaveIndicator::showProblem(const QString &text, const QString &reason)
{
    m_reason = reason;
    setText(QStringLiteral("\u26a0 ") + text);
    const QString detail = tr("Unsaved changes are not protected against a crash: %1. Save the "
                              "document to keep them.")
                               .arg(reason);
    setToolTip(detail);
    setAccessibleDescription(detail);
    show();
}

void AutosaveIndicator::clear()
{
    m_reason.clear();
    setToolTip(QString());
    setAccessibleDescription(QString());
    hide();
}

} // namespace attn::ui
