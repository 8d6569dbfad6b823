// Issue 16, trust in ordinary desktop life: every defect reproduced as a user's process
// meets it. The program runs as its own process (the window on the offscreen platform,
// with private data and settings folders), with the resource limits and signals a desktop
// session has; this test ignores no signal itself, so nothing here hides what the program
// does with SIGXFSZ or SIGTERM.

#include "AppProcess.h"
#include "Examples.h"
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

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using attn::apptest::AppRun;
using attn::apptest::appBinary;

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

QString oneErrorLine(const AppRun &r)
{
    if (!r.err.startsWith("error: ") || !r.err.endsWith('\n') || r.err.count('\n') != 1)
        return QString();
    return QString::fromUtf8(r.err.mid(7).chopped(1));
}

bool writeBytes(const QByteArray &nativePath, const QByteArray &bytes)
{
    const int fd = ::open(nativePath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
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

    // Defect 2: a write over RLIMIT_FSIZE killed the program with SIGXFSZ (exit 153 from
    // the shell) instead of failing with EFBIG.
    void fileSizeLimitFailsTheExport()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("w.png"));
        Launch launch;
        launch.arguments = QStringList{QStringLiteral("--export"), out, QStringLiteral("--view"),
                                       QStringLiteral("weights"), QStringLiteral("--scale"),
                                       QStringLiteral("4"), QStringLiteral("--example"),
                                       QStringLiteral("seed000-step-by-step")};
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

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTrust)
#include "tst_trust.moc"
