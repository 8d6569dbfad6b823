#include "CellFormula.h"

#include "NumberFormat.h"
#include "PrintableText.h"
#include "SoftmaxTerms.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct CellText
{
    Q_DECLARE_TR_FUNCTIONS(CellFormula)
};

const QChar minus(0x2212);
const QString dot = QStringLiteral("\u00b7");
const QString ellipsis = QStringLiteral("\u2026");

/// Long sums show their first three terms and the last one.
constexpr int maxShownTerms = 8;

/// "₂₃" for small indices, "₁₂,₃" when one of them has two digits.
QString pairSubscript(int row, int column)
{
    if (row < 9 && column < 9)
        return subscript(row + 1) + subscript(column + 1);
    return subscript(row + 1) + QLatin1Char(',') + subscript(column + 1);
}

/// A factor of a product: negative numbers in parentheses.
QString factor(double value)
{
    const QString text = formatNumber(value, NumberStyle::Formula);
    return value < 0 && text != QLatin1String("0") ? QLatin1Char('(') + text + QLatin1Char(')')
                                                   : text;
}

QString quoted(const std::string &label)
{
    return QStringLiteral("\u201c%1\u201d").arg(printableText(label));
}

QString queryName(const Snapshot &snapshot, int row)
{
    if (row >= 0 && std::size_t(row) < snapshot.queryLabels.size())
        return quoted(snapshot.queryLabels[std::size_t(row)]);
    return QString::number(row + 1);
}

QString keyName(const Snapshot &snapshot, int column)
{
    if (column >= 0 && std::size_t(column) < snapshot.keyLabels.size())
        return quoted(snapshot.keyLabels[std::size_t(column)]);
    return QString::number(column + 1);
}

/// Joins terms with " + ", keeping the first three and the last when there are many.
QString joinTerms(const QStringList &terms)
{
    if (terms.size() <= maxShownTerms)
        return terms.join(QStringLiteral(" + "));
    return terms.mid(0, 3).join(QStringLiteral(" + ")) + QStringLiteral(" + ") + ellipsis
           + QStringLiteral(" + ") + terms.last();
}

QString vectorText(const QStringList &entries)
{
    QStringList shown = entries;
    if (entries.size() > maxShownTerms)
        shown = entries.mid(0, 3) + QStringList{ellipsis} + entries.mid(entries.size() - 2);
    return QLatin1Char('[') + shown.join(numberSeparator()) + QLatin1Char(']');
}

const HeadResult *headOf(const Snapshot &snapshot, int head)
{
    const AttentionResult &result = snapshot.result;
    if (!result.ok || head < 0 || std::size_t(head) >= result.heads.size())
        return nullptr;
    return &result.heads[std::size_t(head)];
}

bool inside(const Matrix &matrix, int row, int column)
{
    return row >= 0 && column >= 0 && row < matrix.rows() && column < matrix.cols();
}

bool isAllowed(const Snapshot &snapshot, int row, int column)
{
    const BoolMatrix &allowed = snapshot.result.allowed;
    return !(row < allowed.rows() && column < allowed.cols()) || allowed(row, column);
}

bool rowWithoutKeys(const Snapshot &snapshot, int row)
{
    const std::vector<int> &rows = snapshot.result.rowsWithoutKeys;
    return std::find(rows.begin(), rows.end(), row) != rows.end();
}

QString headPrefix(const Snapshot &snapshot, int head)
{
    return snapshot.result.numHeads > 1 ? CellText::tr("Head %1: ").arg(head + 1) : QString();
}

/// "÷ √3 = 0.081", or why nothing is divided.
QString scalingLine(const Snapshot &snapshot, double scaled)
{
    const AttentionResult &result = snapshot.result;
    if (!snapshot.scenario.scale)
        return CellText::tr("not divided: scaling by 1/√d_k is off");
    const double root = std::sqrt(double(result.dK));
    if (std::abs(result.divisor - root) <= 1e-9 * std::max(1.0, root))
        return QStringLiteral("\u00f7 \u221a%1 = %2")
            .arg(result.dK)
            .arg(formatNumber(scaled, NumberStyle::Formula));
    return CellText::tr("\u00f7 %1 (the chosen divisor) = %2")
        .arg(formatNumber(result.divisor, NumberStyle::Formula),
             formatNumber(scaled, NumberStyle::Formula));
}

} // namespace

QString subscript(int oneBased)
{
    QString digits = QString::number(oneBased);
    for (QChar &c : digits) {
        if (c.isDigit())
            c = QChar(0x2080 + c.digitValue());
    }
    return digits;
}

