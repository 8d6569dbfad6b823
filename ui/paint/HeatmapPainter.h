#pragma once

#include "HeatmapLayout.h"

class QPainter;

namespace attn::ui {

/// Paints one heatmap. Small matrices become vector cells (crisp in SVG and PDF) with
/// numbers; large ones one pixel per cell into a QImage drawn scaled. Only the cells
/// inside the painter's clip are drawn.
void paintHeatmap(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout);

/// The colour bar alone (also used as the shared bar of the heads view).
void paintColorBar(QPainter &painter, const QRectF &bar, HeatmapScale scale, ColorMapId map,
                   double range, const QFont &font, bool dark);

} // namespace attn::ui
