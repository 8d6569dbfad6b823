#pragma once

// The tools of the gradient tests: seeded random matrices, a central finite difference in
// double, a checker that compares every entry of an exact gradient with it, and the seeded
// random scenarios (both modes, 1-4 heads, every mask kind, scaling on and off).

#include "Backward.h"
#include "ForwardPass.h"
#include "Random.h"
#include "Scenario.h"

#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>

namespace attn::testing {

inline MatrixD randomMatrix(RandomSource &rng, Eigen::Index rows, Eigen::Index cols,
                            double scale = 1)
{
    MatrixD m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = scale * rng.next();
    return m;
}

inline int uniformInt(RandomSource &rng, int low, int high)
{
    return low + int(rng.uniform() * (high - low + 1));
}

/// Central differences with one Richardson step (error O(h^4)): about 1e-12 here.
inline double derivative(const std::function<double(double)> &f, double x)
{
    const double h = 1e-3;
    const auto central = [&](double step) { return (f(x + step) - f(x - step)) / (2 * step); };
    return (4 * central(h / 2) - central(h)) / 3;
}

struct Checker
{
    double worst = 0; ///< the largest |exact - numeric| / max(|exact|, floor) seen
    int entries = 0;

    /// Compares every entry of `exact` with the numeric derivative of loss(entry).
    template<typename M>
    bool check(M &parameter, const M &exact, const std::function<double()> &lossNow, double floor,
               const QString &what, const BoolMatrix *only = nullptr)
    {
        if (parameter.rows() != exact.rows() || parameter.cols() != exact.cols()) {
            qWarning("%s: shape", qPrintable(what));
            return false;
        }
        for (Eigen::Index i = 0; i < parameter.size(); ++i) {
            if (only && !only->data()[i])
                continue;
            const double original = parameter.data()[i];
            const double numeric = derivative(
                [&](double value) {
                    parameter.data()[i] = value;
                    return lossNow();
                },
                original);
            parameter.data()[i] = original;
            const double g = exact.data()[i];
            const double error = std::abs(g - numeric) / std::max(std::abs(g), floor);
            worst = std::max(worst, error);
            ++entries;
            if (!(error <= 1e-6)) {
                qWarning("%s entry %lld: exact %.17g, numeric %.17g", qPrintable(what),
                         (long long)i, g, numeric);
                return false;
            }
        }
        return true;
    }

    /// Checks the gradients of W_q, W_k, W_v, W_o and b_o of a self-attention scenario;
    /// projections the scenario leaves out become the identity or zero first (the
    /// gradient is of those).
    bool checkProjections(Scenario &s, const Gradients &g, const std::function<double()> &lossNow,
                          double floor, const QString &at)
    {
        const std::pair<std::optional<MatrixD> *, const MatrixD *> projections[]
            = {{&s.wq, &g.wq}, {&s.wk, &g.wk}, {&s.wv, &g.wv}, {&s.wo, &g.wo}};
        for (const auto &[w, exact] : projections) {
            if (!*w)
                *w = MatrixD::Identity(s.modelDim(), s.modelDim());
            if (!check(**w, *exact, lossNow, floor, at + QStringLiteral("W")))
                return false;
        }
        if (!s.bo)
            s.bo = VectorD::Zero(s.modelDim());
        return check(*s.bo, g.bo, lossNow, floor, at + QStringLiteral("bo"));
    }
};

/// The largest |entry| of every gradient: small entries are compared relative to it / 1000.
inline double gradientScale(const Gradients &g)
{
    double scale = 0;
    for (const MatrixD *m :
         {&g.embeddings, &g.positionTable, &g.wq, &g.wk, &g.wv, &g.wo, &g.q, &g.k, &g.v})
        if (m->size())
            scale = std::max(scale, m->cwiseAbs().maxCoeff());
    if (g.bo.size())
        scale = std::max(scale, g.bo.cwiseAbs().maxCoeff());
    return scale;
}

/// Scenario `seed`: even seeds self-attention, odd direct; the mask kind cycles through
/// none, causal, padding, custom and all three, so each mode meets each kind.
inline Scenario randomScenario(std::uint64_t seed)
{
    RandomSource rng(seed * 7919 + 1);
    Scenario s;
    const int maskKind = int(seed / 2 % 5);
    if (seed % 2 == 0) {
        s.mode = Mode::SelfAttention;
        const int n = uniformInt(rng, 1, 5);
        s.numHeads = uniformInt(rng, 1, 4);
        const int d = s.numHeads * uniformInt(rng, 1, 3);
        for (int i = 0; i < n; ++i)
            s.tokens.push_back("t" + std::to_string(i));
        s.embeddings = randomMatrix(rng, n, d);
        // Each projection given or left out (identity), so both paths are checked.
        for (std::optional<MatrixD> *w : {&s.wq, &s.wk, &s.wv, &s.wo})
            if (rng.uniform() < 0.7)
                *w = randomMatrix(rng, d, d, 1 / std::sqrt(double(d)) + 0.3);
        if (rng.uniform() < 0.5)
            s.bo = randomMatrix(rng, d, 1);
    } else {
        s.mode = Mode::Direct;
        const int m = uniformInt(rng, 1, 5);
        const int n = uniformInt(rng, 1, 5);
        const int dk = uniformInt(rng, 1, 4);
        s.q = randomMatrix(rng, m, dk);
        s.k = randomMatrix(rng, n, dk);
        s.v = randomMatrix(rng, n, uniformInt(rng, 1, 4));
    }
    s.scale = seed % 3 != 0;
    if (s.scale && seed % 7 == 0)
        s.divisor = 0.5 + 2.5 * rng.uniform();
    const int m = s.queryCount();
    const int n = s.keyCount();
    s.causal = maskKind == 1 || maskKind == 4;
    if (maskKind == 2 || maskKind == 4) {
        s.padding.resize(size_t(n));
        for (int j = 0; j < n; ++j)
            s.padding[size_t(j)] = rng.uniform() < 0.3;
    }
    if (maskKind == 3 || maskKind == 4) {
        BoolMatrix mask(m, n);
        for (Eigen::Index i = 0; i < mask.size(); ++i)
            mask.data()[i] = rng.uniform() < 0.7;
        s.mask = mask;
    }
    s.target = randomMatrix(rng, m, s.outputDim());
    return s;
}

inline double loss(const Scenario &s)
{
    const ForwardPass f = forwardPass(s);
    return squaredErrorLoss(f.output, *s.target);
}

/// The loss with head h's scaled scores (or weights) replaced, the rest of `f` unchanged.
inline double lossFromHead(const ForwardPass &f, const MatrixD &target, int h,
                           const MatrixD *scaled, const MatrixD *weights)
{
    const HeadPass &head = f.heads[size_t(h)];
    const MatrixD p = weights ? *weights : maskedSoftmax(*scaled, f.allowed);
    const MatrixD out = p * head.v;
    if (f.mode == Mode::Direct)
        return squaredErrorLoss(out, target);
    MatrixD concat = f.concat;
    concat.middleCols(h * f.dK, f.dK) = out;
    MatrixD y = concat * f.wo;
    y.rowwise() += f.bo.transpose();
    return squaredErrorLoss(y, target);
}

} // namespace attn::testing
