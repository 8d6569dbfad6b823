#include "AttentionHeads.h"

#include "EngineRuntime.h"
#include "Positions.h"
#include "RowPasses.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace attn::engine {

namespace {

using RowArray = Eigen::Array<Scalar, 1, Eigen::Dynamic>;
using RowMap = Eigen::Map<RowArray>;
using ConstRowMap = Eigen::Map<const RowArray>;

/// Scratch rows of one head's pass, n keys long.
struct Scratch
{
    explicit Scratch(Eigen::Index n)
        : s(n)
        , x(n)
        , y(n)
        , e(n)
    {
    }
    RowArray s; ///< the row's scaled scores, when made apart (a bias, or a divisor below 1)
    RowArray x; ///< gathered allowed scores
    RowArray y; ///< gathered allowed scaled scores
    RowArray e; ///< the gathered weights
};

void setZero(Scalar *begin, Scalar *end)
{
    if (end > begin)
        std::memset(begin, 0, size_t(end - begin) * sizeof(Scalar));
}

} // namespace

std::vector<RowKeys> rowKeys(const BoolMatrix &allowed)
{
    std::vector<RowKeys> rows(static_cast<size_t>(allowed.rows()));
    const Eigen::Index n = allowed.cols();
    for (Eigen::Index i = 0; i < allowed.rows(); ++i) {
        const bool *a = allowed.row(i).data();
        const bool *first = std::find(a, a + n, true);
        if (first == a + n)
            continue;
        const bool *last = a + n;
        while (!*(last - 1))
            --last;
        RowKeys &r = rows[size_t(i)];
        r.begin = int(first - a);
        r.end = int(last - a);
        r.count = int(std::count(first, last, true));
    }
    return rows;
}

