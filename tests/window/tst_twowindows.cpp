// Two windows on one file, as a user has them: window A saves, window B (opened earlier)
// saves. B overwrote A's change silently and A still showed a clean document. Now B is
// asked (Overwrite / Save As / Reload) and a clean window offers to reload. The test
// answers the questions as a user would: by clicking a button of the message box. In
// noToReloadStillAsksBeforeSaving window A is the program itself, another process.

#include "Document.h"
#include "DocumentActions.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"
#include "TrustProcess.h"
#include "UndoCommands.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

/// One window with its File menu, on `path`.
struct Window
{
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    FileActions actions = installFileActions(window.get());
    Document *document() const { return window->document(); }
    ~Window() { document()->undoStack()->setClean(); }
};

/// Clicks the button `text` of the message box named `name` as soon as it shows; `seen`
/// gets its main text.
void answerWhenAsked(const QString &name, const QString &text, QString *seen)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(w);
            if (!box || box->objectName() != name || !box->isVisible())
                continue;
            for (QAbstractButton *button : box->buttons())
                if (button->text() == text) {
                    *seen = box->text();
                    timer->deleteLater();
                    timer->stop();
                    button->click();
                    return;
                }
        }
    });
    timer->start();
}

Scenario onDisk(const QString &path)
{
    Scenario s;
    QString error;
    if (!loadScenarioFile(path, s, &error))
        qWarning("%s", qPrintable(error));
    return s;
}

} // namespace

