#pragma once

namespace attn::ui {

/// How views draw a snapshot; shared by the screen and every export.
struct ViewOptions
{
    int head = 0;                ///< which head the single-head views show
    bool allHeads = false;       ///< the head selector's "all heads"
    int highlightRow = -1;       ///< query row followed through every stage, -1: none
    bool lockScoreScale = false; ///< one colour scale across scores, scaled and mask stages
    int colorMap = 0;            ///< index into attn::colormaps (0: viridis)
    double fontScale = 1.0;      ///< presentation mode enlarges text
    /// Presentation mode: the cells grow to fill the whole area (no size cap), so the
    /// picture uses the whole screen at any resolution.
    bool fillArea = false;
    /// The pipeline shows this stage (a PipelineStage) alone, large, with its inputs beside
    /// it; -1: every stage.
    int focusStage = -1;
};

} // namespace attn::ui
