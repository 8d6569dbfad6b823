#pragma once

#include "Sweep.h"

#include <QThread>

#include <atomic>

namespace attn::ui {

/// One run of attn::runSweep on its own thread. `progressed` is emitted from that thread
/// after each d_k (connect it queued); read result() after QThread::finished.
class SweepRun : public QThread
{
    Q_OBJECT

public:
    explicit SweepRun(const SweepParams &params, QObject *parent = nullptr);

    /// Asks the run to stop after the d_k it is working on (the only place runSweep
    /// can stop); the rows done so far stay in result(), marked cancelled.
    void requestCancel() { m_cancel = true; }
    const SweepParams &params() const { return m_params; }
    const SweepResult &result() const { return m_result; }

signals:
    void progressed(int done, int total);

protected:
    void run() override;

private:
    SweepParams m_params;
    SweepResult m_result;
    std::atomic_bool m_cancel{false};
};

} // namespace attn::ui
