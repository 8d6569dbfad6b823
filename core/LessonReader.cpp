// Reading a lesson file (docs/lesson-format.md): every message names its place.

#include "Lesson.h"

#include "Examples.h"
#include "ScenarioFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace attn {

namespace {

QString at(const QString &where, const QString &key)
{
    return where.isEmpty() ? key : where + QLatin1Char('.') + key;
}

QString at(const QString &where, qsizetype index)
{
    return where + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QString lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    qsizetype line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return QStringLiteral("line %1, column %2").arg(line).arg(offset - lineStart + 1);
}

/// Reads the parts of a lesson; the first problem stops it and names its place.
class LessonReader
{
public:
    QString error;

    bool fail(const QString &where, const QString &why)
    {
        error = where + QStringLiteral(": ") + why;
        return false;
    }

    bool checkKeys(const QJsonObject &object, const QString &where, const QStringList &known)
    {
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!known.contains(it.key()))
                return fail(at(where, it.key()),
                            QStringLiteral("unknown key (known: %1)").arg(known.join(QStringLiteral(", "))));
        return true;
    }

    bool object(const QJsonValue &v, const QString &where, QJsonObject &out)
    {
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object"));
        out = v.toObject();
        return true;
    }

    bool integer(const QJsonObject &o, const QString &key, const QString &where, int &out,
                 int minimum = 0)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(-1e300);
        if (!v.isDouble() || d != std::floor(d) || d < minimum || d > 1e6)
            return fail(at(where, key), QStringLiteral("expected a whole number of at least %1")
                                            .arg(minimum));
        out = int(d);
        return true;
    }

    bool number(const QJsonValue &v, const QString &where, double &out)
    {
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(where, QStringLiteral("expected a finite number"));
        out = v.toDouble();
        return true;
    }

    bool boolean(const QJsonObject &o, const QString &key, const QString &where, bool &out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isBool())
            return fail(at(where, key), QStringLiteral("expected true or false"));
        out = v.toBool();
        return true;
    }

    /// {"en": ..., "id": ..., "vi": ...} or a plain string (English).
    bool text(const QJsonValue &v, const QString &where, LessonText &out, bool required)
    {
        if (v.isUndefined() && !required)
            return true;
        if (v.isString()) {
            out.en = v.toString();
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (!checkKeys(o, where, {QStringLiteral("en"), QStringLiteral("id"),
                                      QStringLiteral("vi")}))
                return false;
            for (auto it = o.begin(); it != o.end(); ++it)
                if (!it.value().isString())
                    return fail(at(where, it.key()), QStringLiteral("expected a string"));
            out.en = o.value(QLatin1String("en")).toString();
            out.id = o.value(QLatin1String("id")).toString();
            out.vi = o.value(QLatin1String("vi")).toString();
        } else {
            return fail(where, QStringLiteral("expected a text: a string or {\"en\": ...}"));
        }
        if (out.en.trimmed().isEmpty())
            return fail(v.isObject() ? at(where, QStringLiteral("en")) : where,
                        QStringLiteral("the English text is required"));
        return true;
    }

    bool names(const QJsonValue &v, const QString &where, const QStringList &allowed,
               QStringList &out)
    {
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(where, QStringLiteral("expected an array of names"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString name = a.at(i).toString();
            if (!allowed.contains(name))
                return fail(at(where, i), QStringLiteral("expected one of: %1")
                                              .arg(allowed.join(QStringLiteral(", "))));
            out << name;
        }
        return true;
    }

    bool edit(const QJsonValue &v, const QString &where, ScenarioEdit &e);
    bool edits(const QJsonValue &v, const QString &where, std::vector<ScenarioEdit> &out)
    {
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(where, QStringLiteral("expected an array of edits"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            ScenarioEdit e;
            if (!edit(a.at(i), at(where, i), e))
                return false;
            out.push_back(e);
        }
        return true;
    }

    bool reference(const QJsonValue &v, const QString &where, ResultReference &out);
    bool question(const QJsonValue &v, const QString &where, LessonQuestion &q);
    bool step(const QJsonValue &v, const QString &where, LessonStep &s);
};

struct EditName
{
    const char *name;
    ScenarioEdit::Kind kind;
};

const EditName editNames[] = {
    {"set_cell", ScenarioEdit::Kind::SetCell},
    {"set_row", ScenarioEdit::Kind::SetRow},
    {"set_scale", ScenarioEdit::Kind::SetScale},
    {"set_causal", ScenarioEdit::Kind::SetCausal},
    {"set_divisor", ScenarioEdit::Kind::SetDivisor},
    {"mask_key", ScenarioEdit::Kind::MaskKey},
    {"unmask_key", ScenarioEdit::Kind::UnmaskKey},
    {"set_mask_cell", ScenarioEdit::Kind::SetMaskCell},
    {"clear_mask", ScenarioEdit::Kind::ClearMask},
    {"set_padding", ScenarioEdit::Kind::SetPadding},
    {"zero_value", ScenarioEdit::Kind::ZeroValue},
    {"replace_embedding", ScenarioEdit::Kind::ReplaceEmbedding},
};

bool LessonReader::edit(const QJsonValue &v, const QString &where, ScenarioEdit &e)
{
    QJsonObject o;
    if (!object(v, where, o))
        return false;
    e.where = where;
    const QString op = o.value(QLatin1String("op")).toString();
    bool found = false;
    QStringList known;
    for (const EditName &n : editNames) {
        known << QLatin1String(n.name);
        if (op == QLatin1String(n.name)) {
            e.kind = n.kind;
            found = true;
        }
    }
    if (!found)
        return fail(at(where, QStringLiteral("op")),
                    QStringLiteral("expected one of: %1").arg(known.join(QStringLiteral(", "))));
    using K = ScenarioEdit::Kind;
    const QString opKey = QStringLiteral("op");
    switch (e.kind) {
    case K::SetCell:
    case K::SetRow: {
        const bool cell = e.kind == K::SetCell;
        const QStringList keys = cell ? QStringList{opKey, QStringLiteral("matrix"),
                                                    QStringLiteral("row"), QStringLiteral("column"),
                                                    QStringLiteral("value")}
                                      : QStringList{opKey, QStringLiteral("matrix"),
                                                    QStringLiteral("row"), QStringLiteral("values")};
        if (!checkKeys(o, where, keys))
            return false;
        static const QStringList matrices = {QStringLiteral("x"), QStringLiteral("q"),
                                             QStringLiteral("k"), QStringLiteral("v"),
                                             QStringLiteral("wq"), QStringLiteral("wk"),
                                             QStringLiteral("wv"), QStringLiteral("wo"),
                                             QStringLiteral("bo")};
        e.matrix = o.value(QLatin1String("matrix")).toString();
        if (!matrices.contains(e.matrix))
            return fail(at(where, QStringLiteral("matrix")),
                        QStringLiteral("expected one of: %1").arg(matrices.join(QStringLiteral(", "))));
        if (!integer(o, QStringLiteral("row"), where, e.row))
            return false;
        if (cell) {
            double value = 0;
            if (!integer(o, QStringLiteral("column"), where, e.column)
                || !number(o.value(QLatin1String("value")), at(where, QStringLiteral("value")),
                           value))
                return false;
            e.values = {value};
            return true;
        }
        const QJsonValue values = o.value(QLatin1String("values"));
        if (!values.isArray() || values.toArray().isEmpty())
            return fail(at(where, QStringLiteral("values")),
                        QStringLiteral("expected an array of numbers"));
        const QJsonArray a = values.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            double value = 0;
            if (!number(a.at(i), at(at(where, QStringLiteral("values")), i), value))
                return false;
            e.values.push_back(value);
        }
        return true;
    }
    case K::SetScale:
    case K::SetCausal:
        return checkKeys(o, where, {opKey, QStringLiteral("value")})
               && boolean(o, QStringLiteral("value"), where, e.flag);
    case K::SetDivisor: {
        if (!checkKeys(o, where, {opKey, QStringLiteral("value")}))
            return false;
        const QJsonValue value = o.value(QLatin1String("value"));
        if (value.isNull())
            return true;
        double d = 0;
        if (!number(value, at(where, QStringLiteral("value")), d))
            return false;
        if (d <= 0)
            return fail(at(where, QStringLiteral("value")), QStringLiteral("must be positive"));
        e.number = d;
        return true;
    }
    case K::MaskKey:
    case K::UnmaskKey:
    case K::ZeroValue:
        return checkKeys(o, where, {opKey, QStringLiteral("key")})
               && integer(o, QStringLiteral("key"), where, e.key);
    case K::SetPadding:
        return checkKeys(o, where, {opKey, QStringLiteral("key"), QStringLiteral("value")})
               && integer(o, QStringLiteral("key"), where, e.key)
               && boolean(o, QStringLiteral("value"), where, e.flag);
    case K::SetMaskCell:
        return checkKeys(o, where, {opKey, QStringLiteral("row"), QStringLiteral("column"),
                                    QStringLiteral("allowed")})
               && integer(o, QStringLiteral("row"), where, e.row)
               && integer(o, QStringLiteral("column"), where, e.column)
               && boolean(o, QStringLiteral("allowed"), where, e.flag);
    case K::ClearMask:
        return checkKeys(o, where, {opKey});
    case K::ReplaceEmbedding: {
        if (!checkKeys(o, where, {opKey, QStringLiteral("key"), QStringLiteral("with")})
            || !integer(o, QStringLiteral("key"), where, e.key))
            return false;
        const QJsonValue with = o.value(QLatin1String("with"));
        if (with.toString() == QLatin1String("zeros")) {
            e.source = -1;
            return true;
        }
        if (!with.isDouble())
            return fail(at(where, QStringLiteral("with")),
                        QStringLiteral("expected a token index or \"zeros\""));
        return integer(o, QStringLiteral("with"), where, e.source);
    }
    }
    return true;
}

