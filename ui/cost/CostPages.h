#pragma once

#include <functional>

class QAction;

namespace attn::ui {

class PageRegistry;

/// "cost", made when first shown, and its pages "cost-of-n", "online-softmax", "stability"
/// and "precision". `computeInDouble` gives the switch of installComputeInDouble() when the
/// tab is made.
void registerCostPages(PageRegistry &pages, std::function<QAction *()> computeInDouble);

} // namespace attn::ui
