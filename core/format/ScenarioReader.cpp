#include "ScenarioFile.h"

#include "InputFile.h"
#include "JsonInput.h"
#include "JsonText.h"

#include <QFile>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace attn {

namespace {

using json::at;

/// Parses values of one JSON document into a Scenario; the first problem stops it.
class Reader : public json::FirstError
{
public:
    bool expect(const QJsonValue &v, QJsonValue::Type type, const QString &where, const char *what)
    {
        if (v.type() == type)
            return true;
        error = json::expectedGot(where, what, v);
        return false;
    }

    bool number(const QJsonValue &v, const QString &where, double &out)
    {
        // A null inside an array would read as 0 with toDouble(): check the type first.
        if (!expect(v, QJsonValue::Double, where, "a number"))
            return false;
        out = v.toDouble();
        return std::isfinite(out) || fail(where, QStringLiteral("not a finite number"));
    }

    bool array(const QJsonValue &v, const QString &where, qsizetype limit, const char *what,
               QJsonArray &out)
    {
        if (!expect(v, QJsonValue::Array, where, "an array"))
            return false;
        out = v.toArray();
        if (out.size() > limit)
            return fail(where, QStringLiteral("%1 %2 exceed the limit of %3")
                                   .arg(out.size())
                                   .arg(QLatin1String(what))
                                   .arg(limit));
        return true;
    }

    bool matrix(const QJsonValue &v, const QString &key, MatrixD &out)
    {
        QJsonArray rows;
        if (!array(v, key, limits::maxTokens, "rows", rows))
            return false;
        qsizetype columns = 0;
        std::vector<QJsonArray> cells;
        cells.reserve(size_t(rows.size()));
        for (qsizetype r = 0; r < rows.size(); ++r) {
            QJsonArray row;
            if (!array(rows.at(r), at(key, r), limits::maxDimension, "columns", row))
                return false;
            if (r == 0)
                columns = row.size();
            else if (row.size() != columns)
                return fail(at(key, r), QStringLiteral("expected %1 numbers like row 0, got %2")
                                            .arg(columns)
                                            .arg(row.size()));
            cells.push_back(row);
        }
        // Sizes are now known to be within the limits: allocate once.
        MatrixD m(rows.size(), columns);
        for (qsizetype r = 0; r < rows.size(); ++r)
            for (qsizetype c = 0; c < columns; ++c)
                if (!number(cells[size_t(r)].at(c), at(at(key, r), c), m(r, c)))
                    return false;
        out = std::move(m);
        return true;
    }

    bool vector(const QJsonValue &v, const QString &key, VectorD &out)
    {
        QJsonArray items;
        if (!array(v, key, limits::maxDimension, "numbers", items))
            return false;
        VectorD vec(items.size());
        for (qsizetype i = 0; i < items.size(); ++i)
            if (!number(items.at(i), at(key, i), vec(i)))
                return false;
        out = std::move(vec);
        return true;
    }

