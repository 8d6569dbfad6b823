// The pipeline picture: every stage of softmax(Q·Kᵀ/√d_k + M)·V as a small labelled
// heatmap in a flowing grid.

#include "PipelinePainter.h"

#include "NumberFormat.h"
#include "ViewPainters.h"
#include "ViewSpecs.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

bool flow(const std::vector<QSizeF> &sizes, const QRectF &area, double gapX, double gapY,
          std::vector<QRectF> *boxes, int perRow = 0)
{
    double x = area.left();
    double y = area.top();
    double rowHeight = 0;
    int inRow = 0;
    for (const QSizeF &size : sizes) {
        if (x > area.left() && (x + size.width() > area.right() || inRow == perRow)) {
            x = area.left();
            y += rowHeight + gapY;
            rowHeight = 0;
            inRow = 0;
        }
        ++inRow;
        if (boxes)
            boxes->emplace_back(QPointF(x, y), size);
        else if (size.width() > area.width())
            return false;
        x += size.width() + gapX;
        rowHeight = std::max(rowHeight, size.height());
    }
    return y + rowHeight <= area.bottom();
}

/// The stages `stage` is computed from, as the pipeline shows them.
std::vector<PipelineStage> inputsOf(PipelineStage stage)
{
    using S = PipelineStage;
    switch (stage) {
    case S::Queries:
    case S::Keys:
    case S::Values:
        return {S::Input};
    case S::Scores:
        return {S::Queries, S::Keys};
    case S::Scaled:
        return {S::Scores};
    case S::Mask:
        return {S::Scaled};
    case S::Weights:
        return {S::Scaled, S::Mask};
    case S::HeadOutput:
        return {S::Values, S::Weights};
    case S::Concat:
        return {S::HeadOutput};
    case S::OutputProjection:
        return {S::Concat};
    case S::Output:
        return {S::Concat, S::OutputProjection};
    default:
        return {};
    }
}

/// Keeps only `stage` and its inputs (in the pipeline's order); false, keeping every
/// stage, when `stage` is -1 or not in the picture.
bool keepFocusedStage(std::vector<ViewPanel> &panels, int stage)
{
    const auto shown = [&](int s) {
        return std::any_of(panels.begin(), panels.end(),
                           [s](const ViewPanel &panel) { return panel.stage == s; });
    };
    if (stage < 0 || !shown(stage))
        return false;
    const std::vector<PipelineStage> inputs = inputsOf(PipelineStage(stage));
    std::vector<ViewPanel> kept;
    for (ViewPanel &panel : panels) {
        if (panel.stage == stage
            || std::find(inputs.begin(), inputs.end(), PipelineStage(panel.stage)) != inputs.end())
            kept.push_back(std::move(panel));
    }
    panels = std::move(kept);
    return true;
}

