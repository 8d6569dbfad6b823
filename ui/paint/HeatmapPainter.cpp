#include "HeatmapPainter.h"
#include "Hatching.h"

#include "ColorBar.h"

#include "NumberFormat.h"
#include "PredictionPaint.h"
#include "PrintableText.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QLineF>
#include <QLinearGradient>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace attn::ui {

namespace {

struct HeatmapText
{
    Q_DECLARE_TR_FUNCTIONS(Heatmap)
};

/// Past this many visible cells, or below this cell size, cells go through one QImage.
constexpr double maxVectorCells = 4096;
constexpr double minVectorCell = 3;

struct VisibleRange
{
    int firstRow = 0;
    int endRow = 0;
    int firstColumn = 0;
    int endColumn = 0;
    double count() const { return double(endRow - firstRow) * (endColumn - firstColumn); }
};

VisibleRange visibleRange(const QPainter &painter, const HeatmapLayout &layout)
{
    VisibleRange range;
    if (layout.cell <= 0)
        return range;
    // Rows and columns are clipped separately, so that labels beside a clipped-out grid
    // are still drawn.
    const QRectF &grid = layout.grid;
    const QRectF clip = painter.hasClipping() ? painter.clipBoundingRect() : grid;
    auto index = [&](double offset, int count, bool up) {
        const double cells = offset / layout.cell;
        return std::clamp(int(up ? std::ceil(cells) : std::floor(cells)), 0, count);
    };
    range.firstRow = index(std::max(clip.top(), grid.top()) - grid.top(), layout.rows, false);
    range.endRow = index(std::min(clip.bottom(), grid.bottom()) - grid.top(), layout.rows, true);
    range.firstColumn
        = index(std::max(clip.left(), grid.left()) - grid.left(), layout.columns, false);
    range.endColumn
        = index(std::min(clip.right(), grid.right()) - grid.left(), layout.columns, true);
    range.endRow = std::max(range.endRow, range.firstRow);
    range.endColumn = std::max(range.endColumn, range.firstColumn);
    return range;
}

bool sameShape(const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    if (spec.values
        && (spec.values->rows() != layout.rows || spec.values->cols() != layout.columns))
        return false;
    return true;
}

bool hasAllowedMatrix(const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    return spec.allowed && spec.allowed->rows() == layout.rows
           && spec.allowed->cols() == layout.columns;
}

ColorMapId mapOf(const HeatmapSpec &spec)
{
    if (spec.scale == HeatmapScale::Unit)
        return spec.sequentialMap;
    return spec.grayscale ? ColorMapId::Grayscale : ColorMapId::Diverging;
}

QColor textOn(const QColor &fill)
{
    const Rgb rgb{std::uint8_t(fill.red()), std::uint8_t(fill.green()), std::uint8_t(fill.blue())};
    // Black text from a luminance of 0.18 up: there black has the better WCAG contrast.
    return relativeLuminance(rgb) > 0.18 ? QColor(0x10, 0x10, 0x10) : QColor(Qt::white);
}

void paintVectorCells(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout,
                      const VisibleRange &visible)
{
    const bool masks = hasAllowedMatrix(spec, layout);
    const double gap = layout.cell >= 14 ? 1.0 : 0.0;
    const double step = std::clamp(layout.cell / 4.5, 3.0, 9.0);
    const QColor zero = heatmapColor(spec, 1, 0);
    QVector<QLineF> hatches;
    for (int row = visible.firstRow; row < visible.endRow; ++row) {
        for (int column = visible.firstColumn; column < visible.endColumn; ++column) {
            const QRectF rect
                = cellRect(layout, row, column).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2);
            const bool allowed = !masks || (*spec.allowed)(row, column);
            if (!allowed) {
                painter.fillRect(rect, heatmapcolors::masked());
                addHatch(hatches, rect, step, blockedByHand(spec, row, column));
            } else if (spec.scale == HeatmapScale::Mask || !spec.values) {
                painter.fillRect(rect, zero);
            } else {
                painter.fillRect(rect,
                                 heatmapColor(spec, layout.range, (*spec.values)(row, column)));
            }
        }
    }
    drawHatch(painter, hatches, std::max(1.0, layout.cell / 48));

    if (!layout.valuesVisible)
        return;
    painter.setFont(layout.valueFont);
    for (int row = visible.firstRow; row < visible.endRow; ++row) {
        for (int column = visible.firstColumn; column < visible.endColumn; ++column) {
            const QRectF rect = cellRect(layout, row, column);
            const bool allowed = !masks || (*spec.allowed)(row, column);
            QString text;
            QColor fill;
            if (spec.scale == HeatmapScale::Mask) {
                text = allowed ? QStringLiteral("0") : QStringLiteral("\u2212\u221e");
                fill = allowed ? zero : heatmapcolors::masked();
            } else if (allowed && spec.values) {
                const double value = (*spec.values)(row, column);
                text = formatCell(value, layout.valueDecimals);
                fill = heatmapColor(spec, layout.range, value);
            }
            if (text.isEmpty())
                continue;
            painter.setPen(textOn(fill));
            painter.drawText(rect, Qt::AlignCenter, text);
        }
    }
}

