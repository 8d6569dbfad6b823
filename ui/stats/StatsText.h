#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace attn {
struct AttentionResult;
struct Scenario;
struct SweepResult;
} // namespace attn

namespace attn::ui {

/// One sentence: what the softmax gradient ‖J‖ means (shown next to its numbers).
QString gradientExplanation();

/// What the scenario divides its scores by, and that both columns are shown anyway.
QString scalingNote(const Scenario &scenario, const AttentionResult &result);

/// The rows of a table of text, shared by a QTableWidget on screen and the export's
/// painted table, so both show the same characters.
struct TextTable
{
    QStringList headers;
    QList<QStringList> rows;     ///< each as many cells as headers
    QList<QStringList> toolTips; ///< per cell, may be empty strings
};

/// Raw against scaled statistics of head `head` (-1: all heads) of an ok result, with
/// the uniform and one-hot references: columns statistic, raw, scaled, uniform, one-hot;
/// rows in the order of SummaryRow.
TextTable summaryTable(const AttentionResult &result, int head);

/// The rows of summaryTable.
enum class SummaryRow {
    Mean,
    Std,
    Min,
    Max,
    MaxWeight,
    Entropy,
    EffectiveKeys,
    JacobianNorm,
    Count
};

/// One row per head and a last row "all heads": std, mean max weight, mean entropy,
/// effective keys and softmax gradient, each raw then scaled.
TextTable perHeadTable(const AttentionResult &result);

/// The d_k sweep, one row per d_k, as `--sweep` names its fields.
TextTable sweepTable(const SweepResult &result);

} // namespace attn::ui
