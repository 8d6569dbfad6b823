#pragma once

#include <QThread>

#include <atomic>
#include <cstdint>
#include <vector>

namespace attn::ui {

/// One measured length: the engine's own full recompute and its tiled output-only path on
/// a random self-attention scenario of n tokens.
struct CostMeasurement
{
    int n = 0;
    bool fullRun = false; ///< false: the full path would not fit (budget)
    double fullSeconds = 0;
    std::uint64_t fullPeakBytes = 0; ///< measured growth of the peak resident memory
    double tiledSeconds = 0;
    std::uint64_t tiledPeakBytes = 0;
    std::uint64_t fullEstimateBytes = 0; ///< what MemoryBudget says the full path keeps
};

/// The measurements on their own thread, n = 64, 128, ... up to `maxN`: the full path runs
/// while MemoryBudget's estimate fits the budget, the tiled one to maxN. `progressed` comes
/// from the run's thread after each n (connect it queued).
class CostMeasure : public QThread
{
    Q_OBJECT

public:
    CostMeasure(int heads, int dModel, int maxN, QObject *parent = nullptr);

    void requestCancel() { m_cancel = true; }
    bool cancelled() const { return m_cancel; }
    const std::vector<CostMeasurement> &results() const { return m_results; }
    /// The first n the full path was not run at (0: it ran at every n).
    int fullStoppedAt() const { return m_fullStoppedAt; }
    bool peakMeasured() const { return m_peakMeasured; }

    /// Resets the kernel's peak resident size of this process (clear_refs 5) and reads it
    /// (VmHWM); false where the system does not offer it.
    static bool resetPeak();
    static std::uint64_t peakBytes();

signals:
    void progressed(int done, int total);

protected:
    void run() override;

private:
    int m_heads;
    int m_dModel;
    int m_maxN;
    std::vector<CostMeasurement> m_results;
    int m_fullStoppedAt = 0;
    bool m_peakMeasured = true;
    std::atomic_bool m_cancel{false};
};

} // namespace attn::ui
