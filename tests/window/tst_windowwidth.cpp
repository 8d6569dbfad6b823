// A projector's 1366 x 768: the main window with the lesson panel open, in English,
// Indonesian and Vietnamese, and in presentation mode, needs no more than 1366 pixels of
// width (a wider minimum pushes the window past the screen's edge). On failure the message
// names the widest widgets, the ones that force the width.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "CostInstall.h"
#include "CostPanel.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "Lesson.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "ScenarioEdits.h"
#include "TestHelpers.h"
#include "TokenModel.h"
#include "TokensPanel.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

using namespace attn;
using namespace attn::ui;

namespace {

constexpr int projectorWidth = 1366;

/// The widgets whose minimum width is largest, widest first: who forces the width.
QString widest(QWidget *window)
{
    QList<QPair<int, QWidget *>> widths;
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets)
        if (w->isVisibleTo(window))
            widths.append({std::max(w->minimumSizeHint().width(), w->minimumWidth()), w});
    std::sort(widths.begin(), widths.end(),
              [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList names;
    for (int i = 0; i < std::min<qsizetype>(12, widths.size()); ++i)
        names << QStringLiteral("%1 %2 \"%3\"")
                     .arg(widths[i].first)
                     .arg(QString::fromLatin1(widths[i].second->metaObject()->className()),
                          widths[i].second->objectName());
    // The view tab pages too: the widest one sets the tabs' minimum.
    if (auto *main = qobject_cast<MainWindow *>(window)) {
        QTabWidget *tabs = main->viewTabs();
        for (int i = 0; i < tabs->count(); ++i)
            names << QStringLiteral("tab %1 \"%2\" %3")
                         .arg(i)
                         .arg(tabs->tabText(i))
                         .arg(std::max(tabs->widget(i)->minimumSizeHint().width(),
                                       tabs->widget(i)->minimumWidth()));
    }
    return names.join(QStringLiteral("; "));
}

int neededWidth(MainWindow &window)
{
    QCoreApplication::processEvents();
    return std::max(window.minimumSizeHint().width(), window.minimumWidth());
}

} // namespace

class TestWindowWidth : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_windowwidth"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void fitsAProjectorWithTheLessonOpen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    void fitsAProjectorWithTheLessonOpen()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language) || language == QLatin1String("en"));
        {
            MainWindow window;
            installFileActions(&window);
            Classroom *classroom = installClassroom(&window);
            installLanguageMenu(&window, window.viewMenu());
            window.resize(projectorWidth, 768);
            window.show();
            // Every built-in lesson's steps: their texts, questions and shown controls.
            const QList<LessonInfo> lessons = builtInLessons();
            QVERIFY(!lessons.isEmpty());
            for (const LessonInfo &lesson : lessons) {
                QVERIFY(classroom->startLesson(lesson.name));
                window.document()->waitForSnapshot();
                const int needed = neededWidth(window);
                QVERIFY2(needed <= projectorWidth, qPrintable(QStringLiteral("%1, %2: %3 px: %4")
                                                                  .arg(language, lesson.name)
                                                                  .arg(needed)
                                                                  .arg(widest(&window))));
            }
            QVERIFY(classroom->lessonDock()->isVisible());
            // Presentation mode, the lesson still open.
            classroom->presentation()->toggleAction()->trigger();
            QVERIFY(classroom->presentation()->isActive());
            const int presenting = neededWidth(window);
            QVERIFY2(presenting <= projectorWidth,
                     qPrintable(QStringLiteral("%1, presenting: %2 px: %3")
                                    .arg(language)
                                    .arg(presenting)
                                    .arg(widest(&window))));
            classroom->presentation()->toggleAction()->trigger();
        }
        applyLanguage(QStringLiteral("en"));
    }

    void everySwitchOnScreen_data() { fitsAProjectorWithTheLessonOpen_data(); }

    /// The switches' and the classroom's toolbars show every action at 1366 pixels, in
    /// the window and in presentation mode: none behind a toolbar's overflow menu (in
    /// Indonesian and Vietnamese, Predict and the stage focus had been). On a wide screen
    /// the two share one row.
    void everySwitchOnScreen()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language) || language == QLatin1String("en"));
        {
            MainWindow window;
            installFileActions(&window);
            Classroom *classroom = installClassroom(&window);
            window.resize(projectorWidth, 768);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const auto hidden = [&window] {
                QStringList names;
                for (QToolBar *bar : {window.attentionToolBar(), window.classroomToolBar()}) {
                    const QList<QAction *> actions = bar->actions();
                    for (QAction *a : actions) {
                        QWidget *w = bar->widgetForAction(a);
                        if (a->isSeparator() || !a->isVisible() || !w)
                            continue;
                        if (!w->isVisible() || !bar->rect().contains(w->geometry()))
                            names << a->text() + w->objectName();
                    }
                }
                return names.join(QStringLiteral(", "));
            };
            QTRY_COMPARE(hidden(), QString());
            classroom->presentation()->toggleAction()->trigger();
            QVERIFY(classroom->presentation()->isActive());
            QTRY_COMPARE(hidden(), QString());
            QVERIFY(window.classroomToolBar()->isVisible());
            classroom->presentation()->toggleAction()->trigger();
            window.resize(2560, 1080);
            QTRY_VERIFY(!window.toolBarBreak(window.classroomToolBar()));
            QCOMPARE(window.classroomToolBar()->y(), window.attentionToolBar()->y());
            QTRY_COMPARE(hidden(), QString());
        }
        applyLanguage(QStringLiteral("en"));
    }

    /// A long token leaves the main toolbar's buttons on screen: the toolbar's Undo (and,
    /// after an undo, Redo) names the rename, and a 256-character token had pushed Undo,
    /// Redo and Compute in Double behind the overflow menu.
    void mainToolBarKeepsItsButtonsAfterALongRename()
    {
        MainWindow window;
        installFileActions(&window);
        installClassroom(&window);
        QVERIFY(window.openExample(QStringLiteral("seed000-step-by-step")));
        window.resize(projectorWidth, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QToolBar *bar = window.mainToolBar();
        // Hidden, behind the overflow menu, or past the projector's right edge (a toolbar
        // that does not fit widens the window beyond the screen).
        const auto hidden = [bar, &window] {
            QStringList names;
            const QList<QAction *> actions = bar->actions();
            for (QAction *a : actions) {
                QWidget *w = bar->widgetForAction(a);
                if (a->isSeparator() || !a->isVisible() || !w)
                    continue;
                if (!w->isVisible() || !bar->rect().contains(w->geometry())
                    || w->mapTo(&window, QPoint(w->width(), 0)).x() > projectorWidth)
                    names << a->text() + w->objectName();
            }
            if (neededWidth(window) > projectorWidth)
                names << QStringLiteral("window needs %1 px").arg(neededWidth(window));
            return names.join(QStringLiteral(", "));
        };
        QTRY_COMPARE(hidden(), QString());
        TokenModel *tokens = window.tokensPanel()->tokenModel();
        QVERIFY(tokens->setData(tokens->index(0, 0), QString(256, u'w')));
        QVERIFY(tokens->setData(tokens->index(1, 0), QString(256, u'v')));
        window.document()->undoStack()->undo(); // Undo and Redo both name a long token
        QVERIFY(window.undoAction()->text().contains(QString(11, u'w') + QChar(0x2026)));
        QVERIFY(window.redoAction()->text().contains(QString(11, u'v') + QChar(0x2026)));
        QVERIFY(bar->actions().contains(
            window.findChild<QAction *>(QStringLiteral("computeInDouble"))));
        QTRY_COMPARE(hidden(), QString());
    }

    /// The Cost tab's chart at 1366 x 768 beside the editors, with and without the lesson
    /// panel, in every language: its axes' labels are whole ("1e+09", "16384"), never "…".
    void costChartLabelsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("lesson");
        for (const char *language : {"en", "id", "vi"})
            for (bool lesson : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1%2").arg(
                    QLatin1String(language), lesson ? QStringLiteral(", lesson") : QString())))
                    << QString::fromLatin1(language) << lesson;
    }

    void costChartLabelsWhole()
    {
        QFETCH(QString, language);
        QFETCH(bool, lesson);
        QVERIFY(applyLanguage(language) || language == QLatin1String("en"));
        {
            MainWindow window;
            installFileActions(&window);
            Classroom *classroom = installClassroom(&window);
            window.resize(projectorWidth, 768);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            if (lesson)
                classroom->lessonDock()->show();
            QTabWidget *tabs = window.viewTabs();
            tabs->setCurrentIndex(tabs->count() - 1);
            auto *cost = window.findChild<CostTabs *>();
            QVERIFY(cost);
            QTRY_VERIFY(cost->cost()->isVisible());
            QChart *chart = cost->cost()->findChild<QChartView *>()->chart();
            QCoreApplication::processEvents();
            const auto truncated = [chart] {
                QStringList names;
                const QList<QAbstractAxis *> axes = chart->axes();
                for (const QAbstractAxis *axis : axes)
                    if (axis->labelsTruncated())
                        names << (axis->orientation() == Qt::Vertical ? QStringLiteral("y")
                                                                      : QStringLiteral("x"));
                return names.join(QStringLiteral(", "));
            };
            QCOMPARE(chart->axes().size(), 2);
            QTRY_COMPARE(truncated(), QString());
            // A larger shape's counts span more decades.
            Scenario big = randomScenario({4, 512, 8});
            window.document()->reset(big, QString());
            QVERIFY(window.document()->waitForSnapshot());
            QCoreApplication::processEvents();
            QCOMPARE(cost->cost()->shape().dModel, 512);
            QTRY_COMPARE(truncated(), QString());
        }
        applyLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestWindowWidth)
#include "tst_windowwidth.moc"
