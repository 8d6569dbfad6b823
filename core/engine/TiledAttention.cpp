#include "TiledAttention.h"

#include "EngineInputs.h"
#include "EngineRuntime.h"
#include "OnlineSoftmax.h"
#include "PositionHooks.h"
#include "Positions.h"
#include "ScenarioValidation.h"
#include "TiledBlocks.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

using engine::ConstMatrixRef;
using engine::TiledHead;
using Index = Eigen::Index;

/// Rows of queries per task: the scores of a block are at most queryBlockRows x blockSize.
constexpr Index queryBlockRows = 128;

/// The attention outputs of queries [first, first + count) of one head, block of keys by
/// block of keys. False at the first score (or scaled score) that is not finite.
bool queryBlock(const TiledHead &head, const engine::BlockMask &mask, Index first, Index count,
                engine::OnlineRows &state)
{
    const Index n = head.k.rows();
    Matrix scores;
    for (Index key = 0; key < n; key += head.blockSize) {
        const Index keys = std::min<Index>(head.blockSize, n - key);
        const engine::Cover cover = mask.cover(first, first + count, key, key + keys);
        if (cover == engine::Cover::None && head.skipBlocked)
            continue;
        if (!engine::blockScores(head, first, count, key, keys, scores))
            return false;
        if (cover == engine::Cover::None)
            continue;
        if (cover == engine::Cover::Some)
            mask.block(scores, first, key);
        engine::absorbBlock(scores, head.v.middleRows(key, keys), state);
    }
    return true;
}

std::string headName(int h)
{
    return "head " + std::to_string(h);
}

/// The message for head h whose pass met a non-finite score: the first such score, then
/// scaled score, in row-major order, as compute() names it.
std::string headError(const TiledHead &head, int h)
{
    Index query = 0;
    Index key = 0;
    std::string what;
    if (engine::firstNonFinite(head, engine::ScoreStage::Score, query, key))
        what = "scores (Q·K^T) of " + headName(h);
    else if (engine::firstNonFinite(head, engine::ScoreStage::Scaled, query, key))
        what = "scaled scores of " + headName(h);
    else if (head.biased && engine::firstNonFinite(head, engine::ScoreStage::Biased, query, key))
        return positions::biasPairError(head.slope, h, query, key);
    else
        return "scores (Q·K^T) of " + headName(h) + " overflow: the input numbers are too large";
    return what + " overflow at query " + std::to_string(query) + ", key " + std::to_string(key)
           + ": the input numbers are too large";
}

