// Trust in ordinary desktop life: every defect reproduced as a user's process
// meets it. The program runs as its own process (the window on the offscreen platform,
// with private data and settings folders), with the resource limits and signals a desktop
// session has; this test ignores no signal itself, so nothing here hides what the program
// does with SIGXFSZ or SIGTERM.

#include "Lesson.h"
#include "TerminationSignals.h"
#include "TrustProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using namespace attn::trusttest;

namespace {

/// The English text of the first step of the lesson in a lesson autosave; empty if none.
QString autosavedLessonText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    Lesson lesson;
    QString error;
    if (root.value(QLatin1String("format")).toString()
            != QLatin1String("attention-lab-lesson-autosave")
        || !parseLesson(QJsonDocument(root.value(QLatin1String("lesson")).toObject()).toJson(),
                        lesson, &error)
        || lesson.steps.empty())
        return QString();
    return lesson.steps[0].text.en;
}

} // namespace

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

    // A full disk at start said "Cannot lock the autosave file": QLockFile's "unknown
    // error" when the lock's few bytes cannot be written. Now the window says the disk is
    // full, naming the file. The disk: a small tmpfs, filled, mounted in a private mount
    // namespace of the program's own (this needs root, as CI has).
    void fullDiskAtStartIsNamed()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString full = home.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(full));
        const QString mount = QStringLiteral("mount -t tmpfs -o size=64k tmpfs \"$1\"");
        QProcess probe;
        probe.start(QStringLiteral("unshare"),
                    {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), mount,
                     QStringLiteral("sh"), full});
        if (!probe.waitForFinished(10000) || probe.exitStatus() != QProcess::NormalExit
            || probe.exitCode() != 0)
            QSKIP("needs a private mount namespace and a tmpfs (unshare -m, mount: root)");

        Window window;
        Window::Options options;
        options.hooks = {{"ATTENTION_LAB_TEST_RESTORE", "decline"}};
        options.dataDir = full + QStringLiteral("/data");
        // $0 is the program, $1 the folder: mounted, filled to the last byte, then the window.
        options.shellScript = QStringLiteral("exec unshare -m sh -c '%1 && { head -c 1048576 "
                                             "/dev/zero > \"$1/fill\" 2>/dev/null; "
                                             "exec \"$0\"; }' \"$0\" \"$1\"")
                                  .arg(mount);
        QVERIFY2(window.startWith(home.path(), {full}, options), window.log.constData());
        const QRegularExpression said(
            QStringLiteral("attention-lab: autosave is off: The disk is full: no room for the "
                           "autosave file %1/[-0-9a-f]+\\.lock\n")
                .arg(QRegularExpression::escape(full + QStringLiteral("/data/autosave"))));
        QVERIFY2(said.match(QString::fromUtf8(window.log)).hasMatch(), window.log.constData());
        window.signal(SIGTERM);
        QCOMPARE(window.waitForExit(), 128 + SIGTERM);
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

    // Finding: SIGTERM while the lesson editor had unsaved changes autosaved the scenario
    // only, then waited on "Save changes to the lesson?" (still alive 30 s later; a logout
    // would SIGKILL it), and a second signal lost the lesson. The lesson editor's work is
    // kept as the scenario's is: in its autosave, the program ends, the next start offers it.
    void signalKeepsTheLessonEditorsWork()
    {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("scenario.json"));
        QVERIFY(writeBytes(QFile::encodeName(file), exampleText()));
        const QString autosaves
            = QDir(home.filePath(QStringLiteral("data"))).filePath(QStringLiteral("autosave"));
        const QString lessons = QDir(autosaves).filePath(QStringLiteral("lessons"));
        const QString text = QStringLiteral("Softmax turns the scores into weights.");
        const auto endsSoon = [](Window &window) {
            QElapsedTimer timer;
            timer.start();
            window.signal(SIGTERM);
            const int status = window.waitForExit(10000); // -1 after 10 s: it hangs
            qInfo("ended %lld ms after SIGTERM", timer.elapsed());
            return status;
        };

        // The editor opened and a step's text written, then the signal at once: well within
        // the 5 s before the autosave's timer.
        {
            qputenv("ATTENTION_LAB_TEST_LESSON_EDIT", text.toUtf8());
            const auto unset = qScopeGuard([] { qunsetenv("ATTENTION_LAB_TEST_LESSON_EDIT"); });
            Window first;
            QVERIFY2(first.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_EDIT", "0"),
                     first.log.constData());
            QVERIFY2(first.waitFor("attention-lab: lesson edited"), first.log.constData());
            QVERIFY(jsonFiles(lessons).isEmpty());
            QCOMPARE(endsSoon(first), 128 + SIGTERM);
            QVERIFY2(first.log.contains("attention-lab: SIGTERM: unsaved lesson kept in "),
                     first.log.constData());
        }
        QVERIFY(jsonFiles(autosaves).isEmpty()); // the scenario had no changes
        const QStringList kept = jsonFiles(lessons);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(autosavedLessonText(QDir(lessons).filePath(kept.first())), text);

        // The next start offers it: accepted, the lesson moves into the new session's
        // editor (its autosave), and a signal there keeps it again.
        {
            Window second;
            QVERIFY2(second.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_RESTORE", "accept"),
                     second.log.constData());
            QVERIFY2(second.waitFor("attention-lab: lessons offered"), second.log.constData());
            QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(QDir(lessons).filePath(kept.first()))
                                         && jsonFiles(lessons).size() == 1,
                                     30000);
            QCOMPARE(autosavedLessonText(QDir(lessons).filePath(jsonFiles(lessons).first())), text);
            QCOMPARE(endsSoon(second), 128 + SIGTERM);
            QVERIFY2(second.log.contains("attention-lab: SIGTERM: unsaved lesson kept in "),
                     second.log.constData());
            QCOMPARE(jsonFiles(lessons).size(), 1); // still unsaved, still kept
        }

        // Declined at the next start: deleted.
        Window third;
        QVERIFY2(third.startOn(home.path(), {file}, "ATTENTION_LAB_TEST_RESTORE", "decline"),
                 third.log.constData());
        QVERIFY2(third.waitFor("attention-lab: lessons offered"), third.log.constData());
        QVERIFY(jsonFiles(lessons).isEmpty());
        QCOMPARE(endsSoon(third), 128 + SIGTERM);
        QVERIFY2(!third.log.contains("unsaved lesson"), third.log.constData());
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
