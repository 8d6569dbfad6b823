#include "BatchedModel.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

using Map = Eigen::Map<MatrixD>;
using StridedMap = Eigen::Map<MatrixD, Eigen::Unaligned, Eigen::OuterStride<>>;

/// The members of a ModelParameters, in names() order (the positional table may be empty).
template<typename P, typename F>
void forEachMember(P &p, F f)
{
    f(p.embedding);
    f(p.positional);
    f(p.wq);
    f(p.wk);
    f(p.wv);
    f(p.wo);
    f(p.bo);
    f(p.readout);
    f(p.readoutBias);
}

bool sameShape(const ModelParameters &a, const ModelParameters &b)
{
    const auto same
        = [](const auto &x, const auto &y) { return x.rows() == y.rows() && x.cols() == y.cols(); };
    return same(a.embedding, b.embedding) && same(a.positional, b.positional) && same(a.wq, b.wq)
           && same(a.wk, b.wk) && same(a.wv, b.wv) && same(a.wo, b.wo) && same(a.bo, b.bo)
           && same(a.readout, b.readout) && same(a.readoutBias, b.readoutBias);
}

} // namespace

double *BatchedModel::Part::get(std::size_t count)
{
    if (data.size() < count)
        data.resize(count);
    return data.data();
}

BatchedModel::BatchedModel(std::size_t partLimitBytes)
    : m_limit(partLimitBytes)
{
}

int BatchedModel::sequencesPerChunk(const ModelShape &shape, int answers) const
{
    const std::size_t n = std::size_t(shape.length), d = std::size_t(shape.dModel);
    const std::size_t a = std::size_t(std::max(answers, 1));
    // The largest part per sequence, in doubles: [K | V], the attention rows of all heads,
    // the logits, the per-answer d_model rows.
    const std::size_t perSequence = std::max(
        {n * 2 * d, a * std::size_t(shape.heads) * n, a * std::size_t(shape.vocabulary), a * d});
    const std::size_t bytes = perSequence * sizeof(double);
    if (bytes == 0 || bytes > m_limit)
        return 0;
    return int(std::min<std::size_t>(m_limit / bytes, 1 << 20));
}

std::size_t BatchedModel::workspaceBytes() const
{
    std::size_t total = 0;
    for (const Part *p : {&m_x, &m_kv, &m_dkv, &m_dx, &m_xa, &m_qa, &m_ca, &m_ha, &m_dha, &m_dca,
                          &m_dqa, &m_dxa, &m_p, &m_ds, &m_logits})
        total += p->data.capacity() * sizeof(double);
    return total;
}

std::size_t BatchedModel::largestPartBytes() const
{
    std::size_t largest = 0;
    for (const Part *p : {&m_x, &m_kv, &m_dkv, &m_dx, &m_xa, &m_qa, &m_ca, &m_ha, &m_dha, &m_dca,
                          &m_dqa, &m_dxa, &m_p, &m_ds, &m_logits})
        largest = std::max(largest, p->data.capacity() * sizeof(double));
    return largest;
}

bool BatchedModel::evaluate(const ModelShape &shape, const ModelParameters &p,
                            const std::vector<TaskSequence> &batch, BatchOutcome &out)
{
    long answered = 0;
    int mostAnswers = 0;
    bool fits = true;
    for (const TaskSequence &s : batch) {
        int count = 0;
        for (int a : s.answers)
            count += a >= 0 ? 1 : 0;
        answered += count;
        mostAnswers = std::max(mostAnswers, count);
        if (int(s.tokens.size()) != shape.length || s.answers.size() != s.tokens.size())
            fits = false; // not the model's length: the reference decides
    }
    const int chunk = fits ? sequencesPerChunk(shape, mostAnswers) : 0;
    if (chunk < 1) {
        out = evaluateBatch(shape, p, batch, true);
        return false;
    }
    BatchResult &r = out.result;
    out.ok = false;
    out.error.clear();
    r.loss = 0;
    r.accuracy = 0;
    r.attention = AttentionSummary{};
    r.predictions.clear();
    if (sameShape(r.gradients, p)) {
        forEachMember(r.gradients, [](auto &m) { m.setZero(); });
    } else {
        r.gradients = p.zerosLike();
    }
    const double share = answered > 0 ? 1.0 / double(answered) : 0.0;
    long right = 0, rows = 0;
    const int count = int(batch.size());
    for (int first = 0; first < count; first += chunk)
        evaluateChunk(shape, p, batch, first, std::min(chunk, count - first), share, out, right,
                      rows);
    r.accuracy = answered > 0 ? double(right) / double(answered) : 0.0;
    if (rows > 0) {
        r.attention.maxWeight /= double(rows);
        r.attention.entropy /= double(rows);
        r.attention.jacobianNorm /= double(rows);
    }
    bool finite = true;
    forEachMember(std::as_const(r.gradients),
                  [&](const auto &m) { finite = finite && m.allFinite(); });
    if (!finite) {
        out.error = "gradients: a number is too large for double precision";
        return true;
    }
    if (!std::isfinite(r.loss)) {
        out.error = "loss: a number is too large for double precision";
        return true;
    }
    out.ok = true;
    return true;
}

