#include "TrainingModel.h"

#include "Backward.h"
#include "ForwardPass.h"

#include <cmath>

namespace attn {

namespace {

void fillNormal(MatrixD &m, RandomSource &random)
{
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = random.next();
}

template<typename M>
void fillUniform(M &m, double bound, RandomSource &random)
{
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = (2 * random.uniform() - 1) * bound;
}

} // namespace

void addSummaryRow(const double *p, Eigen::Index n, AttentionSummary &sum)
{
    double hi = 0, entropy = 0, sq = 0, diag = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
        hi = std::max(hi, p[j]);
        if (p[j] > 0)
            entropy -= p[j] * std::log(p[j]);
        sq += p[j] * p[j];
        diag += p[j] * p[j] * ((1 - p[j]) * (1 - p[j]) - p[j] * p[j]);
    }
    // sum_i p_i^2 (1 - p_i)^2 + sum_{i != j} p_i^2 p_j^2
    sum.maxWeight += hi;
    sum.entropy += entropy;
    sum.jacobianNorm += std::sqrt(std::max(0.0, diag + sq * sq));
}

double ModelShape::effectiveDivisor() const
{
    if (!scale)
        return 1;
    return divisor > 0 ? divisor : std::sqrt(double(dK()));
}

std::vector<std::string> ModelParameters::names(bool positional)
{
    std::vector<std::string> n{"embedding"};
    if (positional)
        n.push_back("positional");
    for (const char *name : {"wq", "wk", "wv", "wo", "bo", "readout", "readout_bias"})
        n.push_back(name);
    return n;
}

std::vector<std::pair<double *, Eigen::Index>> ModelParameters::blocks()
{
    std::vector<std::pair<double *, Eigen::Index>> b{{embedding.data(), embedding.size()}};
    if (positional.size() > 0)
        b.emplace_back(positional.data(), positional.size());
    for (MatrixD *m : {&wq, &wk, &wv, &wo})
        b.emplace_back(m->data(), m->size());
    b.emplace_back(bo.data(), bo.size());
    b.emplace_back(readout.data(), readout.size());
    b.emplace_back(readoutBias.data(), readoutBias.size());
    return b;
}

std::vector<std::pair<const double *, Eigen::Index>> ModelParameters::blocks() const
{
    std::vector<std::pair<const double *, Eigen::Index>> out;
    for (const auto &[data, size] : const_cast<ModelParameters *>(this)->blocks())
        out.emplace_back(data, size);
    return out;
}

ModelParameters ModelParameters::zerosLike() const
{
    ModelParameters z;
    z.embedding = MatrixD::Zero(embedding.rows(), embedding.cols());
    z.positional = MatrixD::Zero(positional.rows(), positional.cols());
    z.wq = MatrixD::Zero(wq.rows(), wq.cols());
    z.wk = MatrixD::Zero(wk.rows(), wk.cols());
    z.wv = MatrixD::Zero(wv.rows(), wv.cols());
    z.wo = MatrixD::Zero(wo.rows(), wo.cols());
    z.bo = VectorD::Zero(bo.size());
    z.readout = MatrixD::Zero(readout.rows(), readout.cols());
    z.readoutBias = VectorD::Zero(readoutBias.size());
    return z;
}

ModelParameters initialParameters(const ModelShape &shape, RandomSource &random)
{
    ModelParameters p;
    const int d = shape.dModel;
    const double bound = 1 / std::sqrt(double(d));
    p.embedding.resize(shape.vocabulary, d);
    fillNormal(p.embedding, random);
    if (shape.positional) {
        p.positional.resize(shape.length, d);
        fillNormal(p.positional, random);
    }
    for (MatrixD *m : {&p.wq, &p.wk, &p.wv, &p.wo}) {
        m->resize(d, d);
        fillUniform(*m, bound, random);
    }
    p.bo.resize(d);
    fillUniform(p.bo, bound, random);
    p.readout.resize(d, shape.vocabulary);
    fillUniform(p.readout, bound, random);
    p.readoutBias.resize(shape.vocabulary);
    fillUniform(p.readoutBias, bound, random);
    return p;
}

