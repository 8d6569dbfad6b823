#pragma once

#include "Snapshot.h"

#include <QRectF>
#include <QSizeF>

class QPainter;

namespace attn::ui {

/// The `stats` export view: what the statistics panel shows, painted for any device
/// (QImage, SVG, PDF) with no window: title, the raw versus scaled summary with its
/// references and the gradient sentence, the statistics per head, the overlaid score
/// histograms, and the weights of head 1 without and with scaling. Laid out for
/// statsPreferredSize() and scaled uniformly into `rect`.
void paintStats(QPainter &painter, const QRectF &rect, const Snapshot &snapshot);

/// The logical size paintStats is laid out for.
QSizeF statsPreferredSize();

} // namespace attn::ui
