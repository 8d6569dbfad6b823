// Accessibility and comfort, offscreen: every focusable control has a name a screen
// reader can speak, Tab reaches every control, the heatmaps are tables whose cells say
// "row token, column token: value", the colour map and the theme change what is painted.

#include "AboutDialog.h"
#include "Classroom.h"
#include "ClassroomInstall.h"
#include "ColorMaps.h"
#include "Document.h"
#include "ExportDialog.h"
#include "FileActionsInstall.h"
#include "HeatmapPainter.h"
#include "ImportDialog.h"
#include "MainWindow.h"
#include "PipelineView.h"
#include "RandomScenarioDialog.h"
#include "ShortcutsDialog.h"
#include "TestHelpers.h"
#include "Theme.h"
#include "Verbosity.h"
#include "WalkthroughPanel.h"
#include "WeightsView.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QProxyStyle>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <vector>

using namespace attn;
using namespace attn::ui;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QString describe(const QWidget *widget)
{
    QStringList path;
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        path.prepend(QString::fromLatin1(w->metaObject()->className())
                     + (w->objectName().isEmpty() ? QString() : u("#") + w->objectName()));
        if (w->isWindow())
            break;
    }
    return path.join(u(" > "));
}

/// The widgets of `window` (not of its popups) that take the keyboard focus themselves.
QList<QWidget *> focusableWidgets(QWidget *window, Qt::FocusPolicy policy)
{
    QList<QWidget *> out;
    const QList<QWidget *> all = window->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (w->window() != window || w->focusProxy() || (w->focusPolicy() & policy) != policy)
            continue;
        out << w;
    }
    return out;
}

QStringList unnamed(QWidget *window)
{
    QStringList out;
    const QList<QWidget *> widgets = focusableWidgets(window, Qt::TabFocus);
    for (QWidget *w : widgets) {
        // The main window's tab bar of tabified docks exists empty until docks are tabbed.
        const auto *bar = qobject_cast<QTabBar *>(w);
        if (bar && bar->count() == 0)
            continue;
        if (accessibleName(w).isEmpty())
            out << describe(w);
    }
    const QList<QWidget *> clickable = focusableWidgets(window, Qt::ClickFocus);
    for (QWidget *w : clickable) {
        if (!widgets.contains(w) && accessibleName(w).isEmpty())
            out << describe(w);
    }
    return out;
}

/// Presses Tab from `start` (default: any control) until the focus comes back to it; returns
/// what went wrong: the enabled, visible controls of `window` it did not reach, or reached
/// though they should not take the focus. Empty: every control is reachable.
QString tabTraversalProblems(QWidget *window, QWidget *start = nullptr)
{
    std::set<QWidget *> expected;
    // Tab enters a group of radio buttons once (the arrow keys move within): one
    // member of each group, keyed by the parent they share, must be reached.
    std::map<QWidget *, std::vector<QWidget *>> radioGroups;
    const QList<QWidget *> candidates = focusableWidgets(window, Qt::TabFocus);
    for (QWidget *w : candidates) {
        if (!w->isVisible() || !w->isEnabled())
            continue;
        const auto *radio = qobject_cast<QRadioButton *>(w);
        if (radio && radio->autoExclusive())
            radioGroups[w->parentWidget()].push_back(w);
        else
            expected.insert(w);
    }
    if (expected.size() < 2)
        return u("fewer than two controls to tab between");
    // Default: the first control of the focus chain.
    for (QWidget *w = window->nextInFocusChain(); !start && w != window;
         w = w->nextInFocusChain()) {
        if (expected.count(w))
            start = w;
    }
    start->setFocus(Qt::TabFocusReason);
    if (QApplication::focusWidget() != start)
        return u("cannot focus ") + describe(start);
    std::set<QWidget *> visited{start};
    // Some controls step inside before they let go (a text browser through its links):
    // round once, until the focus comes back to `start` from elsewhere; bounded, in case
    // a control never lets go.
    bool left = false;
    for (int step = 0; step < 5000; ++step) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        if (!now)
            return u("Tab left no widget with the focus");
        if (now == start && left)
            break;
        left = left || now != start;
        visited.insert(now);
    }
    if (QApplication::focusWidget() != start)
        return u("Tab never came back to ") + describe(start);
    QStringList missed;
    for (QWidget *w : expected) {
        if (!visited.count(w))
            missed << describe(w);
    }
    QStringList extra;
    for (QWidget *w : visited) {
        if (!expected.count(w) && !qobject_cast<QRadioButton *>(w))
            extra << describe(w);
    }
    for (const auto &[parent, radios] : radioGroups) {
        const bool reached = std::any_of(radios.begin(), radios.end(),
                                         [&](QWidget *w) { return visited.count(w) > 0; });
        if (!reached)
            missed << describe(radios.front());
    }
    QString problems;
    if (!missed.isEmpty())
        problems += u("not reached:\n") + missed.join(u("\n")) + u("\n");
    if (!extra.isEmpty())
        problems += u("unexpected:\n") + extra.join(u("\n"));
    return problems;
}

