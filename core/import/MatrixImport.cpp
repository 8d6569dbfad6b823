#include "MatrixImport.h"

#include "InputFile.h"
#include "Scenario.h"

#include <QByteArray>
#include <QFile>

namespace attn {

bool readCsvMatrix(QIODevice *device, ImportedMatrix &out, QString *error)
{
    QByteArray bytes;
    return readInput(device, bytes, error) && parseCsvMatrix(bytes, out, error);
}

bool loadMatrixFile(const QString &path, ImportedMatrix &out, QString *error)
{
    QFile file(path);
    QString why;
    // A .npy file's size is its shape's, which the NumPy reader checks against the limits.
    if (!openInputFile(file, &why, false))
        return inFile(path, why, error);
    // By content first; a .npy or .npz name that is not one gets the NumPy reader's message.
    const bool npy = file.peek(6) == QByteArray("\x93NUMPY")
                     || path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)
                     || path.endsWith(QLatin1String(".npz"), Qt::CaseInsensitive);
    if (!npy && file.size() > limits::maxFileBytes)
        return inFile(path, fileTooLargeMessage(), error);
    if (!(npy ? readNpyMatrix(&file, out, &why) : readCsvMatrix(&file, out, &why)))
        return inFile(path, why, error);
    return true;
}

} // namespace attn
