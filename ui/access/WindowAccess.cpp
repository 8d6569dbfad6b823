#include "WindowAccess.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QTabBar>
#include <QToolBar>
#include <QToolButton>

namespace attn::ui {

namespace {

void makeReachable(QToolButton *button)
{
    // The toolbar's overflow button (Qt's QToolBarExtension): hidden while everything fits.
    if (button->inherits("QToolBarExtension")) {
        if (button->accessibleName().isEmpty())
            button->setAccessibleName(WindowAccessText::tr("More tools"));
        return;
    }
    button->setFocusPolicy(Qt::TabFocus);
}

class ToolBarWatcher : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ChildAdded || event->type() == QEvent::ChildPolished) {
            auto *child = static_cast<QChildEvent *>(event)->child();
            if (auto *button = qobject_cast<QToolButton *>(child))
                makeReachable(button);
        }
        return QObject::eventFilter(watched, event);
    }
};

/// A dock tab bar takes the focus from Tab only while it is on the window.
void updateDockTabBar(QTabBar *bar)
{
    const QWidget *window = bar->parentWidget();
    const bool onScreen = bar->isVisible() && bar->count() > 0 && window
                          && window->rect().intersects(bar->geometry());
    const Qt::FocusPolicy policy = onScreen ? Qt::TabFocus : Qt::NoFocus;
    if (bar->focusPolicy() != policy)
        bar->setFocusPolicy(policy);
}

class DockTabBarWatcher : public QObject
{
public:
    using QObject::QObject;

    void watch(QTabBar *bar)
    {
        bar->installEventFilter(this);
        updateDockTabBar(bar);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::ChildPolished:
            // The main window makes a tab bar when docks are first tabified.
            if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child()))
                watch(bar);
            break;
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::LayoutRequest:
            if (auto *bar = qobject_cast<QTabBar *>(watched)) {
                updateDockTabBar(bar);
            } else if (auto *window = qobject_cast<QWidget *>(watched)) {
                // A dock was shown or hidden: its tab bar keeps its place but loses tabs.
                const QList<QTabBar *> bars
                    = window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
                for (QTabBar *bar : bars)
                    updateDockTabBar(bar);
            }
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

const char labelProperty[] = "attnAccessibleLabel";

void refreshComboName(QComboBox *combo)
{
    const QString label = combo->property(labelProperty).toString();
    const QString value = combo->currentText();
    //: a combo box's spoken name: its label, then its current value
    const QString name = value.isEmpty() ? label : WindowAccessText::tr("%1: %2").arg(label, value);
    if (combo->accessibleName() != name)
        combo->setAccessibleName(name); // tells a screen reader (NameChanged)
    // On Linux a combo box's accessible name is its current text, and a screen reader
    // speaks the label that names it (its buddy) instead: the label says the value too.
    const QWidget *window = combo->window();
    const QList<QLabel *> labels = window->findChildren<QLabel *>();
    for (QLabel *buddyLabel : labels) {
        if (buddyLabel->buddy() == combo && buddyLabel->accessibleName() != name)
            buddyLabel->setAccessibleName(name);
    }
}

class ComboWatcher : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Before Qt's own focus event: the name is right when the screen reader reads it.
        if (event->type() == QEvent::FocusIn || event->type() == QEvent::Show)
            refreshComboName(static_cast<QComboBox *>(watched));
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void makeToolBarsReachable(QMainWindow *window)
{
    auto *watcher = new ToolBarWatcher(window);
    const QList<QToolBar *> bars = window->findChildren<QToolBar *>();
    for (QToolBar *bar : bars) {
        bar->installEventFilter(watcher);
        const QList<QToolButton *> buttons = bar->findChildren<QToolButton *>();
        for (QToolButton *button : buttons)
            makeReachable(button);
    }
}

void keepHiddenDockTabsOutOfFocus(QMainWindow *window)
{
    auto *watcher = new DockTabBarWatcher(window);
    window->installEventFilter(watcher);
    const QList<QTabBar *> bars = window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
    for (QTabBar *bar : bars)
        watcher->watch(bar);
}

void keepValueInAccessibleName(QComboBox *combo, const QString &label)
{
    combo->setProperty(labelProperty, label);
    auto *filter = new ComboWatcher(combo);
    combo->installEventFilter(filter);
    QObject::connect(combo, &QComboBox::currentTextChanged, combo,
                     [combo] { refreshComboName(combo); });
    refreshComboName(combo);
}

} // namespace attn::ui
