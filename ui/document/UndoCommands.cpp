#include "UndoCommands.h"

#include "NumberFormat.h"
#include "PrintableText.h"

#include <QCoreApplication>
#include <QLocale>

namespace attn::ui {

namespace {

/// Translation context of the undo-menu names.
struct UndoText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::UndoCommands)
};

QString subscript(int number)
{
    // U+2080 SUBSCRIPT ZERO .. U+2089 SUBSCRIPT NINE
    QString text;
    for (const QChar c : QString::number(number))
        text += QChar(char16_t(0x2080 + (c.unicode() - u'0')));
    return text;
}

/// A label in an undo step's name, which Edit > Undo and the toolbar's Undo and Redo
/// buttons show: drawable, and short enough that a token of 256 characters leaves the
/// toolbar's other buttons on screen ("Rename “wwwwwwwwwww…” to “b”").
constexpr int undoNameLabelCharacters = 12;

QString quoted(const std::string &label)
{
    return QLocale().quoteString(printableText(label, undoNameLabelCharacters));
}

/// The labels of `set` as the views name them: absent query and key labels are "q1", "q2", ...
Labels effectiveLabels(const Scenario &s, LabelSet set)
{
    return set == LabelSet::Tokens    ? s.tokens
           : set == LabelSet::Queries ? s.effectiveQueryLabels()
                                      : s.effectiveKeyLabels();
}

/// The labels of `set` with label `index` renamed; absent query and key labels ("q1",
/// "q2", ...) become explicit, since renaming one stores them all.
Labels renamedLabels(const Scenario &s, LabelSet set, int index, const std::string &label)
{
    Labels labels = effectiveLabels(s, set);
    labels[size_t(index)] = label;
    return labels;
}

/// The padding flags with key `key` set to `padded`; absent flags (none padded) become
/// explicit, one per key.
std::vector<bool> withPaddingFlag(const Scenario &s, int key, bool padded)
{
    std::vector<bool> padding = s.padding;
    padding.resize(size_t(s.keyCount()), false);
    padding[size_t(key)] = padded;
    return padding;
}

/// "x₁[2] (“cat”)": a cell, and for a matrix with a row per token, query or key the row's
/// name as it is while the command is on top of the stack (renaming is a command of its
/// own, so an undo label never shows a name the row no longer has).
QString namedCell(const Document *document, MatrixId id, int row, int column)
{
    const Scenario &s = document->scenario();
    const QString cell = cellName(id, row, column);
    Labels labels;
    if (id == MatrixId::Embeddings)
        labels = s.tokens;
    else if (id == MatrixId::Q)
        labels = s.effectiveQueryLabels();
    else if (id == MatrixId::K || id == MatrixId::V)
        labels = s.effectiveKeyLabels();
    if (row < 0 || std::size_t(row) >= labels.size())
        return cell;
    return UndoText::tr("%1 (%2)").arg(cell, quoted(labels[std::size_t(row)]));
}

} // namespace

QString matrixName(MatrixId id)
{
    switch (id) {
    case MatrixId::Embeddings:
        return QStringLiteral("X");
    case MatrixId::Q:
        return QStringLiteral("Q");
    case MatrixId::K:
        return QStringLiteral("K");
    case MatrixId::V:
        return QStringLiteral("V");
    case MatrixId::Wq:
        return QStringLiteral("W_q");
    case MatrixId::Wk:
        return QStringLiteral("W_k");
    case MatrixId::Wv:
        return QStringLiteral("W_v");
    case MatrixId::Wo:
        return QStringLiteral("W_o");
    case MatrixId::Bo:
        return QStringLiteral("b_o");
    }
    return {};
}

QString cellName(MatrixId id, int row, int column)
{
    // 1-based, as the formula and the tables show them.
    const QString index = QStringLiteral("[%1]").arg(column + 1);
    switch (id) {
    case MatrixId::Embeddings:
        return QStringLiteral("x") + subscript(row + 1) + index;
    case MatrixId::Q:
        return QStringLiteral("q") + subscript(row + 1) + index;
    case MatrixId::K:
        return QStringLiteral("k") + subscript(row + 1) + index;
    case MatrixId::V:
        return QStringLiteral("v") + subscript(row + 1) + index;
    case MatrixId::Bo:
        return matrixName(id) + index;
    default:
        return matrixName(id) + QStringLiteral("[%1]").arg(row + 1) + index;
    }
}

