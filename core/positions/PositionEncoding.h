#pragma once

// The scenario's optional `positions` object: which positional encoding, and its numbers.

#include "Types.h"

#include <optional>
#include <string>
#include <vector>

namespace attn {

enum class PositionKind {
    Sinusoidal, ///< x_i += PE(i) before the projections (Vaswani et al. 2017)
    Learned,    ///< x_i += table[i] before the projections
    Rope,       ///< q_i and k_j rotated pair by pair after the split into heads (RoFormer)
    Alibi,      ///< −slope_h · |i − j| added to the scaled scores (Press et al. 2022)
};

/// Exactly what the file holds: an absent `base` or `slopes` stays absent, so a file
/// round-trips unchanged.
struct PositionEncoding
{
    PositionKind kind = PositionKind::Sinusoidal;
    std::optional<double> base;                ///< sinusoidal and rope; absent: 10000
    std::optional<MatrixD> table;              ///< learned: n_tokens x d_model
    std::optional<std::vector<double>> slopes; ///< alibi: one per head; absent: 2^(−8h/H)

    double effectiveBase() const { return base.value_or(10000.0); }
    bool operator==(const PositionEncoding &other) const;
    bool operator!=(const PositionEncoding &other) const { return !(*this == other); }
};

/// "sinusoidal", "learned", "rope" or "alibi", as the scenario format writes it.
const char *positionKindName(PositionKind kind);
/// The kind the format's name stands for; false for another text.
bool positionKindFromName(const std::string &name, PositionKind &kind);

} // namespace attn
