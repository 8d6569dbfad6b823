// The backward picture: the forward stages the loss reads over the gradients that flow
// back through them, for the head the views show.

#include "BackwardPainter.h"

#include "NumberFormat.h"
#include "ViewBadges.h"
#include "ViewPainters.h"
#include "ViewSpecs.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct BackwardText
{
    Q_DECLARE_TR_FUNCTIONS(Backward)
};

using viewspecs::indexLabels;
using viewspecs::signedSpec;
using viewspecs::toStringList;

std::shared_ptr<Matrix> own(ViewLayout &view, const MatrixD &values)
{
    auto matrix = std::make_shared<Matrix>(values.cast<Scalar>());
    view.ownedMatrices.push_back(matrix);
    return matrix;
}

double maxAbs(const MatrixD &matrix)
{
    return matrix.size() > 0 ? matrix.cwiseAbs().maxCoeff() : 0.0;
}

ViewPanel panelOf(BackwardStage stage, CellKind kind, HeatmapSpec spec, const QString &subtitle,
                  int head, bool rowsAreQueries)
{
    ViewPanel panel;
    panel.stage = int(stage);
    panel.kind = kind;
    panel.head = head;
    panel.name = spec.title;
    panel.spec = std::move(spec);
    panel.spec.subtitle = subtitle;
    panel.rowsAreQueries = rowsAreQueries;
    return panel;
}

/// The two rows of the picture: forward stages, then gradients.
std::vector<std::vector<ViewPanel>>
backwardPanels(const Snapshot &snapshot, const ViewOptions &options, bool dark, ViewLayout &view)
{
    const AttentionResult &result = snapshot.result;
    const Snapshot::Backward &b = *snapshot.backward;
    const int head = shownHead(snapshot, options);
    const HeadGradients &g = b.gradients.heads[std::size_t(head)];
    const QStringList queries = toStringList(snapshot.queryLabels);
    const QStringList keys = toStringList(snapshot.keyLabels);
    const QStringList outputs = indexLabels(int(result.output.cols()));
    const QString headSuffix
        = result.numHeads > 1 ? BackwardText::tr(", head %1").arg(head + 1) : QString();

    std::vector<ViewPanel> forward;
    HeatmapSpec scaled = viewspecs::scoresSpec(snapshot, head, options, dark);
    scaled.values = &snapshot.scaledScores(head);
    scaled.title = QStringLiteral("s") + headSuffix;
    scaled.rowAxisTitle.clear();
    scaled.columnAxisTitle.clear();
    const QString divisor = viewspecs::divisorText(snapshot);
    forward.push_back(panelOf(BackwardStage::Scaled, CellKind::Scaled, scaled,
                              divisor.isEmpty() ? BackwardText::tr("scores softmax saw, unscaled")
                                                : BackwardText::tr("scores softmax saw: Q·K"
                                                                   "ᵀ %1")
                                                      .arg(divisor),
                              head, true));
    HeatmapSpec weights = viewspecs::weightsSpec(snapshot, head, options, dark);
    weights.title = QStringLiteral("p = softmax") + headSuffix;
    weights.rowAxisTitle.clear();
    weights.columnAxisTitle.clear();
    forward.push_back(panelOf(BackwardStage::Weights, CellKind::Weight, weights,
                              BackwardText::tr("weights"), head, true));
    forward.push_back(panelOf(
        BackwardStage::Output, CellKind::FinalOutput,
        signedSpec(BackwardText::tr("output"), result.output, queries, outputs, options, dark),
        BackwardText::tr("what the pipeline gives"), head, true));
    const std::shared_ptr<Matrix> target = own(view, *snapshot.scenario.target);
    forward.push_back(
        panelOf(BackwardStage::Target, CellKind::Entry,
                signedSpec(BackwardText::tr("target"), *target, queries, outputs, options, dark),
                BackwardText::tr("what the loss asks for"), head, true));
    // Output and target on one scale: equal colours mean nothing to learn there.
    const double outputRange
        = std::max(double(result.output.cwiseAbs().maxCoeff()), maxAbs(*snapshot.scenario.target));
    forward[2].spec.range = outputRange;
    forward[3].spec.range = outputRange;
    forward[2].spec.showColorBar = false; // the target's bar beside it is the output's too

    std::vector<ViewPanel> gradients;
    const std::shared_ptr<Matrix> dOutput = own(view, b.gradients.dOutput);
    gradients.push_back(
        panelOf(BackwardStage::DOutput, CellKind::Entry,
                signedSpec(QStringLiteral("d output"), *dOutput, queries, outputs, options, dark),
                BackwardText::tr("= output − target"), head, true));
    const std::shared_ptr<Matrix> dWeights = own(view, g.dWeights);
    gradients.push_back(panelOf(
        BackwardStage::DWeights, CellKind::Entry,
        signedSpec(QStringLiteral("d p") + headSuffix, *dWeights, queries, keys, options, dark),
        result.numHeads > 1 || snapshot.scenario.mode == Mode::SelfAttention
            ? BackwardText::tr("d pᵢⱼ = d oᵢ · vⱼ (o: this "
                               "head's output)")
            : BackwardText::tr("d pᵢⱼ = d oᵢ · vⱼ"),
        head, true));
    const std::shared_ptr<Matrix> dScores = own(view, g.dScores);
    gradients.push_back(panelOf(
        BackwardStage::DScores, CellKind::Entry,
        signedSpec(QStringLiteral("d s") + headSuffix, *dScores, queries, keys, options, dark),
        QStringLiteral("= p ∘ (d p − (p · d p))"), head, true));
    // d p and d s on one colour scale: where softmax saturates, d s fades to white.
    const double gradientRange = std::max(maxAbs(g.dWeights), maxAbs(g.dScores));
    for (std::size_t i = 1; i < gradients.size(); ++i) {
        gradients[i].spec.range = gradientRange > 0 ? gradientRange : 1e-300;
        gradients[i].spec.showColorBar = i == 1; // d s: "same colour scale as d p"
        gradients[i].spec.allowed = &result.allowed;
        gradients[i].spec.customMask = snapshot.scenario.mask ? &*snapshot.scenario.mask : nullptr;
    }
    for (std::vector<ViewPanel> *row : {&forward, &gradients}) {
        for (ViewPanel &panel : *row)
            panel.spec.highlightRow = options.highlightRow;
    }
    return {forward, gradients};
}

