#pragma once

#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

class QLocale;

namespace attn {

/// Why a typed text is not a number the app takes.
enum class NumberRefusal {
    None,
    Empty,      ///< nothing but spaces
    NotANumber, ///< "ten", "1.2.3", "1.000" where '.' groups thousands and nothing else reads it
    NotFinite,  ///< "nan", "inf", or a number past double's range
    OutOfRange, ///< a finite number beyond the bound the caller gave
};

struct ReadNumber
{
    std::optional<double> value;
    NumberRefusal refusal = NumberRefusal::None;
};

/// One number as a person types it into the app, the one reading every editor shares:
/// spaces around it ignored; a true minus sign (U+2212, as the views print) read as '-';
/// the locale's decimal separator ("1,96" in Indonesian), else the C locale's point ("1.96"
/// everywhere); group separators never ("1.000" in Indonesian is not read as a thousand:
/// the point fallback makes it 1, as an English copy means it). Beyond ±maxMagnitude,
/// NaN or infinity: refused.
ReadNumber readNumber(const QString &text, const QLocale &locale,
                      double maxMagnitude = std::numeric_limits<double>::max());

/// The parts of a text holding several numbers: split at spaces, semicolons and brackets,
/// and at commas where the locale's decimal separator is not a comma ("[8,04; 1,96]" in
/// Vietnamese, "[10, 1.96]" in English).
QStringList splitNumbers(const QString &text, const QLocale &locale);

} // namespace attn
