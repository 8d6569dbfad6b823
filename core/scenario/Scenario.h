#pragma once

#include "PositionEncoding.h"
#include "Types.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace attn {

/// Limits of the scenario format (docs/scenario-format.md).
namespace limits {
constexpr int maxTokens = 4096;    ///< queries and keys
constexpr int maxDimension = 4096; ///< d_model, d_k and d_v
constexpr long long maxFileBytes = 64ll * 1024 * 1024;
constexpr int maxLabelCharacters = 256; ///< a token, query or key label (Unicode characters)
} // namespace limits

enum class Mode {
    SelfAttention, ///< tokens + embeddings + projections, split into heads
    Direct         ///< Q, K, V given; one head
};

/// Where the causal mask puts its diagonal when there are n_q queries and n_k keys.
enum class CausalAlignment {
    /// Query i may see key j where j <= i (PyTorch's is_causal; for square inputs the only
    /// sensible choice).
    TopLeft,
    /// Query i may see key j where j <= i + (n_k - n_q): the last query sees every key, as a
    /// query generated after the keys does (FlashAttention's alignment).
    BottomRight,
};

/// One attention problem, as a plain value: everything a file holds and the GUI edits.
/// Optional projections that are absent mean the identity (W) or zero (b_o); their
/// absence is kept so a file round-trips unchanged.
struct Scenario
{
    std::string title;
    Mode mode = Mode::SelfAttention;

    // Self-attention mode
    Labels tokens;
    MatrixD embeddings; ///< n x d_model
    int numHeads = 1;
    std::optional<MatrixD> wq, wk, wv, wo; ///< d_model x d_model
    std::optional<VectorD> bo;             ///< d_model

    // Direct mode
    MatrixD q;          ///< m x d_k
    MatrixD k;          ///< n x d_k
    MatrixD v;          ///< n x d_v
    Labels queryLabels; ///< m, may be empty (then "q1", "q2", ...)
    Labels keyLabels;   ///< n, may be empty (then "k1", "k2", ...)

    bool scale = true;
    /// Extension of format version 1: the divisor used when `scale` is on, in place of
    /// sqrt(d_k) (a softmax temperature). Absent: sqrt(d_k).
    std::optional<double> divisor;
    bool causal = false;
    /// Extension of format version 1: how the causal mask lines queries up with keys.
    CausalAlignment causalAlignment = CausalAlignment::TopLeft;
    std::vector<bool> padding;      ///< one per key; empty: none padded
    std::optional<BoolMatrix> mask; ///< n_queries x n_keys, true = allowed

    /// Extension of format version 1: what the output should be, n_queries x d_out (the
    /// output's shape: d_model, or d_v in direct mode). It gives the gradients a meaning:
    /// loss = 0.5 * sum of squared differences (core/learn). Absent: no loss.
    std::optional<MatrixD> target;

    /// Extension of format version 1: a positional encoding (core/positions). Absent: none,
    /// the engine computes exactly as without it.
    std::optional<PositionEncoding> positions;

    /// Keys of the file this scenario does not understand, as compact JSON text, so a
    /// save keeps them (the format promises they are kept).
    std::vector<std::pair<std::string, std::string>> unknownKeys;

    int queryCount() const;
    int keyCount() const;
    int modelDim() const; ///< d_model (self-attention) or d_v (direct)
    int headDim() const;  ///< d_k
    /// Columns of the output: d_model (self-attention) or d_v (direct); = modelDim().
    int outputDim() const { return modelDim(); }
    Labels effectiveQueryLabels() const;
    Labels effectiveKeyLabels() const;

    /// The projection or its default (identity, zero).
    MatrixD projection(char which) const; ///< 'q', 'k', 'v' or 'o'
    VectorD outputBias() const;

    bool operator==(const Scenario &other) const;
    bool operator!=(const Scenario &other) const { return !(*this == other); }
};

/// Checks every structural rule and limit of the format. Returns an empty string when
/// the scenario is valid, else one message that names the key, row and column, such as
/// "embeddings[2][1]: not a finite number". Does not compute scores (see compute()).
std::string validate(const Scenario &scenario);

/// The combined allowed set: causal AND padding AND custom mask.
BoolMatrix allowedMask(const Scenario &scenario);

/// Whether the causal mask alone lets query `query` see key `key` (true when it is off).
bool causallyAllowed(const Scenario &scenario, int query, int key);

/// "top-left" or "bottom-right", as the scenario format writes it.
const char *causalAlignmentName(CausalAlignment alignment);

} // namespace attn