QString maskReason(const Snapshot &snapshot, int row, int column)
{
    if (isAllowed(snapshot, row, column))
        return QString();
    const Scenario &scenario = snapshot.scenario;
    QStringList reasons;
    if (!causallyAllowed(scenario, row, column)) {
        if (scenario.causalAlignment == CausalAlignment::BottomRight)
            reasons << CellText::tr("causal mask, aligned bottom-right: query %1 sees keys 1 to %2")
                           .arg(row + 1)
                           .arg(row + 1 + scenario.keyCount() - scenario.queryCount());
        else
            reasons << CellText::tr("causal mask: key %1 comes after query %2")
                           .arg(column + 1)
                           .arg(row + 1);
    }
    if (column >= 0 && std::size_t(column) < scenario.padding.size()
        && scenario.padding[std::size_t(column)])
        reasons << CellText::tr("key %1 is padding").arg(column + 1);
    if (scenario.mask && row < scenario.mask->rows() && column < scenario.mask->cols()
        && !(*scenario.mask)(row, column))
        reasons << CellText::tr("the custom mask blocks it");
    if (reasons.isEmpty())
        reasons << CellText::tr("masked");
    return reasons.join(QStringLiteral("; "));
}

QString scoreFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const HeadResult *h = headOf(snapshot, head);
    if (!h || !inside(h->scores, row, column))
        return QString();
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + CellText::tr("Score of query %1 for key %2")
                       .arg(queryName(snapshot, row), keyName(snapshot, column));
    QStringList terms;
    for (int i = 0; i < h->q.cols(); ++i)
        terms << factor(h->q(row, i)) + dot + factor(h->k(column, i));
    QString sum = joinTerms(terms);
    if (terms.size() > maxShownTerms)
        sum += CellText::tr(" (%1 terms)").arg(terms.size());
    lines << QStringLiteral("s%1 = q%2%3k%4 = %5 = %6")
                 .arg(pairSubscript(row, column), subscript(row + 1), dot, subscript(column + 1),
                      sum, formatNumber(h->scores(row, column), NumberStyle::Formula));
    const PositionStage &positions = snapshot.result.positions;
    if (!positions.qBeforeRotation.empty())
        lines << CellText::tr("q%1%2k%3 after rotating by %4\u03b8 and %5\u03b8 (positions from 0; "
                              "\u03b8\u2098 = %6^(−2m/%7) for pair m)")
                     .arg(subscript(row + 1), dot, subscript(column + 1))
                     .arg(row)
                     .arg(column)
                     .arg(formatNumber(positions.base, NumberStyle::Formula))
                     .arg(snapshot.result.dK);
    const Scalar divided = snapshot.scenario.scale
                               ? h->scores(row, column) / Scalar(snapshot.result.divisor)
                               : h->scores(row, column);
    const Scalar scaled = scaledScore(snapshot.result, head, row, column);
    lines << scalingLine(snapshot, divided);
    if (!positions.slopes.empty()) {
        const double slope = positions.slopes[std::size_t(head)];
        lines << CellText::tr("+ ALiBi bias %1\u00b7|%2\u2212%3| = %4, so %5")
                     .arg(QString(minus) + formatNumber(slope, NumberStyle::Formula))
                     .arg(row)
                     .arg(column)
                     .arg(formatNumber(alibiBias(slope, row, column), NumberStyle::Formula),
                          formatNumber(scaled, NumberStyle::Formula));
    }
    if (!isAllowed(snapshot, row, column))
        lines << CellText::tr("then masked (%1): M%2 = \u2212\u221e, weight 0")
                     .arg(maskReason(snapshot, row, column), pairSubscript(row, column));
    return lines.join(QLatin1Char('\n'));
}

