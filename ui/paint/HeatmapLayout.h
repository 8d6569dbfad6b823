#pragma once

// The layout of a heatmap (cells, labels, colour bar, legend), its colours and hit testing;
// painted by HeatmapPainter.h.

#include "ColorMaps.h"
#include "Types.h"

#include <QColor>
#include <QFont>
#include <QPoint>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace attn::ui {

/// How the numbers of a heatmap map to colours.
enum class HeatmapScale {
    Unit,   ///< a sequential map on the fixed range 0..1 (attention weights)
    Signed, ///< the diverging map centred on 0, symmetric range (scores, Q, K, V, ...)
    Mask    ///< the additive mask M: allowed cells are 0, blocked cells −∞ (no values)
};

/// Everything one heatmap shows. It points into a Snapshot that must outlive it.
struct HeatmapSpec
{
    QString title;                       ///< e.g. "Q·Kᵀ"; the shape "4×4" is added
    QString subtitle;                    ///< an optional second line, e.g. "÷ √3 = 1.732"
    const Matrix *values = nullptr;      ///< rows x columns; may be null for Mask
    const BoolMatrix *allowed = nullptr; ///< false: the cell is masked (hatched grey)
    /// The custom mask (false: blocked by hand, cross-hatched, "blocked by hand" in the
    /// legend and to a screen reader); null when there is none.
    const BoolMatrix *customMask = nullptr;
    const std::vector<int> *rowsWithoutKeys = nullptr; ///< rows that show "no valid keys"
    int rows = 0;
    int columns = 0;
    QStringList rowLabels;
    QStringList columnLabels;
    QString rowAxisTitle;    ///< e.g. "queries"; empty: none
    QString columnAxisTitle; ///< e.g. "keys"; empty: none
    HeatmapScale scale = HeatmapScale::Unit;
    ColorMapId sequentialMap = ColorMapId::Viridis; ///< the map of the Unit scale
    bool grayscale = false;                         ///< print: Signed uses the grayscale map too
    double range = 0;         ///< Signed: half-range of the colour bar; 0: max |value|
    int highlightRow = -1;    ///< a followed query row, outlined
    QPoint focusCell{-1, -1}; ///< x = column, y = row; outlined
    bool showColorBar = true;
    bool showValues = true; ///< numbers in the cells when they fit
    bool dimmed = false;    ///< drawn faint (a stage the walkthrough is not on, or skipped)
    bool darkBackground = false;
    double maxCellSize = 72;     ///< logical pixels
    double maxValueScale = 1.35; ///< the numbers' largest size, times the labels'
    /// Predict, then reveal: the cells are drawn blank with a "?" (no colour, no number,
    /// no colour bar) until the class has guessed.
    bool concealed = false;
    QPoint guessCell{-1, -1};  ///< the class's guess (x = column, y = row), dashed bars
    QPoint answerCell{-1, -1}; ///< the cell the guess is judged against, solid bars
    // What the layout would otherwise scan the matrices for, when known (the views take
    // them from the snapshot, which computes them once, off the GUI thread at large n).
    std::optional<double> valuesMaxAbs;   ///< max |value| of `values`
    std::optional<bool> anyMasked;        ///< `allowed` has a false cell
    std::optional<bool> anyBlockedByHand; ///< `customMask` has a false cell
};

/// Where the parts of one heatmap go inside a rectangle (see layoutHeatmap()).
struct HeatmapLayout
{
    QRectF bounds; ///< everything drawn
    QRectF titleRect;
    QRectF grid; ///< the cells
    QRectF rowLabelRect;
    QRectF columnLabelRect;
    QRectF colorBar;    ///< the gradient; empty when there is none
    QRectF legendRect;  ///< the "masked" swatch under the colour bar; may be empty
    QStringList legend; ///< the legend's entries (Mask scale: allowed, masked; blocked by hand)
    bool hasMasked = false;
    bool hasBlockedByHand = false; ///< the legend's last entry is the cross-hatched swatch
    double cell = 0;               ///< side of a (square) cell
    int rows = 0;
    int columns = 0;
    int rowLabelStep = 1; ///< every rowLabelStep-th label is drawn
    int columnLabelStep = 1;
    bool rotatedColumnLabels = false;
    double range = 1; ///< the colour scale's half-range (Signed) or 1
    QFont labelFont;
    QFont titleFont;
    QFont valueFont;
    bool valuesVisible = false;
    int valueDecimals = 3; ///< decimals of the numbers in the cells (fewer when cells are narrow)
};

