#pragma once

#include <QPoint>

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
    /// Predict, then reveal: the weights and the outputs are hidden (no colour, number,
    /// tooltip or spoken value) until the class has guessed.
    bool conceal = false;
    /// With `conceal`: the scores and the divided scores are hidden too (a lesson question
    /// asks for one of them).
    bool concealScores = false;
    /// With `concealScores`: the raw scores are shown, only the divided ones hidden (a raw
    /// score was answered, a divided score is still to be asked).
    bool showRawScores = false;
    /// With `conceal`: the weights are shown, only the outputs hidden (a weight was answered,
    /// or an output is asked: it is computed from the weights).
    bool showWeights = false;
    /// After the reveal: the guess (x = key, y = query) and the cell it is judged against
    /// in head `guessHead`'s weights; (-1, -1): none.
    int guessHead = 0;
    QPoint guessCell{-1, -1};
    QPoint answerCell{-1, -1};
};

} // namespace attn::ui
