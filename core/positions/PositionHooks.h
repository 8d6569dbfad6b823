#pragma once

// The engine's hooks into the positional encodings: small calls from compute() so the hot
// loops stay in core/engine. Internal to core.

#include "Attention.h"
#include "AttentionHeads.h"
#include "EngineInputs.h"

namespace attn::positions {

/// Fills result.positions from the scenario and the projected inputs (moving the table
/// added to x out of `inputs`), and rotates every head's q and k for rope (keeping the
/// unrotated ones). Call after the split into heads, before the scores.
void applyBeforeScores(const Scenario &scenario, engine::Projected &inputs,
                       AttentionResult &result);

/// The tiled path's rope: rotates every head's columns of the projected q and k (d_k
/// columns per head, `heads` heads) exactly as applyBeforeScores() rotates each head's q
/// and k, so both paths score the same rotated rows. Nothing for the other kinds.
void rotateProjected(const Scenario &scenario, engine::Projected &inputs, int heads, int dK);

/// `settings` with head `head`'s alibi slope when the stage is alibi.
engine::HeadSettings headSettings(const PositionStage &stage, const engine::HeadSettings &settings,
                                  int head);

/// Adds head `head`'s alibi bias to its scaled scores (nothing for the other kinds).
void addBias(const PositionStage &stage, int head, Matrix &scaled);

/// One scaled score with head `head`'s alibi bias added, as the engine added it.
Scalar biased(const PositionStage &stage, int head, Eigen::Index query, Eigen::Index key,
              Scalar scaled);

/// The message for head `head` when its scaled scores (`scaled`, without the bias) are
/// finite but not once alibi's bias is added: the first such pair, naming the slope when
/// the bias alone is outside float's range. Empty when every biased score is finite or the
/// stage is not alibi.
std::string biasError(const PositionStage &stage, int head, const Matrix &scaled);

/// biasError()'s message for the pair (query, key) of head `head`, whose scaled score is
/// finite but not once the bias of `slope` is added.
std::string biasPairError(double slope, int head, Eigen::Index query, Eigen::Index key);

} // namespace attn::positions
