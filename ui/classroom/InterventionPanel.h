#pragma once

#include "Intervention.h"
#include "InterventionModel.h"
#include "Snapshot.h"
#include "UndoName.h"

#include <QWidget>

class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace attn::ui {

class Document;

/// Seed 002's test of what an input really does: knock a token out as a key, zero its value
/// vector, or replace its embedding (with another token's or zeros), as an undoable edit;
/// then the output before and after side by side, and how far each output row moved.
class InterventionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit InterventionPanel(Document *document, QWidget *parent = nullptr);

    /// Applies `intervention` to the document as one undo step; false (with the reason in
    /// the panel) when it does not apply, e.g. zeroing a value in self-attention mode.
    bool apply(const Intervention &intervention);
    /// Compares from the current state on (the next intervention's "before").
    void resetBaseline();

    /// The comparison, brought up to date first if snapshots arrived while hidden.
    InterventionModel *model();
    /// The height the comparison needs (for a dock below the views).
    int comparisonHeight() const;
    QLabel *summary();
    /// Predict, then reveal (or a lesson question): the outputs before and after, and how far
    /// they moved, are hidden until the reveal.
    void setConcealed(bool concealed);
    bool isConcealed() const { return m_concealed; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void snapshotChanged(SnapshotPtr snapshot);
    void catchUp(); ///< compares now what arrived while hidden
    void fillTokens();
    void updateControls();
    void applySelected();
    void refreshSummary();
    UndoName describe(const Intervention &intervention) const;

    Document *m_document;
    SnapshotPtr m_baseline;
    bool m_ownChange = false; ///< the next snapshot comes from our own intervention
    bool m_stale = false;     ///< snapshots arrived while hidden: compare when shown
    bool m_concealed = false; ///< the comparison is hidden until the reveal
    QBoxLayout *m_layout;
    QComboBox *m_kind;
    QComboBox *m_token;
    QComboBox *m_source;
    QLabel *m_sourceLabel;
    QPushButton *m_apply;
    QPushButton *m_reset;
    QLabel *m_summary;
    QTableView *m_table;
    InterventionModel *m_model;
};

} // namespace attn::ui
