// The walkthrough's words and formulas: what each step computes and what to notice in the
// current numbers, all read from the engine's result (WalkthroughFacts.h, CellFormula.h).

#include "WalkthroughText.h"

#include "CellFormula.h"
#include "NumberFormat.h"
#include "PrintableText.h"
#include "WalkthroughFacts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct WalkText
{
    Q_DECLARE_TR_FUNCTIONS(Walkthrough)
};

QString quoted(const Labels &labels, int index)
{
    if (index >= 0 && size_t(index) < labels.size())
        return QStringLiteral("\u201c%1\u201d").arg(printableText(labels[size_t(index)]));
    return QString::number(index + 1);
}

QString n(double value)
{
    return formatNumber(value, NumberStyle::Prose);
}

/// The first lines of a formula (the name and the computation, not what follows).
QString firstLines(const QString &formula, int count)
{
    return formula.split(QLatin1Char('\n')).mid(0, count).join(QLatin1Char('\n'));
}

QString projectionsText(const Snapshot &s, int row)
{
    const AttentionResult &r = s.result;
    QString text = WalkText::tr("In self-attention the queries, keys and values are not typed "
                                "in: each is the embeddings X (%1 \u00d7 %2) times a learned "
                                "matrix, Q = X\u00b7W_q, K = X\u00b7W_k and V = X\u00b7W_v. "
                                "So every token plays three roles: its query asks, its key is "
                                "matched, its value is passed on. The query of %3 is row %4 of "
                                "Q, q%4 = x%4\u00b7W_q.")
                       .arg(r.x.rows())
                       .arg(r.x.cols())
                       .arg(quoted(s.queryLabels, row))
                       .arg(row + 1);
    const auto identity = [&s](char which) {
        const MatrixD w = s.scenario.projection(which);
        return w.rows() == w.cols() && w.isIdentity(0);
    };
    if (identity('q') && identity('k') && identity('v'))
        text += QLatin1Char(' ')
                + WalkText::tr("Here W_q, W_k and W_v are the identity, so Q = K = V = X.");
    return text;
}

QString scoresText(const Snapshot &s, const RowFacts &f, int row)
{
    return WalkText::tr("Each query is compared with each key by a dot product: cell (i, j) of "
                        "the %1 \u00d7 %2 score matrix Q\u00b7K\u1d40 says how well query i "
                        "matches key j. The larger the score, the more that key will count. "
                        "For %3 the raw scores run from %4 to %5; the best match is %6.")
        .arg(s.result.nQueries)
        .arg(s.result.nKeys)
        .arg(quoted(s.queryLabels, row), n(f.rawMin), n(f.rawMax),
             quoted(s.keyLabels, f.largestScoreKey));
}

QString scalingText(const Snapshot &s, const RowFacts &f, int row)
{
    const AttentionResult &r = s.result;
    const double root = std::sqrt(double(r.dK));
    const QString query = quoted(s.queryLabels, row);
    if (!s.scenario.scale)
        return WalkText::tr("Scaling is off: the scores go to softmax as they are. Dividing by "
                            "√d_k = \u221a%1 \u2248 %2 would shrink their standard deviation "
                            "from %3 to %4. The largest weight of %5 is %6 now; with scaling it "
                            "would be %7.")
            .arg(r.dK)
            .arg(n(root), n(r.stats.raw.std), n(r.stats.scaled.std), query,
                 n(f.largestWeightUnscaled), n(f.largestWeightScaled));
    const QString first
        = std::abs(r.divisor - root) <= 1e-9 * std::max(1.0, root)
              ? WalkText::tr("The scores are divided by √d_k = \u221a%1 \u2248 %2, so that "
                             "their spread does not grow with the dimension of the vectors.")
                    .arg(r.dK)
                    .arg(n(root))
              : WalkText::tr("The scores are divided by %1, a divisor chosen in place of "
                             "√d_k \u2248 %2 (it acts as a softmax temperature).")
                    .arg(n(r.divisor), n(root));
    return first + QLatin1Char(' ')
           + WalkText::tr("Dividing by √d_k takes the standard deviation of the scores from "
                          "%1 to %2. Without scaling the largest weight of %3 would be %4; "
                          "with it, %5.")
                 .arg(n(r.stats.raw.std), n(r.stats.scaled.std), query, n(f.largestWeightUnscaled),
                      n(f.largestWeightScaled));
}

QString maskText(const Snapshot &s, const RowFacts &f, int row)
{
    const ResultFacts all = resultFacts(s.result);
    if (all.blockedPairs == 0)
        return WalkText::tr("No pair is masked here: M is 0 everywhere and every query may "
                            "attend every key. A causal mask would put \u2212\u221e above the "
                            "diagonal, so that no position sees the future; a padding mask "
                            "blocks whole columns.");
    QString text = WalkText::tr("The mask M adds \u2212\u221e to the scores of blocked pairs "
                                "before softmax, so exp(\u2212\u221e) = 0 gives them weight "
                                "exactly 0 and nothing else changes shape.");
    text += QLatin1Char(' ');
    text += s.scenario.causal
                ? WalkText::tr("%1 of %2 pairs are blocked (causal: no position sees the "
                               "future).")
                      .arg(all.blockedPairs)
                      .arg(all.pairs)
                : WalkText::tr("%1 of %2 pairs are blocked.").arg(all.blockedPairs).arg(all.pairs);
    text += QLatin1Char(' ');
    if (f.allowedKeys == 0)
        text += WalkText::tr("%1 has no allowed key: softmax is undefined for its row (0/0; "
                             "PyTorch gives NaN), and this app shows its weights and its head "
                             "output as 0 by convention.")
                    .arg(quoted(s.queryLabels, row));
    else
        text += WalkText::tr("%1 may attend %2 of the %3 keys; its blocked keys get weight %4.")
                    .arg(quoted(s.queryLabels, row))
                    .arg(f.allowedKeys)
                    .arg(s.result.nKeys)
                    .arg(n(f.blockedWeight));
    return text;
}

