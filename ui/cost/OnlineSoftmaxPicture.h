#pragma once

#include "TiledTrace.h"

#include <QWidget>

namespace attn::ui {

/// The picture of one step of an online softmax trace: every key's score as a bar (the
/// keys already absorbed solid, the current block highlighted, the rest faint), the running
/// max m as a line, and under it the partial output's entries; at the last step the final
/// softmax weights of the row as well.
class OnlineSoftmaxPicture : public QWidget
{
    Q_OBJECT

public:
    explicit OnlineSoftmaxPicture(QWidget *parent = nullptr);
    void setTrace(const OnlineSoftmaxTrace *trace, int step);
    QSize sizeHint() const override { return {480, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    const OnlineSoftmaxTrace *m_trace = nullptr;
    int m_step = 0;
};

} // namespace attn::ui
