#include "Snapshot.h"

namespace attn::ui {

SnapshotPtr makeSnapshot(Scenario scenario)
{
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->result = compute(scenario);
    snapshot->queryLabels = scenario.effectiveQueryLabels();
    snapshot->keyLabels = scenario.effectiveKeyLabels();
    snapshot->scenario = std::move(scenario);
    return snapshot;
}

} // namespace attn::ui
