#pragma once

// The one way a text from a file (a token, a query or key label, a title) becomes text
// that a view, a picture or an export draws: the screen, PNG, SVG and PDF alike.

#include <QString>

#include <string>

namespace attn::ui {

/// At most this many characters of a label or title are drawn; the format allows 256 in a
/// token (docs/scenario-format.md) and a title is clipped the same way. Clipping first keeps
/// QFontMetrics::elidedText, layout and painting bounded whatever the text's length.
constexpr int maxDrawnCharacters = 256;

/// `text` made drawable: a tab, line feed or carriage return becomes a space; every other
/// control character (U+0000 to U+001F and U+007F) its visible Control Picture (U+2400 to
/// U+241F, U+2421: "␀", "␇", "␛"); a C1 control (U+0080 to U+009F) or a noncharacter
/// (U+FFFE, U+FFFF) U+FFFD. XML 1.0 cannot hold any of them, so an SVG with them is not
/// well-formed; a font has no glyph for them. A bidirectional embedding, override or
/// isolate (U+202A to U+202E, U+2066 to U+2069) becomes U+FFFD too, so a label is drawn in
/// the order its letters have ("\u202Eevil" as "\uFFFDevil", not "live") and cannot
/// reorder the text beside it; the marks LRM, RLM and ALM stay (they move no letter, only
/// the neutral characters beside them, and right-to-left labels need them). A text longer
/// than `maxCharacters` keeps its first maxCharacters - 1 characters and ends in "…".
QString printableText(const QString &text, int maxCharacters = maxDrawnCharacters);

/// The same from UTF-8, decoding no more of a long string than is drawn.
QString printableText(const std::string &utf8, int maxCharacters = maxDrawnCharacters);

} // namespace attn::ui
