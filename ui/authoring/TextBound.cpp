#include "TextBound.h"

#include "Lesson.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QTextCursor>
#include <QValidator>

namespace attn::ui {

namespace {

/// A line edit's text within its TextBound: the whole text a change would give is checked.
class BoundValidator : public QValidator
{
public:
    BoundValidator(TextBound *bound, QLineEdit *edit)
        : QValidator(edit)
        , m_bound(bound)
        , m_edit(edit)
    {
    }

    State validate(QString &input, int &) const override
    {
        return m_bound->allows(m_edit, textCharacters(input)) ? Acceptable : Invalid;
    }

private:
    TextBound *m_bound;
    QLineEdit *m_edit;
};

} // namespace

TextBound::TextBound(QObject *parent)
    : QObject(parent)
{
}

void TextBound::watch(QLineEdit *edit)
{
    m_accepted.insert(edit, textCharacters(edit->text()));
    connect(edit, &QLineEdit::textChanged, this,
            [this, edit](const QString &text) { m_accepted[edit] = textCharacters(text); });
    connect(edit, &QObject::destroyed, this, [this, edit] { m_accepted.remove(edit); });
    edit->setValidator(new BoundValidator(this, edit));
}

void TextBound::watch(QPlainTextEdit *edit)
{
    m_accepted.insert(edit, textCharacters(edit->toPlainText()));
    connect(edit, &QPlainTextEdit::textChanged, this,
            [this, edit] { m_accepted[edit] = textCharacters(edit->toPlainText()); });
    connect(edit, &QObject::destroyed, this, [this, edit] { m_accepted.remove(edit); });
}

qsizetype TextBound::lessonCharacters() const
{
    qsizetype count = m_elsewhere;
    for (const qsizetype n : m_accepted)
        count += n;
    return count;
}

bool TextBound::allows(QObject *field, qsizetype after)
{
    const qsizetype before = m_accepted.value(field);
    if (!m_enforced || after <= before)
        return true;
    const qsizetype lesson = lessonCharacters() - before + after;
    QString why;
    if (after > limits::maxLessonTextCharacters)
        why = tr("A text of a lesson may have at most %1 characters; this would make it %2. "
                 "Nothing was added.")
                  .arg(limits::maxLessonTextCharacters)
                  .arg(after);
    else if (lesson > limits::maxLessonCharacters)
        why = tr("A lesson's texts may have at most %1 characters together (every step, every "
                 "language); this would make them %2. Nothing was added.")
                  .arg(limits::maxLessonCharacters)
                  .arg(lesson);
    if (why.isEmpty())
        return true;
    emit refused(why);
    return false;
}

BoundedTextEdit::BoundedTextEdit(TextBound *bound, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_bound(bound)
{
    bound->watch(this);
}

bool BoundedTextEdit::mayInsert(qsizetype inserted)
{
    const QTextCursor cursor = textCursor();
    const qsizetype now = textCharacters(toPlainText());
    const qsizetype selected = textCharacters(cursor.selectedText());
    return m_bound->allows(this, now - selected + inserted);
}

void BoundedTextEdit::keyPressEvent(QKeyEvent *event)
{
    // What QPlainTextEdit would insert: a printable character, or a line break.
    const QString text = event->text();
    const bool newLine = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const bool printable = !text.isEmpty() && text.at(0).isPrint()
                           && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    if ((newLine || printable) && !isReadOnly() && !mayInsert(newLine ? 1 : textCharacters(text))) {
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void BoundedTextEdit::inputMethodEvent(QInputMethodEvent *event)
{
    if (!event->commitString().isEmpty() && !mayInsert(textCharacters(event->commitString()))) {
        event->accept();
        return;
    }
    QPlainTextEdit::inputMethodEvent(event);
}

void BoundedTextEdit::insertFromMimeData(const QMimeData *source)
{
    // Pasted or dropped: as QPlainTextEdit inserts it, plain text.
    if (source && source->hasText() && !mayInsert(textCharacters(source->text())))
        return;
    QPlainTextEdit::insertFromMimeData(source);
}

} // namespace attn::ui
