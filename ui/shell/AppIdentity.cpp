#include "AppIdentity.h"

#include <QGuiApplication>

namespace attn::ui {

QString applicationId()
{
    return QStringLiteral("io.github.attentionlab.AttentionLab");
}

QIcon applicationIcon()
{
    // One scalable file: the SVG icon engine renders it sharp at every size and scale.
    return QIcon(QStringLiteral(":/icons/attention-lab.svg"));
}

void applyApplicationIdentity()
{
    QGuiApplication::setWindowIcon(applicationIcon());
    QGuiApplication::setDesktopFileName(applicationId());
}

} // namespace attn::ui
