#include "ResultJson.h"

#include "Attention.h"
#include "Backward.h"
#include "JsonText.h"
#include "Sweep.h"
#include "TiledAttention.h"

#include <initializer_list>
#include <utility>

namespace attn {

namespace {

using Field = std::pair<const char *, QByteArray>;

/// The text being written and, when it is streamed, where it goes: after each matrix row the
/// text written so far is handed to the sink once it holds a piece (1 MiB), so a result of
/// gigabytes is never in memory whole. Without a sink the text is kept (resultToJson()).
struct Out
{
    static constexpr qsizetype pieceBytes = qsizetype(1) << 20;

    QByteArray text;
    const JsonSink *sink = nullptr;
    bool ok = true;

    void rowDone()
    {
        if (sink && text.size() >= pieceBytes)
            handOn();
    }
    /// The rest of the text to the sink; false when the sink refused a piece.
    bool finish()
    {
        if (sink && !text.isEmpty())
            handOn();
        return ok;
    }

private:
    void handOn()
    {
        if (ok)
            ok = (*sink)(text);
        text.resize(0); // keeps its capacity for the next piece
    }
};

/// A double in its shortest text that reads back the same.
QByteArray shortest(double value)
{
    QByteArray text;
    json::appendNumber(text, value);
    return text;
}

/// `"name": ` after `indent` spaces.
void appendKey(QByteArray &out, const char *name, int indent)
{
    out += QByteArray(indent, ' ');
    out += '"';
    out += name;
    out += "\": ";
}

/// `"a": 1, "b": 2`: the fields of one line, their values written already.
void appendFields(QByteArray &out, std::initializer_list<Field> fields)
{
    const char *separator = "";
    for (const Field &field : fields) {
        out += separator;
        appendKey(out, field.first, 0);
        out += field.second;
        separator = ", ";
    }
}

/// `"name": [matrix]` at `indent`, then a comma unless it is the object's last field.
template<typename M>
void appendMatrixField(Out &out, const char *name, const M &m, int indent, bool last)
{
    appendKey(out.text, name, indent);
    json::appendMatrix(out.text, m, indent, [&out] { out.rowDone(); });
    out.text += last ? "\n" : ",\n";
}

void appendStats(QByteArray &out, const char *name, const ScoreStats &s, bool last)
{
    appendKey(out, name, 4);
    out += '{';
    appendFields(out, {{"mean", shortest(s.mean)},
                       {"std", shortest(s.std)},
                       {"min", shortest(s.min)},
                       {"max", shortest(s.max)},
                       {"max_weight", shortest(s.maxWeight)},
                       {"entropy", shortest(s.entropy)},
                       {"jacobian_norm", shortest(s.jacobianNorm)}});
    out += last ? "}\n" : "},\n";
}

void appendHead(Out &out, const AttentionResult &r, int h, const Gradients *g)
{
    const HeadResult &head = r.heads[size_t(h)];
    const Matrix scaled = scaledScores(r, h);
    const std::pair<const char *, const Matrix *> parts[]
        = {{"q", &head.q},           {"k", &head.k},      {"v", &head.v},
           {"scores", &head.scores}, {"scaled", &scaled}, {"weights", &head.weights},
           {"output", &head.output}};
    out.text += "    {\n";
    for (size_t p = 0; p < std::size(parts); ++p)
        appendMatrixField(out, parts[p].first, *parts[p].second, 6,
                          !g && p + 1 == std::size(parts));
    if (g) {
        const HeadGradients &d = g->heads.at(size_t(h));
        appendMatrixField(out, "d_weights", d.dWeights, 6, false);
        appendMatrixField(out, "d_scores", d.dScores, 6, true);
    }
    out.text += size_t(h) + 1 < r.heads.size() ? "    },\n" : "    }\n";
}

/// "loss" and "gradients", mirroring the scenario's keys.
void appendGradients(Out &o, const Gradients &g, Mode mode)
{
    QByteArray &out = o.text;
    appendKey(out, "loss", 2);
    out += shortest(g.loss);
    out += ",\n";
    appendKey(out, "gradients", 2);
    out += "{\n";
    if (mode == Mode::Direct) {
        appendMatrixField(o, "q", g.q, 4, false);
        appendMatrixField(o, "k", g.k, 4, false);
        appendMatrixField(o, "v", g.v, 4, true);
    } else {
        appendMatrixField(o, "embeddings", g.embeddings, 4, false);
        appendKey(out, "projections", 4);
        out += "{\n";
        appendMatrixField(o, "wq", g.wq, 6, false);
        appendMatrixField(o, "wk", g.wk, 6, false);
        appendMatrixField(o, "wv", g.wv, 6, false);
        appendMatrixField(o, "wo", g.wo, 6, false);
        appendKey(out, "bo", 6);
        json::appendRow(out, g.bo);
        out += "\n    }";
        // A learned positional table is an input of the scenario: its gradient too.
        if (g.positionTable.size() != 0) {
            out += ",\n";
            appendKey(out, "positions", 4);
            out += "{\n";
            appendMatrixField(o, "table", g.positionTable, 6, true);
            out += "    }";
        }
        out += "\n";
    }
    out += "  },\n";
}

/// `"positions"` when the scenario has an encoding: its kind and what it did.
void appendPositions(QByteArray &out, const PositionStage &p)
{
    if (!p.active)
        return;
    appendKey(out, "positions", 2);
    out += "{\n";
    appendKey(out, "kind", 4);
    json::appendString(out, positionKindName(p.kind));
    if (p.kind == PositionKind::Sinusoidal || p.kind == PositionKind::Rope) {
        out += ",\n";
        appendKey(out, "base", 4);
        out += shortest(p.base);
    }
    if (p.added.size() != 0) {
        out += ",\n";
        appendKey(out, "added", 4);
        json::appendMatrix(out, p.added, 4);
    }
    if (!p.slopes.empty()) {
        out += ",\n";
        appendKey(out, "slopes", 4);
        json::appendRow(out,
                        Eigen::Map<const VectorD>(p.slopes.data(), Eigen::Index(p.slopes.size())));
    }
    out += "\n  },\n";
}

/// The sizes and the divisor, each result's first fields after the version.
template<typename Result>
void appendSizes(QByteArray &out, const Result &r)
{
    appendFields(out, {{"n_queries", QByteArray::number(r.nQueries)},
                       {"n_keys", QByteArray::number(r.nKeys)},
                       {"d_model", QByteArray::number(r.dModel)},
                       {"num_heads", QByteArray::number(r.numHeads)},
                       {"d_k", QByteArray::number(r.dK)}});
    out += ",\n";
    appendKey(out, "divisor", 2);
    out += shortest(r.divisor);
    out += ",\n";
}

/// `"warnings": [...]` and the end of the object.
void appendWarnings(QByteArray &out, const std::vector<std::string> &warnings)
{
    appendKey(out, "warnings", 2);
    out += '[';
    for (size_t i = 0; i < warnings.size(); ++i) {
        if (i)
            out += ", ";
        json::appendString(out, warnings[i]);
    }
    out += "]\n}\n";
}

} // namespace

namespace {

void writeResult(Out &o, const AttentionResult &r, Mode mode, const Gradients *gradients,
                 const QByteArray &extra)
{
    QByteArray &out = o.text;
    out += "{\n  \"format\": \"attention-lab-result\",\n  \"version\": 1,\n  ";
    appendSizes(out, r);
    appendKey(out, "allowed", 2);
    json::appendBoolMatrix(out, r.allowed, 2, [&o] { o.rowDone(); });
    out += ",\n";
    appendPositions(out, r.positions);
    appendKey(out, "heads", 2);
    out += "[\n";
    for (size_t h = 0; h < r.heads.size(); ++h)
        appendHead(o, r, int(h), gradients);
    out += "  ],\n";
    if (mode == Mode::SelfAttention)
        appendMatrixField(o, "concat", r.concat, 2, false);
    appendMatrixField(o, "output", r.output, 2, false);
    if (gradients)
        appendGradients(o, *gradients, mode);
    appendKey(out, "stats", 2);
    out += "{\n";
    appendStats(out, "raw", r.stats.raw, false);
    appendStats(out, "scaled", r.stats.scaled, true);
    out += "  },\n";
    out += extra;
    appendWarnings(out, r.warnings);
}

void writeTiledResult(Out &o, const TiledResult &r, Mode mode)
{
    QByteArray &out = o.text;
    out += "{\n  \"format\": \"attention-lab-tiled-result\",\n  \"version\": 1,\n  ";
    appendSizes(out, r);
    appendKey(out, "block_size", 2);
    out += QByteArray::number(r.blockSize);
    out += ",\n";
    appendKey(out, "heads", 2);
    out += "[\n";
    for (int h = 0; h < r.numHeads; ++h) {
        out += "    {\n";
        appendMatrixField(o, "output", tiledHeadOutput(r, h), 6, true);
        out += h + 1 < r.numHeads ? "    },\n" : "    }\n";
    }
    out += "  ],\n";
    if (mode == Mode::SelfAttention)
        appendMatrixField(o, "concat", r.heads, 2, false);
    appendMatrixField(o, "output", r.output, 2, false);
    appendWarnings(out, r.warnings);
}

} // namespace

QByteArray resultToJson(const AttentionResult &r, Mode mode, const Gradients *gradients)
{
    Out out;
    writeResult(out, r, mode, gradients, QByteArray());
    return out.text;
}

bool writeResultJson(const JsonSink &sink, const AttentionResult &r, Mode mode,
                     const Gradients *gradients, const QByteArray &extra)
{
    Out out;
    out.sink = &sink;
    out.text.reserve(Out::pieceBytes + (qsizetype(1) << 16));
    writeResult(out, r, mode, gradients, extra);
    return out.finish();
}

QByteArray tiledResultToJson(const TiledResult &r, Mode mode)
{
    Out out;
    writeTiledResult(out, r, mode);
    return out.text;
}

bool writeTiledResultJson(const JsonSink &sink, const TiledResult &r, Mode mode)
{
    Out out;
    out.sink = &sink;
    writeTiledResult(out, r, mode);
    return out.finish();
}

QByteArray sweepToJson(const SweepParams &params, const SweepResult &result)
{
    QByteArray out = "{";
    appendFields(out, {{"format", "\"attention-lab-sweep\""},
                       {"version", "1"},
                       {"keys", QByteArray::number(params.keys)},
                       {"trials", QByteArray::number(params.trials)},
                       {"seed", QByteArray::number(qulonglong(params.seed))}});
    out += ", \"rows\": [\n";
    for (size_t i = 0; i < result.rows.size(); ++i) {
        const SweepRow &row = result.rows[i];
        out += "  {";
        appendFields(out, {{"d_k", QByteArray::number(row.dK)},
                           {"raw_std", shortest(row.rawStd)},
                           {"scaled_std", shortest(row.scaledStd)},
                           {"raw_max_weight", shortest(row.rawMaxWeight)},
                           {"scaled_max_weight", shortest(row.scaledMaxWeight)},
                           {"raw_entropy", shortest(row.rawEntropy)},
                           {"scaled_entropy", shortest(row.scaledEntropy)},
                           {"raw_jacobian_norm", shortest(row.rawJacobianNorm)},
                           {"scaled_jacobian_norm", shortest(row.scaledJacobianNorm)}});
        out += i + 1 < result.rows.size() ? "},\n" : "}\n";
    }
    out += "]}\n";
    return out;
}

} // namespace attn
