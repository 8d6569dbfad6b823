#include "SnapshotFacts.h"

#include "Snapshot.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace facts {

double maxAbs(const Matrix &matrix)
{
    return matrix.size() > 0 ? double(matrix.cwiseAbs().maxCoeff()) : 0.0;
}

WeightsCheck checkWeights(const Scenario &scenario, const AttentionResult &result, int head)
{
    WeightsCheck check;
    if (head < 0 || std::size_t(head) >= result.heads.size())
        return check;
    const Matrix &weights = result.heads[std::size_t(head)].weights;
    const std::vector<int> &empty = result.rowsWithoutKeys;
    for (int row = 0; row < weights.rows() && check.badRow < 0; ++row) {
        if (std::find(empty.begin(), empty.end(), row) != empty.end())
            continue;
        const double sum = weights.row(row).cast<double>().sum();
        if (!(std::abs(sum - 1) <= rowSumTolerance)) {
            check.badRow = row;
            check.badSum = sum;
        }
    }
    if (scenario.causal) {
        for (int i = 0; i < weights.rows() && check.causalRow < 0; ++i) {
            for (int j = 0; j < weights.cols(); ++j) {
                if (!causallyAllowed(scenario, i, j) && weights(i, j) != 0) {
                    check.causalRow = i;
                    check.causalColumn = j;
                    break;
                }
            }
        }
    }
    return check;
}

} // namespace facts

std::vector<const Matrix *> Snapshot::slottedMatrices() const
{
    const PositionStage &positions = result.positions;
    std::vector<const Matrix *> slots{&result.x,      &result.qAll,     &result.kAll,
                                      &result.vAll,   &positions.added, &positions.xWithPositions,
                                      &result.concat, &result.output};
    for (const HeadResult &h : result.heads)
        for (const Matrix *m : {&h.q, &h.k, &h.v, &h.scores, &h.weights, &h.output})
            slots.push_back(m);
    for (const Matrix &m : positions.qBeforeRotation)
        slots.push_back(&m);
    for (const Matrix &m : positions.kBeforeRotation)
        slots.push_back(&m);
    for (const std::unique_ptr<Matrix> &m : m_derived->scaled)
        slots.push_back(m.get()); // null while not derived
    return slots;
}

double Snapshot::maxAbs(const Matrix &matrix) const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    const std::vector<const Matrix *> slots = slottedMatrices();
    const auto found = std::find(slots.begin(), slots.end(), &matrix);
    if (found == slots.end())
        return facts::maxAbs(matrix);
    std::vector<std::optional<double>> &known = m_derived->maxAbs;
    const std::size_t slot = std::size_t(found - slots.begin());
    if (known.size() < slots.size())
        known.resize(slots.size());
    if (!known[slot])
        known[slot] = facts::maxAbs(matrix);
    return *known[slot];
}

const WeightsCheck &Snapshot::weightsCheck(int head) const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    std::vector<std::unique_ptr<WeightsCheck>> &checks = m_derived->weightsChecks;
    const std::size_t index = std::size_t(std::max(0, head));
    if (checks.size() <= index)
        checks.resize(index + 1);
    if (!checks[index])
        checks[index] = std::make_unique<WeightsCheck>(facts::checkWeights(scenario, result, head));
    return *checks[index];
}

long Snapshot::maskedCells() const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    if (!m_derived->maskedCells)
        m_derived->maskedCells = long((result.allowed.array() == false).count());
    return *m_derived->maskedCells;
}

bool Snapshot::customMaskBlocks() const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    if (!m_derived->customMaskBlocks)
        m_derived->customMaskBlocks
            = scenario.mask && scenario.mask->size() > 0 && !scenario.mask->all();
    return *m_derived->customMaskBlocks;
}

int Snapshot::keptFacts() const
{
    const std::lock_guard<std::mutex> guard(m_derived->lock);
    const Derived &d = *m_derived;
    const auto kept = [](const auto &items) {
        return int(
            std::count_if(items.begin(), items.end(), [](const auto &item) { return bool(item); }));
    };
    return kept(d.scaled) + kept(d.maxAbs) + kept(d.weightsChecks);
}

void Snapshot::deriveFacts(const Snapshot *previous)
{
    // Every view with a mask asks these.
    maskedCells();
    customMaskBlocks();
    if (!previous || !result.ok)
        return;
    // What the views asked of the previous picture they will ask of this one: derive it
    // here, on the worker, rather than on the GUI thread while they lay out and paint.
    std::vector<bool> scaled, checks, maxima;
    {
        const std::lock_guard<std::mutex> guard(previous->m_derived->lock);
        for (const std::unique_ptr<Matrix> &m : previous->m_derived->scaled)
            scaled.push_back(m != nullptr);
        for (const std::unique_ptr<WeightsCheck> &c : previous->m_derived->weightsChecks)
            checks.push_back(c != nullptr);
        for (const std::optional<double> &m : previous->m_derived->maxAbs)
            maxima.push_back(m.has_value());
    }
    const std::size_t heads = result.heads.size();
    for (std::size_t h = 0; h < std::min(heads, scaled.size()); ++h)
        if (scaled[h])
            scaledScores(int(h));
    for (std::size_t h = 0; h < std::min(heads, checks.size()); ++h)
        if (checks[h])
            weightsCheck(int(h));
    std::vector<const Matrix *> slots;
    {
        const std::lock_guard<std::mutex> guard(m_derived->lock);
        slots = slottedMatrices();
    }
    // The slots match when the shapes do; otherwise a number too many is only wasted work.
    for (std::size_t slot = 0; slot < std::min(slots.size(), maxima.size()); ++slot)
        if (maxima[slot] && slots[slot])
            maxAbs(*slots[slot]);
}

} // namespace attn::ui
