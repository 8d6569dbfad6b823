#include "SpokenText.h"

#include <QRegularExpression>
#include <QStringList>

namespace attn::ui {

namespace {

QString digitWord(int digit)
{
    switch (digit) {
    case 0:
        return SpokenText::tr("zero");
    case 1:
        return SpokenText::tr("one");
    case 2:
        return SpokenText::tr("two");
    case 3:
        return SpokenText::tr("three");
    case 4:
        return SpokenText::tr("four");
    case 5:
        return SpokenText::tr("five");
    case 6:
        return SpokenText::tr("six");
    case 7:
        return SpokenText::tr("seven");
    case 8:
        return SpokenText::tr("eight");
    default:
        return SpokenText::tr("nine");
    }
}

/// The word for a symbol, or an empty string when `c` is spoken as it is.
QString symbolWord(QChar c)
{
    switch (c.unicode()) {
    case '=':
        return SpokenText::tr("equals");
    case 0x2212: // minus sign
        return SpokenText::tr("minus");
    case '+':
        return SpokenText::tr("plus");
    case 0x00B7: // middle dot
    case 0x00D7: // multiplication sign
        return SpokenText::tr("times");
    case 0x00F7: // division sign
    case '/':
        return SpokenText::tr("divided by");
    case 0x221A:
        return SpokenText::tr("square root of");
    case 0x221E:
        return SpokenText::tr("infinity");
    case 0x03A3: // capital sigma
    case 0x2211:
        return SpokenText::tr("sum of");
    case 0x1D40: // modifier capital T
        return SpokenText::tr("transposed");
    case 0x2264:
        return SpokenText::tr("at most");
    case 0x2026:
        return SpokenText::tr("and so on");
    case 0x2248:
        return SpokenText::tr("approximately");
    default:
        return QString();
    }
}

/// The letter of a subscript letter (ⱼ -> j), or a null QChar.
QChar subscriptLetter(QChar c)
{
    switch (c.unicode()) {
    case 0x2C7C:
        return QLatin1Char('j');
    case 0x1D62:
        return QLatin1Char('i');
    case 0x2096:
        return QLatin1Char('k');
    case 0x2099:
        return QLatin1Char('n');
    case 0x2092:
        return QLatin1Char('o');
    case 0x2090:
        return QLatin1Char('a');
    default:
        return QChar();
    }
}

} // namespace

QString spokenFormula(const QString &formula)
{
    QStringList words;
    QString word;
    auto flush = [&] {
        if (!word.isEmpty())
            words << word;
        word.clear();
    };
    for (const QChar c : formula) {
        const ushort u = c.unicode();
        if (u >= 0x2080 && u <= 0x2089) { // subscript digits: one word each
            flush();
            words << digitWord(u - 0x2080);
        } else if (const QChar letter = subscriptLetter(c); !letter.isNull()) {
            flush();
            words << QString(letter);
        } else if (const QString symbol = symbolWord(c); !symbol.isEmpty()) {
            // A minus sign before a number reads as "minus 0.52" too.
            flush();
            words << symbol;
        } else if (c == QLatin1Char('\n')) {
            flush();
            if (!words.isEmpty())
                words.last() += QLatin1Char('.');
        } else if (c == QLatin1Char('_') || c.isSpace()) {
            flush();
        } else {
            word += c;
        }
    }
    flush();
    QString out = words.join(QLatin1Char(' '));
    // "q two , one" -> "q two, one": punctuation sticks to the word before it.
    static const QRegularExpression spaceBeforePunctuation(QStringLiteral(" ([,;:.)])"));
    out.replace(spaceBeforePunctuation, QStringLiteral("\\1"));
    return out;
}

} // namespace attn::ui
