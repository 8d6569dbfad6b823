#pragma once

// The data of a laid-out view: its heatmap panels, badges and messages.

#include "CellFormula.h"
#include "HeatmapLayout.h"
#include "Types.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

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
    QString message; ///< shown instead of the heatmaps (no result, engine error)
    /// Pipeline in presentation mode: every stage at once left the numbers too small to
    /// read from a back row, so only this stage (and its inputs) is shown; -1: all are.
    int pagedStage = -1;
    QRectF bounds;
    QFont font;
    bool dark = false;
    std::vector<std::shared_ptr<Matrix>> ownedMatrices; ///< e.g. W_o in the engine's precision
};

} // namespace attn::ui
