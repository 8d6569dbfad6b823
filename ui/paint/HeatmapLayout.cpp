// Layout, hit testing, fonts and colours of HeatmapPainter.h (the painting is in
// HeatmapPainter.cpp).

#include "HeatmapLayout.h"

#include "NumberFormat.h"
#include "PrintableText.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace attn::ui {

namespace heatmapcolors {

QColor masked()
{
    return QColor(0xc8, 0xc8, 0xc8);
}

QColor hatch()
{
    return QColor(0x70, 0x70, 0x70);
}

QColor highlight()
{
    return QColor(0xd5, 0x5e, 0x00);
}

QColor text(bool dark)
{
    return dark ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x1e, 0x1e, 0x1e);
}

QColor secondaryText(bool dark)
{
    return dark ? QColor(0xb8, 0xb8, 0xb8) : QColor(0x55, 0x55, 0x55);
}

QColor background(bool dark)
{
    return dark ? QColor(0x26, 0x26, 0x26) : QColor(Qt::white);
}

} // namespace heatmapcolors

QFont scaledFont(const QFont &base, double factor)
{
    QFont font(base);
    double pixels = base.pixelSize() > 0 ? base.pixelSize() : base.pointSizeF() * 96.0 / 72.0;
    if (!(pixels > 0))
        pixels = 12;
    font.setPixelSize(std::max(6, int(std::lround(pixels * factor))));
    return font;
}

namespace {

struct HeatmapText
{
    Q_DECLARE_TR_FUNCTIONS(Heatmap)
};

double widestLabel(const QStringList &labels, const QFontMetricsF &metrics, double cap)
{
    double widest = 0;
    if (labels.size() <= 128) {
        for (const QString &label : labels) {
            widest = std::max(widest, metrics.horizontalAdvance(label.left(maxDrawnCharacters)));
            if (widest >= cap)
                break;
        }
    } else {
        // Shaping thousands of labels took 100 ms on the GUI thread at n = 4096. Long lists
        // are thinned when drawn anyway: the 128 longest (in characters) decide the width.
        std::vector<qsizetype> lengths;
        lengths.reserve(size_t(labels.size()));
        for (const QString &label : labels)
            lengths.push_back(label.size());
        std::nth_element(lengths.begin(), lengths.begin() + 127, lengths.end(),
                         std::greater<qsizetype>());
        const qsizetype shortest = lengths[127];
        int measured = 0;
        for (const QString &label : labels) {
            if (label.size() < shortest || measured >= 256)
                continue;
            ++measured;
            widest = std::max(widest, metrics.horizontalAdvance(label.left(maxDrawnCharacters)));
            if (widest >= cap)
                break;
        }
    }
    // A pixel of slack: elidedText() shapes the text again and may find it a fraction wider
    // than horizontalAdvance() did, which elided a label of exactly the widest width ("m…").
    return std::min(std::ceil(widest) + 1, cap);
}

double signedRange(const HeatmapSpec &spec)
{
    if (spec.range > 0)
        return spec.range;
    if (!spec.values || spec.values->size() == 0)
        return 1;
    const double largest
        = spec.valuesMaxAbs ? *spec.valuesMaxAbs : double(spec.values->cwiseAbs().maxCoeff());
    return largest > 0 && std::isfinite(largest) ? largest : 1;
}

QStringList legendTexts(const HeatmapSpec &spec, bool hasMasked)
{
    QStringList legend;
    if (spec.scale == HeatmapScale::Mask)
        legend = {QStringLiteral("0  ") + HeatmapText::tr("allowed"),
                  QStringLiteral("\u2212\u221e  ") + HeatmapText::tr("masked")};
    else if (hasMasked)
        legend = {HeatmapText::tr("masked")};
    if (hasBlockedByHand(spec))
        legend << HeatmapText::tr("blocked by hand");
    return legend;
}

} // namespace

