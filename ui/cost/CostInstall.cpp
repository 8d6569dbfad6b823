#include "CostInstall.h"

#include "CostPanel.h"
#include "Document.h"
#include "OnlineSoftmaxPanel.h"
#include "PrecisionReport.h"
#include "PrecisionWarning.h"
#include "StabilityPanel.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QToolBar>

namespace attn::ui {

namespace {

QScrollArea *scrolled(QWidget *page, const QString &name)
{
    auto *area = new QScrollArea;
    area->setAccessibleName(name);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace

CostTabs::CostTabs(QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(QStringLiteral("costTabs"));
    setAccessibleName(tr("Cost, online softmax and the numbers' limits"));
    m_cost = new CostPanel;
    m_online = new OnlineSoftmaxPanel;
    m_stability = new StabilityPanel;
    m_precision = new PrecisionReport;
    m_online->setMinimumHeight(520);
    m_stability->setMinimumHeight(420);
    m_cost->setMinimumHeight(640);
    addTab(scrolled(m_cost, tr("Cost of n")), tr("Cost of n"));
    addTab(scrolled(m_online, tr("Online softmax")), tr("Online softmax"));
    addTab(scrolled(m_stability, tr("Stability")), tr("Stability"));
    m_precisionPage = scrolled(m_precision, tr("Precision"));
    addTab(m_precisionPage, tr("Precision"));
}

void CostTabs::showPrecision()
{
    setCurrentWidget(m_precisionPage);
}

QString costTabText()
{
    return CostTabs::tr("C&ost");
}

QAction *installComputeInDouble(QMainWindow *window, Document *document, QMenu *viewMenu)
{
    auto *inDouble = new QAction(CostTabs::tr("Compute in &Double"), window);
    inDouble->setObjectName(QStringLiteral("computeInDouble"));
    inDouble->setCheckable(true);
    inDouble->setToolTip(CostTabs::tr(
        "Repeat the computation in double and show how far float32's result is from it"));
    if (viewMenu) {
        viewMenu->addSeparator();
        viewMenu->addAction(inDouble);
    }
    if (auto *toolbar = window->findChild<QToolBar *>())
        toolbar->addAction(inDouble);

    auto *warning = new PrecisionWarning(window);
    window->statusBar()->addPermanentWidget(warning);
    QObject::connect(document, &Document::snapshotChanged, warning, &PrecisionWarning::setSnapshot);
    warning->setSnapshot(document->snapshot());
    return inDouble;
}

CostTabs *makeCostTabs(Document *document, QAction *computeInDouble, QWidget *parent)
{
    auto *tabs = new CostTabs(parent);
    PrecisionReport *precision = tabs->precision();
    precision->setCompareInDouble(computeInDouble->isChecked());
    QObject::connect(computeInDouble, &QAction::toggled, precision,
                     &PrecisionReport::setCompareInDouble);
    auto feed = [tabs](const SnapshotPtr &snapshot) {
        tabs->cost()->setSnapshot(snapshot);
        tabs->onlineSoftmax()->setSnapshot(snapshot);
        tabs->precision()->setSnapshot(snapshot);
    };
    QObject::connect(document, &Document::snapshotChanged, tabs, feed);
    feed(document->snapshot());
    return tabs;
}

} // namespace attn::ui
