#include "LazyPage.h"

#include <QVBoxLayout>

namespace attn::ui {

LazyPage::LazyPage(Factory factory, QWidget *parent)
    : QWidget(parent)
    , m_factory(std::move(factory))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
}

QWidget *LazyPage::widget()
{
    if (m_widget || !m_factory)
        return m_widget;
    const Factory factory = std::move(m_factory);
    m_factory = nullptr;
    m_widget = factory(this);
    QSizePolicy policy = m_widget->sizePolicy();
    policy.setHorizontalPolicy(sizePolicy().horizontalPolicy());
    m_widget->setSizePolicy(policy);
    layout()->addWidget(m_widget);
    if (isVisible()) {
        // Made in showEvent(): shown at the page's size now, not after the next layout
        // pass (the layout passes over a hidden widget).
        m_widget->setGeometry(contentsRect());
        m_widget->show();
        layout()->activate();
    }
    emit built(m_widget);
    return m_widget;
}

QWidget *LazyPage::widgetOf(QWidget *page)
{
    auto *lazy = qobject_cast<LazyPage *>(page);
    return lazy ? lazy->widget() : page;
}

void LazyPage::showEvent(QShowEvent *event)
{
    widget();
    QWidget::showEvent(event);
}

} // namespace attn::ui
