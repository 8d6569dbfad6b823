#include "TrainingTasks.h"

#include <algorithm>

namespace attn {

namespace {

int below(RandomSource &random, int count)
{
    return std::min(count - 1, int(random.uniform() * count));
}

/// `count` distinct numbers from [first, first + range), in drawing order (partial
/// Fisher-Yates shuffle).
std::vector<int> distinct(RandomSource &random, int first, int range, int count)
{
    std::vector<int> pool(size_t(range), 0);
    for (int i = 0; i < range; ++i)
        pool[size_t(i)] = first + i;
    for (int i = 0; i < count; ++i)
        std::swap(pool[size_t(i)], pool[size_t(i + below(random, range - i))]);
    pool.resize(size_t(count));
    return pool;
}

/// Symbols, then as many blank slots, with a pad in front when `length` is odd.
TaskSequence symbolsThenBlanks(TaskKind kind, int length, int symbols, RandomSource &random)
{
    const TaskVocabulary vocabulary{kind, symbols};
    const int n = length / 2;
    TaskSequence s;
    if (length % 2 != 0) {
        s.tokens.push_back(vocabulary.pad());
        s.answers.push_back(-1);
    }
    std::vector<int> x(size_t(n), 0);
    for (int &t : x)
        t = below(random, symbols);
    std::vector<int> sorted = x;
    std::sort(sorted.begin(), sorted.end());
    for (int t : x) {
        s.tokens.push_back(t);
        s.answers.push_back(-1);
    }
    for (int i = 0; i < n; ++i) {
        s.tokens.push_back(vocabulary.blank());
        switch (kind) {
        case TaskKind::Copy:
            s.answers.push_back(x[size_t(i)]);
            break;
        case TaskKind::Reverse:
            s.answers.push_back(x[size_t(n - 1 - i)]);
            break;
        default:
            s.answers.push_back(sorted[size_t(i)]);
            break;
        }
    }
    return s;
}

} // namespace

const std::vector<TaskInfo> &trainingTasks()
{
    static const std::vector<TaskInfo> tasks{
        {TaskKind::AssociativeRecall, "associative-recall", "Associative recall",
         "The query at the end must attend to the pair that holds its key, and read that "
         "pair's value."},
        {TaskKind::Copy, "copy", "Copy",
         "Each blank slot must attend to the symbol exactly n positions before it."},
        {TaskKind::Reverse, "reverse", "Reverse",
         "Each blank slot must attend to the symbol at the mirror position of the first half."},
        {TaskKind::PreviousToken, "previous-token", "Previous token",
         "Each position must attend to the position just before it."},
        {TaskKind::Sort, "sort", "Sort",
         "Each blank slot must attend to the symbol whose rank among the first half is the "
         "slot's number."},
    };
    return tasks;
}

const TaskInfo &taskInfo(TaskKind kind)
{
    for (const TaskInfo &info : trainingTasks())
        if (info.kind == kind)
            return info;
    return trainingTasks().front();
}

bool taskFromId(const std::string &id, TaskKind &out)
{
    for (const TaskInfo &info : trainingTasks())
        if (id == info.id) {
            out = info.kind;
            return true;
        }
    return false;
}

int TaskVocabulary::size() const
{
    return symbols + 2 + (kind == TaskKind::AssociativeRecall ? keys() * values() : 0);
}

namespace {

std::string symbolLabel(int token)
{
    if (token >= 0 && token < 26)
        return std::string(1, char('a' + token));
    return "s" + std::to_string(token);
}

} // namespace

std::string TaskVocabulary::label(int token) const
{
    if (token == pad())
        return "\u00b7";
    if (token == blank())
        return "_";
    if (token > blank()) {
        const int index = token - symbols - 2;
        return symbolLabel(index / values()) + ":" + symbolLabel(keys() + index % values());
    }
    return symbolLabel(token);
}

std::string taskLayoutProblem(TaskKind kind, int length, int symbols)
{
    if (kind == TaskKind::AssociativeRecall) {
        if (length < 2)
            return "sequence_length: associative recall needs at least 2 positions (a pair and "
                   "a query)";
        if (symbols / 2 < length - 1)
            return "symbols: associative recall with " + std::to_string(length - 1)
                   + " pairs needs at least " + std::to_string(2 * (length - 1))
                   + " symbols (a distinct key per pair from the first half)";
        return {};
    }
    if (length < 2)
        return "sequence_length: this task needs at least 2 positions";
    if (symbols < 2)
        return "symbols: this task needs at least 2 symbols";
    return {};
}

TaskSequence generateTask(TaskKind kind, int length, int symbols, RandomSource &random)
{
    TaskSequence s;
    switch (kind) {
    case TaskKind::AssociativeRecall: {
        const TaskVocabulary vocabulary{kind, symbols};
        const int pairs = length - 1;
        const std::vector<int> keys = distinct(random, 0, vocabulary.keys(), pairs);
        std::vector<int> values(size_t(pairs), 0);
        for (int p = 0; p < pairs; ++p) {
            values[size_t(p)] = vocabulary.keys() + below(random, vocabulary.values());
            s.tokens.push_back(vocabulary.pair(keys[size_t(p)], values[size_t(p)]));
            s.answers.push_back(-1);
        }
        const int asked = below(random, pairs);
        s.tokens.push_back(keys[size_t(asked)]);
        s.answers.push_back(values[size_t(asked)]);
        return s;
    }
    case TaskKind::PreviousToken:
        for (int i = 0; i < length; ++i) {
            s.tokens.push_back(below(random, symbols));
            s.answers.push_back(i == 0 ? -1 : s.tokens[size_t(i - 1)]);
        }
        return s;
    default:
        return symbolsThenBlanks(kind, length, symbols, random);
    }
}

double taskAccuracy(const std::vector<TaskSequence> &sequences,
                    const std::vector<std::vector<int>> &predictions)
{
    long answered = 0, right = 0;
    for (size_t b = 0; b < sequences.size() && b < predictions.size(); ++b)
        for (size_t i = 0; i < sequences[b].answers.size() && i < predictions[b].size(); ++i) {
            if (sequences[b].answers[i] < 0)
                continue;
            ++answered;
            right += predictions[b][i] == sequences[b].answers[i] ? 1 : 0;
        }
    return answered == 0 ? 0.0 : double(right) / double(answered);
}

} // namespace attn
