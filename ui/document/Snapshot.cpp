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

SnapshotPtr makeSnapshot(Scenario scenario, SnapshotPtr previous,
                         const std::optional<TokenPermutation> &reordering)
{
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->result = compute(scenario);
    if (previous) {
        const int n = int(previous->scenario.tokens.size());
        std::optional<TokenPermutation> order;
        if (reordering) {
            if (isPermutation(*reordering, n) && !isIdentity(*reordering)
                && int(scenario.tokens.size()) == n)
                order = reordering;
        } else {
            order = findTokenPermutation(previous->scenario, scenario);
        }
        if (order)
            snapshot->orderCheck
                = compareUnderPermutation(previous->result, snapshot->result, *order);
    }
    snapshot->queryLabels = scenario.effectiveQueryLabels();
    snapshot->keyLabels = scenario.effectiveKeyLabels();
    if (scenario.target && snapshot->result.ok) {
        // The gradients are computed here, with the forward result, off the GUI thread
        // when the scenario is large (Document::recompute()).
        auto backward = std::make_shared<Snapshot::Backward>();
        backward->forward = forwardPass(scenario);
        if (backward->forward.ok) {
            const MatrixD &output = backward->forward.output;
            backward->gradients = attn::backward(backward->forward, output - *scenario.target);
            if (backward->gradients.ok)
                backward->gradients.loss = squaredErrorLoss(output, *scenario.target);
        } else {
            backward->gradients.error = backward->forward.error;
        }
        snapshot->backward = std::move(backward);
    }
    snapshot->scenario = std::move(scenario);
    snapshot->deriveFacts(previous.get());
    return snapshot;
}

} // namespace attn::ui
