#pragma once

#include <QLineF>
#include <QRectF>
#include <QVector>

class QPainter;

namespace attn::ui {

/// Hatch lines x + y = k over `rect`, at multiples of `step` so that the hatches of
/// neighbouring masked cells join into one pattern; `cross` adds the lines x − y = k (a
/// cell blocked by hand). The heatmap painter and the concealed cells of Predict share it.
void addHatch(QVector<QLineF> &lines, const QRectF &rect, double step, bool cross = false);

/// Draws `lines` in the masked cells' hatch colour, `width` wide.
void drawHatch(QPainter &painter, const QVector<QLineF> &lines, double width);

} // namespace attn::ui
