#pragma once

namespace attn::ui {

class PageRegistry;

/// "generate", made when first shown.
void registerGeneratePages(PageRegistry &pages);

} // namespace attn::ui