ChangeCell::ChangeCell(Document *document, MatrixId matrix, int row, int column, double value,
                       QUndoCommand *parent)
    : QUndoCommand(parent)
    , NamedCommand([name = namedCell(document, matrix, row, column)] {
        return UndoText::tr("Edit %1").arg(name);
    })
    , m_document(document)
    , m_matrix(matrix)
    , m_row(row)
    , m_column(column)
    , m_old(document->value(matrix, row, column))
    , m_new(value)
    , m_wasPresent(document->isPresent(matrix))
{
    setText(m_name());
}

void ChangeCell::undo()
{
    if (m_wasPresent)
        m_document->setBlock(m_matrix, m_row, m_column, MatrixD::Constant(1, 1, m_old));
    else
        m_document->setProjection(m_matrix, std::nullopt);
}

void ChangeCell::redo()
{
    m_document->setBlock(m_matrix, m_row, m_column, MatrixD::Constant(1, 1, m_new));
}

bool ChangeCell::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeCell *>(other);
    if (o->m_document != m_document || o->m_matrix != m_matrix || o->m_row != m_row
        || o->m_column != m_column)
        return false;
    m_new = o->m_new;
    // Typed back to the number it had: no step left (QUndoStack drops an obsolete command,
    // and the document is unmodified again if it was before the first edit). A projection
    // the first edit made present stays a step: undo makes it absent again.
    setObsolete(m_wasPresent && sameBits(m_new, m_old));
    return true;
}

ChangePositionCell::ChangePositionCell(Document *document, int row, int column, double value,
                                       UndoName name, QUndoCommand *parent)
    : QUndoCommand(name(), parent)
    , NamedCommand(std::move(name))
    , m_document(document)
    , m_row(row)
    , m_column(column)
    , m_old((*document->scenario().positions->table)(row, column))
    , m_new(value)
{
}

void ChangePositionCell::undo()
{
    m_document->setPositionTableValue(m_row, m_column, m_old);
}

void ChangePositionCell::redo()
{
    m_document->setPositionTableValue(m_row, m_column, m_new);
}

bool ChangePositionCell::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangePositionCell *>(other);
    if (o->m_document != m_document || o->m_row != m_row || o->m_column != m_column)
        return false;
    m_new = o->m_new;
    setText(o->text());
    m_name = o->m_name;
    setObsolete(sameBits(m_new, m_old));
    return true;
}

PasteBlock::PasteBlock(Document *document, MatrixId matrix, int row, int column,
                       const MatrixD &values, QUndoCommand *parent)
    : QUndoCommand(parent)
    , NamedCommand([matrix, rows = values.rows(), columns = values.cols()] {
        return UndoText::tr("Paste %1 × %2 into %3").arg(rows).arg(columns).arg(matrixName(matrix));
    })
    , m_document(document)
    , m_matrix(matrix)
    , m_row(row)
    , m_column(column)
    , m_old(document->matrix(matrix).block(row, column, values.rows(), values.cols()))
    , m_new(values)
    , m_wasPresent(document->isPresent(matrix))
{
    setText(m_name());
}

void PasteBlock::undo()
{
    if (m_wasPresent)
        m_document->setBlock(m_matrix, m_row, m_column, m_old);
    else
        m_document->setProjection(m_matrix, std::nullopt);
}

void PasteBlock::redo()
{
    m_document->setBlock(m_matrix, m_row, m_column, m_new);
}

RenameLabel::RenameLabel(Document *document, LabelSet set, int index, const std::string &label,
                         QUndoCommand *parent)
    : QUndoCommand(parent)
    , NamedCommand(QString())
    , m_document(document)
    , m_set(set)
    , m_old(document->labels(set))
{
    m_new = renamedLabels(document->scenario(), set, index, label);
    const std::string before = effectiveLabels(document->scenario(), set)[size_t(index)];
    m_name = [before, label] {
        return UndoText::tr("Rename %1 to %2").arg(quoted(before), quoted(label));
    };
    setText(m_name());
}

