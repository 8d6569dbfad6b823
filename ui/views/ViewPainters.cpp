#include "ViewPainters.h"

#include "ColorBar.h"
#include "HeatmapPainter.h"
#include "ViewBadges.h"
#include "ViewSpecs.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct ViewText
{
    Q_DECLARE_TR_FUNCTIONS(Views)
};

/// Room around every picture, in ems.
constexpr double marginEm = 0.6;

double emOf(const QFont &font)
{
    return QFontMetricsF(font).height();
}

/// The largest grid side a preferred size gives a matrix: big enough to read, small
/// enough that a 4x PNG of a 4096-token scenario still fits in memory.
double preferredCell(int rows, int columns, double target, double maxCell)
{
    const int n = std::max({rows, columns, 1});
    return std::min(maxCell, std::max(target / n, std::min(1.0, 1200.0 / n)));
}

} // namespace

ViewLayout layoutWeightsView(const QRectF &rect, const Snapshot &snapshot,
                             const ViewOptions &options, const QFont &font, bool scores,
                             double zoom, const QPointF &pan, bool dark)
{
    ViewLayout view = viewspecs::startLayout(rect, snapshot, options, font, dark);
    if (!view.message.isEmpty())
        return view;
    const double em = emOf(view.font);
    const QRectF inner = view.heatmapArea;
    // Hidden weights have no evidence to show either (a badge may quote them); their room
    // is kept, so that Reveal does not move the heatmap (it jumped aside in presentation).
    const std::vector<Badge> evidence = weightsBadges(snapshot, options, scores);
    if (!options.conceal || (scores && (!options.concealScores || options.showRawScores))
        || (!scores && options.showWeights))
        view.badges = evidence;
    ViewPanel panel;
    panel.head = shownHead(snapshot, options);
    panel.kind = scores ? CellKind::Score : CellKind::Weight;
    panel.spec = scores ? viewspecs::scoresSpec(snapshot, panel.head, options, dark)
                        : viewspecs::weightsSpec(snapshot, panel.head, options, dark);
    // In presentation mode the cells grow until the heatmap fills the screen.
    panel.spec.maxCellSize = options.fillArea ? std::max(inner.width(), inner.height()) * zoom
                                              : 96 * std::max(1.0, zoom);
    if (options.fillArea)
        panel.spec.maxValueScale = 3;
    // The badges under the heatmap, or (presentation mode, wide screen) beside it when that
    // gives the cells more room: a square heatmap leaves width over, a 1 x 2 one does not.
    const double sideWidth = std::min(0.3 * inner.width(), 30 * em);
    const double sideBadges = badgesHeight(evidence, sideWidth, view.font);
    const double badgesBelow = badgesHeight(evidence, inner.width(), view.font);
    const auto areaFor = [&](bool side) {
        QRectF area = inner;
        const double below = side ? 0.0 : badgesBelow;
        area.setHeight(std::max(0.0, inner.height() - below - (below > 0 ? 0.5 * em : 0)));
        if (side)
            area.setWidth(inner.width() - sideWidth - em);
        return area;
    };
    view.heatmapArea = areaFor(false);
    panel.layout
        = layoutHeatmap(panel.spec, viewspecs::zoomed(view.heatmapArea, zoom, pan), view.font);
    bool beside = false;
    if (options.fillArea && !evidence.empty() && sideBadges <= inner.height()) {
        const QRectF area = areaFor(true);
        const HeatmapLayout side
            = layoutHeatmap(panel.spec, viewspecs::zoomed(area, zoom, pan), view.font);
        if (side.cell > panel.layout.cell + 0.5) {
            beside = true;
            view.heatmapArea = area;
            panel.layout = side;
        }
    }
    const double badges = beside ? 0.0 : badgesBelow;

    if (beside) {
        const double top = std::min(panel.layout.grid.top(), inner.bottom() - sideBadges);
        const double left = std::min(panel.layout.bounds.right() + em, inner.right() - sideWidth);
        view.badgeRect = QRectF(left, std::max(inner.top(), top), sideWidth, sideBadges);
        view.panels.push_back(std::move(panel));
        return view;
    }
    // The badges sit right under the heatmap, starting at its left edge when they fit.
    double left = std::clamp(panel.layout.bounds.left(), inner.left(), inner.right());
    if (badgesHeight(view.badges, inner.right() - left, view.font) > badges + 0.5)
        left = inner.left();
    const double top = std::min(panel.layout.bounds.bottom() + 0.3 * em, inner.bottom() - badges);
    view.badgeRect = QRectF(left, std::max(inner.top(), top), inner.right() - left, badges);
    view.panels.push_back(std::move(panel));
    return view;
}

