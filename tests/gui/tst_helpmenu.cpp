// Help menu pieces: the shortcuts list is read from the window's live actions, the About
// box shows the version the binary was built with, and the application icon is embedded.
#include "AboutDialog.h"
#include "AppIdentity.h"
#include "HelpMenu.h"
#include "ShortcutsDialog.h"
#include "TestHelpers.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeView>

using namespace attn::ui;

namespace {

QString native(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

/// A window with a File menu (one action with a shortcut, one without), a submenu, an
/// action only on the window, a hidden one, and the Help menu.
struct TestWindow
{
    QMainWindow window;
    QAction *open = nullptr;
    QAction *recent = nullptr;
    QAction *plain = nullptr;
    QAction *zoom = nullptr;
    QAction *hidden = nullptr;

    TestWindow()
    {
        QMenu *file = window.menuBar()->addMenu(QStringLiteral("&File"));
        open = file->addAction(QStringLiteral("&Open Scenario…"));
        open->setShortcut(QKeySequence::Open);
        plain = file->addAction(QStringLiteral("Export &Handout"));
        QMenu *sub = file->addMenu(QStringLiteral("Open &Recent"));
        recent = sub->addAction(QStringLiteral("Reopen &Last"));
        recent->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        zoom = new QAction(QStringLiteral("Zoom &In"), &window);
        zoom->setShortcuts(
            {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
        window.addAction(zoom);
        hidden = new QAction(QStringLiteral("Secret"), &window);
        hidden->setShortcut(QKeySequence(Qt::Key_F9));
        hidden->setVisible(false);
        window.addAction(hidden);
        installHelpMenu(&window);
    }
};

/// A submenu's action is listed after the submenu's name.
const QString kReopenLast = QStringLiteral("Open Recent \u203a Reopen Last");

const ShortcutEntry *find(const QList<ShortcutEntry> &entries, const QString &action)
{
    for (const ShortcutEntry &e : entries) {
        if (e.action == action)
            return &e;
    }
    return nullptr;
}

/// The index of the row naming `action` in the dialog's list, under its group.
QModelIndex findRow(const QAbstractItemModel *model, const QString &action)
{
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int i = 0; i < model->rowCount(group); ++i) {
            if (model->index(i, 0, group).data().toString() == action)
                return model->index(i, 0, group);
        }
    }
    return {};
}

QString keysOf(const QModelIndex &row)
{
    return row.siblingAtColumn(1).data().toString();
}

bool isHidden(const QTreeView *view, const QModelIndex &index)
{
    return view->isRowHidden(index.row(), index.parent());
}

} // namespace

class TestHelpMenu : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void collectsEveryActionWithAShortcut();
    void dialogListsTheActions();
    void dialogIsNeverStale();
    void filterHidesOtherActions();
    void helpMenuHasItsActions();
    void helpMenuReusesAnExistingMenu();
    void aboutShowsVersionAndCredits();
    void aboutActionOpensTheDialog();
    void applicationIconIsEmbedded();
};

void TestHelpMenu::init()
{
    testing::failOnUnexpectedWarnings();
}

void TestHelpMenu::cleanup()
{
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *w : windows) {
        if (qobject_cast<QDialog *>(w))
            delete w;
    }
}

