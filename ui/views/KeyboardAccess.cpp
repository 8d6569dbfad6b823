#include "KeyboardAccess.h"

#include <QAbstractItemView>

namespace attn::ui {

void letTabLeaveItemViews(QWidget *root)
{
    if (!root)
        return;
    const QList<QAbstractItemView *> views = root->findChildren<QAbstractItemView *>();
    for (QAbstractItemView *view : views)
        view->setTabKeyNavigation(false);
}

} // namespace attn::ui
