#pragma once

#include "Prediction.h"
#include "Snapshot.h"
#include "ViewOptions.h"

#include <QList>
#include <QPointer>
#include <QToolBar>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMainWindow;
class QMenu;
class QPushButton;

namespace attn::ui {

class Document;
class SnapshotView;
class Walkthrough;

/// What predict, then reveal needs from the main window; every member may be left empty.
struct PredictHooks
{
    Document *document = nullptr;
    std::function<ViewOptions()> viewOptions;
    std::function<void(const ViewOptions &)> setViewOptions;
    QList<SnapshotView *> views;        ///< a click on a weights cell is a guess
    Walkthrough *walkthrough = nullptr; ///< its steps past the scores say nothing while hidden
    QMenu *viewMenu = nullptr;          ///< gets the toggle
    QToolBar *toggleBar = nullptr;      ///< gets the toggle too (presentation mode's strip)
};

/// Predict, then reveal. The toggle (Ctrl+Shift+P) hides the weights and outputs of every
/// view (colours, numbers, tooltips, the status line, what a screen reader reads, exports,
/// the walkthrough's later steps) and shows this bar: the followed query row, the key the
/// class expects to get the most weight (picked here or by clicking a weights cell), and
/// optionally a number for that key's weight. Reveal (the same toggle, or the bar's button)
/// shows the views again with the guess outlined (dashed) against the key with the most
/// weight (solid), and the bar says how far off the guess was, from the engine's numbers.
class PredictBar : public QToolBar
{
    Q_OBJECT

public:
    PredictBar(QMainWindow *window, const PredictHooks &hooks);

    /// Checked: the results are hidden; unchecking reveals them.
    QAction *toggleAction() const { return m_toggle; }
    bool isHidingResults() const { return m_hiding; }
    bool isRevealed() const { return m_revealed; }

    Guess guess() const;
    /// The verdict after the reveal (empty text before).
    Verdict verdict() const { return m_verdict; }

    /// Picks the key (0-based) for the followed query row; -1: none.
    void setGuessKey(int key);
    /// A number for the picked key's weight, as the user types it ("0,8" in Indonesian).
    void setGuessText(const QString &text);

public slots:
    void setHiding(bool hiding);
    void reveal();
    /// Ends the round: the marks go, the bar hides.
    void finish();
    /// A weights cell was activated in a view: while hidden, it is the guess.
    void pickCell(int head, int row, int column);
    /// The window's options changed (the followed row, the head).
    void setOptions(const attn::ui::ViewOptions &options);

private:
    void refresh();
    void fillKeys();
    void applyMarks();
    ViewOptions options() const;
    int row() const;

    PredictHooks m_hooks;
    QAction *m_toggle;
    QLabel *m_prompt;
    QComboBox *m_key;
    QLineEdit *m_weight;
    QPushButton *m_revealButton;
    QLabel *m_verdictLabel;
    QPushButton *m_doneButton;
    SnapshotPtr m_snapshot;
    Verdict m_verdict;
    int m_head = 0;
    int m_row = -1;
    bool m_hiding = false;
    bool m_revealed = false;
};

/// Adds predict, then reveal to `window` (owned by it) and returns its bar.
PredictBar *installPrediction(QMainWindow *window, const PredictHooks &hooks);

} // namespace attn::ui
