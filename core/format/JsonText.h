#pragma once

#include "Types.h"

#include <QByteArray>

namespace attn::json {

/// Shortest text that reads back as the same double (std::to_chars). (Qt's parser reads
/// -0 as 0, so negative zero does not survive a file; every other double does.)
void appendNumber(QByteArray &out, double value);
/// Shortest text that reads back as the same float.
void appendNumber(QByteArray &out, float value);
/// A JSON string literal, escaped.
void appendString(QByteArray &out, const std::string &utf8);
/// Writes every U+FEFF in JSON text as \ufeff: Qt 6.4's parser drops it raw at the start
/// of a string, so text from QJsonDocument::toJson would not read back the same.
void escapeByteOrderMarks(QByteArray &jsonText);

/// "[a, b, c]"
template<typename Row>
void appendRow(QByteArray &out, const Row &row)
{
    out += '[';
    for (Eigen::Index c = 0; c < row.size(); ++c) {
        if (c)
            out += ", ";
        appendNumber(out, row(c));
    }
    out += ']';
}

/// A matrix, one row a line, indented by `indent` spaces.
template<typename M>
void appendMatrix(QByteArray &out, const M &m, int indent)
{
    if (m.rows() == 0) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        out += QByteArray(indent + 2, ' ');
        appendRow(out, m.row(r));
        out += r + 1 < m.rows() ? ",\n" : "\n";
    }
    out += QByteArray(indent, ' ');
    out += ']';
}

void appendBoolMatrix(QByteArray &out, const BoolMatrix &m, int indent);

} // namespace attn::json
