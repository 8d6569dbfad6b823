#pragma once

#include "Scenario.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

struct AttentionResult;

/// One controlled change of the input, to test what a token really does to the output
/// (seed 002: a large weight does not prove a cause; intervene and watch the output).
struct Intervention
{
    enum class Kind {
        KnockOutKey,     ///< no query may attend key `target` (custom mask column false)
        ZeroValue,       ///< v_target = 0 (direct mode: V is given)
        ReplaceEmbedding ///< x_target = x_source, or zeros when source < 0
    };
    Kind kind = Kind::KnockOutKey;
    int target = 0;
    int source = -1; ///< ReplaceEmbedding only; -1: zeros
};

/// The scenario with `intervention` applied. Shapes never change, so the results before
/// and after can be compared row by row. In direct mode a token is a key: replacing its
/// embedding replaces both k_target and v_target. Zeroing one value vector needs direct
/// mode (in self-attention mode v_j = x_j W_v cannot change without k_j). On failure returns
/// false and says why, naming the token.
bool applyIntervention(const Scenario &scenario, const Intervention &intervention, Scenario &out,
                       std::string *error);

/// How much the output moved between two results of the same shapes.
struct InterventionEffect
{
    bool ok = false;
    std::string error;
    Matrix difference;                 ///< output after - output before
    std::vector<double> rowChange;     ///< ||after_i - before_i||_2 per output row
    std::vector<double> rowNormBefore; ///< ||before_i||_2, to judge the change against
    std::vector<double> weightChange;  ///< per query row: sum over heads and keys of |Δw| / 2
    double totalChange = 0;            ///< ||after - before||_F
    int largestRow = -1;               ///< the row that moved most, -1 if none moved
};

/// Compares the outputs (and weights) of two ok results with the same numbers of queries,
/// keys, heads and output columns; otherwise ok == false with a message.
InterventionEffect compareResults(const AttentionResult &before, const AttentionResult &after);

} // namespace attn
