// Reading a lesson file (docs/lesson-format.md): every message names its place.

#include "Lesson.h"

#include "Examples.h"
#include "InputFile.h"
#include "LessonReaderPrivate.h"
#include "ScenarioFile.h"

#include <QFile>
#include <QJsonDocument>

namespace attn {

namespace lessonreader {

bool LessonReader::question(const QJsonValue &v, const QString &where, LessonQuestion &q)
{
    QJsonObject o;
    if (!object(v, where, o)
        || !checkKeys(o, where,
                      {QStringLiteral("text"), QStringLiteral("after"), QStringLiteral("answer"),
                       QStringLiteral("tolerance"), QStringLiteral("choices"),
                       QStringLiteral("correct"), QStringLiteral("explanation"),
                       QStringLiteral("hint"), QStringLiteral("vary")})
        || !text(o.value(QLatin1String("text")), at(where, QStringLiteral("text")), q.text, true)
        || !text(o.value(QLatin1String("hint")), at(where, QStringLiteral("hint")), q.hint, false)
        || !varying(o.value(QLatin1String("vary")), at(where, QStringLiteral("vary")), q.vary)
        || !text(o.value(QLatin1String("explanation")), at(where, QStringLiteral("explanation")),
                 q.explanation, false)
        || !edits(o.value(QLatin1String("after")), at(where, QStringLiteral("after")), q.after))
        return false;
    if (o.contains(QLatin1String("answer"))) {
        ResultReference r;
        if (!reference(o.value(QLatin1String("answer")), at(where, QStringLiteral("answer")), r))
            return false;
        q.answer = r;
    }
    if (o.contains(QLatin1String("tolerance"))) {
        const QString place = at(where, QStringLiteral("tolerance"));
        if (!number(o.value(QLatin1String("tolerance")), place, q.tolerance))
            return false;
        if (q.tolerance < 0)
            return fail(place, QStringLiteral("must not be negative"));
    }
    if (!o.contains(QLatin1String("choices"))) {
        q.kind = LessonQuestion::Kind::Numeric;
        if (!q.answer)
            return fail(where, QStringLiteral("a numeric question needs an \"answer\" reference "
                                              "(the engine computes the expected number)"));
        if (q.answer->reduction == ResultReference::Reduction::Largest)
            return fail(at(where, QStringLiteral("answer")),
                        QStringLiteral("\"largest\" gives an index: use it with \"choices\""));
        if (o.contains(QLatin1String("correct")))
            return fail(at(where, QStringLiteral("correct")),
                        QStringLiteral("only a choice question has a fixed correct choice"));
        return true;
    }
    q.kind = LessonQuestion::Kind::Choice;
    const QJsonValue choices = o.value(QLatin1String("choices"));
    const QString choicesPlace = at(where, QStringLiteral("choices"));
    if (!choices.isArray() || choices.toArray().size() < 2)
        return fail(choicesPlace, QStringLiteral("expected at least two choices"));
    const QJsonArray a = choices.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        LessonText t;
        if (!text(a.at(i), at(choicesPlace, i), t, true))
            return false;
        q.choices.push_back(t);
    }
    const bool fixed = o.contains(QLatin1String("correct"));
    const bool computed = q.answer && q.answer->reduction == ResultReference::Reduction::Largest;
    if (fixed == computed)
        return fail(where,
                    QStringLiteral("a choice question needs either \"correct\" (an index) or "
                                   "an \"answer\" of the form {\"largest\": ...}"));
    if (fixed) {
        if (!integer(o, QStringLiteral("correct"), where, q.correctChoice))
            return false;
        if (q.correctChoice >= int(q.choices.size()))
            return fail(at(where, QStringLiteral("correct")),
                        QStringLiteral("there are only %1 choices").arg(q.choices.size()));
    }
    return true;
}

bool LessonReader::varying(const QJsonValue &v, const QString &where,
                           std::vector<VaryingNumber> &out)
{
    if (v.isUndefined())
        return true;
    if (!v.isArray())
        return fail(where, QStringLiteral("expected an array of varying numbers"));
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString place = at(where, i);
        QJsonObject o;
        VaryingNumber n;
        n.where = place;
        if (!object(a.at(i), place, o)
            || !checkKeys(o, place,
                          {QStringLiteral("matrix"), QStringLiteral("row"),
                           QStringLiteral("column"), QStringLiteral("min"), QStringLiteral("max"),
                           QStringLiteral("step")})
            || !integer(o, QStringLiteral("row"), place, n.row)
            || !integer(o, QStringLiteral("column"), place, n.column)
            || !number(o.value(QLatin1String("min")), at(place, QStringLiteral("min")), n.min)
            || !number(o.value(QLatin1String("max")), at(place, QStringLiteral("max")), n.max)
            || !number(o.value(QLatin1String("step")), at(place, QStringLiteral("step")), n.step))
            return false;
        n.matrix = o.value(QLatin1String("matrix")).toString();
        if (n.matrix.isEmpty())
            return fail(at(place, QStringLiteral("matrix")), QStringLiteral("expected a name"));
        if (!(n.step > 0) || n.max < n.min || (n.max - n.min) / n.step > 1e6)
            return fail(place, QStringLiteral("expected min <= max and a step above 0 "
                                              "(at most a million values)"));
        out.push_back(n);
    }
    return true;
}