struct QuantityName
{
    const char *name;
    ResultReference::Quantity quantity;
    bool perHead;
};

const QuantityName quantityNames[] = {
    {"output", ResultReference::Quantity::Output, false},
    {"concat", ResultReference::Quantity::Concat, false},
    {"weights", ResultReference::Quantity::Weights, true},
    {"scaled", ResultReference::Quantity::Scaled, true},
    {"scores", ResultReference::Quantity::Scores, true},
    {"head_output", ResultReference::Quantity::HeadOutput, true},
    {"q", ResultReference::Quantity::Q, true},
    {"k", ResultReference::Quantity::K, true},
    {"v", ResultReference::Quantity::V, true},
};

bool LessonReader::reference(const QJsonValue &v, const QString &where, ResultReference &out)
{
    QJsonObject o;
    if (!object(v, where, o))
        return false;
    if (o.size() != 1)
        return fail(where, QStringLiteral("expected exactly one key, such as {\"output\": [0, 1]}"));
    const QString key = o.begin().key();
    const QJsonValue value = o.begin().value();
    const QString inner = at(where, key);
    using R = ResultReference::Reduction;
    static const QList<QPair<QString, R>> reductions = {
        {QStringLiteral("sum"), R::Sum}, {QStringLiteral("max"), R::Max},
        {QStringLiteral("largest"), R::Largest}, {QStringLiteral("change"), R::Change}};
    for (const auto &r : reductions) {
        if (key != r.first)
            continue;
        if (out.reduction != R::None)
            return fail(inner, QStringLiteral("sum, max, largest and change do not nest"));
        out.reduction = r.second;
        return reference(value, inner, out);
    }
    if (key == QLatin1String("stat")) {
        static const QStringList stats = {QStringLiteral("mean"), QStringLiteral("std"),
                                          QStringLiteral("min"), QStringLiteral("max"),
                                          QStringLiteral("max_weight"), QStringLiteral("entropy")};
        const QStringList parts = value.toString().split(QLatin1Char('.'));
        if (parts.size() != 2
            || (parts[0] != QLatin1String("raw") && parts[0] != QLatin1String("scaled"))
            || !stats.contains(parts[1]))
            return fail(inner, QStringLiteral("expected \"raw.NAME\" or \"scaled.NAME\", NAME "
                                              "one of: %1").arg(stats.join(QStringLiteral(", "))));
        out.quantity = ResultReference::Quantity::Stat;
        out.stat = value.toString();
        return true;
    }
    if (key == QLatin1String("value")) {
        const QString name = value.toString();
        if (name == QLatin1String("d_k"))
            out.quantity = ResultReference::Quantity::DK;
        else if (name == QLatin1String("divisor"))
            out.quantity = ResultReference::Quantity::Divisor;
        else if (name == QLatin1String("blocked"))
            out.quantity = ResultReference::Quantity::Blocked;
        else
            return fail(inner, QStringLiteral("expected \"d_k\", \"divisor\" or \"blocked\""));
        return true;
    }
    for (const QuantityName &q : quantityNames) {
        if (key != QLatin1String(q.name))
            continue;
        out.quantity = q.quantity;
        const QJsonArray a = value.toArray();
        const int needed = q.perHead ? 2 : 1; // [head,] row [, column]
        if (!value.isArray() || a.size() < needed || a.size() > needed + 1)
            return fail(inner, q.perHead ? QStringLiteral("expected [head, row] or [head, row, column]")
                                         : QStringLiteral("expected [row] or [row, column]"));
        std::vector<int> indices;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const double d = a.at(i).toDouble(-1);
            if (!a.at(i).isDouble() || d < 0 || d != std::floor(d) || d > 1e6)
                return fail(at(inner, i), QStringLiteral("expected an index from 0"));
            indices.push_back(int(d));
        }
        size_t i = 0;
        out.head = q.perHead ? indices[i++] : 0;
        out.row = indices[i++];
        out.column = i < indices.size() ? indices[i] : -1;
        return true;
    }
    return fail(inner, QStringLiteral("unknown quantity (known: output, concat, weights, scaled, "
                                      "scores, head_output, q, k, v, stat, value; and sum, max, "
                                      "largest, change around one of them)"));
}

