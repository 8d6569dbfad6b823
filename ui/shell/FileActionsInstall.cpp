#include "FileActionsInstall.h"

#include "FileActions.h"
#include "MainWindow.h"

#include <QTimer>

namespace attn::ui {

FileActions *installFileActions(MainWindow *window)
{
    auto *actions
        = new FileActions(window, window->document(), window->fileMenu(), window->mainToolBar());
    actions->setViewOptionsProvider([window] { return window->viewOptions(); });
    // Closing the window and opening an example ask Save / Discard / Cancel.
    window->setDiscardGuard([actions] { return actions->maybeSave(); });
    QTimer::singleShot(0, actions, &FileActions::startSession); // once the window shows
    return actions;
}

} // namespace attn::ui
