#include "NpyHeader.h"

#include <cstring>

namespace attn::npy {

namespace {

/// A recursive-descent reader of the header's dict literal.
class HeaderParser
{
public:
    explicit HeaderParser(const QByteArray &text)
        : m_text(text)
    {
    }

    bool parse(PyValue &out, QString &error)
    {
        if (!value(out, 0)) {
            error = m_error;
            return false;
        }
        skipSpace();
        if (m_pos < m_text.size()) {
            error = QStringLiteral("unexpected text at offset %1").arg(m_pos);
            return false;
        }
        return true;
    }

private:
    bool failAt(const QString &what)
    {
        m_error = QStringLiteral("%1 at offset %2").arg(what).arg(m_pos);
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()
               && (m_text.at(m_pos) == ' ' || m_text.at(m_pos) == '\t' || m_text.at(m_pos) == '\r'
                   || m_text.at(m_pos) == '\n'))
            ++m_pos;
    }

    bool literal(const char *word)
    {
        const qsizetype n = qsizetype(std::strlen(word));
        if (m_text.mid(m_pos, n) != word)
            return false;
        m_pos += n;
        return true;
    }

    bool value(PyValue &out, int depth)
    {
        if (depth > 8)
            return failAt(QStringLiteral("nested too deeply"));
        skipSpace();
        if (m_pos >= m_text.size())
            return failAt(QStringLiteral("unexpected end"));
        const char c = m_text.at(m_pos);
        if (c == '{')
            return dict(out, depth);
        if (c == '(' || c == '[')
            return tuple(out, depth, c == '(' ? ')' : ']');
        if (c == '\'' || c == '"')
            return string(out);
        const bool isTrue = literal("True");
        if (isTrue || literal("False")) {
            out.type = PyValue::Bool;
            out.boolean = isTrue;
            return true;
        }
        if (literal("None")) {
            out.type = PyValue::None;
            return true;
        }
        if (c >= '0' && c <= '9')
            return integer(out);
        return failAt(QStringLiteral("unexpected character '%1'").arg(QLatin1Char(c)));
    }

    bool integer(PyValue &out)
    {
        const qsizetype start = m_pos;
        qint64 v = 0;
        while (m_pos < m_text.size() && m_text.at(m_pos) >= '0' && m_text.at(m_pos) <= '9') {
            if (v > 1'000'000'000'000) { // far past any limit; stop before it overflows
                m_pos = start;
                return failAt(QStringLiteral("a number too large"));
            }
            v = v * 10 + (m_text.at(m_pos++) - '0');
        }
        if (m_pos < m_text.size() && m_text.at(m_pos) == 'L')
            ++m_pos; // Python 2 wrote long integers as 3L
        out.type = PyValue::Integer;
        out.integer = v;
        return true;
    }

    bool string(PyValue &out)
    {
        const char quote = m_text.at(m_pos++);
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && m_text.at(m_pos) != quote) {
            if (m_text.at(m_pos) == '\\')
                ++m_pos;
            ++m_pos;
        }
        if (m_pos >= m_text.size())
            return failAt(QStringLiteral("an unclosed string"));
        out.type = PyValue::String;
        out.text = m_text.mid(start, m_pos - start);
        ++m_pos;
        return true;
    }

    bool tuple(PyValue &out, int depth, char close)
    {
        ++m_pos;
        out.type = PyValue::Tuple;
        for (;;) {
            skipSpace();
            if (m_pos < m_text.size() && m_text.at(m_pos) == close) {
                ++m_pos;
                return true;
            }
            if (out.items.size() >= 64)
                return failAt(QStringLiteral("too many items"));
            PyValue item;
            if (!value(item, depth + 1))
                return false;
            out.items.push_back(std::move(item));
            skipSpace();
            if (m_pos < m_text.size() && m_text.at(m_pos) == ',')
                ++m_pos;
            else if (m_pos >= m_text.size() || m_text.at(m_pos) != close)
                return failAt(QStringLiteral("expected ',' or '%1'").arg(QLatin1Char(close)));
        }
    }

    bool dict(PyValue &out, int depth)
    {
        ++m_pos;
        out.type = PyValue::Dict;
        for (;;) {
            skipSpace();
            if (m_pos < m_text.size() && m_text.at(m_pos) == '}') {
                ++m_pos;
                return true;
            }
            if (out.entries.size() >= 64)
                return failAt(QStringLiteral("too many keys"));
            PyValue key;
            if (!value(key, depth + 1))
                return false;
            if (key.type != PyValue::String)
                return failAt(QStringLiteral("a key that is not a string"));
            skipSpace();
            if (m_pos >= m_text.size() || m_text.at(m_pos) != ':')
                return failAt(QStringLiteral("expected ':'"));
            ++m_pos;
            PyValue item;
            if (!value(item, depth + 1))
                return false;
            out.entries.emplace_back(key.text, std::move(item));
            skipSpace();
            if (m_pos < m_text.size() && m_text.at(m_pos) == ',')
                ++m_pos;
            else if (m_pos >= m_text.size() || m_text.at(m_pos) != '}')
                return failAt(QStringLiteral("expected ',' or '}'"));
        }
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    QString m_error;
};

} // namespace

bool parseLiteral(const QByteArray &text, PyValue &out, QString &error)
{
    return HeaderParser(text).parse(out, error);
}

const PyValue *entry(const PyValue &dict, const char *key)
{
    // The last of repeated keys, as Python's dict literal (and so NumPy) keeps it.
    const PyValue *found = nullptr;
    for (const auto &[name, value] : dict.entries)
        if (name == key)
            found = &value;
    return found;
}

} // namespace attn::npy
