#pragma once

namespace attn::ui {

/// Lets the export library draw the Window view (`--export --view window`, File > Export):
/// hands it a factory that builds a MainWindow on the scenario. Call once at start.
void installWindowExport();

} // namespace attn::ui
