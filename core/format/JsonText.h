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

/// Does nothing: the default of appendMatrix's `afterRow`.
struct NothingAfterRow
{
    void operator()() const {}
};

/// A matrix, one row a line, indented by `indent` spaces. `afterRow()` is called after each
/// row's line (a writer that streams its text hands `out` on there, see ResultJson).
template<typename M, typename AfterRow = NothingAfterRow>
void appendMatrix(QByteArray &out, const M &m, int indent, AfterRow afterRow = {})
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
        afterRow();
    }
    out += QByteArray(indent, ' ');
    out += ']';
}

/// "[true, false]"
void appendBoolRow(QByteArray &out, const BoolMatrix &m, Eigen::Index row);

/// A matrix of true and false, laid out as appendMatrix() lays out numbers.
template<typename AfterRow = NothingAfterRow>
void appendBoolMatrix(QByteArray &out, const BoolMatrix &m, int indent, AfterRow afterRow = {})
{
    if (m.rows() == 0) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        out += QByteArray(indent + 2, ' ');
        appendBoolRow(out, m, r);
        out += r + 1 < m.rows() ? ",\n" : "\n";
        afterRow();
    }
    out += QByteArray(indent, ' ');
    out += ']';
}

} // namespace attn::json
