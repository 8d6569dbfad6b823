#include "ViewPages.h"

#include "HeadsView.h"
#include "PageRegistry.h"
#include "PipelineView.h"
#include "WeightsView.h"

namespace attn::ui {

namespace {

/// A view made with the window, named for a screen reader.
PageEntry viewPage(const QString &id, const char *title, const char *accessibleName,
                   PredictRole predict, std::function<QWidget *(QWidget *)> make)
{
    PageEntry entry;
    entry.id = id;
    entry.title = windowText(title);
    entry.eager = true;
    entry.predict = predict;
    const QString name = windowText(accessibleName);
    entry.make = [make, name](const PageContext &, QWidget *parent) {
        QWidget *view = make(parent);
        view->setAccessibleName(name);
        return view;
    };
    return entry;
}

} // namespace

void registerViewPages(PageRegistry &pages)
{
    pages.add(
        viewPage(QStringLiteral("weights"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Weights"),
                 QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Attention weights heatmap"),
                 PredictRole::TakesGuess, [](QWidget *parent) { return new WeightsView(parent); }));
    pages.add(viewPage(
        QStringLiteral("scores"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "S&cores Q·Kᵀ"),
        QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Scores heatmap"), PredictRole::HidesItself,
        [](QWidget *parent) { return new WeightsView(WeightsView::Content::Scores, parent); }));
    pages.add(viewPage(
        QStringLiteral("pipeline"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Pipeline"),
        QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Every stage of the formula"),
        PredictRole::HidesItself, [](QWidget *parent) { return new PipelineView(parent); }));
    pages.add(viewPage(QStringLiteral("heads"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Heads"),
                       QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Weights of every head"),
                       PredictRole::TakesGuess,
                       [](QWidget *parent) { return new HeadsView(parent); }));
}

} // namespace attn::ui
