#pragma once

#include "Scenario.h"

#include <QString>
#include <QStringList>

class QIODevice;
class QByteArray;

namespace attn {

/// Reads a scenario (format version 1, docs/scenario-format.md) from a
/// device. On failure returns false, leaves `out` unchanged and sets `error` to one
/// message naming the place ("line 3, column 7: ..." for syntax, "embeddings[2][1]: ..."
/// for content). Sizes are checked before anything is allocated for them. Unknown keys
/// are kept in the scenario and reported in `warnings`.
bool readScenario(QIODevice *device, Scenario &out, QString *error,
                  QStringList *warnings = nullptr);
bool parseScenario(const QByteArray &bytes, Scenario &out, QString *error,
                   QStringList *warnings = nullptr);

/// Reads a file; the error starts with the file's path.
bool loadScenarioFile(const QString &path, Scenario &out, QString *error,
                      QStringList *warnings = nullptr);

/// Deterministic JSON text: the spec's key order, one matrix row per line, every
/// number in its shortest form that reads back bit-identical.
QByteArray serializeScenario(const Scenario &scenario);

bool writeScenario(QIODevice *device, const Scenario &scenario, QString *error);

/// Atomic save (see AtomicFile.h): the old file stays intact on any failure. A scenario the
/// loader would refuse is not written: validate() must pass and the text must be within
/// limits::maxFileBytes, else false with "PATH: not saved: " and the loader's reason
/// ("tokens[1]: 316 characters, more than the 256 a label may have").
bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error);

} // namespace attn
