#include "Announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>

namespace attn::ui {

namespace {

constexpr int maxShownWidth = 420;

/// The announcer's accessible role: a notification, which screen readers speak when it
/// is shown, wherever the focus is.
class AnnouncerAccessible : public QAccessibleWidget
{
public:
    explicit AnnouncerAccessible(QWidget *widget)
        : QAccessibleWidget(widget, QAccessible::Notification)
    {
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return static_cast<Announcer *>(widget())->lastAnnouncement();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *announcerFactory(const QString &, QObject *object)
{
    if (auto *announcer = qobject_cast<Announcer *>(object))
        return new AnnouncerAccessible(announcer);
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget *parent)
    : QLabel(parent)
{
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("announcer"));
    setTextFormat(Qt::PlainText);
    setContentsMargins(4, 0, 4, 0);
}

void Announcer::announce(const QString &text)
{
    m_spoken = text;
    // A formula read aloud can be long: the status bar shows its start, the tooltip all.
    setText(fontMetrics().elidedText(text, Qt::ElideRight, maxShownWidth));
    setToolTip(text);
    QAccessibleEvent renamed(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&renamed);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

void Announcer::withdraw()
{
    m_spoken.clear();
    clear();
    setToolTip(QString());
}

Announcer *Announcer::of(const QWidget *widget)
{
    const QWidget *window = widget ? widget->window() : nullptr;
    return window ? window->findChild<Announcer *>() : nullptr;
}

void announce(const QWidget *widget, const QString &text)
{
    if (Announcer *announcer = Announcer::of(widget))
        announcer->announce(text);
}

} // namespace attn::ui