QString softmaxText(const Snapshot &s, const RowFacts &f, int row)
{
    QString text = WalkText::tr("Softmax turns each row of scores into weights exp(s) / "
                                "\u03a3 exp(s) over the row's allowed keys: positive for every "
                                "allowed key, 0 for a key a mask blocks, and each row with an "
                                "allowed key sums to 1, so its query shares out exactly one unit "
                                "of attention.");
    text += QLatin1Char(' ');
    if (f.allowedKeys == 0)
        return text
               + WalkText::tr("Row %1 has no allowed key: softmax is undefined there (0/0; "
                              "PyTorch gives NaN), and this app shows its weights as 0 by "
                              "convention.")
                     .arg(row + 1);
    text += WalkText::tr("Row %1 (%2) sums to %3; its largest weight, %4, goes to %5.")
                .arg(row + 1)
                .arg(quoted(s.queryLabels, row), n(f.weightSum), n(f.largestWeight),
                     quoted(s.keyLabels, f.largestKey));
    if (f.blockedKeys > 0)
        text += QLatin1Char(' ')
                + WalkText::tr("The blocked keys get weight %1.").arg(n(f.blockedWeight));
    return text;
}

QString mixingText(const Snapshot &s, const RowFacts &f, int row)
{
    return WalkText::tr("The output of %1 is the sum of the value vectors weighted by its row: "
                        "o = \u03a3\u2c7c w\u2c7c\u00b7v\u2c7c. It is a new vector that blends "
                        "every allowed position, not only the best match; %2 contributes most, "
                        "with weight %3. The values never enter the weights: changing a value "
                        "moves the output, not the weights.")
        .arg(quoted(s.queryLabels, row), quoted(s.keyLabels, f.largestKey), n(f.largestWeight));
}

QString headsText(const Snapshot &s, const RowFacts &f, int head, int row)
{
    const AttentionResult &r = s.result;
    return WalkText::tr("With %1 heads, Q, K and V are split into %1 slices of d_k = %2 columns "
                        "(d_model %3 \u00f7 %1), and each head runs the same attention on its "
                        "own slice, so each head has its own weights. In head %4, %5 gives its "
                        "largest weight, %6, to %7. What a head does is read from its numbers, "
                        "not assumed in advance.")
        .arg(r.numHeads)
        .arg(r.dK)
        .arg(r.dModel)
        .arg(head + 1)
        .arg(quoted(s.queryLabels, row), n(f.largestWeight), quoted(s.keyLabels, f.largestKey));
}

} // namespace

QString walkStepExplanation(const Snapshot &s, WalkStep step, int head, int row)
{
    const RowFacts f = rowFacts(s.result, head, row);
    if (!f.ok)
        return WalkText::tr("There is nothing to compute: the scenario has no result.");
    switch (step) {
    case WalkStep::Projections:
        return projectionsText(s, row);
    case WalkStep::Scores:
        return scoresText(s, f, row);
    case WalkStep::Scaling:
        return scalingText(s, f, row);
    case WalkStep::Mask:
        return maskText(s, f, row);
    case WalkStep::Softmax:
        return softmaxText(s, f, row);
    case WalkStep::Mixing:
        return mixingText(s, f, row);
    case WalkStep::Heads:
        return headsText(s, f, head, row);
    case WalkStep::Concat:
        return WalkText::tr("The heads' outputs are put side by side: row i of the "
                            "concatenation holds head 1's output row i, then head 2's, and so "
                            "on: %1 numbers, d_model again. Nothing is mixed yet; each column "
                            "still comes from a single head.")
            .arg(s.result.dModel);
    case WalkStep::OutputProjection:
        return WalkText::tr("Finally the concatenation is multiplied by the output projection "
                            "W_o and the bias b_o is added: output = concat\u00b7W_o + b_o. This "
                            "is where the heads' results are combined into one vector per "
                            "position. In this app b_o is the layer's only bias; PyTorch's "
                            "nn.MultiheadAttention also adds biases to Q, K and V by default.");
    }
    return QString();
}

QString walkStepFormula(const Snapshot &s, WalkStep step, int head, int row)
{
    const RowFacts f = rowFacts(s.result, head, row);
    if (!f.ok)
        return QString();
    const int best = std::max(0, f.largestKey);
    int blocked = -1;
    for (int j = 0; j < s.result.nKeys && blocked < 0; ++j)
        if (!s.result.allowed(row, j))
            blocked = j;
    switch (step) {
    case WalkStep::Projections:
        return projectionFormula(s, head, row, 0);
    case WalkStep::Scores:
        return firstLines(scoreFormula(s, head, row, std::max(0, f.largestScoreKey)), 2);
    case WalkStep::Scaling:
        return scoreFormula(s, head, row, std::max(0, f.largestScoreKey));
    case WalkStep::Mask:
        return maskFormula(s, row, blocked >= 0 ? blocked : best);
    case WalkStep::Softmax:
    case WalkStep::Heads:
        return weightFormula(s, head, row, best);
    case WalkStep::Mixing:
        return outputFormula(s, head, row, 0);
    case WalkStep::Concat: {
        const int column = head * s.result.dK;
        return entryFormula(
            QStringLiteral("concat"), s.result.concat, row, column,
            WalkText::tr("= head %1's output o%2[1]").arg(head + 1).arg(subscript(row + 1)));
    }
    case WalkStep::OutputProjection:
        return finalOutputFormula(s, row, 0);
    }
    return QString();
}

} // namespace attn::ui
