#include "FlowLayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace attn::ui {

FlowLayout::FlowLayout(QWidget *parent, int spacing)
    : QLayout(parent)
    , m_spacing(spacing)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // The widest item on a row of its own.
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize().expandedTo(item->sizeHint()));
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Every item on one row.
    int width = 0, height = 0, visible = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
        ++visible;
    }
    width += std::max(0, visible - 1) * gap();
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::gap() const
{
    if (m_spacing >= 0)
        return m_spacing;
    // The style's spacing, where it names one (Fusion leaves it to the widgets: -1).
    const QWidget *parent = parentWidget();
    const int metric
        = parent ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent)
                 : -1;
    return metric >= 0 ? metric : 6;
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int spacing = gap();
    int x = area.x(), y = area.y(), rowHeight = 0;
    // Each row's items, placed once the row's height (its tallest item) is known, each
    // centred vertically on it.
    QList<std::pair<QLayoutItem *, QRect>> row;
    const auto place = [&] {
        for (auto &[item, box] : row)
            item->setGeometry(
                QRect(box.x(), y + (rowHeight - box.height()) / 2, box.width(), box.height()));
        row.clear();
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint().expandedTo(item->minimumSize());
        if (x > area.x() && x + hint.width() > area.right() + 1) {
            if (apply)
                place();
            x = area.x();
            y += rowHeight + spacing;
            rowHeight = 0;
        }
        row.append({item, QRect(QPoint(x, 0), hint)});
        x += hint.width() + spacing;
        rowHeight = std::max(rowHeight, hint.height());
    }
    if (apply)
        place();
    const QMargins m = contentsMargins();
    return y + rowHeight - rect.y() + m.bottom();
}

} // namespace attn::ui
