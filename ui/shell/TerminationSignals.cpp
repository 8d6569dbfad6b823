#include "TerminationSignals.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace attn::ui {

namespace {

#ifdef Q_OS_UNIX
constexpr int handled[] = {SIGTERM, SIGHUP, SIGINT};

int pipeFds[2] = {-1, -1};
volatile std::sig_atomic_t pendingSignal = 0;

extern "C" void onTerminationSignal(int signal)
{
    // A second signal while the first is being handled: the user insists, end now.
    if (pendingSignal != 0)
        _exit(TerminationSignals::exitStatus(signal));
    pendingSignal = signal;
    const unsigned char byte = static_cast<unsigned char>(signal);
    const int saved = errno;
    [[maybe_unused]] const ssize_t n = ::write(pipeFds[1], &byte, 1);
    errno = saved;
}
#endif

} // namespace

TerminationSignals::TerminationSignals(QObject *parent)
    : QObject(parent)
{
#ifdef Q_OS_UNIX
    if (pipeFds[0] >= 0 || ::pipe2(pipeFds, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_notifier = new QSocketNotifier(pipeFds[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::readPipe);
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : handled)
        sigaction(signal, &action, nullptr);
#endif
}

TerminationSignals::~TerminationSignals()
{
#ifdef Q_OS_UNIX
    if (!m_notifier)
        return;
    for (int signal : handled)
        std::signal(signal, SIG_DFL);
    delete m_notifier;
    m_notifier = nullptr;
    ::close(pipeFds[0]);
    ::close(pipeFds[1]);
    pipeFds[0] = pipeFds[1] = -1;
    pendingSignal = 0;
#endif
}

const char *TerminationSignals::name(int signal)
{
    switch (signal) {
    case SIGTERM:
        return "SIGTERM";
#ifdef SIGHUP
    case SIGHUP:
        return "SIGHUP";
#endif
    case SIGINT:
        return "SIGINT";
    default:
        return "signal";
    }
}

void TerminationSignals::readPipe()
{
#ifdef Q_OS_UNIX
    unsigned char byte = 0;
    while (::read(pipeFds[0], &byte, 1) == 1)
        emit received(int(byte));
#endif
}

} // namespace attn::ui