bool blockedByHand(const HeatmapSpec &spec, int row, int column)
{
    return spec.customMask && row < spec.customMask->rows() && column < spec.customMask->cols()
           && !(*spec.customMask)(row, column);
}

bool hasBlockedByHand(const HeatmapSpec &spec)
{
    if (spec.anyBlockedByHand && spec.customMask)
        return *spec.anyBlockedByHand;
    return spec.customMask && spec.customMask->size() > 0 && !spec.customMask->all();
}

HeatmapMeasure measureHeatmap(const HeatmapSpec &spec, const QFont &font)
{
    HeatmapMeasure m;
    m.labelFont = font;
    m.titleFont = scaledFont(font, 1.15);
    m.titleFont.setBold(true);
    const QFontMetricsF metrics(m.labelFont);
    const QFontMetricsF titleMetrics(m.titleFont);
    m.em = metrics.height();
    m.pad = 0.4 * m.em;
    m.titleHeight = titleMetrics.height() + m.pad;
    m.titleWidth = titleMetrics.horizontalAdvance(spec.title)
                   + metrics.horizontalAdvance(QStringLiteral("  000\u00d7000"));
    if (!spec.subtitle.isEmpty()) {
        m.titleHeight += metrics.height();
        m.titleWidth = std::max(m.titleWidth, metrics.horizontalAdvance(spec.subtitle));
    }
    m.titleWidth = std::ceil(m.titleWidth) + 2; // the slack widestLabel() explains
    if (!spec.rowAxisTitle.isEmpty())
        m.rowAxisWidth = m.em + m.pad * 0.5;
    if (!spec.columnAxisTitle.isEmpty())
        m.columnAxisHeight = m.em + m.pad * 0.25;
    if (!spec.rowLabels.isEmpty()) {
        // Measured in bold: the followed query's label is drawn bold and must not elide.
        QFont bold = m.labelFont;
        bold.setBold(true);
        m.rowLabelWidth = widestLabel(spec.rowLabels, QFontMetricsF(bold), 8 * m.em) + m.pad;
    }
    m.columnLabelWidth = widestLabel(spec.columnLabels, metrics, 6 * m.em);

    m.hasMasked = spec.allowed && spec.allowed->size() > 0
                  && (spec.anyMasked ? *spec.anyMasked : !spec.allowed->all());
    if (spec.scale == HeatmapScale::Signed)
        m.range = signedRange(spec);
    if (spec.showColorBar && spec.scale != HeatmapScale::Mask)
        m.rightWidth = colorBarWidth(spec.scale, m.range, m.labelFont);
    const QStringList legend = legendTexts(spec, m.hasMasked);
    if (!legend.isEmpty()) {
        const double legendWidth
            = 1.5 * m.em + m.pad + widestLabel(QStringList(legend), metrics, 20 * m.em);
        m.rightWidth = std::max(m.rightWidth, legendWidth + m.pad);
        m.legendHeight = legend.size() * 1.3 * m.em + m.pad;
    }
    return m;
}

namespace {

double columnLabelHeight(const HeatmapSpec &spec, const HeatmapMeasure &m, bool rotated)
{
    if (spec.columnLabels.isEmpty())
        return 0;
    return rotated ? m.columnLabelWidth + m.pad : m.em + m.pad * 0.3;
}

bool needsRotation(const HeatmapMeasure &m, double cell)
{
    return m.columnLabelWidth + m.pad > cell;
}

double colorBarHeight(const HeatmapSpec &spec, const HeatmapMeasure &m, double gridHeight)
{
    if (!spec.showColorBar || spec.scale == HeatmapScale::Mask)
        return 0;
    // Room for three ticks (paintColorBar() draws 3 from 3.5 ems): a taller minimum made
    // every small pipeline stage taller than its cells, so fewer rows fitted on a projector.
    // The legend under the bar (masked, blocked by hand) shares the grid's height when the
    // grid is tall, so it does not make the heatmap taller than its cells.
    const double legend = m.legendHeight > 0 ? m.legendHeight + m.pad : 0;
    return std::max(gridHeight - legend, 3.6 * m.em);
}

} // namespace