QString weightFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const HeadResult *h = headOf(snapshot, head);
    if (!h || !inside(h->weights, row, column))
        return QString();
    const QString ij = pairSubscript(row, column);
    const QString i = subscript(row + 1);
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + CellText::tr("Weight of key %1 for query %2")
                       .arg(keyName(snapshot, column), queryName(snapshot, row));
    if (rowWithoutKeys(snapshot, row)) {
        lines << CellText::tr("w%1 = 0 by convention: query %2 has no allowed key, so softmax "
                              "is undefined for its row (0/0; PyTorch gives NaN); this app "
                              "shows its weights and its head output as 0")
                     .arg(ij)
                     .arg(row + 1);
        return lines.join(QLatin1Char('\n'));
    }
    if (!isAllowed(snapshot, row, column)) {
        lines << CellText::tr("w%1 = 0: masked (%2); exp(\u2212\u221e) = 0")
                     .arg(ij, maskReason(snapshot, row, column));
        return lines.join(QLatin1Char('\n'));
    }
    lines << QStringLiteral(
                 "w%1 = exp(s%1 \u2212 max%2) / \u03a3\u2c7c exp(s%2\u2c7c \u2212 max%2)")
                 .arg(ij, i);

    // The row's scores (the softmax's input) and its maximum over allowed keys.
    const Matrix &scaled = snapshot.scaledScores(head);
    const SoftmaxTerms terms = softmaxTerms(scaled, snapshot.result.allowed, row);
    QStringList rowScores;
    QStringList exponentials;
    for (int j = 0; j < scaled.cols(); ++j) {
        if (terms.allowed[std::size_t(j)]) {
            rowScores << formatNumber(scaled(row, j), NumberStyle::Formula);
            exponentials << QStringLiteral("exp(%1)").arg(
                formatNumber(terms.shifted[std::size_t(j)], NumberStyle::Formula));
        } else {
            rowScores << CellText::tr("masked");
        }
    }
    const QString which
        = snapshot.scenario.scale ? CellText::tr("scaled scores") : CellText::tr("scores");
    lines << QStringLiteral("s%1 = %2 (%3), max%1 = %4")
                 .arg(i, vectorText(rowScores), which,
                      formatNumber(terms.rowMax, NumberStyle::Formula));
    lines << QStringLiteral("= exp(%1) / (%2) = %3 / %4 = %5")
                 .arg(formatNumber(terms.shifted[std::size_t(column)], NumberStyle::Formula),
                      joinTerms(exponentials),
                      formatNumber(terms.exps[std::size_t(column)], NumberStyle::Formula),
                      formatNumber(terms.denominator, NumberStyle::Formula),
                      formatNumber(h->weights(row, column), NumberStyle::Formula));
    return lines.join(QLatin1Char('\n'));
}

QString outputFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const HeadResult *h = headOf(snapshot, head);
    if (!h || !inside(h->output, row, column))
        return QString();
    const QString i = subscript(row + 1);
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + CellText::tr("Output of query %1, component %2")
                       .arg(queryName(snapshot, row))
                       .arg(column + 1);
    if (rowWithoutKeys(snapshot, row)) {
        lines << CellText::tr("o%1 = 0 by convention: query %2 has no allowed key (softmax is "
                              "0/0 there; PyTorch gives NaN)")
                     .arg(i)
                     .arg(row + 1);
        return lines.join(QLatin1Char('\n'));
    }
    QStringList vectorTerms;
    QStringList numberTerms;
    for (int j = 0; j < h->weights.cols(); ++j) {
        if (!isAllowed(snapshot, row, j))
            continue;
        const double w = h->weights(row, j);
        vectorTerms << formatNumber(w, NumberStyle::Formula) + dot + QStringLiteral("v")
                           + subscript(j + 1);
        numberTerms << formatNumber(w, NumberStyle::Formula) + dot + factor(h->v(j, column));
    }
    lines << QStringLiteral("o%1 = \u03a3\u2c7c w%1\u2c7c%2v\u2c7c = %3")
                 .arg(i, dot, joinTerms(vectorTerms));
    lines << QStringLiteral("o%1[%2] = %3 = %4")
                 .arg(i)
                 .arg(column + 1)
                 .arg(joinTerms(numberTerms),
                      formatNumber(h->output(row, column), NumberStyle::Formula));
    if (numberTerms.size() < h->weights.cols())
        lines << CellText::tr("masked keys have weight 0 and add nothing");
    return lines.join(QLatin1Char('\n'));
}

QString maskFormula(const Snapshot &snapshot, int row, int column)
{
    const BoolMatrix &allowed = snapshot.result.allowed;
    if (row < 0 || column < 0 || row >= allowed.rows() || column >= allowed.cols())
        return QString();
    QStringList lines;
    lines << CellText::tr("Mask of query %1 for key %2")
                 .arg(queryName(snapshot, row), keyName(snapshot, column));
    const QString ij = pairSubscript(row, column);
    if (allowed(row, column))
        lines << CellText::tr("M%1 = 0: allowed, the score passes unchanged").arg(ij);
    else
        lines << CellText::tr("M%1 = \u2212\u221e: %2, so exp(s + M) = 0")
                     .arg(ij, maskReason(snapshot, row, column));
    return lines.join(QLatin1Char('\n'));
}

