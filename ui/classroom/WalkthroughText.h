#pragma once

#include "Walkthrough.h"

#include <QString>

namespace attn::ui {

/// Two to four sentences: what the step computes, why, and what to notice in the numbers
/// of query `row` of head `head` (every number read from the engine's result).
QString walkStepExplanation(const Snapshot &snapshot, WalkStep step, int head, int row);
/// The formula of the step's focus cell with its numbers (CellFormula.h); lines split by '\n'.
QString walkStepFormula(const Snapshot &snapshot, WalkStep step, int head, int row);

} // namespace attn::ui