/// What is under a point of a heatmap.
struct HeatmapHit
{
    enum Region { None, Cell, RowLabel, ColumnLabel };
    Region region = None;
    int row = -1;
    int column = -1;
};

/// Colours shared by every view, so the screen and every export agree.
namespace heatmapcolors {
QColor masked();    ///< grey fill of a masked cell: not a colour of any scale
QColor hatch();     ///< the hatch lines over it
QColor highlight(); ///< the followed query row (Okabe-Ito vermillion)
QColor text(bool dark);
QColor secondaryText(bool dark);
QColor background(bool dark);
} // namespace heatmapcolors

/// `base` at `factor` times its size, as a pixel size so that the screen, PNG, SVG and
/// PDF (different logical DPIs) lay text out identically.
QFont scaledFont(const QFont &base, double factor);

/// Lays `spec` out in `rect` with `font` (the view's font, already scaled): square cells
/// as large as fit (up to spec.maxCellSize), labels thinned, rotated or elided.
HeatmapLayout layoutHeatmap(const HeatmapSpec &spec, const QRectF &rect, const QFont &font);

/// How the numbers of a heatmap's cells are written at a cell size.
struct CellText
{
    bool visible = false; ///< false: no number fits, not even a whole one at 7 px
    int decimals = 3;     ///< cellDecimals(), or fewer where the cells are narrow
    QFont font;
};

/// The numbers in cells of side `cell`, sized to the cells: the chosen precision
/// (cellDecimals()) at the largest font that fits, and where even a small font does not,
/// fewer decimals (3, 2, 1, 0) before no numbers at all. `font` is the labels' font.
CellText cellTextFor(const HeatmapSpec &spec, const QFont &font, double cell);

/// The custom mask blocks the cell (drawn cross-hatched, named "blocked by hand").
bool blockedByHand(const HeatmapSpec &spec, int row, int column);
/// The custom mask blocks at least one cell: the legend has a "blocked by hand" entry.
bool hasBlockedByHand(const HeatmapSpec &spec);

/// The parts of a heatmap's layout that do not depend on the cell size (label widths,
/// colour bar, title): measure once, then size for many cell sizes cheaply.
struct HeatmapMeasure
{
    QFont labelFont;
    QFont titleFont;
    double em = 12;
    double pad = 5;
    double titleHeight = 0;
    double titleWidth = 0;
    double rowAxisWidth = 0;
    double columnAxisHeight = 0;
    double rowLabelWidth = 0;
    double columnLabelWidth = 0; ///< widest column label, capped
    double rightWidth = 0;       ///< colour bar and legend
    double legendHeight = 0;
    double range = 1;
    bool hasMasked = false;
};

HeatmapMeasure measureHeatmap(const HeatmapSpec &spec, const QFont &font);

/// The size `spec` takes with cells of side `cell`.
QSizeF heatmapSizeForCell(const HeatmapSpec &spec, const HeatmapMeasure &measure, double cell);
QSizeF heatmapSizeForCell(const HeatmapSpec &spec, const QFont &font, double cell);

/// The width a colour bar with its tick labels needs.
double colorBarWidth(HeatmapScale scale, double range, const QFont &font);

HeatmapHit hitTest(const HeatmapLayout &layout, const QPointF &point);
QRectF cellRect(const HeatmapLayout &layout, int row, int column);

/// The colour of `value` under `spec`'s scale (for tests and legends).
QColor heatmapColor(const HeatmapSpec &spec, double range, double value);

} // namespace attn::ui
