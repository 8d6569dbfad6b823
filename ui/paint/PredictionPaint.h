#pragma once

// Predict, then reveal, as a heatmap draws it: the cells hidden until the class has
// guessed, then the guess marked against the answer.

class QPainter;

namespace attn::ui {

struct HeatmapSpec;
struct HeatmapLayout;

/// Every cell in one neutral grey with a "?" where it fits (blocked cells stay hatched
/// grey, as the mask stage shows them): no colour and no number tells a value.
void paintConcealedCells(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout);

/// The guess (spec.guessCell) as dashed bars along its cell's top and bottom, the answer
/// (spec.answerCell) as solid ones (one cell both: the answer's on top, the guess's below),
/// each black and white so it shows on every colour; never over the cell's number.
void paintGuessMarks(QPainter &painter, const HeatmapSpec &spec, const HeatmapLayout &layout);

} // namespace attn::ui