bool LessonReader::step(const QJsonValue &v, const QString &where, LessonStep &s)
{
    QJsonObject o;
    if (!object(v, where, o)
        || !checkKeys(o, where,
                      {QStringLiteral("title"), QStringLiteral("scenario"),
                       QStringLiteral("example"), QStringLiteral("change"), QStringLiteral("text"),
                       QStringLiteral("question"), QStringLiteral("hide"), QStringLiteral("show"),
                       QStringLiteral("stage")})
        || !text(o.value(QLatin1String("title")), at(where, QStringLiteral("title")), s.title,
                 false)
        || !text(o.value(QLatin1String("text")), at(where, QStringLiteral("text")), s.text, true)
        || !edits(o.value(QLatin1String("change")), at(where, QStringLiteral("change")), s.change)
        || !names(o.value(QLatin1String("hide")), at(where, QStringLiteral("hide")), s.hide)
        || !names(o.value(QLatin1String("show")), at(where, QStringLiteral("show")), s.show))
        return false;
    if (o.contains(QLatin1String("scenario")) && o.contains(QLatin1String("example")))
        return fail(where, QStringLiteral("give either \"scenario\" or \"example\", not both"));
    if (o.contains(QLatin1String("example"))) {
        const QString place = at(where, QStringLiteral("example"));
        s.example = o.value(QLatin1String("example")).toString();
        Scenario scenario;
        QString why;
        if (s.example.isEmpty() || !loadExample(s.example, scenario, &why))
            return fail(place, QStringLiteral("no built-in example named \"%1\"").arg(s.example));
        s.scenario = scenario;
    } else if (o.contains(QLatin1String("scenario"))) {
        const QString place = at(where, QStringLiteral("scenario"));
        const QJsonValue value = o.value(QLatin1String("scenario"));
        if (!value.isObject())
            return fail(place, QStringLiteral("expected a scenario object"));
        Scenario scenario;
        QString why;
        if (!parseScenario(QJsonDocument(value.toObject()).toJson(), scenario, &why))
            return fail(place, why);
        s.scenario = scenario;
    }
    if (o.contains(QLatin1String("stage"))) {
        s.stage = o.value(QLatin1String("stage")).toString();
        if (!lessonStageNames().contains(s.stage))
            return fail(at(where, QStringLiteral("stage")),
                        QStringLiteral("expected one of: %1")
                            .arg(lessonStageNames().join(QStringLiteral(", "))));
    }
    if (o.contains(QLatin1String("question"))) {
        LessonQuestion q;
        if (!question(o.value(QLatin1String("question")), at(where, QStringLiteral("question")), q))
            return false;
        s.question = q;
    }
    return true;
}

} // namespace lessonreader

using lessonreader::at;
using lessonreader::LessonReader;

qsizetype textCharacters(const QString &text)
{
    qsizetype surrogates = 0;
    for (const QChar c : text)
        surrogates += c.isLowSurrogate() ? 1 : 0;
    return text.size() - surrogates;
}

qsizetype LessonText::characters() const
{
    return textCharacters(en) + textCharacters(id) + textCharacters(vi);
}

