#pragma once

#include "Snapshot.h"
#include "ViewLayout.h"

#include <QList>
#include <QObject>
#include <QString>

namespace attn::ui {

/// The stages of softmax(Q·Kᵀ/√d_k + M)·V that the walkthrough steps through, in order:
/// the projections only in self-attention mode, the last three only for several heads (or
/// an explicit output projection).
enum class WalkStep {
    Projections,
    Scores,
    Scaling,
    Mask,
    Softmax,
    Mixing,
    Heads,
    Concat,
    OutputProjection
};

/// The steps that apply to a snapshot (their texts: WalkthroughText.h).
QList<WalkStep> walkthroughSteps(const Snapshot &snapshot);
QString walkStepTitle(WalkStep step);
/// The pipeline stage a step highlights.
PipelineStage walkStepStage(WalkStep step);
/// The walkthrough's state, shared by its panel and the presentation banner: which step of
/// the current snapshot, for which head and query row.
class Walkthrough : public QObject
{
    Q_OBJECT

public:
    explicit Walkthrough(QObject *parent = nullptr);

    void setSnapshot(SnapshotPtr snapshot);
    /// Another scenario replaced the document (an example opened): the next snapshot starts
    /// at the first step, not at the kind of step the old one was on.
    void startOverWithNextSnapshot() { m_startOver = true; }
    SnapshotPtr snapshot() const { return m_snapshot; }

    QList<WalkStep> steps() const { return m_steps; }
    int index() const { return m_index; }
    int count() const { return int(m_steps.size()); }
    WalkStep step() const;
    int head() const { return m_head; }
    int row() const { return m_row; }

    QString title() const; ///< "Step 2 of 5: Scaling"
    QString explanation() const;
    QString formula() const;
    /// The title, explanation and formula of step `index` (as title() etc. for the current).
    QStringList texts(int index) const;
    /// The stage to highlight in the pipeline, or -1 when the walkthrough is not active.
    int highlightedStage() const;

    bool isActive() const { return m_active; }
    /// Predict, then reveal: while the weights and outputs are hidden, the steps that
    /// quote them (scaling and after) say so instead of telling their numbers.
    bool isConcealed() const { return m_concealed; }

public slots:
    void setActive(bool active);
    void setIndex(int index);
    void next();
    void previous();
    void setHead(int head);
    void setRow(int row);
    void setConcealed(bool concealed);

signals:
    void changed();
    void activeChanged(bool active);

private:
    void clampFocus();

    SnapshotPtr m_snapshot;
    QList<WalkStep> m_steps;
    int m_index = 0;
    int m_head = 0;
    int m_row = 0;
    bool m_active = false;
    bool m_concealed = false;
    bool m_startOver = false;
};

} // namespace attn::ui