double colorBarWidth(HeatmapScale scale, double range, const QFont &font)
{
    const QFontMetricsF metrics(font);
    const double em = metrics.height();
    double ticks = 0;
    if (scale == HeatmapScale::Unit) {
        ticks = metrics.horizontalAdvance(QStringLiteral("0.75"));
    } else {
        for (double v : {-range, -range / 2, range / 2, range})
            ticks = std::max(ticks, metrics.horizontalAdvance(formatNumber(v, NumberStyle::Cell)));
    }
    return 0.6 * em + 0.9 * em + 0.45 * em + ticks + 0.2 * em;
}

QSizeF heatmapSizeForCell(const HeatmapSpec &spec, const QFont &font, double cell)
{
    return heatmapSizeForCell(spec, measureHeatmap(spec, font), cell);
}

QSizeF heatmapSizeForCell(const HeatmapSpec &spec, const HeatmapMeasure &m, double cell)
{
    const double labels = columnLabelHeight(spec, m, needsRotation(m, cell));
    const double gridWidth = spec.columns * cell;
    const double gridHeight = spec.rows * cell;
    const double side
        = std::max(gridHeight, colorBarHeight(spec, m, gridHeight)
                                   + (m.legendHeight > 0 ? m.legendHeight + m.pad : 0));
    const double width = m.rowAxisWidth + m.rowLabelWidth + gridWidth + m.rightWidth;
    return {std::ceil(std::max(width, m.titleWidth)),
            std::ceil(m.titleHeight + m.columnAxisHeight + labels + side + m.pad)};
}

namespace {

/// The texts whose width decides whether a heatmap's numbers fit, at `decimals`.
QStringList valueSamples(const HeatmapSpec &spec, int decimals)
{
    if (!spec.values)
        return {QStringLiteral("\u2212\u221e")};
    const double largest = spec.values->size() ? spec.values->maxCoeff() : 0;
    const double smallest = spec.values->size() ? spec.values->minCoeff() : 0;
    // Weights (0..1) have no minus sign to make room for.
    if (spec.scale == HeatmapScale::Unit)
        return {formatCell(largest, decimals), formatCell(smallest, decimals),
                formatCell(0.888, decimals)};
    if (std::abs(largest) < 9.5 && std::abs(smallest) < 9.5)
        return {formatCell(largest, decimals), formatCell(smallest, decimals),
                formatCell(-0.88, decimals)};
    return {formatCell(largest, decimals), formatCell(smallest, decimals),
            formatCell(-88.8, decimals), formatCell(0.888, decimals)};
}

/// Whether `samples` fit a cell of side `cell` at `pixels`.
bool valuesFit(const QStringList &samples, const QFont &base, int pixels, double cell)
{
    QFont font(base);
    font.setPixelSize(pixels);
    const QFontMetricsF metrics(font);
    return metrics.height() <= 0.55 * cell
           && widestLabel(samples, metrics, 1e9) <= cell - 0.3 * metrics.height();
}

} // namespace

