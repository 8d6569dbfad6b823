#pragma once

// A decoder-only transformer in float32 with Eigen: GPT-2 (GPT2LMHeadModel) and the Llama
// family as Qwen2 and SmolLM2 use it (LlamaForCausalLM, Qwen2ForCausalLM). Its weights come
// from a Hugging Face folder (config.json + safetensors); its forward pass keeps, on
// request, every intermediate of every layer, and takes the interventions the app offers:
// a head ablated, the 1/sqrt(d_k) left out in a layer, the causal mask lifted. See
// docs/models.md for the architectures' equations as implemented.

#include <Eigen/Core>
#include <QString>

#include <vector>

namespace attn {

class SafeTensors;

using ModelMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using ModelVector = Eigen::RowVectorXf;

enum class ModelArchitecture { Gpt2, Llama };

struct ModelConfig
{
    ModelArchitecture architecture = ModelArchitecture::Gpt2;
    QString architectureName; ///< as config.json's "architectures" names it
    int layers = 0;
    int heads = 0;
    int kvHeads = 0; ///< grouped-query attention: each K/V head serves heads / kvHeads
    int dModel = 0;
    int headDim = 0;
    int dFeedForward = 0;
    int vocabulary = 0;
    int maxPositions = 0; ///< GPT-2's learned positions; Llama's max_position_embeddings
    double normEpsilon = 1e-5;
    double ropeTheta = 10000.0;
    bool tiedEmbeddings = true;
    bool qkvBias = false; ///< GPT-2: always; Qwen2: on q, k and v
};

/// Reads config.json. Refuses an architecture other than the three above, a missing or
/// non-positive size, heads that do not divide d_model or kv heads that do not divide the
/// heads, and sizes past what a desktop's memory could hold (named in the message).
bool readModelConfig(const QString &path, ModelConfig &config, QString *error);

struct ModelLayer
{
    ModelVector norm1, norm1Bias, norm2, norm2Bias; ///< biases: GPT-2's LayerNorm only
    ModelMatrix wq, wk, wv; ///< [d_model, heads * head_dim] (kv heads for wk, wv): y = x W
    ModelVector bq, bk, bv;
    ModelMatrix wo; ///< [heads * head_dim, d_model]
    ModelVector bo;
    ModelMatrix wUp, wGate, wDown; ///< GPT-2: c_fc = wUp, c_proj = wDown; no gate
    ModelVector bUp, bDown;
};

struct ModelWeights
{
    ModelConfig config;
    ModelMatrix embedding; ///< [vocabulary, d_model]
    ModelMatrix positions; ///< GPT-2's [max_positions, d_model]; empty for Llama
    std::vector<ModelLayer> layers;
    ModelVector finalNorm, finalNormBias;
    ModelMatrix lmHead; ///< [vocabulary, d_model]; empty when tied to the embedding

    const ModelMatrix &readOut() const { return lmHead.size() ? lmHead : embedding; }
};

/// Reads every tensor the configuration needs from `checkpoint`, by its Hugging Face name
/// (GPT-2's with or without "transformer."; GPT-2's causal-mask buffers are not weights and
/// are not read). A tensor missing, of the wrong shape, or holding a NaN is refused by name.
bool loadModelWeights(const SafeTensors &checkpoint, const ModelConfig &config,
                      ModelWeights &weights, QString *error);

/// Opens a model folder: config.json and the safetensors checkpoint beside it.
bool loadModelFolder(const QString &folder, ModelWeights &weights, QString *error);

enum class AblationKind { Zero, Mean };

struct HeadAblation
{
    int layer = 0;
    int head = 0;
    AblationKind kind = AblationKind::Zero;
};

struct ForwardOptions
{
    bool keepIntermediates = false;
    std::vector<HeadAblation> ablations;
    std::vector<int> unscaledLayers; ///< layers whose scores are not divided by sqrt(d_k)
    bool causal = true;
};

struct LayerTrace
{
    ModelMatrix residualIn; ///< [n, d_model]: the stream entering the layer
    ModelMatrix normed;     ///< the attention's input after its norm
    std::vector<ModelMatrix> q, k,
        v; ///< per query head [n, head_dim]; k, v of its kv head, after RoPE
    std::vector<ModelMatrix>
        scores; ///< per head [n, n], divided by sqrt(d_k) unless unscaled, before the mask
    std::vector<ModelMatrix> weights;     ///< per head [n, n], after the mask and softmax
    std::vector<ModelMatrix> headOutputs; ///< per head [n, head_dim], after any ablation
    ModelMatrix attentionOutput;          ///< [n, d_model], after W_o
    ModelMatrix mlpOutput;                ///< [n, d_model]
};

struct ForwardResult
{
    ModelMatrix logits;             ///< [n, vocabulary]: the next token's scores at every position
    std::vector<LayerTrace> layers; ///< empty unless keepIntermediates
    /// Every layer's attention weights, kept even without the other intermediates:
    /// [layer][head] of [n, n].
    std::vector<std::vector<ModelMatrix>> attention;
};

/// Runs `ids` (each below the vocabulary's size, at most maxPositions of them for GPT-2)
/// through the model. Refuses what it cannot run with `error` and leaves `result` empty.
bool runForward(const ModelWeights &model, const std::vector<int> &ids,
                const ForwardOptions &options, ForwardResult &result, QString *error);

/// Softmax of one row of logits divided by `temperature` (> 0), in double.
std::vector<double> nextTokenProbabilities(const ModelMatrix &logits, int position,
                                           double temperature = 1.0);

} // namespace attn
