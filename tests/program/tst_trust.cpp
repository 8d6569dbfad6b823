// Trust in ordinary desktop life: every defect reproduced as a user's process
// meets it. The program runs as its own process (the window on the offscreen platform,
// with private data and settings folders), with the resource limits and signals a desktop
// session has; this test ignores no signal itself, so nothing here hides what the program
// does with SIGXFSZ or SIGTERM.

#include "AppProcess.h"
#include "Examples.h"
#include "Lesson.h"
#include "MatrixImport.h"
#include "ScenarioFile.h"
#include "TerminationSignals.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using attn::apptest::appBinary;
using attn::apptest::AppRun;

namespace {

/// How to start the program: its arguments, and what a session would give it.
struct Launch
{
    QStringList arguments;
    qint64 fileSizeLimit = -1; ///< RLIMIT_FSIZE in bytes, set in the child; -1: none
    QString stdoutFile;        ///< standard output goes to this file (e.g. /dev/full)
    QString shellScript;       ///< run through /bin/sh -c with $0 = the program instead
    bool display = false;      ///< a window mode: the offscreen platform stands for one
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
};

void prepare(QProcess &process, const Launch &launch)
{
    QProcessEnvironment env = launch.environment;
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    if (!launch.stdoutFile.isEmpty())
        process.setStandardOutputFile(launch.stdoutFile);
    const qint64 limit = launch.fileSizeLimit;
    if (limit >= 0) {
        // Only the limit: the signal dispositions stay the ones this test was started
        // with (default, see initTestCase), as in a user's shell after `ulimit -f`.
        process.setChildProcessModifier([limit] {
            const rlimit l{rlim_t(limit), rlim_t(limit)};
            setrlimit(RLIMIT_FSIZE, &l);
        });
    }
}

void start(QProcess &process, const Launch &launch)
{
    prepare(process, launch);
    if (launch.shellScript.isEmpty())
        process.start(appBinary(), launch.arguments);
    else
        process.start(QStringLiteral("/bin/sh"),
                      QStringList{QStringLiteral("-c"), launch.shellScript, appBinary()}
                          + launch.arguments);
}

AppRun run(const Launch &launch, int timeoutMs = 120000)
{
    QProcess process;
    Launch headless = launch;
    if (launch.display)
        headless.environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    else
        headless.environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    start(process, headless);
    AppRun result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result; // status -1: a hang
    }
    result.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

AppRun run(const QStringList &arguments, int timeoutMs = 120000)
{
    Launch launch;
    launch.arguments = arguments;
    return run(launch, timeoutMs);
}

QString oneErrorLine(const AppRun &r)
{
    if (!r.err.startsWith("error: ") || !r.err.endsWith('\n') || r.err.count('\n') != 1)
        return QString();
    return QString::fromUtf8(r.err.mid(7).chopped(1));
}

QByteArray exampleText(const QString &name = QStringLiteral("seed000-step-by-step"))
{
    Scenario s;
    QString error;
    if (!loadExample(name, s, &error))
        qFatal("%s", qPrintable(error));
    return serializeScenario(s);
}

bool writeBytes(const QByteArray &nativePath, const QByteArray &bytes)
{
    const int fd = ::open(nativePath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
}

/// The window, as a desktop session starts it: offscreen, with its own data (autosave)
/// and settings folders under `home`, and one test hook of DocumentActions::startSession().
struct Window
{
    QProcess process;
    QByteArray log;

    bool startOn(const QString &home, const QStringList &arguments, const char *hook,
                 const char *value, qint64 fileSizeLimit = -1)
    {
        Launch launch;
        launch.arguments = arguments;
        launch.fileSizeLimit = fileSizeLimit;
        QProcessEnvironment &env = launch.environment;
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("ATTENTION_LAB_DATA_DIR"),
                   QDir(home).filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                   QDir(home).filePath(QStringLiteral("config")));
        env.remove(QStringLiteral("ATTENTION_LAB_TEST_EDIT"));
        env.remove(QStringLiteral("ATTENTION_LAB_TEST_RESTORE"));
        env.insert(QLatin1String(hook), QLatin1String(value));
        prepare(process, launch);
        process.start(appBinary(), arguments);
        if (!process.waitForStarted())
            return false;
        return waitFor("attention-lab: session started");
    }

    bool waitFor(const QByteArray &text, int timeoutMs = 60000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!log.contains(text) && process.state() == QProcess::Running
               && !timer.hasExpired(timeoutMs)) {
            process.waitForReadyRead(100);
            log += process.readAllStandardError();
        }
        log += process.readAllStandardError();
        return log.contains(text);
    }

    void signal(int number) { ::kill(pid_t(process.processId()), number); }

    /// The exit status after a normal exit, -1 after a crash or a hang.
    int waitForExit(int timeoutMs = 30000)
    {
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            return -1;
        }
        log += process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    ~Window()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished();
        }
    }
};