ViewLayout layoutHeadsView(const QRectF &rect, const Snapshot &snapshot, const ViewOptions &options,
                           const QFont &font, double zoom, const QPointF &pan, bool dark)
{
    ViewLayout view = viewspecs::startLayout(rect, snapshot, options, font, dark);
    if (!view.message.isEmpty())
        return view;
    const AttentionResult &result = snapshot.result;
    const double em = emOf(view.font);
    const int heads = int(result.heads.size());
    std::vector<ViewPanel> panels;
    for (int h = 0; h < heads; ++h) {
        ViewPanel panel;
        panel.head = h;
        panel.kind = CellKind::Weight;
        panel.spec = viewspecs::weightsSpec(snapshot, h, options, dark);
        panel.spec.title = ViewText::tr("Head %1 \u00b7 d_k = %2").arg(h + 1).arg(result.dK);
        panel.spec.subtitle.clear();
        panel.spec.showColorBar = false;
        if (heads > 1) {
            panel.spec.rowAxisTitle.clear();
            panel.spec.columnAxisTitle.clear();
        }
        if (options.fillArea)
            panel.spec.maxValueScale = 3;
        panels.push_back(std::move(panel));
    }

    const QRectF area = viewspecs::zoomed(view.heatmapArea, zoom, pan);
    const double barWidth = colorBarWidth(HeatmapScale::Unit, 1, view.font) + 0.6 * em;
    const double gap = em;
    const HeatmapMeasure measure = measureHeatmap(panels.front().spec, view.font);
    double best = 0;
    int bestColumns = 1;
    for (int columns = 1; columns <= heads; ++columns) {
        const int rows = (heads + columns - 1) / columns;
        const auto fits = [&](double cell) {
            const QSizeF size = heatmapSizeForCell(panels.front().spec, measure, cell);
            return columns * size.width() + (columns - 1) * gap + barWidth <= area.width()
                   && rows * size.height() + (rows - 1) * gap <= area.height();
        };
        const double largest
            = options.fillArea ? std::max(area.width(), area.height()) : 80 * std::max(1.0, zoom);
        const double cell = viewspecs::largestFitting(1, largest, fits);
        if (cell > best + 1e-6) {
            best = cell;
            bestColumns = columns;
        }
    }
    const QSizeF size = heatmapSizeForCell(panels.front().spec, measure, best);
    double right = area.left();
    for (int h = 0; h < heads; ++h) {
        ViewPanel &panel = panels[std::size_t(h)];
        panel.spec.maxCellSize = best;
        const QRectF box(area.left() + (h % bestColumns) * (size.width() + gap),
                         area.top() + (h / bestColumns) * (size.height() + gap), size.width(),
                         size.height());
        panel.layout = layoutHeatmap(panel.spec, box, view.font);
        const HeatmapLayout &layout = panel.layout;
        right = std::max(right, layout.legendRect.isEmpty() ? layout.grid.right()
                                                            : layout.legendRect.right());
    }
    const HeatmapLayout &first = panels.front().layout;
    view.sharedColorBar = QRectF(right + 0.6 * em, first.grid.top(), 0.9 * em,
                                 std::max(first.grid.height(), 5.5 * em));
    view.sharedMap = viewspecs::weightsMap(options);
    view.panels = std::move(panels);
    return view;
}

