// NumPy .npy import (format: numpy/lib/format.py): a magic string, a version, a header
// length, a Python dict literal {'descr': '<f8', 'fortran_order': False, 'shape': (3, 4), }
// padded with spaces, then the raw numbers.

#include "MatrixImport.h"

#include "NpyHeader.h"
#include "Scenario.h"

#include <QBuffer>
#include <QByteArray>
#include <QIODevice>
#include <QtEndian>

#include <cmath>
#include <cstring>
#include <vector>

namespace attn {

using npy::entry;
using npy::PyValue;

namespace {

/// What a refused dtype holds, for the message.
QString dtypeMeaning(const QByteArray &descr)
{
    const char kind = descr.size() > 1 ? descr.at(1) : '?';
    const QString bits = QString::number(descr.mid(2).toInt() * 8);
    switch (kind) {
    case 'f':
        return QStringLiteral("%1-bit floats").arg(bits);
    case 'i':
        return QStringLiteral("%1-bit integers").arg(bits);
    case 'u':
        return QStringLiteral("%1-bit unsigned integers").arg(bits);
    case 'b':
        return QStringLiteral("booleans");
    case 'c':
        return QStringLiteral("complex numbers");
    case 'U':
    case 'S':
        return QStringLiteral("strings");
    case 'O':
        return QStringLiteral("Python objects");
    case 'M':
    case 'm':
        return QStringLiteral("dates or times");
    default:
        return QStringLiteral("an unknown type");
    }
}

QString shapeText(const PyValue &shape)
{
    QStringList dims;
    for (const PyValue &d : shape.items)
        dims << QString::number(d.integer);
    return QStringLiteral("(%1%2)").arg(dims.join(QStringLiteral(", ")),
                                        dims.size() == 1 ? QStringLiteral(",") : QString());
}

} // namespace

bool readNpyMatrix(QIODevice *device, ImportedMatrix &out, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QByteArray preamble = device->read(8);
    if (!preamble.startsWith("\x93NUMPY")) {
        if (preamble.startsWith("PK\x03\x04"))
            return fail(QStringLiteral("a NumPy .npz archive, not a .npy file: save one array "
                                       "with np.save('q.npy', q)"));
        return fail(QStringLiteral("not a NumPy .npy file (it does not begin with \\x93NUMPY)"));
    }
    if (preamble.size() < 8)
        return fail(QStringLiteral("truncated: the file ends inside the .npy preamble"));
    const int major = quint8(preamble.at(6));
    const int minor = quint8(preamble.at(7));
    if (major < 1 || major > 3 || minor != 0)
        return fail(QStringLiteral("unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are "
                                   "read)")
                        .arg(major)
                        .arg(minor));
    const int lengthBytes = major == 1 ? 2 : 4;
    const QByteArray lengthField = device->read(lengthBytes);
    if (lengthField.size() < lengthBytes)
        return fail(QStringLiteral("truncated: the file ends inside the .npy preamble"));
    const qint64 headerLength = major == 1
                                    ? qint64(qFromLittleEndian<quint16>(lengthField.constData()))
                                    : qint64(qFromLittleEndian<quint32>(lengthField.constData()));
    if (headerLength > importlimits::maxNpyHeaderBytes)
        return fail(QStringLiteral("header: %1 bytes exceed the limit of %2")
                        .arg(headerLength)
                        .arg(importlimits::maxNpyHeaderBytes));
    const QByteArray header = device->read(headerLength);
    if (header.size() < headerLength)
        return fail(
            QStringLiteral("truncated: the header should be %1 bytes, the file ends after %2")
                .arg(headerLength)
                .arg(header.size()));

    PyValue dict;
    QString why;
    if (!npy::parseLiteral(header, dict, why))
        return fail(QStringLiteral("header: %1").arg(why));
    if (dict.type != PyValue::Dict)
        return fail(QStringLiteral("header: expected a dict"));
    const PyValue *descr = entry(dict, "descr");
    const PyValue *fortran = entry(dict, "fortran_order");
    const PyValue *shape = entry(dict, "shape");
    if (!descr || !fortran || !shape)
        return fail(QStringLiteral("header: needs the keys 'descr', 'fortran_order' and 'shape'"));
    if (descr->type != PyValue::String)
        return fail(QStringLiteral("dtype: a structured array (named fields) is not supported: "
                                   "save a plain float array"));
    if (fortran->type != PyValue::Bool)
        return fail(QStringLiteral("header: 'fortran_order' must be True or False"));
    if (shape->type != PyValue::Tuple)
        return fail(QStringLiteral("header: 'shape' must be a tuple"));
    for (const PyValue &d : shape->items)
        if (d.type != PyValue::Integer)
            return fail(QStringLiteral("header: 'shape' must hold whole numbers"));

    const QByteArray &type = descr->text;
    const bool bigEndian = type.startsWith('>');
    const bool known = type.size() == 3
                       && (type.at(0) == '<' || type.at(0) == '>' || type.at(0) == '='
                           || type.at(0) == '|') // '|': order not applicable, read as native
                       && type.at(1) == 'f' && (type.at(2) == '4' || type.at(2) == '8');
    if (!known)
        return fail(QStringLiteral("dtype '%1' (%2) is not supported: save float32 or float64, "
                                   "e.g. np.save(path, x.astype(np.float32))")
                        .arg(QString::fromLatin1(type), dtypeMeaning(type)));
    const int itemSize = type.at(2) - '0';
    if (fortran->boolean)
        return fail(QStringLiteral("the array is in Fortran (column-major) order: save a C-ordered "
                                   "one, e.g. np.save(path, np.ascontiguousarray(x))"));

    ImportedMatrix result;
    qint64 rows = 0;
    qint64 columns = 0;
    if (shape->items.size() == 2) {
        rows = shape->items[0].integer;
        columns = shape->items[1].integer;
    } else if (shape->items.size() == 1) {
        rows = 1;
        columns = shape->items[0].integer;
        result.warnings.append(
            QStringLiteral("a 1-D array of %1 numbers, read as one row (1 x %1)").arg(columns));
    } else {
        return fail(QStringLiteral("shape %1: expected a 2-D array (rows x columns)%2")
                        .arg(shapeText(*shape),
                             shape->items.empty()
                                 ? QStringLiteral(", not a single number")
                                 : QStringLiteral("; for a batch, save one matrix, e.g. x[0]")));
    }
    if (rows == 0 || columns == 0)
        return fail(QStringLiteral("shape %1: the array is empty").arg(shapeText(*shape)));
    if (rows > limits::maxTokens)
        return fail(QStringLiteral("shape %1: %2 rows exceed the limit of %3")
                        .arg(shapeText(*shape))
                        .arg(rows)
                        .arg(limits::maxTokens));
    if (columns > limits::maxDimension)
        return fail(QStringLiteral("shape %1: %2 columns exceed the limit of %3")
                        .arg(shapeText(*shape))
                        .arg(columns)
                        .arg(limits::maxDimension));

    // The shape is within the limits; a file too short for it is refused before allocating.
    const qint64 rowBytes = columns * itemSize;
    const qint64 dataBytes = rows * rowBytes;
    auto truncated = [&](qint64 found) {
        return fail(QStringLiteral("truncated: the data of shape %1 should be %2 bytes, the file "
                                   "holds %3")
                        .arg(shapeText(*shape))
                        .arg(dataBytes)
                        .arg(found));
    };
    if (!device->isSequential() && device->size() - device->pos() < dataBytes)
        return truncated(device->size() - device->pos());

    result.values.resize(Eigen::Index(rows), Eigen::Index(columns));
    QByteArray buffer;
    for (qint64 r = 0; r < rows; ++r) {
        buffer = device->read(rowBytes);
        if (buffer.size() < rowBytes)
            return truncated(r * rowBytes + buffer.size());
        const char *p = buffer.constData();
        for (qint64 c = 0; c < columns; ++c, p += itemSize) {
            double value = 0;
            if (itemSize == 4) {
                const quint32 bits
                    = bigEndian ? qFromBigEndian<quint32>(p) : qFromLittleEndian<quint32>(p);
                float f = 0;
                std::memcpy(&f, &bits, sizeof f);
                value = double(f);
            } else {
                const quint64 bits
                    = bigEndian ? qFromBigEndian<quint64>(p) : qFromLittleEndian<quint64>(p);
                std::memcpy(&value, &bits, sizeof value);
            }
            if (!std::isfinite(value))
                return fail(
                    QStringLiteral("element [%1][%2] is not a finite number (%3)")
                        .arg(r)
                        .arg(c)
                        .arg(std::isnan(value) ? QStringLiteral("nan") : QStringLiteral("inf")));
            result.values(Eigen::Index(r), Eigen::Index(c)) = value;
        }
    }
    if (!device->atEnd())
        result.warnings.append(QStringLiteral("bytes after the data were ignored"));
    out = std::move(result);
    return true;
}

bool parseNpyMatrix(const QByteArray &bytes, ImportedMatrix &out, QString *error)
{
    QByteArray copy = bytes; // QBuffer wants a non-const array; this is a shallow copy
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return readNpyMatrix(&buffer, out, error);
}

} // namespace attn
