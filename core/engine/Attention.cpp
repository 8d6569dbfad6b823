#include "Attention.h"

#include "AttentionHeads.h"
#include "EngineInputs.h"
#include "EngineRuntime.h"
#include "MemoryBudget.h"
#include "PositionHooks.h"
#include "PrecisionCheck.h"

#include <cmath>
#include <limits>
#include <new>

namespace attn {

// -ffast-math, or its part -ffinite-math-only (which alone does not define __FAST_MATH__),
// would make std::isfinite always true and hide every overflow.
#if defined(__FAST_MATH__) || (defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__)
static_assert(false, "Attention Lab must not be compiled with -ffast-math or -ffinite-math-only");
#endif
static_assert(std::numeric_limits<Scalar>::has_quiet_NaN, "the engine relies on IEEE floats");

namespace {

using engine::checkComputed;

std::string headName(int h)
{
    return "head " + std::to_string(h);
}

/// The message for a head whose fast pass met a non-finite number: the first of its
/// scores, then scaled scores, then outputs that is not finite, as a plain pass finds it.
std::string headError(const HeadResult &head, int h, double divisor, bool scale,
                      const PositionStage &positions)
{
    std::string error;
    if (!checkComputed(head.scores, "scores (Q·K^T) of " + headName(h), "query", "key", error))
        return error;
    const Matrix scaled = scale ? Matrix(head.scores / Scalar(divisor)) : head.scores;
    if (!checkComputed(scaled, "scaled scores of " + headName(h), "query", "key", error))
        return error;
    error = positions::biasError(positions, h, scaled);
    if (!error.empty())
        return error;
    if (checkComputed(head.output, "output (weights·V) of " + headName(h), "query", "column",
                      error))
        error = headName(h) + ": a number of its softmax is not finite"; // never empty
    return error;
}

/// compute() before the clean-up of a refused input.
AttentionResult computeAll(const Scenario &s)
{
    engine::keepLargeBlocks();
    AttentionResult r;
    r.error = validate(s);
    if (r.error.empty()) // nothing is allocated before the estimate says it fits
        r.error = checkMemoryBudget(s);
    if (!r.error.empty())
        return r;

    const bool direct = s.mode == Mode::Direct;
    r.nQueries = s.queryCount();
    r.nKeys = s.keyCount();
    r.numHeads = direct ? 1 : s.numHeads;
    r.dK = s.headDim();
    r.dModel = s.modelDim();
    r.allowed = allowedMask(s);
    const double sqrtDk = std::sqrt(double(r.dK));
    r.divisor = engine::scoreDivisor(s);
    const Eigen::Index m = r.nQueries;
    const Eigen::Index n = r.nKeys;
    // Multiply-adds of the whole recompute, to decide whether threads pay.
    const double work = direct ? double(m) * n * (r.dK + r.dModel)
                               : 4.0 * m * r.dModel * r.dModel + 2.0 * m * n * r.dModel;
    const int workers = engine::workersFor(work);

    engine::Projected inputs;
    if (!engine::projectInputs(s, workers, inputs, r.error))
        return r;
    const Matrix &wo = inputs.wo;
    const RowVector &bo = inputs.bo;
    r.heads.resize(static_cast<size_t>(r.numHeads));
    if (direct) {
        r.heads[0].q = std::move(inputs.qAll);
        r.heads[0].k = std::move(inputs.kAll);
        r.heads[0].v = std::move(inputs.vAll);
    } else {
        r.x = std::move(inputs.x);
        r.qAll = std::move(inputs.qAll);
        r.kAll = std::move(inputs.kAll);
        r.vAll = std::move(inputs.vAll);
        for (int h = 0; h < r.numHeads; ++h) {
            // Head h uses columns [h d_k, (h + 1) d_k), as split_heads in seed 003.
            HeadResult &head = r.heads[static_cast<size_t>(h)];
            head.q = r.qAll.middleCols(h * r.dK, r.dK);
            head.k = r.kAll.middleCols(h * r.dK, r.dK);
            head.v = r.vAll.middleCols(h * r.dK, r.dK);
        }
    }

    positions::applyBeforeScores(s, inputs, r);

    // Every large block is allocated here, on the calling thread, so that its pages are
    // reused by the next recompute (see engine::keepLargeBlocks).
    for (HeadResult &head : r.heads) {
        engine::allocate(head.scores, m, n);
        engine::allocate(head.weights, m, n);
        engine::allocate(head.output, m, head.v.cols());
    }
    const std::vector<engine::RowKeys> rows = engine::rowKeys(r.allowed);
    for (Eigen::Index i = 0; i < m; ++i) {
        if (rows[size_t(i)].count == 0)
            r.rowsWithoutKeys.push_back(int(i));
    }
    engine::HeadSettings settings;
    settings.divisor = Scalar(r.divisor);
    settings.sqrtDk = sqrtDk;
    std::vector<engine::HeadOutcome> outcomes(r.heads.size());
    engine::parallelFor(r.numHeads, workers, [&](int h, int) {
        engine::computeHead(r.heads[size_t(h)], r.allowed, rows,
                            positions::headSettings(r.positions, settings, h), outcomes[size_t(h)]);
    });
    StatsAccumulator rawAll, scaledAll;
    for (int h = 0; h < r.numHeads; ++h) {
        const engine::HeadOutcome &outcome = outcomes[size_t(h)];
        HeadResult &head = r.heads[size_t(h)];
        if (!outcome.finite) {
            r.error = headError(head, h, r.divisor, s.scale, r.positions);
            return r;
        }
        head.stats = {outcome.raw.result(), outcome.scaled.result()};
        rawAll.merge(outcome.raw);
        scaledAll.merge(outcome.scaled);
    }
    r.stats = {rawAll.result(), scaledAll.result()};

    if (direct) {
        r.output = r.heads[0].output;
    } else {
        engine::allocate(r.concat, m, r.dModel);
        for (int h = 0; h < r.numHeads; ++h)
            r.concat.middleCols(h * r.dK, r.dK) = r.heads[static_cast<size_t>(h)].output;
        engine::allocate(r.output, m, r.dModel);
        engine::parallelProduct(r.concat, wo, r.output, workers);
        r.output.rowwise() += bo;
        if (!checkComputed(r.output, "output (concat·Wo + bo)", "row", "column", r.error))
            return r;
    }

    // Its heads give 0, so the output row is 0 · W_o + b_o.
    const bool outputBias = !direct && (bo.array() != 0).any();
    for (int row : r.rowsWithoutKeys)
        r.warnings.push_back(engine::noAllowedKeyWarning(row, outputBias));
    r.ok = true;
    for (const PrecisionLoss &loss : precisionLosses(r))
        r.warnings.push_back(precisionLossWarning(loss));
    return r;
}

} // namespace

AttentionResult compute(const Scenario &s)
{
    AttentionResult r;
    try {
        r = computeAll(s);
    } catch (const std::bad_alloc &) {
        // The estimate fitted the budget but the machine had less free memory: a refusal
        // like any other, never an abort. What was allocated went with computeAll's frame.
        r = AttentionResult();
        r.error = outOfMemoryError(s);
    }
    if (r.ok)
        return r; // moved out, not copied
    return engine::refusedResult(std::move(r));
}

void prepareEngineMemory()
{
    engine::keepLargeBlocks();
}

Matrix scaledScores(const AttentionResult &result, int head)
{
    const Matrix &scores = result.heads.at(size_t(head)).scores;
    const Scalar divisor = Scalar(result.divisor);
    Matrix scaled = divisor == Scalar(1) ? scores : Matrix(scores / divisor);
    positions::addBias(result.positions, head, scaled);
    return scaled;
}

Scalar scaledScore(const AttentionResult &result, int head, Eigen::Index query, Eigen::Index key)
{
    const Scalar score = result.heads.at(size_t(head)).scores(query, key);
    const Scalar divisor = Scalar(result.divisor);
    const Scalar scaled = divisor == Scalar(1) ? score : score / divisor;
    return positions::biased(result.positions, head, query, key, scaled);
}

} // namespace attn
