#pragma once

// The header of a NumPy .npy file is a Python dict literal; this reads the few literals it
// holds. Internal to the matrix importers (MatrixImport.h).

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

namespace attn::npy {

/// The few Python literals a .npy header holds.
struct PyValue
{
    enum Type { String, Bool, Integer, Tuple, Dict, None };
    Type type = None;
    QByteArray text; ///< String
    bool boolean = false;
    qint64 integer = 0;
    std::vector<PyValue> items;                          ///< Tuple (and list)
    std::vector<std::pair<QByteArray, PyValue>> entries; ///< Dict
};

/// Reads one Python literal (the whole text, surrounding spaces allowed). On failure sets
/// `error` to what is wrong and the byte offset ("expected ':' at offset 12").
bool parseLiteral(const QByteArray &text, PyValue &out, QString &error);

/// The value of `key` in a dict, or null.
const PyValue *entry(const PyValue &dict, const char *key);

} // namespace attn::npy
