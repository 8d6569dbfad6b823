#pragma once

#include "ViewLayout.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace attn::ui {

struct Snapshot;
struct ViewOptions;

/// The pipeline's panels for a snapshot, in reading order (PipelinePanels.cpp); `view`
/// receives what the layout needs to know about them.
std::vector<ViewPanel> pipelinePanels(const Snapshot &snapshot, const ViewOptions &options,
                                      bool dark, ViewLayout &view);

/// The pipeline view: every stage of softmax(Q·Kᵀ/√d_k + M)·V as a heatmap, laid out in
/// rows that give the cells the most room. `zoom` and `pan` as for the other layouts.
ViewLayout layoutPipelineView(const QRectF &rect, const Snapshot &snapshot,
                              const ViewOptions &options, const QFont &font,
                              int highlightedStage = -1, double zoom = 1,
                              const QPointF &pan = QPointF(), bool dark = false);

/// One painter, every output: the widget, PNG, SVG and PDF call this.
void paintPipeline(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                   const ViewOptions &options, int highlightedStage = -1);

/// The logical size (pixels at 96 dpi) the pipeline looks best at.
QSizeF pipelinePreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                             const QFont &font = QFont());

} // namespace attn::ui