/// Lays `panels` out in the view's heatmap area (zoomed by `zoom`, moved by `pan`), cells
/// as large as fit; returns the pixel size of the smallest numbers drawn (a large number
/// when no stage has numbers, 0 when some stage drops them).
double placePanels(ViewLayout &view, std::vector<ViewPanel> &panels, const ViewOptions &options,
                   int highlightedStage, bool focused, double zoom, const QPointF &pan,
                   double readable)
{
    for (ViewPanel &panel : panels) {
        if (options.fillArea)
            panel.spec.maxValueScale = 3;
    }
    std::vector<HeatmapMeasure> measures;
    const auto sizesFor = [&](double cell) {
        std::vector<QSizeF> sizes;
        for (std::size_t i = 0; i < panels.size(); ++i)
            sizes.push_back(heatmapSizeForCell(panels[i].spec, measures[i], cell));
        return sizes;
    };
    const QRectF area = viewspecs::zoomed(view.heatmapArea, zoom, pan);
    // In presentation mode the cells grow until the stages fill the screen.
    const double largestCell
        = options.fillArea ? std::max(area.width(), area.height()) : 44 * std::max(1.0, zoom);
    const QFont baseFont = view.font;
    // Whether every stage shows its numbers in cells of side `c`; `strict`: with at least
    // one decimal and at least `readable` pixels, as presentation mode wants them.
    const auto numbersFit = [&](double c, bool strict) {
        for (const ViewPanel &panel : panels) {
            if (!panel.spec.showValues)
                continue;
            const CellText text = cellTextFor(panel.spec, view.font, c);
            if (!text.visible)
                return false;
            if (strict && panel.spec.values
                && (text.decimals < std::min(1, cellDecimals())
                    || text.font.pixelSize() < readable))
                return false;
        }
        return true;
    };
    double gapX = 0;
    double gapY = 0;
    double cell = 0;
    int perRow = 0;
    struct Choice
    {
        QFont font;
        double cell = 0;
        int perRow = 0;
    } fallback, withNumbers;
    // Large presentation text on a small screen left no room for the cells: the stages'
    // text shrinks before the cells become too small for their numbers (or for the last
    // row to fit); the numbers themselves give up decimals first (cellTextFor()).
    // In presentation mode the numbers come first: the text may shrink further for them.
    const std::vector<double> factors = options.fillArea
                                            ? std::vector<double>{1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4}
                                            : std::vector<double>{1.0, 0.9, 0.8, 0.7};
    for (double factor : factors) {
        view.font = factor == 1.0 ? baseFont : scaledFont(baseFont, factor);
        measures.clear();
        for (const ViewPanel &panel : panels)
            measures.push_back(measureHeatmap(panel.spec, view.font));
        const double em = QFontMetricsF(view.font).height();
        gapX = 1.5 * em;
        gapY = 0.8 * em;
        // The number of stages per row whose cells come out largest: filling each row
        // greedily can leave a short last row that pushes the picture off the bottom, or
        // squeeze every stage into two rows of tiny cells under a tall banner.
        cell = 0;
        perRow = 0;
        for (int candidate = int(panels.size()); candidate >= 1; --candidate) {
            const auto fits
                = [&](double c) { return flow(sizesFor(c), area, gapX, gapY, nullptr, candidate); };
            const double c = viewspecs::largestFitting(1, largestCell, fits);
            if (c > cell && fits(c)) {
                cell = c;
                perRow = candidate;
            }
        }
        if (perRow > 0 && fallback.perRow == 0 && cell >= 8)
            fallback = {view.font, cell, perRow};
        if (perRow > 0 && withNumbers.perRow == 0 && numbersFit(cell, false))
            withNumbers = {view.font, cell, perRow};
        if (perRow > 0 && numbersFit(cell, options.fillArea))
            break;
        // None good enough: the largest text that still shows numbers, else the first that
        // fits at all.
        const Choice &best = withNumbers.perRow > 0 ? withNumbers : fallback;
        if (factor == factors.back() && best.perRow > 0) {
            view.font = best.font;
            cell = best.cell;
            perRow = best.perRow;
            gapX = 1.5 * QFontMetricsF(view.font).height();
            gapY = 0.8 * QFontMetricsF(view.font).height();
            measures.clear();
            for (const ViewPanel &panel : panels)
                measures.push_back(measureHeatmap(panel.spec, view.font));
        }
    }
    if (perRow == 0) {
        // Nothing fits even with one-pixel cells (huge text): the rows that end highest.
        cell = 1;
        double lowest = 0;
        for (int candidate = int(panels.size()); candidate >= 1; --candidate) {
            std::vector<QRectF> trial;
            flow(sizesFor(cell), area, gapX, gapY, &trial, candidate);
            double bottom = 0;
            double right = 0;
            for (const QRectF &box : trial) {
                bottom = std::max(bottom, box.bottom());
                right = std::max(right, box.right());
            }
            if (right <= area.right() && (perRow == 0 || bottom < lowest)) {
                lowest = bottom;
                perRow = candidate;
            }
        }
    }
    std::vector<QRectF> boxes;
    flow(sizesFor(cell), area, gapX, gapY, &boxes, perRow);
    for (std::size_t i = 0; i < panels.size(); ++i) {
        ViewPanel &panel = panels[i];
        panel.spec.maxCellSize = cell;
        // Predict, then reveal: the hidden stages and the marked guess stay bright.
        const bool predicting = panel.spec.concealed || panel.spec.guessCell.x() >= 0;
        if (highlightedStage >= 0 && panel.stage != highlightedStage && !focused && !predicting)
            panel.spec.dimmed = true;
        panel.layout = layoutHeatmap(panel.spec, boxes[i], view.font);
    }
    double smallest = 1e9;
    for (const ViewPanel &panel : panels) {
        if (panel.spec.showValues && panel.spec.values)
            smallest = std::min(smallest, panel.layout.valuesVisible
                                              ? double(panel.layout.valueFont.pixelSize())
                                              : 0.0);
    }
    return smallest;
}

} // namespace

