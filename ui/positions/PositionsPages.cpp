#include "PositionsPages.h"

#include "PageRegistry.h"
#include "PositionsTab.h"

namespace attn::ui {

void registerPositionsPages(PageRegistry &pages)
{
    PageEntry positions;
    positions.id = QStringLiteral("positions");
    positions.title = PositionsTab::tr("Positio&ns");
    positions.make = [](const PageContext &context, QWidget *parent) {
        return new PositionsTab(context.document, parent);
    };
    pages.add(positions);
}

} // namespace attn::ui
