#pragma once

// The translation tests' scan: every visible text of a widget tree, and which texts read the
// same in every language (numbers, symbols, formulas, names).

#include <QMap>
#include <QString>

class QWidget;

namespace testing {

/// Every visible text -> where it was seen (for the failure message).
using Texts = QMap<QString, QString>;

/// The texts of `root` and every widget and action under it, shown or not.
Texts collect(QWidget *root);

/// A text that reads the same in `language` as in English: numbers, symbols, formulas,
/// names, and the few technical words the seeds themselves keep in English.
bool languageNeutral(const QString &text, const QString &language = QString());

} // namespace testing