void paintImageCells(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout,
                     const VisibleRange &visible)
{
    const int width = visible.endColumn - visible.firstColumn;
    const int height = visible.endRow - visible.firstRow;
    if (width <= 0 || height <= 0)
        return;
    // More cells than device pixels (n = 4096 in a window): one sample per pixel, the
    // nearest cell, instead of an n x n image scaled down (290 ms on the GUI thread). Also
    // when cells are a few pixels and the picture stays small: then the hatching of masked
    // cells is drawn per device pixel, not per cell (a coarse checkerboard at n = 4096).
    const double dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    constexpr double maxDevicePixels = 16.0 * 1024 * 1024;
    const bool sampled
        = layout.cell * dpr < 1
          || double(width) * height * layout.cell * layout.cell * dpr * dpr <= maxDevicePixels;
    const int imageWidth = sampled ? std::max(1, int(std::ceil(width * layout.cell * dpr))) : width;
    const int imageHeight
        = sampled ? std::max(1, int(std::ceil(height * layout.cell * dpr))) : height;
    QImage image(imageWidth, imageHeight, QImage::Format_RGB32);
    const ColorMapTable &table = colorMapTable(mapOf(spec));
    std::array<QRgb, colorMapTableSize> lut;
    for (int i = 0; i < colorMapTableSize; ++i)
        lut[i] = qRgb(table[i].r, table[i].g, table[i].b);
    const QRgb maskedRgb = heatmapcolors::masked().rgb();
    const QRgb hatchRgb = heatmapcolors::hatch().rgb();
    const QRgb zeroRgb = heatmapColor(spec, 1, 0).rgb();
    const bool masks = hasAllowedMatrix(spec, layout);
    const bool unit = spec.scale == HeatmapScale::Unit;
    const float scale = unit ? 255.0f : float(127.5 / layout.range);
    const float offset = unit ? 0.5f : 128.0f;
    std::vector<int> columnOf(static_cast<std::size_t>(imageWidth));
    for (int x = 0; x < imageWidth; ++x)
        columnOf[std::size_t(x)]
            = sampled ? std::min(width - 1, int((x + 0.5) * width / imageWidth)) : x;
    for (int y = 0; y < imageHeight; ++y) {
        const int row
            = visible.firstRow
              + (sampled ? std::min(height - 1, int((y + 0.5) * height / imageHeight)) : y);
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        const float *values = spec.values ? &(*spec.values)(row, visible.firstColumn) : nullptr;
        for (int x = 0; x < imageWidth; ++x) {
            const int offsetColumn = columnOf[std::size_t(x)];
            const int column = visible.firstColumn + offsetColumn;
            if (masks && !(*spec.allowed)(row, column)) {
                // Every fourth diagonal darker, in device pixels when the image has one
                // pixel per device pixel, so neighbouring masked cells make one hatching.
                const int diagonal = sampled ? x + y : row + column;
                line[x] = (diagonal & 3) == 0 ? hatchRgb : maskedRgb;
            } else if (!values || spec.scale == HeatmapScale::Mask) {
                line[x] = zeroRgb;
            } else {
                const float t = values[offsetColumn] * scale + offset;
                const int index = t >= 0 ? std::min(int(t), colorMapTableSize - 1) : 0;
                line[x] = lut[std::size_t(index)];
            }
        }
    }
    const QRectF target(layout.grid.left() + visible.firstColumn * layout.cell,
                        layout.grid.top() + visible.firstRow * layout.cell, width * layout.cell,
                        height * layout.cell);
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, layout.cell < 1 && !sampled);
    painter.drawImage(target, image);
    painter.restore();
}

