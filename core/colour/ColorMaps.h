#pragma once

#include <array>
#include <cstdint>

namespace attn {

/// One colour of a colour map, 8 bits per channel (sRGB).
struct Rgb
{
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
};

/// The colour maps of the heatmaps. Sequential maps (viridis, cividis, grayscale) show
/// weights on a fixed 0..1 range; the diverging map shows signed matrices with 0 at its
/// white centre. Grayscale is for print. The numeric values are the indices that
/// ViewOptions::colorMap holds.
enum class ColorMapId { Viridis = 0, Cividis = 1, Diverging = 2, Grayscale = 3 };

constexpr int colorMapCount = 4;
constexpr int colorMapTableSize = 256;

using ColorMapTable = std::array<Rgb, colorMapTableSize>;

/// The colour at `t` in 0..1 (clamped; NaN gives the colour of 0), nearest table entry.
Rgb sample(ColorMapId map, double t);

/// The 256-entry table of `map`: entry i is the colour at t = i / 255.
const ColorMapTable &colorMapTable(ColorMapId map);

/// `index` (ViewOptions::colorMap) as a map; out of range gives viridis.
ColorMapId colorMapFromIndex(int index);

/// Whether the map is sequential (low to high) rather than diverging around 0.
bool isSequential(ColorMapId map);

/// Relative luminance (0 dark .. 1 light) of a colour, as WCAG 2 defines it: decides
/// whether text on a cell is drawn black or white.
double relativeLuminance(Rgb colour);

} // namespace attn
