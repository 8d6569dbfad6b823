// The edits a lesson makes to a scenario (docs/lesson-format.md), checked as they apply.

#include "Lesson.h"

#include "JsonInput.h"

namespace attn {

namespace {

using json::fail;
using json::outOfRange;

/// The matrix an edit writes, made explicit first when it is an absent projection.
MatrixD *editedMatrix(Scenario &s, const ScenarioEdit &e, QString *error)
{
    const bool direct = s.mode == Mode::Direct;
    const QString &m = e.matrix;
    if (m == QLatin1String("q") || m == QLatin1String("k") || m == QLatin1String("v")) {
        if (!direct) {
            fail(error, e.where,
                 QStringLiteral("matrix \"%1\" is given only in direct mode; in "
                                "self-attention mode edit \"x\" or a projection")
                     .arg(m));
            return nullptr;
        }
        return m == QLatin1String("q") ? &s.q : m == QLatin1String("k") ? &s.k : &s.v;
    }
    if (direct) {
        fail(error, e.where,
             QStringLiteral("matrix \"%1\" exists only in self-attention mode").arg(m));
        return nullptr;
    }
    if (m == QLatin1String("x"))
        return &s.embeddings;
    std::optional<MatrixD> *projection = m == QLatin1String("wq")   ? &s.wq
                                         : m == QLatin1String("wk") ? &s.wk
                                         : m == QLatin1String("wv") ? &s.wv
                                                                    : &s.wo;
    if (!projection->has_value())
        *projection = s.projection(m.at(1).toLatin1());
    return &**projection;
}

bool applyEdit(Scenario &s, const ScenarioEdit &e, QString *error)
{
    using K = ScenarioEdit::Kind;
    const int queries = s.queryCount();
    const int keys = s.keyCount();
    switch (e.kind) {
    case K::SetCell:
    case K::SetRow: {
        if (e.matrix == QLatin1String("bo")) {
            if (s.mode == Mode::Direct)
                return fail(error, e.where,
                            QStringLiteral("b_o exists only in self-attention mode"));
            VectorD bias = s.outputBias();
            if (e.row != 0)
                return fail(error, e.where, QStringLiteral("b_o has one row, row 0"));
            if (e.kind == K::SetRow) {
                if (qsizetype(e.values.size()) != bias.size())
                    return fail(error, e.where,
                                QStringLiteral("b_o has %1 numbers, not %2")
                                    .arg(bias.size())
                                    .arg(e.values.size()));
                for (size_t i = 0; i < e.values.size(); ++i)
                    bias(Eigen::Index(i)) = e.values[i];
            } else {
                if (e.column >= bias.size())
                    return fail(error, e.where, outOfRange("column", e.column, bias.size()));
                bias(e.column) = e.values.front();
            }
            s.bo = bias;
            return true;
        }
        MatrixD *m = editedMatrix(s, e, error);
        if (!m)
            return false;
        if (e.row >= m->rows())
            return fail(error, e.where, outOfRange("row", e.row, m->rows()));
        if (e.kind == K::SetRow) {
            if (qsizetype(e.values.size()) != m->cols())
                return fail(error, e.where,
                            QStringLiteral("row %1 of \"%2\" has %3 numbers, not %4")
                                .arg(e.row)
                                .arg(e.matrix)
                                .arg(m->cols())
                                .arg(e.values.size()));
            for (size_t c = 0; c < e.values.size(); ++c)
                (*m)(e.row, Eigen::Index(c)) = e.values[c];
        } else {
            if (e.column >= m->cols())
                return fail(error, e.where, outOfRange("column", e.column, m->cols()));
            (*m)(e.row, e.column) = e.values.front();
        }
        return true;
    }
    case K::SetScale:
        s.scale = e.flag;
        return true;
    case K::SetCausal:
        s.causal = e.flag;
        return true;
    case K::SetDivisor:
        s.divisor = e.number;
        return true;
    case K::MaskKey:
    case K::UnmaskKey: {
        if (e.key >= keys)
            return fail(error, e.where, outOfRange("key", e.key, keys));
        BoolMatrix mask = s.mask ? *s.mask : BoolMatrix::Constant(queries, keys, true);
        mask.col(e.key).setConstant(e.kind == K::UnmaskKey);
        s.mask = mask;
        return true;
    }
    case K::SetMaskCell: {
        if (e.row >= queries)
            return fail(error, e.where, outOfRange("row", e.row, queries));
        if (e.column >= keys)
            return fail(error, e.where, outOfRange("column", e.column, keys));
        BoolMatrix mask = s.mask ? *s.mask : BoolMatrix::Constant(queries, keys, true);
        mask(e.row, e.column) = e.flag;
        s.mask = mask;
        return true;
    }
    case K::ClearMask:
        s.mask.reset();
        return true;
    case K::SetPadding:
        if (e.key >= keys)
            return fail(error, e.where, outOfRange("key", e.key, keys));
        if (s.padding.empty())
            s.padding.assign(size_t(keys), false);
        s.padding[size_t(e.key)] = e.flag;
        return true;
    case K::ZeroValue:
    case K::ReplaceEmbedding: {
        Intervention intervention;
        intervention.kind = e.kind == K::ZeroValue ? Intervention::Kind::ZeroValue
                                                   : Intervention::Kind::ReplaceEmbedding;
        intervention.target = e.key;
        intervention.source = e.source;
        std::string why;
        Scenario out;
        if (!applyIntervention(s, intervention, out, &why))
            return fail(error, e.where, QString::fromStdString(why));
        s = std::move(out);
        return true;
    }
    }
    return true;
}

} // namespace

bool applyEdits(Scenario &scenario, const std::vector<ScenarioEdit> &edits, QString *error)
{
    Scenario s = scenario;
    for (const ScenarioEdit &e : edits) {
        if (!applyEdit(s, e, error))
            return false;
        const std::string invalid = validate(s);
        if (!invalid.empty())
            return fail(error, e.where, QString::fromStdString(invalid));
    }
    scenario = std::move(s);
    return true;
}

} // namespace attn
