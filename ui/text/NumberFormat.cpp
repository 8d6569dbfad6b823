#include "NumberFormat.h"

#include <QLocale>

namespace attn::ui {

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

} // namespace attn::ui
