#pragma once

#include <QString>

namespace attn::ui {

/// `number` (as QString::number writes it, with '.') with the decimal point of the
/// interface's locale: the texts the app composes read "1,96" in Indonesian.
QString localDecimal(QString number);

/// What separates the numbers of a vector in the interface: ", ", or "; " where the
/// decimal point is a comma ("[8,04; 1,96]"), as the Vietnamese seed writes it.
QString numberSeparator();

} // namespace attn::ui