QString finalOutputFormula(const Snapshot &snapshot, int row, int column)
{
    const AttentionResult &result = snapshot.result;
    if (!result.ok || !inside(result.output, row, column))
        return QString();
    if (snapshot.scenario.mode == Mode::Direct)
        return outputFormula(snapshot, 0, row, column);
    const MatrixD wo = snapshot.scenario.projection('o');
    const VectorD bo = snapshot.scenario.outputBias();
    QStringList lines;
    lines << CellText::tr("Final output of query %1, component %2")
                 .arg(queryName(snapshot, row))
                 .arg(column + 1);
    QStringList terms;
    if (inside(result.concat, row, 0) && wo.rows() == result.concat.cols() && column < wo.cols()) {
        for (int i = 0; i < result.concat.cols(); ++i)
            terms << factor(result.concat(row, i)) + dot + factor(wo(i, column));
    }
    const double bias = column < bo.size() ? bo(column) : 0.0;
    lines << QStringLiteral("out%1 = concat%2%3W_o[:, %4] + b_o[%4] = %5 + %6 = %7")
                 .arg(pairSubscript(row, column), subscript(row + 1), dot)
                 .arg(column + 1)
                 .arg(joinTerms(terms), factor(bias),
                      formatNumber(result.output(row, column), NumberStyle::Formula));
    return lines.join(QLatin1Char('\n'));
}

QString projectionFormula(const Snapshot &snapshot, int head, int row, int column)
{
    const AttentionResult &result = snapshot.result;
    const HeadResult *h = headOf(snapshot, head);
    if (snapshot.scenario.mode != Mode::SelfAttention || !h || !inside(h->q, row, column))
        return QString();
    const MatrixD wq = snapshot.scenario.projection('q');
    const int wColumn = head * result.dK + column; // the head's slice of W_q's columns
    if (!inside(result.x, row, 0) || wq.rows() != result.x.cols() || wColumn >= wq.cols())
        return QString();
    QStringList lines;
    lines << headPrefix(snapshot, head)
                 + CellText::tr("Query of %1, component %2")
                       .arg(queryName(snapshot, row))
                       .arg(column + 1);
    // With positions the projections multiply x + PE, and rope rotates q afterwards.
    const PositionStage &positions = result.positions;
    const Matrix &x = positions.xWithPositions.size() > 0 ? positions.xWithPositions : result.x;
    const Matrix &q
        = positions.qBeforeRotation.empty() ? h->q : positions.qBeforeRotation[size_t(head)];
    QStringList terms;
    for (int i = 0; i < x.cols(); ++i)
        terms << factor(x(row, i)) + dot + factor(wq(i, wColumn));
    lines << QStringLiteral("q%1 = %2%3%4W_q[:, %5] = %6 = %7")
                 .arg(pairSubscript(row, column),
                      positions.xWithPositions.size() > 0 ? QStringLiteral("(x + PE)")
                                                          : QStringLiteral("x"),
                      subscript(row + 1), dot)
                 .arg(wColumn + 1)
                 .arg(joinTerms(terms), formatNumber(q(row, column), NumberStyle::Formula));
    return lines.join(QLatin1Char('\n'));
}

QString entryFormula(const QString &name, const Matrix &matrix, int row, int column,
                     const QString &rowDescription)
{
    if (!inside(matrix, row, column))
        return QString();
    QStringList lines;
    lines << CellText::tr("%1, row %2, column %3").arg(name).arg(row + 1).arg(column + 1);
    lines << QStringLiteral("%1%2 = %3")
                 .arg(name, pairSubscript(row, column),
                      formatNumber(matrix(row, column), NumberStyle::Formula));
    if (!rowDescription.isEmpty())
        lines << rowDescription;
    return lines.join(QLatin1Char('\n'));
}

QString cellFormula(const Snapshot &snapshot, CellKind kind, int head, int row, int column,
                    const QString &name, const Matrix *matrix, const QString &rowDescription)
{
    switch (kind) {
    case CellKind::Entry:
        return matrix ? entryFormula(name, *matrix, row, column, rowDescription) : QString();
    case CellKind::Score:
    case CellKind::Scaled:
        return scoreFormula(snapshot, head, row, column);
    case CellKind::Mask:
        return maskFormula(snapshot, row, column);
    case CellKind::Weight:
        return weightFormula(snapshot, head, row, column);
    case CellKind::HeadOutput:
        return outputFormula(snapshot, head, row, column);
    case CellKind::FinalOutput:
        return finalOutputFormula(snapshot, row, column);
    }
    return QString();
}

QString formulaStatusLine(const QString &formula)
{
    const QStringList lines = formula.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() <= 1)
        return lines.value(0);
    return lines.first() + QStringLiteral(": ") + lines.mid(1).join(QStringLiteral("; "));
}

QString formulaToolTip(const QString &formula)
{
    const QStringList lines = formula.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return QString();
    QString html
        = QStringLiteral("<p style='white-space:pre'><b>%1</b>").arg(lines.first().toHtmlEscaped());
    for (int i = 1; i < lines.size(); ++i)
        html += QStringLiteral("<br>") + lines.at(i).toHtmlEscaped();
    return html + QStringLiteral("</p>");
}

} // namespace attn::ui
