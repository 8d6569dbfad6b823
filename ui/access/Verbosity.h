#pragma once

#include <QCoreApplication>

class QMenu;

namespace attn::ui {

/// How much a screen reader hears on each move between heatmap cells.
enum class Verbosity {
    Value,          ///< the value alone ("0.804")
    ValueAndTokens, ///< row and column tokens and the value ("q, k1: 0.804"); the default
    FullFormula     ///< also the cell's formula, spelled for speech, as its description
};

/// The chosen verbosity, remembered across runs (QSettings "accessibility/verbosity").
Verbosity verbosity();
void setVerbosity(Verbosity verbosity);

/// Adds View > Screen Reader Verbosity to `menu`: three choices, the current one checked.
QMenu *addVerbosityMenu(QMenu *menu);

/// The menu's strings (a context for the translations).
class VerbosityText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::VerbosityText)
};

} // namespace attn::ui
