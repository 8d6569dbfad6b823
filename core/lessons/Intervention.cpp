#include "Intervention.h"

#include "Attention.h"

#include <cmath>

namespace attn {

namespace {

bool fail(std::string *error, const std::string &why)
{
    if (error)
        *error = why;
    return false;
}

std::string tokenPlace(const char *what, int index)
{
    return std::string(what) + " " + std::to_string(index + 1);
}

} // namespace

bool applyIntervention(const Scenario &scenario, const Intervention &intervention, Scenario &out,
                       std::string *error)
{
    const int keys = scenario.keyCount();
    const int target = intervention.target;
    if (target < 0 || target >= keys)
        return fail(error, tokenPlace("token", target) + ": there are only " + std::to_string(keys)
                               + " keys");
    Scenario s = scenario;
    switch (intervention.kind) {
    case Intervention::Kind::KnockOutKey: {
        BoolMatrix mask = s.mask ? *s.mask : BoolMatrix::Constant(s.queryCount(), keys, true);
        mask.col(target).setConstant(false);
        s.mask = mask;
        break;
    }
    case Intervention::Kind::ZeroValue:
        if (s.mode != Mode::Direct)
            return fail(error, tokenPlace("value", target)
                                   + ": zeroing one value vector needs direct mode (in "
                                     "self-attention mode v = x W_v moves with the key)");
        s.v.row(target).setZero();
        break;
    case Intervention::Kind::ReplaceEmbedding: {
        const int source = intervention.source;
        if (source >= keys)
            return fail(error, tokenPlace("token", source) + ": there are only "
                                   + std::to_string(keys) + " keys");
        if (s.mode == Mode::SelfAttention) {
            if (source < 0)
                s.embeddings.row(target).setZero();
            else
                s.embeddings.row(target) = scenario.embeddings.row(source);
        } else if (source < 0) {
            s.k.row(target).setZero();
            s.v.row(target).setZero();
        } else {
            s.k.row(target) = scenario.k.row(source);
            s.v.row(target) = scenario.v.row(source);
        }
        break;
    }
    }
    out = std::move(s);
    return true;
}

InterventionEffect compareResults(const AttentionResult &before, const AttentionResult &after)
{
    InterventionEffect effect;
    if (!before.ok || !after.ok) {
        effect.error = !before.ok ? "before: " + before.error : "after: " + after.error;
        return effect;
    }
    if (before.output.rows() != after.output.rows() || before.output.cols() != after.output.cols()
        || before.heads.size() != after.heads.size() || before.nKeys != after.nKeys) {
        effect.error = "the results have different shapes";
        return effect;
    }
    // Differences in double: two float outputs that agree to the last bit give exactly 0.
    const Eigen::MatrixXd b = before.output.cast<double>();
    const Eigen::MatrixXd a = after.output.cast<double>();
    const Eigen::MatrixXd d = a - b;
    effect.difference = d.cast<Scalar>();
    const int rows = int(d.rows());
    effect.rowChange.resize(size_t(rows));
    effect.rowNormBefore.resize(size_t(rows));
    effect.weightChange.assign(size_t(rows), 0.0);
    double largest = 0;
    for (int i = 0; i < rows; ++i) {
        effect.rowChange[size_t(i)] = d.row(i).norm();
        effect.rowNormBefore[size_t(i)] = b.row(i).norm();
        if (effect.rowChange[size_t(i)] > largest) {
            largest = effect.rowChange[size_t(i)];
            effect.largestRow = i;
        }
    }
    // Row by row in double, without copying every head's n x n weights.
    for (size_t h = 0; h < before.heads.size(); ++h) {
        const Matrix &wb = before.heads[h].weights;
        const Matrix &wa = after.heads[h].weights;
        for (int i = 0; i < rows && i < wb.rows(); ++i)
            effect.weightChange[size_t(i)]
                += (wa.row(i).cast<double>() - wb.row(i).cast<double>()).cwiseAbs().sum() / 2;
    }
    effect.totalChange = d.norm();
    effect.ok = true;
    return effect;
}

} // namespace attn
