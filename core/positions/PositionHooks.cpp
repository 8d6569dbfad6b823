#include "PositionHooks.h"

#include <cmath>
#include <cstdlib>

namespace attn::positions {

namespace {

bool isAlibi(const PositionStage &stage)
{
    return stage.active && stage.kind == PositionKind::Alibi;
}

} // namespace

void applyBeforeScores(const Scenario &s, engine::Projected &inputs, AttentionResult &r)
{
    if (!s.positions)
        return;
    PositionStage &stage = r.positions;
    stage.active = true;
    stage.kind = s.positions->kind;
    stage.base = s.positions->effectiveBase();
    stage.added = std::move(inputs.positionsAdded);
    stage.xWithPositions = std::move(inputs.xWithPositions);
    if (stage.kind == PositionKind::Rope) {
        for (HeadResult &head : r.heads) {
            stage.qBeforeRotation.push_back(head.q);
            stage.kBeforeRotation.push_back(head.k);
            rotatePairs(head.q, stage.base);
            rotatePairs(head.k, stage.base);
        }
    }
    if (stage.kind == PositionKind::Alibi)
        stage.slopes = alibiSlopes(s);
}

void rotateProjected(const Scenario &s, engine::Projected &inputs, int heads, int dK)
{
    if (!s.positions || s.positions->kind != PositionKind::Rope)
        return;
    const double base = s.positions->effectiveBase();
    for (Matrix *all : {&inputs.qAll, &inputs.kAll})
        for (int h = 0; h < heads; ++h) {
            // The same copy of the head's columns compute() rotates (HeadResult::q, k).
            Matrix head = all->middleCols(Eigen::Index(h) * dK, dK);
            rotatePairs(head, base);
            all->middleCols(Eigen::Index(h) * dK, dK) = head;
        }
}

engine::HeadSettings headSettings(const PositionStage &stage, const engine::HeadSettings &settings,
                                  int head)
{
    engine::HeadSettings out = settings;
    if (isAlibi(stage)) {
        out.biased = true;
        out.slope = stage.slopes.at(size_t(head));
    }
    return out;
}

void addBias(const PositionStage &stage, int head, Matrix &scaled)
{
    if (!isAlibi(stage))
        return;
    const double slope = stage.slopes.at(size_t(head));
    for (Eigen::Index i = 0; i < scaled.rows(); ++i)
        for (Eigen::Index j = 0; j < scaled.cols(); ++j)
            scaled(i, j) += alibiBias(slope, i, j);
}

Scalar biased(const PositionStage &stage, int head, Eigen::Index query, Eigen::Index key,
              Scalar scaled)
{
    if (!isAlibi(stage))
        return scaled;
    return scaled + alibiBias(stage.slopes.at(size_t(head)), query, key);
}

std::string biasError(const PositionStage &stage, int head, const Matrix &scaled)
{
    if (!isAlibi(stage))
        return {};
    const double slope = stage.slopes.at(size_t(head));
    for (Eigen::Index i = 0; i < scaled.rows(); ++i)
        for (Eigen::Index j = 0; j < scaled.cols(); ++j)
            if (!std::isfinite(scaled(i, j) + alibiBias(slope, i, j)))
                return biasPairError(slope, head, i, j);
    return {};
}

std::string biasPairError(double slope, int head, Eigen::Index i, Eigen::Index j)
{
    if (!std::isfinite(alibiBias(slope, i, j)))
        return "positions.slopes[" + std::to_string(head) + "]: " + engine::shortest(slope)
               + " times the distance " + std::to_string(std::abs(i - j)) + " between query "
               + std::to_string(i) + " and key " + std::to_string(j) + " (the ALiBi bias of head "
               + std::to_string(head)
               + ") is outside the single-precision range of the engine (|x| < 3.4e38)";
    return "scaled scores plus the ALiBi bias of head " + std::to_string(head)
           + " overflow at query " + std::to_string(i) + ", key " + std::to_string(j)
           + ": the input numbers are too large";
}

} // namespace attn::positions
