#pragma once

#include <QString>

class QPalette;

namespace attn::ui {

/// The application's colour theme (View > Theme). System keeps the desktop's palette;
/// Light and Dark use the Fusion style with a palette of their own.
enum class Theme { System = 0, Light = 1, Dark = 2 };

/// Whether `palette` is a dark one. Qt 6.4 has no QStyleHints::colorScheme (6.5), so this
/// compares the lightness of the window colour with that of its text.
bool isDarkPalette(const QPalette &palette);

/// The palette of a theme (System: the palette the application started with).
QPalette themePalette(Theme theme);

/// Applies `theme` to the whole application (style and palette) and remembers the choice.
void applyTheme(Theme theme);

/// The theme last chosen (QSettings), System when none was.
Theme savedTheme();

/// The colour map last chosen (an attn::ColorMapId index, QSettings), `fallback` if none.
int savedColorMap(int fallback);
void saveColorMap(int colorMap);

} // namespace attn::ui
