#include "PrintableText.h"

#include <algorithm>

namespace attn::ui {

namespace {

QChar printable(QChar c)
{
    const char16_t u = c.unicode();
    if (u == u'\t' || u == u'\n' || u == u'\r')
        return QLatin1Char(' ');
    if (u < 0x20)
        return QChar(char16_t(0x2400 + u)); // SYMBOL FOR NULL ... SYMBOL FOR UNIT SEPARATOR
    if (u == 0x7f)
        return QChar(char16_t(0x2421)); // SYMBOL FOR DELETE
    if ((u >= 0x80 && u <= 0x9f) || u == 0xfffe || u == 0xffff)
        return QChar(QChar::ReplacementCharacter);
    // The embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and the isolates (LRI, RLI,
    // FSI, PDI): a token "\u202Eevil" was drawn as "live", and one left open reorders the
    // text drawn after it on the same line.
    if ((u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069))
        return QChar(QChar::ReplacementCharacter);
    return c;
}

} // namespace

QString printableText(const QString &text, int maxCharacters)
{
    maxCharacters = std::max(1, maxCharacters);
    const bool clipped = text.size() > maxCharacters;
    QString out = clipped ? text.left(maxCharacters - 1) : text;
    // A surrogate pair cut in half would leave a lone high surrogate.
    if (clipped && !out.isEmpty() && out.back().isHighSurrogate())
        out.chop(1);
    for (QChar &c : out)
        c = printable(c);
    if (clipped)
        out += QChar(0x2026);
    return out;
}

QString printableText(const std::string &utf8, int maxCharacters)
{
    // A character takes at most four bytes: this many bytes hold more than are drawn.
    const size_t enough = size_t(std::max(1, maxCharacters) + 1) * 4;
    if (utf8.size() <= enough)
        return printableText(QString::fromStdString(utf8), maxCharacters);
    return printableText(QString::fromUtf8(utf8.data(), qsizetype(enough)), maxCharacters);
}

} // namespace attn::ui
