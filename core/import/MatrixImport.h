#pragma once

#include "Types.h"

#include <QString>
#include <QStringList>

class QByteArray;
class QIODevice;

namespace attn {

/// A matrix read from another program's file, for embeddings or Q, K, V.
struct ImportedMatrix
{
    MatrixD values;          ///< rows x columns, every number finite
    QStringList columnNames; ///< a CSV header row's names; empty when there is none
    QStringList rowNames;    ///< a CSV first column of text (tokens); empty when there is none
    QStringList warnings;    ///< what was guessed or dropped ("line 1 read as column names")
};

namespace importlimits {
/// Shape limits are the scenario format's (limits::maxTokens rows, limits::maxDimension
/// columns); CSV files are limited as scenario files (limits::maxFileBytes).
constexpr qint64 maxNpyHeaderBytes = 64 * 1024; ///< NumPy itself writes a few hundred bytes
} // namespace importlimits

/// CSV or similar text: the delimiter (comma, semicolon, tab or spaces) is detected, so are
/// an optional header row of column names and an optional first column of row labels (text
/// then numbers on each line); fields may be quoted ("..." with "" for a quote);
/// numbers use a decimal point. Blank lines are skipped. On failure returns false, leaves
/// `out` unchanged and sets `error` to one message naming the line and column ("line 3,
/// column 2: \"abc\" is not a number"). Sizes are checked before the matrix is allocated.
bool parseCsvMatrix(const QByteArray &bytes, ImportedMatrix &out, QString *error);
bool readCsvMatrix(QIODevice *device, ImportedMatrix &out, QString *error);

/// NumPy's .npy format, versions 1.0, 2.0 and 3.0: a 2-D array of float32 or float64
/// ('<f4', '<f8', '>f4', '>f8'), C order. A 1-D array of n numbers is read as one row
/// (1 x n), with a warning; other shapes, types and Fortran order are refused with a
/// message saying how to save the array instead. The shape is checked against the limits
/// before anything is allocated; truncated data is reported.
bool parseNpyMatrix(const QByteArray &bytes, ImportedMatrix &out, QString *error);
bool readNpyMatrix(QIODevice *device, ImportedMatrix &out, QString *error);

/// Reads a .npy file (recognised by its magic bytes, whatever its name) or else a CSV
/// file; the error starts with the file's path.
bool loadMatrixFile(const QString &path, ImportedMatrix &out, QString *error);

} // namespace attn
