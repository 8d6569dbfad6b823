#include "Gui.h"

#include "Classroom.h"
#include "Document.h"
#include "FileActions.h"
#include "MainWindow.h"
#include "Scenario.h"

#include <QApplication>

namespace attn::ui {

int runGui(QApplication &app, const Scenario &scenario, const QString &filePath)
{
    MainWindow window;
    window.document()->reset(scenario, filePath);
    installFileActions(&window);
    installClassroom(&window);
    window.show();
    return app.exec();
}

} // namespace attn::ui
