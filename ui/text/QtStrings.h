#pragma once

#include <vector>

namespace attn::ui {

/// One of Qt's own translatable strings: its context (a Qt class) and English source.
struct QtString
{
    const char *context;
    const char *source;
};

/// Qt's strings that the app's windows and dialogs can show (standard buttons, the line
/// edit and spin box context menus, the file dialog, dock and tab buttons). Our .ts files
/// translate them, because Qt ships no Indonesian or Vietnamese catalogue.
std::vector<QtString> qtStringsShown();

} // namespace attn::ui
