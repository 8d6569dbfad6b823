#include "InputFile.h"

#include "LocalFile.h"
#include "Scenario.h"

#include <QByteArray>
#include <QFile>
#include <QIODevice>

namespace attn {

QString fileTooLargeMessage()
{
    return QStringLiteral("the file is larger than the limit of 64 MiB");
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

bool readInput(QIODevice *device, QByteArray &out, QString *error)
{
    return readUpTo(device, limits::maxFileBytes + 1, out, error);
}

bool inputText(const QByteArray &input, QByteArray &text, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (input.size() > limits::maxFileBytes)
        return fail(fileTooLargeMessage());
    text = input;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    if (text.trimmed().isEmpty())
        return fail(QStringLiteral("the file is empty"));
    return true;
}

bool openInputFile(QFile &file, QString *why, bool checkSize)
{
    // Only a regular file: a FIFO would block open() for ever, a device never end. By the
    // path's bytes, so that a name that is not UTF-8 opens too (LocalFile.h).
    if (!openRegularFile(file.fileName(), file, why))
        return false;
    if (checkSize && file.size() > limits::maxFileBytes) {
        *why = fileTooLargeMessage();
        return false;
    }
    return true;
}

bool inFile(const QString &path, const QString &why, QString *error)
{
    if (error)
        *error = displayPath(path) + QStringLiteral(": ") + why;
    return false;
}

} // namespace attn
