#include "GenerateCommand.h"

#include "JsonText.h"
#include "KvCache.h"

namespace attn::app {

namespace {

void key(QByteArray &out, int indent, const char *name)
{
    out += QByteArray(indent, ' ');
    out += '"';
    out += name;
    out += "\": ";
}

void counts(QByteArray &out, const char *name, long long rows, long long entries,
            long long multiplyAdds, bool last)
{
    key(out, 4, name);
    out += "{\"query_rows\": " + QByteArray::number(rows)
           + ", \"score_entries\": " + QByteArray::number(entries)
           + ", \"multiply_adds\": " + QByteArray::number(multiplyAdds) + '}';
    out += last ? "\n" : ",\n";
}

void appendStep(QByteArray &out, const GenerationStep &s, const Labels &queryLabels)
{
    out += "    {\"step\": " + QByteArray::number(s.query + 1)
           + ", \"query\": " + QByteArray::number(s.query) + ", \"query_label\": ";
    json::appendString(out, size_t(s.query) < queryLabels.size() ? queryLabels[size_t(s.query)]
                                                                 : std::string());
    out += ", \"keys_added\": " + QByteArray::number(s.keysAdded)
           + ", \"cached_keys\": " + QByteArray::number(s.cachedKeys)
           + ", \"score_entries\": " + QByteArray::number(s.scoreEntries) + ",\n";
    out += "     \"heads\": [";
    for (size_t h = 0; h < s.scores.size(); ++h) {
        out += h ? ",\n       " : "\n       ";
        out += "{\"scores\": ";
        json::appendRow(out, s.scores[h]);
        out += ", \"weights\": ";
        json::appendRow(out, s.weights[h]);
        out += '}';
    }
    out += "],\n     \"output\": ";
    json::appendRow(out, s.output);
    out += '}';
}

} // namespace

GenerateOutput generateCommand(const Scenario &scenario)
{
    GenerateOutput result;
    const Generation g = generate(scenario);
    if (!g.ok) {
        // A refusal always says why: an empty reason once made --generate exit 0 silently.
        result.error = g.error.empty() ? QStringLiteral("the generation failed")
                                       : QString::fromStdString(g.error);
        return result;
    }
    result.ok = true;
    QByteArray &out = result.json;
    out += "{\n  \"format\": \"attention-lab-generation\",\n  \"version\": 1,\n";
    out += "  \"n_queries\": " + QByteArray::number(g.nQueries) + ",\n";
    out += "  \"n_keys\": " + QByteArray::number(g.nKeys) + ",\n";
    out += "  \"num_heads\": " + QByteArray::number(g.numHeads) + ",\n";
    out += "  \"d_k\": " + QByteArray::number(g.dK) + ",\n";
    out += "  \"d_v\": " + QByteArray::number(g.dV) + ",\n";
    out += "  \"causal_alignment\": \"";
    out += causalAlignmentName(scenario.causalAlignment);
    out += "\",\n  \"steps\": [\n";
    const Labels queryLabels = scenario.effectiveQueryLabels();
    for (size_t i = 0; i < g.steps.size(); ++i) {
        appendStep(out, g.steps[i], queryLabels);
        out += i + 1 < g.steps.size() ? ",\n" : "\n";
    }
    out += "  ],\n  \"work\": {\n";
    out += "    \"counted\": \"q·k score entries of every head; each is d_k multiply-adds for "
           "the score and d_v for weights·V; projections not counted\",\n";
    key(out, 4, "multiply_adds_per_entry");
    out += QByteArray::number(g.work.entryMultiplyAdds) + ",\n";
    counts(out, "with_cache", g.work.cachedQueryRows, g.work.cachedEntries,
           g.work.cachedMultiplyAdds(), false);
    counts(out, "recomputing", g.work.recomputedQueryRows, g.work.recomputedEntries,
           g.work.recomputedMultiplyAdds(), true);
    out += "  },\n  \"check\": {\n";
    out += "    \"matches_parallel\": ";
    out += g.matchesParallel ? "true" : "false";
    out += ",\n    \"tolerance\": ";
    json::appendNumber(out, generationTolerance);
    out += ",\n    \"max_weight_difference\": ";
    json::appendNumber(out, g.maxWeightDifference);
    out += ",\n    \"max_score_difference\": ";
    json::appendNumber(out, g.maxScoreDifference);
    out += ",\n    \"max_output_difference\": ";
    json::appendNumber(out, g.maxOutputDifference);
    out += "\n  }\n}\n";
    return result;
}

} // namespace attn::app
