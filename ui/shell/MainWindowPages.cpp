// MainWindow: the view tabs from the page registry (ui/pages), each made when first shown
// (LazyPage) unless start-up needs it, and wired to the window when it is made, so it shows
// the current numbers and options; the editors' projections and Q, K, V pages.

#include "MainWindow.h"

#include "Announcer.h"
#include "CostInstall.h"
#include "CostPages.h"
#include "DirectPanel.h"
#include "Document.h"
#include "GeneratePages.h"
#include "HeadsView.h"
#include "KeyboardAccess.h"
#include "LazyPage.h"
#include "LearnPages.h"
#include "PipelineView.h"
#include "PositionsPages.h"
#include "ProjectionsPanel.h"
#include "StatsPages.h"
#include "StatsPanel.h"
#include "SweepPanel.h"
#include "ViewPages.h"
#include "WeightsView.h"

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

PageContext MainWindow::pageContext()
{
    PageContext context;
    context.document = m_document;
    context.viewOptions = [this] { return m_options; };
    context.followOptions
        = [this](QObject *receiver, std::function<void(const ViewOptions &)> follow) {
              connect(this, &MainWindow::viewOptionsChanged, receiver, std::move(follow));
          };
    context.status = [this](const QString &text) { showMessage(text); };
    context.announce = [this](const QString &text) {
        if (m_announcer)
            m_announcer->announce(text);
    };
    context.showPage = [this](const QString &id) { showView(id); };
    return context;
}

void MainWindow::adoptPage(QWidget *widget)
{
    // A SnapshotView gets the options and snapshots from the window (onSnapshot).
    auto *view = qobject_cast<SnapshotView *>(widget);
    if (!view)
        return;
    view->setOptions(m_options);
    view->setSnapshot(m_document->snapshot());
    wireSnapshotView(view);
    m_snapshotViews << view;
}

void MainWindow::addPages()
{
    registerViewPages(m_pages);
    registerStatsPages(m_pages);
    registerLearnPages(m_pages);
    registerGeneratePages(m_pages);
    registerPositionsPages(m_pages);
    registerCostPages(m_pages, [this] { return m_computeInDouble; });

    const PageContext context = pageContext();
    const QList<const PageEntry *> tabs = m_pages.tabs();
    for (const PageEntry *entry : tabs) {
        QWidget *page = nullptr;
        if (entry->eager) {
            page = entry->make(context, this);
            adoptPage(page);
        } else {
            page = makeLazyPage([this, make = entry->make, context](QWidget *parent) {
                QWidget *widget = make(context, parent);
                adoptPage(widget);
                return widget;
            });
        }
        if (!entry->accessibleName.isEmpty())
            page->setAccessibleName(entry->accessibleName);
        page->setProperty("classroomControl", entry->id);
        m_viewTabs->addTab(page, entry->title);
        m_tabPages.insert(entry->id, page);
    }
    m_weights = qobject_cast<WeightsView *>(page(QStringLiteral("weights")));
    m_scores = qobject_cast<WeightsView *>(page(QStringLiteral("scores")));
    m_pipeline = qobject_cast<PipelineView *>(page(QStringLiteral("pipeline")));
    m_heads = qobject_cast<HeadsView *>(page(QStringLiteral("heads")));
}

QWidget *MainWindow::page(const QString &id) const
{
    const PageEntry *entry = m_pages.find(id);
    if (!entry)
        return nullptr;
    if (entry->parent.isEmpty())
        return m_tabPages.value(entry->id);
    QWidget *parentPage = m_tabPages.value(entry->parent);
    return parentPage ? entry->find(LazyPage::widgetOf(parentPage)) : nullptr;
}

QWidget *MainWindow::pageWidget(const QString &id) const
{
    QWidget *found = page(id);
    return found ? LazyPage::widgetOf(found) : nullptr;
}

int MainWindow::tabIndex(const QString &id) const
{
    const PageEntry *entry = m_pages.find(id);
    if (!entry)
        return -1;
    return m_viewTabs->indexOf(
        m_tabPages.value(entry->parent.isEmpty() ? entry->id : entry->parent));
}

bool MainWindow::showView(const QString &id)
{
    const PageEntry *entry = m_pages.find(id);
    if (!entry)
        return false;
    if (!entry->parent.isEmpty()) {
        QWidget *sub = page(id);
        if (auto *tabs = qobject_cast<QTabWidget *>(pageWidget(entry->parent)))
            tabs->setCurrentWidget(sub);
    }
    m_viewTabs->setCurrentIndex(tabIndex(id));
    return true;
}

StatsPanel *MainWindow::statsPanel() const
{
    return qobject_cast<StatsPanel *>(pageWidget(QStringLiteral("statistics")));
}

SweepPanel *MainWindow::sweepPanel() const
{
    return qobject_cast<SweepPanel *>(pageWidget(QStringLiteral("sweep")));
}

/// Compute in Double and the float32 warning, made with the window. Turning Compute in Double
/// on shows its comparison: the Cost tab's Precision page.
void MainWindow::addComputeInDouble()
{
    m_computeInDouble = installComputeInDouble(this, m_document, m_viewMenu);
    connect(m_computeInDouble, &QAction::toggled, this, [this](bool on) {
        if (on)
            showView(QStringLiteral("precision"));
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
