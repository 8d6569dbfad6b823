#include "FileActionsInstall.h"

#include "DocumentActions.h"
#include "ImportExportActions.h"
#include "MainWindow.h"

#include <QMenu>
#include <QTimer>

namespace attn::ui {

FileActions installFileActions(MainWindow *window)
{
    QMenu *fileMenu = window->fileMenu();
    QAction *quit = fileMenu->actions().value(0); // both halves go above what the menu holds
    FileActions actions;
    actions.documents
        = new DocumentActions(window, window->document(), fileMenu, quit, window->mainToolBar());
    actions.transfers = new ImportExportActions(window, window->document(), fileMenu, quit);
    actions.transfers->setViewOptionsProvider([window] { return window->viewOptions(); });
    QObject::connect(actions.documents, &DocumentActions::matrixFileDropped, actions.transfers,
                     [transfers = actions.transfers](const QString &path) {
                         transfers->importInteractive(path);
                     });
    // Closing the window and opening an example ask Save / Discard / Cancel.
    DocumentActions *documents = actions.documents;
    window->setDiscardGuard([documents] { return documents->maybeSave(); });
    QTimer::singleShot(0, documents, &DocumentActions::startSession); // once the window shows
    return actions;
}

} // namespace attn::ui
