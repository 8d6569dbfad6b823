#pragma once

#include "CellFormula.h"
#include "HeatmapPainter.h"
#include "Snapshot.h"
#include "ViewOptions.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>
#include <vector>

class QPainter;

namespace attn::ui {

/// The stages of the formula softmax(Q·Kᵀ/√d_k + M)·V as the pipeline view shows them.
enum class PipelineStage {
    Input,            ///< X, the embeddings (self-attention mode)
    Queries,          ///< Q
    Keys,             ///< K
    Values,           ///< V
    Scores,           ///< Q·Kᵀ
    Scaled,           ///< ÷ √d_k
    Mask,             ///< + M
    Weights,          ///< softmax
    HeadOutput,       ///< weights·V
    Concat,           ///< heads side by side
    OutputProjection, ///< W_o
    Output,           ///< concat·W_o + b_o
    Count
};

/// One heatmap of a view, laid out, and what its cells mean (for tooltips and clicks).
struct ViewPanel
{
    HeatmapSpec spec;
    HeatmapLayout layout;
    CellKind kind = CellKind::Entry;
    int head = 0;
    int stage = -1;             ///< a PipelineStage, or -1
    QString name;               ///< the matrix's name, for CellKind::Entry
    bool rowsAreQueries = true; ///< a click on a row follows that query
};

/// A line of evidence under a heatmap: an invariant checked on the result, or a warning.
struct Badge
{
    enum Kind { Ok, Failed, Info, Warning };
    Kind kind = Info;
    QString text;
};

/// A whole view laid out in a rectangle: its heatmaps, badges and messages. Points into
/// the Snapshot it was built from, which must outlive it.
struct ViewLayout
{
    std::vector<ViewPanel> panels;
    std::vector<Badge> badges;
    QRectF badgeRect;
    QRectF heatmapArea;    ///< where the (zoomable) heatmaps go
    QRectF sharedColorBar; ///< heads view: one 0..1 bar for every head
    ColorMapId sharedMap = ColorMapId::Viridis;
    QString message;       ///< shown instead of the heatmaps (no result, engine error)
    QRectF bounds;
    QFont font;
    bool dark = false;
    std::vector<std::shared_ptr<Matrix>> ownedMatrices; ///< e.g. W_o in the engine's precision
};

/// The font every view draws with: `base` (the widget's or the application's font)
/// enlarged for legibility and by options.fontScale.
QFont viewFont(const QFont &base, const ViewOptions &options);

/// The head a single-head view shows: options.head, clamped to the snapshot's heads.
int shownHead(const Snapshot &snapshot, const ViewOptions &options);

// Layouts. `zoom` enlarges the heatmap area (the widget pans over it by `pan`); the
// badges stay in `rect`. `dark` picks colours for a dark background.
ViewLayout layoutWeightsView(const QRectF &rect, const Snapshot &snapshot,
                             const ViewOptions &options, const QFont &font, bool scores = false,
                             double zoom = 1, const QPointF &pan = QPointF(), bool dark = false);
ViewLayout layoutPipelineView(const QRectF &rect, const Snapshot &snapshot,
                              const ViewOptions &options, const QFont &font,
                              int highlightedStage = -1, double zoom = 1,
                              const QPointF &pan = QPointF(), bool dark = false);
ViewLayout layoutHeadsView(const QRectF &rect, const Snapshot &snapshot,
                           const ViewOptions &options, const QFont &font, double zoom = 1,
                           const QPointF &pan = QPointF(), bool dark = false);

/// Paints a laid-out view (panels clipped to its heatmap area, then badges).
void paintViewLayout(QPainter &painter, const ViewLayout &layout);

/// The badges of the weights (or scores) view: row sums, causal triangle, masked cells,
/// the engine's warnings.
std::vector<Badge> weightsBadges(const Snapshot &snapshot, const ViewOptions &options,
                                 bool scores = false);
double badgesHeight(const std::vector<Badge> &badges, double width, const QFont &font);
void paintBadges(QPainter &painter, const QRectF &rect, const std::vector<Badge> &badges,
                 const QFont &font, bool dark);
/// Where paintBadges() puts each badge's pill in `rect`.
std::vector<QRectF> badgePills(const std::vector<Badge> &badges, const QRectF &rect,
                               const QFont &font);
/// The text a pill of text width `width` shows: whole when it fits, elided otherwise.
QString badgeText(const Badge &badge, const QFontMetricsF &metrics, double width);

// One painter, every output: the widgets, PNG, SVG and PDF call these. The font is the
// painter's (set it to the widget's or the application's font first).
void paintWeights(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                  const ViewOptions &options);
void paintScores(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                 const ViewOptions &options);
void paintPipeline(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                   const ViewOptions &options, int highlightedStage = -1);
void paintHeads(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                const ViewOptions &options);

// The logical size (pixels at 96 dpi) each picture looks best at; `font` as for painting
// (default: the application's font).
QSizeF weightsPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                            const QFont &font = QFont());
QSizeF scoresPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                           const QFont &font = QFont());
QSizeF pipelinePreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                             const QFont &font = QFont());
QSizeF headsPreferredSize(const Snapshot &snapshot, const ViewOptions &options,
                          const QFont &font = QFont());

} // namespace attn::ui
