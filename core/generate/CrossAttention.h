#pragma once

#include "Scenario.h"

#include <string>

namespace attn {

/// Direct mode with the causal mask on, where the queries and the keys are two different
/// sequences (cross-attention: a decoder's queries, an encoder's keys and values): both
/// label lists are given and some query's label is not the label of the key the causal
/// mask lines it up with (key i for query i top-left, key i + n_k − n_q bottom-right).
/// Query i of one sentence and key i of another are not "the same position", so a causal
/// mask between them means nothing. Without labels nothing is claimed (false).
bool causalAcrossSequences(const Scenario &scenario);

/// The engine's warning for it (English; the views say it in the interface language).
std::string causalAcrossSequencesWarning();

} // namespace attn
