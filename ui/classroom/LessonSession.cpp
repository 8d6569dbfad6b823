#include "LessonSession.h"

#include "Document.h"
#include "Language.h"
#include "LessonMistakes.h"
#include "LessonSpoilers.h"
#include "LessonVariant.h"
#include "NumberFormat.h"
#include "UndoCommands.h"
#include "Walkthrough.h"

#include <QLocale>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace attn::ui {

QString lessonLanguage(const QLocale &locale)
{
    // The lessons speak the interface's languages.
    return languageOf(locale);
}

LessonSession::LessonSession(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_language(lessonLanguage(QLocale()))
{
}

bool LessonSession::start(const Lesson &lesson, QString *error)
{
    std::vector<Scenario> starts;
    if (lesson.steps.empty() || !scriptedScenarios(lesson, starts, error))
        return false;
    m_lesson = lesson;
    m_starts = std::move(starts);
    m_variant = 0;
    m_answeredStages.clear();
    const bool wasRunning = m_running;
    m_running = true;
    m_index = 0;
    enter(0, false);
    if (!wasRunning)
        emit runningChanged(true);
    return true;
}

void LessonSession::stop()
{
    if (!m_running)
        return;
    m_running = false;
    emit controlsChanged({}, {});
    emit stageChanged(-1);
    emit runningChanged(false);
    emit answeredChanged(false);
}

void LessonSession::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    if (m_running)
        emit stepChanged(m_index);
}

int LessonSession::stage() const
{
    if (!m_running)
        return -1;
    return int(lessonStageNames().indexOf(step().stage));
}

void LessonSession::next()
{
    if (canGoNext())
        enter(m_index + 1, true);
}

void LessonSession::back()
{
    if (canGoBack())
        enter(m_index - 1, false);
}

void LessonSession::restart()
{
    if (m_running)
        enter(0, false);
}

void LessonSession::goTo(int index)
{
    if (m_running && index >= 0 && index < stepCount())
        enter(index, index == m_index + 1);
}

void LessonSession::enter(int index, bool forward)
{
    if (forward)
        revealAfterEdits(); // the next step continues from the answered question
    const LessonStep &target = m_lesson.steps[size_t(index)];
    Scenario scenario = m_starts[size_t(index)];
    if (forward && !target.scenario) {
        Scenario continued = m_document->scenario();
        QString why;
        if (applyEdits(continued, target.change, &why)
            && (!m_variant || !target.question
                || applyEdits(continued, variantEdits(*target.question, index, m_variant), &why)))
            scenario = continued;
        else
            emit notice(tr("This step could not change the scenario as you left it (%1), so "
                           "the lesson's own scenario is shown.")
                            .arg(why));
    }
    // Named in the interface's language of the moment, also after View > Language.
    setScenario(scenario, [title = target.title, index] {
        const QString t = title.in(currentLanguage());
        return t.isEmpty() ? tr("Lesson step %1").arg(index + 1) : tr("Lesson: %1").arg(t);
    });
    m_index = index;
    m_answered = false;
    m_tries = 0;
    m_revealed = false;
    m_questionBase = m_document->scenario();
    emit stepChanged(index);
    emit controlsChanged(target.hide, target.show);
    emit stageChanged(stage());
    emit answeredChanged(false);
}

void LessonSession::setScenario(const Scenario &scenario, UndoName what)
{
    if (scenario == m_document->scenario())
        return;
    m_document->undoStack()->push(replaceScenario(m_document, scenario, std::move(what)));
}

void LessonSession::revealAfterEdits()
{
    if (!m_running || m_revealed || !step().question || step().question->after.empty())
        return;
    Scenario s = m_questionBase;
    QString why;
    if (!applyEdits(s, step().question->after, &why)) {
        emit notice(why);
        return;
    }
    m_revealed = true;
    setScenario(s, [] { return tr("Lesson: the question's change"); });
}

ExpectedAnswer LessonSession::expected()
{
    // Until the question's edits are shown, the question is about what is on screen now.
    if (!m_revealed)
        m_questionBase = m_document->scenario();
    return expectedAnswer(*step().question, m_questionBase);
}

LessonSession::Check LessonSession::checkNumbers(const QString &typed, const QLocale &locale)
{
    Check check;
    if (!m_running || !step().question || step().question->kind != LessonQuestion::Kind::Numeric) {
        check.message = tr("This step asks no numeric question.");
        return check;
    }
    const ExpectedAnswer answer = expected();
    if (!answer.ok) {
        check.message = tr("The engine cannot compute this answer: %1").arg(answer.error);
        return check;
    }
    std::vector<double> numbers;
    if (!parseNumbers(typed, locale, numbers)) {
        check.message = tr("Type a number, or several separated by spaces or semicolons.");
        return check;
    }
    if (numbers.size() != answer.numbers.size()) {
        check.message = answer.numbers.size() == 1
                            ? tr("The answer is one number.")
                            : tr("The answer has %1 numbers: type them separated by spaces or "
                                 "semicolons.")
                                  .arg(answer.numbers.size());
        return check;
    }
    check.state = numbersMatch(numbers, answer.numbers, step().question->tolerance) ? Check::Right
                                                                                    : Check::Wrong;
    if (check.state == Check::Wrong)
        return wrongTry(check, answer, numbers);
    return finish(check, answer);
}

