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

QList<std::pair<QString, QString>> heatmapKeys()
{
    const auto key = [](QKeySequence::StandardKey k) {
        return QKeySequence(k).toString(QKeySequence::NativeText);
    };
    return {
        {KeyboardAccessText::tr("Move between cells"), KeyboardAccessText::tr("Arrow keys")},
        {KeyboardAccessText::tr("First / last column"), KeyboardAccessText::tr("Home, End")},
        {KeyboardAccessText::tr("Previous / next heatmap (pipeline, heads)"),
         KeyboardAccessText::tr("Page Up, Page Down")},
        {KeyboardAccessText::tr(
             "Follow the query of the row (mask editing: block or allow the cell)"),
         KeyboardAccessText::tr("Enter, Space")},
        {KeyboardAccessText::tr("Read the cell's formula aloud"), QStringLiteral("F")},
        {KeyboardAccessText::tr("Leave the cell (the whole heatmap again)"),
         KeyboardAccessText::tr("Escape")},
        {KeyboardAccessText::tr("Zoom in"), key(QKeySequence::ZoomIn) + QStringLiteral(", Ctrl+=")},
        {KeyboardAccessText::tr("Zoom out"), key(QKeySequence::ZoomOut)},
        {KeyboardAccessText::tr("Back to 100 %"), QStringLiteral("Ctrl+0")},
        {KeyboardAccessText::tr("Zoom around the pointer / pan"),
         KeyboardAccessText::tr("Ctrl+wheel / wheel, drag")},
    };
}

QList<std::pair<QString, QString>> movingAroundKeys()
{
    return {
        {KeyboardAccessText::tr("Next / previous control, the toolbars' switches included"),
         KeyboardAccessText::tr("Tab, Shift+Tab")},
        {KeyboardAccessText::tr("Leave a table of numbers"),
         KeyboardAccessText::tr("Tab (the arrows move inside)")},
        {KeyboardAccessText::tr("Open a menu"),
         KeyboardAccessText::tr("Alt with the underlined letter")},
    };
}

} // namespace attn::ui