void paintViewLayout(QPainter &painter, const ViewLayout &view)
{
    painter.save();
    painter.setFont(view.font);
    if (!view.message.isEmpty()) {
        const double em = emOf(view.font);
        painter.setPen(heatmapcolors::text(view.dark));
        painter.drawText(view.bounds.adjusted(em, em, -em, -em), Qt::AlignCenter | Qt::TextWordWrap,
                         view.message);
        painter.restore();
        return;
    }
    painter.save();
    painter.setClipRect(view.heatmapArea, Qt::IntersectClip);
    for (const ViewPanel &panel : view.panels)
        paintHeatmap(painter, panel.spec, panel.layout);
    if (!view.sharedColorBar.isEmpty())
        paintColorBar(painter, view.sharedColorBar, HeatmapScale::Unit, view.sharedMap, 1,
                      view.font, view.dark);
    painter.restore();
    paintBadges(painter, view.badgeRect, view.badges, view.font, view.dark);
    painter.restore();
}

void paintWeights(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                  const ViewOptions &options)
{
    paintViewLayout(painter, layoutWeightsView(rect, snapshot, options, painter.font(), false));
}

void paintScores(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                 const ViewOptions &options)
{
    paintViewLayout(painter, layoutWeightsView(rect, snapshot, options, painter.font(), true));
}

void paintHeads(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                const ViewOptions &options)
{
    paintViewLayout(painter, layoutHeadsView(rect, snapshot, options, painter.font()));
}

namespace {

QSizeF singlePreferredSize(const Snapshot &snapshot, const ViewOptions &options, const QFont &base,
                           bool scores)
{
    const QFont font = viewFont(base, options);
    const double em = emOf(font);
    const double margin = 2 * marginEm * em;
    const AttentionResult &result = snapshot.result;
    if (!result.ok || result.heads.empty())
        return QSizeF(36 * em, 12 * em);
    const int head = shownHead(snapshot, options);
    const HeatmapSpec spec = scores ? viewspecs::scoresSpec(snapshot, head, options, false)
                                    : viewspecs::weightsSpec(snapshot, head, options, false);
    const QSizeF heatmap
        = heatmapSizeForCell(spec, font, preferredCell(spec.rows, spec.columns, 560, 88));
    const double width = std::max(heatmap.width(), 34 * em);
    const double badges = badgesHeight(weightsBadges(snapshot, options, scores), width, font);
    return QSizeF(std::ceil(width + margin),
                  std::ceil(heatmap.height() + (badges > 0 ? badges + 0.5 * em : 0) + margin));
}

} // namespace

QSizeF weightsPreferredSize(const Snapshot &snapshot, const ViewOptions &options, const QFont &font)
{
    return singlePreferredSize(snapshot, options, font, false);
}

QSizeF scoresPreferredSize(const Snapshot &snapshot, const ViewOptions &options, const QFont &font)
{
    return singlePreferredSize(snapshot, options, font, true);
}

QSizeF headsPreferredSize(const Snapshot &snapshot, const ViewOptions &options, const QFont &base)
{
    const QFont font = viewFont(base, options);
    const double em = emOf(font);
    const AttentionResult &result = snapshot.result;
    if (!result.ok || result.heads.empty())
        return QSizeF(36 * em, 12 * em);
    const int heads = int(result.heads.size());
    const int columns = heads <= 3 ? heads : int(std::ceil(std::sqrt(double(heads))));
    const int rows = (heads + columns - 1) / columns;
    HeatmapSpec spec = viewspecs::weightsSpec(snapshot, 0, options, false);
    spec.title = ViewText::tr("Head %1 \u00b7 d_k = %2").arg(heads).arg(result.dK);
    spec.subtitle.clear();
    spec.showColorBar = false;
    if (heads > 1) {
        spec.rowAxisTitle.clear();
        spec.columnAxisTitle.clear();
    }
    const double target = heads > 1 ? 360 : 560;
    const QSizeF size = heatmapSizeForCell(
        spec, font, preferredCell(spec.rows, spec.columns, target, heads > 1 ? 64 : 88));
    const double bar = colorBarWidth(HeatmapScale::Unit, 1, font) + 0.6 * em;
    const double margin = 2 * marginEm * em;
    // A little slack so that the layout's search finds the same cell size again.
    return QSizeF(std::ceil(columns * size.width() + (columns - 1) * em + bar + margin + 2),
                  std::ceil(rows * size.height() + (rows - 1) * em + margin + 2));
}

} // namespace attn::ui
