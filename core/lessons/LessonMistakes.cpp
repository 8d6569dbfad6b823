#include "LessonMistakes.h"

namespace attn {

namespace {

void addIfDifferent(std::vector<LessonMistake> &out, LessonMistake::Kind kind,
                    const LessonQuestion &question, const Scenario &changed,
                    const ExpectedAnswer &right)
{
    const ExpectedAnswer wrong = expectedAnswer(question, changed);
    if (!wrong.ok || numbersMatch(wrong.numbers, right.numbers, question.tolerance))
        return;
    out.push_back({kind, wrong.numbers});
}

} // namespace

std::vector<LessonMistake> commonMistakes(const LessonQuestion &question, const Scenario &scenario)
{
    std::vector<LessonMistake> out;
    if (question.kind != LessonQuestion::Kind::Numeric || !question.answer)
        return out;
    const ExpectedAnswer right = expectedAnswer(question, scenario);
    if (!right.ok)
        return out;
    Scenario flipped = scenario;
    flipped.scale = !scenario.scale;
    flipped.divisor.reset();
    addIfDifferent(out,
                   scenario.scale ? LessonMistake::Kind::Unscaled : LessonMistake::Kind::Scaled,
                   question, flipped, right);
    Scenario open = scenario;
    open.causal = false;
    open.mask.reset();
    open.padding.assign(open.padding.size(), false);
    if (!(open == scenario))
        addIfDifferent(out, LessonMistake::Kind::Unmasked, question, open, right);
    if (!question.after.empty()
        && question.answer->reduction != ResultReference::Reduction::Change) {
        LessonQuestion before = question;
        before.after.clear();
        const ExpectedAnswer wrong = expectedAnswer(before, scenario);
        if (wrong.ok && !numbersMatch(wrong.numbers, right.numbers, question.tolerance))
            out.push_back({LessonMistake::Kind::BeforeChange, wrong.numbers});
    }
    return out;
}

std::optional<LessonMistake::Kind> recogniseMistake(const LessonQuestion &question,
                                                    const Scenario &scenario,
                                                    const std::vector<double> &given)
{
    for (const LessonMistake &m : commonMistakes(question, scenario))
        if (numbersMatch(given, m.numbers, question.tolerance))
            return m.kind;
    return std::nullopt;
}

} // namespace attn
