// Writing a lesson file (docs/lesson-format.md, version 2): what the lesson editor saves.
// Read back with parseLesson(), a written lesson gives the same lesson.

#include "Lesson.h"

#include "AtomicFile.h"
#include "ScenarioFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace attn {

namespace {

QJsonValue textJson(const LessonText &t)
{
    QJsonObject o;
    if (!t.en.isEmpty() || t.isEmpty())
        o.insert(QStringLiteral("en"), t.en);
    if (!t.id.isEmpty())
        o.insert(QStringLiteral("id"), t.id);
    if (!t.vi.isEmpty())
        o.insert(QStringLiteral("vi"), t.vi);
    return o;
}

QJsonObject editJson(const ScenarioEdit &e)
{
    using K = ScenarioEdit::Kind;
    auto op = [](const char *name) {
        return QJsonObject{{QStringLiteral("op"), QLatin1String(name)}};
    };
    QJsonObject o;
    switch (e.kind) {
    case K::SetCell:
        o = op("set_cell");
        o.insert(QStringLiteral("matrix"), e.matrix);
        o.insert(QStringLiteral("row"), e.row);
        o.insert(QStringLiteral("column"), e.column);
        o.insert(QStringLiteral("value"), e.values.empty() ? 0.0 : e.values.front());
        break;
    case K::SetRow: {
        o = op("set_row");
        o.insert(QStringLiteral("matrix"), e.matrix);
        o.insert(QStringLiteral("row"), e.row);
        QJsonArray values;
        for (double v : e.values)
            values.append(v);
        o.insert(QStringLiteral("values"), values);
        break;
    }
    case K::SetScale:
    case K::SetCausal:
        o = op(e.kind == K::SetScale ? "set_scale" : "set_causal");
        o.insert(QStringLiteral("value"), e.flag);
        break;
    case K::SetDivisor:
        o = op("set_divisor");
        o.insert(QStringLiteral("value"), e.number ? QJsonValue(*e.number) : QJsonValue());
        break;
    case K::MaskKey:
    case K::UnmaskKey:
    case K::ZeroValue:
        o = op(e.kind == K::MaskKey     ? "mask_key"
               : e.kind == K::UnmaskKey ? "unmask_key"
                                        : "zero_value");
        o.insert(QStringLiteral("key"), e.key);
        break;
    case K::SetMaskCell:
        o = op("set_mask_cell");
        o.insert(QStringLiteral("row"), e.row);
        o.insert(QStringLiteral("column"), e.column);
        o.insert(QStringLiteral("allowed"), e.flag);
        break;
    case K::ClearMask:
        o = op("clear_mask");
        break;
    case K::SetPadding:
        o = op("set_padding");
        o.insert(QStringLiteral("key"), e.key);
        o.insert(QStringLiteral("value"), e.flag);
        break;
    case K::ReplaceEmbedding:
        o = op("replace_embedding");
        o.insert(QStringLiteral("key"), e.key);
        o.insert(QStringLiteral("with"),
                 e.source < 0 ? QJsonValue(QStringLiteral("zeros")) : QJsonValue(e.source));
        break;
    }
    return o;
}

QJsonArray editsJson(const std::vector<ScenarioEdit> &edits)
{
    QJsonArray a;
    for (const ScenarioEdit &e : edits)
        a.append(editJson(e));
    return a;
}

QJsonObject referenceJson(const ResultReference &r)
{
    using Q = ResultReference::Quantity;
    using R = ResultReference::Reduction;
    QJsonObject inner;
    switch (r.quantity) {
    case Q::Stat:
        inner.insert(QStringLiteral("stat"), r.stat);
        break;
    case Q::DK:
    case Q::Divisor:
    case Q::Blocked:
        inner.insert(QStringLiteral("value"), r.quantity == Q::DK ? QStringLiteral("d_k")
                                              : r.quantity == Q::Divisor
                                                  ? QStringLiteral("divisor")
                                                  : QStringLiteral("blocked"));
        break;
    default: {
        static const QList<QPair<Q, QString>> names
            = {{Q::Output, QStringLiteral("output")},
               {Q::Concat, QStringLiteral("concat")},
               {Q::Weights, QStringLiteral("weights")},
               {Q::Scaled, QStringLiteral("scaled")},
               {Q::Scores, QStringLiteral("scores")},
               {Q::HeadOutput, QStringLiteral("head_output")},
               {Q::Q, QStringLiteral("q")},
               {Q::K, QStringLiteral("k")},
               {Q::V, QStringLiteral("v")}};
        QJsonArray indices;
        if (r.quantity != Q::Output && r.quantity != Q::Concat)
            indices.append(r.head);
        indices.append(r.row);
        if (r.column >= 0)
            indices.append(r.column);
        for (const auto &n : names)
            if (n.first == r.quantity)
                inner.insert(n.second, indices);
        break;
    }
    }
    switch (r.reduction) {
    case R::None:
        return inner;
    case R::Sum:
        return {{QStringLiteral("sum"), inner}};
    case R::Max:
        return {{QStringLiteral("max"), inner}};
    case R::Largest:
        return {{QStringLiteral("largest"), inner}};
    case R::Change:
        return {{QStringLiteral("change"), inner}};
    }
    return inner;
}

QJsonObject questionJson(const LessonQuestion &q)
{
    QJsonObject o{{QStringLiteral("text"), textJson(q.text)},
                  {QStringLiteral("tolerance"), q.tolerance}};
    if (!q.explanation.isEmpty())
        o.insert(QStringLiteral("explanation"), textJson(q.explanation));
    if (!q.hint.isEmpty())
        o.insert(QStringLiteral("hint"), textJson(q.hint));
    if (!q.after.empty())
        o.insert(QStringLiteral("after"), editsJson(q.after));
    if (q.answer)
        o.insert(QStringLiteral("answer"), referenceJson(*q.answer));
    if (q.kind == LessonQuestion::Kind::Choice) {
        QJsonArray choices;
        for (const LessonText &c : q.choices)
            choices.append(textJson(c));
        o.insert(QStringLiteral("choices"), choices);
        if (!q.answer)
            o.insert(QStringLiteral("correct"), q.correctChoice);
    }
    if (!q.vary.empty()) {
        QJsonArray vary;
        for (const VaryingNumber &v : q.vary)
            vary.append(QJsonObject{{QStringLiteral("matrix"), v.matrix},
                                    {QStringLiteral("row"), v.row},
                                    {QStringLiteral("column"), v.column},
                                    {QStringLiteral("min"), v.min},
                                    {QStringLiteral("max"), v.max},
                                    {QStringLiteral("step"), v.step}});
        o.insert(QStringLiteral("vary"), vary);
    }
    return o;
}

QJsonArray namesJson(const QStringList &names)
{
    return QJsonArray::fromStringList(names);
}

} // namespace

