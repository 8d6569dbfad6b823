#include "ModelCommand.h"

#include "CommandLineOptions.h"

#include "BpeTokenizer.h"
#include "HeadDetectors.h"
#include "JsonText.h"
#include "TransformerModel.h"

#include <QCommandLineParser>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::app {

namespace {

enum Exit { Success = 0, Failure = 1, Usage = 2 };

ModelOutcome refused(int status, const QString &error)
{
    return ModelOutcome{status, {}, error};
}

/// A whole number from `low` to `high` for --NAME, or -1 with `why` set.
int wholeNumber(const QString &text, int low, int high, const QString &name, QString *why)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high) {
        *why = QStringLiteral("%1: expected a whole number from %2 to %3, got \"%4\"")
                   .arg(name)
                   .arg(low)
                   .arg(high)
                   .arg(text);
        return -1;
    }
    return value;
}

void appendText(QByteArray &out, const QString &text)
{
    json::appendString(out, text.toStdString());
}

/// A score, or null where it applies to no query.
void appendScore(QByteArray &out, double score)
{
    if (std::isnan(score))
        out += "null";
    else
        json::appendNumber(out, score);
}

} // namespace

ModelOutcome modelCommand(const QCommandLineParser &parser, const Options &o)
{
    if (!parser.isSet(o.text))
        return refused(Usage, QStringLiteral("--model needs --text \"a sentence\""));
    if (!parser.positionalArguments().isEmpty() || parser.isSet(o.example))
        return refused(Usage, QStringLiteral("--model takes no FILE or --example (the model is "
                                             "its folder, the input is --text)"));
    const QString folder = parser.value(o.model);
    ModelWeights model;
    BpeTokenizer tokenizer;
    QString error;
    if (!tokenizer.loadFolder(folder, &error) || !loadModelFolder(folder, model, &error))
        return refused(Failure, error);
    const ModelConfig &c = model.config;
    if (tokenizer.vocabularySize() > c.vocabulary)
        return refused(Failure, QStringLiteral("%1: the tokenizer has %2 tokens, the model %3")
                                    .arg(folder)
                                    .arg(tokenizer.vocabularySize())
                                    .arg(c.vocabulary));

    ForwardOptions options;
    options.causal = !parser.isSet(o.noCausal);
    for (const QString &item : parser.values(o.ablate)
                                   .join(QLatin1Char(','))
                                   .split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        HeadAblation a;
        QString head = item.trimmed();
        if (head.endsWith(QLatin1String(":mean"))) {
            a.kind = AblationKind::Mean;
            head.chop(5);
        } else if (head.endsWith(QLatin1String(":zero"))) {
            head.chop(5);
        }
        const QStringList parts = head.split(QLatin1Char('.'));
        QString why;
        a.layer = parts.size() == 2 ? wholeNumber(parts[0], 0, c.layers - 1,
                                                  QStringLiteral("--ablate's layer"), &why)
                                    : -1;
        a.head = a.layer >= 0 ? wholeNumber(parts[1], 0, c.heads - 1,
                                            QStringLiteral("--ablate's head"), &why)
                              : -1;
        if (a.layer < 0 || a.head < 0)
            return refused(Usage, why.isEmpty()
                                      ? QStringLiteral("--ablate: expected LAYER.HEAD[:mean], "
                                                       "got \"%1\"")
                                            .arg(item)
                                      : why);
        options.ablations.push_back(a);
    }
    if (parser.isSet(o.noScale)) {
        const QString value = parser.value(o.noScale);
        if (value == QLatin1String("all")) {
            options.unscaledLayers.resize(size_t(c.layers));
            std::iota(options.unscaledLayers.begin(), options.unscaledLayers.end(), 0);
        } else {
            for (const QString &layer : value.split(QLatin1Char(','))) {
                QString why;
                const int l = wholeNumber(layer.trimmed(), 0, c.layers - 1,
                                          QStringLiteral("--no-scale"), &why);
                if (l < 0)
                    return refused(Usage, why + QStringLiteral(" (or \"all\")"));
                options.unscaledLayers.push_back(l);
            }
        }
    }
    int top = 5;
    if (parser.isSet(o.top)) {
        QString why;
        top = wholeNumber(parser.value(o.top), 1, std::min(c.vocabulary, 1000),
                          QStringLiteral("--top"), &why);
        if (top < 0)
            return refused(Usage, why);
    }
    int onlyLayer = -1, onlyHead = -1;
    if (parser.isSet(o.layer) != parser.isSet(o.head))
        return refused(Usage, QStringLiteral("--layer and --head go together"));
    if (parser.isSet(o.layer)) {
        QString why;
        onlyLayer
            = wholeNumber(parser.value(o.layer), 0, c.layers - 1, QStringLiteral("--layer"), &why);
        onlyHead = onlyLayer >= 0 ? wholeNumber(parser.value(o.head), 0, c.heads - 1,
                                                QStringLiteral("--head"), &why)
                                  : -1;
        if (onlyLayer < 0 || onlyHead < 0)
            return refused(Usage, why);
    }

    std::vector<BpeTokenizer::Token> tokens;
    if (!tokenizer.encode(parser.value(o.text), tokens, &error))
        return refused(Usage, QStringLiteral("--text: ") + error);
    std::vector<int> ids;
    for (const auto &t : tokens)
        ids.push_back(t.id);
    ForwardResult result;
    if (!runForward(model, ids, options, result, &error))
        return refused(Usage, QStringLiteral("--text: ") + error);

    // The induction probe: 20 random tokens repeated once (fewer when the model has fewer
    // positions), run apart from the text with the same interventions.
    const int probeLength
        = c.architecture == ModelArchitecture::Gpt2 ? std::min(20, c.maxPositions / 2) : 20;
    constexpr std::uint64_t probeSeed = 1;
    std::vector<std::vector<double>> induction;
    if (probeLength < 2
        || !inductionScores(model, probeLength, probeSeed, induction, &error, options))
        return refused(Failure, QStringLiteral("%1: the induction probe: %2").arg(folder, error));

    QByteArray out = "{\n  \"format\": \"attention-lab-model-run\",\n  \"version\": 1,\n";
    out += "  \"model\": {\"architecture\": ";
    appendText(out, c.architectureName);
    out += ", \"layers\": " + QByteArray::number(c.layers) + ", \"heads\": "
           + QByteArray::number(c.heads) + ", \"kv_heads\": " + QByteArray::number(c.kvHeads)
           + ", \"d_model\": " + QByteArray::number(c.dModel)
           + ", \"head_dim\": " + QByteArray::number(c.headDim)
           + ", \"vocabulary\": " + QByteArray::number(c.vocabulary) + "},\n";
    out += "  \"interventions\": {\"ablate\": [";
    for (size_t i = 0; i < options.ablations.size(); ++i) {
        const HeadAblation &a = options.ablations[i];
        out += (i ? ", " : "") + QByteArray("{\"layer\": ") + QByteArray::number(a.layer)
               + ", \"head\": " + QByteArray::number(a.head) + ", \"kind\": \""
               + (a.kind == AblationKind::Mean ? "mean" : "zero") + "\"}";
    }
    out += "], \"unscaled_layers\": [";
    for (size_t i = 0; i < options.unscaledLayers.size(); ++i)
        out += (i ? ", " : "") + QByteArray::number(options.unscaledLayers[i]);
    out += "], \"causal\": ";
    out += options.causal ? "true" : "false";
    out += "},\n  \"tokens\": [";
    for (size_t i = 0; i < tokens.size(); ++i) {
        out += i ? ",\n    " : "\n    ";
        out += "{\"id\": " + QByteArray::number(tokens[i].id) + ", \"text\": ";
        appendText(out, tokenizer.displayText(tokens[i]));
        out += '}';
    }
    out += "\n  ],\n  \"attention\": [";
    bool first = true;
    for (int l = 0; l < c.layers; ++l)
        for (int h = 0; h < c.heads; ++h) {
            if (onlyLayer >= 0 && (l != onlyLayer || h != onlyHead))
                continue;
            out += first ? "\n    " : ",\n    ";
            first = false;
            out += "{\"layer\": " + QByteArray::number(l) + ", \"head\": " + QByteArray::number(h)
                   + ", \"weights\": ";
            json::appendMatrix(out, result.attention[size_t(l)][size_t(h)], 4);
            out += '}';
        }
    out += "\n  ],\n  \"induction_probe\": {\"length\": " + QByteArray::number(probeLength)
           + ", \"seed\": " + QByteArray::number(qulonglong(probeSeed))
           + "},\n  \"head_scores\": [";
    for (int l = 0; l < c.layers; ++l)
        for (int h = 0; h < c.heads; ++h) {
            const HeadScores scores = headScores(result.attention[size_t(l)][size_t(h)], ids);
            out += l + h ? ",\n    " : "\n    ";
            out += "{\"layer\": " + QByteArray::number(l) + ", \"head\": " + QByteArray::number(h)
                   + ", \"previous_token\": ";
            appendScore(out, scores.previousToken);
            out += ", \"first_token\": ";
            appendScore(out, scores.firstToken);
            out += ", \"duplicate_token\": ";
            appendScore(out, scores.duplicateToken);
            out += ", \"prefix_matching\": ";
            appendScore(out, scores.prefixMatching);
            out += ", \"induction\": ";
            appendScore(out, induction[size_t(l)][size_t(h)]);
            out += '}';
        }
    out += "\n  ],\n  \"predictions\": [";
    for (int i = 0; i < int(ids.size()); ++i) {
        const std::vector<double> p = nextTokenProbabilities(result.logits, i);
        std::vector<int> order(p.size());
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + top, order.end(),
                          [&](int a, int b) { return p[size_t(a)] > p[size_t(b)]; });
        out += i ? ",\n    " : "\n    ";
        out += "{\"position\": " + QByteArray::number(i) + ", \"top\": [";
        for (int k = 0; k < top; ++k) {
            const int id = order[size_t(k)];
            const BpeTokenizer::Token token = tokenizer.tokenOf(id);
            out += k ? ", " : "";
            out += "{\"id\": " + QByteArray::number(id) + ", \"text\": ";
            // An id the model has and the tokenizer lacks (padding rows of the embedding).
            appendText(out, token.id < 0 ? QString() : tokenizer.displayText(token));
            out += ", \"probability\": ";
            json::appendNumber(out, p[size_t(id)]);
            out += '}';
        }
        out += "]}";
    }
    out += "\n  ]\n}\n";
    return ModelOutcome{Success, out, {}};
}

} // namespace attn::app