void BatchedModel::evaluateChunk(const ModelShape &shape, const ModelParameters &p,
                                 const std::vector<TaskSequence> &batch, int first, int count,
                                 double share, BatchOutcome &out, long &right, long &rows)
{
    const Eigen::Index n = shape.length, d = shape.dModel, heads = shape.heads;
    const Eigen::Index dk = shape.dK(), vocabulary = shape.vocabulary;
    const Eigen::Index stacked = Eigen::Index(count) * n;
    const double divisor = shape.effectiveDivisor();
    BatchResult &r = out.result;
    ModelParameters &g = r.gradients;

    // The answer rows of the chunk, in sequence then position order (the reference's).
    m_answerRow.clear();
    m_answerOf.clear();
    m_answerStart.clear();
    for (int s = 0; s < count; ++s) {
        m_answerStart.push_back(int(m_answerRow.size()));
        const TaskSequence &seq = batch[size_t(first + s)];
        for (Eigen::Index i = 0; i < n; ++i)
            if (seq.answers[size_t(i)] >= 0) {
                m_answerRow.push_back(int(Eigen::Index(s) * n + i));
                m_answerOf.push_back(seq.answers[size_t(i)]);
            }
    }
    m_answerStart.push_back(int(m_answerRow.size()));
    const Eigen::Index answers = Eigen::Index(m_answerRow.size());
    const std::size_t sn = std::size_t(stacked), sa = std::size_t(answers);
    const std::size_t sd = std::size_t(d), sh = std::size_t(heads), snn = std::size_t(n);

    // X = E[tokens] + P, stacked.
    Map x(m_x.get(sn * sd), stacked, d);
    for (int s = 0; s < count; ++s) {
        const TaskSequence &seq = batch[size_t(first + s)];
        for (Eigen::Index i = 0; i < n; ++i) {
            x.row(Eigen::Index(s) * n + i) = p.embedding.row(seq.tokens[size_t(i)]);
            if (shape.positional)
                x.row(Eigen::Index(s) * n + i) += p.positional.row(i);
        }
    }
    // [K | V] = X [W_k | W_v] for every position; Q only at the answer rows.
    Map kv(m_kv.get(sn * 2 * sd), stacked, 2 * d);
    kv.leftCols(d).noalias() = x * p.wk;
    kv.rightCols(d).noalias() = x * p.wv;
    Map xa(m_xa.get(sa * sd), answers, d);
    for (Eigen::Index a = 0; a < answers; ++a)
        xa.row(a) = x.row(m_answerRow[size_t(a)]);
    Map qa(m_qa.get(sa * sd), answers, d);
    qa.noalias() = xa * p.wq;

    // Attention of the answer rows, per sequence and head. The weights of answer row a,
    // head h are row a * heads + h of `weights`.
    double *weights = m_p.get(sa * sh * snn);
    Map ca(m_ca.get(sa * sd), answers, d);
    for (int s = 0; s < count; ++s) {
        const Eigen::Index a0 = m_answerStart[size_t(s)];
        const Eigen::Index as = m_answerStart[size_t(s) + 1] - a0;
        if (as == 0)
            continue;
        for (Eigen::Index h = 0; h < heads; ++h) {
            StridedMap w(weights + (a0 * heads + h) * n, as, n, Eigen::OuterStride<>(heads * n));
            w.noalias() = qa.block(a0, h * dk, as, dk)
                          * kv.block(Eigen::Index(s) * n, h * dk, n, dk).transpose();
            if (divisor != 1)
                w /= divisor;
            for (Eigen::Index i = 0; i < as; ++i) {
                const double hi = w.row(i).maxCoeff();
                double sum = 0;
                for (Eigen::Index j = 0; j < n; ++j) {
                    w(i, j) = std::exp(w(i, j) - hi);
                    sum += w(i, j);
                }
                w.row(i) /= sum;
            }
            ca.block(a0, h * dk, as, dk).noalias()
                = w * kv.block(Eigen::Index(s) * n, d + h * dk, n, dk);
        }
    }
    // H = concat W_o + b_o (+ X), logits = H R + r at the answer rows.
    Map ha(m_ha.get(sa * sd), answers, d);
    ha.noalias() = ca * p.wo;
    ha.rowwise() += p.bo.transpose();
    if (shape.residual)
        ha += xa;
    Map logits(m_logits.get(sa * std::size_t(vocabulary)), answers, vocabulary);
    logits.noalias() = ha * p.readout;
    logits.rowwise() += p.readoutBias.transpose();

    // Loss, accuracy and d loss / d logits (in place), and the attention summary.
    for (Eigen::Index a = 0; a < answers; ++a) {
        Eigen::Index best = 0;
        const double hi = logits.row(a).maxCoeff(&best);
        const int answer = m_answerOf[size_t(a)];
        right += best == answer ? 1 : 0;
        const double picked = logits(a, answer);
        double sum = 0;
        for (Eigen::Index j = 0; j < vocabulary; ++j) {
            logits(a, j) = std::exp(logits(a, j) - hi);
            sum += logits(a, j);
        }
        r.loss += share * (std::log(sum) - (picked - hi));
        logits.row(a) *= share / sum;
        logits(a, answer) -= share;
        for (Eigen::Index h = 0; h < heads; ++h) {
            addSummaryRow(weights + (a * heads + h) * n, n, r.attention);
            ++rows;
        }
    }
    const auto &dLogits = logits;

    // Backward: the read-out, the residual, the output projection.
    g.readout.noalias() += ha.transpose() * dLogits;
    g.readoutBias += dLogits.colwise().sum().transpose();
    Map dha(m_dha.get(sa * sd), answers, d);
    dha.noalias() = dLogits * p.readout.transpose();
    g.wo.noalias() += ca.transpose() * dha;
    g.bo += dha.colwise().sum().transpose();
    Map dca(m_dca.get(sa * sd), answers, d);
    dca.noalias() = dha * p.wo.transpose();

    // Each head: d weights, d scores (softmax backward), then dQ, dK, dV.
    Map dkv(m_dkv.get(sn * 2 * sd), stacked, 2 * d);
    Map dqa(m_dqa.get(sa * sd), answers, d);
    double *dScores = m_ds.get(sa * sh * snn);
    for (int s = 0; s < count; ++s) {
        const Eigen::Index a0 = m_answerStart[size_t(s)];
        const Eigen::Index as = m_answerStart[size_t(s) + 1] - a0;
        const Eigen::Index k0 = Eigen::Index(s) * n;
        if (as == 0) {
            dkv.middleRows(k0, n).setZero();
            continue;
        }
        for (Eigen::Index h = 0; h < heads; ++h) {
            const StridedMap w(weights + (a0 * heads + h) * n, as, n,
                               Eigen::OuterStride<>(heads * n));
            StridedMap ds(dScores + (a0 * heads + h) * n, as, n, Eigen::OuterStride<>(heads * n));
            const auto dOut = dca.block(a0, h * dk, as, dk);
            ds.noalias() = dOut * kv.block(k0, d + h * dk, n, dk).transpose(); // d weights
            for (Eigen::Index i = 0; i < as; ++i) {
                double dot = 0;
                for (Eigen::Index j = 0; j < n; ++j)
                    dot += w(i, j) * ds(i, j);
                for (Eigen::Index j = 0; j < n; ++j)
                    ds(i, j) = w(i, j) * (ds(i, j) - dot);
            }
            if (divisor != 1)
                ds /= divisor;
            dqa.block(a0, h * dk, as, dk).noalias() = ds * kv.block(k0, h * dk, n, dk);
            dkv.block(k0, h * dk, n, dk).noalias() = ds.transpose() * qa.block(a0, h * dk, as, dk);
            dkv.block(k0, d + h * dk, n, dk).noalias() = w.transpose() * dOut;
        }
    }
    // Q = Xa W_q, K = X W_k, V = X W_v.
    g.wq.noalias() += xa.transpose() * dqa;
    g.wk.noalias() += x.transpose() * dkv.leftCols(d);
    g.wv.noalias() += x.transpose() * dkv.rightCols(d);
    Map dx(m_dx.get(sn * sd), stacked, d);
    dx.noalias() = dkv.leftCols(d) * p.wk.transpose();
    dx.noalias() += dkv.rightCols(d) * p.wv.transpose();
    Map dxa(m_dxa.get(sa * sd), answers, d);
    dxa.noalias() = dqa * p.wq.transpose();
    if (shape.residual)
        dxa += dha;
    for (Eigen::Index a = 0; a < answers; ++a)
        dx.row(m_answerRow[size_t(a)]) += dxa.row(a);
    // X = E[tokens] + P: scatter to the token and position rows.
    for (int s = 0; s < count; ++s) {
        const TaskSequence &seq = batch[size_t(first + s)];
        for (Eigen::Index i = 0; i < n; ++i) {
            const auto row = dx.row(Eigen::Index(s) * n + i);
            g.embedding.row(seq.tokens[size_t(i)]) += row;
            if (shape.positional)
                g.positional.row(i) += row;
        }
    }
}

} // namespace attn
