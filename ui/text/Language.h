#pragma once

#include <QString>
#include <QStringList>

class QLocale;
class QMainWindow;
class QMenu;

namespace attn::ui {

/// The interface languages, English (the source) first: "en", "id", "vi".
QStringList interfaceLanguages();

/// A language's name in that language, for the menu: "English", "Bahasa Indonesia", ...
QString languageName(const QString &code);

/// "id" or "vi" when `locale` speaks Indonesian or Vietnamese, otherwise "en".
QString languageOf(const QLocale &locale);

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

/// Changes the language of the running app: applyLanguage(), then every open window's
/// texts, the lessons' language and the number locale of the tables follow at once.
void switchLanguage(const QString &code);

/// `number` (as QString::number writes it, with '.') with the decimal point of the
/// interface's locale: the texts the app composes read "1,96" in Indonesian.
QString localDecimal(QString number);

/// What separates the numbers of a vector in the interface: ", ", or "; " where the
/// decimal point is a comma ("[8,04; 1,96]"), as the Vietnamese seed writes it.
QString numberSeparator();

/// Adds View > Language (English, Bahasa Indonesia, Tiếng Việt) to `viewMenu`: a choice
/// applies at once and is remembered. Returns the submenu.
QMenu *installLanguageMenu(QMainWindow *window, QMenu *viewMenu);

} // namespace attn::ui
