#pragma once

// The CSV tokenizer of the matrix importer (MatrixImport.h); internal to core.

#include "Scenario.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace attn::csv {

/// Splits CSV text into records of fields (RFC 4180 quoting), skipping blank lines and
/// tracking the line each record starts on. With the delimiter ' ', runs of spaces and
/// tabs separate fields (as np.savetxt writes); with another delimiter, spaces around a
/// field are trimmed.
class CsvTokenizer
{
public:
    CsvTokenizer(const QByteArray &text, char delimiter)
        : m_text(text)
        , m_delimiter(delimiter)
    {
    }

    /// The next record; false at the end or on an error (then `error` is set).
    bool next(QList<QByteArray> &fields, int &line, QString &error)
    {
        fields.clear();
        skipBlankLines();
        if (atEnd())
            return false;
        line = m_line;
        for (;;) {
            skipSpaces();
            QByteArray field;
            if (!atEnd() && m_text.at(m_pos) == '"') {
                if (!quotedField(field, line, fields.size() + 1, error))
                    return false;
            } else {
                plainField(field);
            }
            fields.append(field);
            if (fields.size() > limits::maxDimension + 1) { // + 1: a column of labels
                error = QStringLiteral("line %1: more than %2 columns (the limit)")
                            .arg(line)
                            .arg(limits::maxDimension);
                return false;
            }
            if (atEnd())
                return true;
            const char c = m_text.at(m_pos);
            if (c == '\n' || c == '\r') {
                endLine();
                return true;
            }
            ++m_pos; // the delimiter
            if (m_delimiter == ' ') {
                skipSpaces();
                if (atEnd() || m_text.at(m_pos) == '\n' || m_text.at(m_pos) == '\r') {
                    if (!atEnd())
                        endLine();
                    return true; // trailing spaces end the record
                }
            }
        }
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    bool isSpace(char c) const { return c == ' ' || (c == '\t' && m_delimiter != '\t'); }

    void skipSpaces()
    {
        while (!atEnd() && isSpace(m_text.at(m_pos)))
            ++m_pos;
    }

    void endLine()
    {
        if (m_text.at(m_pos) == '\r' && m_pos + 1 < m_text.size() && m_text.at(m_pos + 1) == '\n')
            ++m_pos;
        ++m_pos;
        ++m_line;
    }

    void skipBlankLines()
    {
        for (;;) {
            qsizetype p = m_pos;
            while (p < m_text.size() && (m_text.at(p) == ' ' || m_text.at(p) == '\t'))
                ++p;
            if (p >= m_text.size()) {
                m_pos = p;
                return;
            }
            if (m_text.at(p) != '\n' && m_text.at(p) != '\r')
                return;
            m_pos = p;
            endLine();
        }
    }

    bool quotedField(QByteArray &field, int line, qsizetype column, QString &error)
    {
        ++m_pos; // the opening quote
        for (;;) {
            if (atEnd()) {
                error = QStringLiteral("line %1, column %2: a quoted field is not closed")
                            .arg(line)
                            .arg(column);
                return false;
            }
            const char c = m_text.at(m_pos++);
            if (c == '"') {
                if (!atEnd() && m_text.at(m_pos) == '"') {
                    field += '"';
                    ++m_pos;
                    continue;
                }
                break;
            }
            if (c == '\n')
                ++m_line;
            field += c;
        }
        skipSpaces();
        if (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c != m_delimiter && c != '\n' && c != '\r') {
                error = QStringLiteral("line %1, column %2: text after the closing quote")
                            .arg(m_line)
                            .arg(column);
                return false;
            }
        }
        return true;
    }

    void plainField(QByteArray &field)
    {
        const qsizetype start = m_pos;
        while (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c == m_delimiter || c == '\n' || c == '\r' || (m_delimiter == ' ' && c == '\t'))
                break;
            ++m_pos;
        }
        qsizetype end = m_pos;
        while (end > start && isSpace(m_text.at(end - 1)))
            --end;
        field = m_text.mid(start, end - start);
    }

    const QByteArray &m_text;
    char m_delimiter;
    qsizetype m_pos = 0;
    int m_line = 1;
};

} // namespace attn::csv
