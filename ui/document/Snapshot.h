#pragma once

#include "Attention.h"
#include "Backward.h"
#include "Scenario.h"
#include "SnapshotFacts.h"
#include "TokenOrder.h"

#include <memory>
#include <mutex>
#include <optional>
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

    // What the views would otherwise find by scanning whole matrices at every layout (16 M
    // cells at n = 4096). Derived on first use and kept; makeSnapshot() derives on the
    // worker whatever the views asked of the previous snapshot (SnapshotFacts.cpp).

    /// max |value| of `matrix`, one of this snapshot's (result's, scaledScores()'s); of any
    /// other matrix it is scanned every time.
    double maxAbs(const Matrix &matrix) const;
    /// The checks of head `head`'s weights the weights view's badges show.
    const WeightsCheck &weightsCheck(int head) const;
    /// The masked cells of result.allowed, and whether the custom mask blocks a cell.
    long maskedCells() const;
    bool customMaskBlocks() const;

    /// How many scaled-score matrices, maxima and weight checks are kept (for tests).
    int keptFacts() const;

    /// Called by makeSnapshot(), before the snapshot is shared: counts the masks and
    /// derives what `previous`'s views asked for (its scaled scores, maxima, checks).
    void deriveFacts(const Snapshot *previous);

private:
    struct Derived
    {
        std::mutex lock;
        std::vector<std::unique_ptr<Matrix>> scaled;
        std::vector<std::optional<double>> maxAbs; ///< by slot of slottedMatrices()
        std::vector<std::unique_ptr<WeightsCheck>> weightsChecks;
        std::optional<long> maskedCells;
        std::optional<bool> customMaskBlocks;
    };
    /// The matrices maxAbs() keeps a number for, each at a fixed slot (the scaled scores
    /// last); call with the lock held.
    std::vector<const Matrix *> slottedMatrices() const;

    std::shared_ptr<Derived> m_derived = std::make_shared<Derived>();
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

/// Computes a snapshot (the engine runs here; call it off the GUI thread when large). With
/// `previous`, a reordering of its tokens gets its orderCheck: by `reordering` when the
/// caller knows how the tokens were reordered since `previous` (the reordering commands
/// carry it; token i is previous's token reordering[i]), else by the reordering
/// findTokenPermutation() reads from the two scenarios, if it can tell one.
SnapshotPtr makeSnapshot(Scenario scenario, SnapshotPtr previous = nullptr,
                         const std::optional<TokenPermutation> &reordering = std::nullopt);

} // namespace attn::ui
