#pragma once

#include "Snapshot.h"

#include <QString>

namespace attn::ui {

/// What the cell of a heatmap holds, so that its story can be told.
enum class CellKind {
    Entry,      ///< a plain matrix entry (X, Q, K, V, W_o, concat)
    Score,      ///< raw Q·Kᵀ
    Scaled,     ///< Q·Kᵀ ÷ √d_k
    Mask,       ///< the additive mask M
    Weight,     ///< softmax weights
    HeadOutput, ///< weights·V of one head
    FinalOutput ///< concat·W_o + b_o (or weights·V in direct mode)
};

// The live formula of one cell: pure functions of a Snapshot that only format numbers the
// engine already computed. Rows, columns and heads are 0-based; the text counts from 1, as
// the lessons do. The first line names the cell; lines are separated by '\n'.

/// "s₂₃ = q₂·k₃ = 0.31·1.2 + (−0.52)·0.44 + … = 0.14" and "÷ √3 = 0.081".
QString scoreFormula(const Snapshot &snapshot, int head, int row, int column);
/// "w₂₃ = exp(s₂₃ − max₂) / Σⱼ exp(s₂ⱼ − max₂)" with the row's numbers.
QString weightFormula(const Snapshot &snapshot, int head, int row, int column);
/// "o₂ = Σⱼ w₂ⱼ·vⱼ = 0.8·v₁ + 0.2·v₂" and the chosen component with its numbers.
QString outputFormula(const Snapshot &snapshot, int head, int row, int column);
/// "M₂₃ = −∞: key 3 comes after query 2 (causal mask)" or "M₂₃ = 0: allowed".
QString maskFormula(const Snapshot &snapshot, int row, int column);
/// The final output: concat·W_o + b_o in self-attention mode, weights·V in direct mode.
QString finalOutputFormula(const Snapshot &snapshot, int row, int column);
/// In self-attention mode, component `column` of head `head`'s query of token `row`:
/// "q₂₁ = x₂·W_q[:, 1] = 1.5·1 + … = 1.5" (empty in direct mode, where Q is typed in).
QString projectionFormula(const Snapshot &snapshot, int head, int row, int column);
/// A plain entry: "Q₂,₁ = 0.31" and what its row is.
QString entryFormula(const QString &name, const Matrix &matrix, int row, int column,
                     const QString &rowDescription);

/// Dispatches on `kind`; `name` and `matrix` are used by CellKind::Entry only.
QString cellFormula(const Snapshot &snapshot, CellKind kind, int head, int row, int column,
                    const QString &name = QString(), const Matrix *matrix = nullptr,
                    const QString &rowDescription = QString());

/// Why query `row` may not attend key `column` ("causal: ...", "padding", "mask"); empty
/// when it may.
QString maskReason(const Snapshot &snapshot, int row, int column);

/// The formula on one line, for the status bar.
QString formulaStatusLine(const QString &formula);
/// The formula as rich text, for a tooltip: the first line bold.
QString formulaToolTip(const QString &formula);

/// A 1-based index in Unicode subscript digits: 12 -> "₁₂".
QString subscript(int oneBased);

} // namespace attn::ui
