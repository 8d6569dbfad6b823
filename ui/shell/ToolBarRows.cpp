// Two toolbars that share a row while it is wide enough, and wrap when it is not.

#include "ToolBarRows.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

namespace attn::ui {

namespace {

class ToolBarWrapper : public QObject
{
public:
    ToolBarWrapper(QMainWindow *window, QToolBar *first, QToolBar *second)
        : QObject(window)
        , m_window(window)
        , m_first(first)
        , m_second(second)
    {
        for (QObject *watched : {static_cast<QObject *>(window), static_cast<QObject *>(first),
                                 static_cast<QObject *>(second)})
            watched->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::LayoutRequest:
        case QEvent::LanguageChange:
        case QEvent::FontChange:
        case QEvent::StyleChange:
            update(); // the size hints are computed on demand: current now
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }

    void update()
    {
        // Not while the window is being destroyed (no longer a QMainWindow then).
        if (!m_first || !m_second || !qobject_cast<QMainWindow *>(m_window))
            return;
        const bool both = m_first->isVisibleTo(m_window) && m_second->isVisibleTo(m_window);
        const int spacing = m_window->style()->pixelMetric(QStyle::PM_ToolBarSeparatorExtent);
        const int needed = m_first->sizeHint().width() + m_second->sizeHint().width() + spacing;
        const bool wrap = both && needed > m_window->width();
        if (wrap == m_window->toolBarBreak(m_second))
            return;
        if (wrap)
            m_window->insertToolBarBreak(m_second);
        else
            m_window->removeToolBarBreak(m_second);
    }

private:
    QMainWindow *m_window;
    QPointer<QToolBar> m_first;
    QPointer<QToolBar> m_second;
};

} // namespace

void wrapToolBarWhenNarrow(QMainWindow *window, QToolBar *first, QToolBar *second)
{
    new ToolBarWrapper(window, first, second);
}

void addPrecisionButton(QToolBar *bar, QMenu *precision)
{
    auto *button = new QToolButton(bar);
    button->setObjectName(QStringLiteral("precisionButton"));
    button->setText(QCoreApplication::translate("attn::ui::MainWindow", "Decimals"));
    button->setToolTip(QCoreApplication::translate(
        "attn::ui::MainWindow", "How many decimals the numbers in the cells show"));
    button->setMenu(precision);
    button->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(button);
}

} // namespace attn::ui
