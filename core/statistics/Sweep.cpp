#include "Sweep.h"

#include "Statistics.h"
#include "Types.h"

#include <cmath>

namespace attn {

namespace {

std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

NormalGenerator::NormalGenerator(std::uint64_t seed)
{
    for (std::uint64_t &s : m_state)
        s = splitmix64(seed);
}

std::uint64_t NormalGenerator::nextBits()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

double NormalGenerator::uniform()
{
    return double(nextBits() >> 11) * 0x1.0p-53;
}

double NormalGenerator::next()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    double u, v, s;
    do {
        u = 2 * uniform() - 1;
        v = 2 * uniform() - 1;
        s = u * u + v * v;
    } while (s >= 1 || s == 0);
    const double f = std::sqrt(-2 * std::log(s) / s);
    m_spare = v * f;
    m_hasSpare = true;
    return u * f;
}

SweepResult runSweep(const SweepParams &params, const std::function<bool(int, int)> &progress)
{
    SweepResult result;
    std::vector<int> dks;
    for (int dk = 1; dk <= params.maxDk; dk *= 2)
        dks.push_back(dk);
    const int n = params.keys;
    const BoolMatrix allowed = BoolMatrix::Constant(1, n, true);
    NormalGenerator rng(params.seed);
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
        }
        const double trials = params.trials > 0 ? double(params.trials) : 1.0;
        row.rawStd /= trials;
        row.scaledStd /= trials;
        row.rawMaxWeight /= trials;
        row.scaledMaxWeight /= trials;
        row.rawEntropy /= trials;
        row.scaledEntropy /= trials;
        result.rows.push_back(row);
        if (progress && !progress(int(index) + 1, int(dks.size()))) {
            result.cancelled = true;
            return result;
        }
    }
    return result;
}

} // namespace attn
