#include "NumberInput.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace attn {

ReadNumber readNumber(const QString &input, const QLocale &locale, double maxMagnitude)
{
    QString text = input.trimmed();
    text.replace(QChar(0x2212), u'-'); // a minus sign copied from a formula or a heatmap
    if (text.isEmpty())
        return {std::nullopt, NumberRefusal::Empty};
    QLocale strict = locale;
    strict.setNumberOptions(locale.numberOptions() | QLocale::RejectGroupSeparator);
    bool ok = false;
    double value = strict.toDouble(text, &ok);
    if (!ok) {
        QLocale c = QLocale::c();
        c.setNumberOptions(QLocale::RejectGroupSeparator);
        value = c.toDouble(text, &ok);
    }
    const QString lower = text.toLower();
    const bool namedSpecial
        = lower.contains(QLatin1String("nan")) || lower.contains(QLatin1String("inf"));
    // A number past double's range ("1e999") fails the conversion with an infinite value.
    if (!ok && !namedSpecial && !std::isinf(value))
        return {std::nullopt, NumberRefusal::NotANumber};
    if (namedSpecial || !std::isfinite(value))
        return {std::nullopt, NumberRefusal::NotFinite};
    if (std::abs(value) > maxMagnitude)
        return {std::nullopt, NumberRefusal::OutOfRange};
    return {value, NumberRefusal::None};
}

QStringList splitNumbers(const QString &text, const QLocale &locale)
{
    QString cleaned = text;
    static const QRegularExpression brackets(QStringLiteral("[\\[\\](){}]"));
    cleaned.replace(brackets, QStringLiteral(" "));
    const bool commaIsDecimal = locale.decimalPoint() == QLatin1String(",");
    static const QRegularExpression withComma(QStringLiteral("[;,\\s]+"));
    static const QRegularExpression withoutComma(QStringLiteral("[;\\s]+"));
    return cleaned.split(commaIsDecimal ? withoutComma : withComma, Qt::SkipEmptyParts);
}

} // namespace attn
