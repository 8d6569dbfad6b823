#include "CostPages.h"

#include "CostInstall.h"
#include "PageRegistry.h"

namespace attn::ui {

void registerCostPages(PageRegistry &pages, std::function<QAction *()> computeInDouble)
{
    PageEntry cost;
    cost.id = QStringLiteral("cost");
    cost.title = costTabText();
    cost.accessibleName = CostTabs::tr("Cost, online softmax and the numbers' limits");
    cost.make = [computeInDouble](const PageContext &context, QWidget *parent) {
        return makeCostTabs(context.document, computeInDouble(), parent);
    };
    pages.add(cost);
    // The Cost tab's own pages, in its order.
    const QString ids[] = {QStringLiteral("cost-of-n"), QStringLiteral("online-softmax"),
                           QStringLiteral("stability"), QStringLiteral("precision")};
    const QString titles[] = {CostTabs::tr("Cost of n"), CostTabs::tr("Online softmax"),
                              CostTabs::tr("Stability"), CostTabs::tr("Precision")};
    for (int i = 0; i < 4; ++i) {
        PageEntry page;
        page.id = ids[i];
        page.title = titles[i];
        page.parent = cost.id;
        page.find = [i](QWidget *parentWidget) -> QWidget * {
            auto *tabs = qobject_cast<CostTabs *>(parentWidget);
            return tabs ? tabs->widget(i) : nullptr;
        };
        pages.add(page);
    }
}

} // namespace attn::ui
