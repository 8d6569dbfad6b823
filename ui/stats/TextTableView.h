#pragma once

#include "StatsText.h"

#include <QFont>
#include <QSizeF>

class QPainter;
class QRectF;
class QTableWidget;

namespace attn::ui {

/// Puts `table` into `widget` (read-only items, tooltips, numbers right-aligned), keeping
/// the widget's selection and scroll position when the shape does not change.
/// `twoLineHeaders`: a header of several words breaks into lines no wider than its column's
/// numbers ("Max weight" / "raw"), so that a wide table's columns are as narrow as what
/// they hold; every header's tooltip is its whole text.
void showTextTable(QTableWidget *widget, const TextTable &table, bool twoLineHeaders = false);

/// The size paintTextTable needs for `table` in `font`.
QSizeF textTableSize(const TextTable &table, const QFont &font);

/// The same table painted (for export): header row in bold, banded rows, numbers
/// right-aligned; shrinks text to fit `rect` if it must.
void paintTextTable(QPainter &painter, const QRectF &rect, const TextTable &table,
                    const QFont &font, bool dark);

} // namespace attn::ui
