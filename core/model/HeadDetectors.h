#pragma once

// What a head does, read from its attention weights on a token sequence: the scores of the
// head detectors (docs/models.md defines each). A score is the mean attention, over the
// queries it applies to, on the keys it names; it lies in [0, 1], and is NaN when no query
// of the sequence applies (no repeated token for the duplicate-token score, say).

#include "TransformerModel.h"

#include <cstdint>
#include <vector>

namespace attn {

struct HeadScores
{
    double previousToken = 0;  ///< query i (from 1) on key i - 1
    double firstToken = 0;     ///< query i (from 1) on key 0: the attention sink
    double duplicateToken = 0; ///< query i on the earlier keys j holding the same token
    double prefixMatching
        = 0; ///< query i on the keys j (from 1) whose previous token t_{j-1} is t_i
};

/// The four scores of one head's weights `w` ([n, n], row i the query of token i) on `ids`.
HeadScores headScores(const ModelMatrix &w, const std::vector<int> &ids);

/// The induction probe: `length` random token ids below `vocabulary`
/// (seeded, the same on every machine), then the same `length` ids again. A head that reads
/// the token after the earlier copy of the current token (an induction head) scores high on
/// prefix matching over the second half.
std::vector<int> inductionProbe(int vocabulary, int length, std::uint64_t seed);

/// The induction score of each head of `model` on the probe of `length` tokens repeated
/// once, [layer][head]: the mean weight of query length + k (the second copy of token k) on
/// key k + 1 (the token that followed token k's first copy), over k = 0 .. length - 1. False
/// with `error` set when the model cannot run the probe (fewer than 2 x length positions).
/// `options`' interventions apply (an ablated head's effect on the later heads shows).
bool inductionScores(const ModelWeights &model, int length, std::uint64_t seed,
                     std::vector<std::vector<double>> &scores, QString *error,
                     const ForwardOptions &options = {});

} // namespace attn