QByteArray serializeLesson(const Lesson &lesson)
{
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("attention-lab-lesson")},
                     {QStringLiteral("version"), 2},
                     {QStringLiteral("title"), textJson(lesson.title)}};
    if (!lesson.summary.isEmpty())
        root.insert(QStringLiteral("summary"), textJson(lesson.summary));
    QJsonArray steps;
    for (const LessonStep &s : lesson.steps) {
        QJsonObject o{{QStringLiteral("text"), textJson(s.text)}};
        if (!s.title.isEmpty())
            o.insert(QStringLiteral("title"), textJson(s.title));
        if (!s.example.isEmpty())
            o.insert(QStringLiteral("example"), s.example);
        else if (s.scenario)
            o.insert(QStringLiteral("scenario"),
                     QJsonDocument::fromJson(serializeScenario(*s.scenario)).object());
        if (!s.change.empty())
            o.insert(QStringLiteral("change"), editsJson(s.change));
        if (s.question)
            o.insert(QStringLiteral("question"), questionJson(*s.question));
        if (!s.hide.isEmpty())
            o.insert(QStringLiteral("hide"), namesJson(s.hide));
        if (!s.show.isEmpty())
            o.insert(QStringLiteral("show"), namesJson(s.show));
        if (!s.stage.isEmpty())
            o.insert(QStringLiteral("stage"), s.stage);
        steps.append(o);
    }
    root.insert(QStringLiteral("steps"), steps);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool saveLessonFile(const QString &path, const Lesson &lesson, QString *error)
{
    return writeFileAtomically(path, serializeLesson(lesson), error);
}

} // namespace attn
