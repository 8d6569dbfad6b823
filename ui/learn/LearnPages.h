#pragma once

namespace attn::ui {

class PageRegistry;

/// "backward" (made with the window) and "learn" (made when first shown).
void registerLearnPages(PageRegistry &pages);

} // namespace attn::ui