void computeHead(HeadResult &head, const BoolMatrix &allowed, const std::vector<RowKeys> &rows,
                 const HeadSettings &settings, HeadOutcome &outcome)
{
    const Eigen::Index m = head.scores.rows();
    const Eigen::Index n = head.scores.cols();
    const Scalar divisor = settings.divisor;
    const bool divides = divisor != Scalar(1);
    const double statsFactor = 1.0 / settings.sqrtDk;
    const Scalar factor = Scalar(statsFactor);
    // The statistics' scaled softmax is the weights' own when the weights are divided by
    // sqrt(d_k) (the default), and the raw one when d_k = 1: no third exp pass then.
    const bool biased = settings.biased;
    const bool scaledIsWeights = divides && !biased && divisor == Scalar(settings.sqrtDk);
    const bool scaledIsRaw = factor == Scalar(1);
    head.rawJacobian.assign(size_t(m), 0.0);
    head.scaledJacobian.assign(size_t(m), 0.0);
    StatsAccumulator scaledSoftmax;
    Scratch scratch(n);

    // A block of rows at a time, about 1 MiB of scores: Q K^T of the block (one GEMM; Eigen
    // packs K^T), its rows' passes and its weights times V follow one another while the
    // block's scores and weights are still in the cache. Two heads at n = 2048 on two
    // threads: 18.0 ms against 20.3 ms with each product whole; at n = 1024 within the noise.
    const Eigen::Index blockRows = std::min(
        m, std::max<Eigen::Index>(64, (Eigen::Index(1) << 18) / std::max<Eigen::Index>(n, 1)));
    Eigen::Index blockEnd = 0;
    // A number that is not finite stops the head. The scores after the block are made all the
    // same: the message (headError) looks for the first such number in the whole matrix, and
    // they would otherwise be what an earlier computation left in that memory.
    auto stop = [&] {
        if (blockEnd < m)
            head.scores.bottomRows(m - blockEnd).noalias()
                = head.q.bottomRows(m - blockEnd) * head.k.transpose();
        outcome.finite = false;
    };
    for (Eigen::Index first = 0; first < m; first += blockRows) {
        const Eigen::Index rowCount = std::min(blockRows, m - first);
        blockEnd = first + rowCount;
        head.scores.middleRows(first, rowCount).noalias()
            = head.q.middleRows(first, rowCount) * head.k.transpose();
        for (Eigen::Index i = first; i < first + rowCount; ++i) {
            const Scalar *x = head.scores.row(i).data();
            const Scalar *y = x;
            Scalar *w = head.weights.row(i).data();
            const RowKeys &keys = rows[size_t(i)];
            // A run of allowed keys is checked in its entry pass below; the rest of the row here.
            const bool run = keys.count > 0 && keys.isRun();
            if (run ? !allFinite(x, keys.begin) || !allFinite(x + keys.end, n - keys.end)
                    : !allFinite(x, n)) {
                stop();
                return;
            }
            // The scaled scores are divided on the fly in the weights' pass, unless a bias is
            // added to them or a divisor below 1 (a temperature) may overflow them.
            const bool apart = biased || (divides && divisor < Scalar(1));
            if (apart) {
                Scalar *s = scratch.s.data();
                if (divides) {
                    // The same division as scaledScores(), so the derived matrix is bit-identical.
                    RowMap(s, n) = ConstRowMap(x, n) / divisor;
                    y = s;
                    if (!allFinite(y, n)) {
                        stop();
                        return;
                    }
                }
                if (biased) {
                    for (Eigen::Index j = 0; j < n; ++j)
                        s[j] = y[j] + alibiBias(settings.slope, i, j);
                    y = s;
                    if (!allFinite(y, n)) {
                        stop();
                        return;
                    }
                }
            }
            const RowScale weightScale
                = divides && !apart ? RowScale::dividedBy(divisor) : RowScale{};

            if (keys.count == 0) {
                setZero(w, w + n);
                continue;
            }
            const Eigen::Index count = keys.count;
            const Scalar *xa = x + keys.begin;
            const Scalar *ya = y + keys.begin;
            Scalar *wa = w + keys.begin;
            if (!keys.isRun()) {
                const bool *a = allowed.row(i).data();
                Eigen::Index c = 0;
                for (int j = keys.begin; j < keys.end; ++j) {
                    if (a[j]) {
                        scratch.x[c] = x[j];
                        if (y != x) // else divided in the pass: ya is xa
                            scratch.y[c] = y[j];
                        ++c;
                    }
                }
                xa = scratch.x.data();
                ya = y == x ? xa : scratch.y.data();
                wa = scratch.e.data();
            }

            bool finite = true;
            const Scalar hi = outcome.raw.addEntries(xa, count, &finite);
            if (!finite) {
                stop();
                return;
            }
            // Rounding is monotonic, so the largest scaled score is the largest score scaled.
            const Scalar top = biased    ? ConstRowMap(ya, count).maxCoeff()
                               : divides ? hi / divisor
                                         : hi;
            // y is x when the division is made in the pass (weightScale).
            const SoftmaxRowSums weightSums = softmaxRowSums(ya, count, top, wa, weightScale);
            RowMap(wa, count) /= Scalar(weightSums.sum());
            // The statistics' softmaxes need only their sums: no row is written for them.
            const SoftmaxRowSums rawSums
                = divides || biased ? softmaxRowSums(xa, count, hi, nullptr) : weightSums;
            SoftmaxRowSums scaledSums = scaledIsWeights ? weightSums : rawSums;
            if (!scaledIsWeights && !scaledIsRaw)
                scaledSums
                    = softmaxRowSums(xa, count, hi * factor, nullptr, RowScale::times(factor));

            if (keys.isRun()) {
                setZero(w, w + keys.begin);
                setZero(w + keys.end, w + n);
            } else {
                setZero(w, w + n);
                const bool *a = allowed.row(i).data();
                Eigen::Index c = 0;
                for (int j = keys.begin; j < keys.end; ++j) {
                    if (a[j])
                        w[j] = scratch.e[c++];
                }
            }

            const SoftmaxRowSummary raw = rawSums.summary();
            const SoftmaxRowSummary scaled = scaledSums.summary();
            outcome.raw.addSoftmaxRow(raw);
            scaledSoftmax.addSoftmaxRow(scaled);
            head.rawJacobian[size_t(i)] = raw.jacobianNorm;
            head.scaledJacobian[size_t(i)] = scaled.jacobianNorm;
        }
        head.output.middleRows(first, rowCount).noalias()
            = head.weights.middleRows(first, rowCount) * head.v;
    }
    outcome.scaled = outcome.raw.scaledEntries(statsFactor);
    outcome.scaled.merge(scaledSoftmax);

    if (!allFinite(head.output.data(), head.output.size()))
        outcome.finite = false;
}

} // namespace attn::engine
