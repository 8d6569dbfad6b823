#include "StatsText.h"

#include "Attention.h"
#include "NumberFormat.h"
#include "ScaleComparison.h"
#include "Scenario.h"
#include "Sweep.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

/// Translation context of the statistics texts.
struct StatsText
{
    Q_DECLARE_TR_FUNCTIONS(StatsText)
};

QString dash()
{
    return QStringLiteral("\u2014");
}

/// "ln 8 = 2.08" when every row has the same number of keys, else the number alone.
QString withFormula(const QString &formula, double value, int keysPerRow)
{
    if (keysPerRow <= 0)
        return formatNumber(value, NumberStyle::Statistic);
    return formula.arg(keysPerRow).arg(formatNumber(value, NumberStyle::Statistic));
}

} // namespace

QString gradientExplanation()
{
    return StatsText::tr("Softmax gradient ‖J‖ is the size of the softmax Jacobian "
                         "diag(p) − p·pᵀ: how much gradient can flow back through softmax to "
                         "the scores. Near 0 the softmax is saturated (one key takes all the "
                         "weight) and learning stalls.");
}

QString scalingNote(const Scenario &scenario, const AttentionResult &result)
{
    const QString rootDk
        = QStringLiteral("√%1 = %2")
              .arg(result.dK)
              .arg(formatNumber(std::sqrt(double(result.dK)), NumberStyle::Statistic));
    if (!scenario.scale)
        return StatsText::tr("Scaling is off in this scenario, so the other views show raw "
                             "scores. Both columns are shown here anyway: the scaled one "
                             "divides by %1.")
            .arg(rootDk);
    if (scenario.divisor)
        return StatsText::tr("This scenario divides the scores by %1 (a temperature); the "
                             "scaled column divides by %2.")
            .arg(formatNumber(result.divisor, NumberStyle::Statistic), rootDk);
    return StatsText::tr("This scenario divides the scores by %1. Both columns are shown "
                         "whatever the scaling toggle says.")
        .arg(rootDk);
}

TextTable summaryTable(const AttentionResult &result, int head)
{
    TextTable table;
    table.headers
        = {StatsText::tr("Statistic"), StatsText::tr("Raw Q·Kᵀ"), StatsText::tr("Scaled Q·Kᵀ/√d_k"),
           StatsText::tr("Uniform (reference)"), StatsText::tr("One-hot")};
    if (!result.ok)
        return table;
    const StatsPair &pair = head >= 0 && head < int(result.heads.size())
                                ? result.heads[static_cast<size_t>(head)].stats
                                : result.stats;
    const SoftmaxReference uniform = uniformReference(result.allowed);
    const SoftmaxReference oneHot = oneHotReference();
    const int c = uniform.keysPerRow;

    struct Line
    {
        QString name;
        QString toolTip;
        double (*value)(const ScoreStats &);
        bool softmax;
        QString uniform;
        QString oneHot;
    };
    const QString none;
    const Line lines[] = {
        {StatsText::tr("Mean score"), StatsText::tr("Mean of the allowed scores"),
         [](const ScoreStats &s) { return s.mean; }, false, none, none},
        {StatsText::tr("Std of scores"),
         StatsText::tr("Sample standard deviation (n − 1, as torch.std) of the allowed scores"),
         [](const ScoreStats &s) { return s.std; }, false, none, none},
        {StatsText::tr("Smallest score"), StatsText::tr("Minimum over the allowed scores"),
         [](const ScoreStats &s) { return s.min; }, false, none, none},
        {StatsText::tr("Largest score"), StatsText::tr("Maximum over the allowed scores"),
         [](const ScoreStats &s) { return s.max; }, false, none, none},
        {StatsText::tr("Mean max weight"),
         StatsText::tr("The largest softmax weight of each query row, averaged over rows"),
         [](const ScoreStats &s) { return s.maxWeight; }, true,
         withFormula(QStringLiteral("1/%1 = %2"), uniform.maxWeight, c),
         formatNumber(oneHot.maxWeight, NumberStyle::Statistic)},
        {StatsText::tr("Mean entropy (nats)"),
         StatsText::tr("−Σ p ln p of each query row's weights, averaged over rows"),
         [](const ScoreStats &s) { return s.entropy; }, true,
         withFormula(QStringLiteral("ln %1 = %2"), uniform.entropy, c),
         formatNumber(oneHot.entropy, NumberStyle::Statistic)},
        {StatsText::tr("Effective keys e^H"),
         StatsText::tr("exp(mean entropy): how many keys a query attends to, in effect"),
         [](const ScoreStats &s) { return effectiveKeys(s.entropy); }, true,
         formatNumber(uniform.effectiveKeys, NumberStyle::Statistic),
         formatNumber(oneHot.effectiveKeys, NumberStyle::Statistic)},
        {StatsText::tr("Softmax gradient ‖J‖"),
         StatsText::tr("Frobenius norm of the softmax Jacobian diag(p) − p·pᵀ, averaged over "
                       "rows: how much gradient can flow back through softmax"),
         [](const ScoreStats &s) { return s.jacobianNorm; }, true,
         withFormula(QStringLiteral("√(%1−1)/%1 = %2"), uniform.jacobianNorm, c),
         formatNumber(oneHot.jacobianNorm, NumberStyle::Statistic)},
    };
    for (const Line &line : lines) {
        const bool empty = line.softmax ? pair.raw.rows == 0 : pair.raw.entries == 0;
        const double raw = line.value(pair.raw);
        const double scaled = line.value(pair.scaled);
        table.rows.append({line.name, empty ? dash() : formatNumber(raw, NumberStyle::Statistic),
                           empty ? dash() : formatNumber(scaled, NumberStyle::Statistic),
                           line.uniform, line.oneHot});
        table.toolTips.append(
            {line.toolTip, empty ? QString() : formatNumber(raw, NumberStyle::Exact),
             empty ? QString() : formatNumber(scaled, NumberStyle::Exact), QString(), QString()});
    }
    return table;
}

