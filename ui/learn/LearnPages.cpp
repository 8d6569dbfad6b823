#include "LearnPages.h"

#include "BackwardPanel.h"
#include "BackwardView.h"
#include "LearnPanel.h"
#include "PageRegistry.h"

namespace attn::ui {

void registerLearnPages(PageRegistry &pages)
{
    PageEntry backward;
    backward.id = QStringLiteral("backward");
    backward.title = windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Backward"));
    backward.eager = true;
    backward.make = [](const PageContext &context, QWidget *parent) {
        auto *panel = new BackwardPanel(context.document, parent);
        context.followOptions(panel,
                              [panel](const ViewOptions &options) { panel->setOptions(options); });
        QObject::connect(panel->view(), &SnapshotView::statusMessage, panel, context.status);
        return panel;
    };
    pages.add(backward);

    PageEntry learn;
    learn.id = QStringLiteral("learn");
    learn.title = windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Le&arn"));
    learn.make = [](const PageContext &context, QWidget *parent) {
        auto *panel = new LearnPanel(context.document, parent);
        QObject::connect(panel, &LearnPanel::scenarioOpened, panel,
                         [show = context.showPage] { show(QStringLiteral("weights")); });
        return panel;
    };
    pages.add(learn);
}

} // namespace attn::ui
