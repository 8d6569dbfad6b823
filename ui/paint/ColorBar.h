#pragma once

#include "HeatmapLayout.h"

#include <QFont>
#include <QRectF>

class QPainter;

namespace attn::ui {

/// The colour bar of a heatmap alone, with its ticks (also the shared bar of the heads view):
/// 0..1 for weights, −range..range on the diverging map for signed matrices.
void paintColorBar(QPainter &painter, const QRectF &bar, HeatmapScale scale, ColorMapId map,
                   double range, const QFont &font, bool dark);

} // namespace attn::ui
