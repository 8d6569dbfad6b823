#pragma once

#include <QLayout>
#include <QList>

namespace attn::ui {

/// Items side by side, left to right, wrapping onto a new row where the next one would not
/// fit (each keeps its size hint, so no label or combo is ever cut): the Learn tab's
/// variants, buttons and pace share one row on a wide screen and take two beside the
/// editors at 1366 x 768. Its height follows its width (heightForWidth).
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Lays the items out in `rect` (only measures when `apply` is false); the height used.
    int arrange(const QRect &rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace attn::ui