void RenameLabel::undo()
{
    m_document->setLabels(m_set, m_old);
}

void RenameLabel::redo()
{
    m_document->setLabels(m_set, m_new);
}

SetPadding::SetPadding(Document *document, int key, bool padded, QUndoCommand *parent)
    : ChangeScenarioValue(
        document, withPaddingFlag(document->scenario(), key, padded),
        [padded, label = document->scenario().effectiveKeyLabels()[size_t(key)]] {
            return (padded ? UndoText::tr("Mark %1 as padding")
                           : UndoText::tr("Unmark %1 as padding"))
                .arg(quoted(label));
        },
        parent)
{
}

SetScale::SetScale(Document *document, bool scale, QUndoCommand *parent)
    : ChangeScenarioValue(
        document, scale,
        [scale] {
            return scale ? UndoText::tr("Scale scores") : UndoText::tr("Stop scaling scores");
        },
        parent, int(MergeId::SetScale))
{
}

SetCausal::SetCausal(Document *document, bool causal, QUndoCommand *parent)
    : ChangeScenarioValue(
        document, causal,
        [causal] {
            return causal ? UndoText::tr("Causal mask on") : UndoText::tr("Causal mask off");
        },
        parent, int(MergeId::SetCausal))
{
}

SetCausalAlignment::SetCausalAlignment(Document *document, CausalAlignment alignment,
                                       QUndoCommand *parent)
    : ChangeScenarioValue(document, alignment,
                          alignment == CausalAlignment::BottomRight
                              ? UndoText::tr("Align the causal mask bottom-right")
                              : UndoText::tr("Align the causal mask top-left"),
                          parent)
{
}

SetDivisor::SetDivisor(Document *document, std::optional<double> divisor, QUndoCommand *parent)
    : ChangeScenarioValue(
        document, divisor,
        [divisor] {
            return divisor ? UndoText::tr("Divide scores by %1")
                                 .arg(formatNumber(*divisor, NumberStyle::Label))
                           : UndoText::tr("Divide scores by √d_k");
        },
        parent, int(MergeId::SetDivisor))
{
}

std::optional<MatrixD> SetProjection::get() const
{
    if (!document()->isPresent(m_matrix))
        return std::nullopt;
    return document()->matrix(m_matrix);
}

QUndoCommand *renameLabel(Document *document, LabelSet set, int index, const std::string &label,
                          QString *refused)
{
    Scenario candidate = document->scenario();
    Labels &labels = set == LabelSet::Tokens    ? candidate.tokens
                     : set == LabelSet::Queries ? candidate.queryLabels
                                                : candidate.keyLabels;
    labels = renamedLabels(document->scenario(), set, index, label);
    const QString why = refusedScenario(candidate);
    if (!why.isEmpty()) {
        if (refused)
            *refused = why;
        return nullptr;
    }
    return new RenameLabel(document, set, index, label);
}

QUndoCommand *toggleMaskCell(Document *document, int row, int column)
{
    const Scenario &s = document->scenario();
    BoolMatrix mask = s.mask ? *s.mask : BoolMatrix::Constant(s.queryCount(), s.keyCount(), true);
    mask(row, column) = !mask(row, column);
    const std::string query = s.effectiveQueryLabels()[size_t(row)];
    const std::string key = s.effectiveKeyLabels()[size_t(column)];
    const bool allow = mask(row, column);
    return new SetMask(document, mask, [allow, query, key] {
        return (allow ? UndoText::tr("Allow %1 → %2") : UndoText::tr("Block %1 → %2"))
            .arg(quoted(query), quoted(key));
    });
}

QUndoCommand *clearMask(Document *document)
{
    return new SetMask(document, std::nullopt, [] { return UndoText::tr("Clear custom mask"); });
}

