#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

class QLocale;

namespace attn::ui {

/// The interface languages, English (the source) first: "en", "id", "vi".
QStringList interfaceLanguages();

/// A language's name in that language, for the menu: "English", "Bahasa Indonesia", ...
QString languageName(const QString &code);

/// "id" or "vi" when `locale` speaks Indonesian or Vietnamese, otherwise "en".
QString languageOf(const QLocale &locale);

/// The locale the interface writes and reads numbers in for a language code: the
/// language's own decimal separator (a comma in Indonesian and Vietnamese) whatever
/// LC_NUMERIC says, in the learner's country when the system speaks that language.
QLocale localeForLanguage(const QString &code);

/// The language chosen in View > Language (QSettings "ui/language"), else the system's.
QString preferredLanguage();

/// Remembers the choice of View > Language.
void setPreferredLanguage(const QString &code);

/// The language installed by applyLanguage() ("en" before).
QString currentLanguage();

/// Installs the translation of `code` (ours, and Qt's own where Qt has one) and makes
/// the default QLocale that language's, so the interface writes and reads numbers the
/// learner's way (a decimal comma in Indonesian and Vietnamese); files keep '.'. Call it
/// before building windows. Returns false (English stays) if `code` has no translation.
bool applyLanguage(const QString &code);

/// Where a text the translator gave out came from: QCoreApplication::translate()'s
/// arguments.
struct SourceKey
{
    QByteArray context;
    QByteArray source;
    QByteArray disambiguation;
    int n = -1;
};

/// Every text the app's translator has given out so far, to its source: what a live
/// language switch (shell/LanguageSwitch) needs to translate the texts already on screen.
QHash<QString, SourceKey> translatedTexts();

/// `text` in the current language, if `old` (translatedTexts() before a switch) says
/// where it came from; nothing for a text the translator never gave out.
std::optional<QString> retranslated(const QHash<QString, SourceKey> &old, const QString &text);

} // namespace attn::ui
