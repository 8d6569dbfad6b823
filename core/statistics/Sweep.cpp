#include "Sweep.h"

#include "Statistics.h"
#include "Types.h"

#include <cmath>

namespace attn {

SweepResult runSweep(const SweepParams &params, const std::function<bool(int, int)> &progress)
{
    SweepResult result;
    std::vector<int> dks;
    for (int dk = 1; dk <= params.maxDk; dk *= 2)
        dks.push_back(dk);
    const int n = params.keys;
    const BoolMatrix allowed = BoolMatrix::Constant(1, n, true);
    RandomSource rng(params.seed);
    Matrix k(n, 1);
    RowVector q(1);
    Matrix scores(1, n);
    for (size_t index = 0; index < dks.size(); ++index) {
        const int dk = dks[index];
        k.resize(n, dk);
        q.resize(dk);
        SweepRow row;
        row.dK = dk;
        const double scale = 1.0 / std::sqrt(double(dk));
        for (int t = 0; t < params.trials; ++t) {
            // Draw in double and round once, so float and double engines share numbers.
            for (int c = 0; c < dk; ++c)
                q(c) = Scalar(rng.next());
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < dk; ++c)
                    k(r, c) = Scalar(rng.next());
            scores.noalias() = q * k.transpose();
            StatsAccumulator raw, scaled;
            raw.add(scores, 1.0, allowed);
            scaled.add(scores, scale, allowed);
            const ScoreStats r = raw.result();
            const ScoreStats s = scaled.result();
            row.rawStd += r.std;
            row.scaledStd += s.std;
            row.rawMaxWeight += r.maxWeight;
            row.scaledMaxWeight += s.maxWeight;
            row.rawEntropy += r.entropy;
            row.scaledEntropy += s.entropy;
            row.rawJacobianNorm += r.jacobianNorm;
            row.scaledJacobianNorm += s.jacobianNorm;
        }
        const double trials = params.trials > 0 ? double(params.trials) : 1.0;
        row.rawStd /= trials;
        row.scaledStd /= trials;
        row.rawMaxWeight /= trials;
        row.scaledMaxWeight /= trials;
        row.rawEntropy /= trials;
        row.scaledEntropy /= trials;
        row.rawJacobianNorm /= trials;
        row.scaledJacobianNorm /= trials;
        result.rows.push_back(row);
        if (progress && !progress(int(index) + 1, int(dks.size()))) {
            result.cancelled = true;
            return result;
        }
    }
    return result;
}

} // namespace attn