TextTable perHeadTable(const AttentionResult &result)
{
    TextTable table;
    table.headers = {StatsText::tr("Head"),
                     StatsText::tr("Std raw"),
                     StatsText::tr("Std scaled"),
                     StatsText::tr("Max weight raw"),
                     StatsText::tr("Max weight scaled"),
                     StatsText::tr("Entropy raw"),
                     StatsText::tr("Entropy scaled"),
                     StatsText::tr("e^H raw"),
                     StatsText::tr("e^H scaled"),
                     StatsText::tr("‖J‖ raw"),
                     StatsText::tr("‖J‖ scaled")};
    if (!result.ok)
        return table;
    const auto addRow = [&table](const QString &name, const StatsPair &pair) {
        QStringList row{name};
        QStringList tips{QString()};
        const auto add = [&](double raw, double scaled, bool empty) {
            row << (empty ? dash() : formatNumber(raw, NumberStyle::Statistic))
                << (empty ? dash() : formatNumber(scaled, NumberStyle::Statistic));
            tips << (empty ? QString() : formatNumber(raw, NumberStyle::Exact))
                 << (empty ? QString() : formatNumber(scaled, NumberStyle::Exact));
        };
        const bool noEntries = pair.raw.entries == 0;
        const bool noRows = pair.raw.rows == 0;
        add(pair.raw.std, pair.scaled.std, noEntries);
        add(pair.raw.maxWeight, pair.scaled.maxWeight, noRows);
        add(pair.raw.entropy, pair.scaled.entropy, noRows);
        add(effectiveKeys(pair.raw.entropy), effectiveKeys(pair.scaled.entropy), noRows);
        add(pair.raw.jacobianNorm, pair.scaled.jacobianNorm, noRows);
        table.rows.append(row);
        table.toolTips.append(tips);
    };
    for (size_t h = 0; h < result.heads.size(); ++h)
        addRow(StatsText::tr("Head %1").arg(h + 1), result.heads[h].stats);
    addRow(StatsText::tr("All heads"), result.stats);
    return table;
}

TextTable sweepTable(const SweepResult &result)
{
    TextTable table;
    table.headers = {StatsText::tr("d_k"),
                     StatsText::tr("Std raw"),
                     StatsText::tr("Std scaled"),
                     StatsText::tr("Max weight raw"),
                     StatsText::tr("Max weight scaled"),
                     StatsText::tr("Entropy raw"),
                     StatsText::tr("Entropy scaled"),
                     StatsText::tr("‖J‖ raw"),
                     StatsText::tr("‖J‖ scaled")};
    for (const SweepRow &r : result.rows) {
        const double values[]
            = {r.rawStd,     r.scaledStd,     r.rawMaxWeight,    r.scaledMaxWeight,
               r.rawEntropy, r.scaledEntropy, r.rawJacobianNorm, r.scaledJacobianNorm};
        QStringList row{QString::number(r.dK)};
        QStringList tips{QString()};
        for (double v : values) {
            row << formatNumber(v, NumberStyle::Statistic);
            tips << formatNumber(v, NumberStyle::Exact);
        }
        table.rows.append(row);
        table.toolTips.append(tips);
    }
    return table;
}

} // namespace attn::ui
