#pragma once

#include "Lesson.h"

#include <vector>

namespace attn {

/// What a question asks for, and so what a view or a picture must not show before the
/// question is answered, lest it give the answer away.
enum class AnswerKind {
    Concept,      ///< no number of the engine (a choice fixed in the file)
    Setup,        ///< d_k, the divisor, the blocked pairs: counted from the inputs
    Inputs,       ///< Q, K or V themselves (the projections of X)
    Scores,       ///< the raw scores Q·K^T, or a statistic of them
    ScaledScores, ///< the divided scores (÷ √d_k), or a statistic of them
    Results       ///< the weights, the outputs, or a statistic of the weights
};
AnswerKind answerKind(const LessonQuestion &question);

/// The scenario step `index` shows once its question is answered: its start with the
/// question's "after" edits applied (the start itself when it has none).
Scenario answeredScenario(const Lesson &lesson, const std::vector<Scenario> &starts, int index);

/// The true answer of every step's question, computed once (not ok where a step has none).
/// `starts` as scriptedScenarios gives them.
std::vector<ExpectedAnswer> lessonAnswers(const Lesson &lesson,
                                          const std::vector<Scenario> &starts);

/// The steps from `from` on whose exercise a picture of `numbers` would answer: its number
/// (a score, a weight, an output, a row of Q, K or V, a statistic of them, or the key
/// with the largest weight), read off the result of `numbers`, is its answer within its
/// tolerance. What is counted from the inputs (d_k, the divisor, the blocked pairs), a
/// concept and a change between two scenarios are never read off one picture. `answers`
/// as lessonAnswers gives them.
std::vector<int> exercisesShownBy(const Lesson &lesson, const std::vector<ExpectedAnswer> &answers,
                                  const Scenario &numbers, int from = 0);

} // namespace attn
