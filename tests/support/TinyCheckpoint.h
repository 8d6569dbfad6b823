#pragma once

// Tiny model checkpoints in the Hugging Face layout, written by the tests themselves (no real
// weights are on a test machine): config.json and the safetensors file, or shards with their
// index, in F32, F16 or BF16. Random weights of a fixed seed, of the real architectures'
// tensor names and shapes (GPT2LMHeadModel, LlamaForCausalLM, Qwen2ForCausalLM).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QtEndian>
#include <qfloat16.h>

#include <cstring>
#include <map>
#include <random>
#include <utility>
#include <vector>

namespace attn::test {

struct TinyTensor
{
    std::vector<qint64> shape;
    std::vector<float> values;
};

struct TinyCheckpoint
{
    QJsonObject config;
    std::map<QString, TinyTensor> tensors; ///< by name, written in name order
    QString dtype = QStringLiteral("F32");
    int shards = 1;

    /// Adds a tensor of normal(0, scale) values around `mean`.
    void add(const QString &name, std::vector<qint64> shape, std::mt19937 &rng, float scale = 0.2f,
             float mean = 0.0f)
    {
        qint64 n = 1;
        for (const qint64 d : shape)
            n *= d;
        std::normal_distribution<float> normal(mean, scale);
        TinyTensor t{std::move(shape), std::vector<float>(size_t(n))};
        for (float &v : t.values)
            v = normal(rng);
        tensors[name] = std::move(t);
    }

    static QByteArray bytesOf(const std::vector<float> &values, const QString &dtype)
    {
        QByteArray out;
        for (const float v : values) {
            if (dtype == QLatin1String("F32")) {
                char b[4];
                qToLittleEndian(v, b);
                out.append(b, 4);
            } else {
                quint16 bits;
                if (dtype == QLatin1String("F16")) {
                    const qfloat16 h(v);
                    std::memcpy(&bits, &h, 2);
                } else { // BF16, rounded to nearest even
                    quint32 f;
                    std::memcpy(&f, &v, 4);
                    bits = quint16((f + 0x7FFF + ((f >> 16) & 1)) >> 16);
                }
                char b[2];
                qToLittleEndian(bits, b);
                out.append(b, 2);
            }
        }
        return out;
    }

    static bool writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    /// Writes config.json and the checkpoint into `folder`.
    bool write(const QString &folder) const
    {
        const QDir dir(folder);
        if (!writeFile(dir.filePath(QStringLiteral("config.json")), QJsonDocument(config).toJson()))
            return false;
        std::vector<QJsonObject> headers(static_cast<size_t>(shards));
        std::vector<QByteArray> data(static_cast<size_t>(shards));
        QJsonObject weightMap;
        int i = 0;
        for (const auto &[name, tensor] : tensors) {
            const size_t shard = size_t(i++ % shards);
            const QByteArray bytes = bytesOf(tensor.values, dtype);
            QJsonArray shape;
            for (const qint64 d : tensor.shape)
                shape.append(d);
            headers[shard].insert(
                name, QJsonObject{{QStringLiteral("dtype"), dtype},
                                  {QStringLiteral("shape"), shape},
                                  {QStringLiteral("data_offsets"),
                                   QJsonArray{qint64(data[shard].size()),
                                              qint64(data[shard].size() + bytes.size())}}});
            data[shard] += bytes;
            weightMap.insert(name, shardName(int(shard)));
        }
        for (int s = 0; s < shards; ++s) {
            QByteArray header = QJsonDocument(headers[size_t(s)]).toJson(QJsonDocument::Compact);
            header += QByteArray((8 - header.size() % 8) % 8, ' ');
            QByteArray length(8, '\0');
            qToLittleEndian(quint64(header.size()), length.data());
            if (!writeFile(dir.filePath(shardName(s)), length + header + data[size_t(s)]))
                return false;
        }
        if (shards > 1)
            return writeFile(dir.filePath(QStringLiteral("model.safetensors.index.json")),
                             QJsonDocument(QJsonObject{{QStringLiteral("metadata"), QJsonObject{}},
                                                       {QStringLiteral("weight_map"), weightMap}})
                                 .toJson());
        return true;
    }