CellText cellTextFor(const HeatmapSpec &spec, const QFont &font, double cell)
{
    CellText result;
    const bool smallEnough = double(spec.rows) * spec.columns <= 4096;
    if (!spec.showValues || !smallEnough || !(spec.values || spec.scale == HeatmapScale::Mask))
        return result;
    const double labelPixels
        = font.pixelSize() > 0 ? font.pixelSize() : QFontMetricsF(font).height();
    // As large as the cell allows, up to spec.maxValueScale times the labels; at least the
    // 11 px while decimals can still be dropped, then 7 px for whole numbers.
    const int largest = int(std::min(0.5 * cell, spec.maxValueScale * labelPixels));
    const int comfortable = 11;
    const int smallest = 7;
    if (largest < smallest)
        return result;
    const int chosen = spec.values ? cellDecimals() : 0;
    // Fewer decimals than these would print a wrong-looking number: a weight 0.258 as "0"
    // and 0.923 as "1", a score 1.41 as "1". Below them the cells show no numbers (the
    // colour and the tooltip still give them).
    int fewest = 0;
    if (spec.values) {
        const double magnitude = !spec.values->size() ? 0.0
                                 : spec.valuesMaxAbs  ? *spec.valuesMaxAbs
                                                      : double(spec.values->cwiseAbs().maxCoeff());
        fewest = spec.scale == HeatmapScale::Unit ? 2 : magnitude < 9.5 ? 1 : 0;
        fewest = std::min(fewest, chosen);
    }
    // First every precision at a comfortable size, then the fewest decimals at the
    // smallest, so that smaller cells never show more decimals than larger ones.
    for (int pass = 0; pass < 2; ++pass) {
        const int floor = pass == 0 ? std::max(comfortable, smallest) : smallest;
        for (int decimals = pass == 0 ? chosen : fewest; decimals >= fewest; --decimals) {
            const QStringList samples = valueSamples(spec, decimals);
            if (floor > largest || !valuesFit(samples, font, floor, cell))
                continue;
            int low = floor;
            int high = largest;
            while (low < high) {
                const int middle = (low + high + 1) / 2;
                if (valuesFit(samples, font, middle, cell))
                    low = middle;
                else
                    high = middle - 1;
            }
            result.font = font;
            result.font.setPixelSize(low);
            result.decimals = decimals;
            result.visible = true;
            return result;
        }
    }
    return result;
}

HeatmapLayout layoutHeatmap(const HeatmapSpec &spec, const QRectF &rect, const QFont &font)
{
    const HeatmapMeasure m = measureHeatmap(spec, font);
    HeatmapLayout layout;
    layout.rows = std::max(0, spec.rows);
    layout.columns = std::max(0, spec.columns);
    layout.labelFont = m.labelFont;
    layout.titleFont = m.titleFont;
    layout.valueFont = m.labelFont;
    layout.range = m.range;
    const int rows = std::max(1, layout.rows);
    const int columns = std::max(1, layout.columns);

    auto cellFor = [&](double labels) {
        const double width = rect.width() - m.rowAxisWidth - m.rowLabelWidth - m.rightWidth;
        const double height = rect.height() - m.titleHeight - m.columnAxisHeight - labels - m.pad;
        return std::clamp(std::min(width / columns, height / rows), 0.0, spec.maxCellSize);
    };
    double labels = columnLabelHeight(spec, m, false);
    double cell = cellFor(labels);
    if (!spec.columnLabels.isEmpty() && needsRotation(m, cell)) {
        layout.rotatedColumnLabels = true;
        labels = columnLabelHeight(spec, m, true);
        cell = cellFor(labels);
    }
    layout.cell = cell;
    const double labelPitch = 1.05 * m.em;
    layout.rowLabelStep = cell > 0 ? std::max(1, int(std::ceil(labelPitch / cell))) : 1;
    if (layout.rotatedColumnLabels)
        layout.columnLabelStep = layout.rowLabelStep;
    else
        layout.columnLabelStep
            = cell > 0 ? std::max(1, int(std::ceil((m.columnLabelWidth + m.pad) / cell))) : 1;

    const double gridWidth = layout.columns * cell;
    const double gridHeight = layout.rows * cell;
    const double blockWidth = m.rowAxisWidth + m.rowLabelWidth + gridWidth + m.rightWidth;
    // Centred with its title: a caption wider than the cells starts where the box does
    // instead of being pushed right and cut at the box's edge.
    const double left
        = rect.left() + std::max(0.0, (rect.width() - std::max(blockWidth, m.titleWidth)) / 2);
    const double top = rect.top();

    layout.titleRect = QRectF(left, top, std::max(blockWidth, rect.right() - left), m.titleHeight);
    const double gridTop = top + m.titleHeight + m.columnAxisHeight + labels;
    const double gridLeft = left + m.rowAxisWidth + m.rowLabelWidth;
    layout.grid = QRectF(gridLeft, gridTop, gridWidth, gridHeight);
    layout.rowLabelRect = QRectF(left + m.rowAxisWidth, gridTop, m.rowLabelWidth, gridHeight);
    layout.columnLabelRect = QRectF(gridLeft, gridTop - labels, gridWidth, labels);

    double sideHeight = gridHeight;
    const double barHeight = colorBarHeight(spec, m, gridHeight);
    const double barLeft = layout.grid.right() + 0.6 * m.em;
    if (barHeight > 0)
        layout.colorBar = QRectF(barLeft, gridTop, 0.9 * m.em, barHeight);
    layout.legend = legendTexts(spec, m.hasMasked);
    layout.hasMasked = m.hasMasked;
    layout.hasBlockedByHand = hasBlockedByHand(spec);
    if (m.legendHeight > 0) {
        const double legendTop = barHeight > 0 ? layout.colorBar.bottom() + m.pad : gridTop;
        layout.legendRect = QRectF(barLeft, legendTop, m.rightWidth - 0.6 * m.em, m.legendHeight);
        sideHeight = std::max(sideHeight, layout.legendRect.bottom() - gridTop);
    }
    sideHeight = std::max(sideHeight, barHeight);
    layout.bounds
        = QRectF(left, top, std::max(blockWidth, m.titleWidth), gridTop - top + sideHeight + m.pad);

    const CellText text = cellTextFor(spec, m.labelFont, cell);
    if (text.visible) {
        layout.valueFont = text.font;
        layout.valueDecimals = text.decimals;
        layout.valuesVisible = true;
    }
    return layout;
}

