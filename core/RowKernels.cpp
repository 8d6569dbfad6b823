#include "RowKernels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::kernels {

namespace {

namespace ei = Eigen::internal;
using Packet = ei::packet_traits<Scalar>::type;
constexpr Eigen::Index lanes = ei::unpacket_traits<Packet>::size;

/// The last count % lanes values in one packet, padded with `fill`.
Packet loadTail(const Scalar *x, Eigen::Index rest, Scalar fill)
{
    alignas(64) Scalar buffer[lanes];
    for (Eigen::Index l = 0; l < lanes; ++l)
        buffer[l] = l < rest ? x[l] : fill;
    return ei::pload<Packet>(buffer);
}

} // namespace

EntrySums entrySums(const Scalar *x, Eigen::Index count, Scalar shift)
{
    const Packet s = ei::pset1<Packet>(shift);
    Packet lo = ei::pset1<Packet>(x[0]);
    Packet hi = lo;
    Packet sum = ei::pzero(s), shifted = sum, squares = sum;
    const Eigen::Index whole = count - count % lanes;
    auto add = [&](const Packet &v, const Packet &d) {
        lo = ei::pmin(lo, v);
        hi = ei::pmax(hi, v);
        sum = ei::padd(sum, v);
        shifted = ei::padd(shifted, d);
        squares = ei::pmadd(d, d, squares);
    };
    for (Eigen::Index j = 0; j < whole; j += lanes) {
        const Packet v = ei::ploadu<Packet>(x + j);
        add(v, ei::psub(v, s));
    }
    if (whole < count) {
        // Padding with x[0] leaves min and max alone; the last values' sums follow one by one.
        const Packet v = loadTail(x + whole, count - whole, x[0]);
        lo = ei::pmin(lo, v);
        hi = ei::pmax(hi, v);
    }
    EntrySums r;
    r.min = ei::predux_min(lo);
    r.max = ei::predux_max(hi);
    r.sum = double(ei::predux(sum));
    r.sumShifted = double(ei::predux(shifted));
    r.sumSquaresShifted = double(ei::predux(squares));
    for (Eigen::Index j = whole; j < count; ++j) {
        const Scalar d = x[j] - shift;
        r.sum += double(x[j]);
        r.sumShifted += double(d);
        r.sumSquaresShifted += double(d) * double(d);
    }
    return r;
}

ExpSums expSums(const Scalar *x, Eigen::Index count, Scalar max, Scalar *e)
{
    const Packet m = ei::pset1<Packet>(max);
    const Packet lowest = ei::pset1<Packet>(std::numeric_limits<Scalar>::lowest());
    Packet ones = ei::pzero(m), u1 = ones, ut = ones, u2 = ones, u3 = ones;
    // A row spanning more than the float range makes x - max -inf, and u t then
    // 0 * -inf = NaN: t is clamped to the lowest float, whose exp is 0 all the same.
    auto step = [&](const Packet &v) {
        const Packet t = ei::pmax(ei::psub(v, m), lowest);
        const Packet ex = ei::pexp(t);
        // exp(t) <= 1 for t <= 0, and exactly 1 only at (or within 3e-8 of) the maximum.
        const Packet one = ei::pfloor(ex);
        const Packet u = ei::psub(ex, one);
        const Packet uu = ei::pmul(u, u);
        ones = ei::padd(ones, one);
        u1 = ei::padd(u1, u);
        ut = ei::pmadd(u, t, ut);
        u2 = ei::padd(u2, uu);
        u3 = ei::pmadd(uu, u, u3);
        return ex;
    };
    const Eigen::Index whole = count - count % lanes;
    for (Eigen::Index j = 0; j < whole; j += lanes)
        ei::pstoreu(e + j, step(ei::ploadu<Packet>(x + j)));
    ExpSums r;
    if (whole < count) {
        // The same exp for the last values as for the others: pad, then keep only theirs.
        const Packet t = ei::pmax(ei::psub(loadTail(x + whole, count - whole, max), m), lowest);
        alignas(64) Scalar exps[lanes], ts[lanes];
        ei::pstore(exps, ei::pexp(t));
        ei::pstore(ts, t);
        for (Eigen::Index l = 0; l < count - whole; ++l) {
            e[whole + l] = exps[l];
            const double one = std::floor(double(exps[l]));
            const double u = double(exps[l]) - one;
            r.ones += one;
            r.sumU += u;
            r.sumUT += u * double(ts[l]);
            r.sumU2 += u * u;
            r.sumU3 += u * u * u;
        }
    }
    r.ones += double(ei::predux(ones));
    r.sumU += double(ei::predux(u1));
    r.sumUT += double(ei::predux(ut));
    r.sumU2 += double(ei::predux(u2));
    r.sumU3 += double(ei::predux(u3));
    return r;
}

bool divideChecked(const Scalar *x, Eigen::Index count, Scalar divisor, Scalar *y)
{
    // x * 0 is NaN exactly for an infinite or NaN x, so one sum tells whether all are finite.
    const Packet d = ei::pset1<Packet>(divisor);
    const Packet zero = ei::pzero(d);
    Packet checkX = zero, checkY = zero;
    const Eigen::Index whole = count - count % lanes;
    const bool divides = divisor != Scalar(1);
    for (Eigen::Index j = 0; j < whole; j += lanes) {
        const Packet v = ei::ploadu<Packet>(x + j);
        const Packet q = divides ? ei::pdiv(v, d) : v;
        ei::pstoreu(y + j, q);
        checkX = ei::pmadd(v, zero, checkX);
        checkY = ei::pmadd(q, zero, checkY);
    }
    Scalar tail = 0;
    for (Eigen::Index j = whole; j < count; ++j) {
        const Scalar q = divides ? x[j] / divisor : x[j];
        tail += x[j] * Scalar(0) + q * Scalar(0);
        y[j] = q;
    }
    return ei::predux(ei::padd(checkX, checkY)) + tail == Scalar(0);
}

} // namespace attn::kernels
