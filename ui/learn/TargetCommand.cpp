#include "TargetCommand.h"

#include "ForwardPass.h"
#include "NumberFormat.h"

#include <QCoreApplication>

namespace attn::ui {

namespace {

struct TargetText
{
    Q_DECLARE_TR_FUNCTIONS(Target)
};

} // namespace

std::optional<MatrixD> outputWithOneCellChanged(const Scenario &scenario, int row, int column,
                                                double change)
{
    Scenario s = scenario;
    s.target.reset(); // the old target must not make the scenario invalid
    const ForwardPass forward = forwardPass(s);
    if (!forward.ok || row < 0 || column < 0 || row >= forward.output.rows()
        || column >= forward.output.cols())
        return std::nullopt;
    MatrixD target = forward.output;
    target(row, column) += change;
    return target;
}

QUndoCommand *setTargetOneCellChanged(Document *document, int row, int column, double change)
{
    const std::optional<MatrixD> target
        = outputWithOneCellChanged(document->scenario(), row, column, change);
    if (!target)
        return nullptr;
    return new SetTarget(document, target, UndoName([row, column, change] {
                             return TargetText::tr("Set target: output %1, component %2 %3 %4")
                                 .arg(row + 1)
                                 .arg(column + 1)
                                 .arg(change < 0 ? QStringLiteral("−") : QStringLiteral("+"))
                                 .arg(formatNumber(std::abs(change), NumberStyle::Label));
                         }));
}

QUndoCommand *removeTarget(Document *document)
{
    return new SetTarget(document, std::nullopt,
                         UndoName([] { return TargetText::tr("Remove target"); }));
}

} // namespace attn::ui