    bool labels(const QJsonValue &v, const QString &key, Labels &out)
    {
        QJsonArray items;
        if (!array(v, key, limits::maxTokens, "labels", items))
            return false;
        Labels result;
        result.reserve(size_t(items.size()));
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!expect(items.at(i), QJsonValue::String, at(key, i), "a string"))
                return false;
            result.push_back(items.at(i).toString().toStdString());
        }
        out = std::move(result);
        return true;
    }

    bool boolean(const QJsonValue &v, const QString &key, bool &out)
    {
        if (!expect(v, QJsonValue::Bool, key, "true or false"))
            return false;
        out = v.toBool();
        return true;
    }

    bool bools(const QJsonValue &v, const QString &key, std::vector<bool> &out)
    {
        QJsonArray items;
        if (!array(v, key, limits::maxTokens, "booleans", items))
            return false;
        std::vector<bool> result(size_t(items.size()));
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!expect(items.at(i), QJsonValue::Bool, at(key, i), "true or false"))
                return false;
            result[size_t(i)] = items.at(i).toBool();
        }
        out = std::move(result);
        return true;
    }

    bool boolMatrix(const QJsonValue &v, const QString &key, BoolMatrix &out)
    {
        QJsonArray rows;
        if (!array(v, key, limits::maxTokens, "rows", rows))
            return false;
        qsizetype columns = rows.isEmpty() ? 0 : rows.at(0).toArray().size();
        if (columns > limits::maxTokens)
            return fail(at(key, 0), QStringLiteral("%1 columns exceed the limit of %2")
                                        .arg(columns)
                                        .arg(limits::maxTokens));
        BoolMatrix m(rows.size(), columns);
        for (qsizetype r = 0; r < rows.size(); ++r) {
            QJsonArray row;
            if (!array(rows.at(r), at(key, r), limits::maxTokens, "columns", row))
                return false;
            if (row.size() != columns)
                return fail(at(key, r), QStringLiteral("expected %1 booleans like row 0, got %2")
                                            .arg(columns)
                                            .arg(row.size()));
            for (qsizetype c = 0; c < columns; ++c) {
                if (!expect(row.at(c), QJsonValue::Bool, at(at(key, r), c), "true or false"))
                    return false;
                m(r, c) = row.at(c).toBool();
            }
        }
        out = std::move(m);
        return true;
    }

    bool integer(const QJsonValue &v, const QString &key, int &out)
    {
        double d = 0;
        if (!number(v, key, d))
            return false;
        if (d != std::floor(d) || d < 1 || d > limits::maxDimension)
            return fail(
                key,
                QStringLiteral("expected a whole number from 1 to %1").arg(limits::maxDimension));
        out = int(d);
        return true;
    }

    bool projections(const QJsonValue &v, Scenario &s, QStringList &warnings)
    {
        if (!expect(v, QJsonValue::Object, QStringLiteral("projections"), "an object"))
            return false;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = at(QStringLiteral("projections"), it.key());
            const QString &name = it.key();
            std::optional<MatrixD> *w = name == QLatin1String("wq")   ? &s.wq
                                        : name == QLatin1String("wk") ? &s.wk
                                        : name == QLatin1String("wv") ? &s.wv
                                        : name == QLatin1String("wo") ? &s.wo
                                                                      : nullptr;
            if (w) {
                MatrixD m;
                if (!matrix(it.value(), key, m))
                    return false;
                *w = std::move(m);
            } else if (name == QLatin1String("bo")) {
                VectorD b;
                if (!vector(it.value(), key, b))
                    return false;
                s.bo = std::move(b);
            } else {
                warnings << key + QStringLiteral(": unknown key, ignored");
            }
        }
        return true;
    }

    /// The optional positional encoding; validate() then checks it against the mode.
    bool positions(const QJsonValue &v, Scenario &s, QStringList &warnings)
    {
        const QString where = QStringLiteral("positions");
        if (!expect(v, QJsonValue::Object, where, "an object"))
            return false;
        const QJsonObject o = v.toObject();
        PositionEncoding p;
        const QJsonValue kind = o.value(QLatin1String("kind"));
        const char *kinds = "\"sinusoidal\", \"learned\", \"rope\" or \"alibi\"";
        if (kind.isUndefined())
            return fail(at(where, QStringLiteral("kind")), QStringLiteral("missing"));
        if (!expect(kind, QJsonValue::String, at(where, QStringLiteral("kind")), kinds))
            return false;
        if (!positionKindFromName(kind.toString().toStdString(), p.kind))
            return fail(at(where, QStringLiteral("kind")),
                        QStringLiteral("expected %1, got \"%2\"")
                            .arg(QLatin1String(kinds), kind.toString()));
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = at(where, it.key());
            if (it.key() == QLatin1String("base")) {
                if (!number(it.value(), key, p.base.emplace()))
                    return false;
            } else if (it.key() == QLatin1String("table")) {
                if (!matrix(it.value(), key, p.table.emplace()))
                    return false;
            } else if (it.key() == QLatin1String("slopes")) {
                VectorD slopes;
                if (!vector(it.value(), key, slopes))
                    return false;
                p.slopes.emplace(slopes.data(), slopes.data() + slopes.size());
            } else if (it.key() != QLatin1String("kind")) {
                warnings << key + QStringLiteral(": unknown key, ignored");
            }
        }
        s.positions = std::move(p);
        return true;
    }
};

