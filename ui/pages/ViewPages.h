#pragma once

namespace attn::ui {

class PageRegistry;

/// The heatmap views of ui/views, made with the window: "weights", "scores", "pipeline",
/// "heads".
void registerViewPages(PageRegistry &pages);

} // namespace attn::ui
