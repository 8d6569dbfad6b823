// Reading the edits and the answer references of a lesson file (docs/lesson-format.md).

#include "LessonReaderPrivate.h"

namespace attn::lessonreader {

namespace {

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

} // namespace

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
        const QStringList keys
            = cell ? QStringList{opKey, QStringLiteral("matrix"), QStringLiteral("row"),
                                 QStringLiteral("column"), QStringLiteral("value")}
                   : QStringList{opKey, QStringLiteral("matrix"), QStringLiteral("row"),
                                 QStringLiteral("values")};
        if (!checkKeys(o, where, keys))
            return false;
        static const QStringList matrices
            = {QStringLiteral("x"),  QStringLiteral("q"),  QStringLiteral("k"),
               QStringLiteral("v"),  QStringLiteral("wq"), QStringLiteral("wk"),
               QStringLiteral("wv"), QStringLiteral("wo"), QStringLiteral("bo")};
        e.matrix = o.value(QLatin1String("matrix")).toString();
        if (!matrices.contains(e.matrix))
            return fail(
                at(where, QStringLiteral("matrix")),
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
        return checkKeys(o, where,
                         {opKey, QStringLiteral("row"), QStringLiteral("column"),
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

bool LessonReader::reference(const QJsonValue &v, const QString &where, ResultReference &out)
{
    QJsonObject o;
    if (!object(v, where, o))
        return false;
    if (o.size() != 1)
        return fail(where,
                    QStringLiteral("expected exactly one key, such as {\"output\": [0, 1]}"));
    const QString key = o.begin().key();
    const QJsonValue value = o.begin().value();
    const QString inner = at(where, key);
    using R = ResultReference::Reduction;
    static const QList<QPair<QString, R>> reductions = {{QStringLiteral("sum"), R::Sum},
                                                        {QStringLiteral("max"), R::Max},
                                                        {QStringLiteral("largest"), R::Largest},
                                                        {QStringLiteral("change"), R::Change}};
    for (const auto &r : reductions) {
        if (key != r.first)
            continue;
        if (out.reduction != R::None)
            return fail(inner, QStringLiteral("sum, max, largest and change do not nest"));
        out.reduction = r.second;
        return reference(value, inner, out);
    }
    if (key == QLatin1String("stat")) {
        const QStringList stats = lessonStatNames();
        const QStringList parts = value.toString().split(QLatin1Char('.'));
        if (parts.size() != 2
            || (parts[0] != QLatin1String("raw") && parts[0] != QLatin1String("scaled"))
            || !stats.contains(parts[1]))
            return fail(inner, QStringLiteral("expected \"raw.NAME\" or \"scaled.NAME\", NAME "
                                              "one of: %1")
                                   .arg(stats.join(QStringLiteral(", "))));
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
            return fail(inner, q.perHead
                                   ? QStringLiteral("expected [head, row] or [head, row, column]")
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

} // namespace attn::lessonreader
