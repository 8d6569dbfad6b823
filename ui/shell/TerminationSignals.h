#pragma once

#include <QObject>

class QSocketNotifier;

namespace attn::ui {

/// SIGTERM, SIGHUP and SIGINT (a logout or shutdown, a closed terminal, Ctrl+C) brought
/// into the event loop: the handler only writes a byte to a pipe (all a signal handler may
/// safely do), and received() is emitted from the event loop, where the unsaved work can
/// be autosaved and the window closed as usual. A second signal before the program has
/// ended ends it at once (_exit(128 + signal)), so a stuck shutdown can still be stopped.
///
/// One object per process (the handlers are process-wide); the destructor restores the
/// default actions.
class TerminationSignals : public QObject
{
    Q_OBJECT

public:
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;

    /// False if the pipe or the handlers could not be set up (then signals keep their
    /// default action).
    bool isActive() const { return m_notifier != nullptr; }

    /// The conventional exit status of a program ended by `signal`: 128 + signal.
    static int exitStatus(int signal) { return 128 + signal; }
    /// "SIGTERM", "SIGHUP", "SIGINT".
    static const char *name(int signal);

signals:
    void received(int signal);

private:
    void readPipe();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace attn::ui