const QStringList selfAttentionKeys = {QStringLiteral("tokens"), QStringLiteral("embeddings"),
                                       QStringLiteral("num_heads"), QStringLiteral("projections")};
const QStringList directKeys = {QStringLiteral("q"), QStringLiteral("k"), QStringLiteral("v"),
                                QStringLiteral("query_labels"), QStringLiteral("key_labels")};
/// The "format" and "version" keys: a missing format is read as a scenario, with a note.
bool readFormat(const QJsonObject &root, QStringList &notes, QString *error)
{
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        notes << QStringLiteral("format: missing, read as \"attention-lab-scenario\"");
    else if (format.toString() != QLatin1String("attention-lab-scenario"))
        return json::fail(error, QStringLiteral("format"),
                          QStringLiteral("expected \"attention-lab-scenario\""));
    return json::readsVersion1(root, error);
}

/// Self-attention or direct mode, told by the keys present; a file may not mix the two.
bool readMode(const QJsonObject &root, Mode &mode, QString *error)
{
    const auto hasAny = [&root](const QStringList &keys) {
        return std::any_of(keys.begin(), keys.end(),
                           [&root](const QString &key) { return root.contains(key); });
    };
    const bool hasDirect = hasAny(directKeys);
    if (hasDirect && hasAny(selfAttentionKeys))
        return json::fail(error, QStringLiteral("top level"),
                          QStringLiteral("mixes direct mode (q, k, v) with self-attention "
                                         "mode (tokens, embeddings)"));
    mode = hasDirect ? Mode::Direct : Mode::SelfAttention;
    return true;
}

/// Top-level keys read alike, by the member of Scenario they fill.
template<typename T>
using Field = std::pair<const char *, T Scenario::*>;
const Field<MatrixD> matrixKeys[] = {{"embeddings", &Scenario::embeddings},
                                     {"q", &Scenario::q},
                                     {"k", &Scenario::k},
                                     {"v", &Scenario::v}};
const Field<Labels> labelKeys[] = {{"tokens", &Scenario::tokens},
                                   {"query_labels", &Scenario::queryLabels},
                                   {"key_labels", &Scenario::keyLabels}};
const Field<bool> flagKeys[] = {{"scale", &Scenario::scale}, {"causal", &Scenario::causal}};

/// The member `key` names in `fields`, or null.
template<typename T, size_t N>
T Scenario::*memberFor(const Field<T> (&fields)[N], const QString &key)
{
    for (const Field<T> &field : fields)
        if (key == QLatin1String(field.first))
            return field.second;
    return nullptr;
}

/// Keeps the value of a key this program does not know, as JSON text, to write it back.
void keepUnknownKey(const QString &key, const QJsonValue &v, Scenario &s, QStringList &notes)
{
    notes << key + QStringLiteral(": unknown key, kept");
    QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    json::escapeByteOrderMarks(text);
    // Qt 6.4 drops a leading U+FEFF from object keys when it reads them, so a key
    // nested in the value could change on the next load (found by tests/fuzz):
    // keep the text Qt reads back the same, reached in a pass or two.
    for (int pass = 0; pass < 4; ++pass) {
        QByteArray again = QJsonDocument::fromJson(text).toJson(QJsonDocument::Compact);
        json::escapeByteOrderMarks(again);
        if (again == text)
            break;
        text = std::move(again);
    }
    s.unknownKeys.emplace_back(key.toStdString(), text.mid(1, text.size() - 2).toStdString());
}

