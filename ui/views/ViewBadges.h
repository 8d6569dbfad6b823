#pragma once

#include "ViewLayout.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace attn::ui {

struct Snapshot;
struct ViewOptions;

/// The badges of the weights (or scores) view: row sums, causal triangle, masked cells,
/// the engine's warnings.
std::vector<Badge> weightsBadges(const Snapshot &snapshot, const ViewOptions &options,
                                 bool scores = false);
double badgesHeight(const std::vector<Badge> &badges, double width, const QFont &font);
void paintBadges(QPainter &painter, const QRectF &rect, const std::vector<Badge> &badges,
                 const QFont &font, bool dark);
/// Where paintBadges() puts each badge's pill in `rect`.
std::vector<QRectF> badgePills(const std::vector<Badge> &badges, const QRectF &rect,
                               const QFont &font);
/// The text a pill of text width `width` shows: whole when it fits, elided otherwise.
QString badgeText(const Badge &badge, const QFontMetricsF &metrics, double width);

} // namespace attn::ui
