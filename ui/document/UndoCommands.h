#pragma once

#include "ChangeScenarioValue.h"
#include "Document.h"
#include "ScenarioEdits.h"
#include "TokenOrder.h"
#include "UndoName.h"

#include <QUndoCommand>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace attn::ui {

/// The only writers of a Document. Each stores what it needs to restore the scenario
/// bit-exactly, and calls the Document's setters, which emit the change signals.

/// QUndoCommand::id() values of the commands that merge repeated edits.
/// Scaling and the causal mask merge too: a demo toggle switched on and back off leaves no
/// step, so the document is as unmodified as before it.
enum class MergeId { ChangeCell = 1, SetDivisor, ChangePositionCell, SetScale, SetCausal };

/// "x₂[1]", "W_q[1][3]", "b_o[2]": a cell as the formula and the undo menu name it.
QString cellName(MatrixId id, int row, int column);
/// "X", "Q", "W_q", "b_o", ...
QString matrixName(MatrixId id);

/// One number of a matrix; repeated edits of the same cell (a drag, a run of typing)
/// merge into one undo step.
class ChangeCell : public QUndoCommand, public NamedCommand
{
public:
    ChangeCell(Document *document, MatrixId matrix, int row, int column, double value,
               QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return int(MergeId::ChangeCell); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    MatrixId m_matrix;
    int m_row;
    int m_column;
    double m_old;
    double m_new;
    bool m_wasPresent; ///< false: an absent projection, absent again on undo
};

/// A block of numbers at once (a paste): one undo step.
class PasteBlock : public QUndoCommand, public NamedCommand
{
public:
    PasteBlock(Document *document, MatrixId matrix, int row, int column, const MatrixD &values,
               QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    MatrixId m_matrix;
    int m_row;
    int m_column;
    MatrixD m_old;
    MatrixD m_new;
    bool m_wasPresent;
};

/// Renames a token (self-attention) or a query or key label (direct mode).
class RenameLabel : public QUndoCommand, public NamedCommand
{
public:
    RenameLabel(Document *document, LabelSet set, int index, const std::string &label,
                QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    LabelSet m_set;
    Labels m_old;
    Labels m_new;
};

/// Marks key `key` as padding (no query may attend it) or not.
class SetPadding : public ChangeScenarioValue<std::vector<bool>>
{
public:
    SetPadding(Document *document, int key, bool padded, QUndoCommand *parent = nullptr);

private:
    std::vector<bool> get() const override { return document()->scenario().padding; }
    void set(const std::vector<bool> &padding) const override { document()->setPadding(padding); }
};

/// Scaling by 1 / divisor on or off.
class SetScale : public ChangeScenarioValue<bool>
{
public:
    SetScale(Document *document, bool scale, QUndoCommand *parent = nullptr);

private:
    bool get() const override { return document()->scenario().scale; }
    void set(const bool &scale) const override { document()->setScale(scale); }
};

/// The causal mask on or off.
class SetCausal : public ChangeScenarioValue<bool>
{
public:
    SetCausal(Document *document, bool causal, QUndoCommand *parent = nullptr);

private:
    bool get() const override { return document()->scenario().causal; }
    void set(const bool &causal) const override { document()->setCausal(causal); }
};

/// Where the causal mask puts its diagonal: top-left or bottom-right.
class SetCausalAlignment : public ChangeScenarioValue<CausalAlignment>
{
public:
    SetCausalAlignment(Document *document, CausalAlignment alignment,
                       QUndoCommand *parent = nullptr);

private:
    CausalAlignment get() const override { return document()->scenario().causalAlignment; }
    void set(const CausalAlignment &alignment) const override
    {
        document()->setCausalAlignment(alignment);
    }
};

/// The divisor of the scores (a softmax temperature); nullopt is sqrt(d_k). A slider
/// drag merges into one step.
class SetDivisor : public ChangeScenarioValue<std::optional<double>>
{
public:
    SetDivisor(Document *document, std::optional<double> divisor, QUndoCommand *parent = nullptr);

private:
    std::optional<double> get() const override { return document()->scenario().divisor; }
    void set(const std::optional<double> &divisor) const override
    {
        document()->setDivisor(divisor);
    }
};

/// The custom mask (nullopt: none).
class SetMask : public ChangeScenarioValue<std::optional<BoolMatrix>>
{
public:
    SetMask(Document *document, const std::optional<BoolMatrix> &mask, UndoName name,
            QUndoCommand *parent = nullptr)
        : ChangeScenarioValue(document, mask, std::move(name), parent)
    {
    }

private:
    std::optional<BoolMatrix> get() const override { return document()->scenario().mask; }
    void set(const std::optional<BoolMatrix> &mask) const override { document()->setMask(mask); }
};

/// Replaces a whole projection (W_q, W_k, W_v, W_o, or b_o as 1 x d_model); nullopt
/// leaves it out (identity, or zero for b_o).
class SetProjection : public ChangeScenarioValue<std::optional<MatrixD>>
{
public:
    SetProjection(Document *document, MatrixId matrix, const std::optional<MatrixD> &values,
                  UndoName name, QUndoCommand *parent = nullptr)
        : ChangeScenarioValue(document, values, std::move(name), parent)
        , m_matrix(matrix)
    {
    }

private:
    std::optional<MatrixD> get() const override;
    void set(const std::optional<MatrixD> &values) const override
    {
        document()->setProjection(m_matrix, values);
    }

