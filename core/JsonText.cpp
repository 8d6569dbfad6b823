#include "JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QString>

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
    const QByteArray array = QJsonDocument(QJsonArray{QString::fromStdString(utf8)})
                                 .toJson(QJsonDocument::Compact);
    out += array.mid(1, array.size() - 2); // strip the brackets
}

void appendBoolMatrix(QByteArray &out, const BoolMatrix &m, int indent)
{
    if (m.rows() == 0) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        out += QByteArray(indent + 2, ' ');
        out += '[';
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            if (c)
                out += ", ";
            out += m(r, c) ? "true" : "false";
        }
        out += ']';
        out += r + 1 < m.rows() ? ",\n" : "\n";
    }
    out += QByteArray(indent, ' ');
    out += ']';
}

} // namespace attn::json
