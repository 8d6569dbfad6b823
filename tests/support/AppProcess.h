#pragma once

// Runs the attention-lab binary as a user would from a shell with no display (tst_cli,
// tst_badinput): the headless calls must work without DISPLAY or QT_QPA_PLATFORM.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace attn::apptest {

/// The binary under test: ATTENTION_LAB_BINARY from the environment, else the build's.
inline QString appBinary()
{
    return qEnvironmentVariable("ATTENTION_LAB_BINARY", QStringLiteral(ATTENTION_LAB_BINARY));
}

struct AppRun
{
    int status = -1; ///< the exit code; -1 after a crash or a hang
    QByteArray out;
    QByteArray err;
};

/// `platform`: QT_QPA_PLATFORM as the user's shell has it (empty: unset), for instance
/// "xcb" in a desktop's environment reached over ssh, with no display.
inline AppRun runApp(const QStringList &arguments, const QString &platform = QString())
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    process.setProcessEnvironment(env);
    process.start(appBinary(), arguments);
    AppRun run;
    if (!process.waitForFinished(120000))
        return run;
    run.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace attn::apptest
