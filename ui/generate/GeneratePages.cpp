#include "GeneratePages.h"

#include "GenerateView.h"
#include "PageRegistry.h"

namespace attn::ui {

void registerGeneratePages(PageRegistry &pages)
{
    PageEntry generate;
    generate.id = QStringLiteral("generate");
    generate.title = GenerateView::tr("&Generate");
    generate.make = [](const PageContext &context, QWidget *parent) {
        return new GenerateView(context.document, parent);
    };
    pages.add(generate);
}

} // namespace attn::ui
