#pragma once

#include <QTabWidget>

class QAction;
class QMainWindow;
class QMenu;

namespace attn::ui {

class CostPanel;
class Document;
class OnlineSoftmaxPanel;
class PrecisionReport;
class StabilityPanel;

/// The Cost tab: the cost of n, online softmax block by block, the stability lab and the
/// precision of float32, each fed the document's snapshots. Made when the tab is first
/// shown (makeCostTabs); the switch and the status bar's warning are made with the window
/// (installComputeInDouble).
class CostTabs : public QTabWidget
{
    Q_OBJECT

public:
    explicit CostTabs(QWidget *parent = nullptr);

    CostPanel *cost() const { return m_cost; }
    OnlineSoftmaxPanel *onlineSoftmax() const { return m_online; }
    StabilityPanel *stability() const { return m_stability; }
    PrecisionReport *precision() const { return m_precision; }
    /// Brings the Precision page to the front.
    void showPrecision();

private:
    CostPanel *m_cost = nullptr;
    OnlineSoftmaxPanel *m_online = nullptr;
    StabilityPanel *m_stability = nullptr;
    PrecisionReport *m_precision = nullptr;
    QWidget *m_precisionPage = nullptr;
};

/// The tab's title, with its menu letter.
QString costTabText();

/// Adds View > Compute in Double (also on the window's first toolbar) and the float32
/// warning to the window's status bar (PrecisionWarning, fed every snapshot of `document`).
/// Returns the switch; makeCostTabs() follows it.
QAction *installComputeInDouble(QMainWindow *window, Document *document, QMenu *viewMenu);

/// A Cost tab fed the snapshots of `document` from now on, comparing the result with double
/// while `computeInDouble` is on.
CostTabs *makeCostTabs(Document *document, QAction *computeInDouble, QWidget *parent);

} // namespace attn::ui
