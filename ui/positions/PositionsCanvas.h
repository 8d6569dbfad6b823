#pragma once

#include "Snapshot.h"

#include <QWidget>

#include <vector>

namespace attn::ui {

/// The encoding itself, from a snapshot: the PE matrix (sinusoidal, learned), the rope
/// angles per position and pair with the score of one fixed q, k pair against the distance
/// i − j, or the alibi bias of every head. Heatmaps with colour bars, painted as the views
/// paint theirs.
class PositionsCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit PositionsCanvas(QWidget *parent = nullptr);

    void setSnapshot(SnapshotPtr snapshot);
    QSize sizeHint() const override;

    /// The chart's scores, element d + maxDistance() for distance d (rope only).
    const std::vector<double> &distanceScores() const { return m_distanceScores; }
    int maxDistance() const { return m_maxDistance; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintChart(QPainter &painter, const QRectF &rect) const;

    SnapshotPtr m_snapshot;
    std::vector<Matrix> m_matrices; ///< the heatmaps' values
    QStringList m_titles;
    QStringList m_subtitles;
    std::vector<double> m_distanceScores;
    int m_maxDistance = 0;
};

} // namespace attn::ui
