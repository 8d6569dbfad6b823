#pragma once

// The training spec file (docs/training-format.md), the built-in specs, and the result
// document `attention-lab --train` prints.

#include "Training.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace attn {

/// Reads a spec from JSON text; on failure false and one message naming the key
/// ("learning_rate: expected a number above 0, got -1"). Unknown keys are refused.
bool readTrainingSpec(const QByteArray &json, TrainingSpec &out, QString *error);

/// Reads the spec file at `path`; on failure the message starts with the path ("spec.json:
/// heads: expected a whole number from 1 to 4, got 6").
bool loadTrainingSpecFile(const QString &path, TrainingSpec &out, QString *error);

/// The spec as the file format writes it (with its variants).
QByteArray trainingSpecJson(const TrainingSpec &spec);

/// The built-in specs' names, e.g. "divisor-matters".
QStringList trainingExampleNames();
/// A built-in spec by name; false with a message if there is none.
bool trainingExample(const QString &name, TrainingSpec &out, QString *error);

/// {"spec": ..., "variants": [{"name", "records": {per-step series}, "final_accuracy"}]}.
QByteArray trainingResultJson(const Comparison &comparison);

} // namespace attn