    QString shardName(int s) const
    {
        return shards == 1 ? QStringLiteral("model.safetensors")
                           : QStringLiteral("model-%1-of-%2.safetensors")
                                 .arg(s + 1, 5, 10, QLatin1Char('0'))
                                 .arg(shards, 5, 10, QLatin1Char('0'));
    }
};

/// GPT-2 of the given sizes ("transformer." before every name when `prefixed`), with the
/// causal-mask buffers h.N.attn.bias the real files hold.
inline TinyCheckpoint tinyGpt2(int layers, int heads, int d, int vocab, int positions,
                               bool prefixed, unsigned seed = 1)
{
    std::mt19937 rng(seed);
    TinyCheckpoint c;
    c.config = QJsonObject{
        {QStringLiteral("architectures"), QJsonArray{QStringLiteral("GPT2LMHeadModel")}},
        {QStringLiteral("model_type"), QStringLiteral("gpt2")},
        {QStringLiteral("n_layer"), layers},
        {QStringLiteral("n_head"), heads},
        {QStringLiteral("n_embd"), d},
        {QStringLiteral("n_positions"), positions},
        {QStringLiteral("n_ctx"), positions},
        {QStringLiteral("vocab_size"), vocab},
        {QStringLiteral("n_inner"), QJsonValue()},
        {QStringLiteral("layer_norm_epsilon"), 1e-5},
        {QStringLiteral("activation_function"), QStringLiteral("gelu_new")}};
    const QString p = prefixed ? QStringLiteral("transformer.") : QString();
    c.add(p + QStringLiteral("wte.weight"), {vocab, d}, rng, 0.5f);
    c.add(p + QStringLiteral("wpe.weight"), {positions, d}, rng, 0.1f);
    for (int l = 0; l < layers; ++l) {
        const QString h = p + QStringLiteral("h.%1.").arg(l);
        c.add(h + QStringLiteral("ln_1.weight"), {d}, rng, 0.1f, 1.0f);
        c.add(h + QStringLiteral("ln_1.bias"), {d}, rng, 0.1f);
        c.add(h + QStringLiteral("attn.c_attn.weight"), {d, 3 * d}, rng, 0.4f);
        c.add(h + QStringLiteral("attn.c_attn.bias"), {3 * d}, rng, 0.1f);
        c.add(h + QStringLiteral("attn.c_proj.weight"), {d, d}, rng);
        c.add(h + QStringLiteral("attn.c_proj.bias"), {d}, rng, 0.1f);
        c.add(h + QStringLiteral("ln_2.weight"), {d}, rng, 0.1f, 1.0f);
        c.add(h + QStringLiteral("ln_2.bias"), {d}, rng, 0.1f);
        c.add(h + QStringLiteral("mlp.c_fc.weight"), {d, 4 * d}, rng);
        c.add(h + QStringLiteral("mlp.c_fc.bias"), {4 * d}, rng, 0.1f);
        c.add(h + QStringLiteral("mlp.c_proj.weight"), {4 * d, d}, rng);
        c.add(h + QStringLiteral("mlp.c_proj.bias"), {d}, rng, 0.1f);
        TinyTensor mask{{1, 1, positions, positions},
                        std::vector<float>(size_t(positions) * positions)};
        for (int i = 0; i < positions; ++i)
            for (int j = 0; j <= i; ++j)
                mask.values[size_t(i * positions + j)] = 1;
        c.tensors[h + QStringLiteral("attn.bias")] = std::move(mask);
    }
    c.add(p + QStringLiteral("ln_f.weight"), {d}, rng, 0.1f, 1.0f);
    c.add(p + QStringLiteral("ln_f.bias"), {d}, rng, 0.1f);
    return c;
}

/// A Llama-family model: `architecture` "LlamaForCausalLM" or "Qwen2ForCausalLM" (q, k, v
/// biases), grouped-query attention with `kvHeads`, tied or untied read-out.
inline TinyCheckpoint tinyLlama(const QString &architecture, int layers, int heads, int kvHeads,
                                int d, int ff, int vocab, bool tied, unsigned seed = 2)
{
    std::mt19937 rng(seed);
    TinyCheckpoint c;
    const int hd = d / heads;
    c.config = QJsonObject{{QStringLiteral("architectures"), QJsonArray{architecture}},
                           {QStringLiteral("num_hidden_layers"), layers},
                           {QStringLiteral("num_attention_heads"), heads},
                           {QStringLiteral("num_key_value_heads"), kvHeads},
                           {QStringLiteral("hidden_size"), d},
                           {QStringLiteral("intermediate_size"), ff},
                           {QStringLiteral("vocab_size"), vocab},
                           {QStringLiteral("max_position_embeddings"), 128},
                           {QStringLiteral("rms_norm_eps"), 1e-6},
                           {QStringLiteral("rope_theta"), 10000.0},
                           {QStringLiteral("hidden_act"), QStringLiteral("silu")},
                           {QStringLiteral("tie_word_embeddings"), tied},
                           {QStringLiteral("rope_scaling"), QJsonValue()}};
    const bool bias = architecture == QLatin1String("Qwen2ForCausalLM");
    c.add(QStringLiteral("model.embed_tokens.weight"), {vocab, d}, rng, 0.5f);
    for (int l = 0; l < layers; ++l) {
        const QString m = QStringLiteral("model.layers.%1.").arg(l);
        c.add(m + QStringLiteral("input_layernorm.weight"), {d}, rng, 0.1f, 1.0f);
        c.add(m + QStringLiteral("self_attn.q_proj.weight"), {heads * hd, d}, rng, 0.4f);
        c.add(m + QStringLiteral("self_attn.k_proj.weight"), {kvHeads * hd, d}, rng, 0.4f);
        c.add(m + QStringLiteral("self_attn.v_proj.weight"), {kvHeads * hd, d}, rng);
        if (bias) {
            c.add(m + QStringLiteral("self_attn.q_proj.bias"), {heads * hd}, rng, 0.1f);
            c.add(m + QStringLiteral("self_attn.k_proj.bias"), {kvHeads * hd}, rng, 0.1f);
            c.add(m + QStringLiteral("self_attn.v_proj.bias"), {kvHeads * hd}, rng, 0.1f);
        }
        c.add(m + QStringLiteral("self_attn.o_proj.weight"), {d, heads * hd}, rng);
        c.add(m + QStringLiteral("post_attention_layernorm.weight"), {d}, rng, 0.1f, 1.0f);
        c.add(m + QStringLiteral("mlp.gate_proj.weight"), {ff, d}, rng);
        c.add(m + QStringLiteral("mlp.up_proj.weight"), {ff, d}, rng);
        c.add(m + QStringLiteral("mlp.down_proj.weight"), {d, ff}, rng);
    }
    c.add(QStringLiteral("model.norm.weight"), {d}, rng, 0.1f, 1.0f);
    if (!tied)
        c.add(QStringLiteral("lm_head.weight"), {vocab, d}, rng, 0.5f);
    return c;
}

} // namespace attn::test