    MatrixId m_matrix;
};

/// Any edit that changes shapes (tokens, d_model, heads, mode, an imported matrix): keeps
/// the whole scenario it replaces.
/// The positional encoding (nullopt: none): kind, base, slopes, table, as one step.
class SetPositions : public ChangeScenarioValue<std::optional<PositionEncoding>>
{
public:
    SetPositions(Document *document, std::optional<PositionEncoding> positions, UndoName name,
                 QUndoCommand *parent = nullptr)
        : ChangeScenarioValue(document, std::move(positions), std::move(name), parent)
    {
    }

private:
    std::optional<PositionEncoding> get() const override
    {
        return document()->scenario().positions;
    }
    void set(const std::optional<PositionEncoding> &positions) const override
    {
        document()->setPositions(positions);
    }
};

/// One number of the learned position table; repeated edits of the same cell merge into one
/// step, as a matrix cell's do, and typing it back to its start leaves no step.
class ChangePositionCell : public QUndoCommand, public NamedCommand
{
public:
    ChangePositionCell(Document *document, int row, int column, double value, UndoName name,
                       QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return int(MergeId::ChangePositionCell); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    int m_row;
    int m_column;
    double m_old;
    double m_new;
};

class ReplaceScenario : public ChangeScenarioValue<Scenario>
{
public:
    ReplaceScenario(Document *document, const Scenario &after, UndoName name,
                    QUndoCommand *parent = nullptr)
        : ChangeScenarioValue(document, after, std::move(name), parent)
    {
    }

private:
    Scenario get() const override { return document()->scenario(); }
    void set(const Scenario &scenario) const override { document()->replaceScenario(scenario); }
};

/// The tokens reordered (Edit > Reverse Tokens, Shuffle Tokens, a token row dragged): the
/// command knows its permutation and hands it to the document each way (the inverse on
/// undo), so the order check compares the weights under the reordering actually made, not
/// one guessed from the numbers (which cannot tell two equal tokens apart).
class ReorderTokens : public QUndoCommand, public NamedCommand
{
public:
    /// Token i after the command is token order[i] of the document's scenario now.
    ReorderTokens(Document *document, const TokenPermutation &order, UndoName name,
                  QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    const TokenPermutation &order() const { return m_order; }

private:
    Document *m_document;
    TokenPermutation m_order;
    Scenario m_before;
    Scenario m_after;
};

// Factories: the commands the panels push, with their undo-menu names.

/// Renames label `index` of `set` (RenameLabel); null, with `refused` set to why
/// (refusedScenario()), when a scenario file could not hold the new name.
QUndoCommand *renameLabel(Document *document, LabelSet set, int index, const std::string &label,
                          QString *refused);
QUndoCommand *toggleMaskCell(Document *document, int row, int column);
QUndoCommand *clearMask(Document *document);

enum class ProjectionPreset { Identity, Random, Zero };
/// Identity (for b_o: zero) leaves the projection out, as a file without it would.
QUndoCommand *setProjectionPreset(Document *document, MatrixId matrix, ProjectionPreset preset,
                                  std::uint64_t seed = 0, double scale = 1.0);

enum class NewEmbedding { Zero, Random };
/// Inserts a token before `index` (== count: at the end).
QUndoCommand *addToken(Document *document, int index, NewEmbedding embedding,
                       std::uint64_t seed = 0);
QUndoCommand *removeToken(Document *document, int index);
QUndoCommand *moveToken(Document *document, int from, int to);
/// The tokens reordered by `order` (ReorderTokens): token i becomes token order[i].
QUndoCommand *reorderTokens(Document *document, const TokenPermutation &order, UndoName name);
QUndoCommand *setModelDim(Document *document, int dModel);
QUndoCommand *setNumHeads(Document *document, int numHeads);
QUndoCommand *setMode(Document *document, Mode mode);
/// The whole scenario at once (random scenario dialog), undoable.
QUndoCommand *replaceScenario(Document *document, const Scenario &scenario, UndoName name);

} // namespace attn::ui
