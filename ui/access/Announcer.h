#pragma once

#include <QLabel>

namespace attn::ui {

/// A live status line that a screen reader speaks when it changes: what a control did
/// that its own state does not say ("Scaling off: weights recomputed", "No further
/// heatmap"). Qt 6.4 has no announcement event, so the line is an accessible
/// notification: each announcement renames it (QAccessible::NameChanged) and shows it
/// anew (QAccessible::ObjectShow), which AT-SPI screen readers such as Orca speak. Sighted
/// users read the same words in the status bar.
class Announcer : public QLabel
{
    Q_OBJECT

public:
    explicit Announcer(QWidget *parent = nullptr);

    /// Says `text` now (also when it is the same as the last one).
    void announce(const QString &text);
    /// Takes the last announcement off the status bar: it no longer holds (the scenario
    /// changed since, e.g. another example opened).
    void withdraw();
    /// What was said last, whole (the label shows it elided when it is long).
    QString lastAnnouncement() const { return m_spoken; }

    /// The announcer of `widget`'s window, or nullptr when the window has none.
    static Announcer *of(const QWidget *widget);

private:
    QString m_spoken;
};

/// Says `text` through the announcer of `widget`'s window; nothing when it has none.
void announce(const QWidget *widget, const QString &text);

} // namespace attn::ui
