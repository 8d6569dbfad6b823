#pragma once

#include "Snapshot.h"
#include "TiledTrace.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QTableWidget;

namespace attn::ui {

class OnlineSoftmaxPicture;

/// FlashAttention's online softmax for one query row of the current scenario, block of
/// keys by block (core's traceOnlineSoftmax, the tiled path's own update): a table of each
/// block's scores, the running max m, the correction exp(m_old - m_new), the running sum l
/// and the partial output; a picture of the step chosen; and, at the last step, the badge
/// that checks the result against the full softmax row and output.
class OnlineSoftmaxPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OnlineSoftmaxPanel(QWidget *parent = nullptr);

    void setSnapshot(const SnapshotPtr &snapshot);
    /// Block sizes offered: 1, 2, 4, ... and n (the number of keys).
    void setBlockSize(int keys);
    void setHead(int head);
    void setQuery(int query);
    /// Shows the table up to block `step` (0-based); the last one shows the badge.
    void setStep(int step);
    int stepCount() const;
    const OnlineSoftmaxTrace &trace() const { return m_trace; }
    QTableWidget *table() const { return m_table; }
    QString badgeText() const;

private:
    void retrace();
    void showStep();

    SnapshotPtr m_snapshot;
    OnlineSoftmaxTrace m_trace;
    QSpinBox *m_head = nullptr;
    QSpinBox *m_query = nullptr;
    QComboBox *m_block = nullptr;
    QSlider *m_step = nullptr;
    QLabel *m_stepLabel = nullptr;
    QTableWidget *m_table = nullptr;
    OnlineSoftmaxPicture *m_picture = nullptr;
    QLabel *m_badge = nullptr;
    QLabel *m_explain = nullptr;
};

} // namespace attn::ui
