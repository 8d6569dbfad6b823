#include "GenerateText.h"

#include "NumberFormat.h"

#include <QCoreApplication>

namespace attn::ui {

namespace {

struct GenerateText
{
    Q_DECLARE_TR_FUNCTIONS(GenerateText)
};

QString count(long long n)
{
    return formatNumber(double(n), NumberStyle::Label);
}

} // namespace

std::vector<Badge> generationBadges(const Generation &g, int step)
{
    std::vector<Badge> badges;
    if (!g.ok)
        return badges;
    const QString largest = formatNumber(
        std::max({g.maxWeightDifference, g.maxScoreDifference, g.maxOutputDifference}),
        NumberStyle::Formula);
    if (g.matchesParallel)
        badges.push_back({Badge::Ok, GenerateText::tr("the %1 rows made one step at a time equal "
                                                      "the parallel causal computation (largest "
                                                      "difference %2, within 1e-6)")
                                         .arg(g.nQueries)
                                         .arg(largest)});
    else
        badges.push_back({Badge::Failed, GenerateText::tr("the rows made one step at a time differ "
                                                          "from the parallel causal computation "
                                                          "by %1")
                                             .arg(largest)});
    const GenerationWork now = generationWorkUpTo(g, step);
    badges.push_back({Badge::Info, GenerateText::tr("up to step %1 with the KV cache: %2 query "
                                                    "rows, %3 q·k entries (%4 multiply-adds)")
                                       .arg(step)
                                       .arg(count(now.cachedQueryRows), count(now.cachedEntries),
                                            count(now.cachedMultiplyAdds()))});
    badges.push_back(
        {Badge::Info, GenerateText::tr("re-running the model on the whole prefix at every step "
                                       "instead: %1 query rows, %2 entries (%3 multiply-adds)")
                          .arg(count(now.recomputedQueryRows), count(now.recomputedEntries),
                               count(now.recomputedMultiplyAdds()))});
    badges.push_back({Badge::Info, GenerateText::tr("counted: q·k entries, each d_k + d_v = %1 "
                                                    "multiply-adds in each of the %2 head(s), "
                                                    "%3 in all; projections not counted")
                                       .arg(count(g.dK + g.dV), count(g.numHeads),
                                            count(g.work.entryMultiplyAdds))});
    const long long n = g.nQueries;
    if (g.work.cachedEntries == n * (n + 1) / 2
        && g.work.recomputedEntries == n * (n + 1) * (2 * n + 1) / 6)
        badges.push_back({Badge::Info, GenerateText::tr("all %1 tokens: n(n+1)/2 = %2 entries "
                                                        "with the cache, n(n+1)(2n+1)/6 = %3 "
                                                        "without")
                                           .arg(count(n), count(g.work.cachedEntries),
                                                count(g.work.recomputedEntries))});
    return badges;
}

QString generationStepText(const Generation &g, int step, const QString &queryLabel)
{
    if (!g.ok || step < 1 || step > int(g.steps.size()))
        return QString();
    const GenerationStep &s = g.steps[size_t(step - 1)];
    return GenerateText::tr("Step %1 of %2: query “%3” against %4 cached key(s), %5 added")
        .arg(step)
        .arg(g.nQueries)
        .arg(queryLabel)
        .arg(s.cachedKeys)
        .arg(s.keysAdded);
}

} // namespace attn::ui
