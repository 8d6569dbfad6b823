#include "ElidedComboBox.h"

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace attn::ui {

ElidedComboBox::ElidedComboBox(QWidget *parent)
    : QComboBox(parent)
{
}

QRect ElidedComboBox::textRect() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField,
                                   this);
}

QString ElidedComboBox::shownText() const
{
    // With no item chosen, the placeholder (e.g. the running lesson from a file).
    const QString text = currentIndex() < 0 ? placeholderText() : currentText();
    return fontMetrics().elidedText(text, Qt::ElideRight, textRect().width());
}

void ElidedComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

bool ElidedComboBox::event(QEvent *event)
{
    // The whole title when it is cut; the box's own tooltip otherwise.
    if (event->type() == QEvent::ToolTip && shownText() != currentText()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        QToolTip::showText(help->globalPos(), currentText(), this);
        return true;
    }
    return QComboBox::event(event);
}

} // namespace attn::ui
