#include "MatrixImport.h"

#include "Scenario.h"

#include <QByteArray>
#include <QFile>

namespace attn {

bool readCsvMatrix(QIODevice *device, ImportedMatrix &out, QString *error)
{
    // Read at most one byte past the limit, so a huge file is never loaded whole. Not
    // QIODevice::read(max): it allocates all of `max` up front, 64 MiB for any file. A
    // file is read in one go (its size, plus one byte to see the end), a pipe in chunks.
    constexpr qint64 chunk = 64 * 1024;
    const qint64 cap = limits::maxFileBytes + 1;
    const bool file = !device->isSequential();
    qint64 step = file ? device->size() - device->pos() + 1 : chunk;
    QByteArray bytes;
    while (bytes.size() < cap) {
        const qsizetype old = bytes.size();
        const qint64 want = qBound(qint64(1), step, cap - old);
        bytes.resize(old + qsizetype(want));
        const qint64 got = device->read(bytes.data() + old, want);
        if (got < 0) {
            if (error)
                *error = device->errorString();
            return false;
        }
        bytes.resize(old + qsizetype(got));
        if (got == 0 || (file && got < want)) // a short read of a file is its end
            break;
        step = chunk;
    }
    return parseCsvMatrix(bytes, out, error);
}

bool loadMatrixFile(const QString &path, ImportedMatrix &out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    // By content first; a .npy or .npz name that is not one gets the NumPy reader's message.
    const bool npy = file.peek(6) == QByteArray("\x93NUMPY")
                     || path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)
                     || path.endsWith(QLatin1String(".npz"), Qt::CaseInsensitive);
    if (!npy && file.size() > limits::maxFileBytes) {
        if (error)
            *error = path + QStringLiteral(": the file is larger than the limit of 64 MiB");
        return false;
    }
    QString why;
    const bool ok = npy ? readNpyMatrix(&file, out, &why) : readCsvMatrix(&file, out, &why);
    if (!ok && error)
        *error = path + QStringLiteral(": ") + why;
    return ok;
}

} // namespace attn
