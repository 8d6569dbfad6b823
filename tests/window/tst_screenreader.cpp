// What a screen reader meets, offscreen, read through QAccessible as a screen reader reads
// it: the Tab cycle reaches the toolbars' switches, toggling one is announced, the pipeline's
// cells name their matrix and Page Up / Page Down say where they are, the focus comes back
// to the cell after a menu, a recompute tells the table changed, combo boxes say their
// value, the verbosity setting, hidden cells say they are hidden. The accessibility events
// are captured with QAccessible::installUpdateHandler. (Spoken formulas and the keys of
// the shortcuts dialog: tst_spokentext.cpp.)

#include "Announcer.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "HeatmapAccessible.h"
#include "MainWindow.h"
#include "PipelineView.h"
#include "ShapePanel.h"
#include "TestHelpers.h"
#include "Verbosity.h"
#include "WeightsView.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

/// One accessibility event as a screen reader would get it.
struct Heard
{
    QAccessible::Event type;
    QObject *object;
    int child;
    QString name; ///< the name of the object (or of its child) when the event was sent
    int modelChange = -1;
};

QList<Heard> &heard()
{
    static QList<Heard> events;
    return events;
}

void captureEvent(QAccessibleEvent *event)
{
    Heard h{event->type(), event->object(), event->child(), QString()};
    if (QAccessibleInterface *iface = event->accessibleInterface()) {
        QAccessibleInterface *target = iface;
        if (event->child() >= 0 && iface->child(event->child()))
            target = iface->child(event->child());
        h.name = target->text(QAccessible::Name);
    }
    if (event->type() == QAccessible::TableModelChanged)
        h.modelChange
            = int(static_cast<QAccessibleTableModelChangeEvent *>(event)->modelChangeType());
    heard().append(h);
}

QStringList announcements(const QList<Heard> &events)
{
    QStringList out;
    for (const Heard &h : events) {
        if (h.type == QAccessible::ObjectShow && qobject_cast<Announcer *>(h.object))
            out << h.name;
    }
    return out;
}

QString accessibleName(QObject *object)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(object);
    return iface ? iface->text(QAccessible::Name) : QString();
}

/// What a screen reader says for a combo box on Linux: the name of the label that names
/// it (Qt gives a combo box its current text as name and the label as a relation).
QString spokenComboName(QComboBox *combo)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(combo);
    const auto labels = iface->relations(QAccessible::Label);
    return labels.isEmpty() ? iface->text(QAccessible::Name)
                            : labels.first().first->text(QAccessible::Name);
}

QToolButton *buttonFor(QToolBar *bar, QAction *action)
{
    return qobject_cast<QToolButton *>(bar->widgetForAction(action));
}

} // namespace

class TestScreenReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
        // As when a screen reader listens: the offscreen platform's accessibility is off
        // until switched on (Qt's own tests do the same), and the events come here.
        QPlatformAccessibility *platform
            = QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
        QAccessible::installUpdateHandler(captureEvent);
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        m_window = std::make_unique<MainWindow>();
        installFileActions(m_window.get());
        installClassroom(m_window.get());
        QVERIFY(m_window->openExample(QStringLiteral("seed002-one-query-two-keys")));
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        heard().clear();
    }

    void cleanup()
    {
        // Edited, not saved: no autosave left behind to offer at the next start.
        if (m_window)
            m_window->document()->undoStack()->setClean();
        m_window.reset();
        QSettings().clear();
    }

    void tabReachesTheToolbarSwitches()
    {
        const QList<QAction *> switches
            = {m_window->scaleAction(), m_window->causalAction(), m_window->editMaskAction()};
        QList<QToolButton *> wanted;
        for (QAction *a : switches)
            wanted << buttonFor(m_window->attentionToolBar(), a);
        wanted << buttonFor(m_window->mainToolBar(), m_window->undoAction()) // disabled: skipped
               << nullptr;
        wanted.removeAll(nullptr);
        QCOMPARE(wanted.size(), 4);
        QWidget *start = m_window->exampleSelector();
        start->setFocus(Qt::TabFocusReason);
        QSet<QWidget *> visited;
        for (int step = 0; step < 200; ++step) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QApplication::focusWidget() == start)
                break;
            visited.insert(QApplication::focusWidget());
        }
        QCOMPARE(QApplication::focusWidget(), start);
        for (QToolButton *button : std::as_const(wanted)) {
            if (!button->isEnabled())
                continue;
            QVERIFY2(visited.contains(button), qPrintable(button->text()));
        }
        // What the screen reader says there: the switch's name and its state.
        QToolButton *scale = wanted.first();
        QCOMPARE(accessibleName(scale), u("Scale by 1/√d_k"));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(scale);
        QVERIFY(iface->state().checkable);
        QCOMPARE(bool(iface->state().checked), m_window->document()->scenario().scale);
        // The New, Open and Save buttons the file actions add later are reached too.
        int fileButtons = 0;
        const QList<QToolButton *> buttons = m_window->mainToolBar()->findChildren<QToolButton *>();
        for (QToolButton *b : buttons) {
            if (b->isVisible() && b->isEnabled() && b->defaultAction()) {
                QVERIFY2(visited.contains(b), qPrintable(b->defaultAction()->text()));
                ++fileButtons;
            }
        }
        QVERIFY2(fileButtons >= 3, qPrintable(QString::number(fileButtons)));
    }

    void togglingScaleIsAnnouncedAfterTheRecompute()
    {
        QToolButton *scale = buttonFor(m_window->attentionToolBar(), m_window->scaleAction());
        const double before = m_window->document()->snapshot()->result.heads[0].weights(0, 0);
        QVERIFY(m_window->document()->scenario().scale);
        scale->setFocus(Qt::TabFocusReason);
        QTest::keyClick(scale, Qt::Key_Space);
        QVERIFY(!m_window->document()->scenario().scale);
        // Said once the engine has recomputed, not before.
        QTRY_COMPARE(announcements(heard()), QStringList{u("Scaling off: weights recomputed")});
        const double after = m_window->document()->snapshot()->result.heads[0].weights(0, 0);
        QVERIFY(std::abs(after - before) > 1e-4); // the engine's weights did change
        // The Edit menu says the off state; the toolbar keeps the name, its state says it.
        QCOMPARE(m_window->scaleAction()->text(), u("Scale by 1/√d_k (off)"));
        QCOMPARE(accessibleName(scale), u("Scale by 1/√d_k"));
        heard().clear();
        m_window->causalAction()->trigger();
        QTRY_COMPARE(announcements(heard()), QStringList{u("Causal mask on: weights recomputed")});
        QCOMPARE(m_window->causalAction()->text(), u("Causal mask"));
        heard().clear();
        m_window->editMaskAction()->trigger();
        QCOMPARE(announcements(heard()).size(), 1);
        QVERIFY(announcements(heard()).first().startsWith(u("Mask editing on")));
    }

    void hiddenDockTabsAreNoTabStop()
    {
        auto *lesson = m_window->findChild<QDockWidget *>(u("lesson"));
        auto *walkthrough = m_window->findChild<QDockWidget *>(u("walkthrough"));
        QVERIFY(lesson && walkthrough);
        lesson->show();
        walkthrough->show();
        QCoreApplication::processEvents();
        QTabBar *docksBar = nullptr;
        const QList<QTabBar *> bars = m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
        for (QTabBar *bar : bars) {
            if (bar->count() == 2 && bar->isVisible())
                docksBar = bar;
        }
        QVERIFY(docksBar);
        QCOMPARE(docksBar->focusPolicy(), Qt::TabFocus); // shown: a tab stop, as it should be
        lesson->hide();
        walkthrough->hide();
        QCoreApplication::processEvents();
        // Tab round the window: no stop on a tab list of hidden docks.
        QWidget *start = m_window->exampleSelector();
        start->setFocus(Qt::TabFocusReason);
        for (int step = 0; step < 200; ++step) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            if (now == start)
                break;
            auto *bar = qobject_cast<QTabBar *>(now);
            if (bar && bar->parentWidget() == m_window.get())
                QFAIL(qPrintable(u("a dock tab bar: %1 tabs at %2,%3 %4x%5, visible %6")
                                     .arg(bar->count())
                                     .arg(bar->x())
                                     .arg(bar->y())
                                     .arg(bar->width())
                                     .arg(bar->height())
                                     .arg(bar->isVisible())));
        }
        QCOMPARE(QApplication::focusWidget(), start);
    }

    void pipelineCellsNameTheirMatrix()
    {
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        m_window->showView(QStringLiteral("pipeline"));
        PipelineView *view = m_window->pipelineView();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        QVERIFY(iface && iface->tableInterface());
        view->setFocus(Qt::TabFocusReason);
        QTest::keyClick(view, Qt::Key_Down);
        const int panels = int(view->currentLayout().panels.size());
        QVERIFY(panels > 2);
        for (int panel = 0; panel < panels; ++panel) {
            const QString title = view->tablePanelTitle(panel);
            QVERIFY(!title.isEmpty());
            QCOMPARE(view->focusPanel(), panel);
            // The focused cell's name starts with its matrix, and it is what the focus
            // event tells.
            QAccessibleInterface *cell = iface->focusChild();
            QVERIFY(cell);
            QVERIFY2(cell->text(QAccessible::Name).startsWith(title + u(", ")),
                     qPrintable(cell->text(QAccessible::Name)));
            heard().clear();
            QTest::keyClick(view, Qt::Key_PageDown);
            QCoreApplication::processEvents(); // the queued announcement
            const QStringList said = announcements(heard());
            QCOMPARE(said.size(), 1);
            if (panel + 1 < panels) {
                QCOMPARE(said.first(), HeatmapAccessible::panelSummary(view, panel + 1));
                bool focused = false;
                for (const Heard &h : std::as_const(heard()))
                    focused = focused
                              || (h.type == QAccessible::Focus && h.object == view && h.child >= 0
                                  && h.name.startsWith(view->tablePanelTitle(panel + 1)));
                QVERIFY(focused);
            } else {
                QCOMPARE(said.first(), u("No further heatmap: %1 is the last").arg(title));
                QCOMPARE(view->focusPanel(), panel);
            }
        }
        // Q's cell of the seed: "Q, <token>, 1: <the engine's number>".
        QTest::keyClick(view, Qt::Key_PageUp);
        heard().clear();
        QTest::keyClick(view, Qt::Key_PageUp);
        QCoreApplication::processEvents();
        QCOMPARE(announcements(heard()).size(), 1);
        for (int i = 0; i < panels; ++i) {
            QTest::keyClick(view, Qt::Key_PageUp);
            QCoreApplication::processEvents();
        }
        QVERIFY(announcements(heard()).last().startsWith(u("No earlier heatmap")));
    }

    void focusReturnsToTheCellAfterTheTable()
    {
        WeightsView *view = m_window->weightsView();
        m_window->showView(QStringLiteral("weights"));
        view->setFocus(Qt::TabFocusReason);
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->focusCell(), QPoint(1, 0));
        // Into the menu bar's Edit menu and back out, as with Alt+E, Escape, Escape.
        m_window->exampleSelector()->setFocus(Qt::OtherFocusReason);
        QCoreApplication::processEvents();
        heard().clear();
        view->setFocus(Qt::ActiveWindowFocusReason);
        QCoreApplication::processEvents();
        QList<Heard> focus;
        for (const Heard &h : std::as_const(heard())) {
            if (h.type == QAccessible::Focus)
                focus << h;
        }
        QCOMPARE(focus.size(), 2);
        QCOMPARE(focus[0].object, view);
        QCOMPARE(focus[0].child, -1); // the table first
        QCOMPARE(focus[1].object, view);
        QCOMPARE(focus[1].child, 1); // then the cell: last, so the screen reader says it
        QCOMPARE(focus[1].name, u("q, k2: 0.196"));
        // Escape leaves the cell: the table has the focus again and says so.
        heard().clear();
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(view->focusCell(), QPoint(-1, -1));
        QCOMPARE(heard().size(), 1);
        QCOMPARE(heard().first().type, QAccessible::Focus);
        QCOMPARE(heard().first().child, -1);
    }

    void recomputeTellsTheTableChanged()
    {
        WeightsView *view = m_window->weightsView();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        QAccessibleInterface *cell = iface->tableInterface()->cellAt(0, 0);
        QCOMPARE(cell->text(QAccessible::Name), u("q, k1: 0.804"));
        const SnapshotPtr before = m_window->document()->snapshot();
        m_window->scaleAction()->trigger();
        QTRY_VERIFY(m_window->document()->snapshot() != before);
        bool reset = false;
        for (const Heard &h : std::as_const(heard()))
            reset = reset
                    || (h.type == QAccessible::TableModelChanged && h.object == view
                        && h.modelChange == QAccessibleTableModelChangeEvent::ModelReset);
        QVERIFY(reset);
        // The same cell object stays valid and reads the engine's new number.
        QCOMPARE(iface->tableInterface()->cellAt(0, 0), cell);
        QVERIFY(cell->isValid());
        const double w = m_window->document()->snapshot()->result.heads[0].weights(0, 0);
        QCOMPARE(cell->text(QAccessible::Name), u("q, k1: %1").arg(QString::number(w, 'f', 3)));
        QVERIFY(cell->text(QAccessible::Name) != u("q, k1: 0.804"));
    }

    void comboBoxesSayTheirValue()
    {
        QComboBox *head = m_window->headSelector();
        QCOMPARE(spokenComboName(head), u("Head: ") + head->currentText());
        QVERIFY(head->count() >= 2);
        head->setFocus(Qt::TabFocusReason);
        heard().clear();
        QTest::keyClick(head, Qt::Key_Up);
        QTest::keyClick(head, Qt::Key_Home);
        QCOMPARE(head->currentIndex(), 0);
        QCOMPARE(spokenComboName(head), u("Head: All heads"));
        bool renamed = false;
        for (const Heard &h : std::as_const(heard()))
            renamed = renamed
                      || (h.type == QAccessible::NameChanged
                          && (h.object == head || qobject_cast<QLabel *>(h.object)));
        QVERIFY(renamed);
        QCOMPARE(spokenComboName(m_window->exampleSelector()),
                 u("Example: ") + m_window->exampleSelector()->currentText());
        QVERIFY(!m_window->exampleSelector()->currentText().isEmpty());
        QComboBox *heads = m_window->shapePanel()->headsBox();
        QCOMPARE(spokenComboName(heads), u("Number of heads: ") + heads->currentText());
        // A value set by the program (signals blocked) is in the name when focused.
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        head->setFocus(Qt::TabFocusReason);
        QCOMPARE(spokenComboName(head), u("Head: ") + head->currentText());
    }

    void verbositySetsWhatACellSays()
    {
        WeightsView *view = m_window->weightsView();
        m_window->showView(QStringLiteral("weights"));
        QAccessibleInterface *cell
            = QAccessible::queryAccessibleInterface(view)->tableInterface()->cellAt(0, 0);
        QCOMPARE(verbosity(), Verbosity::ValueAndTokens);
        QCOMPARE(cell->text(QAccessible::Name), u("q, k1: 0.804"));
        QVERIFY(cell->text(QAccessible::Description).isEmpty());

        auto *menu = m_window->viewMenu()->findChild<QMenu *>(u("verbosityMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 3);
        QVERIFY(menu->actions().at(1)->isChecked());
        menu->actions().at(0)->trigger();
        QCOMPARE(cell->text(QAccessible::Name), u("0.804"));
        menu->actions().at(2)->trigger();
        QCOMPARE(cell->text(QAccessible::Name), u("q, k1: 0.804"));
        const QString formula = cell->text(QAccessible::Description);
        QVERIFY2(formula.contains(u("w one one equals")), qPrintable(formula));
        QVERIFY2(formula.contains(u("0.804")), qPrintable(formula));
        for (const QChar c : formula)
            QVERIFY2(c.unicode() < 0x2070 || c.unicode() > 0x209F, qPrintable(formula));
        // Remembered across runs.
        QCOMPARE(QSettings().value(u("accessibility/verbosity")).toInt(),
                 int(Verbosity::FullFormula));
        MainWindow second;
        auto *secondMenu = second.viewMenu()->findChild<QMenu *>(u("verbosityMenu"));
        QVERIFY(secondMenu->actions().at(2)->isChecked());
        setVerbosity(Verbosity::ValueAndTokens);

        // F reads the formula on request, whatever the verbosity.
        view->setFocus(Qt::TabFocusReason);
        QTest::keyClick(view, Qt::Key_Right);
        heard().clear();
        QTest::keyClick(view, Qt::Key_F);
        const QStringList said = announcements(heard());
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.first().contains(u("w one one equals")), qPrintable(said.first()));
    }

    void hiddenCellsAreNotShowingAndToolbarsHaveNoUnnamedBox()
    {
        m_window->showView(QStringLiteral("pipeline"));
        QCoreApplication::processEvents();
        QAccessibleInterface *cell = QAccessible::queryAccessibleInterface(m_window->weightsView())
                                         ->tableInterface()
                                         ->cellAt(0, 0);
        QVERIFY(cell);
        QVERIFY(cell->state().invisible);
        m_window->showView(QStringLiteral("weights"));
        QCoreApplication::processEvents();
        QVERIFY(!cell->state().invisible);
        QVERIFY(!cell->state().offscreen);

        // Every object in the toolbars' accessible trees has a name, hidden ones too.
        for (QToolBar *bar : {m_window->mainToolBar(), m_window->attentionToolBar(),
                              m_window->classroomToolBar()}) {
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(bar);
            QVERIFY(iface);
            for (int i = 0; i < iface->childCount(); ++i) {
                QAccessibleInterface *child = iface->child(i);
                const bool control = child->role() == QAccessible::CheckBox
                                     || child->role() == QAccessible::Button
                                     || child->role() == QAccessible::ComboBox;
                QVERIFY2(
                    !control || !child->text(QAccessible::Name).trimmed().isEmpty(),
                    qPrintable(bar->objectName() + u(" child ") + QString::number(i) + u(" role ")
                               + QString::number(int(child->role())) + u(" ")
                               + (child->object() ? QString::fromLatin1(
                                                        child->object()->metaObject()->className())
                                                        + u("#") + child->object()->objectName()
                                                  : QString())));
            }
        }
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestScreenReader)
#include "tst_screenreader.moc"
