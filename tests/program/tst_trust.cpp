// Trust in ordinary desktop life: every defect reproduced as a user's process
// meets it. The program runs as its own process (the window on the offscreen platform,
// with private data and settings folders), with the resource limits and signals a desktop
// session has; this test ignores no signal itself, so nothing here hides what the program
// does with SIGXFSZ or SIGTERM.

#include "TerminationSignals.h"
#include "TrustProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using namespace attn::trusttest;

class TestTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(appBinary()))
            QSKIP("attention-lab is not built");
        QVERIFY(m_dir.isValid());
        // The program must cope with the signals a session delivers by itself: start its
        // processes with the default actions, whatever this test inherited.
        for (int s : {SIGXFSZ, SIGTERM, SIGHUP, SIGINT})
            std::signal(s, SIG_DFL);
    }

    // --help-all opened an invisible window and never ended.
    void helpAllPrintsHelp()
    {
        const AppRun r = run({QStringLiteral("--help-all")}, 30000);
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("--compute") && r.out.contains("--help-all"), r.out.constData());
        QCOMPARE(r.err, QByteArray());
    }

    // Defect 2: a write over RLIMIT_FSIZE killed the program with SIGXFSZ (exit 153 from
    // the shell) instead of failing with EFBIG.
    void fileSizeLimitFailsTheExport()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("w.png"));
        Launch launch;
        launch.arguments
            = QStringList{QStringLiteral("--export"),  out,
                          QStringLiteral("--view"),    QStringLiteral("weights"),
                          QStringLiteral("--scale"),   QStringLiteral("4"),
                          QStringLiteral("--example"), QStringLiteral("seed000-step-by-step")};
        launch.fileSizeLimit = 20 * 1024;
        AppRun r = run(launch);
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, QByteArray());
        const QString reason = QStringLiteral(": file too large (over the file-size limit, "
                                              "ulimit -f, or the file system's largest file)");
        QCOMPARE(oneErrorLine(r), out + reason);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());

        // Over an existing file: it stays byte for byte, and no temporary file is left.
        const QByteArray old("an older picture");
        QVERIFY(writeBytes(QFile::encodeName(out), old));
        r = run(launch);
        QCOMPARE(r.status, 1);
        QCOMPARE(oneErrorLine(r), out + reason);
        QFile kept(out);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("w.png")});
    }

    void fileSizeLimitFailsStandardOutput()
    {
        QTemporaryDir dir;
        Launch launch;
        launch.arguments = QStringList{QStringLiteral("--compute"), QStringLiteral("--example"),
                                       QStringLiteral("seed000-step-by-step")};
        launch.fileSizeLimit = 1024;
        launch.stdoutFile = dir.filePath(QStringLiteral("result.json"));
        const AppRun r = run(launch);
        QCOMPARE(r.status, 1);
        QVERIFY2(
            oneErrorLine(r).startsWith(QStringLiteral("cannot write to stdout: file too large")),
            r.err.constData());
    }

    // Defect 4: a full disk said "Unknown error" (or nothing). /dev/full fails every write
    // with ENOSPC, the errno of a full file system, and needs no mount.
    void fullDiskIsNamed()
    {
        Launch launch;
        launch.arguments = QStringList{QStringLiteral("--compute"), QStringLiteral("--example"),
                                       QStringLiteral("seed000-step-by-step")};
        launch.stdoutFile = QStringLiteral("/dev/full");
        const AppRun r = run(launch);
        QCOMPARE(r.status, 1);
        QCOMPARE(oneErrorLine(r),
                 QStringLiteral("cannot write to stdout: disk full (no space left)"));
    }

    // --help and --version exited with 0 when their text went nowhere: stdout on a full
    // disk, a pipe whose reader has gone (the program ignores SIGPIPE, so the write fails
    // with EPIPE), a closed stdout. Each is exit 1 with the reason on stderr.
    void helpAndVersionReportAFailedWrite_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("stdoutIs");
        QTest::addColumn<QString>("reason");
        const QString full = QStringLiteral("disk full (no space left)");
        const QString broken = QStringLiteral("broken pipe (the reading end is closed)");
        for (const char *option : {"--help", "--version", "--help-all"}) {
            QTest::addRow("%s full", option)
                << QString::fromLatin1(option) << QStringLiteral("full") << full;
            QTest::addRow("%s pipe", option)
                << QString::fromLatin1(option) << QStringLiteral("pipe") << broken;
        }
        QTest::newRow("--version closed") << QStringLiteral("--version") << "closed"
                                          << QString::fromLocal8Bit(std::strerror(EBADF));
    }

    void helpAndVersionReportAFailedWrite()
    {
        QFETCH(QString, option);
        QFETCH(QString, stdoutIs);
        QFETCH(QString, reason);
        Launch launch;
        launch.arguments = QStringList{option};
        if (stdoutIs == QLatin1String("full"))
            launch.stdoutFile = QStringLiteral("/dev/full");
        if (stdoutIs == QLatin1String("closed"))
            launch.shellScript = QStringLiteral("exec \"$0\" \"$@\" >&-");
        AppRun r;
        if (stdoutIs == QLatin1String("pipe")) {
            // A pipe whose reading end is closed before the program starts.
            int ends[2];
            QCOMPARE(::pipe(ends), 0);
            ::close(ends[0]);
            QProcess process;
            prepare(process, launch);
            const int writeEnd = ends[1];
            process.setChildProcessModifier([writeEnd] { ::dup2(writeEnd, STDOUT_FILENO); });
            process.start(appBinary(), launch.arguments);
            const bool finished = process.waitForFinished(30000);
            ::close(writeEnd);
            QVERIFY(finished);
            r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
            r.err = process.readAllStandardError();
        } else {
            r = run(launch, 30000);
        }
        QCOMPARE(r.status, 1);
        QCOMPARE(oneErrorLine(r), QStringLiteral("cannot write to stdout: %1").arg(reason));
    }

    // Defect 2 in the window: the autosave (a GUI save through the same atomic path) over
    // the limit killed the window and the edit with it.
    void fileSizeLimitSparesTheWindow()
    {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("lesson.json"));
        QVERIFY(writeBytes(QFile::encodeName(file), exampleText()));
        Window window;
        QVERIFY2(window.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_EDIT", "1", 512),
                 window.log.constData());
        // The autosave runs 5 s after the edit; it must fail, be reported, and not kill.
        QVERIFY2(window.waitFor("attention-lab: autosave failed: "), window.log.constData());
        QVERIFY2(window.log.contains("file too large"), window.log.constData());
        QTest::qWait(200);
        QCOMPARE(window.process.state(), QProcess::Running);
        window.signal(SIGTERM);
        QCOMPARE(window.waitForExit(), 128 + SIGTERM);
    }

    // Defect 1: SIGTERM, SIGHUP and SIGINT lost the edits of the last seconds: no autosave
    // was written, no recovery offered.
    void signalKeepsTheEdits_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM (logout, shutdown)") << int(SIGTERM);
        QTest::newRow("SIGHUP (terminal closed)") << int(SIGHUP);
        QTest::newRow("SIGINT (Ctrl+C)") << int(SIGINT);
    }

    void signalKeepsTheEdits()
    {
        QFETCH(int, signal);
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("lesson.json"));
        const QByteArray original = exampleText();
        QVERIFY(writeBytes(QFile::encodeName(file), original));
        const QString autosaves
            = QDir(home.filePath(QStringLiteral("data"))).filePath(QStringLiteral("autosave"));

        // One edit, and the signal at once: well within the 5 s before the autosave timer.
        {
            Window first;
            QVERIFY2(first.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_EDIT", "1"),
                     first.log.constData());
            QVERIFY(jsonFiles(autosaves).isEmpty());
            first.signal(signal);
            QCOMPARE(first.waitForExit(), 128 + signal);
            QVERIFY2(first.log.contains("unsaved changes kept in"), first.log.constData());
        }
        const QStringList kept = jsonFiles(autosaves);
        QCOMPARE(kept.size(), 1);
        Scenario saved;
        QString error;
        QVERIFY2(loadScenarioFile(QDir(autosaves).filePath(kept.first()), saved, &error),
                 qPrintable(error));
        Scenario before;
        QVERIFY(parseScenario(original, before, &error));
        QCOMPARE(saved.causal, !before.causal);                // the edit is in it
        QCOMPARE(QFile(file).size(), qint64(original.size())); // the user's file untouched

        // The next start offers it: accepted, the work moves into the new session.
        Window second;
        QVERIFY2(second.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_RESTORE", "accept"),
                 second.log.constData());
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(QDir(autosaves).filePath(kept.first()))
                                     && jsonFiles(autosaves).size() == 1,
                                 30000);
        Scenario restored;
        QVERIFY(loadScenarioFile(QDir(autosaves).filePath(jsonFiles(autosaves).first()), restored,
                                 &error));
        QCOMPARE(restored.causal, !before.causal);
        second.signal(SIGTERM);
        QCOMPARE(second.waitForExit(), 128 + SIGTERM);
        QCOMPARE(jsonFiles(autosaves).size(), 1); // still unsaved, still kept
    }

    // A second signal while the first is handled ends the program at once.
    void secondSignalEndsAtOnce()
    {
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ui::TerminationSignals termination;
            if (!termination.isActive())
                _exit(3);
            ::raise(SIGTERM); // handled: a byte in the pipe, for the event loop
            ::raise(SIGTERM); // the event loop never ran: this one must end the process
            _exit(4);
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 128 + SIGTERM);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTrust)
#include "tst_trust.moc"
