#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace testing {

/// One class of bad scenario file, with the exact message every door must give for it
/// (after "PATH: " where the door names the file).
struct BadInput
{
    enum Stage {
        Load,   ///< the loader refuses it
        Compute ///< it loads, but compute() refuses it (overflow)
    };
    QByteArray name;
    QByteArray bytes;
    QString message;
    Stage stage = Load;
};

/// Every bad-input class of the format's validation rules, small
/// enough to write to a file (the 64 MiB case is built by the tests themselves).
QList<BadInput> badInputs();

/// A valid self-attention scenario: 2 tokens, d_model 2.
QByteArray validScenarioText();

} // namespace testing
