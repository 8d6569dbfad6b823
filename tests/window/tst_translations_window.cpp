// Languages, the live window: under the Indonesian and the Vietnamese translation no visible
// string of the main window, its docks and menus, or any dialog is still the English one, the
// accelerators stay unambiguous, and View > Language switches a running window at once.

#include "AboutDialog.h"
#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "ExportDialog.h"
#include "FileActionsInstall.h"
#include "ImportDialog.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "LessonSession.h"
#include "MainWindow.h"
#include "RandomScenarioDialog.h"
#include "ShortcutsDialog.h"
#include "TestHelpers.h"
#include "TranslationScan.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::ui;
using testing::collect;
using testing::languageNeutral;
using testing::Texts;

namespace {

/// The main window as the app builds it, with a lesson running and every dock shown.
struct AppWindow
{
    MainWindow window;
    Classroom *classroom = nullptr;

    AppWindow()
    {
        installFileActions(&window);
        classroom = installClassroom(&window);
        installLanguageMenu(&window, window.viewMenu());
        window.resize(1366, 768);
        window.show();
        const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks)
            dock->show();
    }
};

QString writeCsv(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("k.csv"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write("1,0\n0,1\n");
    return path;
}

/// Every text of the main window (on `example`, lesson running) and of every dialog.
Texts everything(const QString &example, const QString &lesson)
{
    Texts texts;
    const auto merge = [&texts](const Texts &more) {
        for (auto it = more.begin(); it != more.end(); ++it)
            if (!texts.contains(it.key()))
                texts.insert(it.key(), it.value());
    };
    AppWindow app;
    app.window.openExample(example);
    if (!lesson.isEmpty())
        app.classroom->startLesson(lesson);
    app.window.document()->waitForSnapshot();
    QCoreApplication::processEvents();
    merge(collect(&app.window));

    QTemporaryDir dir;
    AboutDialog about(&app.window);
    merge(collect(&about));
    ShortcutsDialog shortcuts(&app.window, &app.window);
    merge(collect(&shortcuts));
    ExportDialog exportDialog(ExportView::Weights, QStringLiteral("weights"), &app.window);
    merge(collect(&exportDialog));
    ImportDialog import(app.window.document()->scenario(), writeCsv(dir), &app.window);
    merge(collect(&import));
    RandomScenarioDialog random(&app.window);
    merge(collect(&random));
    return texts;
}

} // namespace

class TestTranslationsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_translations_window"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    /// The scan: every text the English interface shows must differ in `language`, unless
    /// it is language-neutral (numbers, symbols, formulas, names).
    void noEnglishLeft_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("lesson");
        for (const QString &language : {QStringLiteral("id"), QStringLiteral("vi")}) {
            QTest::newRow(qPrintable(language + QStringLiteral(" self-attention, lesson")))
                << language << QStringLiteral("seed003-multi-head")
                << QStringLiteral("one-query-two-keys");
            QTest::newRow(qPrintable(language + QStringLiteral(" direct mode")))
                << language << QStringLiteral("seed002-one-query-two-keys") << QString();
        }
    }

    void noEnglishLeft()
    {
        QFETCH(QString, language);
        QFETCH(QString, example);
        QFETCH(QString, lesson);
        applyLanguage(QStringLiteral("en"));
        const Texts english = everything(example, lesson);
        QVERIFY(english.size() > 100); // the scan sees the interface
        QVERIFY(applyLanguage(language));
        const Texts translated = everything(example, lesson);
        applyLanguage(QStringLiteral("en"));
        QStringList same;
        for (auto it = translated.begin(); it != translated.end(); ++it) {
            if (english.contains(it.key()) && !languageNeutral(it.key(), language))
                same << it.value() + QStringLiteral(": ") + it.key().left(120);
        }
        for (const QString &line : std::as_const(same))
            qInfo().noquote() << language << "untranslated:" << line;
        QVERIFY2(same.isEmpty(),
                 qPrintable(QStringLiteral("%1 English text(s) under %2 (listed above)")
                                .arg(same.size())
                                .arg(language)));
    }

    /// Alt+letter stays unambiguous: within each menu (and the menu bar) no two entries
    /// share an accelerator in the translation.
    void acceleratorsUnique_data() { languages_data(); }
    void acceleratorsUnique()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        QStringList clashes;
        {
            AppWindow app;
            QList<QWidget *> menus;
            menus << app.window.menuBar();
            const QList<QMenu *> all = app.window.findChildren<QMenu *>();
            for (QMenu *menu : all)
                menus << menu;
            static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
            for (QWidget *menu : std::as_const(menus)) {
                QMap<QChar, QString> seen;
                const QList<QAction *> actions = menu->actions();
                for (const QAction *action : actions) {
                    if (!action->isVisible() || action->isSeparator())
                        continue;
                    QString text = action->text();
                    text.replace(QStringLiteral("&&"), QString());
                    const QRegularExpressionMatch m = mnemonic.match(text);
                    if (!m.hasMatch())
                        continue;
                    const QChar key = m.captured(1).at(0).toLower();
                    if (seen.contains(key))
                        clashes << QStringLiteral("%1: \"%2\" and \"%3\"")
                                       .arg(menu->objectName(), seen.value(key), action->text());
                    else
                        seen.insert(key, action->text());
                }
            }
            // Window-wide: Alt+letter of a menu must open the menu, not switch a tab.
            QMap<QChar, QString> window;
            const auto take = [&](QString text) {
                text.replace(QStringLiteral("&&"), QString());
                const QRegularExpressionMatch m = mnemonic.match(text);
                if (!m.hasMatch())
                    return;
                const QChar key = m.captured(1).at(0).toLower();
                if (window.contains(key))
                    clashes
                        << QStringLiteral("window: \"%1\" and \"%2\"").arg(window.value(key), text);
                else
                    window.insert(key, text);
            };
            const QList<QAction *> bar = app.window.menuBar()->actions();
            for (const QAction *action : bar)
                take(action->text());
            QTabWidget *editorTabs
                = app.window.findChild<QTabWidget *>(QStringLiteral("editorTabs"));
            for (QTabWidget *tabs : {app.window.viewTabs(), editorTabs}) {
                for (int i = 0; tabs && i < tabs->count(); ++i)
                    if (tabs->isTabVisible(i))
                        take(tabs->tabText(i));
            }
        }
        applyLanguage(QStringLiteral("en"));
        for (const QString &line : std::as_const(clashes))
            qInfo().noquote() << language << "accelerator clash:" << line;
        QVERIFY2(clashes.isEmpty(),
                 qPrintable(QStringLiteral("%1 clash(es) (listed above)").arg(clashes.size())));
    }

    /// View > Language: a running window changes at once, lessons and numbers follow.
    void switchesLive()
    {
        applyLanguage(QStringLiteral("en"));
        AppWindow app;
        QVERIFY(app.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        QMenu *menu = app.window.findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 3);
        QCOMPARE(app.window.fileMenu()->title(), QStringLiteral("&File"));
        const QString englishTab = app.window.viewTabs()->tabText(0);

        menu->actions().at(1)->trigger(); // Bahasa Indonesia
        QCoreApplication::processEvents();
        QCOMPARE(currentLanguage(), QStringLiteral("id"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("id"));
        QCOMPARE(preferredLanguage(), QStringLiteral("id"));
        const QString file = QCoreApplication::translate("attn::ui::MainWindow", "&File");
        QVERIFY(file != QLatin1String("&File"));
        QCOMPARE(app.window.fileMenu()->title(), file);
        QVERIFY(app.window.viewTabs()->tabText(0) != englishTab);
        QCOMPARE(app.classroom->lessonSession()->language(), QStringLiteral("id"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));

        menu->actions().at(0)->trigger(); // back to English
        QCoreApplication::processEvents();
        QCOMPARE(app.window.fileMenu()->title(), QStringLiteral("&File"));
        QCOMPARE(app.window.viewTabs()->tabText(0), englishTab);
        QCOMPARE(app.classroom->lessonSession()->language(), QStringLiteral("en"));
        QSettings().remove(QStringLiteral("ui/language"));
    }
};

QTEST_MAIN(TestTranslationsWindow)
#include "tst_translations_window.moc"
