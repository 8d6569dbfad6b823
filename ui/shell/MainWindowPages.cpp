// MainWindow: the view and editor pages made when first shown (LazyPage), wired to the
// document and the window when they are made, so they show the current numbers and options.

#include "MainWindow.h"

#include "CostInstall.h"
#include "DirectPanel.h"
#include "Document.h"
#include "GenerateView.h"
#include "KeyboardAccess.h"
#include "LazyPage.h"
#include "LearnPanel.h"
#include "PositionsTab.h"
#include "ProjectionsPanel.h"
#include "StatsPanel.h"
#include "SweepPanel.h"

#include <QAction>
#include <QTabWidget>

namespace attn::ui {

void MainWindow::wireSnapshotView(SnapshotView *view)
{
    connect(view, &SnapshotView::statusMessage, this, [this](const QString &text) {
        m_viewFormula = text;
        showMessage(text);
    });
    connect(view, &SnapshotView::queryRowActivated, this, &MainWindow::onQueryRowActivated);
    connect(view, &SnapshotView::cellToggleRequested, this, &MainWindow::onCellToggleRequested);
}

LazyPage *MainWindow::addLazyPage(const std::function<QWidget *(QWidget *)> &make,
                                  const QString &tabText)
{
    LazyPage *page = makeLazyPage(make);
    m_viewTabs->addTab(page, tabText);
    return page;
}

LazyPage *MainWindow::makeLazyPage(const std::function<QWidget *(QWidget *)> &make)
{
    auto *page = new LazyPage(make);
    connect(page, &LazyPage::built, this, [page](QWidget *widget) {
        // As if made at start: Tab leaves its tables, and reaches it after the page's place.
        letTabLeaveItemViews(widget);
        QWidget::setTabOrder(page, widget);
    });
    return page;
}

StatsPanel *MainWindow::statsPanel() const
{
    m_statsPage->widget();
    return m_stats;
}

SweepPanel *MainWindow::sweepPanel() const
{
    m_sweepPage->widget();
    return m_sweep;
}

void MainWindow::addStatsPage()
{
    m_statsPage = addLazyPage(
        [this](QWidget *parent) {
            m_stats = new StatsPanel(parent);
            m_stats->setAccessibleName(tr("Statistics"));
            m_stats->setOptions(m_options);
            m_stats->setSnapshot(m_document->snapshot());
            wireSnapshotView(m_stats);
            return m_stats;
        },
        tr("S&tatistics"));
}

void MainWindow::addSweepPage()
{
    m_sweepPage = addLazyPage(
        [this](QWidget *parent) {
            m_sweep = new SweepPanel(parent);
            m_sweep->setAccessibleName(tr("d_k sweep"));
            return m_sweep;
        },
        tr("S&weep"));
}

void MainWindow::addLearnPage()
{
    addLazyPage(
        [this](QWidget *parent) {
            auto *learn = new LearnPanel(m_document, parent);
            connect(learn, &LearnPanel::scenarioOpened, this,
                    [this] { showView(ViewTab::Weights); });
            return learn;
        },
        tr("Le&arn"));
}

void MainWindow::addGeneratePositionsPages()
{
    addLazyPage([this](QWidget *parent) { return new GenerateView(m_document, parent); },
                GenerateView::tr("&Generate"));
    addLazyPage([this](QWidget *parent) { return new PositionsTab(m_document, parent); },
                PositionsTab::tr("Positio&ns"));
}

/// The Cost tab, made when first shown; Compute in Double and the float32 warning are made now.
/// Turning Compute in Double on shows its comparison: the Cost tab's Precision page.
void MainWindow::addCostPage()
{
    QAction *inDouble = installComputeInDouble(this, m_document, m_viewMenu);
    LazyPage *page = addLazyPage(
        [this, inDouble](QWidget *parent) { return makeCostTabs(m_document, inDouble, parent); },
        costTabText());
    page->setAccessibleName(CostTabs::tr("Cost, online softmax and the numbers' limits"));
    connect(inDouble, &QAction::toggled, this, [this, page](bool on) {
        if (!on)
            return;
        static_cast<CostTabs *>(page->widget())->showPrecision();
        m_viewTabs->setCurrentWidget(page);
    });
}

ProjectionsPanel *MainWindow::projectionsPanel() const
{
    return static_cast<ProjectionsPanel *>(m_projectionsPage->widget());
}

DirectPanel *MainWindow::directPanel() const
{
    return static_cast<DirectPanel *>(m_directPage->widget());
}

} // namespace attn::ui
