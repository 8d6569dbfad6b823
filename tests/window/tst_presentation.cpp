// Presentation mode on a projector, from the layouts the screen paints: the matrices fill
// the screen at every resolution and text size, the numbers stay in the cells (with fewer
// decimals before none), one stage can be shown alone; and in the real window every
// shortcut works under F11, the banner keeps its height, the status bar forgets stale
// formulas.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "ElidedComboBox.h"
#include "FileActionsInstall.h"
#include "LessonPanel.h"
#include "MainWindow.h"
#include "NumberFormat.h"
#include "PipelinePainter.h"
#include "PipelineView.h"
#include "PresentationMode.h"
#include "ScenarioEdits.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "ViewPainters.h"
#include "ViewSpecs.h"
#include "Walkthrough.h"
#include "WeightsView.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <qpa/qplatformnativeinterface.h>

#include <cmath>
#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

/// The presentation's text sizes: the default and Ctrl++ / Ctrl+- steps (PresentationMode).
const double textScales[] = {0.87, 1.0, 1.15, 1.3225, 1.52, 2.0};
/// Ctrl++ twice from the default: up to this size the cells still fill the screen.
constexpr double twiceLarger = 1.15 * 1.15 + 1e-9;

/// The strip of toggles, the banner and the tabs above the views: 168 px at 1366 x 768.
constexpr double aboveViews = 0.22;

Scenario eightTokensTwoHeads()
{
    RandomScenarioOptions options;
    options.tokens = 8;
    options.dModel = 8;
    options.numHeads = 2;
    options.seed = 7;
    return randomScenario(options);
}

Scenario exampleNamed(const QString &name)
{
    return name == QLatin1String("eight-tokens-two-heads") ? eightTokensTwoHeads()
                                                           : loadExampleOrDie(name);
}

/// The rectangle every panel's cells cover together.
QRectF cellsExtent(const ViewLayout &layout)
{
    QRectF extent;
    for (const ViewPanel &panel : layout.panels)
        extent |= panel.layout.grid;
    return extent;
}

ViewLayout layoutOf(const QString &view, const QRectF &area, const Snapshot &snapshot,
                    const ViewOptions &options)
{
    if (view == QLatin1String("pipeline"))
        return layoutPipelineView(area, snapshot, options, QApplication::font());
    if (view == QLatin1String("heads"))
        return layoutHeadsView(area, snapshot, options, QApplication::font());
    return layoutWeightsView(area, snapshot, options, QApplication::font());
}

/// The panels' titles and grids, for a failure's message.
QString describe(const ViewLayout &layout)
{
    QStringList parts;
    for (const ViewPanel &panel : layout.panels)
        parts << QStringLiteral("%1 %2x%3+%4+%5")
                     .arg(panel.spec.title)
                     .arg(panel.layout.grid.width())
                     .arg(panel.layout.grid.height())
                     .arg(panel.layout.grid.left())
                     .arg(panel.layout.grid.top());
    return parts.join(QStringLiteral("; "));
}

/// Every panel that has numbers draws them; a message names the first that does not.
QString missingNumbers(const ViewLayout &layout)
{
    for (const ViewPanel &panel : layout.panels) {
        if (panel.spec.showValues && !panel.layout.valuesVisible)
            return QStringLiteral("\"%1\" (cell %2 px) draws no numbers")
                .arg(panel.spec.title)
                .arg(panel.layout.cell);
    }
    return QString();
}

/// The offscreen platform's screen made `size` (its configuration, as Qt's own tests change
/// it); the size it had before. An empty size: the platform cannot (another platform).
QSize setScreenSize(QSize size)
{
    QPlatformNativeInterface *native = QGuiApplication::platformNativeInterface();
    using Get = QJsonObject (*)(QPlatformNativeInterface *);
    using Set = void (*)(const QJsonObject &, QPlatformNativeInterface *);
    const auto get = reinterpret_cast<Get>(native->nativeResourceForIntegration("configuration"));
    const auto set
        = reinterpret_cast<Set>(native->nativeResourceForIntegration("setConfiguration"));
    if (!get || !set)
        return QSize();
    QJsonObject configuration = get(native);
    QJsonArray screens = configuration[QLatin1String("screens")].toArray();
    QJsonObject screen = screens.first().toObject();
    const QSize before(screen[QLatin1String("width")].toInt(),
                       screen[QLatin1String("height")].toInt());
    screen[QLatin1String("width")] = size.width();
    screen[QLatin1String("height")] = size.height();
    screens[0] = screen;
    configuration[QLatin1String("screens")] = screens;
    set(configuration, native);
    return before;
}

