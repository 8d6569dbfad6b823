#include "ResultJson.h"

#include "Attention.h"
#include "JsonText.h"
#include "Sweep.h"

#include <QStringBuilder>

namespace attn {

namespace {

void appendStats(QByteArray &out, const char *name, const ScoreStats &s, bool last)
{
    out += "    \"";
    out += name;
    out += "\": {\"mean\": ";
    json::appendNumber(out, s.mean);
    out += ", \"std\": ";
    json::appendNumber(out, s.std);
    out += ", \"min\": ";
    json::appendNumber(out, s.min);
    out += ", \"max\": ";
    json::appendNumber(out, s.max);
    out += ", \"max_weight\": ";
    json::appendNumber(out, s.maxWeight);
    out += ", \"entropy\": ";
    json::appendNumber(out, s.entropy);
    out += ", \"jacobian_norm\": ";
    json::appendNumber(out, s.jacobianNorm);
    out += last ? "}\n" : "},\n";
}

} // namespace

QByteArray resultToJson(const AttentionResult &r, Mode mode)
{
    QByteArray out;
    auto key = [&out](const char *name, int indent = 2) {
        out += QByteArray(indent, ' ');
        out += '"';
        out += name;
        out += "\": ";
    };
    out += "{\n  \"format\": \"attention-lab-result\",\n  \"version\": 1,\n";
    out += QByteArray("  \"n_queries\": ") + QByteArray::number(r.nQueries)
           + ", \"n_keys\": " + QByteArray::number(r.nKeys)
           + ", \"d_model\": " + QByteArray::number(r.dModel)
           + ", \"num_heads\": " + QByteArray::number(r.numHeads)
           + ", \"d_k\": " + QByteArray::number(r.dK) + ",\n";
    key("divisor");
    json::appendNumber(out, r.divisor);
    out += ",\n";
    key("allowed");
    json::appendBoolMatrix(out, r.allowed, 2);
    out += ",\n";
    key("heads");
    out += "[\n";
    for (size_t h = 0; h < r.heads.size(); ++h) {
        const HeadResult &head = r.heads[h];
        const Matrix scaled = scaledScores(r, int(h));
        const std::pair<const char *, const Matrix *> parts[] = {
            {"q", &head.q},           {"k", &head.k},      {"v", &head.v},
            {"scores", &head.scores}, {"scaled", &scaled}, {"weights", &head.weights},
            {"output", &head.output}};
        out += "    {\n";
        for (size_t p = 0; p < std::size(parts); ++p) {
            key(parts[p].first, 6);
            json::appendMatrix(out, *parts[p].second, 6);
            out += p + 1 < std::size(parts) ? ",\n" : "\n";
        }
        out += h + 1 < r.heads.size() ? "    },\n" : "    }\n";
    }
    out += "  ],\n";
    if (mode == Mode::SelfAttention) {
        key("concat");
        json::appendMatrix(out, r.concat, 2);
        out += ",\n";
    }
    key("output");
    json::appendMatrix(out, r.output, 2);
    out += ",\n";
    key("stats");
    out += "{\n";
    appendStats(out, "raw", r.stats.raw, false);
    appendStats(out, "scaled", r.stats.scaled, true);
    out += "  },\n";
    key("warnings");
    out += '[';
    for (size_t i = 0; i < r.warnings.size(); ++i) {
        if (i)
            out += ", ";
        json::appendString(out, r.warnings[i]);
    }
    out += "]\n}\n";
    return out;
}

QByteArray sweepToJson(const SweepParams &params, const SweepResult &result)
{
    QByteArray out = QByteArray("{\"format\": \"attention-lab-sweep\", \"version\": 1, \"keys\": ")
                     + QByteArray::number(params.keys)
                     + ", \"trials\": " + QByteArray::number(params.trials)
                     + ", \"seed\": " + QByteArray::number(qulonglong(params.seed))
                     + ", \"rows\": [\n";
    for (size_t i = 0; i < result.rows.size(); ++i) {
        const SweepRow &row = result.rows[i];
        out += QByteArray("  {\"d_k\": ") + QByteArray::number(row.dK) + ", \"raw_std\": ";
        json::appendNumber(out, row.rawStd);
        out += ", \"scaled_std\": ";
        json::appendNumber(out, row.scaledStd);
        out += ", \"raw_max_weight\": ";
        json::appendNumber(out, row.rawMaxWeight);
        out += ", \"scaled_max_weight\": ";
        json::appendNumber(out, row.scaledMaxWeight);
        out += ", \"raw_entropy\": ";
        json::appendNumber(out, row.rawEntropy);
        out += ", \"scaled_entropy\": ";
        json::appendNumber(out, row.scaledEntropy);
        out += i + 1 < result.rows.size() ? "},\n" : "}\n";
    }
    out += "]}\n";
    return out;
}

} // namespace attn
