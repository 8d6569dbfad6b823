#include "AtomicFile.h"

#include <QByteArray>
#include <QSaveFile>

namespace attn {

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    auto fail = [&](const QString &why) {
        file.cancelWriting();
        file.commit(); // after cancelWriting this only removes the temporary file
        if (error)
            *error = path + QStringLiteral(": ") + why;
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const qint64 written = file.write(data);
    if (written != data.size())
        return fail(file.errorString().isEmpty()
                        ? QStringLiteral("could not write the whole file (disk full?)")
                        : file.errorString());
    if (!file.flush())
        return fail(file.errorString());
    if (!file.commit()) {
        if (error)
            *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

} // namespace attn