int pixelsOf(const QWidget *widget)
{
    return QFontInfo(widget->font()).pixelSize();
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QSettings().clear();
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        setCellDecimals(3);
    }

    void cellsFillTheScreenWithNumbers_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QSize>("screen");
        const QStringList examples
            = {QStringLiteral("seed002-one-query-two-keys"), QStringLiteral("seed000-step-by-step"),
               QStringLiteral("eight-tokens-two-heads"), QStringLiteral("multi-head-causal-d8")};
        const QList<QSize> screens
            = {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080), QSize(3840, 2160)};
        for (const QString &example : examples) {
            for (const char *view : {"pipeline", "weights", "heads"}) {
                for (const QSize &screen : screens)
                    QTest::addRow("%s %s %dx%d", qPrintable(example), view, screen.width(),
                                  screen.height())
                        << example << QString::fromLatin1(view) << screen;
            }
        }
    }

    void cellsFillTheScreenWithNumbers()
    {
        QFETCH(QString, example);
        QFETCH(QString, view);
        QFETCH(QSize, screen);
        const SnapshotPtr snapshot = makeSnapshot(exampleNamed(example));
        QVERIFY(snapshot->result.ok);
        const double top = aboveViews * screen.height();
        const QRectF area(0, top, screen.width(), screen.height() - top);
        for (double scale : textScales) {
            ViewOptions options;
            options.fillArea = true;
            options.fontScale = scale * std::clamp(screen.height() / 864.0, 1.0, 2.5);
            const ViewLayout layout = layoutOf(view, area, *snapshot, options);
            QVERIFY(!layout.panels.empty());
            const QString missing = missingNumbers(layout);
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
            // Up to Ctrl++ twice the cells fill the screen; larger text takes room from them,
            // but never their numbers.
            const QRectF cells = cellsExtent(layout);
            const double filled
                = std::max(cells.width() / screen.width(), cells.height() / screen.height());
            QVERIFY2(scale > twiceLarger || filled >= 0.6,
                     qPrintable(QStringLiteral("text x%1: the cells fill %2 of the "
                                               "screen (%3)")
                                    .arg(scale)
                                    .arg(filled)
                                    .arg(describe(layout))));
            // The pipeline's numbers are back-row size up to Ctrl++ twice: 1/32 of the views'
            // height (fewer stages at once when all of them cannot have that).
            if (view == QLatin1String("pipeline") && scale <= twiceLarger) {
                const double readable = std::max(14.0, area.height() / 32);
                for (const ViewPanel &panel : layout.panels) {
                    if (panel.spec.showValues && panel.spec.values)
                        QVERIFY2(panel.layout.valueFont.pixelSize() >= readable,
                                 qPrintable(QStringLiteral("text x%1: \"%2\" numbers at %3 px, "
                                                           "fewer than %4")
                                                .arg(scale)
                                                .arg(panel.spec.title)
                                                .arg(panel.layout.valueFont.pixelSize())
                                                .arg(readable)));
                }
            }
            // Nothing leaves the area (the screen below the banner).
            for (const ViewPanel &panel : layout.panels)
                QVERIFY(area.adjusted(-1, -1, 1, 1).contains(panel.layout.grid));
        }
    }

    void pipelineKeepsNumbersAtEveryZoom()
    {
        // The window's pipeline (no fill) at the presentation's text sizes and the view's
        // zoom: three decimals no longer fit small tiles, so fewer decimals are drawn, never
        // none. The numbers drawn are the engine's, rounded to those decimals.
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
        for (double scale : textScales) {
            for (double zoom : {1.0, 1.5, 2.0, 4.0}) {
                ViewOptions options;
                options.fontScale = scale;
                const ViewLayout layout = layoutPipelineView(QRectF(0, 0, 1366, 600), *snapshot,
                                                             options, QFont(), -1, zoom);
                const QString missing = missingNumbers(layout);
                QVERIFY2(
                    missing.isEmpty(),
                    qPrintable(
                        QStringLiteral("text x%1, zoom %2: %3").arg(scale).arg(zoom).arg(missing)));
                for (const ViewPanel &panel : layout.panels) {
                    QVERIFY(panel.layout.valueDecimals >= 0);
                    QVERIFY(panel.layout.valueDecimals <= 3);
                }
            }
        }
        // The weights 0.804 / 0.196: a tile wide enough shows all three decimals.
        ViewOptions options;
        options.fillArea = true;
        const ViewLayout large
            = layoutPipelineView(QRectF(0, 0, 1920, 900), *snapshot, options, QFont());
        for (const ViewPanel &panel : large.panels) {
            if (panel.stage == int(PipelineStage::Weights)) {
                QCOMPARE(panel.layout.valueDecimals, 3);
                QCOMPARE(formatCell(double(snapshot->result.heads[0].weights(0, 0)), 3),
                         QStringLiteral("0.804"));
            }
        }
    }

    void fewerDecimalsBeforeNone()
    {
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
        HeatmapSpec spec = viewspecs::weightsSpec(*snapshot, 0, ViewOptions(), false);
        QFont font;
        font.setPixelSize(14);
        int last = 3;
        bool sawFewer = false;
        bool gone = false;
        // From large cells to small: decimals only go down, never below two for weights
        // (0.804 as "1" and 0.196 as "0" would be wrong-looking numbers), and once the
        // numbers are gone they stay gone.
        for (double cell = 120; cell >= 10; cell -= 2) {
            const CellText text = cellTextFor(spec, font, cell);
            const QString where = QStringLiteral("cell %1 px").arg(cell);
            if (!text.visible) {
                gone = true;
                continue;
            }
            QVERIFY2(!gone, qPrintable(where));
            QVERIFY2(text.decimals >= 2, qPrintable(where));
            QVERIFY(text.decimals <= last);
            sawFewer = sawFewer || text.decimals < 3;
            last = text.decimals;
        }
        QVERIFY(sawFewer);
        QVERIFY(gone);
        QVERIFY(cellTextFor(spec, font, 24).visible); // "0.80" at 7 px
        QCOMPARE(formatCell(double(snapshot->result.heads[0].weights(0, 0)), 2),
                 QStringLiteral("0.80"));
        // Scores below ten keep one decimal: 1.414 as "1.4", never "1".
        spec = viewspecs::scoresSpec(*snapshot, 0, ViewOptions(), false);
        for (double cell = 120; cell >= 10; cell -= 2) {
            const CellText text = cellTextFor(spec, font, cell);
            QVERIFY(!text.visible || text.decimals >= 1);
        }
    }

    void focusedStageShowsItsInputs()
    {
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed000-step-by-step"));
        ViewOptions options;
        const ViewLayout all
            = layoutPipelineView(QRectF(0, 0, 1366, 600), *snapshot, options, QFont());
        QCOMPARE(all.pagedStage, -1);
        options.fillArea = true;
        options.focusStage = int(PipelineStage::Weights);
        const ViewLayout focused
            = layoutPipelineView(QRectF(0, 0, 1366, 600), *snapshot, options, QFont());
        QList<int> stages;
        for (const ViewPanel &panel : focused.panels)
            stages << panel.stage;
        QCOMPARE(stages, (QList<int>{int(PipelineStage::Scaled), int(PipelineStage::Mask),
                                     int(PipelineStage::Weights)}));
        QVERIFY(focused.panels.back().layout.cell > 1.5 * all.panels.front().layout.cell);
        QVERIFY(focused.panels.back().layout.valuesVisible);
    }

    /// A lesson question in presentation mode (its stage hidden): the stages it is computed
    /// from stay beside it, at the lesson dock's side of a 1366 x 768 screen.
    void questionKeepsItsInputs_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<QList<int>>("inputs");
        QTest::newRow("scores") << int(PipelineStage::Scores)
                                << QList<int>{int(PipelineStage::Queries),
                                              int(PipelineStage::Keys)};
        QTest::newRow("scaled") << int(PipelineStage::Scaled)
                                << QList<int>{int(PipelineStage::Scores)};
        QTest::newRow("weights") << int(PipelineStage::Weights)
                                 << QList<int>{int(PipelineStage::Scaled),
                                               int(PipelineStage::Mask)};
        QTest::newRow("output") << int(PipelineStage::HeadOutput)
                                << QList<int>{int(PipelineStage::Values),
                                              int(PipelineStage::Weights)};
    }
    void questionKeepsItsInputs()
    {
        QFETCH(int, stage);
        QFETCH(QList<int>, inputs);
        const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed000-step-by-step"));
        ViewOptions options;
        options.fillArea = true;
        options.fontScale = 1.3;
        options.conceal = true;
        options.concealScores = stage <= int(PipelineStage::Scaled);
        options.showRawScores = stage == int(PipelineStage::Scaled);
        options.showWeights = stage == int(PipelineStage::HeadOutput);
        for (const QSizeF &area : {QSizeF(900, 520), QSizeF(700, 480)}) {
            const ViewLayout layout = layoutPipelineView(QRectF(QPointF(0, 0), area), *snapshot,
                                                         options, QApplication::font(), stage);
            QList<int> shown;
            for (const ViewPanel &panel : layout.panels)
                shown << panel.stage;
            QVERIFY2(shown.contains(stage), qPrintable(describe(layout)));
            for (int input : inputs)
                QVERIFY2(shown.contains(input), qPrintable(describe(layout)));
        }
    }

    void everyShortcutWorksInPresentationMode();
    void bannerKeepsItsHeight();
    void statusBarForgetsStaleFormulas();
    void demoTogglesAreNotEdits();
    void presentationKeepsTheTeachersPlace();
    void lessonQuestionReadsFromTheBackRow();
};