QColor pixelInCell(HeatmapViewBase *view, int panel, int row, int column)
{
    const QImage image = view->grab().toImage();
    const QRectF cell = view->cellRectAt(panel, row, column);
    // A corner of the cell: the number is drawn in its middle.
    return image.pixelColor((cell.topLeft() + QPointF(3, 3)).toPoint());
}

bool sameColour(const QColor &actual, Rgb expected, int tolerance)
{
    return std::abs(actual.red() - expected.r) <= tolerance
           && std::abs(actual.green() - expected.g) <= tolerance
           && std::abs(actual.blue() - expected.b) <= tolerance;
}

QAction *menuAction(MainWindow *window, const char *menuName, int data)
{
    auto *menu = window->viewMenu()->findChild<QMenu *>(QLatin1String(menuName));
    if (!menu)
        return nullptr;
    const QList<QAction *> actions = menu->actions();
    for (QAction *a : actions) {
        if (a->data().toInt() == data)
            return a;
    }
    return nullptr;
}

} // namespace

class TestAccessibility : public QObject
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
        // As the application runs it: file actions and the classroom add their controls.
        installFileActions(m_window.get());
        installClassroom(m_window.get());
        QVERIFY(m_window->openExample(QStringLiteral("seed002-one-query-two-keys")));
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
        applyTheme(Theme::System);
    }

    void mainWindowControlsHaveNames()
    {
        // Every page of both tab widgets and every dock, so hidden controls are made and named;
        // the pages and docks made when first shown are opened first, as a user opens them.
        QTabWidget *views = m_window->viewTabs();
        for (int i = views->count() - 1; i >= 0; --i)
            views->setCurrentIndex(i);
        QVERIFY(m_window->projectionsPanel() && m_window->directPanel());
        for (const QString &name : {u("lesson"), u("walkthrough"), u("interventions")}) {
            auto *dock = m_window->findChild<QDockWidget *>(name);
            QVERIFY2(dock && !dock->toggleViewAction()->isChecked(), qPrintable(name));
            dock->toggleViewAction()->trigger(); // as its View menu entry does
            dock->raise();                       // its tab, if it shares a tab group
            QTRY_VERIFY2(dock->widget()->isVisible(), qPrintable(describe(dock)));
        }
        QVERIFY(m_window->findChild<QWidget *>(u("lessonChooser")));
        QVERIFY(m_window->findChild<WalkthroughPanel *>());
        QStringList missing = unnamed(m_window.get());
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u("\n"))));
        const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks)
            QVERIFY2(!dock->windowTitle().isEmpty(), qPrintable(describe(dock)));
    }

    void dialogControlsHaveNamesAndTabOrder_data()
    {
        QTest::addColumn<QString>("dialog");
        for (const char *name : {"about", "shortcuts", "random", "export", "import"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void dialogControlsHaveNamesAndTabOrder()
    {
        QFETCH(QString, dialog);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::unique_ptr<QDialog> box;
        if (dialog == u("about")) {
            box = std::make_unique<AboutDialog>(m_window.get());
        } else if (dialog == u("shortcuts")) {
            box = std::make_unique<ShortcutsDialog>(m_window.get(), m_window.get());
        } else if (dialog == u("random")) {
            box = std::make_unique<RandomScenarioDialog>(m_window.get());
        } else if (dialog == u("export")) {
            box = std::make_unique<ExportDialog>(ExportView::Weights, u("weights"), m_window.get());
        } else {
            const QString csv = dir.filePath(u("q.csv"));
            QFile file(csv);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("1,2\n3,4\n");
            file.close();
            box = std::make_unique<ImportDialog>(m_window->document()->scenario(), csv,
                                                 m_window.get());
        }
        box->show();
        QVERIFY(QTest::qWaitForWindowExposed(box.get()));
        QVERIFY(!accessibleName(box.get()).isEmpty());
        const QStringList missing = unnamed(box.get());
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u("\n"))));
        box->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(box.get()));
        const QString problems = tabTraversalProblems(box.get());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    void tabReachesEveryControl_data()
    {
        QTest::addColumn<int>("viewTab");
        QTest::addColumn<int>("editorTab");
        for (int view = 0; view < 6; ++view)
            QTest::addRow("view %d", view) << view << 0;
        QTest::newRow("projections") << 0 << 1;
        QTest::newRow("q, k, v") << 0 << 2;
    }

    void tabReachesEveryControl()
    {
        QFETCH(int, viewTab);
        QFETCH(int, editorTab);
        m_window->viewTabs()->setCurrentIndex(viewTab);
        auto *editorTabs = m_window->findChild<QTabWidget *>(u("editorTabs"));
        QVERIFY(editorTabs);
        editorTabs->setCurrentIndex(editorTab);
        QCoreApplication::processEvents();

        const QString problems = tabTraversalProblems(m_window.get(), m_window->exampleSelector());
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    void heatmapIsATable()
    {
        WeightsView *view = m_window->weightsView();
        m_window->showView(QStringLiteral("weights"));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QVERIFY(!iface->text(QAccessible::Name).isEmpty());
        QAccessibleTableInterface *table = iface->tableInterface();
        QVERIFY(table);
        // Seed 002: one query q, two keys k1, k2; weights 0.804 and 0.196.
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->columnCount(), 2);
        QCOMPARE(iface->childCount(), 2);
        QCOMPARE(table->rowDescription(0), u("q"));
        QCOMPARE(table->columnDescription(0), u("k1"));
        QCOMPARE(table->columnDescription(1), u("k2"));
        const SnapshotPtr snapshot = m_window->document()->snapshot();
        EXPECT_NEAR(snapshot->result.heads[0].weights(0, 0), 0.804, 5e-4);

        QAccessibleInterface *first = table->cellAt(0, 0);
        QVERIFY(first);
        QCOMPARE(first->role(), QAccessible::Cell);
        QCOMPARE(first->text(QAccessible::Name), u("q, k1: 0.804"));
        QAccessibleInterface *second = table->cellAt(0, 1);
        QCOMPARE(second->text(QAccessible::Name), u("q, k2: 0.196"));
        QCOMPARE(iface->child(1), second);
        QCOMPARE(iface->indexOfChild(second), 1);
        QCOMPARE(second->parent(), iface);
        QAccessibleTableCellInterface *cell = second->tableCellInterface();
        QVERIFY(cell);
        QCOMPARE(cell->rowIndex(), 0);
        QCOMPARE(cell->columnIndex(), 1);
        QVERIFY(table->cellAt(1, 0) == nullptr);
        // With the full-formula verbosity the description is the cell's formula, spelled
        // for speech (by default it is left out: too long on every move).
        QVERIFY(first->text(QAccessible::Description).isEmpty());
        setVerbosity(Verbosity::FullFormula);
        QVERIFY2(first->text(QAccessible::Description).contains(u("0.804")),
                 qPrintable(first->text(QAccessible::Description)));
        setVerbosity(Verbosity::ValueAndTokens);
        // The screen rectangle is where the cell is painted.
        const QRectF local = view->cellRectAt(0, 0, 1);
        QCOMPARE(second->rect().center(), view->mapToGlobal(local.toAlignedRect().center()));
        QCOMPARE(iface->childAt(second->rect().center().x(), second->rect().center().y()), second);

        // The keyboard focus cell is the table's focus child and moves with the arrows.
        view->setFocus(Qt::TabFocusReason);
        QVERIFY(iface->focusChild() == nullptr);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->focusCell(), QPoint(0, 0));
        QCOMPARE(iface->focusChild(), first);
        QVERIFY(first->state().focused);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->focusCell(), QPoint(1, 0));
        QCOMPARE(iface->focusChild(), second);
        QVERIFY(!first->state().focused);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->focusCell(), QPoint(1, 0)); // the last column stays
        QTest::keyClick(view, Qt::Key_Home);
        QCOMPARE(view->focusCell(), QPoint(0, 0));
    }

    void pipelineTableFollowsFocusPanel()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        m_window->showView(QStringLiteral("pipeline"));
        PipelineView *view = m_window->pipelineView();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        QVERIFY(iface && iface->tableInterface());
        const ViewLayout &layout = view->currentLayout();
        QVERIFY(layout.panels.size() > 2);
        view->setFocus(Qt::TabFocusReason);
        QTest::keyClick(view, Qt::Key_Down);
        for (std::size_t panel = 0; panel < layout.panels.size(); ++panel) {
            const ViewPanel &p = view->currentLayout().panels[panel];
            QCOMPARE(view->focusPanel(), int(panel));
            QCOMPARE(iface->tableInterface()->rowCount(), p.layout.rows);
            QCOMPARE(iface->tableInterface()->columnCount(), p.layout.columns);
            // The matrix as spoken: "Q·Kᵀ" says "Q times K transposed".
            QVERIFY2(
                iface->text(QAccessible::Description).startsWith(view->tablePanelTitle(int(panel))),
                qPrintable(iface->text(QAccessible::Description)));
            QTest::keyClick(view, Qt::Key_PageDown);
        }
    }

    void colourMapChangesThePaintedCell()
    {
        m_window->showView(QStringLiteral("weights"));
        WeightsView *view = m_window->weightsView();
        const double w = m_window->document()->snapshot()->result.heads[0].weights(0, 0);
        QCOMPARE(m_window->viewOptions().colorMap, int(ColorMapId::Viridis));
        const QColor viridis = pixelInCell(view, 0, 0, 0);
        QVERIFY2(sameColour(viridis, sample(ColorMapId::Viridis, w), 3),
                 qPrintable(viridis.name()));

        QAction *cividisAction
            = menuAction(m_window.get(), "colorMapMenu", int(ColorMapId::Cividis));
        QVERIFY(cividisAction);
        cividisAction->trigger();
        QCOMPARE(m_window->viewOptions().colorMap, int(ColorMapId::Cividis));
        const QColor cividis = pixelInCell(view, 0, 0, 0);
        QVERIFY(cividis != viridis);
        QVERIFY2(sameColour(cividis, sample(ColorMapId::Cividis, w), 3),
                 qPrintable(cividis.name()));

        QAction *grayAction
            = menuAction(m_window.get(), "colorMapMenu", int(ColorMapId::Grayscale));
        QVERIFY(grayAction);
        grayAction->trigger();
        const QColor gray = pixelInCell(view, 0, 0, 0);
        QCOMPARE(gray.red(), gray.green());
        QCOMPARE(gray.green(), gray.blue());
        QVERIFY2(sameColour(gray, sample(ColorMapId::Grayscale, w), 3), qPrintable(gray.name()));
        // Signed matrices go gray too: the scores view prints without colour.
        m_window->showView(QStringLiteral("scores"));
        const QColor score = pixelInCell(m_window->scoresView(), 0, 0, 0);
        QCOMPARE(score.red(), score.green());
        QCOMPARE(score.green(), score.blue());

        // Remembered: a new window starts with the map chosen last.
        QCOMPARE(savedColorMap(-1), int(ColorMapId::Grayscale));
        MainWindow second;
        QCOMPARE(second.viewOptions().colorMap, int(ColorMapId::Grayscale));
        QVERIFY(menuAction(&second, "colorMapMenu", int(ColorMapId::Grayscale))->isChecked());
    }

    void darkThemeChangesThePalette()
    {
        m_window->showView(QStringLiteral("weights"));
        WeightsView *view = m_window->weightsView();
        QVERIFY(!isDarkPalette(QApplication::palette()));
        const QColor lightBackground = view->grab().toImage().pixelColor(2, 2);
        QCOMPARE(lightBackground, heatmapcolors::background(false));

        QAction *dark = menuAction(m_window.get(), "themeMenu", int(Theme::Dark));
        QVERIFY(dark);
        dark->trigger();
        QCoreApplication::processEvents();
        QVERIFY(isDarkPalette(QApplication::palette()));
        QVERIFY(isDarkPalette(view->palette()));
        // Fusion, through a proxy that rings check boxes and radio buttons for the dark.
        const auto *proxy = qobject_cast<QProxyStyle *>(QApplication::style());
        QVERIFY(proxy && proxy->baseStyle());
        QCOMPARE(proxy->baseStyle()->name(), u("fusion"));
        QCOMPARE(view->grab().toImage().pixelColor(2, 2), heatmapcolors::background(true));
        QCOMPARE(savedTheme(), Theme::Dark);
        // The cells keep their colour map; only what is around them changes.
        QVERIFY(sameColour(pixelInCell(view, 0, 0, 0),
                           sample(ColorMapId::Viridis,
                                  m_window->document()->snapshot()->result.heads[0].weights(0, 0)),
                           3));

        menuAction(m_window.get(), "themeMenu", int(Theme::Light))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!isDarkPalette(QApplication::palette()));
        QCOMPARE(view->grab().toImage().pixelColor(2, 2), heatmapcolors::background(false));
        menuAction(m_window.get(), "themeMenu", int(Theme::System))->trigger();
        QCOMPARE(savedTheme(), Theme::System);
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
