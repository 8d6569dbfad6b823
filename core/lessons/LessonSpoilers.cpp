// Which exercises of a lesson a view or a picture of some numbers would give away.

#include "LessonSpoilers.h"

#include <algorithm>

namespace attn {

AnswerKind answerKind(const LessonQuestion &question)
{
    if (!question.answer)
        return AnswerKind::Concept;
    using Q = ResultReference::Quantity;
    const ResultReference &r = *question.answer;
    switch (r.quantity) {
    case Q::Output:
    case Q::Weights:
    case Q::HeadOutput:
    case Q::Concat:
        return AnswerKind::Results;
    case Q::Scores:
        return AnswerKind::Scores;
    case Q::Scaled:
        return AnswerKind::ScaledScores;
    case Q::Stat: {
        const QString name = r.stat.section(QLatin1Char('.'), 1);
        const bool ofWeights = name == QLatin1String("max_weight")
                               || name == QLatin1String("entropy")
                               || name == QLatin1String("jacobian_norm");
        if (ofWeights)
            return AnswerKind::Results;
        return r.stat.startsWith(QLatin1String("scaled.")) ? AnswerKind::ScaledScores
                                                           : AnswerKind::Scores;
    }
    case Q::Q:
    case Q::K:
    case Q::V:
        return AnswerKind::Inputs;
    case Q::DK:
    case Q::Divisor:
    case Q::Blocked:
        return AnswerKind::Setup;
    }
    return AnswerKind::Concept;
}

Scenario answeredScenario(const Lesson &lesson, const std::vector<Scenario> &starts, int index)
{
    Scenario shown = starts[size_t(index)];
    const LessonStep &step = lesson.steps[size_t(index)];
    if (step.question) // unchanged when an edit does not apply (applyEdits)
        applyEdits(shown, step.question->after, nullptr);
    return shown;
}

std::vector<ExpectedAnswer> lessonAnswers(const Lesson &lesson, const std::vector<Scenario> &starts)
{
    std::vector<ExpectedAnswer> answers(lesson.steps.size());
    for (size_t j = 0; j < lesson.steps.size() && j < starts.size(); ++j)
        if (const std::optional<LessonQuestion> &q = lesson.steps[j].question)
            answers[j] = expectedAnswer(*q, starts[j]);
    return answers;
}

std::vector<int> exercisesShownBy(const Lesson &lesson, const std::vector<ExpectedAnswer> &answers,
                                  const Scenario &numbers, int from)
{
    std::vector<int> steps;
    const AttentionResult result = compute(numbers);
    if (!result.ok)
        return steps;
    for (size_t j = size_t(std::max(from, 0)); j < lesson.steps.size() && j < answers.size(); ++j) {
        const std::optional<LessonQuestion> &q = lesson.steps[j].question;
        if (!q || !q->answer || q->answer->reduction == ResultReference::Reduction::Change)
            continue;
        const AnswerKind kind = answerKind(*q);
        if (kind == AnswerKind::Concept || kind == AnswerKind::Setup)
            continue;
        std::vector<double> shown;
        if (!evaluateReference(*q->answer, result, shown, nullptr) || shown.empty())
            continue;
        const ExpectedAnswer &truth = answers[j];
        if (!truth.ok)
            continue;
        const bool same = q->kind == LessonQuestion::Kind::Choice
                              ? int(shown.front()) == truth.choice
                              : numbersMatch(shown, truth.numbers, q->tolerance);
        if (same)
            steps.push_back(int(j));
    }
    return steps;
}

} // namespace attn
