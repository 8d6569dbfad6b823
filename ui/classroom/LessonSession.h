#pragma once

#include "Lesson.h"
#include "UndoName.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

class QLocale;

namespace attn::ui {

class Document;

/// Runs a lesson on a Document: sets each step's scenario through undo commands, checks
/// answers against the engine, and applies a question's "after" edits once it is answered.
///
/// Moving forward applies a step's change to the scenario as the learner left it (their
/// experiments stay); moving back or restarting sets the step's scenario as the lesson
/// writes it. Either way one undoable step, and only when the scenario differs.
class LessonSession : public QObject
{
    Q_OBJECT

public:
    explicit LessonSession(Document *document, QObject *parent = nullptr);

    /// Starts `lesson` at its first step; false with a message naming the place when a step
    /// does not build.
    bool start(const Lesson &lesson, QString *error);
    void stop();
    bool isRunning() const { return m_running; }

    const Lesson &lesson() const { return m_lesson; }
    int stepIndex() const { return m_index; }
    int stepCount() const { return int(m_lesson.steps.size()); }
    const LessonStep &step() const { return m_lesson.steps[size_t(m_index)]; }
    bool canGoBack() const { return m_running && m_index > 0; }
    bool canGoNext() const { return m_running && m_index + 1 < stepCount(); }

    /// "en", "id" or "vi": the language of the texts (English where a text is missing).
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    QString text(const LessonText &text) const { return text.in(m_language); }

    /// Tries of a question before its answer is shown without being asked for.
    static constexpr int maxTries = 3;

    /// The result of checking an answer.
    struct Check
    {
        enum State { Right, Wrong, Invalid, Shown };
        State state = Invalid;
        QString message;     ///< "Right." / "Not quite: ..." / why the input is not an answer
        QString explanation; ///< why, with "{answer}" replaced (empty until the answer is out)
        QString expected;    ///< the engine's answer as text (empty until the answer is out)
        QString hint;        ///< the step's hint, after a wrong try with tries left
    };
    /// Checks typed numbers (read in `locale`, see attn::parseNumbers).
    Check checkNumbers(const QString &typed, const QLocale &locale);
    /// Checks a choice (0-based).
    Check checkChoice(int choice);
    /// The answer, on request ("Show answer") or after the last try.
    Check showAnswer();
    bool isAnswered() const { return m_answered; }
    /// What the current question's answer lets the views show before it is answered (or
    /// shown): None, or Outputs (the outputs only: an output is computed from the weights,
    /// which stay in view), or Results (the weights and outputs are hidden, as in predict,
    /// then reveal), or FromScaled (the divided scores too), or FromScores (the raw scores
    /// too). Q, K, V, d_k, the divisor and the blocked pairs are the lesson's inputs: never
    /// hidden. Once answered, the stage it asked about is shown, and stays shown on the later
    /// steps of the same numbers (they speak about it); what would answer a later exercise
    /// beyond it stays hidden (a shown answer gives away only itself).
    enum class Hidden { None, Outputs, Results, FromScaled, FromScores };
    Hidden hiddenUntilAnswered() const;
    /// Wrong tries of the current question so far.
    int tries() const { return m_tries; }

    /// Exercises per student: the seed of the current variant, or 0 (the lesson's numbers).
    quint32 variant() const { return m_variant; }
    /// Draws the step's varying numbers from `seed` (0: the lesson's own numbers) and shows
    /// the step again with them. False when the lesson has no varying numbers.
    bool setVariant(quint32 seed);
    /// New numbers: a fresh variant.
    bool newNumbers();

    /// The pipeline stage the step highlights (a PipelineStage), or -1.
    int stage() const;

public slots:
    void next();
    void back();
    void restart();
    void goTo(int index);

signals:
    void stepChanged(int index);
    /// The controls the current step hides and brings to the front (lessonControlNames()).
    void controlsChanged(const QStringList &hidden, const QStringList &shown);
    void stageChanged(int stage);
    void runningChanged(bool running);
    /// The current question was answered (or its answer shown), or another step began:
    /// hiddenUntilAnswered() may have changed.
    void answeredChanged(bool answered);
    /// A problem applying a step (e.g. the learner changed the shapes): the lesson's own
    /// scenario was set instead.
    void notice(const QString &message);

private:
    void enter(int index, bool forward);
    void revealAfterEdits();
    void setScenario(const Scenario &scenario, UndoName what);
    Check finish(Check check, const ExpectedAnswer &expected);
    Check wrongTry(Check check, const ExpectedAnswer &expected, const std::vector<double> &given);
    ExpectedAnswer expected();
    Hidden hiddenAfterAnswer() const;
    /// The least hidden for `numbers` by the questions the class has answered on them.
    Hidden revealedFor(const Scenario &numbers) const;

    Document *m_document;
    Lesson m_lesson;
    std::vector<Scenario> m_starts;
    QString m_language = QStringLiteral("en");
    int m_index = 0;
    bool m_running = false;
    bool m_answered = false;
    Hidden m_hiddenOnceAnswered = Hidden::None; ///< what later exercises keep hidden
    int m_tries = 0;
    quint32 m_variant = 0;
    bool m_revealed = false; ///< the question's "after" edits are on the document
    Scenario m_questionBase; ///< the scenario the question is about (before "after")
    /// What the class has answered: the numbers and what stays hidden of them at most.
    struct Answered
    {
        Scenario numbers;
        Hidden hidden = Hidden::None;
    };
    std::vector<Answered> m_answeredStages;
};

/// The language of the lesson texts for the user's locale: "id", "vi" or "en".
QString lessonLanguage(const QLocale &locale);

} // namespace attn::ui
