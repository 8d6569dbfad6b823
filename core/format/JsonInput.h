#pragma once

#include <QString>

class QByteArray;
class QJsonObject;
class QJsonValue;

namespace attn::json {

/// Parses a JSON document whose top level must be an object, after the checks of
/// inputText (size limit, byte order mark, blank). On failure returns false, leaves
/// `root` unchanged and sets `error` to one message: "the file is empty", "line 3,
/// column 7: <what Qt's parser says>", "top level: expected a JSON object".
bool readObject(const QByteArray &input, QJsonObject &root, QString *error);

/// Reads the file at `path` (openInputFile's checks, within limits::maxFileBytes) and parses
/// it as readObject() does; a failure's message starts with the file: "PATH: line 3,
/// column 7: ...".
bool readObjectFile(const QString &path, QJsonObject &root, QString *error);

/// "line L, column C" of the byte at `offset` of `bytes`, both counted from 1.
QString lineAndColumn(const QByteArray &bytes, qsizetype offset);

/// Checks the optional "version" key of a file format: false, with "version: this
/// program reads version 1", for anything but 1.
bool readsVersion1(const QJsonObject &root, QString *error);

/// The place of a key in an object: "where.key" ("key" at the top level).
QString at(const QString &where, const QString &key);
/// The place of an item in an array: "where[index]".
QString at(const QString &where, qsizetype index);

/// A JSON value's kind as a message names it: "null", "a number", "an array", ...
const char *typeName(const QJsonValue &value);

/// "where: expected WHAT, got KIND" ("embeddings[2][1]: expected a number, got null").
QString expectedGot(const QString &where, const char *what, const QJsonValue &value);

/// Sets `error` (when given) to "where: why" and returns false.
bool fail(QString *error, const QString &where, const QString &why);
/// Sets `error` (when given) to `message`, which names its place already, and returns false.
bool fail(QString *error, const QString &message);

/// What a reader of JSON values keeps: its first problem, "where: why"; it stops there.
struct FirstError
{
    QString error;

    /// Sets `error` to "where: why" and returns false.
    bool fail(const QString &where, const QString &why)
    {
        error = where + QStringLiteral(": ") + why;
        return false;
    }
};

/// "row 3 is out of range (there are 2)": an index past the `count` there are.
QString outOfRange(const char *what, int index, qsizetype count);

} // namespace attn::json
