#pragma once

namespace attn::ui {

class PageRegistry;

/// "statistics" (alias "stats") and "sweep", made when first shown.
void registerStatsPages(PageRegistry &pages);

} // namespace attn::ui
