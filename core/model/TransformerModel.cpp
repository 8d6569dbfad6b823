#include "TransformerModel.h"

#include "InputFile.h"
#include "JsonInput.h"
#include "MemoryBudget.h"
#include "SafeTensors.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

/// The longest input a forward pass takes, and the most the kept attention may hold.
constexpr int maxTokens = 2048;
constexpr double maxKeptAttentionBytes = 2.0 * 1024 * 1024 * 1024;

int intValue(const QJsonObject &o, const char *key, int fallback = 0)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        return fallback;
    const double d = v.toDouble();
    return d >= 1 && d <= double(std::numeric_limits<int>::max()) && d == std::floor(d) ? int(d)
                                                                                        : -1;
}

bool refuse(const QString &path, const QString &why, QString *error)
{
    return inFile(path, why, error);
}

float gelu(float x)
{
    // GPT-2's gelu_new: the tanh form.
    const float c = 0.7978845608028654f; // sqrt(2 / pi)
    return 0.5f * x * (1.0f + std::tanh(c * (x + 0.044715f * x * x * x)));
}

float silu(float x)
{
    return x / (1.0f + std::exp(-x));
}

ModelMatrix layerNorm(const ModelMatrix &x, const ModelVector &w, const ModelVector &b, double eps)
{
    ModelMatrix out(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const float mean = x.row(i).mean();
        const ModelVector centred = x.row(i).array() - mean;
        const float variance = centred.squaredNorm() / float(x.cols()); // biased
        out.row(i) = (centred / std::sqrt(variance + float(eps))).cwiseProduct(w) + b;
    }
    return out;
}

ModelMatrix rmsNorm(const ModelMatrix &x, const ModelVector &w, double eps)
{
    ModelMatrix out(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const float meanSquare = x.row(i).squaredNorm() / float(x.cols());
        out.row(i) = (x.row(i) / std::sqrt(meanSquare + float(eps))).cwiseProduct(w);
    }
    return out;
}

/// Hugging Face's RoPE: dimension i pairs with i + head_dim / 2, angle position * theta^(-2i/d).
void rotate(ModelMatrix &m, double theta)
{
    const Eigen::Index half = m.cols() / 2;
    for (Eigen::Index i = 0; i < half; ++i) {
        const double frequency = std::pow(theta, -2.0 * double(i) / double(m.cols()));
        for (Eigen::Index p = 0; p < m.rows(); ++p) {
            const double angle = double(p) * frequency;
            const float c = float(std::cos(angle)), s = float(std::sin(angle));
            const float a = m(p, i), b = m(p, i + half);
            m(p, i) = a * c - b * s;
            m(p, i + half) = b * c + a * s;
        }
    }
}

struct Reader
{
    const SafeTensors &checkpoint;
    QString *error;

    bool matrix(const QString &name, int rows, int cols, ModelMatrix &out) const
    {
        return checkpoint.readMatrix(name, rows, cols, out, error);
    }
    bool vector(const QString &name, int size, ModelVector &out) const
    {
        ModelMatrix m;
        if (!checkpoint.readMatrix(name, 1, size, m, error))
            return false;
        out = m.row(0);
        return true;
    }
    /// An nn.Linear weight, stored [out, in], as the [in, out] matrix of y = x W.
    bool linear(const QString &name, int out, int in, ModelMatrix &w) const
    {
        ModelMatrix stored;
        if (!matrix(name, out, in, stored))
            return false;
        w = stored.transpose();
        return true;
    }
};

