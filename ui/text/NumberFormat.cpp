#include "NumberFormat.h"

#include "NumberInput.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

const QChar minusSign(0x2212);

// The course documents print weights to three decimals (0,804).
int s_cellDecimals = 3;

/// "0.500" -> "0.5", "2.000" -> "2".
QString trimZeros(QString text)
{
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

/// The exponent of `magnitude` in base 10 (0.0804 -> -2).
int decade(double magnitude)
{
    return int(std::floor(std::log10(magnitude)));
}

/// The last touches every style shares: "-0" is a zero; '-' may become a true minus sign;
/// '.' becomes the interface's decimal point.
QString finish(QString text, bool trueMinus)
{
    if (text == QLatin1String("-0"))
        return QStringLiteral("0");
    if (trueMinus)
        text.replace(QLatin1Char('-'), minusSign);
    return localDecimal(text);
}

QString cellText(double value, int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    const double magnitude = std::abs(value);
    // The thresholds are where rounding to the fewer decimals would reach the next decade.
    const double ten = 10 - 0.5 * std::pow(10.0, -decimals);
    const double hundred = 100 - 0.5 * std::pow(10.0, 1 - decimals);
    QString text;
    if (magnitude >= 9999.5)
        text = QString::number(value, 'g', 2);
    else if (magnitude >= hundred)
        text = QString::number(value, 'f', std::max(0, decimals - 2));
    else if (magnitude >= ten)
        text = QString::number(value, 'f', std::max(0, decimals - 1));
    else
        text = QString::number(value, 'f', decimals);
    if (text.startsWith(QLatin1Char('-'))) {
        // "-0.00" is a zero: print it without a sign.
        if (text.mid(1).remove(QLatin1Char('0')).remove(QLatin1Char('.')).isEmpty())
            text.remove(0, 1);
        else
            text.replace(0, 1, minusSign);
    }
    return localDecimal(text);
}

QString formulaText(double value)
{
    if (value == 0 || !std::isfinite(value))
        return value == 0 ? QStringLiteral("0") : QString::number(value);
    const double magnitude = std::abs(value);
    if (magnitude >= 1e-3 && magnitude < 1e6)
        return finish(trimZeros(QString::number(value, 'f', std::max(0, 3 - decade(magnitude)))),
                      true);
    return finish(QString::number(value, 'g', 3), true);
}

QString statisticText(double value)
{
    if (!std::isfinite(value))
        return QString::number(value);
    const double magnitude = std::abs(value);
    const int decimals = magnitude > 0 ? std::clamp(2 - decade(magnitude), 0, 6) : 0;
    return finish(trimZeros(QString::number(value, 'f', decimals)), true);
}

QString proseText(double value)
{
    const double magnitude = std::abs(value);
    if (value == 0 || magnitude < 1e-3 || magnitude >= 1e6)
        return formulaText(value);
    return finish(trimZeros(QString::number(value, 'f', std::max(0, 2 - decade(magnitude)))), true);
}

QString spokenText(double value)
{
    if (value == 0)
        return QLocale().toString(0);
    return QLocale().toString(value, 'f', std::clamp(2 - decade(std::abs(value)), 0, 6));
}

} // namespace

QString formatNumber(double value, NumberStyle style)
{
    switch (style) {
    case NumberStyle::Cell:
        return cellText(value, s_cellDecimals);
    case NumberStyle::Statistic:
        return statisticText(value);
    case NumberStyle::Prose:
        return proseText(value);
    case NumberStyle::Spoken:
        return spokenText(value);
    case NumberStyle::Formula:
        return formulaText(value);
    case NumberStyle::Label:
        return QLocale().toString(value, 'g', 4);
    case NumberStyle::Exact:
        return QString::number(value, 'g', 10);
    }
    return QString::number(value);
}

QString formatCell(double value, int decimals)
{
    return cellText(value, decimals);
}

QString editorText(double value, const QLocale &locale)
{
    // Short enough for a narrow column; the tooltip and the editor show every digit.
    const QString shortest = locale.toString(value, 'g', QLocale::FloatingPointShortest);
    if (shortest.size() <= 7)
        return shortest;
    return locale.toString(value, 'g', 4);
}

int cellDecimals()
{
    return s_cellDecimals;
}

void setCellDecimals(int decimals)
{
    s_cellDecimals = std::clamp(decimals, 1, 6);
}

QString localDecimal(QString number)
{
    const QString point = QLocale().decimalPoint();
    if (point != QLatin1String("."))
        number.replace(QLatin1Char('.'), point);
    return number;
}

QString numberSeparator()
{
    return QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ")
                                                          : QStringLiteral(", ");
}

QLocale chartLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

std::optional<double> parseNumber(const QString &text, const QLocale &locale, double maxMagnitude,
                                  QString *why)
{
    const ReadNumber read = readNumber(text, locale, maxMagnitude);
    if (why) {
        const QString shown = text.trimmed();
        switch (read.refusal) {
        case NumberRefusal::None:
            why->clear();
            break;
        case NumberRefusal::Empty:
            *why = QCoreApplication::translate("NumberInput", "empty: type a number");
            break;
        case NumberRefusal::NotANumber:
            *why = QCoreApplication::translate("NumberInput", "“%1” is not a number").arg(shown);
            break;
        case NumberRefusal::NotFinite:
            *why = QCoreApplication::translate("NumberInput", "“%1” is not a finite number")
                       .arg(shown);
            break;
        case NumberRefusal::OutOfRange:
            *why = QCoreApplication::translate("NumberInput", "%1 is out of range (at most ±%2)")
                       .arg(shown, locale.toString(maxMagnitude, 'g', 7));
            break;
        }
    }
    return read.value;
}

} // namespace attn::ui