bool LessonReader::question(const QJsonValue &v, const QString &where, LessonQuestion &q)
{
    QJsonObject o;
    if (!object(v, where, o)
        || !checkKeys(o, where, {QStringLiteral("text"), QStringLiteral("after"),
                                 QStringLiteral("answer"), QStringLiteral("tolerance"),
                                 QStringLiteral("choices"), QStringLiteral("correct"),
                                 QStringLiteral("explanation")})
        || !text(o.value(QLatin1String("text")), at(where, QStringLiteral("text")), q.text, true)
        || !text(o.value(QLatin1String("explanation")), at(where, QStringLiteral("explanation")),
                 q.explanation, true)
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
        return fail(where, QStringLiteral("a choice question needs either \"correct\" (an index) or "
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

bool LessonReader::step(const QJsonValue &v, const QString &where, LessonStep &s)
{
    QJsonObject o;
    if (!object(v, where, o)
        || !checkKeys(o, where, {QStringLiteral("title"), QStringLiteral("scenario"),
                                 QStringLiteral("example"), QStringLiteral("change"),
                                 QStringLiteral("text"), QStringLiteral("question"),
                                 QStringLiteral("hide"), QStringLiteral("show"),
                                 QStringLiteral("stage")})
        || !text(o.value(QLatin1String("title")), at(where, QStringLiteral("title")), s.title, false)
        || !text(o.value(QLatin1String("text")), at(where, QStringLiteral("text")), s.text, true)
        || !edits(o.value(QLatin1String("change")), at(where, QStringLiteral("change")), s.change)
        || !names(o.value(QLatin1String("hide")), at(where, QStringLiteral("hide")),
                  lessonControlNames(), s.hide)
        || !names(o.value(QLatin1String("show")), at(where, QStringLiteral("show")),
                  lessonControlNames(), s.show))
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

} // namespace

QStringList lessonControlNames()
{
    return {QStringLiteral("editors"),  QStringLiteral("pipeline"),
            QStringLiteral("weights"),  QStringLiteral("heads"),
            QStringLiteral("stats"),    QStringLiteral("sweep"),
            QStringLiteral("walkthrough"), QStringLiteral("interventions"),
            QStringLiteral("toolbar")};
}

QStringList lessonStageNames()
{
    // The order of the pipeline's stages (ui's PipelineStage).
    return {QStringLiteral("input"),   QStringLiteral("queries"),     QStringLiteral("keys"),
            QStringLiteral("values"),  QStringLiteral("scores"),      QStringLiteral("scaled"),
            QStringLiteral("mask"),    QStringLiteral("weights"),     QStringLiteral("head_output"),
            QStringLiteral("concat"),  QStringLiteral("output_projection"),
            QStringLiteral("output")};
}

bool parseLesson(const QByteArray &input, Lesson &out, QString *error)
{
    auto failed = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (input.size() > limits::maxFileBytes)
        return failed(QStringLiteral("the file is larger than the limit of 64 MiB"));
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty())
        return failed(QStringLiteral("the file is empty"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failed(lineAndColumn(bytes, parseError.offset) + QStringLiteral(": ")
                      + parseError.errorString());
    if (!doc.isObject())
        return failed(QStringLiteral("top level: expected a JSON object"));
    const QJsonObject root = doc.object();
    LessonReader reader;
    Lesson lesson;
    if (root.value(QLatin1String("format")).toString() != QLatin1String("attention-lab-lesson"))
        return failed(QStringLiteral("format: expected \"attention-lab-lesson\""));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isUndefined() && (!version.isDouble() || version.toDouble() != 1))
        return failed(QStringLiteral("version: this program reads version 1"));
    if (!reader.checkKeys(root, QString(), {QStringLiteral("format"), QStringLiteral("version"),
                                            QStringLiteral("title"), QStringLiteral("summary"),
                                            QStringLiteral("steps")})
        || !reader.text(root.value(QLatin1String("title")), QStringLiteral("title"), lesson.title,
                        true)
        || !reader.text(root.value(QLatin1String("summary")), QStringLiteral("summary"),
                        lesson.summary, false))
        return failed(reader.error);
    const QJsonValue steps = root.value(QLatin1String("steps"));
    if (!steps.isArray() || steps.toArray().isEmpty())
        return failed(QStringLiteral("steps: expected a non-empty array of steps"));
    const QJsonArray a = steps.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        LessonStep s;
        if (!reader.step(a.at(i), at(QStringLiteral("steps"), i), s))
            return failed(reader.error);
        lesson.steps.push_back(s);
    }
    if (!lesson.steps.front().scenario)
        return failed(QStringLiteral("steps[0]: the first step needs a \"scenario\" or an "
                                     "\"example\""));
    out = std::move(lesson);
    return true;
}

bool loadLessonFile(const QString &path, Lesson &out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    if (file.size() > limits::maxFileBytes) {
        if (error)
            *error = path + QStringLiteral(": the file is larger than the limit of 64 MiB");
        return false;
    }
    Lesson lesson;
    QString why;
    if (!parseLesson(file.readAll(), lesson, &why) || !checkLesson(lesson, &why)) {
        if (error)
            *error = path + QStringLiteral(": ") + why;
        return false;
    }
    out = std::move(lesson);
    return true;
}

} // namespace attn
