#include "HelpMenu.h"

#include "AboutDialog.h"
#include "ShortcutsDialog.h"

#include <QAction>
#include <QApplication>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace attn::ui {

namespace {

/// Opens a dialog window-modally without blocking (tests and the event loop keep running).
void openDialog(QDialog *dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Lay out before the native window exists, so its size constraints are part of its
    // creation instead of a change afterwards (which the offscreen platform warns about).
    dialog->ensurePolished();
    dialog->layout()->activate();
    dialog->open();
}

} // namespace

QMenu *installHelpMenu(QMainWindow *window)
{
    // A menu of the menu bar is the bar's child, not the window's: search recursively.
    auto *help = window->findChild<QMenu *>(QStringLiteral("helpMenu"));
    if (!help) {
        help = window->menuBar()->addMenu(
            QCoreApplication::translate("attn::ui::HelpMenu", "&Help"));
        help->setObjectName(QStringLiteral("helpMenu"));
    } else if (!help->isEmpty()) {
        help->addSeparator();
    }

    QAction *shortcuts = help->addAction(
        QCoreApplication::translate("attn::ui::HelpMenu", "Keyboard &Shortcuts…"));
    shortcuts->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    // Ctrl+? is the key of the shortcuts window in the GNOME guidelines.
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Question));
    shortcuts->setStatusTip(
        QCoreApplication::translate("attn::ui::HelpMenu", "List every keyboard shortcut"));
    QObject::connect(shortcuts, &QAction::triggered, window,
                     [window] { openDialog(new ShortcutsDialog(window, window)); });

    help->addSeparator();
    QAction *about = help->addAction(
        QCoreApplication::translate("attn::ui::HelpMenu", "&About Attention Lab"));
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    about->setStatusTip(
        QCoreApplication::translate("attn::ui::HelpMenu", "Version, license and credits"));
    QObject::connect(about, &QAction::triggered, window,
                     [window] { openDialog(new AboutDialog(window)); });

    QAction *aboutQt
        = help->addAction(QCoreApplication::translate("attn::ui::HelpMenu", "About &Qt"));
    aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    QObject::connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    return help;
}

} // namespace attn::ui
