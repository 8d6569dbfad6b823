#include "Gui.h"

#include "AppIdentity.h"
#include "Autosave.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "DocumentActions.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "LessonAuthoring.h"
#include "MainWindow.h"
#include "Scenario.h"
#include "TerminationSignals.h"
#include "WindowExport.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

namespace attn::ui {

namespace {

/// A logout, a shutdown, a closed terminal or Ctrl+C: the unsaved changes, the scenario's
/// and the lesson editor's, go to their autosaves at once (the next start offers them),
/// then the window closes as a normal close would, only without the questions nobody is
/// there to answer.
void endSessionOnSignal(TerminationSignals *termination, MainWindow *window,
                        DocumentActions *actions)
{
    QObject::connect(
        termination, &TerminationSignals::received, window, [window, actions](int signal) {
            Autosave *autosave = actions->autosave();
            const bool unsaved = window->document()->isModified();
            const bool kept = !unsaved || autosave->saveNow();
            if (unsaved)
                std::fprintf(
                    stderr, "attention-lab: %s: %s\n", TerminationSignals::name(signal),
                    kept ? qPrintable(
                        QStringLiteral("unsaved changes kept in %1").arg(autosave->filePath()))
                         : qPrintable(QStringLiteral("unsaved changes could not be kept: %1")
                                          .arg(autosave->error())));
            const QString lesson = keepLessonWork(window);
            if (!lesson.isEmpty())
                std::fprintf(stderr, "attention-lab: %s: %s\n", TerminationSignals::name(signal),
                             qPrintable(lesson));
            window->setDiscardGuard([] { return true; }); // keeps the autosave for the next start
            QApplication::closeAllWindows();
            QCoreApplication::exit(TerminationSignals::exitStatus(signal));
        });
}

} // namespace

namespace {

/// The first example of the language's course: seed 002's one query and two keys in
/// Vietnamese, seed 000's step by step otherwise.
QString startExampleName(const QString &language)
{
    if (language == QLatin1String("vi"))
        return QStringLiteral("seed002-one-query-two-keys");
    return defaultExampleName();
}

int run(QApplication &app, const Scenario *given, const QString &openFile)
{
    applyApplicationIdentity();
    installWindowExport(); // File > Export > Whole Window
    // The language first: every window is built in it (View > Language switches later).
    applyLanguage(preferredLanguage());
    Scenario languageExample;
    if (!given) {
        QString error;
        if (!loadExample(startExampleName(currentLanguage()), languageExample, &error)) {
            std::fprintf(stderr, "attention-lab: %s\n", qPrintable(error));
            return 1;
        }
    }
    const Scenario &scenario = given ? *given : languageExample;
    TerminationSignals termination;
    MainWindow window;
    window.document()->reset(scenario, QString());
    const FileActions actions = installFileActions(&window);
    // Before the window shows, so it opens on the file; a failure is said once it shows.
    if (!openFile.isEmpty())
        actions.documents->openAtStart(openFile);
    installClassroom(&window);
    installLanguageMenu(&window, window.viewMenu());
    endSessionOnSignal(&termination, &window, actions.documents);
    QTimer::singleShot(0, &window,
                       [&window] { startLessonAuthoring(&window); }); // after startSession
    window.restoreLayout(); // every dock and toolbar exists now
    window.showAsRemembered();
    return app.exec();
}

} // namespace

int runGui(QApplication &app, const Scenario &scenario, const QString &openFile)
{
    return run(app, &scenario, openFile);
}

int runGuiOnLanguageExample(QApplication &app, const QString &openFile)
{
    return run(app, nullptr, openFile);
}

} // namespace attn::ui
