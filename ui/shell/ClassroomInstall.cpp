// The classroom in the app's main window: its menus, views and options, and the control
// names of docs/lesson-format.md given to its editor dock, view tabs and toolbars.

#include "ClassroomInstall.h"

#include "Classroom.h"
#include "LessonAuthoring.h"

#include "MainWindow.h"
#include "PipelineView.h"
#include "PredictBar.h"
#include "PresentationMode.h"
#include "SnapshotView.h"

#include <QAction>
#include <QDockWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

namespace attn::ui {

namespace {

/// The tab pages whose weights cells take a guess (the registry's PredictRole::TakesGuess).
QList<QWidget *> guessPages(const MainWindow *window)
{
    QList<QWidget *> pages;
    for (const PageEntry &entry : window->pages().entries()) {
        if (entry.predict == PredictRole::TakesGuess)
            pages << window->page(entry.id);
    }
    return pages;
}

} // namespace

Classroom *installClassroom(MainWindow *window)
{
    window->editorDock()->setProperty("classroomControl", QStringLiteral("editors"));
    window->mainToolBar()->setProperty("classroomControl", QStringLiteral("toolbar"));
    window->attentionToolBar()->setProperty("classroomControl", QStringLiteral("toolbar"));
    window->classroomToolBar()->setProperty("classroomControl", QStringLiteral("toolbar"));
    // A projector's 1366 px with the lesson and the editors open: the widest view pages
    // (learn, backward, sweep, positions: 600 to 850 px of controls) must not set the width
    // of the window, which would then pass the screen's edge; they take the width left.
    QTabWidget *views = window->viewTabs();
    for (int i = 0; i < views->count(); ++i) {
        QWidget *page = views->widget(i);
        page->setSizePolicy(QSizePolicy::Ignored, page->sizePolicy().verticalPolicy());
    }
    // The side docks keep their full height; a dock below (interventions) spans the views.
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    ClassroomHooks hooks;
    hooks.pipeline = window->pipelineView();
    hooks.fileMenu = window->fileMenu();
    hooks.viewMenu = window->viewMenu();
    hooks.viewOptions = [window] { return window->viewOptions(); };
    hooks.setViewOptions
        = [window](const ViewOptions &options) { window->setViewOptions(options); };
    // A lesson opens and hides every page a lesson may name by its id (ui/pages).
    hooks.pageIds = window->pages().ids();
    hooks.page = [window](const QString &id) -> QWidget * {
        const PageEntry *entry = window->pages().find(id);
        return entry && entry->lessonMayOpen ? window->page(id) : nullptr;
    };
    Classroom *classroom = installClassroom(window, window->document(), hooks);
    QObject::connect(window, &MainWindow::viewOptionsChanged, classroom, &Classroom::setOptions);
    QObject::connect(classroom, &Classroom::statusMessage, window, [window](const QString &text) {
        window->statusBar()->showMessage(text, 8000);
    });
    // The formula's switches stay on screen in presentation mode, as its strip of toggles,
    // with the key that shows the current stage alone.
    window->classroomToolBar()->addSeparator();
    window->classroomToolBar()->addAction(classroom->focusStageAction());
    // Predict, then reveal: its toggle in the View menu and on the strip, its bar kept too.
    PredictHooks predict{window->document(),         hooks.viewOptions,
                         hooks.setViewOptions,       window->findChildren<SnapshotView *>(),
                         classroom->walkthrough(),   window->viewMenu(),
                         window->classroomToolBar(), window->viewTabs(),
                         classroom->lessonSession(), guessPages(window)};
    PredictBar *bar = installPrediction(window, predict);
    QObject::connect(window, &MainWindow::viewOptionsChanged, bar, &PredictBar::setOptions);
    classroom->presentation()->setKeptToolBars({window->attentionToolBar()->objectName(),
                                                window->classroomToolBar()->objectName(),
                                                bar->objectName()});
    classroom->setOptions(window->viewOptions());
    // Closing in presentation mode: the window is saved as it is normally laid out (the
    // editors, menus and toolbars shown, not full screen).
    QObject::connect(window, &MainWindow::aboutToClose, classroom->presentation(),
                     [classroom] { classroom->presentation()->setActive(false); });
    installLessonAuthoring(window, window->document(), classroom, window->fileMenu());
    return classroom;
}

} // namespace attn::ui
