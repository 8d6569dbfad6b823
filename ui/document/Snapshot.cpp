#include "Snapshot.h"

namespace attn::ui {

const Matrix &Snapshot::scaledScores(int head) const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    std::vector<std::unique_ptr<Matrix>> &scaled = m_derived->scaled;
    if (scaled.size() < result.heads.size())
        scaled.resize(result.heads.size());
    std::unique_ptr<Matrix> &slot = scaled.at(size_t(head));
    if (!slot)
        slot = std::make_unique<Matrix>(attn::scaledScores(result, head));
    return *slot;
}

SnapshotPtr makeSnapshot(Scenario scenario, SnapshotPtr previous)
{
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->result = compute(scenario);
    if (previous)
        if (const auto order = findTokenPermutation(previous->scenario, scenario))
            snapshot->orderCheck
                = compareUnderPermutation(previous->result, snapshot->result, *order);
    snapshot->queryLabels = scenario.effectiveQueryLabels();
    snapshot->keyLabels = scenario.effectiveKeyLabels();
    snapshot->scenario = std::move(scenario);
    return snapshot;
}

} // namespace attn::ui