ViewLayout layoutPipelineView(const QRectF &rect, const Snapshot &snapshot,
                              const ViewOptions &options, const QFont &font, int highlightedStage,
                              double zoom, const QPointF &pan, bool dark)
{
    ViewLayout view = viewspecs::startLayout(rect, snapshot, options, font, dark);
    if (!view.message.isEmpty())
        return view;
    std::vector<ViewPanel> panels = pipelinePanels(snapshot, options, dark, view);
    const bool focused = keepFocusedStage(panels, options.focusStage);
    // Presentation mode: a number at least 1/32 of the views' height tall (17 px at
    // 1024 x 768, 24 px at 1920 x 1080 below the banner) reads from a back row eight
    // screen heights away. When every stage at once cannot have that, the pipeline shows
    // the current stage with its inputs, larger (the walkthrough pages through the
    // stages), and if need be the stage alone.
    const double readable = options.fillArea ? std::max(14.0, rect.height() / 32) : 10.0;
    const std::vector<ViewPanel> all = panels;
    const QFont font0 = view.font;
    double smallest
        = placePanels(view, panels, options, highlightedStage, focused, zoom, pan, readable);
    if (options.fillArea && !focused && smallest < readable) {
        int stage = highlightedStage >= 0 ? highlightedStage : int(PipelineStage::Weights);
        for (int alone = 0; alone < 2 && smallest < readable; ++alone) {
            std::vector<ViewPanel> fewer = all;
            if (!keepFocusedStage(fewer, stage)
                && !keepFocusedStage(fewer, stage = int(PipelineStage::Weights)))
                break;
            // A hidden stage is a question: the class computes it from its inputs, which
            // stay beside it (smaller) rather than leave the screen.
            const bool asked = std::any_of(fewer.begin(), fewer.end(), [stage](const ViewPanel &p) {
                return p.stage == stage && p.spec.concealed;
            });
            if (alone && asked)
                break;
            if (alone)
                fewer.erase(
                    std::remove_if(fewer.begin(), fewer.end(),
                                   [stage](const ViewPanel &p) { return p.stage != stage; }),
                    fewer.end());
            view.font = font0;
            smallest = placePanels(view, fewer, options, -1, true, zoom, pan, readable);
            panels = std::move(fewer);
            view.pagedStage = stage;
        }
    }
    view.panels = std::move(panels);
    return view;
}

void paintPipeline(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                   const ViewOptions &options, int highlightedStage)
{
    paintViewLayout(painter,
                    layoutPipelineView(rect, snapshot, options, painter.font(), highlightedStage));
}

QSizeF pipelinePreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                             const QFont &base)
{
    const QFont font = viewFont(base, options);
    const double em = QFontMetricsF(font).height();
    const AttentionResult &result = snapshot.result;
    if (!result.ok || result.heads.empty())
        return QSizeF(36 * em, 12 * em);
    ViewLayout owner;
    const std::vector<ViewPanel> panels = pipelinePanels(snapshot, options, false, owner);
    int largest = 1;
    for (const ViewPanel &panel : panels)
        largest = std::max({largest, panel.spec.rows, panel.spec.columns});
    double cell = std::clamp(260.0 / largest, std::min(1.0, 300.0 / largest), 34.0);
    // Small matrices: cells large enough for their numbers at the chosen precision, so an
    // exported picture carries the values (up to 72 px cells).
    if (largest <= 12) {
        for (double c = cell; c <= 72; c += 2) {
            const bool all = std::all_of(panels.begin(), panels.end(), [&](const ViewPanel &p) {
                const CellText text = cellTextFor(p.spec, font, c);
                return !p.spec.showValues
                       || (text.visible && (!p.spec.values || text.decimals >= cellDecimals()));
            });
            if (all) {
                cell = c;
                break;
            }
        }
    }
    std::vector<QSizeF> sizes;
    double widest = 0;
    for (const ViewPanel &panel : panels) {
        sizes.push_back(heatmapSizeForCell(panel.spec, font, cell));
        widest = std::max(widest, sizes.back().width());
    }
    // Up to 110 ems wide (a 16:9 slide at the view's font), at least the widest stage.
    const double width = std::max(widest, 110 * em);
    std::vector<QRectF> boxes;
    flow(sizes, QRectF(0, 0, width, 1e9), 1.5 * em, 0.8 * em, &boxes);
    QRectF used;
    for (const QRectF &box : boxes)
        used |= box;
    const double margin = 1.2 * em;
    return QSizeF(std::ceil(used.width() + margin + 2), std::ceil(used.height() + margin + 2));
}

} // namespace attn::ui