bool loadGpt2(const Reader &r, const ModelConfig &c, ModelWeights &w)
{
    const QString prefix = r.checkpoint.find(QStringLiteral("transformer.wte.weight"))
                               ? QStringLiteral("transformer.")
                               : QString();
    const int d = c.dModel;
    if (!r.matrix(prefix + QStringLiteral("wte.weight"), c.vocabulary, d, w.embedding)
        || !r.matrix(prefix + QStringLiteral("wpe.weight"), c.maxPositions, d, w.positions)
        || !r.vector(prefix + QStringLiteral("ln_f.weight"), d, w.finalNorm)
        || !r.vector(prefix + QStringLiteral("ln_f.bias"), d, w.finalNormBias))
        return false;
    w.layers.resize(size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        ModelLayer &layer = w.layers[size_t(l)];
        const QString h = prefix + QStringLiteral("h.%1.").arg(l);
        ModelMatrix qkv, qkvBias;
        if (!r.vector(h + QStringLiteral("ln_1.weight"), d, layer.norm1)
            || !r.vector(h + QStringLiteral("ln_1.bias"), d, layer.norm1Bias)
            || !r.matrix(h + QStringLiteral("attn.c_attn.weight"), d, 3 * d, qkv)
            || !r.matrix(h + QStringLiteral("attn.c_attn.bias"), 1, 3 * d, qkvBias)
            || !r.matrix(h + QStringLiteral("attn.c_proj.weight"), d, d, layer.wo)
            || !r.vector(h + QStringLiteral("attn.c_proj.bias"), d, layer.bo)
            || !r.vector(h + QStringLiteral("ln_2.weight"), d, layer.norm2)
            || !r.vector(h + QStringLiteral("ln_2.bias"), d, layer.norm2Bias)
            || !r.matrix(h + QStringLiteral("mlp.c_fc.weight"), d, c.dFeedForward, layer.wUp)
            || !r.vector(h + QStringLiteral("mlp.c_fc.bias"), c.dFeedForward, layer.bUp)
            || !r.matrix(h + QStringLiteral("mlp.c_proj.weight"), c.dFeedForward, d, layer.wDown)
            || !r.vector(h + QStringLiteral("mlp.c_proj.bias"), d, layer.bDown))
            return false;
        // Conv1D: stored [in, out], y = x W + b; c_attn's columns are [q | k | v].
        layer.wq = qkv.middleCols(0, d);
        layer.wk = qkv.middleCols(d, d);
        layer.wv = qkv.middleCols(2 * d, d);
        layer.bq = qkvBias.row(0).segment(0, d);
        layer.bk = qkvBias.row(0).segment(d, d);
        layer.bv = qkvBias.row(0).segment(2 * d, d);
    }
    return true;
}

bool loadLlama(const Reader &r, const ModelConfig &c, ModelWeights &w)
{
    const int d = c.dModel, q = c.heads * c.headDim, kv = c.kvHeads * c.headDim;
    if (!r.matrix(QStringLiteral("model.embed_tokens.weight"), c.vocabulary, d, w.embedding)
        || !r.vector(QStringLiteral("model.norm.weight"), d, w.finalNorm))
        return false;
    if (!c.tiedEmbeddings && !r.matrix(QStringLiteral("lm_head.weight"), c.vocabulary, d, w.lmHead))
        return false;
    w.layers.resize(size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        ModelLayer &layer = w.layers[size_t(l)];
        const QString m = QStringLiteral("model.layers.%1.").arg(l);
        if (!r.vector(m + QStringLiteral("input_layernorm.weight"), d, layer.norm1)
            || !r.linear(m + QStringLiteral("self_attn.q_proj.weight"), q, d, layer.wq)
            || !r.linear(m + QStringLiteral("self_attn.k_proj.weight"), kv, d, layer.wk)
            || !r.linear(m + QStringLiteral("self_attn.v_proj.weight"), kv, d, layer.wv)
            || !r.linear(m + QStringLiteral("self_attn.o_proj.weight"), d, q, layer.wo)
            || !r.vector(m + QStringLiteral("post_attention_layernorm.weight"), d, layer.norm2)
            || !r.linear(m + QStringLiteral("mlp.gate_proj.weight"), c.dFeedForward, d, layer.wGate)
            || !r.linear(m + QStringLiteral("mlp.up_proj.weight"), c.dFeedForward, d, layer.wUp)
            || !r.linear(m + QStringLiteral("mlp.down_proj.weight"), d, c.dFeedForward,
                         layer.wDown))
            return false;
        if (c.qkvBias
            && (!r.vector(m + QStringLiteral("self_attn.q_proj.bias"), q, layer.bq)
                || !r.vector(m + QStringLiteral("self_attn.k_proj.bias"), kv, layer.bk)
                || !r.vector(m + QStringLiteral("self_attn.v_proj.bias"), kv, layer.bv)))
            return false;
    }
    return true;
}

} // namespace

