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

/// The stages of the backward view: the forward stages the loss reads, then the gradients.
enum class BackwardStage {
    Scaled = 100, ///< the scores softmax saw (after the divisor)
    Weights,      ///< p = softmax
    Output,       ///< the output
    Target,       ///< the target the loss compares it with
    DOutput,      ///< dL/d output = output − target
    DWeights,     ///< dL/d p
    DScores       ///< dL/d scores = p ∘ (d p − (p · d p))
};

/// The backward view: one head's forward stages (scores, softmax, output, target) over its
/// gradients (d output, d weights, d scores) on the diverging map, zero at its white centre;
/// d weights and d scores share one colour scale so a vanishing gradient shows as white.
/// Without a target (or when the engine failed) the layout carries a message.
ViewLayout layoutBackwardView(const QRectF &rect, const Snapshot &snapshot,
                              const ViewOptions &options, const QFont &font, double zoom = 1,
                              const QPointF &pan = QPointF(), bool dark = false);

void paintBackward(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                   const ViewOptions &options);

QSizeF backwardPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                             const QFont &font = QFont());

} // namespace attn::ui
