#include "RowPasses.h"

#include <algorithm>
#include <limits>

namespace attn {

namespace {

// Eigen's packet functions (the ones its own expressions are made of) let each row go through
// memory once: an expression per sum, as Eigen evaluates them, reads the row once per sum and
// computes its exp and floor again for each (7 passes a softmax row, 5 an entry row).
namespace ei = Eigen::internal;
using Packet = ei::packet_traits<Scalar>::type;
constexpr Eigen::Index lanes = ei::packet_traits<Scalar>::size;
constexpr Scalar infinity = std::numeric_limits<Scalar>::infinity();

/// The sums of SoftmaxRowSums, lane by lane.
struct PacketSums
{
    Packet ties = ei::pset1<Packet>(0);
    Packet u = ei::pset1<Packet>(0);
    Packet ut = ei::pset1<Packet>(0);
    Packet u2 = ei::pset1<Packet>(0);
    Packet u3 = ei::pset1<Packet>(0);

    SoftmaxRowSums reduce() const
    {
        SoftmaxRowSums s;
        s.ties = double(ei::predux(ties));
        s.sumU = double(ei::predux(u));
        s.sumUT = double(ei::predux(ut));
        s.sumU2 = double(ei::predux(u2));
        s.sumU3 = double(ei::predux(u3));
        return s;
    }
};

template<RowScale::Kind kind>
Packet scaled(const Packet &x, const Packet &by)
{
    if constexpr (kind == RowScale::Kind::Divide)
        return ei::pdiv(x, by);
    else if constexpr (kind == RowScale::Kind::Multiply)
        return ei::pmul(x, by);
    else
        return x;
}

/// exp(t) for t <= 0, bit for bit as Eigen's exp once its results below the smallest normal
/// float are flushed to 0, as every pass here does, in about a third of the time (a million
/// values: 0.58 against 1.6 ms with AVX2, 2.5 against 5.8 ms with SSE2 only). The same steps
/// as Eigen's exp (Cephes' expf: t = m ln 2 + r, |r| <= ln 2 / 2, a degree-6 polynomial in r,
/// times 2^m), but 2^m is made from its exponent bits (Eigen's pldexp_fast_impl), exact for
/// every m >= -126 and 0 below; Eigen's general ldexp is slow because it also makes the
/// results below the smallest normal float, 0 here. Compared with Eigen's exp over every float
/// in [-89, 0] (1.1e9 values), in the AVX2 and the SSE2 build: none differ.
Packet expOfNonPositive(const Packet &t)
{
#if defined(EIGEN_VECTORIZE) && !defined(EIGEN_VECTORIZE_AVX512)
    // Below -88.723, exp is under the smallest normal float: 0 after the flush.
    const Packet x = ei::pmax(t, ei::pset1<Packet>(-88.723f));
    const Packet m = ei::pfloor(
        ei::pmadd(x, ei::pset1<Packet>(1.44269504088896341f), ei::pset1<Packet>(0.5f)));
    // r = x - m ln 2, ln 2 in two parts so that m ln 2 loses no digit.
    Packet r = ei::pmadd(m, ei::pset1<Packet>(-0.693359375f), x);
    r = ei::pmadd(m, ei::pset1<Packet>(2.12194440e-4f), r);
    const Packet r2 = ei::pmul(r, r);
    const Packet r3 = ei::pmul(r2, r);
    Packet y
        = ei::pmadd(ei::pset1<Packet>(1.9875691500e-4f), r, ei::pset1<Packet>(1.3981999507e-3f));
    Packet y1
        = ei::pmadd(ei::pset1<Packet>(4.1665795894e-2f), r, ei::pset1<Packet>(1.6666665459e-1f));
    y = ei::pmadd(y, r, ei::pset1<Packet>(8.3334519073e-3f));
    y1 = ei::pmadd(y1, r, ei::pset1<Packet>(5.0000001201e-1f));
    y = ei::pmadd(y, r3, y1);
    y = ei::pmadd(y, r2, ei::padd(r, ei::pset1<Packet>(1.0f)));
    // A vector type's alignment attribute does not take part in a template's identity: GCC
    // says so of every class template given one, Eigen's own too (its headers are system ones).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-attributes"
    return ei::pldexp_fast_impl<Packet>::run(y, m);
#pragma GCC diagnostic pop
#else
    // Eigen's AVX-512 exp is a function of its own (one ln 2 constant, another clamp): with
    // 16 floats a packet, and without packets, the passes use Eigen's exp itself.
    return ei::pexp(t);
#endif
}

/// exp(s - max) of one packet, added to the sums.
Packet expTerm(const Packet &s, const Packet &max, PacketSums &sums)
{
    // A row spanning more than the float range makes s - max -inf, and u * t then
    // 0 * -inf = NaN: clamp t to the lowest float, whose exp is 0 all the same.
    const Packet t
        = ei::pmax(ei::psub(s, max), ei::pset1<Packet>(std::numeric_limits<Scalar>::lowest()));
    Packet e = expOfNonPositive(t);
    // Eigen's exp clamps its input at about -88 and returns a subnormal floor there:
    // make it the exact 0 it stands for, so [1000, 0, -1000] gives weights [1, 0, 0].
    const Packet smallestNormal = ei::pset1<Packet>(std::numeric_limits<Scalar>::min());
    e = ei::pselect(ei::pcmp_lt(e, smallestNormal), ei::pset1<Packet>(0), e);
    // exp(t) <= 1 for t <= 0, and exactly 1 only at (or within 3e-8 of) the maximum.
    const Packet ones = ei::pfloor(e);
    const Packet u = ei::psub(e, ones);
    const Packet u2 = ei::pmul(u, u);
    sums.ties = ei::padd(sums.ties, ones);
    sums.u = ei::padd(sums.u, u);
    sums.ut = ei::padd(sums.ut, ei::pmul(u, t));
    sums.u2 = ei::padd(sums.u2, u2);
    sums.u3 = ei::padd(sums.u3, ei::pmul(u2, u));
    return e;
}

template<RowScale::Kind kind>
SoftmaxRowSums softmaxPass(const Scalar *values, Eigen::Index count, Scalar max, Scalar *e,
                           Scalar by)
{
    const Packet pMax = ei::pset1<Packet>(max);
    const Packet pBy = ei::pset1<Packet>(by);
    PacketSums sums;
    Eigen::Index j = 0;
    for (; j + lanes <= count; j += lanes) {
        const Packet r = expTerm(scaled<kind>(ei::ploadu<Packet>(values + j), pBy), pMax, sums);
        if (e)
            ei::pstoreu(e + j, r);
    }
    if (j < count) {
        // The last few values go through the same packet exp as the others; the lanes past
        // them are -inf once scaled (exp 0: no term in any sum), whatever the scale (a
        // divisor of +inf would make a padding of -inf NaN).
        Scalar tail[lanes];
        std::fill(std::copy(values + j, values + count, tail), tail + lanes, Scalar(0));
        const Packet inTail
            = ei::pcmp_lt(ei::plset<Packet>(Scalar(0)), ei::pset1<Packet>(Scalar(count - j)));
        const Packet s = ei::pselect(inTail, scaled<kind>(ei::ploadu<Packet>(tail), pBy),
                                     ei::pset1<Packet>(-infinity));
        const Packet r = expTerm(s, pMax, sums);
        if (e) {
            ei::pstoreu(tail, r);
            std::copy(tail, tail + (count - j), e + j);
        }
    }
    return sums.reduce();
}

} // namespace

SoftmaxRowSums softmaxRowSums(const Scalar *values, Eigen::Index count, Scalar max, Scalar *e,
                              RowScale scale)
{
    switch (scale.kind) {
    case RowScale::Kind::Divide:
        return softmaxPass<RowScale::Kind::Divide>(values, count, max, e, scale.by);
    case RowScale::Kind::Multiply:
        return softmaxPass<RowScale::Kind::Multiply>(values, count, max, e, scale.by);
    case RowScale::Kind::None:
        break;
    }
    return softmaxPass<RowScale::Kind::None>(values, count, max, e, scale.by);
}

RowEntrySums rowEntrySums(const Scalar *values, Eigen::Index count, Scalar shift)
{
    const Packet pShift = ei::pset1<Packet>(shift);
    Packet lo = ei::pset1<Packet>(infinity);
    Packet hi = ei::pset1<Packet>(-infinity);
    Packet sum = ei::pset1<Packet>(0);
    Packet sumShifted = sum;
    Packet sumSquares = sum;
    Packet zeros = sum; // x * 0 is NaN exactly when x is infinite or NaN
    Eigen::Index j = 0;
    for (; j + lanes <= count; j += lanes) {
        const Packet x = ei::ploadu<Packet>(values + j);
        lo = ei::pmin(lo, x);
        hi = ei::pmax(hi, x);
        sum = ei::padd(sum, x);
        const Packet d = ei::psub(x, pShift);
        sumShifted = ei::padd(sumShifted, d);
        sumSquares = ei::padd(sumSquares, ei::pmul(d, d));
        zeros = ei::padd(zeros, ei::pmul(x, ei::pset1<Packet>(0)));
    }
    RowEntrySums s;
    Scalar zero = ei::predux(zeros);
    s.min = ei::predux_min(lo);
    s.max = ei::predux_max(hi);
    s.sum = ei::predux(sum);
    s.sumShifted = ei::predux(sumShifted);
    s.sumSquaresShifted = ei::predux(sumSquares);
    for (; j < count; ++j) {
        const Scalar x = values[j];
        s.min = std::min(s.min, x);
        s.max = std::max(s.max, x);
        s.sum += x;
        const Scalar d = x - shift;
        s.sumShifted += d;
        s.sumSquaresShifted += d * d;
        zero += x * Scalar(0);
    }
    s.finite = zero == Scalar(0);
    return s;
}

} // namespace attn
