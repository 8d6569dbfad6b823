#pragma once

// A guess of the class in predict, then reveal, and how it is judged: only from the
// engine's weights in the snapshot, never computed again.

#include <QString>

#include <optional>

namespace attn::ui {

struct Snapshot;

/// What the class predicted for one query row of one head: the key it expects to get the
/// most weight, and optionally a number for that key's weight.
struct Guess
{
    int head = 0;
    int row = -1; ///< the query, 0-based
    int key = -1; ///< -1: no key picked
    std::optional<double> weight;
};

/// The guess against the engine's weights.
struct Verdict
{
    bool valid = false;     ///< the row and head exist in the snapshot
    int bestKey = -1;       ///< the allowed key with the largest weight; -1: none allowed
    double bestWeight = 0;  ///< its weight
    double guessWeight = 0; ///< the weight the engine gives the guessed key (0 when blocked)
    bool keyRight = false;  ///< the guessed key's weight equals the largest (ties count)
    QString text;           ///< what the bar says, in the interface's language and numbers
};

Verdict judgeGuess(const Snapshot &snapshot, const Guess &guess);

} // namespace attn::ui
