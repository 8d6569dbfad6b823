#include "BackwardFormula.h"

#include "CellFormula.h"
#include "NumberFormat.h"
#include "SoftmaxBackward.h"

#include <QCoreApplication>
#include <QStringList>

namespace attn::ui {

namespace {

struct BackwardCellText
{
    Q_DECLARE_TR_FUNCTIONS(BackwardCell)
};

QString num(double value)
{
    return formatNumber(value, NumberStyle::Formula);
}

/// A factor of a product: negative numbers in parentheses.
QString factor(double value)
{
    const QString text = num(value);
    return value < 0 ? QStringLiteral("(%1)").arg(text) : text;
}

QString pair(int row, int column)
{
    if (row < 9 && column < 9)
        return subscript(row + 1) + subscript(column + 1);
    return subscript(row + 1) + QLatin1Char(',') + subscript(column + 1);
}

const HeadGradients *gradientsOf(const Snapshot &snapshot, int head, int row, int column)
{
    if (!snapshot.backward || !snapshot.backward->gradients.ok || head < 0
        || std::size_t(head) >= snapshot.backward->gradients.heads.size())
        return nullptr;
    const HeadGradients &g = snapshot.backward->gradients.heads[std::size_t(head)];
    if (row < 0 || column < 0 || row >= g.dScores.rows() || column >= g.dScores.cols())
        return nullptr;
    return &g;
}

QString headPrefix(const Snapshot &snapshot, int head)
{
    return snapshot.result.numHeads > 1 ? BackwardCellText::tr("Head %1: ").arg(head + 1)
                                        : QString();
}

/// Why a blocked or keyless cell has no gradient, or empty when it has one.
QString zeroReason(const Snapshot &snapshot, const QString &name, int row, int column)
{
    const AttentionResult &result = snapshot.result;
    bool anyAllowed = false;
    for (int j = 0; j < result.allowed.cols(); ++j)
        anyAllowed = anyAllowed || result.allowed(row, j);
    if (!anyAllowed)
        return BackwardCellText::tr("%1 = 0: query %2 has no allowed key; its weights are the "
                                    "constant 0, nothing flows back through them")
            .arg(name)
            .arg(row + 1);
    if (!result.allowed(row, column))
        return BackwardCellText::tr("%1 = 0 exactly: masked (%2); a blocked score never "
                                    "reaches the loss")
            .arg(name, maskReason(snapshot, row, column));
    return QString();
}

} // namespace

QString dScoreFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const HeadGradients *g = gradientsOf(snapshot, head, row, column);
    if (!g)
        return QString();
    const ForwardPass &forward = snapshot.backward->forward;
    const QString ij = pair(row, column);
    const QString i = subscript(row + 1);
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + BackwardCellText::tr("Gradient of the loss for the score of query %1, key %2")
                       .arg(row + 1)
                       .arg(column + 1);
    const QString name = QStringLiteral("d s") + ij;
    const QString zero = zeroReason(snapshot, name, row, column);
    if (!zero.isEmpty()) {
        lines << zero;
        return lines.join(QLatin1Char('\n'));
    }
    const SoftmaxBackwardTerms t = softmaxBackwardTerms(forward.heads[std::size_t(head)].weights,
                                                        g->dWeights, forward.allowed, row);
    const std::size_t j = std::size_t(column);
    lines << QStringLiteral("d s%1 = p%1 · (d p%1 − p%2 · d p%2)").arg(ij, i);
    lines << QStringLiteral("= %1 · (%2 − %3) = %4")
                 .arg(num(t.p[j]), num(t.dp[j]), factor(t.pDotDp), num(t.dz[j]));
    lines << BackwardCellText::tr("p%1 = %2 (the weight), d p%1 = %3 (the gradient reaching it)")
                 .arg(ij, num(t.p[j]), num(t.dp[j]));
    lines << BackwardCellText::tr("p%1 · d p%1 = Σⱼ p%1ⱼ d p%1ⱼ = %2 "
                                  "(over row %3's allowed keys)")
                 .arg(i, num(t.pDotDp))
                 .arg(row + 1);
    if (t.p[j] > 0.999)
        lines << BackwardCellText::tr("p%1 is close to 1: the row's other weights are close to "
                                      "0, so p%2 · d p%2 is close to d p%1 and the bracket "
                                      "(d p%1 − p%2 · d p%2) leaves almost nothing of the "
                                      "gradient")
                     .arg(ij, i);
    else if (t.p[j] < 1e-3)
        lines << BackwardCellText::tr("p%1 is close to 0: the factor p%1 leaves almost nothing "
                                      "of the gradient")
                     .arg(ij);
    return lines.join(QLatin1Char('\n'));
}

QString dWeightFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const HeadGradients *g = gradientsOf(snapshot, head, row, column);
    if (!g)
        return QString();
    const QString ij = pair(row, column);
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + BackwardCellText::tr("Gradient of the loss for the weight of query %1, key %2")
                       .arg(row + 1)
                       .arg(column + 1);
    const QString name = QStringLiteral("d p") + ij;
    const QString zero = zeroReason(snapshot, name, row, column);
    if (!zero.isEmpty()) {
        lines << zero;
        return lines.join(QLatin1Char('\n'));
    }
    lines << QStringLiteral("d p%1 = d o%2 · v%3 = %4")
                 .arg(ij, subscript(row + 1), subscript(column + 1), num(g->dWeights(row, column)));
    lines << BackwardCellText::tr("how much the loss grows per unit of weight on key %1")
                 .arg(column + 1);
    return lines.join(QLatin1Char('\n'));
}

QString dOutputFormula(const Snapshot &snapshot, int row, int column)
{
    if (!snapshot.backward || !snapshot.backward->gradients.ok || !snapshot.scenario.target)
        return QString();
    const MatrixD &output = snapshot.backward->forward.output;
    const MatrixD &target = *snapshot.scenario.target;
    if (row < 0 || column < 0 || row >= output.rows() || column >= output.cols())
        return QString();
    const QString ij = pair(row, column);
    QStringList lines;
    lines << BackwardCellText::tr("Gradient of the loss for output %1, component %2")
                 .arg(row + 1)
                 .arg(column + 1);
    lines << QStringLiteral("d output%1 = output%1 − target%1 = %2 − %3 = %4")
                 .arg(ij, num(output(row, column)), factor(target(row, column)),
                      num(snapshot.backward->gradients.dOutput(row, column)));
    return lines.join(QLatin1Char('\n'));
}

QString targetFormula(const Snapshot &snapshot, int row, int column)
{
    if (!snapshot.scenario.target)
        return QString();
    const MatrixD &target = *snapshot.scenario.target;
    if (row < 0 || column < 0 || row >= target.rows() || column >= target.cols())
        return QString();
    QStringList lines;
    lines
        << BackwardCellText::tr("Target for output %1, component %2").arg(row + 1).arg(column + 1);
    lines << QStringLiteral("target%1 = %2").arg(pair(row, column), num(target(row, column)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace attn::ui
