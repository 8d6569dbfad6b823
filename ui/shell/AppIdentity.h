#pragma once

#include <QIcon>
#include <QString>

namespace attn::ui {

/// The application id that the .desktop file, the AppStream metainfo and the installed icon
/// share (resources/desktop).
QString applicationId();

/// The application icon: the SVG of resources/icons, embedded in the ui library.
QIcon applicationIcon();

/// Gives every window the application icon and tells the desktop which .desktop file the
/// windows belong to (the Wayland app id, startup notification). Call once, after the
/// QApplication exists and before the first window is shown.
void applyApplicationIdentity();

} // namespace attn::ui
