#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QStackedWidget;
class QTabWidget;

namespace attn::ui {

/// Predict, then reveal over a whole tab widget: while active, a page that does not hide
/// the weights and outputs itself is covered (and hidden, so that neither the keyboard nor a
/// screen reader reaches its numbers) by a plain sheet that says why. A page hides them
/// itself when it, or the one widget it wraps, has the property "honoursConceal" (the
/// weights, scores, pipeline and heads views). Decided when shown, whenever the page was
/// built: it works with tabs whose widgets are made on first show.
class PageCover : public QWidget
{
    Q_OBJECT

public:
    explicit PageCover(QTabWidget *tabs);

    /// The property a page sets to say it hides the numbers itself.
    static const char *honoursConcealProperty();
    /// True if `page` hides the weights and outputs itself while concealed.
    static bool honoursConceal(const QWidget *page);

    /// Why the numbers are hidden: the predict bar (Reveal brings them back) or a lesson's
    /// question (answering it, or Show answer, does). The sheet says which.
    enum class Reason { Predict, Lesson };
    void setActive(bool active, Reason reason = Reason::Predict);
    bool isActive() const { return m_active; }
    /// The page the cover is over now, or null.
    QWidget *coveredPage() const { return m_covered; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();
    void uncover();
    void retranslate();

    QTabWidget *m_tabs;
    QLabel *m_text;
    QPointer<QWidget> m_covered;
    bool m_active = false;
    Reason m_reason = Reason::Predict;
    bool m_updating = false;
};

} // namespace attn::ui
