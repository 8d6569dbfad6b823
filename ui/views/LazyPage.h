#pragma once

#include <QWidget>

#include <functional>

namespace attn::ui {

/// A page of a tab widget whose real widget is made the first time the page is shown (or
/// asked for with widget()): the window starts without building what nobody has opened
/// yet. The page holds its one widget edge to edge, and passes it its horizontal size
/// policy when it is made (a page told to take the width left keeps doing so). The widget
/// is wired to the document when it is made, so it shows the current numbers.
class LazyPage : public QWidget
{
    Q_OBJECT

public:
    using Factory = std::function<QWidget *(QWidget *parent)>;
    explicit LazyPage(Factory factory, QWidget *parent = nullptr);

    /// The page's widget, made now if it was not yet.
    QWidget *widget();
    /// The page's widget if it was made, else null.
    QWidget *builtWidget() const { return m_widget; }

    /// The widget of `page` (made now if need be) if `page` is a LazyPage, else `page`.
    static QWidget *widgetOf(QWidget *page);

signals:
    /// The widget was just made.
    void built(QWidget *widget);

protected:
    void showEvent(QShowEvent *event) override;

private:
    Factory m_factory;
    QWidget *m_widget = nullptr;
};

} // namespace attn::ui
