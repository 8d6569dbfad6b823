#pragma once

#include <QString>

#include <optional>

namespace attn::app {

/// Sets the engine's memory budget from --memory-budget MIB (`value`, when given), else in
/// the window from the setting memoryBudgetMiB, else the default (docs/command-line.md).
/// False, with the usage message, when the value is not a whole number of MiB.
bool applyMemoryBudget(const std::optional<QString> &value, bool window, QString *error);

} // namespace attn::app
