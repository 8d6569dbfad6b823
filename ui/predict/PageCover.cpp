#include "PageCover.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace attn::ui {

PageCover::PageCover(QTabWidget *tabs)
    : QWidget(tabs)
    , m_tabs(tabs)
{
    setObjectName(QStringLiteral("predictPageCover"));
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    layout->addStretch(1);
    layout->addWidget(m_text);
    layout->addStretch(1);
    retranslate();
    hide();
    tabs->installEventFilter(this);
    if (auto *stack = tabs->findChild<QStackedWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        stack->installEventFilter(this);
        connect(stack, &QStackedWidget::currentChanged, this, &PageCover::refresh);
        connect(stack, &QStackedWidget::widgetRemoved, this, &PageCover::refresh);
    }
    connect(tabs, &QTabWidget::currentChanged, this, &PageCover::refresh);
}

const char *PageCover::honoursConcealProperty()
{
    return "honoursConceal";
}

bool PageCover::honoursConceal(const QWidget *page)
{
    // The page itself, or the one widget a page made on first show is wrapped in.
    while (page) {
        if (page->property(honoursConcealProperty()).toBool())
            return true;
        const QList<QWidget *> children
            = page->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
        page = children.size() == 1 ? children.front() : nullptr;
    }
    return false;
}

void PageCover::setActive(bool active, Reason reason)
{
    if (active == m_active && reason == m_reason)
        return;
    m_active = active;
    m_reason = reason;
    retranslate();
    refresh();
}

void PageCover::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PageCover::retranslate()
{
    if (m_reason == Reason::Lesson) {
        m_text->setText(tr("Hidden by the lesson: this page would show the number that its "
                           "question, or a question still to come, asks for. Answer it, or "
                           "choose Show answer, in the lesson panel."));
        setAccessibleName(tr("Hidden by the lesson"));
    } else {
        m_text->setText(tr("Hidden until the reveal: this page would show the weights or the "
                           "outputs. Predict first, then Reveal (Ctrl+Shift+P)."));
        setAccessibleName(tr("Hidden until the reveal"));
    }
    setAccessibleDescription(m_text->text());
}

void PageCover::uncover()
{
    if (m_covered && m_covered == m_tabs->currentWidget())
        m_covered->show();
    m_covered = nullptr;
    hide();
}

void PageCover::refresh()
{
    if (m_updating)
        return;
    m_updating = true;
    QWidget *page = m_tabs->currentWidget();
    if (!m_active || !page || honoursConceal(page)) {
        uncover();
    } else {
        if (m_covered && m_covered != page && m_covered == m_tabs->currentWidget())
            m_covered->show();
        m_covered = page;
        // Hidden too: no Tab key, tooltip or screen reader reaches the numbers under it.
        page->hide();
        const auto *stack
            = m_tabs->findChild<QStackedWidget *>(QString(), Qt::FindDirectChildrenOnly);
        setGeometry(stack ? stack->geometry() : m_tabs->rect());
        show();
        raise();
    }
    m_updating = false;
}

bool PageCover::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::LayoutRequest:
        if (m_active)
            QTimer::singleShot(0, this, &PageCover::refresh);
        break;
    case QEvent::ChildAdded:
        // A page made on first show: decide again once it is in place.
        if (m_active && watched != m_tabs)
            QTimer::singleShot(0, this, &PageCover::refresh);
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void PageCover::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
    painter.drawRect(rect().adjusted(8, 8, -9, -9));
}

} // namespace attn::ui