class TestTwoWindows : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        qunsetenv("ATTENTION_LAB_TEST_EDIT");
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
        m_path = m_dir.filePath(QStringLiteral("shared.json"));
        QString error;
        QVERIFY(
            saveScenarioFile(m_path, testing::loadExampleOrDie("seed000-step-by-step"), &error));
    }

    // A saves, B saves: B is asked; Reload shows A's version and A's change stays on disk.
    void secondSaveAsksAndKeepsTheFirst()
    {
        Window a, b;
        QString error;
        QVERIFY2(a.actions.documents->openFile(m_path, &error), qPrintable(error));
        QVERIFY2(b.actions.documents->openFile(m_path, &error), qPrintable(error));
        const bool causal = a.document()->scenario().causal;

        a.document()->undoStack()->push(new SetCausal(a.document(), !causal));
        QVERIFY(a.actions.documents->save());
        QCOMPARE(onDisk(m_path).causal, !causal);

        b.document()->undoStack()->push(new SetScale(b.document(), false));
        QString asked;
        answerWhenAsked(QStringLiteral("changedOnDiskMessage"), QStringLiteral("&Reload"), &asked);
        QVERIFY(!b.actions.documents->save()); // not saved: the user chose to reload
        QCOMPARE(asked, QStringLiteral("\u201cshared.json\u201d changed on disk since this window "
                                       "opened or saved it, perhaps in another window."));
        QCOMPARE(onDisk(m_path).causal, !causal); // A's change is not lost
        QVERIFY(onDisk(m_path).scale);
        QVERIFY(b.document()->scenario() == onDisk(m_path)); // B shows A's version
        QVERIFY(!b.document()->isModified());
    }

    // Overwrite is the user's explicit choice: then B's version is on disk.
    void overwriteIsAChoice()
    {
        Window a, b;
        QString error;
        QVERIFY(a.actions.documents->openFile(m_path, &error));
        QVERIFY(b.actions.documents->openFile(m_path, &error));
        a.document()->undoStack()->push(new SetCausal(a.document(), true));
        QVERIFY(a.actions.documents->save());
        b.document()->undoStack()->push(new SetScale(b.document(), false));
        QString asked;
        answerWhenAsked(QStringLiteral("changedOnDiskMessage"), QStringLiteral("&Overwrite"),
                        &asked);
        QVERIFY(b.actions.documents->save());
        QVERIFY(!asked.isEmpty());
        QVERIFY(!onDisk(m_path).scale);
        // Saving again asks nothing: what is on disk is B's own.
        b.document()->undoStack()->push(new SetScale(b.document(), true));
        QVERIFY(b.actions.documents->save());
        QVERIFY(onDisk(m_path).scale);
    }

    // A clean window is offered the other window's version as soon as it is on disk.
    void cleanWindowOffersReload()
    {
        Window a, b;
        QString error;
        QVERIFY(a.actions.documents->openFile(m_path, &error));
        QVERIFY(b.actions.documents->openFile(m_path, &error));
        QString asked;
        answerWhenAsked(QStringLiteral("reloadMessage"), QStringLiteral("&Yes"), &asked);
        a.document()->undoStack()->push(new SetCausal(a.document(), true));
        QVERIFY(a.actions.documents->save());
        QTRY_VERIFY_WITH_TIMEOUT(b.document()->scenario().causal, 10000);
        QCOMPARE(asked, QStringLiteral("\u201cshared.json\u201d changed on disk. Reload it?"));
        QVERIFY(!b.document()->isModified());
    }

    // The tester's case: B (this window) is clean when A (the program, in its own process)
    // saves x1; B answers No to reloading, edits x2 and presses Ctrl+S. That save went
    // through at once and A's x1 was gone. Now every save over A's version asks, whatever
    // was answered before, and A's change stays on disk until the user chooses Overwrite.
    void noToReloadStillAsksBeforeSaving()
    {
        if (!QFile::exists(trusttest::appBinary()))
            QSKIP("attention-lab is not built");
        Window b;
        QString error;
        QVERIFY2(b.actions.documents->openFile(m_path, &error), qPrintable(error));
        const Scenario before = b.document()->scenario();
        QString reloadAsked;
        answerWhenAsked(QStringLiteral("reloadMessage"), QStringLiteral("&No"), &reloadAsked);

        {
            // A: the program on the same file makes one edit and saves it as Ctrl+S does.
            trusttest::Window a;
            trusttest::Window::Options options;
            options.hooks = {{"ATTENTION_LAB_TEST_EDIT", "1"}, {"ATTENTION_LAB_TEST_SAVE", "1"}};
            options.dataDir = m_dir.filePath(QStringLiteral("data-a")); // its own autosaves
            QVERIFY2(a.startWith(m_dir.path(), {m_path}, options), a.log.constData());
            QVERIFY2(
                a.log.contains(QByteArray("attention-lab: saved " + QFile::encodeName(m_path))),
                a.log.constData());
            a.signal(SIGTERM);
            QCOMPARE(a.waitForExit(), 128 + SIGTERM);
        }
        const Scenario saved = onDisk(m_path);
        QCOMPARE(saved.causal, !before.causal); // A's edit is on disk
        QTRY_VERIFY_WITH_TIMEOUT(!reloadAsked.isEmpty(), 10000);
        QCOMPARE(reloadAsked,
                 QStringLiteral("\u201cshared.json\u201d changed on disk. Reload it?"));
        QVERIFY(b.document()->scenario() == before); // No: B keeps its version

        b.document()->undoStack()->push(
            new ChangeCell(b.document(), MatrixId::Embeddings, 0, 1, 3.0));
        QAction *saveAction = b.window->findChild<QAction *>(QStringLiteral("actionSave"));
        QVERIFY(saveAction);
        for (const char *answer : {"Cancel", "Cancel"}) {
            QString asked;
            answerWhenAsked(QStringLiteral("changedOnDiskMessage"), QLatin1String(answer), &asked);
            saveAction->trigger(); // Ctrl+S
            QVERIFY2(!asked.isEmpty(), "the save did not ask");
            QVERIFY(onDisk(m_path) == saved); // A's version, untouched
            QVERIFY(b.document()->isModified());
        }

        QString asked;
        answerWhenAsked(QStringLiteral("changedOnDiskMessage"), QStringLiteral("&Overwrite"),
                        &asked);
        saveAction->trigger();
        QVERIFY(!asked.isEmpty());
        QVERIFY(!b.document()->isModified());
        QCOMPARE(onDisk(m_path).embeddings(0, 1), 3.0); // the user chose B's version
        QCOMPARE(onDisk(m_path).causal, before.causal);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_MAIN(TestTwoWindows)
#include "tst_twowindows.moc"