void paintTitle(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    const bool dark = spec.darkBackground;
    const QFontMetricsF titleMetrics(layout.titleFont);
    const QFontMetricsF metrics(layout.labelFont);
    const QString shape = QStringLiteral("%1\u00d7%2").arg(layout.rows).arg(layout.columns);
    const double shapeWidth = metrics.horizontalAdvance(shape) + 0.6 * metrics.height();
    const QRectF &rect = layout.titleRect;
    const QString title = titleMetrics.elidedText(spec.title, Qt::ElideRight,
                                                  std::max(0.0, rect.width() - shapeWidth));
    const double lineHeight = titleMetrics.height();
    painter.setFont(layout.titleFont);
    painter.setPen(heatmapcolors::text(dark));
    painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), lineHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, title);
    painter.setFont(layout.labelFont);
    painter.setPen(heatmapcolors::secondaryText(dark));
    const double shapeLeft
        = rect.left() + titleMetrics.horizontalAdvance(title) + 0.6 * metrics.height();
    painter.drawText(QRectF(shapeLeft, rect.top(), shapeWidth, lineHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, shape);
    if (!spec.subtitle.isEmpty()) {
        painter.drawText(
            QRectF(rect.left(), rect.top() + lineHeight, rect.width(), metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            metrics.elidedText(spec.subtitle, Qt::ElideRight, rect.width()));
    }
}

void paintRowsWithoutKeys(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout,
                          const VisibleRange &visible)
{
    if (!spec.rowsWithoutKeys || spec.rowsWithoutKeys->empty())
        return;
    const QFontMetricsF metrics(layout.labelFont);
    const double em = metrics.height();
    if (layout.cell < 0.8 * em)
        return;
    const QString text = HeatmapText::tr("no valid keys");
    painter.setFont(layout.labelFont);
    for (int row : *spec.rowsWithoutKeys) {
        if (row < visible.firstRow || row >= visible.endRow)
            continue;
        const double centre = layout.grid.top() + (row + 0.5) * layout.cell;
        const double width = std::min(metrics.horizontalAdvance(text) + em, layout.grid.width());
        const QRectF pill(layout.grid.center().x() - width / 2, centre - 0.55 * em, width,
                          1.1 * em);
        QColor back = heatmapcolors::background(spec.darkBackground);
        back.setAlpha(235);
        painter.fillRect(pill, back);
        painter.setPen(heatmapcolors::text(spec.darkBackground));
        painter.drawText(pill, Qt::AlignCenter,
                         metrics.elidedText(text, Qt::ElideRight, pill.width() - 0.3 * em));
    }
}

void paintOutlines(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    if (spec.highlightRow >= 0 && spec.highlightRow < layout.rows) {
        const double width = std::clamp(layout.cell / 10, 2.0, 4.0);
        const QRectF row(layout.grid.left(), layout.grid.top() + spec.highlightRow * layout.cell,
                         layout.grid.width(), layout.cell);
        painter.setPen(QPen(heatmapcolors::highlight(), width));
        painter.drawRect(row.adjusted(-width / 2, -width / 2, width / 2, width / 2));
    }
    const QPoint focus = spec.focusCell;
    if (focus.y() >= 0 && focus.y() < layout.rows && focus.x() >= 0 && focus.x() < layout.columns) {
        const QRectF cell = cellRect(layout, focus.y(), focus.x());
        painter.setPen(QPen(QColor(0x10, 0x10, 0x10), 3));
        painter.drawRect(cell.adjusted(-1.5, -1.5, 1.5, 1.5));
        painter.setPen(QPen(Qt::white, 1.5));
        if (layout.cell > 8)
            painter.drawRect(cell.adjusted(0.75, 0.75, -0.75, -0.75));
        else
            painter.drawRect(cell.adjusted(-3.75, -3.75, 3.75, 3.75));
    }
    painter.restore();
}

/// `label` elided to `width`: clipped to the characters that can be drawn first, so that
/// elidedText never measures a long string.
QString elided(const QFontMetricsF &metrics, const QString &label, double width)
{
    return metrics.elidedText(printableText(label), Qt::ElideRight, width);
}

void paintLabels(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout,
                 const VisibleRange &visible)
{
    const bool dark = spec.darkBackground;
    const QFontMetricsF metrics(layout.labelFont);
    const double em = metrics.height();
    const double pad = 0.4 * em;
    QFont bold = layout.labelFont;
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);

    const double rowWidth = layout.rowLabelRect.width() - pad;
    for (int row = visible.firstRow; row < visible.endRow && row < spec.rowLabels.size(); ++row) {
        const bool highlighted = row == spec.highlightRow;
        if (row % layout.rowLabelStep != 0 && !highlighted)
            continue;
        const QRectF rect(layout.rowLabelRect.left(),
                          layout.grid.top() + (row + 0.5) * layout.cell - em / 2, rowWidth, em);
        painter.setFont(highlighted ? bold : layout.labelFont);
        painter.setPen(highlighted ? heatmapcolors::highlight() : heatmapcolors::text(dark));
        const QFontMetricsF &m = highlighted ? boldMetrics : metrics;
        painter.drawText(rect, Qt::AlignRight | Qt::AlignVCenter,
                         elided(m, spec.rowLabels.at(row), rowWidth));
    }

    painter.setFont(layout.labelFont);
    painter.setPen(heatmapcolors::text(dark));
    const int step = layout.columnLabelStep;
    const int lastColumn = std::min<int>(visible.endColumn, int(spec.columnLabels.size()));
    for (int column = visible.firstColumn - visible.firstColumn % step; column < lastColumn;
         column += step) {
        if (column < 0)
            continue;
        const double centre = layout.grid.left() + (column + 0.5) * layout.cell;
        const QString &label = spec.columnLabels.at(column);
        if (layout.rotatedColumnLabels) {
            const double length = layout.columnLabelRect.height() - pad;
            painter.save();
            painter.translate(centre, layout.grid.top() - pad / 2);
            painter.rotate(-90);
            painter.drawText(QRectF(0, -em / 2, length, em), Qt::AlignLeft | Qt::AlignVCenter,
                             elided(metrics, label, length));
            painter.restore();
        } else {
            const double width = layout.cell * step;
            painter.drawText(QRectF(centre - width / 2, layout.columnLabelRect.top(), width,
                                    layout.columnLabelRect.height() - 0.3 * pad),
                             Qt::AlignHCenter | Qt::AlignBottom, elided(metrics, label, width));
        }
    }

    painter.setPen(heatmapcolors::secondaryText(dark));
    if (!spec.columnAxisTitle.isEmpty()) {
        painter.drawText(QRectF(layout.grid.left(), layout.columnLabelRect.top() - em - 0.25 * pad,
                                layout.grid.width(), em),
                         Qt::AlignCenter,
                         metrics.elidedText(spec.columnAxisTitle, Qt::ElideRight,
                                            std::max(layout.grid.width(), 4 * em)));
    }
    if (!spec.rowAxisTitle.isEmpty()) {
        painter.save();
        painter.translate(layout.rowLabelRect.left() - (em + 0.5 * pad) / 2,
                          layout.grid.center().y());
        painter.rotate(-90);
        const double length = std::max(layout.grid.height(), 4 * em);
        painter.drawText(QRectF(-length / 2, -em / 2, length, em), Qt::AlignCenter,
                         metrics.elidedText(spec.rowAxisTitle, Qt::ElideRight, length));
        painter.restore();
    }
}

