#pragma once

#include <QRectF>
#include <QSizeF>

class QPainter;

namespace attn {
struct SweepParams;
struct SweepResult;
} // namespace attn

namespace attn::ui {

/// The `sweep` export view: the sweep panel's three charts with their captions and the
/// table of numbers, painted for any device with no window; laid out for
/// sweepPreferredSize() and scaled uniformly into `rect`.
void paintSweep(QPainter &painter, const QRectF &rect, const SweepParams &params,
                const SweepResult &result);

/// The logical size paintSweep is laid out for.
QSizeF sweepPreferredSize();

} // namespace attn::ui
