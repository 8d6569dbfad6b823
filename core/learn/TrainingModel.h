#pragma once

// The model a training run trains: a token embedding table, an optional learned positional
// term, one attention layer with 1-4 heads (the scenario pipeline of ForwardPass.h, so the
// same maths as the app), an optional residual connection and a linear read-out to the
// vocabulary, with the cross-entropy loss on the answer positions. In double.
//
//   X = E[tokens] + P            (P only with the positional term)
//   A = attention(X)             (Q = X W_q, K = X W_k, V = X W_v, heads, concat W_o + b_o)
//   H = A + X                    (with the residual; else H = A)
//   logits = H R + r
//   loss = mean over answer positions of -log softmax(logits)[answer]

#include "Scenario.h"
#include "TrainingTasks.h"
#include "Types.h"

#include <string>
#include <vector>

namespace attn {

/// The shape and attention settings of a model.
struct ModelShape
{
    int vocabulary = 0; ///< token ids (TaskVocabulary::size())
    int length = 0;     ///< positions
    int dModel = 0;     ///< = heads x d_k
    int heads = 1;
    bool positional = true;
    bool residual = true;
    bool scale = true;  ///< divide the scores
    double divisor = 0; ///< the divisor when scale is on; 0 means sqrt(d_k)
    int dK() const { return dModel / heads; }
    double effectiveDivisor() const;
};

/// The parameters of a model (or their gradients, or Adam's moments: the same shapes).
struct ModelParameters
{
    MatrixD embedding;      ///< vocabulary x d_model
    MatrixD positional;     ///< length x d_model; 0 x 0 without the positional term
    MatrixD wq, wk, wv, wo; ///< d_model x d_model
    VectorD bo;             ///< d_model
    MatrixD readout;        ///< d_model x vocabulary
    VectorD readoutBias;    ///< vocabulary

    /// "embedding", "positional", "wq", "wk", "wv", "wo", "bo", "readout", "readout_bias"
    /// (without "positional" when there is none): the order of every per-parameter list.
    static std::vector<std::string> names(bool positional);
    /// Pointers to the parameters' numbers, in names() order, and their counts.
    std::vector<std::pair<double *, Eigen::Index>> blocks();
    std::vector<std::pair<const double *, Eigen::Index>> blocks() const;
    /// Same shapes, every number 0.
    ModelParameters zerosLike() const;
};

/// PyTorch's default initialisation, drawn from `random` in a fixed order: the embedding
/// and positional tables N(0, 1) (nn.Embedding), the projections, b_o, the read-out and its
/// bias U(-1/sqrt(d_model), 1/sqrt(d_model)) (nn.Linear's bound 1/sqrt(fan_in)).
ModelParameters initialParameters(const ModelShape &shape, RandomSource &random);

/// The softmax statistics of the attention rows that the loss reads (answer positions),
/// averaged over heads and those rows.
struct AttentionSummary
{
    double maxWeight = 0;
    double entropy = 0;      ///< nats
    double jacobianNorm = 0; ///< ||diag(p) - p p^T||_F
};

/// Adds one softmax row's max weight, entropy and ||diag(p) - p p^T||_F to `sum` (the
/// reference and the batched evaluation both call it, so their summaries agree).
void addSummaryRow(const double *p, Eigen::Index n, AttentionSummary &sum);

/// The loss, accuracy and gradients of a model on a batch.
struct BatchResult
{
    double loss = 0;
    double accuracy = 0;
    ModelParameters gradients; ///< d loss / d parameters
    AttentionSummary attention;
    std::vector<std::vector<int>> predictions; ///< per sequence, per position: argmax logits
};

/// Forward and backward over the batch. Fails (ok false, error set) only when a number
/// overflows double; then the other fields are unspecified.
struct BatchOutcome
{
    bool ok = false;
    std::string error;
    BatchResult result;
};
BatchOutcome evaluateBatch(const ModelShape &shape, const ModelParameters &parameters,
                           const std::vector<TaskSequence> &batch, bool withGradients = true);

/// The model's attention layer on one input as an ordinary scenario: tokens labelled by
/// `vocabulary`, embeddings = E[tokens] + P, the projections W_q, W_k, W_v, W_o and b_o,
/// the heads and the divisor (or scaling off). The read-out is not part of a scenario.
Scenario modelScenario(const ModelShape &shape, const ModelParameters &parameters,
                       const TaskVocabulary &vocabulary, const std::vector<int> &tokens,
                       const std::string &title);

} // namespace attn