HeatmapHit hitTest(const HeatmapLayout &layout, const QPointF &point)
{
    HeatmapHit hit;
    if (layout.cell <= 0 || layout.rows <= 0 || layout.columns <= 0)
        return hit;
    const QRectF &grid = layout.grid;
    const auto rowAt = [&](double y) {
        return std::clamp(int((y - grid.top()) / layout.cell), 0, layout.rows - 1);
    };
    const auto columnAt = [&](double x) {
        return std::clamp(int((x - grid.left()) / layout.cell), 0, layout.columns - 1);
    };
    const bool inRows = point.y() >= grid.top() && point.y() < grid.bottom();
    const bool inColumns = point.x() >= grid.left() && point.x() < grid.right();
    if (inRows && inColumns) {
        hit.region = HeatmapHit::Cell;
        hit.row = rowAt(point.y());
        hit.column = columnAt(point.x());
    } else if (inRows && point.x() >= layout.rowLabelRect.left() && point.x() < grid.left()) {
        hit.region = HeatmapHit::RowLabel;
        hit.row = rowAt(point.y());
    } else if (inColumns && point.y() >= layout.columnLabelRect.top() && point.y() < grid.top()) {
        hit.region = HeatmapHit::ColumnLabel;
        hit.column = columnAt(point.x());
    }
    return hit;
}

QRectF cellRect(const HeatmapLayout &layout, int row, int column)
{
    return QRectF(layout.grid.left() + column * layout.cell, layout.grid.top() + row * layout.cell,
                  layout.cell, layout.cell);
}

QColor heatmapColor(const HeatmapSpec &spec, double range, double value)
{
    Rgb rgb;
    if (spec.scale == HeatmapScale::Unit) {
        rgb = sample(spec.sequentialMap, value);
    } else {
        const double t = range > 0 ? 0.5 + 0.5 * value / range : 0.5;
        rgb = sample(spec.grayscale ? ColorMapId::Grayscale : ColorMapId::Diverging, t);
    }
    return QColor(rgb.r, rgb.g, rgb.b);
}

} // namespace attn::ui
