// The pages the window makes when first shown, so that a start makes only what it shows: the
// statistics, sweep, learn, generate, positions and cost tabs and the lesson list. Not made at
// start; made by whatever opens them (a shortcut, the View menu, the Lessons menu), and then they
// show the document as it is now, edits made before they existed included, and follow it.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "CostInstall.h"
#include "DirectPanel.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "LazyPage.h"
#include "LearnPanel.h"
#include "Lesson.h"
#include "LessonPanel.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "ProjectionsPanel.h"
#include "StatsPanel.h"
#include "SweepPanel.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "Walkthrough.h"
#include "WalkthroughPanel.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

/// Every cell of a statistics table, as shown.
QStringList tableTexts(const StatsPanel *panel, const char *name)
{
    QStringList texts;
    const auto *table = panel->findChild<QTableWidget *>(QString::fromLatin1(name));
    if (!table)
        return {QStringLiteral("no table %1").arg(QString::fromLatin1(name))};
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            texts << (table->item(r, c) ? table->item(r, c)->text() : QString());
    return texts;
}

QAction *viewMenuAction(MainWindow *window, const QString &text)
{
    const QList<QAction *> actions = window->viewMenu()->actions();
    for (QAction *action : actions)
        if (action->text() == text)
            return action;
    return nullptr;
}

} // namespace

class TestLazyPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        m_window = std::make_unique<MainWindow>();
        installFileActions(m_window.get());
        m_classroom = installClassroom(m_window.get());
        QVERIFY(m_window->openExample(QStringLiteral("seed002-one-query-two-keys")));
        m_window->restoreLayout();
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        QSettings().clear();
    }

    void hiddenPagesAreNotMadeAtStart()
    {
        QCOMPARE(m_window->findChild<StatsPanel *>(), nullptr);
        QCOMPARE(m_window->findChild<SweepPanel *>(), nullptr);
        QCOMPARE(m_window->findChild<LearnPanel *>(), nullptr);
        QCOMPARE(m_window->findChild<CostTabs *>(), nullptr);
        // Every tab is still there, with its name and its place for the lessons.
        QTabWidget *tabs = m_window->viewTabs();
        QCOMPARE(tabs->tabText(m_window->tabIndex(QStringLiteral("statistics"))),
                 QStringLiteral("S&tatistics"));
        QCOMPARE(m_window->page(QStringLiteral("statistics"))->property("classroomControl"),
                 QVariant(QStringLiteral("statistics")));
        // The lessons' old name for it still finds it (and does not make it).
        QCOMPARE(m_window->page(QStringLiteral("stats")),
                 m_window->page(QStringLiteral("statistics")));
        QCOMPARE(m_window->findChild<StatsPanel *>(), nullptr);
    }

    void everyRegisteredIdOpensItsPage()
    {
        QVERIFY(m_window->pages().entries().size() >= 15);
        for (const PageEntry &entry : m_window->pages().entries()) {
            QVERIFY2(m_window->showView(entry.id), qPrintable(entry.id));
            QCOMPARE(m_window->viewTabs()->currentIndex(), m_window->tabIndex(entry.id));
            QWidget *widget = m_window->pageWidget(entry.id);
            QVERIFY2(widget, qPrintable(entry.id));
            // A Cost page is the current page of the Cost tab: it is the one shown.
            QTRY_VERIFY2(widget->isVisible(), qPrintable(entry.id));
        }
        // An unknown id is refused and nothing changes.
        const int before = m_window->viewTabs()->currentIndex();
        QVERIFY(!m_window->showView(QStringLiteral("no-such-page")));
        QCOMPARE(m_window->viewTabs()->currentIndex(), before);
        QCOMPARE(m_window->tabIndex(QStringLiteral("no-such-page")), -1);
    }

    void statisticsMadeLateShowTheCurrentDocument()
    {
        // Edits before the page exists: another example (two heads), then a cell.
        Document *document = m_window->document();
        QVERIFY(m_window->openExample(QStringLiteral("seed003-multi-head")));
        document->undoStack()->push(new ChangeCell(
            document, MatrixId::Embeddings, 0, 0, document->value(MatrixId::Embeddings, 0, 0) + 1));
        QVERIFY(document->waitForSnapshot());
        QCOMPARE(m_window->findChild<StatsPanel *>(), nullptr);

        // Ctrl+5, as a user opens it.
        QTest::keyClick(m_window.get(), Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(m_window->viewTabs()->currentIndex(),
                 m_window->tabIndex(QStringLiteral("statistics")));
        auto *panel = m_window->findChild<StatsPanel *>();
        QVERIFY(panel);
        QCOMPARE(m_window->statsPanel(), panel);
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->accessibleName(), QStringLiteral("Statistics"));
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

        // The same numbers as a panel given the document's snapshot now.
        auto expect = [&] {
            StatsPanel reference;
            reference.setOptions(m_window->viewOptions());
            reference.setSnapshot(document->snapshot());
            reference.resize(panel->size());
            reference.show();
            QVERIFY(QTest::qWaitForWindowExposed(&reference));
            QCoreApplication::processEvents();
            for (const char *table : {"statsSummaryTable", "statsPerHeadTable"})
                QCOMPARE(tableTexts(panel, table), tableTexts(&reference, table));
            auto *heads = panel->findChild<QComboBox *>(QStringLiteral("statsHeadSelector"));
            auto *referenceHeads
                = reference.findChild<QComboBox *>(QStringLiteral("statsHeadSelector"));
            QVERIFY(heads && referenceHeads);
            QCOMPARE(heads->count(), referenceHeads->count());
        };
        QCoreApplication::processEvents();
        expect();
        QVERIFY(!tableTexts(panel, "statsPerHeadTable").isEmpty());

        // And it follows the edits made once it exists.
        const QStringList before = tableTexts(panel, "statsSummaryTable");
        document->undoStack()->push(new ChangeCell(
            document, MatrixId::Embeddings, 1, 1, document->value(MatrixId::Embeddings, 1, 1) - 2));
        QVERIFY(document->waitForSnapshot());
        QCoreApplication::processEvents();
        QVERIFY(tableTexts(panel, "statsSummaryTable") != before);
        expect();
    }

    void menuActionsAndShortcutsOpenLatePages()
    {
        // View > Learn: made, current and shown.
        QAction *learn = viewMenuAction(m_window.get(), QStringLiteral("Le&arn"));
        QVERIFY(learn);
        learn->trigger();
        auto *panel = m_window->findChild<LearnPanel *>();
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QCOMPARE(m_window->viewTabs()->currentWidget(), panel->parentWidget());

        // Ctrl+6: the sweep.
        QTest::keyClick(m_window.get(), Qt::Key_6, Qt::ControlModifier);
        auto *sweep = m_window->findChild<SweepPanel *>();
        QVERIFY(sweep);
        QVERIFY(sweep->isVisible());
        QCOMPARE(m_window->sweepPanel(), sweep);
        QCOMPARE(sweep->accessibleName(), QStringLiteral("d_k sweep"));

        // Every page opens, each with its widget filling it.
        QTabWidget *tabs = m_window->viewTabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QWidget *page = tabs->currentWidget();
            QWidget *shown = LazyPage::widgetOf(page);
            QVERIFY2(shown && shown->isVisible(), qPrintable(tabs->tabText(i)));
            QVERIFY2(shown->width() == page->width(), qPrintable(QStringLiteral("%1: %2 of %3 px")
                                                                     .arg(tabs->tabText(i))
                                                                     .arg(shown->width())
                                                                     .arg(page->width())));
        }
    }

    void lessonsAreListedWhenTheMenuOpens()
    {
        auto *lessons = m_window->findChild<QMenu *>(QStringLiteral("lessonsMenu"));
        QVERIFY(lessons);
        const QList<LessonInfo> builtIn = builtInLessons();
        QVERIFY(!builtIn.isEmpty());
        lessons->popup(QPoint(0, 0));
        QVERIFY(QTest::qWaitForWindowExposed(lessons));
        const QList<QAction *> actions = lessons->actions();
        QVERIFY(actions.size() > builtIn.size());
        QCOMPARE(actions.first()->text(), QStringLiteral("&1. %1").arg(builtIn.first().title));
        QVERIFY(actions.at(builtIn.size())->isSeparator());
        lessons->hide();
        // Opened again, listed once.
        lessons->popup(QPoint(0, 0));
        QCOMPARE(lessons->actions().size(), actions.size());
        lessons->hide();

        // Its first entry starts the lesson, the chooser on it.
        actions.first()->trigger();
        auto *chooser = m_window->findChild<QComboBox *>(QStringLiteral("lessonChooser"));
        QVERIFY(chooser);
        QVERIFY(chooser->isVisible());
        QCOMPARE(chooser->count(), int(builtIn.size()));
        QCOMPARE(chooser->currentData().toString(), builtIn.first().name);
    }

    void classroomPanelsAreMadeWhenTheirDockOpens()
    {
        QCOMPARE(m_window->findChild<LessonPanel *>(), nullptr);
        QCOMPARE(m_window->findChild<WalkthroughPanel *>(), nullptr);
        // The walkthrough moves on before its panel exists.
        Walkthrough *walkthrough = m_classroom->walkthrough();
        walkthrough->setActive(true);
        walkthrough->next();
        walkthrough->next();
        QCOMPARE(walkthrough->index(), 2);

        // View > Walkthrough, as a user opens it: made, showing the step it is at.
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("walkthrough"));
        QVERIFY(dock);
        dock->toggleViewAction()->trigger();
        QTRY_VERIFY(m_window->findChild<WalkthroughPanel *>());
        WalkthroughPanel *panel = m_window->findChild<WalkthroughPanel *>();
        QCOMPARE(m_classroom->walkthroughPanel(), panel);
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(panel->titleLabel()->text(), walkthrough->title());
        QCOMPARE(panel->explanationLabel()->text(), walkthrough->explanation());
        // And follows it.
        walkthrough->next();
        QCOMPARE(panel->titleLabel()->text(), walkthrough->title());
        QCOMPARE(m_window->findChild<LessonPanel *>(), nullptr);
    }

    void editorPagesAreMadeWhenFirstShown()
    {
        QCOMPARE(m_window->findChild<ProjectionsPanel *>(), nullptr);
        QCOMPARE(m_window->findChild<DirectPanel *>(), nullptr);
        // Self-attention (the window starts on a direct-mode example), and an edit of W_Q
        // before the page exists.
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        Document *document = m_window->document();
        const double edited = document->value(MatrixId::Wq, 1, 0) + 0.25;
        document->undoStack()->push(new ChangeCell(document, MatrixId::Wq, 1, 0, edited));

        // Its tab chosen, as a user opens it: made, shown, with the edited value.
        auto *editorTabs = m_window->findChild<QTabWidget *>(QStringLiteral("editorTabs"));
        QVERIFY(editorTabs);
        QCOMPARE(editorTabs->tabText(1), QStringLiteral("P&rojections"));
        editorTabs->setCurrentIndex(1);
        auto *panel = m_window->findChild<ProjectionsPanel *>();
        QVERIFY(panel);
        QCOMPARE(m_window->projectionsPanel(), panel);
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->width(), editorTabs->currentWidget()->width());
        MatrixModel *wq = panel->model(MatrixId::Wq);
        QCOMPARE(wq->data(wq->index(1, 0), Qt::EditRole).toDouble(), edited);
        // Tab reaches its controls: tst_accessibility::tabReachesEveryControl, on each page.
        QCOMPARE(m_window->findChild<DirectPanel *>(), nullptr);
    }

private:
    std::unique_ptr<MainWindow> m_window;
    Classroom *m_classroom = nullptr;
};

QTEST_MAIN(TestLazyPages)
#include "tst_lazypages.moc"
