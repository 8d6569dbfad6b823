#pragma once

#include "Attention.h"
#include "Scenario.h"

#include <memory>

namespace attn::ui {

/// One immutable picture of the document: the scenario and the engine's result for it.
/// Views hold a shared pointer and draw from it; they never compute.
struct Snapshot
{
    Scenario scenario;
    AttentionResult result;
    Labels queryLabels; ///< scenario.effectiveQueryLabels()
    Labels keyLabels;   ///< scenario.effectiveKeyLabels()
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

/// Computes a snapshot (the engine runs here; call it off the GUI thread when large).
SnapshotPtr makeSnapshot(Scenario scenario);

} // namespace attn::ui
