#include "MatrixImport.h"

#include "AtomicFile.h"
#include "Scenario.h"

#include <QByteArray>
#include <QFile>

namespace attn {

bool readCsvMatrix(QIODevice *device, ImportedMatrix &out, QString *error)
{
    QByteArray bytes;
    if (!readUpTo(device, limits::maxFileBytes + 1, bytes, error))
        return false;
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