void TestPresentation::everyShortcutWorksInPresentationMode()
{
    MainWindow window;
    installFileActions(&window);
    Classroom *classroom = installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("seed002-one-query-two-keys"));
    PresentationMode *presentation = classroom->presentation();
    presentation->toggleAction()->trigger();
    QVERIFY(presentation->isActive());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.menuWidget()->isVisible());

    // Closes whatever modal dialog a shortcut opens (Open, Export, the shortcuts list...).
    QTimer closer;
    closer.setInterval(50);
    connect(&closer, &QTimer::timeout, [] {
        if (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
    });
    closer.start();
    Document *document = window.document();
    QList<QAction *> actions;
    const QList<QAction *> all = window.findChildren<QAction *>();
    for (QAction *action : all) {
        if (action->shortcuts().isEmpty() || action->shortcutContext() == Qt::WidgetShortcut
            || action->shortcutContext() == Qt::WidgetWithChildrenShortcut
            || actions.contains(action))
            continue;
        actions << action;
    }
    QVERIFY(actions.size() >= 20);
    // Quitting last: it closes the window.
    std::stable_partition(actions.begin(), actions.end(), [](QAction *a) {
        return a->shortcut() != QKeySequence(QKeySequence::Quit);
    });
    for (QAction *action : std::as_const(actions)) {
        const QKeySequence key = action->shortcut();
        if (!presentation->isActive())
            presentation->toggleAction()->trigger();
        if (!action->isEnabled() && document->undoStack()->canUndo())
            document->undoStack()->undo(); // Redo needs something undone
        if (!action->isEnabled())
            document->undoStack()->push(new SetScale(document, !document->scenario().scale));
        QVERIFY2(action->isEnabled(), qPrintable(action->text()));
        const Scenario before = document->scenario();
        QSignalSpy triggered(action, &QAction::triggered);
        // A dialog a shortcut opened and the timer closed leaves no active window offscreen;
        // one opened without a nested event loop (the shortcut list) is closed here.
        while (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keyClick(target, Qt::Key(key[0].key()), key[0].keyboardModifiers());
        QVERIFY2(triggered.count() == 1,
                 qPrintable(QStringLiteral("%1 (%2) did not trigger in presentation mode")
                                .arg(action->text(), key.toString())));
        if (action->objectName() == QLatin1String("scaleAction"))
            QCOMPARE(document->scenario().scale, !before.scale);
        if (action->objectName() == QLatin1String("causalAction"))
            QCOMPARE(document->scenario().causal, !before.causal);
    }
}

void TestPresentation::bannerKeepsItsHeight()
{
    MainWindow window;
    Classroom *classroom = installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("seed000-step-by-step"));
    classroom->presentation()->toggleAction()->trigger();
    QCoreApplication::processEvents();
    Walkthrough *walk = classroom->walkthrough();
    QVERIFY(walk->count() >= 4);
    QWidget *banner = classroom->presentation()->banner();
    QWidget *pipeline = window.pipelineView();
    walk->setIndex(0);
    QCoreApplication::processEvents();
    const int height = banner->height();
    const int viewsTop = pipeline->mapTo(&window, QPoint(0, 0)).y();
    QVERIFY(height > 0);
    for (int i = 1; i < walk->count(); ++i) {
        walk->setIndex(i);
        QCoreApplication::processEvents();
        QCOMPARE(banner->height(), height);
        QCOMPARE(pipeline->mapTo(&window, QPoint(0, 0)).y(), viewsTop);
    }
    // The status bar is not projected.
    QVERIFY(!window.statusBar()->isVisible());
    classroom->presentation()->toggleAction()->trigger();
    QVERIFY(window.statusBar()->isVisible());
}

