#pragma once

#include <QLocale>
#include <QString>

#include <limits>
#include <optional>

class QLocale;

namespace attn::ui {

/// How a number reads, by where it stands. Every style writes the interface's decimal
/// separator ("0,804" in Indonesian and Vietnamese) and never "-0".
enum class NumberStyle {
    /// Inside a heatmap cell: a fixed number of decimals by magnitude (cellDecimals() below
    /// 10, one fewer below 100, none below 10 000, then two significant digits), a true
    /// minus sign: "0.804", "−1.960", "80.44", "123.4".
    Cell,
    /// A statistic in a table or chart: three significant digits, trailing zeros dropped,
    /// at most six decimals, a true minus sign as in the heatmaps: "6.48", "0.812",
    /// "0.0035", "−5.52".
    Statistic,
    /// A number in a sentence (walkthrough, lessons): three significant digits, a true
    /// minus sign; very small or large values as Formula writes them.
    Prose,
    /// What a screen reader says: three significant digits, never an exponent.
    Spoken,
    /// A term of a cell's formula: four significant digits (at most), trailing zeros
    /// dropped, a true minus sign; an exponent only below 0.001 or from a million on.
    Formula,
    /// A value in an undo label ("Set x₁[2] to 0.5"): four significant digits.
    Label,
    /// Every digit that matters (ten significant), for tooltips that show the exact value.
    Exact,
};

/// `value` written in `style`, in the interface's locale.
QString formatNumber(double value, NumberStyle style);

/// `value` in the Cell style with `decimals` (0..6) instead of cellDecimals(): a heatmap
/// whose cells are too narrow for the chosen precision writes fewer digits, never fewer
/// than two for weights nor one for values below ten (cellTextFor: then no numbers).
QString formatCell(double value, int decimals);

/// A cell of an editor table: the shortest text that reads back to `value` when it has at
/// most seven characters, otherwise four significant digits, in `locale`.
QString editorText(double value, const QLocale &locale);

/// The decimals of the Cell style for values below 10 (3 by default, View > Precision).
int cellDecimals();

/// Sets the Cell style's decimals, clamped to 1..6.
void setCellDecimals(int decimals);

/// `number` (as QString::number writes it, with '.') with the decimal point of the
/// interface's locale: the texts the app composes read "1,96" in Indonesian.
QString localDecimal(QString number);

/// What separates the numbers of a vector in the interface: ", ", or "; " where the
/// decimal point is a comma ("[8,04; 1,96]"), as the Vietnamese seed writes it.
QString numberSeparator();

/// A number typed into any editor of the app (a cell, the position table, the slopes, a
/// guess, a score list), read by attn::readNumber (core/format/NumberInput: the locale's
/// decimal separator or a point, a true minus sign, no group separators); refused beyond
/// ±maxMagnitude, as NaN or infinity, with the reason in the interface's words in `why`.
std::optional<double> parseNumber(const QString &text, const QLocale &locale,
                                  double maxMagnitude = std::numeric_limits<double>::max(),
                                  QString *why = nullptr);

/// The locale of the charts' axis numbers: the window's decimal comma, no group separator
/// (1024, not "1.024", which reads as one in Indonesian). Axis label formats must name a
/// precision ("%.4g", "%.0f"): Qt Charts leaves a localised label empty otherwise.
QLocale chartLocale();

} // namespace attn::ui
