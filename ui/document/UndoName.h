#pragma once

#include <QString>
#include <QUndoCommand>
#include <QUndoStack>

#include <functional>
#include <type_traits>
#include <utility>

namespace attn::ui {

/// How an undo command names itself in the Edit menu ("Undo Edit x₁[1]"). A name made by
/// a function is made again when the language changes, so the steps taken before
/// View > Language switched read in the new language too; a plain QString stays as given
/// (a name that is not a sentence of ours).
class UndoName
{
public:
    UndoName(const QString &fixed)
        : m_make([fixed] { return fixed; })
    {
    }
    template<typename Make, typename = std::enable_if_t<std::is_invocable_r_v<QString, Make>>>
    UndoName(Make make)
        : m_make(std::move(make))
    {
    }

    QString operator()() const { return m_make(); }

private:
    std::function<QString()> m_make;
};

/// A command that keeps its UndoName to name itself again in another language.
class NamedCommand
{
public:
    virtual ~NamedCommand() = default;

protected:
    explicit NamedCommand(UndoName name)
        : m_name(std::move(name))
    {
    }

    UndoName m_name;

    friend void renameUndoCommands(QUndoStack *stack);
};

/// Every command of `stack` named again in the current language.
inline void renameUndoCommands(QUndoStack *stack)
{
    for (int i = 0; stack && i < stack->count(); ++i) {
        // command() is const only to discourage edits of the history; a name is not one.
        auto *command = const_cast<QUndoCommand *>(stack->command(i));
        if (const auto *named = dynamic_cast<const NamedCommand *>(command))
            command->setText(named->m_name());
    }
}

} // namespace attn::ui
