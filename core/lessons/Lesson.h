#pragma once

#include "Attention.h"
#include "Intervention.h"
#include "Scenario.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QLocale;

namespace attn {

namespace limits {
/// Unicode characters (code points) of one text of a lesson in one language: a step's text,
/// a title, a question, a choice, a hint, an explanation. The longest built-in text has 853.
constexpr int maxLessonTextCharacters = 10000;
/// Unicode characters of all the texts of a lesson together, every language (the largest
/// built-in lesson has about 18 000).
constexpr int maxLessonCharacters = 200000;
/// Steps of a lesson (the built-in lessons have up to 10): each is computed when the lesson
/// opens and drawn with its picture in the handout.
constexpr int maxLessonSteps = 200;
} // namespace limits

/// A text of a lesson in the course's languages, English ("en"), Indonesian ("id") and
/// Vietnamese ("vi"): one of them is enough (a teacher may write in their own language
/// only); a language left empty shows the text of another.
struct LessonText
{
    QString en;
    QString id;
    QString vi;

    /// The text for a language code ("en", "id", "vi", or a locale name such as "id_ID"):
    /// that language's, else the English, else the Indonesian, else the Vietnamese.
    QString in(const QString &language) const;
    bool isEmpty() const { return en.isEmpty() && id.isEmpty() && vi.isEmpty(); }
    /// The Unicode characters of its three languages together (as the limits count them).
    qsizetype characters() const;
};

/// The Unicode characters (code points) of `text`: a pair of surrogates is one.
qsizetype textCharacters(const QString &text);

/// One small edit of the current scenario a lesson step makes (docs/lesson-format.md).
struct ScenarioEdit
{
    enum class Kind {
        SetCell,         ///< matrix[row][column] = value
        SetRow,          ///< matrix[row] = values
        SetScale,        ///< scaling by 1 / sqrt(d_k) on or off
        SetCausal,       ///< the causal mask on or off
        SetDivisor,      ///< the divisor of the scores; no number: sqrt(d_k)
        MaskKey,         ///< no query may attend `key` (custom mask column false)
        UnmaskKey,       ///< every query may attend `key` again (custom mask column true)
        SetMaskCell,     ///< mask[row][column] = flag (true: allowed)
        ClearMask,       ///< no custom mask
        SetPadding,      ///< padding[key] = flag
        ZeroValue,       ///< an intervention: v_key = 0 (direct mode)
        ReplaceEmbedding ///< an intervention: token `key` takes token `source`'s embedding
    };
    Kind kind = Kind::SetCell;
    QString matrix; ///< "x" (embeddings), "q", "k", "v", "wq", "wk", "wv", "wo", "bo"
    int row = 0;
    int column = 0;
    int key = 0;
    int source = -1; ///< ReplaceEmbedding: -1 is zeros
    std::vector<double> values;
    bool flag = false;
    std::optional<double> number;
    QString where; ///< its place in the lesson file, for messages: "steps[2].change[0]"
};

/// Applies edits in order; on failure leaves `scenario` unchanged and names the edit.
bool applyEdits(Scenario &scenario, const std::vector<ScenarioEdit> &edits, QString *error);

/// The edits that turn `from` into `to` (flags, padding, mask cells, changed rows), such
/// that applyEdits(from, edits) gives `to`; false with a message when the difference is not
/// one a lesson file can write (another mode, shape, tokens, labels or positions).
bool editsBetween(const Scenario &from, const Scenario &to, std::vector<ScenarioEdit> &edits,
                  QString *error);

/// Numbers the engine computes, named in a lesson file instead of typed into it, so a
/// lesson can never teach a wrong number: {"output": [0, 1]}, {"weights": [0, 0]} (a whole
/// row), {"stat": "raw.std"}, {"sum": {...}}, {"largest": {...}}, {"change": {...}}.
struct ResultReference
{
    enum class Quantity {
        Output,
        Weights,
        Scaled,
        Scores,
        HeadOutput,
        Concat,
        Q,
        K,
        V,
        Stat,    ///< `stat`: "raw." or "scaled." + a name of lessonStatNames()
        DK,      ///< d_k
        Divisor, ///< what the scores were divided by (1 when scaling is off)
        Blocked  ///< how many (query, key) pairs may not attend
    };
    enum class Reduction {
        None,    ///< the cell, or the row's numbers
        Sum,     ///< the sum of the row
        Max,     ///< the largest number of the row
        Largest, ///< the index of the largest number of the row (choice questions)
        Change   ///< the norm of (after - before) of the numbers, before = without `after`
    };
    Quantity quantity = Quantity::Output;
    Reduction reduction = Reduction::None;
    int head = 0;
    int row = 0;
    int column = -1; ///< -1: the whole row
    QString stat;
};

/// A number of an exercise that differs from student to student (format version 2):
/// drawn from min, min + step, ..., max by the variant code (LessonVariant.h).
struct VaryingNumber
{
    QString matrix; ///< as ScenarioEdit::matrix
    int row = 0;
    int column = 0;
    double min = 0;
    double max = 0;
    double step = 1;
    QString where; ///< its place in the lesson file, for messages
};

/// A question of a step: a number (or a row of numbers) within a tolerance, or a choice.
struct LessonQuestion
{
    enum class Kind { Numeric, Choice };
    Kind kind = Kind::Numeric;
    LessonText text;
    /// The question is about the scenario after these edits ("predict what happens");
    /// the app applies them once the answer is checked.
    std::vector<ScenarioEdit> after;
    std::optional<ResultReference> answer; ///< numeric; or a choice by `largest`
    double tolerance = 0.01;               ///< absolute, per number
    std::vector<LessonText> choices;
    int correctChoice = -1; ///< a choice fixed in the file (a concept, never a number)
    LessonText explanation; ///< why, shown after answering; "{answer}" is the expected answer
    LessonText hint;        ///< shown after a wrong answer, before the answer (version 2)
    std::vector<VaryingNumber> vary; ///< numbers each student gets anew (version 2)
};

/// One step: where the scenario comes from, what to read, what to answer, what to hide.
struct LessonStep
{
    LessonText title;
    std::optional<Scenario> scenario; ///< inline, or from `example`
    QString example;                  ///< a built-in example's name
    std::vector<ScenarioEdit> change; ///< applied to the scenario after it is set
    LessonText text;
    std::optional<LessonQuestion> question;
    QStringList hide; ///< controls hidden during this step (docs/lesson-format.md)
    QStringList show; ///< controls brought to the front
    QString stage;    ///< a pipeline stage to highlight: "scores", "scaled", "mask", ...
};

struct Lesson
{
    int version = 2; ///< the file's format version (1 or 2)
    LessonText title;
    LessonText summary;
    std::vector<LessonStep> steps;
};

/// The characters of every text of a step (title, text, question, choices, hint,
/// explanation), every language; of a lesson: its title, summary and steps.
qsizetype stepCharacters(const LessonStep &step);
qsizetype lessonCharacters(const Lesson &lesson);

/// The controls other than pages a lesson may hide or show (the pages' ids are the app's
/// page registry's), and the pipeline stage names.
QStringList lessonControlNames();
QStringList lessonStageNames();
/// The statistics an answer may name after "raw." or "scaled.": mean, std, min, max,
/// max_weight, entropy, jacobian_norm (‖J‖, the mean Frobenius norm of softmax's Jacobian).
QStringList lessonStatNames();

/// Parses a lesson file. On failure returns false with one message naming the place
/// ("line 3, column 7: ..." for syntax, "steps[2].question.answer: ..." for content).
/// Built-in examples named by steps are loaded (link the `examples` resources).
bool parseLesson(const QByteArray &bytes, Lesson &out, QString *error);
/// Reads a file; the error starts with its path. Also checks that every step's scenario
/// builds and every answer computes (checkLesson), so a teacher sees problems at once.
bool loadLessonFile(const QString &path, Lesson &out, QString *error);

/// The lesson as a file of format version 2 (what parseLesson reads back as the same lesson).
QByteArray serializeLesson(const Lesson &lesson);
/// Saves atomically (writeFileAtomically): on failure the old file stays, with a message.
bool saveLessonFile(const QString &path, const Lesson &lesson, QString *error);

/// The scenario each step starts from, following the lesson as written: a step without a
/// scenario continues from the end of the previous step (its change, then its question's
/// `after`). With a `variant` code's seed, each question's varying numbers are drawn after
/// its step's change (LessonVariant.h). False with a message naming the step when an edit
/// does not apply.
bool scriptedScenarios(const Lesson &lesson, std::vector<Scenario> &starts, QString *error,
                       std::optional<quint32> variant = std::nullopt);

/// The expected answer of `question` on `scenario` (the scenario the step shows): numbers
/// for a numeric question, the index of the right choice for a choice question.
struct ExpectedAnswer
{
    bool ok = false;
    QString error;
    std::vector<double> numbers;
    int choice = -1;
};
ExpectedAnswer expectedAnswer(const LessonQuestion &question, const Scenario &scenario);

/// Evaluates a reference on one result (no `change`: that needs two).
bool evaluateReference(const ResultReference &reference, const AttentionResult &result,
                       std::vector<double> &numbers, QString *error);

/// Every step builds and every answer computes; false with the first problem.
bool checkLesson(const Lesson &lesson, QString *error);

/// Numbers typed by a learner: separated by spaces or ';' (and ',' where the decimal
/// separator is '.'), brackets ignored, read in `locale` and also in C. False if any part
/// is not a number.
bool parseNumbers(const QString &text, const QLocale &locale, std::vector<double> &numbers);

/// Whether `given` matches `expected` number by number within `tolerance`.
bool numbersMatch(const std::vector<double> &given, const std::vector<double> &expected,
                  double tolerance);

/// A built-in lesson: a lesson file embedded under :/lessons (resources/lessons).
struct LessonInfo
{
    QString name;  ///< the file name without "NN-" and ".json"
    QString title; ///< English title
    QString path;
    LessonText titles; ///< the title in every language the file has
};
/// Every built-in lesson in file order. Needs the `lessons` resource library linked.
QList<LessonInfo> builtInLessons();

} // namespace attn
