// Autosave and crash recovery: the file appears a few seconds after an edit and
// goes when the document is clean; another live instance's file is never offered; a crashed
// one is restored (modified, original path) or discarded; a corrupt one is reported and kept
// aside. The last tests kill the real executable with SIGKILL and start it again.

#include "Autosave.h"
#include "AutosaveRecovery.h"
#include "Document.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"
#include "TrustProcess.h"
#include "UndoCommands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

QStringList autosaveFiles(const QString &dir, const QString &pattern = QStringLiteral("*.json"))
{
    return QDir(dir).entryList({pattern}, QDir::Files, QDir::Name);
}

/// A PID that surely runs no process: a child that has exited and been reaped.
qint64 deadPid()
{
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    int status = 0;
    waitpid(child, &status, 0);
    return child;
}

/// What a crashed instance leaves: an autosave and a lock whose owner is gone.
void leaveCrashedAutosave(const QString &dir, const QString &stem, const QByteArray &content)
{
    QDir().mkpath(dir);
    QFile json(QDir(dir).filePath(stem + QStringLiteral(".json")));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(content);
    QFile lock(QDir(dir).filePath(stem + QStringLiteral(".lock")));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(deadPid()) + "\nattention-lab\n\n");
}

QByteArray autosaveOf(const Scenario &scenario, const QString &originalPath)
{
    Scenario s = scenario;
    s.unknownKeys.emplace_back("attention_lab_autosave",
                               "{\"original_path\":\"" + originalPath.toStdString() + "\"}");
    return serializeScenario(s);
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_data.path().toLocal8Bit());
        m_dir = Autosave::autosaveDirectory();
        QCOMPARE(m_dir, QDir(m_data.path()).filePath(QStringLiteral("autosave")));
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QDir(m_dir).removeRecursively();
        qunsetenv("ATTENTION_LAB_TEST_RESTORE");
    }

    void editThenTimerWritesThenCleanRemoves()
    {
        Document doc;
        doc.reset(loadExampleOrDie(), QStringLiteral("/tmp/lesson.json"));
        Autosave autosave(&doc);
        QVERIFY2(autosave.isActive(), qPrintable(autosave.error()));
        autosave.setDelay(20);
        QVERIFY(QFileInfo(autosave.filePath()).path() == m_dir);
        QVERIFY(!QFile::exists(autosave.filePath())); // nothing unsaved yet

        doc.undoStack()->push(new SetCausal(&doc, !doc.scenario().causal));
        QTRY_VERIFY(QFile::exists(autosave.filePath()));
        Scenario saved;
        QString error;
        QStringList warnings;
        QVERIFY2(loadScenarioFile(autosave.filePath(), saved, &error, &warnings),
                 qPrintable(error));
        QCOMPARE(saved.causal, doc.scenario().causal);
        QCOMPARE(saved.embeddings, doc.scenario().embeddings);
        QCOMPARE(saved.unknownKeys.size(), size_t(1));
        QCOMPARE(saved.unknownKeys[0].first, std::string("attention_lab_autosave"));
        QCOMPARE(saved.unknownKeys[0].second,
                 std::string("{\"original_path\":\"/tmp/lesson.json\"}"));

        doc.undoStack()->undo(); // back to the saved state: clean
        QVERIFY(!doc.isModified());
        QVERIFY(!QFile::exists(autosave.filePath()));

        doc.undoStack()->redo();
        QTRY_VERIFY(QFile::exists(autosave.filePath()));
        doc.undoStack()->setClean(); // what a successful save does
        QVERIFY(!QFile::exists(autosave.filePath()));
    }

    void saveNowWritesAtOnce()
    {
        Document doc;
        doc.reset(loadExampleOrDie(), QString());
        Autosave autosave(&doc);
        autosave.setDelay(60 * 60 * 1000); // never within this test
        doc.undoStack()->push(new SetCausal(&doc, true));
        QVERIFY(!QFile::exists(autosave.filePath()));
        QVERIFY(autosave.saveNow());
        QVERIFY(QFile::exists(autosave.filePath()));
    }

    /// The timer's save runs on a worker thread. A save asked for during it follows with
    /// the newest state; a document saved meanwhile leaves no file; saveNow() in between
    /// writes the newest state and the older write's report is dropped.
    void backgroundWrites()
    {
        Document doc;
        doc.reset(loadExampleOrDie(), QString());
        Autosave autosave(&doc);
        autosave.setDelay(60 * 60 * 1000); // the test calls the timer's slot itself
        QSignalSpy succeeded(&autosave, &Autosave::succeeded);
        QSignalSpy failed(&autosave, &Autosave::failed);
        auto savedCell = [&] {
            Scenario saved;
            QString error;
            return loadScenarioFile(autosave.filePath(), saved, &error) ? saved.embeddings(0, 0)
                                                                        : std::nan("");
        };

        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 1.5));
        autosave.saveInBackground();
        QVERIFY(autosave.isWriting()); // its report comes back through the event loop
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 2.5));
        autosave.saveInBackground(); // during the first: queued behind it
        QTRY_VERIFY(!autosave.isWriting() && succeeded.size() == 2);
        QCOMPARE(savedCell(), 2.5);

        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 3.5));
        autosave.saveInBackground();
        QVERIFY(autosave.saveNow()); // waits for the worker, then writes itself
        QCOMPARE(savedCell(), 3.5);
        QTRY_VERIFY(!autosave.isWriting());
        QCOMPARE(succeeded.size(), 3); // the superseded write reported nothing
        QCOMPARE(failed.size(), 0);

        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 4.5));
        autosave.saveInBackground();
        doc.undoStack()->setClean(); // saved while the worker writes
        QTRY_VERIFY(!autosave.isWriting());
        QVERIFY(!QFile::exists(autosave.filePath()));
    }

    void discardAndDestruction()
    {
        Document doc;
        doc.reset(loadExampleOrDie(), QString());
        QString path;
        {
            Autosave autosave(&doc);
            path = autosave.filePath();
            doc.undoStack()->push(new SetCausal(&doc, true));
            QVERIFY(autosave.saveNow());
            autosave.discard(); // the user chose Discard
            QVERIFY(!QFile::exists(path));
        }
        QVERIFY(!QFile::exists(path));
        {
            // Gone without being asked (no Discard): the unsaved work stays for the next start.
            Autosave autosave(&doc);
            path = autosave.filePath();
            QVERIFY(autosave.saveNow());
        }
        QVERIFY(QFile::exists(path));
        QVERIFY(!QFile::exists(path.chopped(5) + QStringLiteral(".lock"))); // unlocked
        const std::vector<RecoverableAutosave> found = findRecoverableAutosaves();
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].filePath, path);
        discardRecoverableAutosave(found[0]);
        QVERIFY(!QFile::exists(path));
    }

    void liveInstanceIsNeverOffered()
    {
        Document doc;
        doc.reset(loadExampleOrDie(), QString());
        Autosave first(&doc);
        doc.undoStack()->push(new SetCausal(&doc, true));
        QVERIFY(first.saveNow());
        QVERIFY(QFile::exists(first.filePath()));

        // A second instance (here: a second Autosave in this process) looks for crashed
        // sessions: the first one's lock is held, however old it is.
        Document otherDoc;
        otherDoc.reset(loadExampleOrDie(), QString());
        Autosave second(&otherDoc);
        QVERIFY(second.filePath() != first.filePath());
        QVERIFY(findRecoverableAutosaves().empty());
        qputenv("ATTENTION_LAB_TEST_RESTORE", "accept");
        QVERIFY(!offerAutosaveRecovery(nullptr, &otherDoc, &second));
        QVERIFY(QFile::exists(first.filePath()));
        QVERIFY(!otherDoc.isModified());
    }

    void crashedAutosaveIsFoundAndRead()
    {
        Scenario s = loadExampleOrDie();
        s.causal = !s.causal;
        leaveCrashedAutosave(m_dir, QStringLiteral("crashed"),
                             autosaveOf(s, QStringLiteral("/home/teacher/lesson.json")));
        const std::vector<RecoverableAutosave> found = findRecoverableAutosaves();
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].filePath, QDir(m_dir).filePath(QStringLiteral("crashed.json")));
        QCOMPARE(found[0].originalPath, QStringLiteral("/home/teacher/lesson.json"));
        QCOMPARE(found[0].title, QString::fromStdString(s.title));
        // While offered, its lock is ours: no other instance can take it meanwhile.
        QLockFile other(QDir(m_dir).filePath(QStringLiteral("crashed.lock")));
        other.setStaleLockTime(0);
        QVERIFY(!other.tryLock());

        Scenario loaded;
        QString error;
        QVERIFY2(loadRecoverableAutosave(found[0], loaded, &error), qPrintable(error));
        QVERIFY(loaded == s); // the bookkeeping key is gone again
    }

    void restoreAccepted()
    {
        Scenario s = loadExampleOrDie();
        s.causal = !s.causal;
        leaveCrashedAutosave(m_dir, QStringLiteral("crashed"),
                             autosaveOf(s, QStringLiteral("/home/teacher/lesson.json")));
        // The window starts on the file the autosave belongs to (a path it recorded that
        // the user did not have open is not trusted: tst_recovery).
        Document doc;
        doc.reset(loadExampleOrDie(), QStringLiteral("/home/teacher/lesson.json"));
        Autosave autosave(&doc);
        qputenv("ATTENTION_LAB_TEST_RESTORE", "accept");
        QVERIFY(offerAutosaveRecovery(nullptr, &doc, &autosave));
        QVERIFY(doc.scenario() == s);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.filePath(), QStringLiteral("/home/teacher/lesson.json"));
        // The work moved into this session's autosave before the old file went.
        QVERIFY(!QFile::exists(QDir(m_dir).filePath(QStringLiteral("crashed.json"))));
        QVERIFY(!QFile::exists(QDir(m_dir).filePath(QStringLiteral("crashed.lock"))));
        QCOMPARE(autosaveFiles(m_dir), QStringList{QFileInfo(autosave.filePath()).fileName()});
        doc.undoStack()->setClean();
        QVERIFY(autosaveFiles(m_dir).isEmpty());
    }

    void restoreDeclined()
    {
        leaveCrashedAutosave(m_dir, QStringLiteral("crashed"),
                             autosaveOf(loadExampleOrDie(), QString()));
        Document doc;
        const Scenario before = loadExampleOrDie();
        doc.reset(before, QString());
        Autosave autosave(&doc);
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
        QVERIFY(!offerAutosaveRecovery(nullptr, &doc, &autosave));
        QVERIFY(doc.scenario() == before);
        QVERIFY(!doc.isModified());
        QVERIFY(autosaveFiles(m_dir).isEmpty());
        QVERIFY(autosaveFiles(m_dir, QStringLiteral("*.lock")).size() == 1); // ours only
    }

    void corruptAutosaveIsReportedAndKeptAside()
    {
        const QByteArray garbage("{\"format\": \"attention-lab-scenario\", \"tokens\": [\"a\"], "
                                 "\"embeddings\": [[1, 2], [3");
        leaveCrashedAutosave(m_dir, QStringLiteral("broken"), garbage);
        const std::vector<RecoverableAutosave> found = findRecoverableAutosaves();
        QCOMPARE(found.size(), size_t(1));
        Scenario loaded;
        QString error;
        QVERIFY(!loadRecoverableAutosave(found[0], loaded, &error));
        const QString path = QDir(m_dir).filePath(QStringLiteral("broken.json"));
        QVERIFY2(error.startsWith(path + QStringLiteral(": line 1, column ")), qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral("The file was kept as %1.corrupt.").arg(path)),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QFile aside(path + QStringLiteral(".corrupt"));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), garbage); // nothing lost

        // Through the start-up offer: reported (on stderr with the hook), not crashed on,
        // the document untouched, and not offered again.
        leaveCrashedAutosave(m_dir, QStringLiteral("broken2"), garbage);
        Document doc;
        const Scenario before = loadExampleOrDie();
        doc.reset(before, QString());
        Autosave autosave(&doc);
        qputenv("ATTENTION_LAB_TEST_RESTORE", "accept");
        QVERIFY(!offerAutosaveRecovery(nullptr, &doc, &autosave));
        QVERIFY(doc.scenario() == before);
        QVERIFY(autosaveFiles(m_dir).isEmpty());
        QCOMPARE(int(autosaveFiles(m_dir, QStringLiteral("*.corrupt")).size()), 2);
        QVERIFY(findRecoverableAutosaves().empty());
    }

    void staleLocksWithoutAutosaveAreCleared()
    {
        QDir().mkpath(m_dir);
        QFile lock(QDir(m_dir).filePath(QStringLiteral("gone.lock")));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(QByteArray::number(deadPid()) + "\nattention-lab\n\n");
        lock.close();
        QVERIFY(findRecoverableAutosaves().empty());
        QVERIFY(!lock.exists());
    }

    void killedProcessIsRecovered()
    {
        const QString binary = QStringLiteral(ATTENTION_LAB_BINARY);
        if (!QFileInfo::exists(binary))
            QSKIP("attention-lab is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString scenarioPath = home.filePath(QStringLiteral("lesson.json"));
        QString error;
        const Scenario original = loadExampleOrDie();
        QVERIFY2(saveScenarioFile(scenarioPath, original, &error), qPrintable(error));
        const QString dir
            = QDir(home.filePath(QStringLiteral("data"))).filePath(QStringLiteral("autosave"));

        auto start = [&](QProcess &process, const char *hook, const char *value) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("ATTENTION_LAB_DATA_DIR"),
                       home.filePath(QStringLiteral("data")));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
            env.remove(QStringLiteral("ATTENTION_LAB_TEST_EDIT"));
            env.remove(QStringLiteral("ATTENTION_LAB_TEST_RESTORE"));
            env.insert(QLatin1String(hook), QLatin1String(value));
            process.setProcessEnvironment(env);
            process.setProcessChannelMode(QProcess::SeparateChannels);
            process.start(binary, {scenarioPath});
            QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
            // The hook reports when the start-up question has been answered.
            QByteArray log;
            QTRY_VERIFY_WITH_TIMEOUT(
                (log += process.readAllStandardError()).contains("attention-lab: session started")
                    || process.state() != QProcess::Running,
                60000);
            QVERIFY2(process.state() == QProcess::Running, log.constData());
        };
        auto killHard = [](QProcess &process) {
            process.kill(); // SIGKILL: no clean-up at all, as in a crash
            QVERIFY(process.waitForFinished());
        };

        // 1. One edit, then the autosave; then a crash.
        QProcess first;
        start(first, "ATTENTION_LAB_TEST_EDIT", "1");
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(int(autosaveFiles(dir).size()), 1, 60000);
        const QString crashed = QDir(dir).filePath(autosaveFiles(dir).first());
        Scenario saved;
        QTRY_VERIFY_WITH_TIMEOUT(loadScenarioFile(crashed, saved, &error), 10000);
        QCOMPARE(saved.causal, !original.causal); // the edit is in it

        // 2. A second instance while the first still runs: it must not take the file.
        QProcess second;
        start(second, "ATTENTION_LAB_TEST_RESTORE", "accept");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(QFile::exists(crashed));
        killHard(second);
        killHard(first);
        QVERIFY(QFile::exists(crashed)); // kill -9 leaves it, and its stale lock

        // 3. Restart after the crash, accepting: the work moves into the new session.
        QProcess third;
        start(third, "ATTENTION_LAB_TEST_RESTORE", "accept");
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(crashed) && autosaveFiles(dir).size() == 1, 30000);
        Scenario restored;
        const QString moved = QDir(dir).filePath(autosaveFiles(dir).first());
        QVERIFY2(loadScenarioFile(moved, restored, &error), qPrintable(error));
        QCOMPARE(restored.causal, !original.causal);
        QCOMPARE(QString::fromStdString(restored.unknownKeys.at(0).second),
                 QStringLiteral("{\"original_path\":\"%1\"}").arg(scenarioPath));
        killHard(third);

        // 4. Restart again, declining: the autosave is deleted.
        QProcess fourth;
        start(fourth, "ATTENTION_LAB_TEST_RESTORE", "decline");
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY_WITH_TIMEOUT(autosaveFiles(dir).isEmpty(), 30000);
        killHard(fourth);
        // The user's own file was never touched.
        Scenario onDisk;
        QVERIFY(loadScenarioFile(scenarioPath, onDisk, &error));
        QVERIFY(onDisk == original);
    }

    // A restored autosave forgot its file when the crashed window had been started on it
    // (`attention-lab lesson.json`, as a shell or a double-click starts it): the path was
    // relative, and not among the files opened here, so Restore dropped it as untrusted;
    // Ctrl+S then asked where to save, and the file itself stayed out of date.
    void restoredWorkSavesToItsFile_data()
    {
        QTest::addColumn<QStringList>("restart");
        QTest::newRow("restarted on no file") << QStringList();
        QTest::newRow("restarted on the file") << QStringList{QStringLiteral("lesson.json")};
    }

    void restoredWorkSavesToItsFile()
    {
        QFETCH(QStringList, restart);
        if (!QFileInfo::exists(trusttest::appBinary()))
            QSKIP("attention-lab is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString file = home.filePath(QStringLiteral("lesson.json"));
        const Scenario original = loadExampleOrDie();
        QString error;
        QVERIFY2(saveScenarioFile(file, original, &error), qPrintable(error));
        const QString dir
            = QDir(home.filePath(QStringLiteral("data"))).filePath(QStringLiteral("autosave"));

        {
            // Started on the file by a relative name, one edit, its autosave; then a crash.
            trusttest::Window first;
            trusttest::Window::Options options;
            options.hooks = {{"ATTENTION_LAB_TEST_EDIT", "1"}};
            options.workingDirectory = home.path();
            QVERIFY2(first.startWith(home.path(), {QStringLiteral("lesson.json")}, options),
                     first.log.constData());
            Scenario autosaved;
            QTRY_VERIFY_WITH_TIMEOUT(
                trusttest::jsonFiles(dir).size() == 1
                    && loadScenarioFile(QDir(dir).filePath(trusttest::jsonFiles(dir).first()),
                                        autosaved, &error),
                30000);
            QCOMPARE(autosaved.causal, !original.causal);
            first.process.kill(); // SIGKILL
            QVERIFY(first.process.waitForFinished());
        }

        // Restore, then Ctrl+S: the work goes to its own file, not to a Save As dialog.
        trusttest::Window second;
        trusttest::Window::Options options;
        options.hooks
            = {{"ATTENTION_LAB_TEST_RESTORE", "accept"}, {"ATTENTION_LAB_TEST_SAVE", "1"}};
        options.workingDirectory = home.path();
        QVERIFY2(second.startWith(home.path(), restart, options), second.log.constData());
        QVERIFY2(second.log.contains(QByteArray("attention-lab: saved " + QFile::encodeName(file))),
                 second.log.constData());
        Scenario onDisk;
        QVERIFY2(loadScenarioFile(file, onDisk, &error), qPrintable(error));
        QCOMPARE(onDisk.causal, !original.causal);
        QTRY_VERIFY(trusttest::jsonFiles(dir).isEmpty()); // saved: nothing left to recover
        second.signal(SIGTERM);
        QCOMPARE(second.waitForExit(), 128 + SIGTERM);
    }

private:
    QTemporaryDir m_data;
    QString m_dir;
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