QUndoCommand *setProjectionPreset(Document *document, MatrixId matrix, ProjectionPreset preset,
                                  std::uint64_t seed, double scale)
{
    const int rows = document->rowCount(matrix);
    const int columns = document->columnCount(matrix);
    const QString name = matrixName(matrix);
    switch (preset) {
    case ProjectionPreset::Identity:
        return new SetProjection(document, matrix, std::nullopt, [matrix, name] {
            return matrix == MatrixId::Bo ? UndoText::tr("Set %1 to zero").arg(name)
                                          : UndoText::tr("Set %1 to identity").arg(name);
        });
    case ProjectionPreset::Zero:
        return new SetProjection(document, matrix,
                                 matrix == MatrixId::Bo ? std::optional<MatrixD>()
                                                        : MatrixD::Zero(rows, columns),
                                 [name] { return UndoText::tr("Set %1 to zero").arg(name); });
    case ProjectionPreset::Random:
        break;
    }
    return new SetProjection(document, matrix,
                             randomMatrix(rows, columns, Distribution::Normal, scale, seed),
                             [name, seed, scale] {
                                 return UndoText::tr("Random %1 (seed %2, scale %3)")
                                     .arg(name)
                                     .arg(seed)
                                     .arg(formatNumber(scale, NumberStyle::Label));
                             });
}

QUndoCommand *addToken(Document *document, int index, NewEmbedding embedding, std::uint64_t seed)
{
    const Scenario &s = document->scenario();
    const int d = int(s.embeddings.cols());
    const MatrixD row = embedding == NewEmbedding::Random
                            ? randomMatrix(1, d, Distribution::Normal, 1.0, seed)
                            : MatrixD::Zero(1, d);
    // The added token's name, in the interface language ("new", then "new 2", ...).
    const std::string label
        = unusedTokenLabel(s, UndoText::tr("new", "an added token").toStdString());
    return new ReplaceScenario(document, withTokenInserted(s, index, label, row),
                               [] { return UndoText::tr("Add token"); });
}

QUndoCommand *removeToken(Document *document, int index)
{
    const Scenario &s = document->scenario();
    return new ReplaceScenario(document, withTokenRemoved(s, index),
                               [label = s.tokens[size_t(index)]] {
                                   return UndoText::tr("Remove token %1").arg(quoted(label));
                               });
}

ReorderTokens::ReorderTokens(Document *document, const TokenPermutation &order, UndoName name,
                             QUndoCommand *parent)
    : QUndoCommand(name(), parent)
    , NamedCommand(std::move(name))
    , m_document(document)
    , m_order(order)
    , m_before(document->scenario())
    , m_after(withTokensPermuted(m_before, order))
{
}

void ReorderTokens::redo()
{
    m_document->reorderTokens(m_after, m_order);
}

void ReorderTokens::undo()
{
    m_document->reorderTokens(m_before, inverseOrder(m_order));
}

QUndoCommand *moveToken(Document *document, int from, int to)
{
    const Scenario &s = document->scenario();
    return new ReorderTokens(document, movedOrder(int(s.tokens.size()), from, to),
                             [up = to < from, label = s.tokens[size_t(from)]] {
                                 return (up ? UndoText::tr("Move %1 up")
                                            : UndoText::tr("Move %1 down"))
                                     .arg(quoted(label));
                             });
}

QUndoCommand *reorderTokens(Document *document, const TokenPermutation &order, UndoName name)
{
    return new ReorderTokens(document, order, std::move(name));
}

QUndoCommand *setModelDim(Document *document, int dModel)
{
    return new ReplaceScenario(document, withModelDim(document->scenario(), dModel), [dModel] {
        return UndoText::tr("Change d_model to %1").arg(dModel);
    });
}

QUndoCommand *setNumHeads(Document *document, int numHeads)
{
    return new ReplaceScenario(document, withNumHeads(document->scenario(), numHeads), [numHeads] {
        return UndoText::tr("Use %n head(s)", nullptr, numHeads);
    });
}

QUndoCommand *setMode(Document *document, Mode mode)
{
    const Scenario &s = document->scenario();
    if (mode == Mode::Direct)
        return new ReplaceScenario(document, toDirectMode(s),
                                   [] { return UndoText::tr("Switch to direct Q, K, V"); });
    return new ReplaceScenario(document, toSelfAttentionMode(s),
                               [] { return UndoText::tr("Switch to self-attention"); });
}

QUndoCommand *replaceScenario(Document *document, const Scenario &scenario, UndoName name)
{
    return new ReplaceScenario(document, scenario, std::move(name));
}

} // namespace attn::ui