void TestHelpMenu::collectsEveryActionWithAShortcut()
{
    TestWindow t;
    const QList<ShortcutEntry> entries = collectShortcuts(&t.window);

    const ShortcutEntry *open = find(entries, QStringLiteral("Open Scenario"));
    QVERIFY(open);
    QCOMPARE(open->group, QStringLiteral("File"));
    QCOMPARE(open->keys, native(QKeySequence::Open));
    QCOMPARE(open->source, t.open);

    const ShortcutEntry *recent = find(entries, kReopenLast);
    QVERIFY(recent);
    QCOMPARE(recent->group, QStringLiteral("File")); // submenus belong to their top menu
    QCOMPARE(recent->keys, native(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)));

    const ShortcutEntry *zoom = find(entries, QStringLiteral("Zoom In"));
    QVERIFY(zoom);
    QCOMPARE(zoom->group, QStringLiteral("Other"));
    QCOMPARE(zoom->keys, native(QKeySequence(Qt::CTRL | Qt::Key_Plus)) + QStringLiteral(", ")
                             + native(QKeySequence(Qt::CTRL | Qt::Key_Equal)));

    const ShortcutEntry *shortcuts = find(entries, QStringLiteral("Keyboard Shortcuts"));
    QVERIFY(shortcuts);
    QCOMPARE(shortcuts->group, QStringLiteral("Help"));

    QVERIFY(!find(entries, QStringLiteral("Export Handout"))); // no shortcut
    QVERIFY(!find(entries, QStringLiteral("Secret")));         // invisible: Qt ignores it
    QCOMPARE(entries.size(), 4);
    // Menus first, in menu-bar order; then actions in no menu.
    QCOMPARE(entries.first().source, t.open);
    QCOMPARE(entries.last().source, t.zoom);
}

void TestHelpMenu::dialogListsTheActions()
{
    TestWindow t;
    ShortcutsDialog dialog(&t.window);
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("shortcutsList"));
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // File, Help, Other; then the keys that are no actions: Heatmaps, Moving Around.
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("File"));
    QCOMPARE(model->rowCount(model->index(0, 0)), 2);
    QCOMPARE(model->index(2, 0).data().toString(), QStringLiteral("Other"));
    const QModelIndex open = findRow(model, QStringLiteral("Open Scenario"));
    QVERIFY(open.isValid());
    QCOMPARE(keysOf(open), native(QKeySequence::Open));
    QVERIFY(!findRow(model, QStringLiteral("Export Handout")).isValid());
    QVERIFY(!(model->flags(open) & Qt::ItemIsEditable));

    for (QWidget *w : dialog.findChildren<QWidget *>()) {
        if (w->focusPolicy() != Qt::NoFocus && w->isVisibleTo(&dialog))
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
    }
}

void TestHelpMenu::dialogIsNeverStale()
{
    TestWindow t;
    auto *late = new QAction(QStringLiteral("Toggle &Mask"), &t.window);
    late->setShortcut(QKeySequence(Qt::Key_M));
    auto *bar = t.window.addToolBar(QStringLiteral("Tools"));
    bar->addAction(late);
    t.open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    ShortcutsDialog dialog(&t.window);
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("shortcutsList"));
    QVERIFY(view);
    const QModelIndex mask = findRow(view->model(), QStringLiteral("Toggle Mask"));
    QVERIFY(mask.isValid());
    QCOMPARE(keysOf(mask), native(QKeySequence(Qt::Key_M)));
    QCOMPARE(keysOf(findRow(view->model(), QStringLiteral("Open Scenario"))),
             native(QKeySequence(Qt::CTRL | Qt::Key_L)));
}

void TestHelpMenu::filterHidesOtherActions()
{
    TestWindow t;
    ShortcutsDialog dialog(&t.window);
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("shortcutsList"));
    auto *filter = dialog.findChild<QLineEdit *>(QStringLiteral("shortcutsFilter"));
    QVERIFY(view && filter);
    const QAbstractItemModel *model = view->model();
    const QModelIndex zoom = findRow(model, QStringLiteral("Zoom In"));
    const QModelIndex open = findRow(model, QStringLiteral("Open Scenario"));

    QTest::keyClicks(filter, QStringLiteral("ZOOM"));
    QVERIFY(!isHidden(view, zoom));
    QVERIFY(isHidden(view, open));
    QVERIFY(isHidden(view, open.parent())); // the File group has nothing left

    // The keys match too: Ctrl+Shift+T is only Open Recent > Reopen Last.
    dialog.setFilter(native(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)));
    QVERIFY(!isHidden(view, findRow(model, kReopenLast)));
    QVERIFY(isHidden(view, open));
    QVERIFY(isHidden(view, zoom));

    dialog.setFilter(QString());
    QCOMPARE(filter->text(), QString());
    QVERIFY(!isHidden(view, open));
    QVERIFY(!isHidden(view, open.parent()));
}

