#pragma once

// The weights, scores and heads views as paint routines (the pipeline's are in
// PipelinePainter.h, the badges in ViewBadges.h).

#include "Snapshot.h"
#include "ViewLayout.h"
#include "ViewOptions.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>
#include <vector>

class QPainter;

namespace attn::ui {

// Layouts. `zoom` enlarges the heatmap area (the widget pans over it by `pan`); the
// badges stay in `rect`. `dark` picks colours for a dark background.
ViewLayout layoutWeightsView(const QRectF &rect, const Snapshot &snapshot,
                             const ViewOptions &options, const QFont &font, bool scores = false,
                             double zoom = 1, const QPointF &pan = QPointF(), bool dark = false);
ViewLayout layoutHeadsView(const QRectF &rect, const Snapshot &snapshot, const ViewOptions &options,
                           const QFont &font, double zoom = 1, const QPointF &pan = QPointF(),
                           bool dark = false);

/// Paints a laid-out view (panels clipped to its heatmap area, then badges).
void paintViewLayout(QPainter &painter, const ViewLayout &layout);

// One painter, every output: the widgets, PNG, SVG and PDF call these. The font is the
// painter's (set it to the widget's or the application's font first).
void paintWeights(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                  const ViewOptions &options);
void paintScores(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                 const ViewOptions &options);
void paintHeads(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                const ViewOptions &options);

// The logical size (pixels at 96 dpi) each picture looks best at; `font` as for painting
// (default: the application's font).
QSizeF weightsPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                            const QFont &font = QFont());
QSizeF scoresPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                           const QFont &font = QFont());
QSizeF headsPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                          const QFont &font = QFont());

} // namespace attn::ui
