#pragma once

#include "UndoName.h"

#include <QString>
#include <QUndoCommand>

#include <cstring>
#include <optional>
#include <type_traits>
#include <utility>

namespace attn::ui {

class Document;

template<typename T>
constexpr bool isOptionalNumber = false;
template<typename T>
constexpr bool isOptionalNumber<std::optional<T>> = std::is_arithmetic_v<T>;

/// Equal to the bit (so 0 and -0 differ, and a NaN equals itself): an undo step that would
/// change nothing a file or the engine can see.
template<typename T>
bool sameBits(const T &a, const T &b)
{
    if constexpr (isOptionalNumber<T>) {
        if (a.has_value() != b.has_value())
            return false;
        return !a.has_value() || sameBits(*a, *b);
    } else {
        static_assert(std::is_arithmetic_v<T>);
        return std::memcmp(&a, &b, sizeof(T)) == 0;
    }
}

/// One value of the Document's scenario (a setting, the mask, a projection, the whole
/// scenario) changed as one undo step, after Tiled's ChangeValue. A command names the value
/// by two overrides: get() reads it from the document, set() writes it through the
/// Document's setter (commands are the Document's only writers). The command holds one
/// value: the new one until redo, then the one it replaced; redo and undo swap it with the
/// document's, so undo restores the scenario bit-exactly.
///
/// A command built with a merge id (QUndoCommand::id(), -1: never merges) absorbs the next
/// command with the same id on the same document, so a slider drag is one undo step named
/// by its last value. A merge id belongs to one command class.
template<typename Value>
class ChangeScenarioValue : public QUndoCommand, public NamedCommand
{
public:
    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override { return m_mergeId; }

    /// The merged command keeps the value before the first edit; the document already
    /// holds the last one. A merge that returns to the value before the first edit (a
    /// slider dragged back) leaves no step: the command is obsolete, QUndoStack drops it,
    /// and a document that was unmodified before it is unmodified again.
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeScenarioValue *>(other);
        if (o->m_document != m_document)
            return false;
        setText(o->text());
        m_name = o->m_name;
        if constexpr (std::is_arithmetic_v<Value> || isOptionalNumber<Value>)
            setObsolete(sameBits(m_value, get()));
        return true;
    }

protected:
    ChangeScenarioValue(Document *document, Value value, UndoName name, QUndoCommand *parent,
                        int mergeId = -1)
        : QUndoCommand(name(), parent)
        , NamedCommand(std::move(name))
        , m_document(document)
        , m_value(std::move(value))
        , m_mergeId(mergeId)
    {
    }

    Document *document() const { return m_document; }

    /// The value as the document holds it now.
    virtual Value get() const = 0;
    /// Writes `value` with the Document's setter, which emits the change signals.
    virtual void set(const Value &value) const = 0;

private:
    void swap() { set(std::exchange(m_value, get())); }

    Document *m_document;
    Value m_value;
    int m_mergeId;
};

} // namespace attn::ui
