#include "SweepRun.h"

namespace attn::ui {

SweepRun::SweepRun(const SweepParams &params, QObject *parent)
    : QThread(parent)
    , m_params(params)
{
}

void SweepRun::run()
{
    m_result = runSweep(m_params, [this](int done, int total) {
        emit progressed(done, total);
        return !m_cancel.load();
    });
}

} // namespace attn::ui
