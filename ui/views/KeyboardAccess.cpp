#include "KeyboardAccess.h"

#include <QAbstractItemView>
#include <QKeyEvent>
#include <QKeySequence>

namespace attn::ui {

void letTabLeaveItemViews(QWidget *root)
{
    if (!root)
        return;
    const QList<QAbstractItemView *> views = root->findChildren<QAbstractItemView *>();
    for (QAbstractItemView *view : views)
        view->setTabKeyNavigation(false);
}

std::optional<double> zoomStepForKey(const QKeyEvent *event)
{
    const bool control = event->modifiers() & Qt::ControlModifier;
    const int key = event->key();
    if (event->matches(QKeySequence::ZoomIn)
        || (control && (key == Qt::Key_Plus || key == Qt::Key_Equal)))
        return 1.25;
    if (event->matches(QKeySequence::ZoomOut) || (control && key == Qt::Key_Minus))
        return 0.8;
    if (control && key == Qt::Key_0)
        return 0.0;
    return std::nullopt;
}

} // namespace attn::ui
