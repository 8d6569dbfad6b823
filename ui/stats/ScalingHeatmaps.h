#pragma once

#include "ScaleComparison.h"
#include "Snapshot.h"

#include <QFont>
#include <QWidget>

class QPainter;
class QRectF;

namespace attn::ui {

/// The weights of one head without and with the division by sqrt(d_k), side by side
/// with one colour bar (both on 0..1). `weights` comes from weightsWithAndWithoutScaling.
void paintScalingHeatmaps(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                          const ScalingWeights &weights, int head, const QFont &font, bool dark,
                          int colorMap = 0);

/// The screen widget of paintScalingHeatmaps: it holds the engine's weights and paints.
class ScalingHeatmapsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ScalingHeatmapsWidget(QWidget *parent = nullptr);

    /// `weights` must belong to `snapshot`'s head `head`.
    void setWeights(SnapshotPtr snapshot, ScalingWeights weights, int head);
    void setColorMap(int colorMap);
    const ScalingWeights &weights() const { return m_weights; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    SnapshotPtr m_snapshot;
    ScalingWeights m_weights;
    int m_head = 0;
    int m_colorMap = 0;
};

} // namespace attn::ui
