#pragma once

// The tasks a training run learns (Training.h): each a generator of token sequences with
// the answers expected at some positions, and what a head must learn to solve it.

#include "Random.h"

#include <string>
#include <vector>

namespace attn {

enum class TaskKind {
    AssociativeRecall, ///< key value pairs, then a key: answer its value
    Copy,              ///< symbols, then blank slots: slot i answers symbol i
    Reverse,           ///< symbols, then blank slots: slot i answers symbol n + 1 - i
    PreviousToken,     ///< every position answers the symbol before it
    Sort,              ///< symbols, then blank slots: slot i answers the i-th smallest symbol
};

/// One task as the command line and the GUI name it.
struct TaskInfo
{
    TaskKind kind;
    const char *id;          ///< "associative-recall", the spec's "task" value
    const char *name;        ///< "Associative recall" (English; the GUI translates by id)
    const char *description; ///< one sentence: what a head must learn (English; by id)
};

/// Every task, in the order above.
const std::vector<TaskInfo> &trainingTasks();
/// The task of that kind (always found).
const TaskInfo &taskInfo(TaskKind kind);
/// false when `id` names no task.
bool taskFromId(const std::string &id, TaskKind &out);

/// One input sequence and its answers.
struct TaskSequence
{
    std::vector<int> tokens;  ///< token ids, sequence length of them
    std::vector<int> answers; ///< per position: the expected token id, or -1 (no answer)
};

/// The token ids a model of a task over `symbols` content symbols uses: the symbols
/// 0..symbols-1, then the padding token (fills the front of a sequence whose layout is
/// shorter than the sequence length), the blank slot token (a position that asks for an
/// answer) and, for associative recall only, one pair token per (key, value): the keys are
/// the first half of the symbols, the values the second half.
struct TaskVocabulary
{
    TaskKind kind = TaskKind::Copy;
    int symbols = 0;

    int pad() const { return symbols; }
    int blank() const { return symbols + 1; }
    int keys() const { return symbols / 2; }             ///< associative recall
    int values() const { return symbols - symbols / 2; } ///< associative recall
    /// The pair token of key k (0..keys()-1) and value symbol v (keys()..symbols-1).
    int pair(int key, int value) const { return symbols + 2 + key * values() + (value - keys()); }
    int size() const;
    /// "a".."z" for the first 26 symbols, then "s26", ...; "·" for pad, "_" for blank; a
    /// pair "c:k" (key c, value k).
    std::string label(int token) const;
};

/// Why a task cannot be laid out in `length` tokens over `symbols` symbols ("" when it
/// can): e.g. associative recall needs a distinct key per pair.
std::string taskLayoutProblem(TaskKind kind, int length, int symbols);

/// One sequence of the task, drawn from `random`. The layout (taskLayoutProblem() "") is:
/// associative recall: length - 1 pair tokens (k1:v1) ... (kp:vp), the keys distinct, then
/// q, one of the keys; the last position answers q's value (one attention layer can solve
/// it: the query must attend the pair holding its key). Copy, reverse and sort: n = length / 2
/// symbols then n blank slots. Previous token: length symbols, every position but the first
/// answers. A layout one token shorter than the length starts with a pad token.
TaskSequence generateTask(TaskKind kind, int length, int symbols, RandomSource &random);

/// The share of answered positions whose predicted token equals the answer, over the
/// sequences; `predictions` has one entry per position per sequence (same shape as tokens).
double taskAccuracy(const std::vector<TaskSequence> &sequences,
                    const std::vector<std::vector<int>> &predictions);

} // namespace attn
