// The window opens as it was last closed: the classroom's docks where the user put them,
// the editors back after a close in presentation mode, the docks and bars of a passing
// moment (a lesson, the predict bar, the presentation banner) hidden at the next start.
// Built as the program builds it (Gui.cpp): the window, its file actions and classroom,
// then the saved layout, then shown. Under the sanitizer build this also checks that a
// maximised window's restored layout keeps every dock's and toolbar's place (a state
// restored before the classroom added its docks dropped their layout items: a leak).

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "TestHelpers.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

struct Session
{
    std::unique_ptr<MainWindow> window;
    Classroom *classroom = nullptr;
};

/// A session as the program starts one; `maximised` as on a first start.
Session start(bool maximised = false)
{
    Session s;
    s.window = std::make_unique<MainWindow>();
    installFileActions(s.window.get());
    s.classroom = installClassroom(s.window.get());
    s.window->restoreLayout();
    if (maximised) {
        s.window->showAsRemembered();
    } else {
        s.window->resize(1366, 768);
        s.window->show();
    }
    return s;
}

QToolBar *predictBar(MainWindow *window)
{
    return window->findChild<QToolBar *>(QStringLiteral("predictToolBar"));
}

QDockWidget *banner(MainWindow *window)
{
    return window->findChild<QDockWidget *>(QStringLiteral("presentationBanner"));
}

} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowlayout"));
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
    }

    void classroomDocksKeepTheirPlace()
    {
        {
            Session first = start();
            QVERIFY(QTest::qWaitForWindowExposed(first.window.get()));
            QDockWidget *interventions = first.classroom->interventionDock();
            first.window->addDockWidget(Qt::LeftDockWidgetArea, interventions);
            interventions->show();
            first.classroom->walkthroughDock()->show();
            QVERIFY(first.window->close());
        }
        Session second = start();
        QVERIFY(QTest::qWaitForWindowExposed(second.window.get()));
        QDockWidget *interventions = second.classroom->interventionDock();
        QCOMPARE(second.window->dockWidgetArea(interventions), Qt::LeftDockWidgetArea);
        QVERIFY(interventions->isVisible());
        QVERIFY(second.classroom->walkthroughDock()->isVisible());
        QVERIFY(!interventions->geometry().isEmpty());
    }

    void passingDocksAndBarsStartHidden()
    {
        {
            Session first = start();
            QVERIFY(QTest::qWaitForWindowExposed(first.window.get()));
            first.classroom->lessonDock()->show();
            predictBar(first.window.get())->show();
            QVERIFY(first.classroom->lessonDock()->isVisible());
            QVERIFY(predictBar(first.window.get())->isVisible());
            QVERIFY(first.window->close());
        }
        Session second = start();
        QVERIFY(QTest::qWaitForWindowExposed(second.window.get()));
        QVERIFY(!second.classroom->lessonDock()->isVisible());
        QVERIFY(!predictBar(second.window.get())->isVisible());
        QVERIFY(!banner(second.window.get())->isVisible());
        QVERIFY(second.window->editorDock()->isVisible());
    }

    void closingInPresentationKeepsTheUsualWindow()
    {
        {
            Session first = start();
            QVERIFY(QTest::qWaitForWindowExposed(first.window.get()));
            first.classroom->presentation()->toggleAction()->trigger();
            QVERIFY(first.classroom->presentation()->isActive());
            QVERIFY(!first.window->editorDock()->isVisible());
            QVERIFY(first.window->close());
            QVERIFY(!first.classroom->presentation()->isActive());
        }
        Session second = start();
        QVERIFY(QTest::qWaitForWindowExposed(second.window.get()));
        QVERIFY(!second.window->isFullScreen());
        QVERIFY(second.window->editorDock()->isVisible());
        QVERIFY(second.window->mainToolBar()->isVisible());
        QVERIFY(second.window->attentionToolBar()->isVisible());
        QVERIFY(second.window->menuBar()->isVisible());
        QVERIFY(!banner(second.window.get())->isVisible());
    }

    // Closed maximised (as after a first start), opened maximised: the restored layout
    // holds the classroom's docks and the predict bar, which show in their places.
    void maximisedWindowKeepsEveryPlace()
    {
        {
            Session first = start(true);
            QVERIFY(QTest::qWaitForWindowExposed(first.window.get()));
            QVERIFY(first.window->isMaximized());
            QVERIFY(first.window->close());
        }
        Session second = start(true);
        QVERIFY(QTest::qWaitForWindowExposed(second.window.get()));
        QVERIFY(second.window->isMaximized());
        MainWindow *window = second.window.get();
        QAction *predict = window->findChild<QAction *>(QStringLiteral("predictAction"));
        QVERIFY(predict);
        predict->trigger();
        QToolBar *bar = predictBar(window);
        QTRY_VERIFY(bar->isVisible());
        QCOMPARE(window->toolBarArea(bar), Qt::BottomToolBarArea);
        QTRY_VERIFY(bar->height() > 0 && window->rect().contains(bar->geometry()));
        predict->trigger();
        QDockWidget *interventions = second.classroom->interventionDock();
        interventions->show();
        QCOMPARE(window->dockWidgetArea(interventions), Qt::BottomDockWidgetArea);
        QTRY_VERIFY(!interventions->geometry().isEmpty()
                    && window->rect().contains(interventions->geometry()));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
