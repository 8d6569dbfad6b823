#pragma once

namespace attn::ui {

class PageRegistry;

/// "positions", made when first shown.
void registerPositionsPages(PageRegistry &pages);

} // namespace attn::ui
