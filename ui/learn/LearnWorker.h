#pragma once

// The training of the Learn tab on its own thread: a LearnWorker lives on a QThread, owns
// the core's Comparison and publishes what the GUI draws as immutable LearnUpdates.

#include "Training.h"

#include <QObject>

#include <algorithm>
#include <atomic>
#include <memory>
#include <vector>

namespace attn::ui {

/// What the worker publishes: the records since the last update and the probe's attention
/// at one step, per variant. The GUI keeps the records; nothing here is shared afterwards.
struct LearnUpdate
{
    int generation = 0; ///< the run (Reset starts a new one); older updates are dropped
    int stepsDone = 0;
    int totalSteps = 0;
    bool finished = false;
    bool playing = false;
    /// Per variant: the records of the steps done since the previous update.
    std::vector<std::vector<StepRecord>> newRecords;
    /// Per variant: the attention on the probe at `probeStep` (the latest kept state at or
    /// before it; ProbeView::step says which).
    std::vector<ProbeView> probes;
    int probeStep = 0;
    std::vector<std::string> errors; ///< per variant: why it stopped, or empty
};
using LearnUpdatePtr = std::shared_ptr<const LearnUpdate>;

class LearnWorker : public QObject
{
    Q_OBJECT

public:
    LearnWorker() = default;

    /// Whether the loop should go on; set from any thread (Pause is immediate).
    void setPlaying(bool playing) { m_playing = playing; }
    /// Steps a second while playing (a class watching the curves bend), or 0: as fast as
    /// the machine goes. Set from any thread; the next slice follows it.
    void setPace(int stepsPerSecond) { m_pace = std::max(0, stepsPerSecond); }
    /// The GUI took the last update: the next may be sent. While one is on its way the
    /// worker trains on and sends the records since in the next, so a busy GUI thread
    /// never has a queue of updates to work through before a click.
    void acknowledge() { m_awaiting = false; }

public slots:
    /// A new run of `spec` at step 0 (published at once).
    void reset(const attn::TrainingSpec &spec, int generation);
    /// Steps while playing, publishing at least 10 times a second, until paused or finished.
    void play();
    /// One step, then publishes.
    void stepOnce();
    /// Publishes the probe at `step` (the scrubber), without new records.
    void probeAt(int step);

signals:
    void updated(attn::ui::LearnUpdatePtr update);

private:
    void publish(int probeStep, bool withRecords);
    /// One slice of play(); `chain` is the Play it continues (a newer Play ends older chains).
    void slice(int chain);

    std::unique_ptr<Comparison> m_comparison;
    std::vector<std::size_t> m_published; ///< per variant: records already sent
    int m_generation = 0;
    std::atomic<bool> m_playing{false};
    std::atomic<bool> m_awaiting{false};
    std::atomic<int> m_pace{0};
    int m_chain = 0; ///< the worker thread's own
};

} // namespace attn::ui

Q_DECLARE_METATYPE(attn::ui::LearnUpdatePtr)
Q_DECLARE_METATYPE(attn::TrainingSpec)
