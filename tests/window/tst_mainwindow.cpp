// The main window (issues 3 and 4), offscreen: it opens on every built-in example with
// no Qt warning, and edits made through the real widgets reach the engine's result.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "DirectPanel.h"
#include "DivisorControl.h"
#include "Document.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "MatrixTable.h"
#include "NumberFormat.h"
#include "ShapePanel.h"
#include "TestHelpers.h"
#include "TokenModel.h"
#include "TokensPanel.h"
#include "WeightsView.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace attn;
using namespace attn::ui;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void opensOnEveryExample_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("title");
        const QList<ExampleInfo> examples = builtInExamples();
        for (const ExampleInfo &e : examples)
            QTest::newRow(qPrintable(e.name)) << e.name << e.title;
    }

    void opensOnEveryExample()
    {
        QFETCH(QString, name);
        QFETCH(QString, title);
        QVERIFY(m_window->openExample(name));
        QCoreApplication::processEvents();
        QCOMPARE(m_window->windowTitle(), title + QStringLiteral("[*]"));
        QVERIFY(!m_window->isWindowModified());
        QCOMPARE(m_window->exampleSelector()->currentText(), title);
        const SnapshotPtr snapshot = m_window->document()->snapshot();
        QVERIFY(snapshot->result.ok);
        const int heads = snapshot->result.numHeads;
        QCOMPARE(m_window->headSelector()->count(), heads + 1);
        // Every view and panel paints on this example.
        for (int i = 0; i < m_window->viewTabs()->count(); ++i) {
            m_window->viewTabs()->setCurrentIndex(i);
            QVERIFY(!m_window->grab().isNull());
        }
        // The formula's switches are always on screen.
        for (QAction *a : {m_window->scaleAction(), m_window->causalAction(),
                           m_window->editMaskAction(), m_window->clearMaskAction()}) {
            QWidget *button = m_window->attentionToolBar()->widgetForAction(a);
            QVERIFY(button);
            QVERIFY(button->isVisible());
        }
        QVERIFY(m_window->headSelector()->isVisible());
        QVERIFY(m_window->divisorControl()->isVisible());
    }

    void examplesAreListedInMenuAndToolbar()
    {
        const QList<ExampleInfo> examples = builtInExamples();
        QCOMPARE(m_window->exampleSelector()->count(), examples.size());
        QMenu *menu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("examplesMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), examples.size());
        for (int i = 0; i < examples.size(); ++i) {
            QCOMPARE(m_window->exampleSelector()->itemText(i), examples[i].title);
            QCOMPARE(menu->actions()[i]->text(), examples[i].title);
        }
        menu->actions()[1]->trigger();
        QCOMPARE(m_window->document()->displayTitle(), examples[1].title);
    }

    void typingIntoACellChangesTheResult()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        // No stale refusal of the empty start-up document is left in the status bar.
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
        MatrixTable *table = m_window->tokensPanel()->embeddingsTable();
        const float before = m_window->document()->snapshot()->result.heads[0].weights(0, 0);
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, 0));
        QTest::keyClick(table, Qt::Key_2);
        QWidget *editor = QApplication::focusWidget();
        QVERIFY(editor && editor != table);
        QTest::keyClicks(editor, QStringLiteral(".5"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits Return through a queued call, as it does in the running app.
        QTRY_COMPARE(m_window->document()->value(MatrixId::Embeddings, 0, 0), 2.5);
        const AttentionResult &r = m_window->document()->snapshot()->result;
        QCOMPARE(r.x(0, 0), 2.5f);
        QVERIFY(r.heads[0].weights(0, 0) != before);
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        QCOMPARE(m_window->undoAction()->text(), QStringLiteral("&Undo Edit x₁[1] (\"x1\")"));
        QVERIFY(m_window->isWindowModified());

        // Refused text: the value stays, a message says why, no undo entry.
        table->setCurrentIndex(table->model()->index(1, 1));
        const double kept = m_window->document()->value(MatrixId::Embeddings, 1, 1);
        QTest::keyClick(table, Qt::Key_A);
        editor = QApplication::focusWidget();
        QTest::keyClicks(editor, QStringLiteral("bc"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(
            m_window->statusBar()->currentMessage().contains(QStringLiteral("not a number")));
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 1, 1), kept);
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("not a number")));
    }

    void draggingOnACellChangesItSmoothlyAsOneStep()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        MatrixTable *table = m_window->tokensPanel()->embeddingsTable();
        const QModelIndex cell = table->model()->index(1, 0);
        table->setCurrentIndex(cell);
        const double start = m_window->document()->value(MatrixId::Embeddings, 1, 0);
        QWidget *viewport = table->viewport();
        const QPoint from = table->visualRect(cell).center();
        auto send = [viewport](QEvent::Type type, QPoint at, Qt::MouseButtons buttons,
                               Qt::KeyboardModifiers modifiers) {
            QMouseEvent event(type, at, viewport->mapToGlobal(at),
                              type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                              modifiers);
            QApplication::sendEvent(viewport, &event);
        };
        // Up 10, 20, then 30 pixels: +0.01 a pixel, each step a live recompute.
        send(QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::NoModifier);
        for (int dy : {10, 20, 30}) {
            send(QEvent::MouseMove, from - QPoint(0, dy), Qt::LeftButton, Qt::NoModifier);
            QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 1, 0),
                     std::round(start * 100 + dy) / 100);
            QCOMPARE(m_window->document()->snapshot()->result.x(1, 0),
                     float(std::round(start * 100 + dy) / 100));
        }
        send(QEvent::MouseButtonRelease, from - QPoint(0, 30), Qt::NoButton, Qt::NoModifier);
        QCOMPARE(m_window->document()->undoStack()->count(), 1); // the drag is one step

        // Ctrl: fine steps of 0.001 a pixel.
        const double second = m_window->document()->value(MatrixId::Embeddings, 1, 0);
        send(QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::ControlModifier);
        send(QEvent::MouseMove, from + QPoint(0, 20), Qt::LeftButton, Qt::ControlModifier);
        send(QEvent::MouseButtonRelease, from + QPoint(0, 20), Qt::NoButton, Qt::ControlModifier);
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 1, 0),
                 std::round(second * 1000 - 20) / 1000);
        m_window->document()->undoStack()->undo();
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 1, 0), start);
    }

    void windowShortcutsAreUnique()
    {
        // The whole window as runGui builds it: File, classroom and presentation actions.
        MainWindow window;
        installFileActions(&window);
        installClassroom(&window);
        QHash<QString, QString> owner;
        QSet<QAction *> seen;
        const QList<QAction *> actions = window.findChildren<QAction *>();
        for (QAction *action : actions) {
            if (seen.contains(action) || action->shortcutContext() == Qt::WidgetShortcut
                || action->shortcutContext() == Qt::WidgetWithChildrenShortcut)
                continue;
            seen.insert(action);
            for (const QKeySequence &key : action->shortcuts()) {
                const QString name = key.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(name),
                         qPrintable(QStringLiteral("%1 is both \"%2\" and \"%3\"")
                                        .arg(name, owner.value(name), action->text())));
                owner.insert(name, action->text());
            }
        }
        QVERIFY(owner.contains(QStringLiteral("F11"))); // presentation mode was installed
    }

    // Every view tab is in the View menu, in the tabs' order; the first nine by Ctrl+1..9,
    // none by a key past 9 (Qt::Key_1 + 9 is the colon).
    void viewMenuListsEveryTab()
    {
        QTabWidget *tabs = m_window->viewTabs();
        const QList<QAction *> actions = m_window->viewMenu()->actions();
        QVERIFY(tabs->count() >= 11); // ... Generate, Positions, Cost
        for (int i = 0; i < tabs->count(); ++i) {
            QAction *show = actions.value(i);
            QVERIFY(show);
            QCOMPARE(show->text(), tabs->tabText(i));
            const QKeySequence expected
                = i < 9 ? QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)) : QKeySequence();
            QCOMPARE(show->shortcut(), expected);
            show->trigger();
            QCOMPARE(tabs->currentIndex(), i);
        }
        QVERIFY(actions.value(tabs->count())->isSeparator());
    }

    void precisionMenuSetsCellDecimalsAndIsRemembered()
    {
        // Default: three decimals, as the course documents print 0,804.
        QSettings().remove(QStringLiteral("view/cellDecimals"));
        setCellDecimals(2);
        auto window = std::make_unique<MainWindow>();
        QCOMPARE(cellDecimals(), 3);
        QCOMPARE(formatNumber(0.80442, NumberStyle::Cell), QStringLiteral("0.804"));
        auto *menu = window->findChild<QMenu *>(QStringLiteral("precisionMenu"));
        QVERIFY(menu);
        QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), 3);
        QCOMPARE(actions.at(1)->data().toInt(), 3);
        QVERIFY(actions.at(1)->isChecked());
        actions.at(2)->trigger(); // 4 decimals
        QCOMPARE(cellDecimals(), 4);
        QCOMPARE(formatNumber(0.80442, NumberStyle::Cell), QStringLiteral("0.8044"));
        QCOMPARE(QSettings().value(QStringLiteral("view/cellDecimals")).toInt(), 4);
        // A new window (the next run) starts with the remembered precision.
        window.reset();
        setCellDecimals(3);
        window = std::make_unique<MainWindow>();
        QCOMPARE(cellDecimals(), 4);
        menu = window->findChild<QMenu *>(QStringLiteral("precisionMenu"));
        actions = menu->actions();
        QVERIFY(actions.at(2)->isChecked());
        actions.at(0)->trigger();
        QCOMPARE(formatNumber(0.80442, NumberStyle::Cell), QStringLiteral("0.80"));
        QSettings().remove(QStringLiteral("view/cellDecimals"));
        setCellDecimals(3);
    }

    void causalMaskZeroesTheUpperTriangle()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        auto upperTriangleMax = [this] {
            float most = 0;
            for (const HeadResult &head : m_window->document()->snapshot()->result.heads)
                for (int i = 0; i < head.weights.rows(); ++i)
                    for (int j = i + 1; j < head.weights.cols(); ++j)
                        most = std::max(most, head.weights(i, j));
            return most;
        };
        QVERIFY(!m_window->causalAction()->isChecked());
        QVERIFY(upperTriangleMax() > 0.001f);
        QTest::mouseClick(m_window->attentionToolBar()->widgetForAction(m_window->causalAction()),
                          Qt::LeftButton);
        QVERIFY(m_window->causalAction()->isChecked());
        QCOMPARE(upperTriangleMax(), 0.0f);
        QCOMPARE(m_window->weightsView()->snapshot(), m_window->document()->snapshot());
        m_window->causalAction()->trigger();
        QVERIFY(upperTriangleMax() > 0.001f);
        // Switched on and back off: no step left, the example as it was (a demo toggle is
        // not an edit).
        QVERIFY(!m_window->causalAction()->isChecked());
        QVERIFY(!m_window->document()->isModified());
        // On once more: undo takes the mask away with the toggle.
        m_window->causalAction()->trigger();
        QCOMPARE(upperTriangleMax(), 0.0f);
        m_window->undoAction()->trigger();
        QVERIFY(!m_window->causalAction()->isChecked());
        QVERIFY(upperTriangleMax() > 0.001f);
    }

    void scaleToggleAndDivisor()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed002-one-query-two-keys")));
        const AttentionResult *r = &m_window->document()->snapshot()->result;
        // Seed 002: scaled weights [0.804, 0.196], unscaled [0.881, 0.119].
        EXPECT_ROW(r->heads[0].weights, 0, 1e-3, {0.804, 0.196});
        m_window->scaleAction()->trigger();
        r = &m_window->document()->snapshot()->result;
        EXPECT_ROW(r->heads[0].weights, 0, 1e-3, {0.881, 0.119});
        m_window->scaleAction()->trigger();

        QSlider *slider = m_window->divisorControl()->slider();
        QCOMPARE(slider->value(), 0);
        const int steps = m_window->document()->undoStack()->count();
        slider->setValue(25);
        slider->setValue(50); // one drag: one undo step
        QCOMPARE(m_window->document()->undoStack()->count(), steps + 1);
        EXPECT_NEAR(*m_window->document()->scenario().divisor, 4 * std::sqrt(2.0), 0.01);
        EXPECT_NEAR(m_window->document()->snapshot()->result.divisor, 5.66, 0.01);
    }

    void headSelectorSetsTheHead()
    {
        QVERIFY(m_window->openExample(QStringLiteral("multi-head-causal-d8")));
        QComboBox *heads = m_window->headSelector();
        QCOMPARE(heads->count(), 3);
        QCOMPARE(heads->currentIndex(), 1);
        heads->setFocus();
        QTest::keyClick(heads, Qt::Key_Down);
        QCOMPARE(heads->currentIndex(), 2);
        QCOMPARE(m_window->viewOptions().head, 1);
        QVERIFY(!m_window->viewOptions().allHeads);
        QCOMPARE(m_window->weightsView()->displayedHead(), 1);
        QCOMPARE(m_window->weightsView()->options().head, 1);

        m_window->showView(QStringLiteral("weights"));
        QTest::keyClick(heads, Qt::Key_Home);
        QCOMPARE(heads->currentIndex(), 0);
        QVERIFY(m_window->viewOptions().allHeads);
        QCOMPARE(m_window->viewTabs()->currentIndex(), m_window->tabIndex(QStringLiteral("heads")));

        // Fewer heads: the selector follows and the head is clamped.
        QTest::keyClick(heads, Qt::Key_End);
        QCOMPARE(m_window->viewOptions().head, 1);
        m_window->shapePanel()->headsBox()->setCurrentIndex(0);
        emit m_window->shapePanel()->headsBox()->activated(0);
        QCOMPARE(m_window->document()->scenario().numHeads, 1);
        QCOMPARE(heads->count(), 2);
        QCOMPARE(m_window->viewOptions().head, 0);
    }

    void pasteIsOneUndoStep()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        // No stale refusal of the empty start-up document is left in the status bar.
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
        MatrixTable *table = m_window->tokensPanel()->embeddingsTable();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(1, 0));
        QApplication::clipboard()->setText(QStringLiteral("1\t2\t3\n4\t5\t6\n"));
        QTest::keySequence(m_window.get(), QKeySequence::Paste);
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 1, 2), 3.0);
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 2, 0), 4.0);
        QCOMPARE(m_window->document()->snapshot()->result.x(2, 2), 6.0f);

        table->selectionModel()->select(
            QItemSelection(table->model()->index(1, 1), table->model()->index(2, 2)),
            QItemSelectionModel::ClearAndSelect);
        QTest::keySequence(m_window.get(), QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("2\t3\n5\t6\n"));
        m_window->undoAction()->trigger();
        QVERIFY(!m_window->isWindowModified());
    }

    void titleShowsTheModifiedMarker()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-causal-mask")));
        QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("[*]")));
        QVERIFY(!m_window->isWindowModified());
        m_window->causalAction()->trigger();
        QVERIFY(m_window->isWindowModified());
        m_window->undoAction()->trigger();
        QVERIFY(!m_window->isWindowModified());
        m_window->redoAction()->trigger();
        QVERIFY(m_window->isWindowModified());
        m_window->document()->undoStack()->setClean();
        QVERIFY(!m_window->isWindowModified());
    }

    void weightsViewTogglesTheMask()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        QVERIFY(!m_window->clearMaskAction()->isEnabled());
        m_window->editMaskAction()->trigger();
        QVERIFY(m_window->weightsView()->maskEditing());
        emit m_window->weightsView()->cellToggleRequested(1, 0);
        const Scenario &s = m_window->document()->scenario();
        QVERIFY(s.mask.has_value());
        QVERIFY(!(*s.mask)(1, 0));
        QCOMPARE(m_window->document()->snapshot()->result.heads[0].weights(1, 0), 0.0f);
        QVERIFY(m_window->clearMaskAction()->isEnabled());
        m_window->clearMaskAction()->trigger();
        QVERIFY(!m_window->document()->scenario().mask.has_value());

        emit m_window->weightsView()->queryRowActivated(2);
        QCOMPARE(m_window->viewOptions().highlightRow, 2);
        QCOMPARE(m_window->weightsView()->options().highlightRow, 2);
        emit m_window->weightsView()->queryRowActivated(2);
        QCOMPARE(m_window->viewOptions().highlightRow, -1);
    }

    void shapePanelChangesModeAndDModel()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        QSpinBox *dModel = m_window->shapePanel()->modelDimBox();
        dModel->setValue(6);
        QCOMPARE(m_window->document()->scenario().embeddings.cols(), Eigen::Index(6));
        QCOMPARE(m_window->tokensPanel()->embeddingsModel()->columnCount(), 6);
        QCOMPARE(m_window->shapePanel()->headsBox()->count(), 4); // 1, 2, 3, 6

        auto *direct = m_window->shapePanel()->findChild<QRadioButton *>();
        QVERIFY(direct);
        const QList<QRadioButton *> radios = m_window->shapePanel()->findChildren<QRadioButton *>();
        radios.last()->click();
        QCOMPARE(m_window->document()->scenario().mode, Mode::Direct);
        auto *editorTabs = m_window->findChild<QTabWidget *>(QStringLiteral("editorTabs"));
        QVERIFY(
            editorTabs->isTabVisible(editorTabs->indexOf(m_window->directPanel()->parentWidget())));
        QVERIFY(!editorTabs->isTabVisible(1));
        // No empty embeddings table in direct mode: the keys tab lists keys only.
        QWidget *embeddings = m_window->tokensPanel()->embeddingsTable()->parentWidget();
        QVERIFY(embeddings->isHidden());
        QCOMPARE(m_window->directPanel()->model(MatrixId::Q)->rowCount(), 4);
        m_window->undoAction()->trigger();
        QCOMPARE(m_window->document()->scenario().mode, Mode::SelfAttention);
        QVERIFY(radios.first()->isChecked());
        QVERIFY(editorTabs->isTabVisible(1));
        QVERIFY(!embeddings->isHidden());
    }

    void tokenButtonsEditTheList()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        TokensPanel *panel = m_window->tokensPanel();
        panel->tokenTable()->setCurrentIndex(panel->tokenModel()->index(1, 0));
        const std::string second = m_window->document()->scenario().tokens[1];
        panel->moveDown();
        QCOMPARE(m_window->document()->scenario().tokens[2], second);
        QCOMPARE(panel->tokenTable()->currentIndex().row(), 2);
        panel->addToken();
        QCOMPARE(m_window->document()->scenario().tokens.size(), size_t(5));
        QCOMPARE(m_window->document()->scenario().tokens[3], std::string("new"));
        QVERIFY(m_window->document()->snapshot()->result.ok);
        panel->removeToken();
        QCOMPARE(m_window->document()->scenario().tokens.size(), size_t(4));
        QCOMPARE(m_window->document()->undoStack()->count(), 3);
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