qsizetype stepCharacters(const LessonStep &step)
{
    qsizetype count = step.title.characters() + step.text.characters();
    if (const std::optional<LessonQuestion> &q = step.question) {
        count += q->text.characters() + q->explanation.characters() + q->hint.characters();
        for (const LessonText &choice : q->choices)
            count += choice.characters();
    }
    return count;
}

qsizetype lessonCharacters(const Lesson &lesson)
{
    qsizetype count = lesson.title.characters() + lesson.summary.characters();
    for (const LessonStep &step : lesson.steps)
        count += stepCharacters(step);
    return count;
}

QStringList lessonControlNames()
{
    return {QStringLiteral("editors"), QStringLiteral("walkthrough"),
            QStringLiteral("interventions"), QStringLiteral("toolbar")};
}

QStringList lessonStatNames()
{
    // As the statistics panel and the result JSON name them (docs/result-format.md).
    return {QStringLiteral("mean"),         QStringLiteral("std"),        QStringLiteral("min"),
            QStringLiteral("max"),          QStringLiteral("max_weight"), QStringLiteral("entropy"),
            QStringLiteral("jacobian_norm")};
}

QStringList lessonStageNames()
{
    // The order of the pipeline's stages (ui's PipelineStage).
    return {QStringLiteral("input"),
            QStringLiteral("queries"),
            QStringLiteral("keys"),
            QStringLiteral("values"),
            QStringLiteral("scores"),
            QStringLiteral("scaled"),
            QStringLiteral("mask"),
            QStringLiteral("weights"),
            QStringLiteral("head_output"),
            QStringLiteral("concat"),
            QStringLiteral("output_projection"),
            QStringLiteral("output")};
}

bool parseLesson(const QByteArray &input, Lesson &out, QString *error)
{
    QJsonObject root;
    if (!json::readObject(input, root, error))
        return false;
    LessonReader reader;
    Lesson lesson;
    if (root.value(QLatin1String("format")).toString() != QLatin1String("attention-lab-lesson"))
        return json::fail(error, QStringLiteral("format"),
                          QStringLiteral("expected \"attention-lab-lesson\""));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isUndefined()
        && (!version.isDouble() || (version.toDouble() != 1 && version.toDouble() != 2)))
        return json::fail(error, QStringLiteral("version"),
                          QStringLiteral("this program reads versions 1 and 2"));
    lesson.version = version.isUndefined() ? 1 : version.toInt();
    if (!reader.checkKeys(root, QString(),
                          {QStringLiteral("format"), QStringLiteral("version"),
                           QStringLiteral("title"), QStringLiteral("summary"),
                           QStringLiteral("steps")})
        || !reader.text(root.value(QLatin1String("title")), QStringLiteral("title"), lesson.title,
                        true)
        || !reader.text(root.value(QLatin1String("summary")), QStringLiteral("summary"),
                        lesson.summary, false))
        return json::fail(error, reader.error);
    const QJsonValue steps = root.value(QLatin1String("steps"));
    if (!steps.isArray() || steps.toArray().isEmpty())
        return json::fail(error, QStringLiteral("steps"),
                          QStringLiteral("expected a non-empty array of steps"));
    const QJsonArray a = steps.toArray();
    if (a.size() > limits::maxLessonSteps)
        return json::fail(error, QStringLiteral("steps"),
                          QStringLiteral("%1 steps, more than the %2 a lesson may have")
                              .arg(a.size())
                              .arg(limits::maxLessonSteps));
    for (qsizetype i = 0; i < a.size(); ++i) {
        LessonStep s;
        if (!reader.step(a.at(i), at(QStringLiteral("steps"), i), s))
            return json::fail(error, reader.error);
        lesson.steps.push_back(s);
    }
    if (!lesson.steps.front().scenario)
        return json::fail(error, QStringLiteral("steps[0]"),
                          QStringLiteral("the first step needs a \"scenario\" or an \"example\""));
    out = std::move(lesson);
    return true;
}

bool loadLessonFile(const QString &path, Lesson &out, QString *error)
{
    QFile file(path);
    QByteArray bytes;
    Lesson lesson;
    QString why;
    if (!openInputFile(file, &why) || !readInput(&file, bytes, &why)
        || !parseLesson(bytes, lesson, &why) || !checkLesson(lesson, &why))
        return inFile(path, why, error);
    out = std::move(lesson);
    return true;
}

} // namespace attn