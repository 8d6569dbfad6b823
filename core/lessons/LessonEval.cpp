// What a lesson does with the engine: applying its edits, and computing the answers it
// asks for, so that no expected number is ever typed into a lesson file.

#include "Lesson.h"

#include "JsonInput.h"
#include "LessonVariant.h"
#include "MemoryBudget.h"
#include "NumberInput.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace attn {

QString LessonText::in(const QString &language) const
{
    if (language.startsWith(QLatin1String("id")) && !id.isEmpty())
        return id;
    if (language.startsWith(QLatin1String("vi")) && !vi.isEmpty())
        return vi;
    if (!en.isEmpty())
        return en;
    return id.isEmpty() ? vi : id;
}

namespace {

using json::fail;
using json::outOfRange;

/// The matrix `r` names; derived matrices (the scaled scores) are built in `derived`.
const Matrix *referencedMatrix(const ResultReference &r, const AttentionResult &result,
                               Matrix &derived, QString *error)
{
    using Q = ResultReference::Quantity;
    if (r.quantity == Q::Output)
        return &result.output;
    if (r.quantity == Q::Concat) {
        if (result.concat.size() == 0) {
            fail(error, QStringLiteral("concat"),
                 QStringLiteral("exists only in self-attention mode"));
            return nullptr;
        }
        return &result.concat;
    }
    if (r.head >= int(result.heads.size())) {
        fail(error, QStringLiteral("head"),
             outOfRange("head", r.head, qsizetype(result.heads.size())));
        return nullptr;
    }
    const HeadResult &h = result.heads[size_t(r.head)];
    switch (r.quantity) {
    case Q::Weights:
        return &h.weights;
    case Q::Scaled:
        derived = scaledScores(result, r.head);
        return &derived;
    case Q::Scores:
        return &h.scores;
    case Q::HeadOutput:
        return &h.output;
    case Q::Q:
        return &h.q;
    case Q::K:
        return &h.k;
    case Q::V:
        return &h.v;
    default:
        return nullptr;
    }
}

double statistic(const ResultReference &r, const AttentionResult &result)
{
    const QStringList parts = r.stat.split(QLatin1Char('.'));
    const ScoreStats &s
        = parts.value(0) == QLatin1String("raw") ? result.stats.raw : result.stats.scaled;
    const QString name = parts.value(1);
    if (name == QLatin1String("mean"))
        return s.mean;
    if (name == QLatin1String("std"))
        return s.std;
    if (name == QLatin1String("min"))
        return s.min;
    if (name == QLatin1String("max"))
        return s.max;
    if (name == QLatin1String("max_weight"))
        return s.maxWeight;
    if (name == QLatin1String("jacobian_norm"))
        return s.jacobianNorm;
    return s.entropy;
}

} // namespace

bool evaluateReference(const ResultReference &r, const AttentionResult &result,
                       std::vector<double> &numbers, QString *error)
{
    using Q = ResultReference::Quantity;
    using R = ResultReference::Reduction;
    if (!result.ok)
        return fail(error, QStringLiteral("the scenario"), QString::fromStdString(result.error));
    numbers.clear();
    switch (r.quantity) {
    case Q::Stat:
        numbers.push_back(statistic(r, result));
        break;
    case Q::DK:
        numbers.push_back(result.dK);
        break;
    case Q::Divisor:
        numbers.push_back(result.divisor);
        break;
    case Q::Blocked:
        numbers.push_back(double(result.allowed.size() - result.allowed.count()));
        break;
    default: {
        Matrix derived;
        const Matrix *m = referencedMatrix(r, result, derived, error);
        if (!m)
            return false;
        if (r.row >= m->rows())
            return fail(error, QStringLiteral("row"), outOfRange("row", r.row, m->rows()));
        if (r.column >= m->cols())
            return fail(error, QStringLiteral("column"), outOfRange("column", r.column, m->cols()));
        if (r.column >= 0) {
            numbers.push_back(double((*m)(r.row, r.column)));
        } else {
            for (Eigen::Index c = 0; c < m->cols(); ++c)
                numbers.push_back(double((*m)(r.row, c)));
        }
    }
    }
    if (numbers.empty())
        return fail(error, QStringLiteral("answer"), QStringLiteral("refers to no number"));
    switch (r.reduction) {
    case R::None:
    case R::Change:
        break;
    case R::Sum: {
        double sum = 0;
        for (double x : numbers)
            sum += x;
        numbers = {sum};
        break;
    }
    case R::Max:
        numbers = {*std::max_element(numbers.begin(), numbers.end())};
        break;
    case R::Largest:
        numbers = {double(std::max_element(numbers.begin(), numbers.end()) - numbers.begin())};
        break;
    }
    return true;
}

