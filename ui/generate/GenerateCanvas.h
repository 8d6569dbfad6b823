#pragma once

#include "KvCache.h"
#include "Snapshot.h"

#include <QWidget>

namespace attn::ui {

/// The picture of one generation step: the K and V caches as they stand (one row more a
/// step), the new query's row of scores against them, the weights and outputs of every row
/// so far (earlier rows as their steps left them, the new row outlined), and the badges:
/// the check against the parallel computation and the work counter. Paints with the
/// heatmap painter every view uses.
class GenerateCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit GenerateCanvas(QWidget *parent = nullptr);

    /// `generation` must outlive the canvas's use of it (the view owns both).
    void show(SnapshotPtr snapshot, const Generation *generation, int step, int head);
    /// Paints `text` instead (no generation possible).
    void showMessage(const QString &text);

    QSize sizeHint() const override { return {900, 600}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintStep(QPainter &painter);

    SnapshotPtr m_snapshot;
    const Generation *m_generation = nullptr;
    int m_step = 0;
    int m_head = 0;
    QString m_message;
};

} // namespace attn::ui
