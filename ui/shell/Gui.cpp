#include "Gui.h"

#include "AppIdentity.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "MainWindow.h"
#include "Scenario.h"
#include "WindowExport.h"

#include <QApplication>

namespace attn::ui {

int runGui(QApplication &app, const Scenario &scenario, const QString &filePath)
{
    applyApplicationIdentity();
    installWindowExport(); // File > Export > Whole Window
    // The language first: every window is built in it (View > Language switches later).
    applyLanguage(preferredLanguage());
    MainWindow window;
    window.document()->reset(scenario, filePath);
    installFileActions(&window);
    installClassroom(&window);
    installLanguageMenu(&window, window.viewMenu());
    window.showAsRemembered();
    return app.exec();
}

} // namespace attn::ui