void TestPresentation::statusBarForgetsStaleFormulas()
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("seed002-one-query-two-keys"));
    window.showView(QStringLiteral("weights"));
    auto *weights = qobject_cast<WeightsView *>(window.page(QStringLiteral("weights")));
    QVERIFY(weights);
    QCoreApplication::processEvents();
    const QPoint cell = weights->cellRectAt(0, 0, 0).center().toPoint();
    QTest::mouseMove(weights, cell);
    const QString formula = window.statusBar()->currentMessage();
    QVERIFY2(formula.contains(QStringLiteral("0.804")), qPrintable(formula));
    // Scaling off changes k1's weight: the old formula must not stay.
    window.document()->undoStack()->push(new SetScale(window.document(), false));
    QTRY_VERIFY(window.statusBar()->currentMessage() != formula);
    QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("0.804")));
}

/// A teacher's demonstration: toggles switched back leave the example unmodified, the
/// status bar never states a mask the example does not have, a prediction's verdict goes
/// with its example, and the lesson chooser names the lesson that runs.
void TestPresentation::demoTogglesAreNotEdits()
{
    MainWindow window;
    installFileActions(&window);
    Classroom *classroom = installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(QStringLiteral("seed002-one-query-two-keys")));
    Document *document = window.document();
    auto *scale = window.findChild<QAction *>(QStringLiteral("scaleAction"));
    auto *causal = window.findChild<QAction *>(QStringLiteral("causalAction"));
    QVERIFY(scale && causal);
    QVERIFY(!document->isModified());
    for (QAction *toggle : {scale, causal}) {
        toggle->trigger();
        document->waitForSnapshot();
        QVERIFY(document->isModified());
        toggle->trigger();
        document->waitForSnapshot();
        QVERIFY2(!document->isModified(), qPrintable(toggle->objectName()));
    }
    QCOMPARE(document->undoStack()->count(), 0);
    QCOMPARE(document->scenario(), loadExampleOrDie("seed002-one-query-two-keys"));
    // Off again: the status bar says so; seed 000's causal example (mask on) opens without
    // "Save changes?" and the old "off" is no longer said.
    causal->trigger();
    causal->trigger();
    document->waitForSnapshot();
    QCoreApplication::processEvents();
    auto *announcer = window.findChild<QLabel *>(QStringLiteral("announcer"));
    QVERIFY(announcer);
    QVERIFY2(announcer->text().contains(QStringLiteral("Causal mask off")),
             qPrintable(announcer->text()));
    QVERIFY(window.openExample(QStringLiteral("seed000-causal-mask")));
    document->waitForSnapshot();
    QCoreApplication::processEvents();
    QVERIFY(document->scenario().causal);
    QVERIFY2(!announcer->text().contains(QStringLiteral("off")), qPrintable(announcer->text()));

    // A teacher's own lesson (a file) after lesson 6: the chooser no longer names 6.
    QVERIFY(classroom->startLesson(QStringLiteral("several-heads")));
    auto *chooser = window.findChild<ElidedComboBox *>(QStringLiteral("lessonChooser"));
    QVERIFY(chooser);
    QVERIFY2(chooser->shownText().startsWith(QStringLiteral("6. ")),
             qPrintable(chooser->shownText()));
    QTemporaryDir dir;
    const QString own = dir.filePath(QStringLiteral("own.json"));
    QVERIFY(QFile::copy(QStringLiteral(":/lessons/02-step-by-step.json"), own));
    QVERIFY(classroom->lessonPanel()->startFile(own));
    QCOMPARE(chooser->currentIndex(), -1);
    QCOMPARE(chooser->shownText(), QStringLiteral("Step by step on four tokens"));
}

