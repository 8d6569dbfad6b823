// The File menu's document actions on the real main window: save and open round trips, a
// save that fails, bad files, the question before unsaved changes go, recent files, drag
// and drop (import and export are in tst_importexport).

#include "Autosave.h"
#include "Document.h"
#include "DocumentActions.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "FileWindowTest.h"
#include "ImportExportActions.h"
#include "MainWindow.h"
#include "MatrixImport.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"
#include "UndoCommands.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <cstring>
#include <memory>
#include <sys/stat.h>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

using namespace filetest;

class TestFileActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_fixture.initTestCase(); }
    void init()
    {
        m_fixture.init();
        m_dir = m_fixture.dir.get();
        m_window = m_fixture.window.get();
        m_document = m_fixture.document;
        m_actions = m_fixture.actions;
    }
    void cleanup() { m_fixture.cleanup(); }

    void menuHasTheEntries()
    {
        for (const char *name : {"actionNew", "actionOpen", "actionSave", "actionSaveAs",
                                 "actionImport", "actionExportMatrices", "actionExportResult"})
            QVERIFY2(m_window->findChild<QAction *>(QLatin1String(name)), name);
        const QAction *save = m_window->findChild<QAction *>(QStringLiteral("actionSave"));
        QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
        QVERIFY(m_window->fileMenu()->actions().contains(const_cast<QAction *>(save)));
        // Quit stays last.
        QCOMPARE(m_window->fileMenu()->actions().last(), m_window->quitAction());
        QCOMPARE(int(m_window->findChild<QMenu *>(QStringLiteral("menuExport"))->actions().size()),
                 7);
    }

    void saveAndOpenRoundTripBitExact()
    {
        const Scenario rich = richScenario();
        m_document->reset(rich, QString());
        m_document->undoStack()->push(new SetScale(m_document, false));
        QVERIFY(m_document->isModified());
        Scenario expected = rich;
        expected.scale = false;

        const QString path = m_dir->filePath(QStringLiteral("rich 🙂.json"));
        QString error;
        QVERIFY2(m_actions.documents->saveTo(path, &error), qPrintable(error));
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_document->filePath(), path);
        QCOMPARE(readAll(path), serializeScenario(expected)); // deterministic bytes
        QCOMPARE(DocumentActions::recentFiles(), QStringList{path});

        m_actions.documents->newDocument();
        QVERIFY(m_document->filePath().isEmpty());
        QVERIFY(m_document->scenario() != expected);
        QVERIFY2(m_actions.documents->openFile(path, &error), qPrintable(error));
        QVERIFY(m_document->scenario() == expected);
        QCOMPARE(std::memcmp(m_document->scenario().embeddings.data(), expected.embeddings.data(),
                             sizeof(double) * size_t(expected.embeddings.size())),
                 0);
        QVERIFY(!m_document->isModified());
        QCOMPARE(m_document->filePath(), path);

        // The Save action writes to the document's own file without a dialog.
        m_document->undoStack()->push(new SetCausal(m_document, false));
        m_window->findChild<QAction *>(QStringLiteral("actionSave"))->trigger();
        QVERIFY(!m_document->isModified());
        expected.causal = false;
        QCOMPARE(readAll(path), serializeScenario(expected));
    }

    void failedSaveKeepsEverything()
    {
        // A save that cannot be written (here a folder stands where the file's folder
        // should be, which stops root too) keeps the old files and the unsaved document.
        // A full disk and the file-size limit are met by the real program in tst_trust
        // (its window's autosave, its export): this test ignores no signal to fake them.
        const QString path = m_dir->filePath(QStringLiteral("lesson.json"));
        QString error;
        QVERIFY(m_actions.documents->saveTo(path, &error));
        const QByteArray old = readAll(path);
        const QString resultPath = m_dir->filePath(QStringLiteral("result.json"));
        QVERIFY(m_actions.transfers->exportResult(resultPath, &error));
        const QByteArray oldResult = readAll(resultPath);

        m_document->undoStack()->push(new SetCausal(m_document, true));
        const QString blocked = path + QStringLiteral("/lesson.json"); // under a file
        QVERIFY(!m_actions.documents->saveTo(blocked, &error));
        QVERIFY2(error.startsWith(blocked + QStringLiteral(": ")), qPrintable(error));
        QVERIFY(m_document->isModified());
        QCOMPARE(m_document->filePath(), path);
        QVERIFY(!m_actions.transfers->exportResult(resultPath + QStringLiteral("/x.json"), &error));
        QCOMPARE(readAll(path), old); // byte-identical
        QCOMPARE(readAll(resultPath), oldResult);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{QStringLiteral("lesson.json"), QStringLiteral("result.json")}));
        QCOMPARE(DocumentActions::recentFiles(), QStringList{path});
    }

    void autosaveFailureStaysVisible()
    {
        // The autosave folder becomes a file (root cannot write under a file either).
        auto *indicator = m_window->findChild<QLabel *>(QStringLiteral("autosaveIndicator"));
        QVERIFY(indicator);
        m_window->show();
        QVERIFY(!indicator->isVisible());
        const QString folder = Autosave::autosaveDirectory();
        QVERIFY(QDir(folder).removeRecursively());
        writeFile(folder, "not a folder");
        m_document->undoStack()->push(new SetCausal(m_document, !m_document->scenario().causal));
        QVERIFY(!m_actions.documents->autosave()->saveNow());
        QVERIFY(indicator->isVisible());
        QVERIFY2(indicator->toolTip().contains(m_actions.documents->autosave()->filePath()),
                 qPrintable(indicator->toolTip()));
        QTest::qWait(50);
        m_window->statusBar()->clearMessage(); // the 8-second message is gone...
        QVERIFY(indicator->isVisible());       // ...the indicator is not
        // Once the autosave can write again, it goes.
        QVERIFY(QFile::remove(folder));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(m_actions.documents->autosave()->saveNow());
        QVERIFY(!indicator->isVisible());
    }

    void openBadFileLeavesDocument_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("place");
        QTest::newRow("syntax") << QByteArray("{\n  \"tokens\": [\"a\",\n}")
                                << QStringLiteral("line 3, column ");
        QTest::newRow("wrong type")
            << QByteArray("{\"tokens\": [\"a\"], \"embeddings\": [[1, \"x\"]]}")
            << QStringLiteral("embeddings[0][1]");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
    }

    void openBadFileLeavesDocument()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, place);
        const Scenario before = richScenario();
        m_document->reset(before, QStringLiteral("/somewhere/else.json"));
        m_document->undoStack()->push(new SetCausal(m_document, false));
        const int undoCount = m_document->undoStack()->count();
        const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
        writeFile(bad, content);
        QString error;
        QVERIFY(!m_actions.documents->openFile(bad, &error));
        QVERIFY2(error.startsWith(bad + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(place), qPrintable(error));
        Scenario expected = before;
        expected.causal = false;
        QVERIFY(m_document->scenario() == expected);
        QVERIFY(m_document->isModified());
        QCOMPARE(m_document->undoStack()->count(), undoCount);
        QCOMPARE(m_document->filePath(), QStringLiteral("/somewhere/else.json"));
        QVERIFY(!DocumentActions::recentFiles().contains(bad));
    }

    // `attention-lab FILE` with a file that cannot be opened ended with status 2 before any
    // window showed (a double-click did nothing visible). Now the window opens on its fresh
    // document and, once the session starts, a message box names the file and the reason.
    void openAtStartSaysWhy()
    {
        const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
        writeFile(bad, "{\"tokens\": [\"a\"], \"embeddings\": [[1, \"x\"]]}");
        const Scenario fresh = m_document->scenario();
        QVERIFY(!m_actions.documents->openAtStart(bad));
        QVERIFY(m_document->scenario() == fresh);
        QVERIFY(!m_document->isModified());
        QVERIFY(m_document->filePath().isEmpty());
        QVERIFY(DocumentActions::recentFiles().isEmpty());

        QString text;
        QString informative;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    text = box->text();
                    informative = box->informativeText();
                    box->button(QMessageBox::Ok)->click();
                }
        });
        answer.start();
        m_window->show();
        // The session starts once the event loop runs, as in runGui().
        QTRY_VERIFY(!text.isEmpty());
        QCOMPARE(text, QStringLiteral("Could not open \u201cbad.json\u201d."));
        QVERIFY2(informative.startsWith(bad + QStringLiteral(": embeddings[0][1]: ")),
                 qPrintable(informative));
        QVERIFY(m_document->scenario() == fresh);

        // A file that opens is the document's file, and one of the recent files (a file
        // opened from the desktop is one the user opened: a restored autosave keeps it).
        const QString good = m_dir->filePath(QStringLiteral("good.json"));
        QString error;
        QVERIFY(saveScenarioFile(good, richScenario(), &error));
        QVERIFY(m_actions.documents->openAtStart(good));
        QVERIFY(m_document->scenario() == richScenario());
        QCOMPARE(m_document->filePath(), good);
        QCOMPARE(DocumentActions::recentFiles(), QStringList{good});
    }

    void openNamedPipeIsRefused()
    {
        // A FIFO blocked open() for ever; now it is refused before anything opens it.
        const QString fifo = m_dir->filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Scenario before = m_document->scenario();
        QString error;
        QVERIFY(!m_actions.documents->openFile(fifo, &error));
        QCOMPARE(error, fifo + QStringLiteral(": this is a named pipe (FIFO), not a regular file"));
        QVERIFY(m_document->scenario() == before);
        QVERIFY(!m_actions.transfers->importMatrixFile(fifo, ImportTarget::Embeddings, &error));
        QVERIFY(error.contains(QStringLiteral("named pipe")));
    }

    void unsavedChangesAsk()
    {
        const QString path = m_dir->filePath(QStringLiteral("asked.json"));
        QString error;
        QVERIFY(m_actions.documents->saveTo(path, &error));
        m_document->undoStack()->push(new SetCausal(m_document, true));
        QVERIFY(m_actions.documents->autosave()->saveNow());
        const QString autosaveFile = m_actions.documents->autosave()->filePath();
        QVERIFY(QFile::exists(autosaveFile));

        int asked = 0;
        m_actions.documents->setUnsavedChangesPrompt([&asked] {
            ++asked;
            return QMessageBox::Cancel;
        });
        m_window->show();
        QVERIFY(!m_window->close()); // Cancel keeps the window and the changes
        QCOMPARE(asked, 1);
        QVERIFY(m_document->isModified());
        m_actions.documents->newInteractive(); // New asks too
        QCOMPARE(asked, 2);
        QVERIFY(m_document->scenario().causal);

        m_actions.documents->setUnsavedChangesPrompt([] { return QMessageBox::Save; });
        QVERIFY(m_window->close()); // Save writes the document's own file, then closes
        QVERIFY(!m_document->isModified());
        QVERIFY(readAll(path).contains("\"causal\": true"));
        QVERIFY(!QFile::exists(autosaveFile));

        m_window->show();
        m_document->undoStack()->push(new SetScale(m_document, false));
        QVERIFY(m_actions.documents->autosave()->saveNow());
        m_actions.documents->setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
        QVERIFY(m_window->close());
        QVERIFY(!QFile::exists(autosaveFile)); // discarded on purpose: no autosave kept
    }

    void recentFilesArePrunedAndCapped()
    {
        QStringList paths;
        for (int i = 0; i < 12; ++i) {
            paths << m_dir->filePath(QStringLiteral("recent%1.json").arg(i));
            writeFile(paths.last(), "{}");
            DocumentActions::addRecentFile(paths.last());
        }
        QStringList expected;
        for (int i = 11; i >= 2; --i)
            expected << paths.at(i);
        QCOMPARE(DocumentActions::recentFiles(), expected);
        QFile::remove(paths.at(11));
        QFile::remove(paths.at(5));
        expected.removeAll(paths.at(11));
        expected.removeAll(paths.at(5));
        QCOMPARE(DocumentActions::recentFiles(), expected);
    }

    void dropOpensScenario()
    {
        const QString path = m_dir->filePath(QStringLiteral("dropped.json"));
        const Scenario rich = richScenario();
        QString error;
        QVERIFY(saveScenarioFile(path, rich, &error));
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window, &drop);
        QVERIFY(drop.isAccepted());
        QTRY_VERIFY(m_document->scenario() == rich);
        QCOMPARE(m_document->filePath(), path);
        delete mime;
    }

private:
    FileWindow m_fixture;
    QTemporaryDir *m_dir = nullptr;
    MainWindow *m_window = nullptr;
    Document *m_document = nullptr;
    FileActions m_actions;
};

QTEST_MAIN(TestFileActions)
#include "tst_fileactions.moc"
