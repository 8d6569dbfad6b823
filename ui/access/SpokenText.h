#pragma once

#include <QCoreApplication>
#include <QString>

namespace attn::ui {

/// A formula as a screen reader should say it: subscripts become words ("w₃₃" -> "w three
/// three"), symbols become words ("=" -> "equals", "−" -> "minus", "√" -> "square root
/// of"), lines become sentences. In the interface's language.
QString spokenFormula(const QString &formula);

/// The words of spokenFormula() (a context for the translations).
class SpokenText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::SpokenText)
};

} // namespace attn::ui