/// F11 keeps the page the teacher is on; a newly opened example starts at the walkthrough's
/// first step, not at the step last used (the output shown at once).
void TestPresentation::presentationKeepsTheTeachersPlace()
{
    MainWindow window;
    installFileActions(&window);
    Classroom *classroom = installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(QStringLiteral("seed002-one-query-two-keys")));
    window.showView(QStringLiteral("weights"));
    QWidget *weights = window.page(QStringLiteral("weights"));
    QCOMPARE(window.viewTabs()->currentWidget(), weights);
    classroom->presentation()->toggleAction()->trigger();
    QVERIFY(classroom->presentation()->isActive());
    QCoreApplication::processEvents();
    QCOMPARE(window.viewTabs()->currentWidget(), weights);

    Walkthrough *walk = classroom->walkthrough();
    QVERIFY(walk->isActive());
    walk->setIndex(walk->count() - 1);
    QCOMPARE(walk->index(), walk->count() - 1);
    QVERIFY(window.openExample(QStringLiteral("seed000-step-by-step")));
    window.document()->waitForSnapshot();
    QCoreApplication::processEvents();
    QVERIFY(walk->count() > 1);
    QCOMPARE(walk->index(), 0);
    QVERIFY(walk->title().startsWith(QStringLiteral("Step 1 of")));

    // The menu bar is hidden, its menus are not: Alt+X opens Examples, Alt+L Lessons.
    QVERIFY(!window.menuWidget()->isVisible());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    for (const auto &[letter, title] : {std::pair{Qt::Key_X, QStringLiteral("E&xamples")},
                                        {Qt::Key_L, QStringLiteral("&Lessons")}}) {
        QMenu *menu = nullptr;
        for (QAction *entry : window.menuBar()->actions())
            if (entry->text() == title)
                menu = entry->menu();
        QVERIFY2(menu, qPrintable(title));
        QVERIFY(!menu->isVisible());
        QTest::keyClick(window.viewTabs()->currentWidget(), letter, Qt::AltModifier);
        QTRY_VERIFY2(menu->isVisible(), qPrintable(title));
        menu->close();
        QVERIFY(classroom->presentation()->isActive());
    }
    classroom->presentation()->toggleAction()->trigger();
}

