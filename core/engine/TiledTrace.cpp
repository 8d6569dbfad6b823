#include "TiledTrace.h"

#include "OnlineSoftmax.h"
#include "PositionHooks.h"
#include "TiledBlocks.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

using Index = Eigen::Index;

std::vector<double> toDoubles(const Matrix &row)
{
    return std::vector<double>(row.data(), row.data() + row.size());
}

double largestDifference(const std::vector<double> &a, const Matrix &b)
{
    double largest = 0;
    for (size_t j = 0; j < a.size(); ++j)
        largest = std::max(largest, std::abs(a[j] - double(b(0, Index(j)))));
    return largest;
}

} // namespace

OnlineSoftmaxTrace traceOnlineSoftmax(const AttentionResult &result, int head, int query,
                                      int blockSize)
{
    OnlineSoftmaxTrace t;
    t.head = head;
    t.query = query;
    t.blockSize = blockSize;
    if (!result.ok) {
        t.error = "the scenario has no result: " + result.error;
        return t;
    }
    if (head < 0 || head >= result.numHeads) {
        t.error = "head " + std::to_string(head) + " is not one of the "
                  + std::to_string(result.numHeads) + " heads";
        return t;
    }
    if (query < 0 || query >= result.nQueries) {
        t.error = "query " + std::to_string(query) + " is not one of the "
                  + std::to_string(result.nQueries) + " query rows";
        return t;
    }
    if (blockSize < 1) {
        t.error = "block size: must be at least 1, got " + std::to_string(blockSize);
        return t;
    }

    const HeadResult &h = result.heads[size_t(head)];
    engine::TiledHead tiled{h.q, h.k, h.v};
    tiled.divisor = Scalar(result.divisor);
    tiled.blockSize = blockSize;
    const Index n = h.k.rows();
    engine::OnlineRows state(1, h.v.cols());
    Matrix scores;
    std::vector<double> allScores;
    double valueScale = 0;
    for (Index key = 0; key < n; key += blockSize) {
        const Index keys = std::min<Index>(blockSize, n - key);
        OnlineSoftmaxStep step;
        step.firstKey = int(key);
        step.endKey = int(key + keys);
        if (!engine::blockScores(tiled, query, 1, key, keys, scores)) {
            t.error = "the scores of head " + std::to_string(head) + " overflow";
            return t;
        }
        for (Index j = 0; j < keys; ++j) // alibi's bias, as the full computation adds it
            scores(0, j) = positions::biased(result.positions, head, query, key + j, scores(0, j));
        for (Index j = 0; j < keys; ++j) {
            const bool allowed = result.allowed(query, key + j);
            step.scores.push_back(double(scores(0, j)));
            step.allowed.push_back(allowed);
            step.anyAllowed = step.anyAllowed || allowed;
            allScores.push_back(allowed ? double(scores(0, j)) : 0.0);
            if (allowed) {
                valueScale = std::max(valueScale, double(h.v.row(key + j).cwiseAbs().maxCoeff()));
            } else {
                scores(0, j) = -std::numeric_limits<Scalar>::infinity();
            }
        }
        if (!std::isinf(state.max(0)))
            step.maxBefore = double(state.max(0));
        engine::absorbBlock(scores, h.v.middleRows(key, keys), state);
        if (!std::isinf(state.max(0)))
            step.maxAfter = double(state.max(0));
        step.correction = double(state.correction(0));
        step.sum = double(state.sum(0));
        step.output = toDoubles(state.output);
        t.steps.push_back(std::move(step));
    }

    const Scalar max = state.max(0);
    const Scalar sum = state.sum(0);
    t.weights.assign(size_t(n), 0.0);
    for (Index j = 0; j < n; ++j)
        if (result.allowed(query, j))
            t.weights[size_t(j)]
                = double(engine::flushedExp(Scalar(allScores[size_t(j)]) - max) / sum);
    t.output = toDoubles(state.output);
    t.weightDifference = largestDifference(t.weights, h.weights.row(query));
    t.outputDifference = largestDifference(t.output, h.output.row(query));
    t.matchesFull = t.weightDifference <= 1e-5 && t.outputDifference <= 1e-5 * valueScale;
    t.ok = true;
    return t;
}

} // namespace attn
