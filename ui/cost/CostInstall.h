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
/// precision of float32, each fed the document's snapshots.
class CostTabs : public QTabWidget
{
    Q_OBJECT

public:
    explicit CostTabs(QWidget *parent = nullptr);

    CostPanel *cost() const { return m_cost; }
    OnlineSoftmaxPanel *onlineSoftmax() const { return m_online; }
    StabilityPanel *stability() const { return m_stability; }
    PrecisionReport *precision() const { return m_precision; }
    /// View > Compute in Double (also on the main toolbar).
    QAction *computeInDouble() const { return m_double; }

private:
    friend CostTabs *installCostTabs(QMainWindow *, QTabWidget *, Document *, QMenu *);
    CostPanel *m_cost = nullptr;
    OnlineSoftmaxPanel *m_online = nullptr;
    StabilityPanel *m_stability = nullptr;
    PrecisionReport *m_precision = nullptr;
    QAction *m_double = nullptr;
};

/// Adds the Cost tab to `viewTabs`, the Compute in Double switch to `viewMenu` and the
/// window's first toolbar, and a precision warning to its status bar (shown while the
/// current scenario has rows float32 cannot resolve).
CostTabs *installCostTabs(QMainWindow *window, QTabWidget *viewTabs, Document *document,
                          QMenu *viewMenu);

} // namespace attn::ui
