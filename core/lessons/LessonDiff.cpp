// The edits that turn one scenario into another, for the lesson editor's "after" edits.

#include "Lesson.h"

namespace attn {

namespace {

ScenarioEdit edit(ScenarioEdit::Kind kind)
{
    ScenarioEdit e;
    e.kind = kind;
    return e;
}

/// SetRow edits for the rows of `matrix` that differ (same shapes only).
bool rowEdits(const QString &name, const MatrixD &from, const MatrixD &to,
              std::vector<ScenarioEdit> &edits)
{
    if (from.rows() != to.rows() || from.cols() != to.cols())
        return false;
    for (Eigen::Index r = 0; r < to.rows(); ++r) {
        if (from.row(r) == to.row(r))
            continue;
        ScenarioEdit e = edit(ScenarioEdit::Kind::SetRow);
        e.matrix = name;
        e.row = int(r);
        for (Eigen::Index c = 0; c < to.cols(); ++c)
            e.values.push_back(to(r, c));
        edits.push_back(e);
    }
    return true;
}

} // namespace

bool editsBetween(const Scenario &from, const Scenario &to, std::vector<ScenarioEdit> &edits,
                  QString *error)
{
    using K = ScenarioEdit::Kind;
    edits.clear();
    const auto refuse = [error] {
        if (error)
            *error = QStringLiteral("the change cannot be written as edits of a lesson file "
                                    "(another mode, shape, tokens or positions)");
        return false;
    };
    if (from.mode != to.mode || from.queryCount() != to.queryCount()
        || from.keyCount() != to.keyCount())
        return refuse();
    if (from.scale != to.scale) {
        ScenarioEdit e = edit(K::SetScale);
        e.flag = to.scale;
        edits.push_back(e);
    }
    if (from.divisor != to.divisor) {
        ScenarioEdit e = edit(K::SetDivisor);
        e.number = to.divisor;
        edits.push_back(e);
    }
    if (from.causal != to.causal) {
        ScenarioEdit e = edit(K::SetCausal);
        e.flag = to.causal;
        edits.push_back(e);
    }
    const int keys = to.keyCount();
    for (int key = 0; key < keys; ++key) {
        const bool was = !from.padding.empty() && from.padding[size_t(key)];
        const bool is = !to.padding.empty() && to.padding[size_t(key)];
        if (was != is || (from.padding.empty() && !to.padding.empty() && key == 0)) {
            ScenarioEdit e = edit(K::SetPadding);
            e.key = key;
            e.flag = is;
            edits.push_back(e);
        }
    }
    if (from.mask && !to.mask) {
        edits.push_back(edit(K::ClearMask));
    } else if (to.mask) {
        bool any = false;
        for (Eigen::Index r = 0; r < to.mask->rows(); ++r) {
            for (Eigen::Index c = 0; c < to.mask->cols(); ++c) {
                const bool was = from.mask ? bool((*from.mask)(r, c)) : true;
                if (was == bool((*to.mask)(r, c)) && (from.mask || any || r + c > 0))
                    continue;
                ScenarioEdit e = edit(K::SetMaskCell);
                e.row = int(r);
                e.column = int(c);
                e.flag = (*to.mask)(r, c);
                edits.push_back(e);
                any = true;
            }
        }
    }
    bool shapes = true;
    if (to.mode == Mode::Direct) {
        shapes = rowEdits(QStringLiteral("q"), from.q, to.q, edits)
                 && rowEdits(QStringLiteral("k"), from.k, to.k, edits)
                 && rowEdits(QStringLiteral("v"), from.v, to.v, edits);
    } else {
        shapes = rowEdits(QStringLiteral("x"), from.embeddings, to.embeddings, edits);
        for (char p : {'q', 'k', 'v', 'o'})
            shapes = shapes
                     && rowEdits(QStringLiteral("w") + QLatin1Char(p), from.projection(p),
                                 to.projection(p), edits);
        if (shapes && from.outputBias() != to.outputBias()) {
            ScenarioEdit e = edit(K::SetRow);
            e.matrix = QStringLiteral("bo");
            const VectorD bias = to.outputBias();
            for (Eigen::Index i = 0; i < bias.size(); ++i)
                e.values.push_back(bias(i));
            edits.push_back(e);
        }
    }
    // What the edits cannot say (labels, positions, a projection made explicit): refused.
    Scenario check = from;
    if (!shapes || !applyEdits(check, edits, nullptr) || check != to) {
        edits.clear();
        return refuse();
    }
    return true;
}

} // namespace attn
