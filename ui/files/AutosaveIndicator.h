#pragma once

#include <QLabel>

namespace attn::ui {

class Autosave;

/// A permanent status bar entry that stays while the unsaved changes are not protected:
/// "Autosave failed" after a write failed (an unwritable or full folder), "Autosave off"
/// when the autosave could not start. Its tooltip and accessible description give the
/// reason; it goes once an autosave succeeds or nothing is left unsaved. A status message
/// alone disappears after a few seconds, while the risk stays.
class AutosaveIndicator : public QLabel
{
    Q_OBJECT

public:
    explicit AutosaveIndicator(Autosave *autosave, QWidget *parent = nullptr);

    /// The reason shown in the tooltip; empty while hidden.
    QString reason() const { return m_reason; }

private:
    void showProblem(const QString &text, const QString &reason);
    void clear();

    QString m_reason;
};

} // namespace attn::ui
