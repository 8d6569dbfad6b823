#pragma once

#include <QObject>
#include <QPlainTextEdit>

#include <QHash>

class QLineEdit;

namespace attn::ui {

/// The limits of a lesson's texts (docs/lesson-format.md, Limits) kept while a teacher types
/// or pastes: an edit that would make a field's text longer than
/// limits::maxLessonTextCharacters, or the lesson's texts together longer than
/// limits::maxLessonCharacters, is refused whole (the field stays as it was) and refused()
/// says why. The lesson's texts are the watched fields' plus elsewhere() (the steps not in
/// the form). Deleting is always allowed; setEnforced(false) while the form is filled.
class TextBound : public QObject
{
    Q_OBJECT

public:
    explicit TextBound(QObject *parent = nullptr);

    /// Keeps `edit` within the limits (a validator).
    void watch(QLineEdit *edit);
    /// Counts `edit` (a BoundedTextEdit asks allows() itself).
    void watch(QPlainTextEdit *edit);

    void setElsewhere(qsizetype characters) { m_elsewhere = characters; }
    qsizetype elsewhere() const { return m_elsewhere; }
    void setEnforced(bool on) { m_enforced = on; }

    /// The lesson's characters: elsewhere() and every watched field as last accepted.
    qsizetype lessonCharacters() const;
    /// Whether `field`, of `before` characters as last accepted, may hold `after`; if not,
    /// emits refused() with the reason.
    bool allows(QObject *field, qsizetype after);

signals:
    void refused(const QString &why);

private:
    qsizetype m_elsewhere = 0;
    bool m_enforced = true;
    QHash<QObject *, qsizetype> m_accepted;
};

/// A plain text field whose typing, pasting and dropping stay within a TextBound.
class BoundedTextEdit : public QPlainTextEdit
{
public:
    BoundedTextEdit(TextBound *bound, QWidget *parent = nullptr);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void insertFromMimeData(const QMimeData *source) override;

private:
    /// Whether replacing the selection with `inserted` characters stays within the bound.
    bool mayInsert(qsizetype inserted);

    TextBound *m_bound;
};

} // namespace attn::ui
