// The invariant badges under the weights and scores views.

#include "ViewBadges.h"

#include "CellFormula.h"
#include "CrossAttention.h"
#include "NumberFormat.h"
#include "PrintableText.h"
#include "ViewSpecs.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct BadgeText
{
    Q_DECLARE_TR_FUNCTIONS(Badges)
};

struct BadgeColors
{
    QColor fill;
    QColor border;
    QColor text;
};

BadgeColors colorsOf(Badge::Kind kind, bool dark)
{
    switch (kind) {
    case Badge::Ok:
        return dark ? BadgeColors{QColor(0x1d, 0x3b, 0x26), QColor(0x5c, 0xb8, 0x73),
                                  QColor(0xd8, 0xf3, 0xdf)}
                    : BadgeColors{QColor(0xe6, 0xf4, 0xea), QColor(0x1e, 0x7b, 0x34),
                                  QColor(0x12, 0x4a, 0x20)};
    case Badge::Failed:
        return dark ? BadgeColors{QColor(0x4a, 0x1c, 0x1c), QColor(0xf2, 0x8b, 0x82),
                                  QColor(0xfd, 0xe0, 0xdc)}
                    : BadgeColors{QColor(0xfd, 0xe7, 0xe9), QColor(0xb3, 0x26, 0x1e),
                                  QColor(0x7a, 0x12, 0x0c)};
    case Badge::Warning:
        return dark ? BadgeColors{QColor(0x4a, 0x36, 0x10), QColor(0xf0, 0xb4, 0x4c),
                                  QColor(0xff, 0xec, 0xc7)}
                    : BadgeColors{QColor(0xff, 0xf4, 0xe0), QColor(0xa8, 0x62, 0x00),
                                  QColor(0x5c, 0x36, 0x00)};
    case Badge::Info:
        break;
    }
    return dark ? BadgeColors{QColor(0x33, 0x38, 0x40), QColor(0x8a, 0x94, 0xa6),
                              QColor(0xe6, 0xe9, 0xee)}
                : BadgeColors{QColor(0xee, 0xf1, 0xf5), QColor(0x8a, 0x94, 0xa6),
                              QColor(0x22, 0x2a, 0x36)};
}

QString prefixOf(Badge::Kind kind)
{
    switch (kind) {
    case Badge::Ok:
        return QStringLiteral("\u2713 ");
    case Badge::Failed:
        return QStringLiteral("\u2717 ");
    case Badge::Warning:
        return QStringLiteral("\u26a0 ");
    case Badge::Info:
        break;
    }
    return QString();
}

/// Lays the badges out as pills flowing left to right; returns each pill's rectangle.
std::vector<QRectF> flowBadges(const std::vector<Badge> &badges, const QRectF &rect,
                               const QFont &font)
{
    const QFontMetricsF metrics(font);
    const double em = metrics.height();
    const double height = 1.5 * em;
    const double gap = 0.5 * em;
    std::vector<QRectF> pills;
    double x = rect.left();
    double y = rect.top();
    double rowHeight = height;
    for (const Badge &badge : badges) {
        // The text's width plus the padding and a pixel of slack: elidedText() may find the
        // text a fraction wider than horizontalAdvance() and cut a badge that fits ("0 masked
        // ce…").
        const QString text = prefixOf(badge.kind) + badge.text;
        const double width = std::ceil(metrics.horizontalAdvance(text)) + 1.4 * em + 2;
        if (width > rect.width()) {
            // Wider than the picture (a narrow handout figure, a long sentence in
            // Indonesian): the whole text, wrapped, on a row of its own.
            if (x > rect.left())
                y += rowHeight + gap;
            const QRectF lines = metrics.boundingRect(
                QRectF(0, 0, std::max(rect.width() - 1.4 * em, em), 1e6), Qt::TextWordWrap, text);
            pills.emplace_back(rect.left(), y, rect.width(),
                               std::max(height, lines.height() + 0.5 * em));
            y += pills.back().height() + gap;
            x = rect.left();
            rowHeight = height;
            continue;
        }
        if (x > rect.left() && x + width > rect.right()) {
            x = rect.left();
            y += rowHeight + gap;
            rowHeight = height;
        }
        pills.emplace_back(x, y, width, height);
        x += width + gap;
    }
    return pills;
}

} // namespace

QString badgeText(const Badge &badge, const QFontMetricsF &metrics, double width)
{
    const QString text = prefixOf(badge.kind) + badge.text;
    // Elided only when it really does not fit: a pill is sized to its text plus slack.
    if (metrics.horizontalAdvance(text) <= width + 1)
        return text;
    return metrics.elidedText(text, Qt::ElideRight, width);
}

namespace {

/// A query row with no allowed key, counted from 1 and named as the axes name it (the
/// engine's own warning counts from 0, as the result file's arrays do).
void addWarnings(std::vector<Badge> &badges, const Snapshot &snapshot)
{
    // An empty row's heads give 0, so its output is the output bias (0 · W_o + b_o).
    const Scenario &scenario = snapshot.scenario;
    const bool outputBias
        = scenario.mode != Mode::Direct && scenario.bo && (scenario.bo->array() != 0).any();
    for (int row : snapshot.result.rowsWithoutKeys) {
        const QString label = std::size_t(row) < snapshot.queryLabels.size()
                                  ? printableText(snapshot.queryLabels[std::size_t(row)])
                                  : QString();
        badges.push_back(
            {Badge::Warning, outputBias ? BadgeText::tr("row %1 (%2) has no allowed key: its "
                                                        "weights are zero and its output is the "
                                                        "output bias b_o")
                                              .arg(row + 1)
                                              .arg(label)
                                        : BadgeText::tr("row %1 (%2) has no allowed key: its "
                                                        "weights and output are zero")
                                              .arg(row + 1)
                                              .arg(label)});
    }
    if (causalAcrossSequences(snapshot.scenario))
        badges.push_back(
            {Badge::Warning, BadgeText::tr("queries and keys come from two different sequences: a "
                                           "causal mask makes no sense here")});
    if (const std::optional<OrderCheck> &order = snapshot.orderCheck) {
        const QString largest = formatNumber(
            std::max(order->maxWeightDifference, order->maxOutputDifference), NumberStyle::Formula);
        badges.push_back(
            order->samePermuted()
                ? Badge{Badge::Ok, BadgeText::tr("tokens reordered: same weights, "
                                                 "rows and columns permuted "
                                                 "(largest difference %1)")
                                       .arg(largest)}
                : Badge{Badge::Warning, BadgeText::tr("tokens reordered: the weights are not the "
                                                      "old ones permuted, order matters here "
                                                      "(largest difference %1)")
                                            .arg(largest)});
    }
}

} // namespace