LessonSession::Check LessonSession::checkChoice(int choice)
{
    Check check;
    if (!m_running || !step().question || step().question->kind != LessonQuestion::Kind::Choice) {
        check.message = tr("This step asks no multiple-choice question.");
        return check;
    }
    if (choice < 0 || choice >= int(step().question->choices.size())) {
        check.message = tr("Choose one of the answers first.");
        return check;
    }
    const ExpectedAnswer answer = expected();
    if (!answer.ok) {
        check.message = tr("The engine cannot compute this answer: %1").arg(answer.error);
        return check;
    }
    check.state = choice == answer.choice ? Check::Right : Check::Wrong;
    if (check.state == Check::Wrong)
        return wrongTry(check, answer, {});
    return finish(check, answer);
}

namespace {

/// What stays hidden at most once `question` is answered: the stages after the one it asks
/// about (answering a weight shows the weights and the scores they come from).
LessonSession::Hidden revealedBy(const LessonQuestion &question)
{
    using Q = ResultReference::Quantity;
    switch (answerKind(question)) {
    case AnswerKind::Results:
        if (question.answer->quantity == Q::Output || question.answer->quantity == Q::HeadOutput
            || question.answer->quantity == Q::Concat)
            return LessonSession::Hidden::None;
        return LessonSession::Hidden::Outputs;
    case AnswerKind::ScaledScores:
        return LessonSession::Hidden::Results;
    case AnswerKind::Scores:
        return LessonSession::Hidden::FromScaled;
    default:
        return LessonSession::Hidden::FromScores; // reveals no stage
    }
}

} // namespace

LessonSession::Check LessonSession::finish(Check check, const ExpectedAnswer &answer)
{
    const LessonQuestion &q = *step().question;
    if (q.kind == LessonQuestion::Kind::Choice) {
        check.expected = text(q.choices[size_t(answer.choice)]);
    } else if (answer.numbers.size() == 1) {
        check.expected = formatNumber(answer.numbers.front(), NumberStyle::Prose);
    } else {
        QStringList parts;
        for (double x : answer.numbers)
            parts << formatNumber(x, NumberStyle::Prose);
        check.expected = QLatin1Char('[') + parts.join(numberSeparator()) + QLatin1Char(']');
    }
    check.message = check.state == Check::Right ? tr("Right.")
                    : check.state == Check::Shown
                        ? tr("The answer is %1.").arg(check.expected)
                        : tr("Not quite: the answer is %1.").arg(check.expected);
    check.explanation = text(q.explanation).replace(QLatin1String("{answer}"), check.expected);
    m_answered = true;
    m_answeredStages.push_back({m_questionBase, revealedBy(q)});
    m_hiddenOnceAnswered = hiddenAfterAnswer();
    // The stage the class answered is shown (its numbers, before the question's change).
    if (q.after.empty())
        m_hiddenOnceAnswered = std::min(m_hiddenOnceAnswered, revealedFor(m_questionBase));
    revealAfterEdits();
    emit answeredChanged(true);
    return check;
}

namespace {

LessonSession::Hidden hiddenFor(const LessonQuestion &question)
{
    switch (answerKind(question)) {
    case AnswerKind::Results:
        // An output is computed from the weights: they stay in view.
        if (question.answer->quantity == ResultReference::Quantity::Output
            || question.answer->quantity == ResultReference::Quantity::HeadOutput
            || question.answer->quantity == ResultReference::Quantity::Concat)
            return LessonSession::Hidden::Outputs;
        return LessonSession::Hidden::Results;
    case AnswerKind::ScaledScores: // the raw scores stay in view
        return LessonSession::Hidden::FromScaled;
    case AnswerKind::Scores:
        return LessonSession::Hidden::FromScores;
    default:
        return LessonSession::Hidden::None; // the lesson's inputs are never hidden
    }
}

} // namespace

