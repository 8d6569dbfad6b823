#pragma once

// Reordering the tokens of a self-attention scenario, and the check that attention without
// positions is permutation-equivariant: reorder the tokens, and the weights are the old
// ones with rows and columns permuted the same way, the outputs the old rows permuted.

#include "Attention.h"
#include "Scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace attn {

/// A reordering of n tokens: order[i] is the old index of the token now at row i.
using TokenPermutation = std::vector<int>;

/// n-1, ..., 1, 0.
TokenPermutation reversedOrder(int n);

/// A Fisher-Yates shuffle drawn from RandomSource(seed): the same seed gives the same order
/// everywhere. For n >= 2 the order is never the identity (the draw is repeated until it
/// moves a token), so a shuffle always changes something.
TokenPermutation shuffledOrder(int n, std::uint64_t seed);

/// Whether `order` holds each of 0 .. n-1 exactly once.
bool isPermutation(const TokenPermutation &order, int n);
bool isIdentity(const TokenPermutation &order);

/// The reordering that puts the tokens back: inverse[order[i]] = i.
TokenPermutation inverseOrder(const TokenPermutation &order);

/// `first`, then `second` applied to its result: token i of the end is token
/// first[second[i]] of the start.
TokenPermutation composedOrder(const TokenPermutation &first, const TokenPermutation &second);

/// Self-attention mode: token i of the result is token order[i] of `scenario`, with its
/// embedding row, padding flag, custom mask row and column, and target row. Projections,
/// heads, scaling and the causal mask stay (the causal mask belongs to positions, not to
/// tokens). `order` must be a permutation of the tokens.
Scenario withTokensPermuted(const Scenario &scenario, const TokenPermutation &order);

/// When `after` is `before` with its tokens reordered (and nothing else edited), the
/// reordering, read from the numbers: each row of `after` is matched to the row of
/// `before` with the same label, the same embedding bits, padding flag and target row, and
/// the custom masks agree once permuted. nullopt when it is not a reordering, when the
/// reordering is the identity, or when two tokens of `before` are indistinguishable (the
/// same label and numbers, such as the two "the" of "the cat saw the dog"): then the numbers
/// cannot tell which of the reorderings was made, and with positions or a causal mask
/// they give different answers. A reordering whose maker knows it (Edit > Reverse Tokens,
/// a drag) passes it on instead of having it guessed. Self-attention mode only. Keys of the
/// scenario this check does not know (such as positions) are not compared: the engine's numbers
/// will tell whether they made order matter.
std::optional<TokenPermutation> findTokenPermutation(const Scenario &before, const Scenario &after);

/// Whether `after`'s numbers are `before`'s with tokens reordered by `order`:
/// after.weights[h](i, j) == before.weights[h](order[i], order[j]) for every head, and
/// after.output(i, :) == before.output(order[i], :), within `tolerance` (absolute for the
/// weights, relative to max(1, |value|) for the outputs: float32 sums in another order).
struct OrderCheck
{
    bool weightsPermuted = false;
    bool outputsPermuted = false;
    double maxWeightDifference = 0; ///< max |after − permuted before| over every head
    double maxOutputDifference = 0; ///< max |after − permuted before| / max(1, |before|)
    TokenPermutation order;

    bool samePermuted() const { return weightsPermuted && outputsPermuted; }
};

constexpr double orderTolerance = 1e-5;

OrderCheck compareUnderPermutation(const AttentionResult &before, const AttentionResult &after,
                                   const TokenPermutation &order,
                                   double tolerance = orderTolerance);

} // namespace attn