bool readModelConfig(const QString &path, ModelConfig &config, QString *error)
{
    QJsonObject o;
    if (!json::readObjectFile(path, o, error))
        return false;
    ModelConfig c;
    c.architectureName = o.value(QLatin1String("architectures")).toArray().at(0).toString();
    const QString modelType = o.value(QLatin1String("model_type")).toString();
    const auto size = [&](const char *key, int &out, int fallback = 0) {
        out = intValue(o, key, fallback);
        if (out <= 0) {
            refuse(path,
                   QStringLiteral("“%1” is not a whole number from 1 up").arg(QLatin1String(key)),
                   error);
            return false;
        }
        return true;
    };
    if (c.architectureName == QLatin1String("GPT2LMHeadModel")
        || (c.architectureName.isEmpty() && modelType == QLatin1String("gpt2"))) {
        c.architecture = ModelArchitecture::Gpt2;
        if (!size("n_layer", c.layers) || !size("n_head", c.heads) || !size("n_embd", c.dModel)
            || !size("vocab_size", c.vocabulary)
            || !size("n_positions", c.maxPositions, intValue(o, "n_ctx")))
            return false;
        if (!size("n_inner", c.dFeedForward, 4 * c.dModel))
            return false;
        const QString activation = o.value(QLatin1String("activation_function")).toString();
        if (!activation.isEmpty() && activation != QLatin1String("gelu_new"))
            return refuse(
                path, QStringLiteral("its activation “%1” is not GPT-2's gelu_new").arg(activation),
                error);
        c.normEpsilon = o.value(QLatin1String("layer_norm_epsilon")).toDouble(1e-5);
        c.kvHeads = c.heads;
        c.qkvBias = true;
        c.tiedEmbeddings = true;
    } else if (c.architectureName == QLatin1String("LlamaForCausalLM")
               || c.architectureName == QLatin1String("Qwen2ForCausalLM")) {
        c.architecture = ModelArchitecture::Llama;
        if (!size("num_hidden_layers", c.layers) || !size("num_attention_heads", c.heads)
            || !size("hidden_size", c.dModel) || !size("vocab_size", c.vocabulary)
            || !size("intermediate_size", c.dFeedForward)
            || !size("num_key_value_heads", c.kvHeads, c.heads)
            || !size("max_position_embeddings", c.maxPositions, 2048))
            return false;
        const QString activation = o.value(QLatin1String("hidden_act")).toString();
        if (activation != QLatin1String("silu"))
            return refuse(path, QStringLiteral("its activation “%1” is not silu").arg(activation),
                          error);
        const QJsonValue scaling = o.value(QLatin1String("rope_scaling"));
        if (!scaling.isNull() && !scaling.isUndefined())
            return refuse(path,
                          QStringLiteral("it scales RoPE (“rope_scaling”), which is not "
                                         "implemented"),
                          error);
        c.normEpsilon = o.value(QLatin1String("rms_norm_eps")).toDouble(1e-6);
        c.ropeTheta = o.value(QLatin1String("rope_theta")).toDouble(10000.0);
        c.tiedEmbeddings = o.value(QLatin1String("tie_word_embeddings")).toBool(false);
        c.qkvBias = c.architectureName == QLatin1String("Qwen2ForCausalLM")
                    || o.value(QLatin1String("attention_bias")).toBool(false);
    } else {
        return refuse(path,
                      QStringLiteral("its architecture “%1” is not GPT2LMHeadModel, "
                                     "LlamaForCausalLM or Qwen2ForCausalLM")
                          .arg(c.architectureName.isEmpty() ? modelType : c.architectureName),
                      error);
    }
    if (c.dModel % c.heads != 0)
        return refuse(path,
                      QStringLiteral("%1 heads do not divide the model's width %2")
                          .arg(c.heads)
                          .arg(c.dModel),
                      error);
    c.headDim = c.dModel / c.heads;
    if (c.architecture == ModelArchitecture::Llama) {
        const int headDim = intValue(o, "head_dim", c.headDim);
        if (headDim <= 0)
            return refuse(path, QStringLiteral("“head_dim” is not a whole number from 1 up"),
                          error);
        c.headDim = headDim;
        if (c.heads % c.kvHeads != 0)
            return refuse(path,
                          QStringLiteral("%1 key-value heads do not divide the %2 heads")
                              .arg(c.kvHeads)
                              .arg(c.heads),
                          error);
        if (c.headDim % 2 != 0)
            return refuse(
                path, QStringLiteral("RoPE needs an even head size, not %1").arg(c.headDim), error);
    }
    // The weights in float32, counted before anything is allocated.
    const double d = c.dModel, q = double(c.heads) * c.headDim, kv = double(c.kvHeads) * c.headDim;
    const double perLayer = d * (q + 2 * kv) + q * d + 3 * d * c.dFeedForward + 8 * d;
    const double floats
        = double(c.layers) * perLayer + double(c.vocabulary) * d * (c.tiedEmbeddings ? 1 : 2)
          + double(c.maxPositions) * d * (c.architecture == ModelArchitecture::Gpt2);
    const double bytesNeeded = floats * 4;
    const double budget = double(defaultMemoryBudget()) * 2; // half the physical memory
    if (bytesNeeded > budget)
        return refuse(path,
                      QStringLiteral("the model needs %1 GiB in float32, more than the %2 GiB "
                                     "(half this machine's memory) it may take")
                          .arg(bytesNeeded / (1 << 30), 0, 'f', 1)
                          .arg(budget / (1 << 30), 0, 'f', 1),
                      error);
    config = c;
    return true;
}