/// computeTiled() before the clean-up of a refused input.
TiledResult tiledAll(const Scenario &s, int blockSize)
{
    engine::keepLargeBlocks();
    TiledResult r;
    if (blockSize < 1) {
        r.error = "block size: must be at least 1, got " + std::to_string(blockSize);
        return r;
    }
    r.error = validate(s, limits::maxTiledTokens);
    if (!r.error.empty())
        return r;

    const bool direct = s.mode == Mode::Direct;
    r.nQueries = s.queryCount();
    r.nKeys = s.keyCount();
    r.numHeads = direct ? 1 : s.numHeads;
    r.dK = s.headDim();
    r.dModel = s.modelDim();
    r.divisor = engine::scoreDivisor(s);
    r.blockSize = blockSize;
    const Index m = r.nQueries;
    const Index n = r.nKeys;
    const int dV = direct ? r.dModel : r.dK;
    const double work = direct ? double(m) * n * (r.dK + r.dModel)
                               : 4.0 * m * r.dModel * r.dModel + 2.0 * m * n * r.dModel;
    const int workers = engine::workersFor(work);

    engine::Projected inputs;
    if (!engine::projectInputs(s, workers, inputs, r.error))
        return r;
    inputs.x = Matrix(); // only the projections needed it
    // Rope turns q and k before any block is scored; alibi biases each block's pairs.
    positions::rotateProjected(s, inputs, r.numHeads, r.dK);
    const bool alibi = s.positions && s.positions->kind == PositionKind::Alibi;
    const std::vector<double> slopes = alibi ? alibiSlopes(s) : std::vector<double>();

    const engine::BlockMask mask(s);
    std::vector<TiledHead> heads;
    for (int h = 0; h < r.numHeads; ++h)
        heads.push_back(
            engine::tiledHead(inputs, h, r.dK, dV, Scalar(r.divisor), blockSize,
                              alibi ? std::optional<double>(slopes.at(size_t(h))) : std::nullopt));
    engine::allocate(r.heads, m, Index(r.numHeads) * dV);

    const int queryBlocks = int((m + queryBlockRows - 1) / queryBlockRows);
    std::vector<char> finished(size_t(queryBlocks) * size_t(r.numHeads), 0);
    std::vector<char> withoutKeys(size_t(m), 0);
    engine::parallelFor(queryBlocks * r.numHeads, workers, [&](int task, int) {
        const int h = task / queryBlocks;
        const Index first = Index(task % queryBlocks) * queryBlockRows;
        const Index count = std::min(queryBlockRows, m - first);
        engine::OnlineRows state(count, dV);
        if (!queryBlock(heads[size_t(h)], mask, first, count, state))
            return;
        r.heads.block(first, Index(h) * dV, count, dV) = state.output;
        if (h == 0) {
            // The masks are the same for every head: head 0 tells which rows have no key.
            for (Index i = 0; i < count; ++i)
                withoutKeys[size_t(first + i)] = std::isinf(state.max(i)) ? 1 : 0;
        }
        finished[size_t(task)] = 1;
    });

    for (int h = 0; h < r.numHeads; ++h) {
        const auto begin = finished.begin() + std::ptrdiff_t(h) * queryBlocks;
        if (std::find(begin, begin + queryBlocks, 0) != begin + queryBlocks) {
            r.error = headError(heads[size_t(h)], h);
            return r;
        }
        const Matrix output = r.heads.middleCols(Index(h) * dV, dV);
        if (!engine::checkComputed(output, "output (weights·V) of " + headName(h), "query",
                                   "column", r.error))
            return r;
    }
    for (Index i = 0; i < m; ++i)
        if (withoutKeys[size_t(i)])
            r.rowsWithoutKeys.push_back(int(i));

    if (direct) {
        r.output = r.heads;
    } else {
        engine::allocate(r.output, m, r.dModel);
        engine::parallelProduct(r.heads, inputs.wo, r.output, workers);
        r.output.rowwise() += inputs.bo;
        if (!engine::checkComputed(r.output, "output (concat·Wo + bo)", "row", "column", r.error))
            return r;
    }
    const bool outputBias = !direct && (inputs.bo.array() != 0).any();
    for (int row : r.rowsWithoutKeys)
        r.warnings.push_back(engine::noAllowedKeyWarning(row, outputBias));
    r.ok = true;
    return r;
}

} // namespace

TiledResult computeTiled(const Scenario &scenario, int blockSize)
{
    TiledResult r = tiledAll(scenario, blockSize);
    if (r.ok)
        return r;
    const double divisor = r.divisor;
    const int block = r.blockSize;
    TiledResult failed = engine::refusedResult(std::move(r)); // as compute()
    failed.divisor = divisor;
    failed.blockSize = block;
    return failed;
}

Matrix tiledHeadOutput(const TiledResult &result, int head)
{
    const Index columns = result.numHeads > 0 ? result.heads.cols() / result.numHeads : 0;
    return result.heads.middleCols(Index(head) * columns, columns);
}

bool tiledMatches(const Matrix &tiled, const Matrix &full, double relative)
{
    if (tiled.rows() != full.rows() || tiled.cols() != full.cols())
        return false;
    if (!tiled.allFinite())
        return false;
    if (full.size() == 0)
        return true;
    const double scale = double(full.cwiseAbs().maxCoeff());
    const double difference = double((tiled - full).cwiseAbs().maxCoeff());
    return difference <= relative * scale;
}

} // namespace attn
