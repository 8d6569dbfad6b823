#include "MatrixText.h"

#include "JsonText.h"

#include <QCoreApplication>

#include <algorithm>

namespace attn::ui {

namespace {

class MatrixTextNames
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::MatrixText)
};

template<typename M>
QByteArray delimited(const M &m, char delimiter)
{
    QByteArray out;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            if (c)
                out += delimiter;
            json::appendNumber(out, m(r, c));
        }
        out += '\n';
    }
    return out;
}

/// Keeps the snapshot alive inside the closure; `pick` returns the matrix from it.
template<typename Pick>
NamedMatrix named(const SnapshotPtr &snapshot, QString title, QString stem, Pick pick)
{
    return NamedMatrix{std::move(title), std::move(stem), [snapshot, pick](char delimiter) {
                           return delimited(pick(*snapshot), delimiter);
                       }};
}

NamedMatrix allowedMatrix(const SnapshotPtr &snapshot)
{
    return NamedMatrix{MatrixTextNames::tr("Allowed (1) and masked (0) pairs"),
                       QStringLiteral("allowed"), [snapshot](char delimiter) {
                           const BoolMatrix &a = snapshot->result.allowed;
                           QByteArray out;
                           for (Eigen::Index r = 0; r < a.rows(); ++r) {
                               for (Eigen::Index c = 0; c < a.cols(); ++c) {
                                   if (c)
                                       out += delimiter;
                                   out += a(r, c) ? '1' : '0';
                               }
                               out += '\n';
                           }
                           return out;
                       }};
}

void appendInputs(std::vector<NamedMatrix> &out, const SnapshotPtr &s)
{
    if (s->scenario.mode == Mode::SelfAttention) {
        out.push_back(
            named(s, MatrixTextNames::tr("Embeddings X"), QStringLiteral("embeddings"),
                  [](const Snapshot &x) -> const MatrixD & { return x.scenario.embeddings; }));
        return;
    }
    out.push_back(named(s, MatrixTextNames::tr("Queries Q (input)"), QStringLiteral("q"),
                        [](const Snapshot &x) -> const MatrixD & { return x.scenario.q; }));
    out.push_back(named(s, MatrixTextNames::tr("Keys K (input)"), QStringLiteral("k"),
                        [](const Snapshot &x) -> const MatrixD & { return x.scenario.k; }));
    out.push_back(named(s, MatrixTextNames::tr("Values V (input)"), QStringLiteral("v"),
                        [](const Snapshot &x) -> const MatrixD & { return x.scenario.v; }));
}

/// `withQkv` false leaves out the head's Q, K and V (in direct mode they are the inputs).
void appendHead(std::vector<NamedMatrix> &out, const SnapshotPtr &s, int head, bool withQkv)
{
    const QString suffix
        = s->result.heads.size() > 1 ? MatrixTextNames::tr(" (head %1)").arg(head + 1) : QString();
    const QString prefix = QStringLiteral("head%1-").arg(head + 1);
    const size_t h = size_t(head);
    using Getter = const Matrix &(*)(const Snapshot &, size_t);
    struct Part
    {
        QString title;
        const char *stem;
        Getter get;
        bool isInput; ///< Q, K or V of the head
    };
    const Part parts[] = {
        {MatrixTextNames::tr("Q"), "q",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].q; }, true},
        {MatrixTextNames::tr("K"), "k",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].k; }, true},
        {MatrixTextNames::tr("V"), "v",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].v; }, true},
        {MatrixTextNames::tr("Scores QK\u1d40"), "scores",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].scores; },
         false},
        {MatrixTextNames::tr("Scaled scores"), "scaled",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.scaledScores(int(i)); },
         false},
        {MatrixTextNames::tr("Weights"), "weights",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].weights; },
         false},
        {MatrixTextNames::tr("Head output"), "output",
         [](const Snapshot &x, size_t i) -> const Matrix & { return x.result.heads[i].output; },
         false},
    };
    for (const Part &part : parts) {
        if (!withQkv && part.isInput)
            continue;
        const Getter get = part.get;
        out.push_back(named(s, part.title + suffix, prefix + QLatin1String(part.stem),
                            [h, get](const Snapshot &x) -> const Matrix & { return get(x, h); }));
    }
}

} // namespace

std::vector<NamedMatrix> headMatrices(const SnapshotPtr &snapshot, int head)
{
    std::vector<NamedMatrix> out;
    if (!snapshot || !snapshot->result.ok || snapshot->result.heads.empty())
        return out;
    head = std::clamp(head, 0, int(snapshot->result.heads.size()) - 1);
    appendInputs(out, snapshot);
    appendHead(out, snapshot, head, snapshot->scenario.mode == Mode::SelfAttention);
    out.push_back(named(snapshot, MatrixTextNames::tr("Output"), QStringLiteral("output"),
                        [](const Snapshot &x) -> const Matrix & { return x.result.output; }));
    return out;
}

std::vector<NamedMatrix> allMatrices(const SnapshotPtr &snapshot)
{
    std::vector<NamedMatrix> out;
    if (!snapshot || !snapshot->result.ok)
        return out;
    appendInputs(out, snapshot);
    if (snapshot->scenario.mode == Mode::SelfAttention) {
        for (const char which : {'q', 'k', 'v', 'o'}) {
            const QString stem = QStringLiteral("w%1").arg(QLatin1Char(which));
            out.push_back(
                named(snapshot, QStringLiteral("W_%1").arg(QLatin1Char(which)), stem,
                      [which](const Snapshot &x) { return x.scenario.projection(which); }));
        }
        out.push_back(
            named(snapshot, QStringLiteral("b_o"), QStringLiteral("bo"),
                  [](const Snapshot &x) { return MatrixD(x.scenario.outputBias().transpose()); }));
    }
    out.push_back(allowedMatrix(snapshot));
    for (int h = 0; h < int(snapshot->result.heads.size()); ++h)
        appendHead(out, snapshot, h, true);
    if (snapshot->scenario.mode == Mode::SelfAttention)
        out.push_back(named(snapshot, MatrixTextNames::tr("Heads side by side"),
                            QStringLiteral("concat"),
                            [](const Snapshot &x) -> const Matrix & { return x.result.concat; }));
    out.push_back(named(snapshot, MatrixTextNames::tr("Output"), QStringLiteral("output"),
                        [](const Snapshot &x) -> const Matrix & { return x.result.output; }));
    return out;
}

} // namespace attn::ui