void paintLegend(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    if (layout.legend.isEmpty() || layout.legendRect.isEmpty())
        return;
    const QFontMetricsF metrics(layout.labelFont);
    const double em = metrics.height();
    painter.setFont(layout.labelFont);
    double y = layout.legendRect.top() + 0.2 * em;
    for (int i = 0; i < layout.legend.size(); ++i) {
        // The masked entry, then (when the custom mask blocks a cell) the blocked-by-hand one.
        const int last = int(layout.legend.size()) - 1;
        const bool handEntry = layout.hasBlockedByHand && i == last;
        const bool maskedEntry = handEntry || i == last - int(layout.hasBlockedByHand);
        const QRectF swatch(layout.legendRect.left(), y, 1.1 * em, 1.1 * em);
        if (maskedEntry) {
            painter.fillRect(swatch, heatmapcolors::masked());
            QVector<QLineF> hatches;
            addHatch(hatches, swatch, std::max(3.0, em / 3.5), handEntry);
            drawHatch(painter, hatches, 1.0);
        } else {
            painter.fillRect(swatch, heatmapColor(spec, 1, 0));
        }
        painter.setPen(QPen(heatmapcolors::secondaryText(spec.darkBackground), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(swatch);
        painter.setPen(heatmapcolors::text(spec.darkBackground));
        painter.drawText(
            QRectF(swatch.right() + 0.4 * em, y, layout.legendRect.width(), swatch.height()),
            Qt::AlignLeft | Qt::AlignVCenter, layout.legend.at(i));
        y += 1.3 * em;
    }
}

} // namespace

void paintHeatmap(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout)
{
    painter.save();
    if (spec.dimmed)
        painter.setOpacity(0.3 * painter.opacity());
    paintTitle(painter, spec, layout);
    const VisibleRange visible = visibleRange(painter, layout);
    if (sameShape(spec, layout) && visible.count() > 0) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        if (spec.concealed)
            paintConcealedCells(painter, spec, layout);
        else if (visible.count() <= maxVectorCells && layout.cell >= minVectorCell)
            paintVectorCells(painter, spec, layout, visible);
        else
            paintImageCells(painter, spec, layout, visible);
        paintRowsWithoutKeys(painter, spec, layout, visible);
        paintOutlines(painter, spec, layout);
        paintGuessMarks(painter, spec, layout);
    }
    paintLabels(painter, spec, layout, visible);
    if (!layout.colorBar.isEmpty() && !spec.concealed)
        paintColorBar(painter, layout.colorBar, spec.scale, mapOf(spec), layout.range,
                      layout.labelFont, spec.darkBackground);
    paintLegend(painter, spec, layout);
    painter.restore();
}

} // namespace attn::ui