LessonSession::Hidden LessonSession::hiddenUntilAnswered() const
{
    if (!m_running || !step().question)
        return Hidden::None;
    if (m_answered)
        return m_hiddenOnceAnswered;
    Hidden hidden = hiddenFor(*step().question);
    if (hidden == Hidden::Outputs) {
        // The weights in view may not answer a later exercise of these numbers.
        const std::vector<int> later = exercisesShownBy(m_lesson, lessonAnswers(m_lesson, m_starts),
                                                        m_questionBase, m_index + 1);
        for (int j : later)
            if (hiddenFor(*m_lesson.steps[size_t(j)].question) > Hidden::Outputs)
                hidden = Hidden::Results;
    }
    // What the class has already answered of these numbers stays on screen.
    return std::min(hidden, revealedFor(m_questionBase));
}

LessonSession::Hidden LessonSession::revealedFor(const Scenario &numbers) const
{
    Hidden hidden = Hidden::FromScores;
    for (const Answered &a : m_answeredStages)
        if (a.numbers == numbers)
            hidden = std::min(hidden, a.hidden);
    return hidden;
}

LessonSession::Hidden LessonSession::hiddenAfterAnswer() const
{
    // What the answered step shows may still answer a later exercise (the same numbers).
    Hidden hidden = Hidden::None;
    for (int j : exercisesShownBy(m_lesson, lessonAnswers(m_lesson, m_starts),
                                  answeredScenario(m_lesson, m_starts, m_index), m_index + 1))
        hidden = std::max(hidden, hiddenFor(*m_lesson.steps[size_t(j)].question));
    return hidden;
}

namespace {

/// The smallest of 1, 2, 5 times a power of ten that is at least `x`: how far off, without
/// giving the answer away.
double roundBound(double x)
{
    const double power = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= x * (1 - 1e-12))
            return m * power;
    return 10 * power;
}

} // namespace

LessonSession::Check LessonSession::wrongTry(Check check, const ExpectedAnswer &answer,
                                             const std::vector<double> &given)
{
    ++m_tries;
    if (m_answered || m_tries >= maxTries)
        return finish(check, answer);
    const LessonQuestion &q = *step().question;
    QString how;
    const std::optional<LessonMistake::Kind> mistake
        = given.empty() ? std::nullopt : recogniseMistake(q, m_questionBase, given);
    if (mistake) {
        switch (*mistake) {
        case LessonMistake::Kind::Unscaled:
            how = tr("Your value is the unscaled one: here the scores are divided by %1 before "
                     "the softmax.")
                      .arg(formatNumber(compute(m_questionBase).divisor, NumberStyle::Prose));
            break;
        case LessonMistake::Kind::Scaled:
            how = tr("Your value is the scaled one, but scaling is off here: the scores are "
                     "not divided.");
            break;
        case LessonMistake::Kind::Unmasked:
            how = tr("Your value is the one without the mask: here the blocked keys get no "
                     "weight.");
            break;
        case LessonMistake::Kind::BeforeChange:
            how = tr("Your value is the one before the change: the question asks about the "
                     "scenario after it.");
            break;
        }
    } else if (given.size() == 1 && answer.numbers.size() == 1) {
        const double off = given.front() - answer.numbers.front();
        const QString bound = formatNumber(roundBound(std::abs(off)), NumberStyle::Prose);
        how = off > 0 ? tr("Your value is too high, by at most %1.").arg(bound)
                      : tr("Your value is too low, by at most %1.").arg(bound);
    } else if (!given.empty()) {
        int off = 0;
        for (size_t i = 0; i < given.size(); ++i)
            off += numbersMatch({given[i]}, {answer.numbers[i]}, q.tolerance) ? 0 : 1;
        how = tr("%1 of your %2 numbers are off.").arg(off).arg(given.size());
    }
    check.message = tr("Not quite (try %1 of %2).").arg(m_tries).arg(maxTries);
    if (!how.isEmpty())
        check.message += QLatin1Char(' ') + how;
    check.hint = text(q.hint);
    return check;
}

LessonSession::Check LessonSession::showAnswer()
{
    Check check;
    if (!m_running || !step().question) {
        check.message = tr("This step asks no question.");
        return check;
    }
    const ExpectedAnswer answer = expected();
    if (!answer.ok) {
        check.message = tr("The engine cannot compute this answer: %1").arg(answer.error);
        return check;
    }
    check.state = Check::Shown;
    return finish(check, answer);
}

bool LessonSession::setVariant(quint32 seed)
{
    if (!m_running || !lessonHasVariants(m_lesson))
        return false;
    std::vector<Scenario> starts;
    QString error;
    if (!scriptedScenarios(m_lesson, starts, &error,
                           seed ? std::optional<quint32>(seed) : std::nullopt)) {
        emit notice(error);
        return false;
    }
    m_starts = std::move(starts);
    m_variant = seed;
    enter(m_index, false);
    return true;
}

bool LessonSession::newNumbers()
{
    return setVariant(newVariantSeed());
}

} // namespace attn::ui
