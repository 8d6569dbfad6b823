#include "AtomicFile.h"

#include <QByteArray>
#include <QIODevice>
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

bool readUpTo(QIODevice *device, qint64 cap, QByteArray &out, QString *error)
{
    constexpr qint64 chunk = 64 * 1024;
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
    out = std::move(bytes);
    return true;
}

} // namespace attn
