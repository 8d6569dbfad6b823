#pragma once

#include "Scenario.h"

#include <string>

namespace attn {

/// validate() with another limit on the number of tokens (queries and keys) than the
/// format's: the tiled path, which keeps no n x n matrix, accepts more in scenarios built
/// in memory.
std::string validate(const Scenario &scenario, int maxTokens);

} // namespace attn
