#include "Gui.h"

#include "AppIdentity.h"
#include "Classroom.h"
#include "Document.h"
#include "FileActions.h"
#include "Language.h"
#include "MainWindow.h"
#include "Scenario.h"

#include <QApplication>

namespace attn::ui {

int runGui(QApplication &app, const Scenario &scenario, const QString &filePath)
{
    applyApplicationIdentity();
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
