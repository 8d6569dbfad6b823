#pragma once

#include <QCoreApplication>
#include <QString>

class QComboBox;
class QMainWindow;

namespace attn::ui {

/// Makes the window's toolbars part of the Tab cycle: each tool button (those added later
/// too) takes the focus from Tab, not from a click, so a keyboard or screen reader user
/// reaches "Scale by 1/√d_k" or "Causal mask" as anyone else clicks them. The hidden
/// "more tools" button of each toolbar gets a name.
void makeToolBarsReachable(QMainWindow *window);

/// Keeps the tab bars that QMainWindow makes for tabified docks out of the Tab cycle while
/// they are not on screen (their docks hidden): otherwise Tab stops on an invisible,
/// unnamed list of tabs.
void keepHiddenDockTabsOutOfFocus(QMainWindow *window);

/// Puts the current value of `combo` into its accessible name ("Head: Head 2"), kept up to
/// date when the value changes and whenever the combo gets the focus, so that a screen
/// reader says the value with the name.
void keepValueInAccessibleName(QComboBox *combo, const QString &label);

/// The strings of this file (a context for the translations).
class WindowAccessText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::WindowAccessText)
};

} // namespace attn::ui