Scenario modelScenario(const ModelShape &shape, const ModelParameters &p,
                       const TaskVocabulary &vocabulary, const std::vector<int> &tokens,
                       const std::string &title)
{
    Scenario s;
    s.title = title;
    s.mode = Mode::SelfAttention;
    s.numHeads = shape.heads;
    const Eigen::Index n = Eigen::Index(tokens.size());
    s.embeddings.resize(n, shape.dModel);
    for (Eigen::Index i = 0; i < n; ++i) {
        s.embeddings.row(i) = p.embedding.row(tokens[size_t(i)]);
        if (shape.positional)
            s.embeddings.row(i) += p.positional.row(i);
        s.tokens.push_back(vocabulary.label(tokens[size_t(i)]));
    }
    s.wq = p.wq;
    s.wk = p.wk;
    s.wv = p.wv;
    s.wo = p.wo;
    s.bo = p.bo;
    s.scale = shape.scale;
    if (shape.scale && shape.divisor > 0)
        s.divisor = shape.divisor;
    return s;
}

BatchOutcome evaluateBatch(const ModelShape &shape, const ModelParameters &p,
                           const std::vector<TaskSequence> &batch, bool withGradients)
{
    BatchOutcome outcome;
    BatchResult &r = outcome.result;
    if (withGradients)
        r.gradients = p.zerosLike();
    long answered = 0;
    for (const TaskSequence &s : batch)
        for (int a : s.answers)
            answered += a >= 0 ? 1 : 0;
    const double share = answered > 0 ? 1.0 / double(answered) : 0.0;
    long right = 0, rows = 0;
    // Labels are not needed here: every token is named as a plain symbol.
    const TaskVocabulary noLabels{TaskKind::Copy, shape.vocabulary};
    for (const TaskSequence &s : batch) {
        Scenario scenario = modelScenario(shape, p, noLabels, s.tokens, {});
        const ForwardPass f = forwardPass(scenario);
        if (!f.ok) {
            outcome.error = f.error;
            return outcome;
        }
        const MatrixD h = shape.residual ? MatrixD(f.output + f.x) : f.output;
        MatrixD logits = h * p.readout;
        logits.rowwise() += p.readoutBias.transpose();
        MatrixD dLogits = MatrixD::Zero(logits.rows(), logits.cols());
        std::vector<int> predicted(s.tokens.size(), 0);
        for (Eigen::Index i = 0; i < logits.rows(); ++i) {
            Eigen::Index best = 0;
            const double hi = logits.row(i).maxCoeff(&best);
            predicted[size_t(i)] = int(best);
            const int answer = s.answers[size_t(i)];
            if (answer < 0)
                continue;
            right += best == answer ? 1 : 0;
            const Eigen::Matrix<double, 1, Eigen::Dynamic> e
                = (logits.row(i).array() - hi).exp().matrix();
            const double sum = e.sum();
            r.loss += share * (std::log(sum) - (logits(i, answer) - hi));
            dLogits.row(i) = share * e / sum;
            dLogits(i, answer) -= share;
            for (const HeadPass &head : f.heads) {
                addSummaryRow(head.weights.row(i).data(), head.weights.cols(), r.attention);
                ++rows;
            }
        }
        r.predictions.push_back(std::move(predicted));
        if (!withGradients)
            continue;
        ModelParameters &g = r.gradients;
        g.readout += h.transpose() * dLogits;
        g.readoutBias += dLogits.colwise().sum().transpose();
        const MatrixD dH = dLogits * p.readout.transpose();
        const Gradients back = backward(f, dH);
        if (!back.ok) {
            outcome.error = back.error;
            return outcome;
        }
        g.wq += back.wq;
        g.wk += back.wk;
        g.wv += back.wv;
        g.wo += back.wo;
        g.bo += back.bo;
        // X = E[tokens] + P reaches the loss through the attention and the residual.
        const MatrixD dX = shape.residual ? MatrixD(back.embeddings + dH) : back.embeddings;
        for (Eigen::Index i = 0; i < dX.rows(); ++i) {
            g.embedding.row(s.tokens[size_t(i)]) += dX.row(i);
            if (shape.positional)
                g.positional.row(i) += dX.row(i);
        }
    }
    r.accuracy = answered > 0 ? double(right) / double(answered) : 0.0;
    if (rows > 0) {
        r.attention.maxWeight /= double(rows);
        r.attention.entropy /= double(rows);
        r.attention.jacobianNorm /= double(rows);
    }
    if (!std::isfinite(r.loss)) {
        outcome.error = "loss: a number is too large for double precision";
        return outcome;
    }
    outcome.ok = true;
    return outcome;
}

} // namespace attn