QStringList jsonFiles(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
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

    // Defect 8: a FIFO blocked open() forever.
    void namedPipeIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::newRow("--compute") << QStringList{QStringLiteral("--compute")} << 2;
        QTest::newRow("--export") << QStringList{QStringLiteral("--export"),
                                                 m_dir.filePath(QStringLiteral("o.png")),
                                                 QStringLiteral("--view"),
                                                 QStringLiteral("weights")}
                                  << 2;
        QTest::newRow("the window") << QStringList() << 2;
    }

    void namedPipeIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        const QString fifo = m_dir.filePath(QStringLiteral("p"));
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        Launch launch;
        launch.arguments = arguments << fifo;
        launch.display = arguments.size() == 1;
        AppRun r = run(launch, 20000);
        QCOMPARE(r.status, status);
        if (launch.display) // the window's Qt may note its environment first
            r.err = r.err.mid(r.err.lastIndexOf("error: "));
        QCOMPARE(oneErrorLine(r),
                 fifo + QStringLiteral(": this is a named pipe (FIFO), not a regular file"));
        QFile::remove(fifo);
    }

    // The other doors that read a file: a lesson, an imported matrix (File > Open is in
    // tst_fileactions). Each refuses the pipe at once instead of blocking.
    void namedPipeIsRefusedByEveryReader()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.csv"));
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString expected
            = fifo + QStringLiteral(": this is a named pipe (FIFO), not a regular file");
        QString error;
        Lesson lesson;
        QVERIFY(!loadLessonFile(fifo, lesson, &error));
        QCOMPARE(error, expected);
        ImportedMatrix matrix;
        QVERIFY(!loadMatrixFile(fifo, matrix, &error));
        QCOMPARE(error, expected);
        Scenario scenario;
        QVERIFY(!loadScenarioFile(fifo, scenario, &error));
        QCOMPARE(error, expected);
        QVERIFY(!loadScenarioFile(m_dir.path(), scenario, &error));
        QCOMPARE(error, m_dir.path() + QStringLiteral(": this is a folder, not a file"));
        QFile::remove(fifo);
    }

    // Defect 11: a file name that is not UTF-8 was "No such file or directory".
    void fileNameNotUtf8()
    {
        const QByteArray dir = QFile::encodeName(m_dir.path());
        const QByteArray name = dir + "/b\xff.json";
        QVERIFY(writeBytes(name, exampleText()));
        // The shell passes the bytes as they are (QProcess would encode the argument).
        Launch launch;
        launch.shellScript
            = QStringLiteral("exec \"$0\" --compute \"$(printf '%s/b\\377.json' \"$1\")\"");
        launch.arguments = QStringList{m_dir.path()};
        AppRun r = run(launch);
        QCOMPARE(r.status, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QLatin1String("n_keys")).toInt(), 4);

        // Written back under the same bytes.
        launch.shellScript = QStringLiteral(
            "exec \"$0\" --export \"$(printf '%s/w\\377.svg' \"$1\")\" --view weights "
            "\"$(printf '%s/b\\377.json' \"$1\")\"");
        r = run(launch);
        QCOMPARE(r.status, 0);
        struct stat info;
        QCOMPARE(::stat(QByteArray(dir + "/w\xff.svg").constData(), &info), 0);

        // A missing one is named unambiguously, as the shell would quote it.
        launch.shellScript
            = QStringLiteral("exec \"$0\" --compute \"$(printf '%s/c\\377.json' \"$1\")\"");
        r = run(launch);
        QCOMPARE(r.status, 2);
        QCOMPARE(oneErrorLine(r),
                 QStringLiteral("$'%1/c\\xff.json': No such file or directory").arg(m_dir.path()));
        // QTemporaryDir cannot name these to remove them.
        ::unlink(name.constData());
        ::unlink(QByteArray(dir + "/w\xff.svg").constData());
    }

    // Defect 10: scores around 1e-40 gave std 0 while min and max differed (float squares
    // underflowed). The statistics must match a double computation over the scores the
    // engine printed, over float's whole range.
    void statisticsOverTheFloatRange_data()
    {
        QTest::addColumn<QString>("scale");
        for (const char *a : {"1e-40", "2e-21", "1e-20", "1", "1e18"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }

    void statisticsOverTheFloatRange()
    {
        QFETCH(QString, scale);
        const QString path = m_dir.filePath(QStringLiteral("tiny.json"));
        const QByteArray text
            = QStringLiteral("{\"q\": [[%1], [%1]], \"k\": [[1], [2], [3], [4], [7]],"
                             " \"v\": [[1], [1], [1], [1], [1]], \"scale\": false}")
                  .arg(scale)
                  .toUtf8();
        QVERIFY(writeBytes(QFile::encodeName(path), text));
        const AppRun r = run({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 0);
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = result.value(QLatin1String("heads"))
                                    .toArray()
                                    .at(0)
                                    .toObject()
                                    .value(QLatin1String("scores"))
                                    .toArray();
        std::vector<double> scores;
        for (const QJsonValue &row : rows)
            for (const QJsonValue &value : row.toArray())
                scores.push_back(value.toDouble());
        QCOMPARE(int(scores.size()), 10);
        double mean = 0;
        for (double x : scores)
            mean += x / double(scores.size());
        double squares = 0;
        for (double x : scores)
            squares += (x - mean) * (x - mean);
        const double expected = std::sqrt(squares / double(scores.size() - 1));
        QVERIFY(expected > 0);
        const QJsonObject raw = result.value(QLatin1String("stats"))
                                    .toObject()
                                    .value(QLatin1String("raw"))
                                    .toObject();
        const double std = raw.value(QLatin1String("std")).toDouble();
        QVERIFY2(std::abs(std - expected) <= 1e-6 * expected,
                 qPrintable(QStringLiteral("std %1, expected %2").arg(std).arg(expected)));
        QVERIFY(raw.value(QLatin1String("min")).toDouble()
                < raw.value(QLatin1String("max")).toDouble());
        const double mean2 = raw.value(QLatin1String("mean")).toDouble();
        QVERIFY2(std::abs(mean2 - mean) <= 1e-6 * std::abs(mean),
                 qPrintable(QStringLiteral("mean %1, expected %2").arg(mean2).arg(mean)));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTrust)
#include "tst_trust.moc"
