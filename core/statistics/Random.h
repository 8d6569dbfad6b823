#pragma once

#include <cstdint>

namespace attn {

/// The app's one source of seeded random numbers (the d_k sweep, random scenarios and
/// matrices, the tests): xoshiro256** seeded through splitmix64, normal numbers by the
/// Marsaglia polar method. No library distribution is used, so a seed gives the same
/// numbers with every compiler and standard library.
class RandomSource
{
public:
    explicit RandomSource(std::uint64_t seed);
    double next();    ///< standard normal N(0, 1)
    double uniform(); ///< in [0, 1)

private:
    std::uint64_t nextBits();
    std::uint64_t m_state[4];
    double m_spare = 0;
    bool m_hasSpare = false;
};

} // namespace attn
