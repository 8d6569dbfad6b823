#pragma once

#include <QString>

namespace attn::ui {

/// A built-in example's title in the interface language (any other title unchanged): the
/// scenario keeps its English title, menus and the window title show this.
QString exampleTitleText(const QString &title);

} // namespace attn::ui
