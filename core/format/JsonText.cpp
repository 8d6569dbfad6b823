#include "JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QString>
#include <QStringDecoder>

#include <charconv>

namespace attn::json {

namespace {

template<typename T>
void appendShortest(QByteArray &out, T value)
{
    // Callers guarantee finite numbers: JSON has no NaN or infinity.
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec != std::errc()) {
        out += '0';
        return;
    }
    out.append(buffer, end - buffer);
}

} // namespace

void appendNumber(QByteArray &out, double value)
{
    appendShortest(out, value);
}

void appendNumber(QByteArray &out, float value)
{
    appendShortest(out, value);
}

void appendString(QByteArray &out, const std::string &utf8)
{
    // A label starting with U+FEFF would lose it on every save (found by tests/fuzz): in
    // Qt 6.4 QString::fromStdString drops a leading U+FEFF, and so does the JSON parser
    // in a string holding it raw. Decode keeping it, and write it escaped.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
    QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    escapeByteOrderMarks(array);
    out += array.mid(1, array.size() - 2); // strip the brackets
}

void escapeByteOrderMarks(QByteArray &jsonText)
{
    // In JSON text U+FEFF can only stand inside a string, where the escape means the same.
    jsonText.replace("\xEF\xBB\xBF", "\\ufeff");
}

void appendBoolRow(QByteArray &out, const BoolMatrix &m, Eigen::Index row)
{
    out += '[';
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
        if (c)
            out += ", ";
        out += m(row, c) ? "true" : "false";
    }
    out += ']';
}

} // namespace attn::json