void TestHelpMenu::helpMenuHasItsActions()
{
    QMainWindow window;
    QMenu *help = installHelpMenu(&window);
    QVERIFY(help);
    QCOMPARE(help->objectName(), QStringLiteral("helpMenu"));
    QCOMPARE(window.menuBar()->actions().last()->menu(), help);
    for (const char *name : {"actionKeyboardShortcuts", "actionAbout", "actionAboutQt"}) {
        auto *action = help->findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action && help->actions().contains(action), name);
        QVERIFY(!action->text().isEmpty());
    }
    QCOMPARE(help->findChild<QAction *>(QStringLiteral("actionAbout"))->menuRole(),
             QAction::AboutRole);
}

void TestHelpMenu::helpMenuReusesAnExistingMenu()
{
    QMainWindow window;
    QMenu *existing = window.menuBar()->addMenu(QStringLiteral("&Help"));
    existing->setObjectName(QStringLiteral("helpMenu"));
    existing->addAction(QStringLiteral("Lessons"));
    QCOMPARE(installHelpMenu(&window), existing);
    QCOMPARE(window.menuBar()->actions().size(), 1);
    QCOMPARE(existing->actions().first()->text(), QStringLiteral("Lessons"));
    QVERIFY(existing->actions().at(1)->isSeparator());
}

void TestHelpMenu::aboutShowsVersionAndCredits()
{
    AboutDialog dialog;
    auto *version = dialog.findChild<QLabel *>(QStringLiteral("versionLabel"));
    QVERIFY(version);
    QVERIFY(version->text().contains(QStringLiteral(ATTENTION_LAB_VERSION)));
    QCOMPARE(QStringLiteral(ATTENTION_LAB_VERSION), QStringLiteral("0.1.0"));

    auto *credits = dialog.findChild<QTextBrowser *>(QStringLiteral("creditsText"));
    QVERIFY(credits);
    const QString text = credits->toPlainText();
    for (const char *needle :
         {"GPL-3.0-or-later", "Vaswani", "1706.03762", "viridis", "Stéfan van der Walt",
          "Nathaniel Smith", "cividis", "Nuñez", "ColorBrewer", "grayscale"})
        QVERIFY2(text.contains(QString::fromUtf8(needle)), needle);

    for (QWidget *w : dialog.findChildren<QWidget *>()) {
        if (w->focusPolicy() != Qt::NoFocus)
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
    }
}

void TestHelpMenu::aboutActionOpensTheDialog()
{
    TestWindow t;
    t.window.findChild<QAction *>(QStringLiteral("actionAbout"))->trigger();
    AboutDialog *about = t.window.findChild<AboutDialog *>();
    QVERIFY(about);
    QVERIFY(about->isVisible());
    QVERIFY(about->testAttribute(Qt::WA_DeleteOnClose));
    QPointer<AboutDialog> guard(about);
    about->reject();
    QTRY_VERIFY(guard.isNull()); // deleted on close

    t.window.findChild<QAction *>(QStringLiteral("actionKeyboardShortcuts"))->trigger();
    auto *shortcuts = t.window.findChild<ShortcutsDialog *>();
    QVERIFY(shortcuts);
    QVERIFY(shortcuts->isVisible());
    shortcuts->reject();
}

void TestHelpMenu::applicationIconIsEmbedded()
{
    QCOMPARE(applicationId(), QStringLiteral("io.github.attentionlab.AttentionLab"));
    const QIcon icon = applicationIcon();
    QVERIFY(!icon.isNull());
    const QImage image = icon.pixmap(QSize(32, 32), 1.0).toImage();
    QCOMPARE(image.size(), QSize(32, 32));
    // The viridis yellow of the top-left weight (1.00) is drawn, so the SVG rendered.
    QCOMPARE(image.pixelColor(7, 5).rgb(), QColor(0xfd, 0xe7, 0x25).rgb());

    applyApplicationIdentity();
    QVERIFY(!QApplication::windowIcon().isNull());
    QCOMPARE(QGuiApplication::desktopFileName(), applicationId());
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
