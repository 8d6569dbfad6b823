#pragma once

#include "Snapshot.h"

#include <QString>

namespace attn::ui {

// The formulas of the backward view's gradient cells, with the engine's numbers
// (core/learn's softmaxBackwardTerms and the snapshot's gradients); the first line names the
// cell, lines are separated by '\n'. Empty when the snapshot has no gradients.

/// d s_ij = p_ij · (d p_ij − p_i · d p_i) with p_ij, d p_ij, the row's p · d p and the result.
QString dScoreFormula(const Snapshot &snapshot, int head, int row, int column);
/// d p_ij = d o_i · v_j with the gradient's value.
QString dWeightFormula(const Snapshot &snapshot, int head, int row, int column);
/// d output_ij = output_ij − target_ij with its numbers.
QString dOutputFormula(const Snapshot &snapshot, int row, int column);
/// target_ij and what it asks for.
QString targetFormula(const Snapshot &snapshot, int row, int column);

} // namespace attn::ui