std::vector<Badge> lossBadges(const Snapshot &snapshot)
{
    const Gradients &g = snapshot.backward->gradients;
    std::vector<Badge> badges;
    badges.push_back({Badge::Info, BackwardText::tr("loss = 0.5 · Σ (output − "
                                                    "target)² = %1")
                                       .arg(formatNumber(g.loss, NumberStyle::Formula))});
    badges.push_back({Badge::Info, BackwardText::tr("d p and d s on one colour scale")});
    badges.push_back({Badge::Info, BackwardText::tr("masked cells get exactly 0 gradient")});
    return badges;
}

} // namespace

ViewLayout layoutBackwardView(const QRectF &rect, const Snapshot &snapshot,
                              const ViewOptions &options, const QFont &font, double zoom,
                              const QPointF &pan, bool dark)
{
    ViewLayout view = viewspecs::startLayout(rect, snapshot, options, font, dark);
    if (!view.message.isEmpty())
        return view;
    if (!snapshot.scenario.target) {
        view.message = BackwardText::tr("No target, so no loss and no gradients yet.");
        return view;
    }
    if (!snapshot.backward || !snapshot.backward->gradients.ok) {
        const std::string error
            = snapshot.backward ? snapshot.backward->gradients.error : std::string();
        view.message = BackwardText::tr("No gradients: %1").arg(QString::fromStdString(error));
        return view;
    }
    const double em = QFontMetricsF(view.font).height();
    const QRectF inner = view.heatmapArea;
    view.badges = lossBadges(snapshot);
    const double badges = badgesHeight(view.badges, inner.width(), view.font);
    view.badgeRect = QRectF(inner.left(), inner.top(), inner.width(), badges);
    view.heatmapArea = inner.adjusted(0, badges + 0.5 * em, 0, 0);

    const std::vector<std::vector<ViewPanel>> twoRows
        = backwardPanels(snapshot, options, dark, view);
    // Two rows (forward over backward) or, when that leaves small cells, three following the
    // story: s, p / output, target, d output / d p, d s.
    const std::vector<std::vector<ViewPanel>> threeRows
        = {{twoRows[0][0], twoRows[0][1]},
           {twoRows[0][2], twoRows[0][3], twoRows[1][0]},
           {twoRows[1][1], twoRows[1][2]}};
    const QRectF area = viewspecs::zoomed(view.heatmapArea, zoom, pan);
    const double gapX = 1.5 * em;
    const double gapY = 0.8 * em;
    const double largest
        = options.fillArea ? std::max(area.width(), area.height()) : 56 * std::max(1.0, zoom);
    const auto bestCell = [&](const std::vector<std::vector<ViewPanel>> &rows) {
        std::vector<std::vector<HeatmapMeasure>> measures;
        for (const auto &row : rows) {
            measures.emplace_back();
            for (const ViewPanel &panel : row)
                measures.back().push_back(measureHeatmap(panel.spec, view.font));
        }
        const auto fits = [&](double cell) {
            double height = 0;
            for (std::size_t r = 0; r < rows.size(); ++r) {
                double width = 0;
                double rowHeight = 0;
                for (std::size_t i = 0; i < rows[r].size(); ++i) {
                    const QSizeF size = heatmapSizeForCell(rows[r][i].spec, measures[r][i], cell);
                    width += size.width() + (i > 0 ? gapX : 0);
                    rowHeight = std::max(rowHeight, size.height());
                }
                if (width > area.width())
                    return false;
                height += rowHeight + (r > 0 ? gapY : 0);
            }
            return height <= area.height();
        };
        const double cell = viewspecs::largestFitting(1, largest, fits);
        return fits(cell) ? cell : 0.0;
    };
    const double twoCell = bestCell(twoRows);
    const double threeCell = bestCell(threeRows);
    std::vector<std::vector<ViewPanel>> rows = threeCell > twoCell ? threeRows : twoRows;
    const double cell = std::max({1.0, twoCell, threeCell});
    std::vector<std::vector<HeatmapMeasure>> measures;
    for (const auto &row : rows) {
        measures.emplace_back();
        for (const ViewPanel &panel : row)
            measures.back().push_back(measureHeatmap(panel.spec, view.font));
    }
    double y = area.top();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double x = area.left();
        double rowHeight = 0;
        for (std::size_t i = 0; i < rows[r].size(); ++i) {
            ViewPanel &panel = rows[r][i];
            panel.spec.maxCellSize = cell;
            const QSizeF size = heatmapSizeForCell(panel.spec, measures[r][i], cell);
            panel.layout = layoutHeatmap(panel.spec, QRectF(QPointF(x, y), size), view.font);
            x += size.width() + gapX;
            rowHeight = std::max(rowHeight, size.height());
            view.panels.push_back(std::move(panel));
        }
        y += rowHeight + gapY;
    }
    return view;
}

void paintBackward(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                   const ViewOptions &options)
{
    paintViewLayout(painter, layoutBackwardView(rect, snapshot, options, painter.font()));
}

QSizeF backwardPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                             const QFont &base)
{
    const QFont font = viewFont(base, options);
    const double em = QFontMetricsF(font).height();
    const int n = std::max({1, snapshot.result.nQueries, snapshot.result.nKeys});
    const double cell = std::clamp(240.0 / n, 4.0, 40.0);
    return QSizeF(std::ceil(4 * (n * cell + 8 * em)), std::ceil(2 * (n * cell + 6 * em) + 3 * em));
}

} // namespace attn::ui