/// Reads the value of one top-level key into `s`; false, with `reader.error`, on a bad value.
bool readValue(Reader &reader, const QString &key, const QJsonValue &v, Scenario &s,
               QStringList &notes)
{
    if (key == QLatin1String("format") || key == QLatin1String("version"))
        return true; // read by readFormat
    if (key == QLatin1String("title")) {
        s.title = v.toString().toStdString();
        return reader.expect(v, QJsonValue::String, key, "a string");
    }
    if (const auto matrix = memberFor(matrixKeys, key))
        return reader.matrix(v, key, s.*matrix);
    if (const auto labels = memberFor(labelKeys, key))
        return reader.labels(v, key, s.*labels);
    if (const auto flag = memberFor(flagKeys, key))
        return reader.boolean(v, key, s.*flag);
    if (key == QLatin1String("num_heads"))
        return reader.integer(v, key, s.numHeads);
    if (key == QLatin1String("projections"))
        return reader.projections(v, s, notes);
    if (key == QLatin1String("padding"))
        return reader.bools(v, key, s.padding);
    if (key == QLatin1String("divisor"))
        return reader.number(v, key, s.divisor.emplace());
    if (key == QLatin1String("mask"))
        return reader.boolMatrix(v, key, s.mask.emplace());
    if (key == QLatin1String("causal_alignment")) {
        if (!reader.expect(v, QJsonValue::String, key, "\"top-left\" or \"bottom-right\""))
            return false;
        for (CausalAlignment a : {CausalAlignment::TopLeft, CausalAlignment::BottomRight})
            if (v.toString() == QLatin1String(causalAlignmentName(a))) {
                s.causalAlignment = a;
                return true;
            }
        return reader.fail(key,
                           QStringLiteral("expected \"top-left\" or \"bottom-right\", got \"%1\"")
                               .arg(v.toString()));
    }
    if (key == QLatin1String("target"))
        return reader.matrix(v, key, s.target.emplace());
    if (key == QLatin1String("positions"))
        return reader.positions(v, s, notes);
    keepUnknownKey(key, v, s, notes);
    return true;
}

/// The keys the mode needs: tokens and embeddings, or q, k and v.
bool checkRequiredKeys(const QJsonObject &root, Mode mode, QString *error)
{
    if (mode == Mode::SelfAttention && !root.contains(QLatin1String("tokens")))
        return json::fail(error, QStringLiteral("tokens"),
                          QStringLiteral("missing (or give q, k and v for direct mode)"));
    if (mode == Mode::Direct) {
        for (const char *key : {"q", "k", "v"})
            if (!root.contains(QLatin1String(key)))
                return json::fail(error, QLatin1String(key),
                                  QStringLiteral("missing (direct mode needs q, k and v)"));
    } else if (!root.contains(QLatin1String("embeddings"))) {
        return json::fail(error, QStringLiteral("embeddings"), QStringLiteral("missing"));
    }
    return true;
}

/// Orders the kept unknown keys as Qt will read them back. Qt 6.4 orders keys by their raw
/// text but drops a leading U+FEFF from them, so two raw keys can become one name and the
/// order can change on the next load (found by tests/fuzz): sort by the names kept, and of
/// equal names keep the last, as Qt does.
void settleUnknownKeys(std::vector<std::pair<std::string, std::string>> &unknown)
{
    std::stable_sort(unknown.begin(), unknown.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto it = unknown.begin(); it != unknown.end() && std::next(it) != unknown.end();) {
        if (it->first == std::next(it)->first)
            it = unknown.erase(it);
        else
            ++it;
    }
}

} // namespace

bool parseScenario(const QByteArray &input, Scenario &out, QString *error, QStringList *warnings)
{
    QJsonObject root;
    QStringList notes;
    Scenario s;
    if (!json::readObject(input, root, error) || !readFormat(root, notes, error)
        || !readMode(root, s.mode, error))
        return false;
    Reader reader;
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!readValue(reader, it.key(), it.value(), s, notes))
            return json::fail(error, reader.error);
    if (!checkRequiredKeys(root, s.mode, error))
        return false;
    settleUnknownKeys(s.unknownKeys);
    const std::string invalid = validate(s);
    if (!invalid.empty())
        return json::fail(error, QString::fromStdString(invalid));
    out = std::move(s);
    if (warnings)
        *warnings = notes;
    return true;
}

bool readScenario(QIODevice *device, Scenario &out, QString *error, QStringList *warnings)
{
    QByteArray bytes;
    return readInput(device, bytes, error) && parseScenario(bytes, out, error, warnings);
}

bool loadScenarioFile(const QString &path, Scenario &out, QString *error, QStringList *warnings)
{
    QFile file(path);
    QString why;
    if (!openInputFile(file, &why) || !readScenario(&file, out, &why, warnings))
        return inFile(path, why, error);
    return true;
}

} // namespace attn