ExpectedAnswer expectedAnswer(const LessonQuestion &question, const Scenario &scenario)
{
    ExpectedAnswer answer;
    if (!question.answer) {
        answer.choice = question.correctChoice;
        answer.ok = answer.choice >= 0;
        if (!answer.ok)
            answer.error = QStringLiteral("no answer");
        return answer;
    }
    Scenario after = scenario;
    if (!applyEdits(after, question.after, &answer.error))
        return answer;
    const AttentionResult resultAfter = compute(after);
    const ResultReference &ref = *question.answer;
    if (!evaluateReference(ref, resultAfter, answer.numbers, &answer.error))
        return answer;
    if (ref.reduction == ResultReference::Reduction::Change) {
        std::vector<double> before;
        if (!evaluateReference(ref, compute(scenario), before, &answer.error))
            return answer;
        double squares = 0;
        for (size_t i = 0; i < before.size() && i < answer.numbers.size(); ++i)
            squares += (answer.numbers[i] - before[i]) * (answer.numbers[i] - before[i]);
        answer.numbers = {std::sqrt(squares)};
    }
    if (question.kind == LessonQuestion::Kind::Choice) {
        answer.choice = int(answer.numbers.front());
        if (answer.choice >= int(question.choices.size())) {
            answer.error = QStringLiteral("the engine's answer is choice %1, but there are only "
                                          "%2 choices")
                               .arg(answer.choice)
                               .arg(question.choices.size());
            return answer;
        }
    }
    answer.ok = true;
    return answer;
}

bool scriptedScenarios(const Lesson &lesson, std::vector<Scenario> &starts, QString *error,
                       std::optional<quint32> variant)
{
    starts.clear();
    Scenario current;
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep &step = lesson.steps[i];
        if (step.scenario)
            current = *step.scenario;
        else if (i == 0)
            return fail(error, QStringLiteral("steps[0]"),
                        QStringLiteral("the first step needs a \"scenario\" or an \"example\""));
        if (!applyEdits(current, step.change, error))
            return false;
        if (variant && step.question
            && !applyEdits(current, variantEdits(*step.question, int(i), *variant), error))
            return false;
        const std::string tooLarge = validate(current).empty() ? checkMemoryBudget(current) : "";
        if (!tooLarge.empty())
            return fail(error, QStringLiteral("steps[%1]").arg(i),
                        QString::fromStdString(tooLarge));
        starts.push_back(current);
        if (step.question && !applyEdits(current, step.question->after, error))
            return false;
    }
    return true;
}

bool checkLesson(const Lesson &lesson, QString *error)
{
    std::vector<Scenario> starts;
    // The varying numbers must fit their matrices too: any code gives the same places.
    if (lessonHasVariants(lesson) && !scriptedScenarios(lesson, starts, error, 1u))
        return false;
    if (!scriptedScenarios(lesson, starts, error))
        return false;
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
        const QString where = QStringLiteral("steps[%1]").arg(i);
        const AttentionResult result = compute(starts[i]);
        if (!result.ok)
            return fail(error, where, QString::fromStdString(result.error));
        if (!lesson.steps[i].question)
            continue;
        const ExpectedAnswer answer = expectedAnswer(*lesson.steps[i].question, starts[i]);
        if (!answer.ok)
            return fail(error, where + QStringLiteral(".question.answer"), answer.error);
    }
    return true;
}

bool parseNumbers(const QString &text, const QLocale &locale, std::vector<double> &numbers)
{
    numbers.clear();
    for (const QString &part : splitNumbers(text, locale)) {
        const ReadNumber read = readNumber(part, locale);
        if (!read.value)
            return false;
        numbers.push_back(*read.value);
    }
    return !numbers.empty();
}

bool numbersMatch(const std::vector<double> &given, const std::vector<double> &expected,
                  double tolerance)
{
    if (given.size() != expected.size())
        return false;
    // A hair of slack: a difference of exactly the tolerance must not fail on rounding.
    const double slack = tolerance * 1e-6 + 1e-12;
    for (size_t i = 0; i < given.size(); ++i)
        if (!(std::abs(given[i] - expected[i]) <= tolerance + slack))
            return false;
    return true;
}

namespace {

QList<LessonInfo> readBuiltInLessons()
{
    QList<LessonInfo> list;
    const QDir dir(QStringLiteral(":/lessons"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    static const QRegularExpression prefix(QStringLiteral("^\\d+-"));
    for (const QString &file : files) {
        LessonInfo info;
        info.path = dir.filePath(file);
        info.name = file.chopped(5).remove(prefix);
        QFile f(info.path);
        Lesson lesson;
        if (f.open(QIODevice::ReadOnly) && parseLesson(f.readAll(), lesson, nullptr)) {
            info.title = lesson.title.in(QStringLiteral("en"));
            info.titles = lesson.title;
        }
        if (info.title.isEmpty())
            info.title = info.name;
        list.append(info);
    }
    return list;
}

} // namespace

QList<LessonInfo> builtInLessons()
{
    // The lessons are embedded and never change: parse (and check) them once.
    static const QList<LessonInfo> lessons = readBuiltInLessons();
    return lessons;
}

} // namespace attn
