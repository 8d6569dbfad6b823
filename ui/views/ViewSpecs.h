#pragma once

#include "HeatmapLayout.h"
#include "Snapshot.h"
#include "ViewLayout.h"
#include "ViewOptions.h"

#include <QStringList>

#include <functional>

namespace attn::ui {

/// The font every view draws with: `base` (the widget's or the application's font)
/// enlarged for legibility and by options.fontScale.
QFont viewFont(const QFont &base, const ViewOptions &options);

/// The head a single-head view shows: options.head, clamped to the snapshot's heads.
int shownHead(const Snapshot &snapshot, const ViewOptions &options);

/// Builders of the heatmaps the views show, shared by the weights, scores, heads and
/// pipeline layouts. Each spec points into `snapshot`.
namespace viewspecs {

QStringList toStringList(const Labels &labels);
/// "1", "2", ..., "count": the labels of a dimension axis.
QStringList indexLabels(int count);

/// The sequential map for weights chosen in `options` (the diverging map is not one).
ColorMapId weightsMap(const ViewOptions &options);

/// A signed matrix (Q, K, V, X, outputs): the diverging map centred on 0.
HeatmapSpec signedSpec(const QString &title, const Matrix &values, const QStringList &rowLabels,
                       const QStringList &columnLabels, const ViewOptions &options, bool dark);

/// The attention weights of `head`: viridis (or cividis, grayscale) on 0..1, masked cells
/// hatched, rows without keys marked, the followed row outlined.
HeatmapSpec weightsSpec(const Snapshot &snapshot, int head, const ViewOptions &options, bool dark);

/// The raw scores Q·Kᵀ of `head`, on the diverging map.
HeatmapSpec scoresSpec(const Snapshot &snapshot, int head, const ViewOptions &options, bool dark);

/// Gives `spec` what the snapshot knows of its matrices (max |value|, whether the masks
/// block a cell), so that laying it out scans none of them.
void addKnownFacts(HeatmapSpec &spec, const Snapshot &snapshot);

/// "÷ √3 = 1.732" (or the chosen divisor); empty when scaling is off.
QString divisorText(const Snapshot &snapshot);

/// The common start of every view's layout: font, colours, bounds, the heatmap area inside
/// a margin, and the message shown when there is nothing to draw.
ViewLayout startLayout(const QRectF &rect, const Snapshot &snapshot, const ViewOptions &options,
                       const QFont &font, bool dark);

/// The heatmap area enlarged by `zoom` and moved by `pan`.
QRectF zoomed(const QRectF &area, double zoom, const QPointF &pan);

/// The largest side that still satisfies `fits`, searched between `low` and `high`
/// (`low` when even that does not fit).
double largestFitting(double low, double high, const std::function<bool(double)> &fits);

} // namespace viewspecs
} // namespace attn::ui