/// A lesson presented on a 1366 x 768 projector: the question, the feedback of a wrong
/// answer with its hint, and the explanation of a right one are back-row size (the app's
/// own default text is about 13 px there), and the pipeline beside the lesson keeps at
/// least half the screen's width and height for its cells. Leaving gives the panel its
/// own text size back.
void TestPresentation::lessonQuestionReadsFromTheBackRow()
{
    const QSize before = setScreenSize(QSize(1366, 768));
    if (before.isEmpty())
        QSKIP("the platform's screen cannot be resized");
    const auto restore = qScopeGuard([before] { setScreenSize(before); });
    MainWindow window;
    installFileActions(&window);
    Classroom *classroom = installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(classroom->startLesson(QStringLiteral("one-query-two-keys")));
    LessonPanel *panel = classroom->lessonPanel();
    QVERIFY(panel);
    QCoreApplication::processEvents();
    const int normal = pixelsOf(panel->questionText());
    QVERIFY2(normal < PresentationMode::backRowPixels, qPrintable(QString::number(normal)));
    classroom->presentation()->toggleAction()->trigger();
    QVERIFY(classroom->presentation()->isActive());
    QTRY_COMPARE(window.size(), QSize(1366, 768));
    QCoreApplication::processEvents();
    QLineEdit *answer = panel->answerField();
    // The first question is numeric: a wrong answer twice brings the hint.
    QVERIFY(answer->isVisible());
    QVERIFY(panel->questionText()->isVisible());
    answer->setText(QStringLiteral("123"));
    panel->checkButton()->click();
    answer->setText(QStringLiteral("124"));
    panel->checkButton()->click();
    QCoreApplication::processEvents();
    QVERIFY(panel->feedback()->isVisible());
    QVERIFY2(panel->feedback()->text().contains(QStringLiteral("Hint")),
             qPrintable(panel->feedback()->text()));
    for (const QWidget *widget :
         {static_cast<QWidget *>(panel->questionText()), static_cast<QWidget *>(panel->feedback()),
          static_cast<QWidget *>(answer)})
        QVERIFY2(
            pixelsOf(widget) >= PresentationMode::backRowPixels,
            qPrintable(
                QStringLiteral("%1 at %2 px").arg(widget->accessibleName()).arg(pixelsOf(widget))));
    // The heatmaps beside the lesson keep room for their cells.
    QWidget *pipeline = window.viewTabs()->currentWidget();
    QVERIFY(pipeline->isVisible());
    QVERIFY2(
        pipeline->width() >= 1366 / 2 && pipeline->height() >= 768 / 2,
        qPrintable(QStringLiteral("views %1 x %2").arg(pipeline->width()).arg(pipeline->height())));
    // Leaving: the panel's own size again.
    classroom->presentation()->toggleAction()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(pixelsOf(panel->questionText()), normal);
    QCOMPARE(pixelsOf(panel->feedback()), normal);
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
