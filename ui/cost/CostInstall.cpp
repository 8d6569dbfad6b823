#include "CostInstall.h"

#include "CostPanel.h"
#include "Document.h"
#include "OnlineSoftmaxPanel.h"
#include "PrecisionReport.h"
#include "StabilityPanel.h"

#include <QAction>
#include <QLabel>
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
    addTab(scrolled(m_precision, tr("Precision")), tr("Precision"));
}

CostTabs *installCostTabs(QMainWindow *window, QTabWidget *viewTabs, Document *document,
                          QMenu *viewMenu)
{
    auto *tabs = new CostTabs(window);
    viewTabs->addTab(tabs, CostTabs::tr("C&ost"));
    tabs->setAccessibleName(CostTabs::tr("Cost, online softmax and the numbers' limits"));

    tabs->m_double = new QAction(CostTabs::tr("Compute in &Double"), window);
    tabs->m_double->setObjectName(QStringLiteral("computeInDouble"));
    tabs->m_double->setCheckable(true);
    tabs->m_double->setToolTip(CostTabs::tr(
        "Repeat the computation in double and show how far float32's result is from it"));
    if (viewMenu) {
        viewMenu->addSeparator();
        viewMenu->addAction(tabs->m_double);
    }
    if (auto *toolbar = window->findChild<QToolBar *>())
        toolbar->addAction(tabs->m_double);

    auto *warning = new QLabel(window);
    warning->setObjectName(QStringLiteral("precisionWarning"));
    warning->setStyleSheet(QStringLiteral("color: #b00000"));
    warning->hide();
    window->statusBar()->addPermanentWidget(warning);

    PrecisionReport *precision = tabs->m_precision;
    QObject::connect(tabs->m_double, &QAction::toggled, precision, [tabs, precision](bool on) {
        precision->setCompareInDouble(on);
        if (on)
            tabs->setCurrentWidget(tabs->widget(3));
    });
    QObject::connect(precision, &PrecisionReport::warningsChanged, warning,
                     [warning](const QStringList &warnings) {
                         warning->setVisible(!warnings.isEmpty());
                         warning->setText(warnings.isEmpty()
                                              ? QString()
                                              : QStringLiteral("⚠ ") + warnings.first());
                         warning->setToolTip(warnings.join(QLatin1Char('\n')));
                     });
    auto feed = [tabs](const SnapshotPtr &snapshot) {
        tabs->m_cost->setSnapshot(snapshot);
        tabs->m_online->setSnapshot(snapshot);
        tabs->m_precision->setSnapshot(snapshot);
    };
    QObject::connect(document, &Document::snapshotChanged, tabs, feed);
    feed(document->snapshot());
    return tabs;
}

} // namespace attn::ui
