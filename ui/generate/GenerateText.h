#pragma once

#include "KvCache.h"
#include "ViewLayout.h"

#include <QString>

#include <vector>

namespace attn::ui {

/// What the generation view says at step `step` (1-based) of `generation`: the check that
/// the steps' rows equal the parallel computation, and the work counter up to this step and
/// for the whole generation. Every number comes from the Generation (core/generate).
std::vector<Badge> generationBadges(const Generation &generation, int step);

/// "Step 3 of 6: query “sat” against 3 cached keys (1 added)".
QString generationStepText(const Generation &generation, int step, const QString &queryLabel);

} // namespace attn::ui
