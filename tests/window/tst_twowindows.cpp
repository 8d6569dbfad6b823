// Two windows on one file, as a user has them: window A saves, window B (opened earlier)
// saves. B overwrote A's change silently and A still showed a clean document. Now B is
// asked (Overwrite / Save As / Reload) and a clean window offers to reload. The test
// answers the questions as a user would: by clicking a button of the message box.

#include "Document.h"
#include "DocumentActions.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"
#include "UndoCommands.h"

#include <QAbstractButton>
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

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_MAIN(TestTwoWindows)
#include "tst_twowindows.moc"
