#pragma once

#include "Scenario.h"

#include <QList>
#include <QString>

namespace attn {

/// A built-in example: a scenario file embedded under :/examples (resources/examples).
struct ExampleInfo
{
    QString name;  ///< what --example takes, e.g. "seed000-step-by-step"
    QString title; ///< the scenario's title, for menus
    QString path;  ///< resource path
};

/// Every built-in example, in the order of their files ("NN-name.json"). Needs the
/// `examples` resource library linked into the executable.
QList<ExampleInfo> builtInExamples();

/// Loads a built-in example by name; false with a message if there is none.
bool loadExample(const QString &name, Scenario &out, QString *error);

/// The example the GUI opens on.
QString defaultExampleName();

} // namespace attn
