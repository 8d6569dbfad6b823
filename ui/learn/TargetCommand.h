#pragma once

#include "ChangeScenarioValue.h"
#include "Document.h"

#include <optional>

namespace attn::ui {

/// The scenario's target, the matrix the loss compares the output with (nullopt: none).
class SetTarget : public ChangeScenarioValue<std::optional<MatrixD>>
{
public:
    SetTarget(Document *document, const std::optional<MatrixD> &target, UndoName name,
              QUndoCommand *parent = nullptr)
        : ChangeScenarioValue(document, target, std::move(name), parent)
    {
    }

private:
    std::optional<MatrixD> get() const override { return document()->scenario().target; }
    void set(const std::optional<MatrixD> &target) const override { document()->setTarget(target); }
};

/// The target a teacher sets in one click: the output as the pipeline computes it (in
/// double, as the backward pass does) with cell (row, column) moved by `change`, so the
/// loss asks exactly that cell to change and every other cell is already right. Nullopt
/// when the scenario is not valid or the cell is outside the output.
std::optional<MatrixD> outputWithOneCellChanged(const Scenario &scenario, int row, int column,
                                                double change);

/// The undo step that sets that target (named "Set target: output 2, component 1 + 1").
QUndoCommand *setTargetOneCellChanged(Document *document, int row, int column, double change);
/// The undo step that removes the target.
QUndoCommand *removeTarget(Document *document);

} // namespace attn::ui