bool loadModelWeights(const SafeTensors &checkpoint, const ModelConfig &config,
                      ModelWeights &weights, QString *error)
{
    ModelWeights loaded;
    loaded.config = config;
    const Reader reader{checkpoint, error};
    const bool ok = config.architecture == ModelArchitecture::Gpt2
                        ? loadGpt2(reader, config, loaded)
                        : loadLlama(reader, config, loaded);
    if (!ok)
        return false;
    weights = std::move(loaded);
    return true;
}

bool loadModelFolder(const QString &folder, ModelWeights &weights, QString *error)
{
    ModelConfig config;
    if (!readModelConfig(QDir(folder).filePath(QStringLiteral("config.json")), config, error))
        return false;
    SafeTensors checkpoint;
    if (!checkpoint.open(folder, error))
        return false;
    return loadModelWeights(checkpoint, config, weights, error);
}

bool runForward(const ModelWeights &model, const std::vector<int> &ids,
                const ForwardOptions &options, ForwardResult &result, QString *error)
{
    result = ForwardResult();
    const ModelConfig &c = model.config;
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const int n = int(ids.size());
    if (n == 0)
        return fail(QStringLiteral("there are no tokens"));
    const int limit = c.architecture == ModelArchitecture::Gpt2
                          ? std::min(c.maxPositions, maxTokens)
                          : maxTokens;
    if (n > limit)
        return fail(
            QStringLiteral("%1 tokens are more than the %2 this model takes").arg(n).arg(limit));
    if (double(c.layers) * c.heads * n * n * 4 * (options.keepIntermediates ? 2 : 1)
        > maxKeptAttentionBytes)
        return fail(QStringLiteral("%1 tokens' attention in %2 layers of %3 heads is more than "
                                   "2 GiB to keep")
                        .arg(n)
                        .arg(c.layers)
                        .arg(c.heads));
    for (int i = 0; i < n; ++i)
        if (ids[size_t(i)] < 0 || ids[size_t(i)] >= c.vocabulary)
            return fail(QStringLiteral("token %1's id %2 is not in the vocabulary of %3")
                            .arg(i + 1)
                            .arg(ids[size_t(i)])
                            .arg(c.vocabulary));
    for (const HeadAblation &a : options.ablations)
        if (a.layer < 0 || a.layer >= c.layers || a.head < 0 || a.head >= c.heads)
            return fail(QStringLiteral("there is no head %1.%2 to ablate (layers 0 to %3, heads "
                                       "0 to %4)")
                            .arg(a.layer)
                            .arg(a.head)
                            .arg(c.layers - 1)
                            .arg(c.heads - 1));

    ModelMatrix x(n, c.dModel);
    for (int i = 0; i < n; ++i) {
        x.row(i) = model.embedding.row(ids[size_t(i)]);
        if (c.architecture == ModelArchitecture::Gpt2)
            x.row(i) += model.positions.row(i);
    }
    const bool gpt2 = c.architecture == ModelArchitecture::Gpt2;
    const int group = c.heads / c.kvHeads;
    result.attention.resize(size_t(c.layers));
    if (options.keepIntermediates)
        result.layers.resize(size_t(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        const ModelLayer &layer = model.layers[size_t(l)];
        const ModelMatrix h = gpt2 ? layerNorm(x, layer.norm1, layer.norm1Bias, c.normEpsilon)
                                   : rmsNorm(x, layer.norm1, c.normEpsilon);
        ModelMatrix q = h * layer.wq, k = h * layer.wk, v = h * layer.wv;
        if (c.qkvBias) {
            q.rowwise() += layer.bq;
            k.rowwise() += layer.bk;
            v.rowwise() += layer.bv;
        }
        std::vector<ModelMatrix> qs(size_t(c.heads)), ks(size_t(c.kvHeads)), vs(size_t(c.kvHeads));
        for (int g = 0; g < c.kvHeads; ++g) {
            ks[size_t(g)] = k.middleCols(g * c.headDim, c.headDim);
            vs[size_t(g)] = v.middleCols(g * c.headDim, c.headDim);
            if (!gpt2)
                rotate(ks[size_t(g)], c.ropeTheta);
        }
        const bool scaled
            = std::find(options.unscaledLayers.begin(), options.unscaledLayers.end(), l)
              == options.unscaledLayers.end();
        const float factor = scaled ? 1.0f / std::sqrt(float(c.headDim)) : 1.0f;
        ModelMatrix concatenated(n, c.heads * c.headDim);
        std::vector<ModelMatrix> &kept = result.attention[size_t(l)];
        kept.resize(size_t(c.heads));
        LayerTrace *trace = options.keepIntermediates ? &result.layers[size_t(l)] : nullptr;
        if (trace) {
            trace->residualIn = x;
            trace->normed = h;
        }
        for (int head = 0; head < c.heads; ++head) {
            ModelMatrix qh = q.middleCols(head * c.headDim, c.headDim);
            if (!gpt2)
                rotate(qh, c.ropeTheta);
            const ModelMatrix &kh = ks[size_t(head / group)];
            const ModelMatrix &vh = vs[size_t(head / group)];
            const ModelMatrix scores = (qh * kh.transpose()) * factor;
            ModelMatrix weights(n, n);
            for (int i = 0; i < n; ++i) {
                const int allowed = options.causal ? i + 1 : n;
                const float top = scores.row(i).head(allowed).maxCoeff();
                float sum = 0;
                for (int j = 0; j < n; ++j) {
                    const float e = j < allowed ? std::exp(scores(i, j) - top) : 0.0f;
                    weights(i, j) = e;
                    sum += e;
                }
                weights.row(i) /= sum;
            }
            ModelMatrix out = weights * vh;
            for (const HeadAblation &a : options.ablations)
                if (a.layer == l && a.head == head) {
                    if (a.kind == AblationKind::Zero)
                        out.setZero();
                    else
                        out.rowwise() = ModelVector(out.colwise().mean());
                }
            concatenated.middleCols(head * c.headDim, c.headDim) = out;
            if (trace) {
                trace->q.push_back(qh);
                trace->k.push_back(kh);
                trace->v.push_back(vh);
                trace->scores.push_back(scores);
                trace->weights.push_back(weights);
                trace->headOutputs.push_back(out);
            }
            kept[size_t(head)] = std::move(weights);
        }
        ModelMatrix attention = concatenated * layer.wo;
        if (gpt2)
            attention.rowwise() += layer.bo;
        x += attention;
        const ModelMatrix h2 = gpt2 ? layerNorm(x, layer.norm2, layer.norm2Bias, c.normEpsilon)
                                    : rmsNorm(x, layer.norm2, c.normEpsilon);
        ModelMatrix mlp;
        if (gpt2) {
            ModelMatrix up = h2 * layer.wUp;
            up.rowwise() += layer.bUp;
            mlp = up.unaryExpr(&gelu) * layer.wDown;
            mlp.rowwise() += layer.bDown;
        } else {
            const ModelMatrix gate = (h2 * layer.wGate).unaryExpr(&silu);
            mlp = gate.cwiseProduct(h2 * layer.wUp) * layer.wDown;
        }
        x += mlp;
        if (trace) {
            trace->attentionOutput = std::move(attention);
            trace->mlpOutput = std::move(mlp);
        }
    }
    const ModelMatrix final
        = gpt2 ? layerNorm(x, model.finalNorm, model.finalNormBias, c.normEpsilon)
               : rmsNorm(x, model.finalNorm, c.normEpsilon);
    result.logits = final * model.readOut().transpose();
    return true;
}

std::vector<double> nextTokenProbabilities(const ModelMatrix &logits, int position,
                                           double temperature)
{
    std::vector<double> p(size_t(logits.cols()));
    if (position < 0 || position >= logits.rows() || !(temperature > 0))
        return {};
    const double top = logits.row(position).maxCoeff();
    double sum = 0;
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
        p[size_t(j)] = std::exp((double(logits(position, j)) - top) / temperature);
        sum += p[size_t(j)];
    }
    for (double &v : p)
        v /= sum;
    return p;
}

} // namespace attn
