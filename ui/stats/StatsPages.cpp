#include "StatsPages.h"

#include "PageRegistry.h"
#include "StatsPanel.h"
#include "SweepPanel.h"

namespace attn::ui {

void registerStatsPages(PageRegistry &pages)
{
    PageEntry stats;
    stats.id = QStringLiteral("statistics");
    stats.aliases = {QStringLiteral("stats")};
    stats.title = windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "S&tatistics"));
    stats.predict = PredictRole::HidesItself;
    // A SnapshotView: the window gives it the options and snapshots once made.
    stats.make = [](const PageContext &, QWidget *parent) {
        auto *panel = new StatsPanel(parent);
        panel->setAccessibleName(
            windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "Statistics")));
        return panel;
    };
    pages.add(stats);

    PageEntry sweep;
    sweep.id = QStringLiteral("sweep");
    sweep.title = windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "S&weep"));
    sweep.make = [](const PageContext &, QWidget *parent) {
        auto *panel = new SweepPanel(parent);
        panel->setAccessibleName(
            windowText(QT_TRANSLATE_NOOP("attn::ui::MainWindow", "d_k sweep")));
        return panel;
    };
    pages.add(sweep);
}

} // namespace attn::ui
