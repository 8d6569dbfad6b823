#pragma once

#include "Positions.h"
#include "Scenario.h"
#include "Statistics.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

/// Every intermediate of one head, kept for display.
struct HeadResult
{
    Matrix q;       ///< n_queries x d_k
    Matrix k;       ///< n_keys x d_k
    Matrix v;       ///< n_keys x d_v
    Matrix scores;  ///< raw Q K^T; the scaled scores are scaledScores(result, head)
    Matrix weights; ///< softmax over allowed keys; 0 where not allowed
    Matrix output;  ///< weights V
    std::vector<double> rawJacobian;    ///< per query row, softmax of raw scores
    std::vector<double> scaledJacobian; ///< per query row, softmax of scores / sqrt(d_k)
    StatsPair stats;                    ///< this head alone
};

/// The result of compute(): config in, result out, as PlotJuggler's parsers do.
struct AttentionResult
{
    bool ok = false;
    std::string error; ///< when !ok: what is wrong, naming the place

    int nQueries = 0;
    int nKeys = 0;
    int dModel = 0; ///< d_model (self-attention) or d_v (direct)
    int numHeads = 0;
    int dK = 0;
    double divisor = 1;      ///< what the scores were divided by (1 when scaling is off)
    Matrix x;                ///< the embeddings (self-attention mode), n x d_model
    Matrix qAll, kAll, vAll; ///< X Wq, X Wk, X Wv before the split (self-attention mode)
    BoolMatrix allowed;
    std::vector<HeadResult> heads;
    PositionStage positions; ///< what the scenario's positional encoding did (core/positions)
    Matrix concat;           ///< heads' outputs side by side (self-attention mode only)
    Matrix output;           ///< concat Wo + bo, or weights V in direct mode
    StatsPair stats;
    std::vector<int> rowsWithoutKeys; ///< query rows with no allowed key
    std::vector<std::string> warnings;
};

/// Scaled dot-product attention (Vaswani et al. 2017, eq. 1) with an additive mask,
/// softmax(Q K^T / sqrt(d_k) + M) V, for every head of `scenario`, then the output
/// projection concat(heads) W_o + b_o (multi-head attention, section 3.2.2).
/// Invalid input, or input whose scores or outputs would overflow, gives ok == false
/// and a message; the result never holds NaN or infinity.
AttentionResult compute(const Scenario &scenario);

/// Call early in main(), before threads start: lets every recompute, on any thread, reuse
/// the memory of the previous one instead of faulting in fresh pages (glibc; else a no-op).
void prepareEngineMemory();

/// The scores of head `head` as softmax saw them: Q K^T divided by result.divisor in the
/// engine's own float division (plus the alibi bias when the scenario has one), so
/// bit-identical to what the weights were computed from.
/// Derived on demand rather than stored: at n = 2048 a stored copy costs 16 MiB a head.
Matrix scaledScores(const AttentionResult &result, int head);

/// One cell of scaledScores(), without building the matrix.
Scalar scaledScore(const AttentionResult &result, int head, Eigen::Index query, Eigen::Index key);

} // namespace attn
