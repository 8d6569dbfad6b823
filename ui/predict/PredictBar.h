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
class QTabWidget;

namespace attn::ui {

class Document;
class LessonSession;
class PageCover;
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
    /// The view tabs: a page that does not hide the numbers itself is covered (PageCover).
    QTabWidget *tabs = nullptr;
    /// A lesson question hides the stage holding its answer until it is answered.
    LessonSession *lesson = nullptr;
    /// The tab pages whose weights cells take a guess by a click, the first one opened
    /// when Predict starts on another page (the pipeline's first stages, the sweep).
    QList<QWidget *> guessPages;
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
    /// The weights and outputs are hidden now: by the prediction or by a lesson question.
    bool isConcealing() const;
    /// The sheet over the tab pages that would show hidden numbers (null without tabs).
    PageCover *pageCover() const { return m_cover; }

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
    /// Sets the views' conceal flags from the prediction and the lesson, and the cover.
    void conceal(ViewOptions &options) const;
    void applyConcealment();
    void refresh();
    void fillKeys();
    void applyMarks();
    ViewOptions options() const;
    int row() const;
    /// The row to predict for: `followed` when its query has two keys or more to choose
    /// from, else the last query that has (a causal mask's first query has one key only,
    /// its weight 1: nothing to predict).
    int rowWithAChoice(int followed) const;

    PredictHooks m_hooks;
    QAction *m_toggle;
    QLabel *m_prompt;
    QComboBox *m_key;
    QLineEdit *m_weight;
    QPushButton *m_revealButton;
    QLabel *m_verdictLabel;
    QPushButton *m_doneButton;
    SnapshotPtr m_snapshot;
    PageCover *m_cover = nullptr;
    Verdict m_verdict;
    int m_head = 0;
    int m_row = -1;
    bool m_hiding = false;
    bool m_revealed = false;
};

/// Adds predict, then reveal to `window` (owned by it) and returns its bar.
PredictBar *installPrediction(QMainWindow *window, const PredictHooks &hooks);

} // namespace attn::ui
