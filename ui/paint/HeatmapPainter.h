#pragma once

#include "HeatmapLayout.h"

class QPainter;

namespace attn::ui {

/// Paints one heatmap. Small matrices become vector cells (crisp in SVG and PDF) with
/// numbers; large ones one pixel per cell into a QImage drawn scaled. Only the cells
/// inside the painter's clip are drawn.
void paintHeatmap(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout);

} // namespace attn::ui
