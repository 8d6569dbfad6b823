#include "ScenarioFile.h"

#include "AtomicFile.h"
#include "InputFile.h"
#include "JsonText.h"

#include <QIODevice>

namespace attn {

namespace {

void appendLabels(QByteArray &out, const Labels &labels)
{
    out += '[';
    for (size_t i = 0; i < labels.size(); ++i) {
        if (i)
            out += ", ";
        json::appendString(out, labels[i]);
    }
    out += ']';
}

void appendBools(QByteArray &out, const std::vector<bool> &values)
{
    out += '[';
    for (size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += ", ";
        out += values[i] ? "true" : "false";
    }
    out += ']';
}

void appendPositions(QByteArray &out, const PositionEncoding &p)
{
    out += "{\n    \"kind\": ";
    json::appendString(out, positionKindName(p.kind));
    if (p.base) {
        out += ",\n    \"base\": ";
        json::appendNumber(out, *p.base);
    }
    if (p.table) {
        out += ",\n    \"table\": ";
        json::appendMatrix(out, *p.table, 4);
    }
    if (p.slopes) {
        out += ",\n    \"slopes\": ";
        json::appendRow(
            out, Eigen::Map<const VectorD>(p.slopes->data(), Eigen::Index(p.slopes->size())));
    }
    out += "\n  }";
}

} // namespace

QByteArray serializeScenario(const Scenario &s)
{
    QByteArray out;
    out.reserve(1024);
    auto key = [&out](const char *name) {
        out += ",\n  \"";
        out += name;
        out += "\": ";
    };
    out += "{\n  \"format\": \"attention-lab-scenario\",\n  \"version\": 1";
    if (!s.title.empty()) {
        key("title");
        json::appendString(out, s.title);
    }
    if (s.mode == Mode::SelfAttention) {
        key("tokens");
        appendLabels(out, s.tokens);
        key("embeddings");
        json::appendMatrix(out, s.embeddings, 2);
        key("num_heads");
        out += QByteArray::number(s.numHeads);
        const std::pair<const char *, const std::optional<MatrixD> *> projections[]
            = {{"wq", &s.wq}, {"wk", &s.wk}, {"wv", &s.wv}, {"wo", &s.wo}};
        bool any = s.bo.has_value();
        for (const auto &p : projections)
            any = any || p.second->has_value();
        if (any) {
            key("projections");
            out += '{';
            bool first = true;
            for (const auto &[name, w] : projections) {
                if (!w->has_value())
                    continue;
                out += first ? "\n    \"" : ",\n    \"";
                first = false;
                out += name;
                out += "\": ";
                json::appendMatrix(out, **w, 4);
            }
            if (s.bo) {
                out += first ? "\n    \"bo\": " : ",\n    \"bo\": ";
                json::appendRow(out, *s.bo);
            }
            out += "\n  }";
        }
    } else {
        key("q");
        json::appendMatrix(out, s.q, 2);
        key("k");
        json::appendMatrix(out, s.k, 2);
        key("v");
        json::appendMatrix(out, s.v, 2);
        if (!s.queryLabels.empty()) {
            key("query_labels");
            appendLabels(out, s.queryLabels);
        }
        if (!s.keyLabels.empty()) {
            key("key_labels");
            appendLabels(out, s.keyLabels);
        }
    }
    key("scale");
    out += s.scale ? "true" : "false";
    if (s.divisor) {
        key("divisor");
        json::appendNumber(out, *s.divisor);
    }
    key("causal");
    out += s.causal ? "true" : "false";
    // Written only when it is not the default, so a top-left file saves as before.
    if (s.causalAlignment != CausalAlignment::TopLeft) {
        key("causal_alignment");
        json::appendString(out, causalAlignmentName(s.causalAlignment));
    }
    if (!s.padding.empty()) {
        key("padding");
        appendBools(out, s.padding);
    }
    if (s.mask) {
        key("mask");
        json::appendBoolMatrix(out, *s.mask, 2);
    }
    if (s.target) {
        key("target");
        json::appendMatrix(out, *s.target, 2);
    }
    if (s.positions) {
        key("positions");
        appendPositions(out, *s.positions);
    }
    for (const auto &[name, text] : s.unknownKeys) {
        out += ",\n  ";
        json::appendString(out, name);
        out += ": ";
        out += QByteArray::fromStdString(text);
    }
    out += "\n}\n";
    return out;
}

bool writeScenario(QIODevice *device, const Scenario &s, QString *error)
{
    const QByteArray bytes = serializeScenario(s);
    if (device->write(bytes) != bytes.size()) {
        if (error)
            *error = device->errorString();
        return false;
    }
    return true;
}

bool saveScenarioFile(const QString &path, const Scenario &s, QString *error)
{
    // The last guard behind the editors: what loadScenarioFile() would refuse is not
    // written, and the file on disk stays as it was.
    const std::string invalid = validate(s);
    if (!invalid.empty())
        return inFile(path, QStringLiteral("not saved: ") + QString::fromStdString(invalid), error);
    const QByteArray bytes = serializeScenario(s);
    if (bytes.size() > limits::maxFileBytes)
        return inFile(path, QStringLiteral("not saved: ") + fileTooLargeMessage(), error);
    return writeFileAtomically(path, bytes, error);
}

} // namespace attn
