#include "JsonInput.h"

#include "InputFile.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

namespace attn::json {

bool readObject(const QByteArray &input, QJsonObject &root, QString *error)
{
    QByteArray bytes;
    if (!inputText(input, bytes, error))
        return false;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, lineAndColumn(bytes, parseError.offset), parseError.errorString());
    if (!doc.isObject())
        return fail(error, QStringLiteral("top level"), QStringLiteral("expected a JSON object"));
    root = doc.object();
    return true;
}

bool readObjectFile(const QString &path, QJsonObject &root, QString *error)
{
    QFile file(path);
    QString why;
    QByteArray bytes;
    if (!openInputFile(file, &why) || !readInput(&file, bytes, &why)
        || !readObject(bytes, root, &why))
        return inFile(path, why, error);
    return true;
}

QString lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    qsizetype line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return QStringLiteral("line %1, column %2").arg(line).arg(offset - lineStart + 1);
}

bool readsVersion1(const QJsonObject &root, QString *error)
{
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isUndefined() && (!version.isDouble() || version.toDouble() != 1))
        return fail(error, QStringLiteral("version"),
                    QStringLiteral("this program reads version 1"));
    return true;
}

QString at(const QString &where, const QString &key)
{
    return where.isEmpty() ? key : where + QLatin1Char('.') + key;
}

QString at(const QString &where, qsizetype index)
{
    return where + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

const char *typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "a boolean";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "a string";
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    default:
        return "nothing";
    }
}

QString expectedGot(const QString &where, const char *what, const QJsonValue &value)
{
    return where + QStringLiteral(": expected ") + QLatin1String(what) + QStringLiteral(", got ")
           + QLatin1String(typeName(value));
}

bool fail(QString *error, const QString &where, const QString &why)
{
    if (error)
        *error = where + QStringLiteral(": ") + why;
    return false;
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString outOfRange(const char *what, int index, qsizetype count)
{
    return QStringLiteral("%1 %2 is out of range (there are %3)")
        .arg(QLatin1String(what))
        .arg(index)
        .arg(count);
}

} // namespace attn::json
