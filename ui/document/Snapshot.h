#pragma once

#include "Attention.h"
#include "Backward.h"
#include "Scenario.h"
#include "TokenOrder.h"

#include <memory>
#include <mutex>
#include <vector>

namespace attn::ui {

/// One immutable picture of the document: the scenario and the engine's result for it.
/// Views hold a shared pointer and draw from it; they never compute.
struct Snapshot
{
    Scenario scenario;
    AttentionResult result;
    Labels queryLabels; ///< scenario.effectiveQueryLabels()
    Labels keyLabels;   ///< scenario.effectiveKeyLabels()
    /// When this scenario is the previous snapshot's with its tokens reordered: whether the
    /// engine's new numbers are the old ones permuted (compared, not assumed).
    std::optional<OrderCheck> orderCheck;

    /// The backward pass, when the scenario has a target and the engine succeeded: the
    /// double forward pass it differentiates and the loss's gradients (core/learn).
    struct Backward
    {
        ForwardPass forward;
        Gradients gradients;
    };
    std::shared_ptr<const Backward> backward;

    /// attn::scaledScores() of `head`, derived on first use and kept for the snapshot's
    /// life: the engine does not store them (memory at large n), views need a matrix.
    const Matrix &scaledScores(int head) const;

private:
    struct Derived
    {
        std::mutex lock;
        std::vector<std::unique_ptr<Matrix>> scaled;
    };
    std::shared_ptr<Derived> m_derived = std::make_shared<Derived>();
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

/// Computes a snapshot (the engine runs here; call it off the GUI thread when large). With
/// `previous`, a reordering of its tokens gets its orderCheck.
SnapshotPtr makeSnapshot(Scenario scenario, SnapshotPtr previous = nullptr);

} // namespace attn::ui
