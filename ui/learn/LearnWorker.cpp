#include "LearnWorker.h"

#include <QElapsedTimer>
#include <QMetaObject>
#include <QTimer>

namespace attn::ui {

void LearnWorker::reset(const TrainingSpec &spec, int generation)
{
    m_generation = generation;
    m_comparison = std::make_unique<Comparison>(spec);
    m_published.assign(std::size_t(m_comparison->variantCount()), 0);
    publish(0, true);
}

void LearnWorker::play()
{
    slice(++m_chain); // a slice still queued from an earlier Play ends there
}

void LearnWorker::slice(int chain)
{
    if (!m_comparison || chain != m_chain)
        return;
    // Steps for at most ~40 ms, publishes, and queues the next slice: a Pause, a scrub or a
    // Reset waits at most one slice (and one step). At a pace, a slice is the steps due in
    // its period (40 ms, or one step's share of a second when that is longer), and the next
    // slice waits for the period's end: never more steps a second than the pace.
    QElapsedTimer clock;
    clock.start();
    const int pace = m_pace;
    const int period = pace > 0 ? std::max(40, 1000 / pace) : 0;
    const int due = pace > 0 ? std::max(1, pace * period / 1000) : 0;
    for (int done = 0; m_playing && !m_comparison->finished(); ++done) {
        if (pace > 0 ? done >= due : clock.elapsed() >= 40)
            break;
        m_comparison->step();
    }
    if (m_comparison->finished())
        m_playing = false;
    if (!m_awaiting || !m_playing)
        publish(m_comparison->stepsDone(), true);
    if (!m_playing)
        return;
    const auto next = [this, chain] { slice(chain); };
    if (pace > 0)
        QTimer::singleShot(std::max<qint64>(0, period - clock.elapsed()), this, next);
    else
        QMetaObject::invokeMethod(this, next, Qt::QueuedConnection);
}

void LearnWorker::stepOnce()
{
    if (!m_comparison)
        return;
    m_comparison->step();
    publish(m_comparison->stepsDone(), true);
}

void LearnWorker::probeAt(int step)
{
    if (!m_comparison)
        return;
    publish(std::clamp(step, 0, m_comparison->stepsDone()), false);
}

void LearnWorker::publish(int probeStep, bool withRecords)
{
    auto update = std::make_shared<LearnUpdate>();
    const Comparison &c = *m_comparison;
    update->generation = m_generation;
    update->stepsDone = c.stepsDone();
    update->totalSteps = c.spec().steps;
    update->finished = c.finished();
    update->playing = m_playing;
    update->probeStep = probeStep;
    for (int v = 0; v < c.variantCount(); ++v) {
        const VariantRun &run = c.variant(v);
        std::vector<StepRecord> fresh;
        if (withRecords) {
            std::size_t &sent = m_published[std::size_t(v)];
            fresh.assign(run.records.begin() + std::ptrdiff_t(std::min(sent, run.records.size())),
                         run.records.end());
            sent = run.records.size();
        }
        update->newRecords.push_back(std::move(fresh));
        update->probes.push_back(c.probeView(v, probeStep));
        update->errors.push_back(run.failed ? run.error : std::string());
    }
    m_awaiting = true;
    emit updated(update);
}

} // namespace attn::ui
