#include "SafeTensorsChecks.h"

#include "SafeTensors.h"

#include <QDir>
#include <QFile>
#include <QTemporaryFile>
#include <QtEndian>

#include <cmath>

namespace attn::fuzz {

QString checkSafeTensorsBytes(const QByteArray &bytes)
{
    QTemporaryFile file(QDir::tempPath() + QStringLiteral("/fuzz-XXXXXX.safetensors"));
    if (!file.open() || file.write(bytes) != bytes.size() || !file.flush())
        return QStringLiteral("could not write the input to a temporary file");
    const QString path = file.fileName();
    SafeTensors checkpoint;
    QString error;
    if (!checkpoint.open(path, &error)) {
        if (checkpoint.isOpen() || !checkpoint.tensors().empty())
            return QStringLiteral("a refused file left tensors open: ") + error;
        if (!error.startsWith(path + QStringLiteral(": ")) || error.size() <= path.size() + 2)
            return QStringLiteral("a refusal does not name the file: ") + error;
        return QString();
    }
    const qint64 headerLength = qint64(qFromLittleEndian<quint64>(bytes.constData()));
    const qint64 dataStart = 8 + headerLength;
    qint64 covered = 0;
    for (const TensorInfo &tensor : checkpoint.tensors()) {
        const qint64 length = tensor.elements * tensor.elementBytes;
        if (tensor.offset < dataStart || tensor.offset + length > bytes.size())
            return QStringLiteral("tensor %1 lies outside the file's data").arg(tensor.name);
        covered += length;
        std::vector<float> values;
        QString readError;
        const bool read = checkpoint.read(tensor, values, &readError);
        if (read) {
            if (tensor.dtype == TensorDtype::Other)
                return QStringLiteral("tensor %1 of %2 was read as weights")
                    .arg(tensor.name, tensor.dtypeText);
            if (qint64(values.size()) != tensor.elements)
                return QStringLiteral("tensor %1 read %2 of its elements")
                    .arg(tensor.name)
                    .arg(values.size());
            for (const float v : values)
                if (!std::isfinite(v))
                    return QStringLiteral("tensor %1 read a number that is not finite")
                        .arg(tensor.name);
        } else if (!readError.contains(tensor.name)) {
            return QStringLiteral("a refused read does not name its tensor: ") + readError;
        }
    }
    if (covered != bytes.size() - dataStart)
        return QStringLiteral("the tensors hold %1 bytes of the data's %2")
            .arg(covered)
            .arg(bytes.size() - dataStart);
    if (checkpoint.storedBytes() != covered)
        return QStringLiteral("storedBytes() disagrees with the tensors");
    return QString();
}

} // namespace attn::fuzz
