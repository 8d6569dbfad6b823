#pragma once

#include <QString>

class QMainWindow;
class QMenu;

namespace attn::ui {

/// Changes the language of the running app: applyLanguage(), then every open window's
/// texts, the lessons' language and the number locale of the tables follow at once.
void switchLanguage(const QString &code);

/// Adds View > Language (English, Bahasa Indonesia, Tiếng Việt) to `viewMenu`: a choice
/// applies at once and is remembered. Returns the submenu.
QMenu *installLanguageMenu(QMainWindow *window, QMenu *viewMenu);

} // namespace attn::ui