std::vector<Badge> weightsBadges(const Snapshot &snapshot, const ViewOptions &options, bool scores)
{
    std::vector<Badge> badges;
    const AttentionResult &result = snapshot.result;
    if (!result.ok || result.heads.empty())
        return badges;
    const int head = shownHead(snapshot, options);
    const HeadResult &h = result.heads[std::size_t(head)];

    if (scores) {
        const QString divisor = QStringLiteral("d_k = %1").arg(result.dK);
        badges.push_back(
            {Badge::Info, snapshot.scenario.scale
                              ? divisor + QStringLiteral(", ")
                                    + BadgeText::tr("then divided by %1")
                                          .arg(formatNumber(result.divisor, NumberStyle::Formula))
                              : divisor + QStringLiteral(", ") + BadgeText::tr("not scaled")});
        badges.push_back(
            {Badge::Info, BadgeText::tr("std of the scores: raw %1, scaled %2")
                              .arg(formatNumber(result.stats.raw.std, NumberStyle::Formula),
                                   formatNumber(result.stats.scaled.std, NumberStyle::Formula))});
        addWarnings(badges, snapshot);
        return badges;
    }

    // Row sums and the blocked weights, checked on the engine's weights (with the snapshot).
    const WeightsCheck &check = snapshot.weightsCheck(head);
    const std::vector<int> &empty = result.rowsWithoutKeys;
    if (check.badRow >= 0)
        badges.push_back({Badge::Failed, BadgeText::tr("row %1 sums to %2, not 1")
                                             .arg(check.badRow + 1)
                                             .arg(formatNumber(check.badSum, NumberStyle::Exact))});
    else if (!empty.empty())
        badges.push_back({Badge::Ok, BadgeText::tr("each row with a valid key sums to 1")});
    else
        badges.push_back({Badge::Ok, BadgeText::tr("each row sums to 1")});

    if (snapshot.scenario.causal) {
        const int badI = check.causalRow;
        const int badJ = check.causalColumn;
        const bool bottomRight = snapshot.scenario.causalAlignment == CausalAlignment::BottomRight;
        if (badI >= 0)
            badges.push_back({Badge::Failed,
                              BadgeText::tr("weight (%1, %2) above the diagonal is %3")
                                  .arg(badI + 1)
                                  .arg(badJ + 1)
                                  .arg(formatNumber(h.weights(badI, badJ), NumberStyle::Formula))});
        else if (!bottomRight)
            badges.push_back({Badge::Ok, BadgeText::tr("upper triangle is 0")});
        else if (h.weights.cols() - h.weights.rows() >= h.weights.cols() - 1)
            badges.push_back(
                {Badge::Ok, BadgeText::tr("causal, bottom-right: every query sees every key")});
        else
            badges.push_back(
                {Badge::Ok, BadgeText::tr("causal, bottom-right: every blocked weight is 0")});
    }

    const long masked = snapshot.maskedCells();
    badges.push_back({Badge::Info, masked == 1 ? BadgeText::tr("1 masked cell")
                                               : BadgeText::tr("%1 masked cells").arg(masked)});
    addWarnings(badges, snapshot);
    return badges;
}

std::vector<QRectF> badgePills(const std::vector<Badge> &badges, const QRectF &rect,
                               const QFont &font)
{
    return flowBadges(badges, rect, font);
}

double badgesHeight(const std::vector<Badge> &badges, double width, const QFont &font)
{
    if (badges.empty())
        return 0;
    double bottom = 0;
    for (const QRectF &pill : flowBadges(badges, QRectF(0, 0, width, 1e9), font))
        bottom = std::max(bottom, pill.bottom());
    return bottom;
}

void paintBadges(QPainter &painter, const QRectF &rect, const std::vector<Badge> &badges,
                 const QFont &font, bool dark)
{
    if (badges.empty())
        return;
    const std::vector<QRectF> pills = flowBadges(badges, rect, font);
    const QFontMetricsF metrics(font);
    const double em = metrics.height();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(font);
    for (std::size_t i = 0; i < badges.size(); ++i) {
        const BadgeColors colors = colorsOf(badges[i].kind, dark);
        painter.setPen(QPen(colors.border, 1));
        painter.setBrush(colors.fill);
        painter.drawRoundedRect(pills[i].adjusted(0.5, 0.5, -0.5, -0.5), 0.5 * em, 0.5 * em);
        painter.setPen(colors.text);
        const QRectF text = pills[i].adjusted(0.7 * em, 0, -0.7 * em, 0);
        if (pills[i].height() > 1.6 * em) // wrapped by flowBadges: every word shown
            painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                             prefixOf(badges[i].kind) + badges[i].text);
        else
            painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip,
                             badgeText(badges[i], metrics, text.width()));
    }
    painter.restore();
}

} // namespace attn::ui
