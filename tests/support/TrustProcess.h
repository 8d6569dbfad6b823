#pragma once

// The program as a desktop session starts it (tst_trust, tst_trust_input, tst_resources):
// its arguments, resource limits, standard output, the offscreen window with private data
// and settings folders, and the signals a session delivers.

#include "AppProcess.h"
#include "Examples.h"
#include "ScenarioFile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
#include <utility>

namespace attn::trusttest {

using attn::apptest::appBinary;
using attn::apptest::AppRun;

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

inline void prepare(QProcess &process, const Launch &launch)
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

inline void start(QProcess &process, const Launch &launch)
{
    prepare(process, launch);
    if (launch.shellScript.isEmpty())
        process.start(appBinary(), launch.arguments);
    else
        process.start(QStringLiteral("/bin/sh"),
                      QStringList{QStringLiteral("-c"), launch.shellScript, appBinary()}
                          + launch.arguments);
}

inline AppRun run(const Launch &launch, int timeoutMs = 120000)
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

inline AppRun run(const QStringList &arguments, int timeoutMs = 120000)
{
    Launch launch;
    launch.arguments = arguments;
    return run(launch, timeoutMs);
}

inline QString oneErrorLine(const AppRun &r)
{
    if (!r.err.startsWith("error: ") || !r.err.endsWith('\n') || r.err.count('\n') != 1)
        return QString();
    return QString::fromUtf8(r.err.mid(7).chopped(1));
}

inline QByteArray exampleText(const QString &name = QStringLiteral("seed000-step-by-step"))
{
    Scenario s;
    QString error;
    if (!loadExample(name, s, &error))
        qFatal("%s", qPrintable(error));
    return serializeScenario(s);
}

inline bool writeBytes(const QByteArray &nativePath, const QByteArray &bytes)
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
        Options options;
        options.hooks = {{hook, value}};
        options.fileSizeLimit = fileSizeLimit;
        return startWith(home, arguments, options);
    }

    struct Options
    {
        QList<std::pair<const char *, const char *>> hooks;  ///< test hooks: name, value
        QByteArray ready = "attention-lab: session started"; ///< waited for on stderr
        qint64 fileSizeLimit = -1;
        QString workingDirectory; ///< the test's own when empty
        QString dataDir;          ///< ATTENTION_LAB_DATA_DIR; home/data when empty
        QString shellScript;      ///< run through /bin/sh -c with $0 = the program
    };

    /// As startOn(), with the hooks and the rest of `options`.
    bool startWith(const QString &home, const QStringList &arguments, const Options &options)
    {
        Launch launch;
        launch.arguments = arguments;
        launch.fileSizeLimit = options.fileSizeLimit;
        launch.shellScript = options.shellScript;
        QProcessEnvironment &env = launch.environment;
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("ATTENTION_LAB_DATA_DIR"),
                   options.dataDir.isEmpty() ? QDir(home).filePath(QStringLiteral("data"))
                                             : options.dataDir);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                   QDir(home).filePath(QStringLiteral("config")));
        for (const char *name :
             {"ATTENTION_LAB_TEST_EDIT", "ATTENTION_LAB_TEST_RESTORE", "ATTENTION_LAB_TEST_SAVE"})
            env.remove(QLatin1String(name));
        for (const auto &[name, value] : options.hooks)
            env.insert(QLatin1String(name), QLatin1String(value));
        if (!options.workingDirectory.isEmpty())
            process.setWorkingDirectory(options.workingDirectory);
        start(process, launch);
        if (!process.waitForStarted())
            return false;
        return waitFor(options.ready);
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

inline QStringList jsonFiles(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

} // namespace attn::trusttest
