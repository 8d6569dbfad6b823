#include "LessonSession.h"

#include "Document.h"
#include "Language.h"
#include "NumberFormat.h"
#include "UndoCommands.h"
#include "Walkthrough.h"

#include <QLocale>
#include <QUndoStack>

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
        if (applyEdits(continued, target.change, &why))
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
    m_revealed = false;
    m_questionBase = m_document->scenario();
    emit stepChanged(index);
    emit controlsChanged(target.hide, target.show);
    emit stageChanged(stage());
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
    return finish(check, answer);
}

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
    check.message = check.state == Check::Right
                        ? tr("Right.")
                        : tr("Not quite: the answer is %1.").arg(check.expected);
    check.explanation = text(q.explanation).replace(QLatin1String("{answer}"), check.expected);
    m_answered = true;
    revealAfterEdits();
    return check;
}

} // namespace attn::ui
