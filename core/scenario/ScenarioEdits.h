#pragma once

#include "Scenario.h"

#include <QList>

#include <cstdint>
#include <string>

namespace attn {

/// Pure scenario transformations behind the structural undo commands: each takes a
/// scenario and returns the edited copy, so a command can keep both and undo is exact.

enum class Distribution { Normal, Uniform };

/// Entries scale * N(0, 1) or uniform in [-scale, scale]. The same seed gives the same
/// numbers on every platform (RandomSource, as the d_k sweep).
MatrixD randomMatrix(int rows, int columns, Distribution distribution, double scale,
                     std::uint64_t seed);

struct RandomScenarioOptions
{
    int tokens = 6;
    int dModel = 8;
    int numHeads = 2;
    Distribution distribution = Distribution::Normal;
    double scale = 1.0; ///< of the embeddings
    std::uint64_t seed = 1;
    bool randomProjections
        = true; ///< W_q, W_k, W_v, W_o random (scale 1/sqrt(d_model)), else identity
};

/// A self-attention scenario with tokens "t1".."tn" from `options`.
Scenario randomScenario(const RandomScenarioOptions &options);

/// Every divisor of n in increasing order (the head counts d_model allows).
QList<int> divisors(int n);

/// A label not yet used by a token: `base`, `base` 2, ... ("new", "new 2"; the interface
/// passes its own word).
std::string unusedTokenLabel(const Scenario &scenario, const std::string &base = "new");

/// Self-attention mode: inserts a token before `index`; its embedding row is `row`
/// (1 x d_model); padding and a custom mask grow with it (not padded, allowed), a target
/// with a row of zeros.
Scenario withTokenInserted(const Scenario &scenario, int index, const std::string &label,
                           const MatrixD &row);
/// Removes token `index` with its embedding row, padding flag, mask row and column and
/// target row.
Scenario withTokenRemoved(const Scenario &scenario, int index);
/// Token i of the result is token order[i] of `scenario`, with its label, embedding row,
/// padding flag and target row; a custom mask's rows and columns are reordered alike.
Scenario withTokensReordered(const Scenario &scenario, const std::vector<int> &order);
/// The order of `count` rows after moving row `from` to position `to`: order[new] = old.
std::vector<int> movedOrder(int count, int from, int to);
/// Moves token `from` to position `to`; its embedding row, padding flag, mask row and
/// column and target row follow it.
Scenario withTokenMoved(const Scenario &scenario, int from, int to);

/// d_model: growing pads the embeddings with zero columns and the explicit projections
/// with identity rows and columns (b_o and a target with zeros); shrinking drops the last
/// columns and keeps the top-left block. num_heads falls to the largest divisor of the new d_model
/// that does not exceed it.
Scenario withModelDim(const Scenario &scenario, int dModel);
/// num_heads must divide d_model.
Scenario withNumHeads(const Scenario &scenario, int numHeads);

/// Self-attention -> direct: Q, K and V become the engine's projected Q, K, V of head 1
/// (so head 1's weights are unchanged), labels the tokens; padding, causal, scaling and
/// the custom mask are kept. Other heads, W_o, b_o and a target (the output changes its
/// meaning) are dropped (undo restores them).
Scenario toDirectMode(const Scenario &scenario);
/// Direct -> self-attention: the tokens are the key labels, the embeddings the rows of K,
/// every projection the identity, one head (so Q = K = V = the old K). The custom mask is
/// kept when there are as many queries as keys; a target is dropped.
Scenario toSelfAttentionMode(const Scenario &scenario);

} // namespace attn
