// CSV import: a tokenizer over the UTF-8 bytes, delimiter and header detection, then two
// passes (shape first, so the matrix is allocated once and only within the limits).

#include "MatrixImport.h"

#include "CsvTokenizer.h"
#include "InputFile.h"
#include "Scenario.h"

#include <QByteArray>
#include <QList>

#include <charconv>
#include <cmath>
#include <optional>

namespace attn {

using csv::CsvTokenizer;

namespace {

enum class Cell { Number, Empty, NotANumber, NotFinite, OutOfRange, DecimalComma };

Cell parseCell(const QByteArray &text, double &value)
{
    const QByteArray t = text.trimmed();
    if (t.isEmpty())
        return Cell::Empty;
    const char *begin = t.constData();
    const char *end = begin + t.size();
    if (*begin == '+' && end - begin > 1 && begin[1] != '-')
        ++begin; // from_chars takes no plus sign
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec == std::errc::result_out_of_range)
        return Cell::OutOfRange;
    if (ec != std::errc() || ptr != end) {
        // "1,5" in a semicolon file: a decimal comma.
        const qsizetype comma = t.indexOf(',');
        if (comma > 0 && t.count(',') == 1) {
            QByteArray dotted = t;
            dotted[comma] = '.';
            double ignored = 0;
            if (parseCell(dotted, ignored) == Cell::Number)
                return Cell::DecimalComma;
        }
        return Cell::NotANumber;
    }
    return std::isfinite(value) ? Cell::Number : Cell::NotFinite;
}

QString cellMessage(Cell cell, const QByteArray &text)
{
    QString shown = QString::fromUtf8(text.trimmed());
    if (shown.size() > 24)
        shown = shown.left(24) + QStringLiteral("…");
    switch (cell) {
    case Cell::Empty:
        return QStringLiteral("empty cell");
    case Cell::NotFinite:
        return QStringLiteral("\"%1\" is not a finite number").arg(shown);
    case Cell::OutOfRange:
        return QStringLiteral("\"%1\" is out of the range of a double").arg(shown);
    case Cell::DecimalComma:
        return QStringLiteral("\"%1\" has a decimal comma: write numbers with a point (1.5)")
            .arg(shown);
    case Cell::NotANumber:
    case Cell::Number:
        break;
    }
    return QStringLiteral("\"%1\" is not a number").arg(shown);
}

/// Column names: some field is text (an empty, "nan" or "1,5" cell is a bad number, not a
/// name), or pandas' header of an unnamed index column then 0, 1, 2, ...
bool isHeaderRecord(const QList<QByteArray> &fields)
{
    double value = 0;
    bool pandasHeader = fields.size() > 1 && fields.first().trimmed().isEmpty();
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const Cell cell = parseCell(fields.at(i), value);
        if (cell == Cell::NotANumber)
            return true;
        if (i > 0 && (cell != Cell::Number || value != double(i - 1)))
            pandasHeader = false;
    }
    return pandasHeader;
}

/// A record of a label then numbers: "Orange, 0.1, 0.2" (tokens with their embeddings).
bool isLabelledRecord(const QList<QByteArray> &fields)
{
    double value = 0;
    if (fields.size() < 2 || parseCell(fields.first(), value) != Cell::NotANumber)
        return false;
    for (qsizetype i = 1; i < fields.size(); ++i)
        if (parseCell(fields.at(i), value) != Cell::Number)
            return false;
    return true;
}

/// Some field from `from` on is text.
bool hasText(const QList<QByteArray> &fields, qsizetype from)
{
    double value = 0;
    for (qsizetype i = from; i < fields.size(); ++i)
        if (parseCell(fields.at(i), value) == Cell::NotANumber)
            return true;
    return false;
}

/// The delimiter that splits the first records into the same number (> 1) of fields,
/// preferring tab, semicolon, comma, then spaces; with none, a single column.
char detectDelimiter(const QByteArray &text)
{
    constexpr int sample = 20;
    const char candidates[] = {'\t', ';', ',', ' '};
    std::optional<char> consistentAfterFirst;
    for (const char d : candidates) {
        CsvTokenizer tokenizer(text, d);
        QList<QByteArray> fields;
        QString error;
        int line = 0;
        QList<qsizetype> counts;
        while (counts.size() < sample && tokenizer.next(fields, line, error))
            counts.append(fields.size());
        if (counts.isEmpty() || counts.first() < 2)
            continue;
        if (counts.count(counts.first()) == counts.size())
            return d;
        if (!consistentAfterFirst && counts.size() > 1 && counts.at(1) > 1
            && counts.count(counts.at(1)) == counts.size() - 1)
            consistentAfterFirst = d; // a header row with a different number of names
    }
    if (consistentAfterFirst)
        return *consistentAfterFirst;
    // Ragged in every reading: take the first delimiter that splits the first record, so
    // the error names the ragged line; else one column.
    for (const char d : candidates) {
        CsvTokenizer tokenizer(text, d);
        QList<QByteArray> fields;
        QString error;
        int line = 0;
        if (tokenizer.next(fields, line, error) && fields.size() > 1)
            return d;
    }
    return ',';
}

QString delimiterName(char d)
{
    switch (d) {
    case '\t':
        return QStringLiteral("tab");
    case ';':
        return QStringLiteral("semicolon");
    case ' ':
        return QStringLiteral("space");
    default:
        return QStringLiteral("comma");
    }
}

/// pandas' to_csv writes an unnamed first column 0, 1, 2, ...: the row index, not data.
bool isPandasIndex(const MatrixD &m, const QStringList &names)
{
    if (names.isEmpty() || !names.first().isEmpty() || m.cols() < 2)
        return false;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        if (m(r, 0) != double(r))
            return false;
    return true;
}

} // namespace

bool parseCsvMatrix(const QByteArray &input, ImportedMatrix &out, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QByteArray text;
    if (!inputText(input, text, error))
        return false;
    if (text.contains('\0'))
        return fail(QStringLiteral("not a text file (it contains zero bytes)"));

    const char delimiter = detectDelimiter(text);
    ImportedMatrix result;

    // Pass 1: labels, header and shape from the first two records, then every record's
    // size against the limits.
    CsvTokenizer tokenizer(text, delimiter);
    QList<QByteArray> first;
    QList<QByteArray> second;
    QString why;
    int firstLine = 0;
    int secondLine = 0;
    if (!tokenizer.next(first, firstLine, why))
        return fail(why.isEmpty() ? QStringLiteral("the file is empty") : why);
    const bool hasSecond = tokenizer.next(second, secondLine, why);
    if (!why.isEmpty())
        return fail(why);
    const bool labelColumn = isLabelledRecord(hasSecond ? second : first);
    const bool hasHeader = labelColumn ? hasSecond && hasText(first, 1) : isHeaderRecord(first);
    const int headerLine = hasHeader ? firstLine : 0;
    if (hasHeader && !hasSecond)
        return fail(QStringLiteral("line %1 reads as column names, and no rows of numbers follow")
                        .arg(headerLine));
    const QList<QByteArray> &firstData = hasHeader ? second : first;
    const int firstDataLine = hasHeader ? secondLine : firstLine;
    const qsizetype fieldCount = firstData.size();
    const qsizetype columns = fieldCount - (labelColumn ? 1 : 0);
    if (columns > limits::maxDimension)
        return fail(QStringLiteral("line %1: more than %2 columns (the limit)")
                        .arg(firstDataLine)
                        .arg(limits::maxDimension));
    // Some writers leave the labels' column unnamed: one name fewer than fields.
    const bool namesSkipLabels = labelColumn && first.size() == fieldCount - 1;
    if (hasHeader) {
        if (first.size() != fieldCount && !namesSkipLabels)
            return fail(QStringLiteral("line %1: %2 column names, but line %3 has %4 columns")
                            .arg(headerLine)
                            .arg(first.size())
                            .arg(firstDataLine)
                            .arg(fieldCount));
        for (qsizetype c = labelColumn && !namesSkipLabels ? 1 : 0; c < first.size(); ++c)
            result.columnNames.append(QString::fromUtf8(first.at(c).trimmed()));
    }
    CsvTokenizer shape(text, delimiter);
    QList<QByteArray> fields;
    int line = 0;
    if (hasHeader)
        shape.next(fields, line, why);
    int rows = 0;
    while (shape.next(fields, line, why)) {
        if (fields.size() != fieldCount)
            return fail(QStringLiteral("line %1: %2 columns, expected %3 as on line %4")
                            .arg(line)
                            .arg(fields.size())
                            .arg(fieldCount)
                            .arg(firstDataLine));
        if (++rows > limits::maxTokens)
            return fail(QStringLiteral("line %1: more than %2 rows (the limit)")
                            .arg(line)
                            .arg(limits::maxTokens));
    }
    if (!why.isEmpty())
        return fail(why);

    // Pass 2: the numbers, into a matrix allocated once.
    result.values.resize(rows, Eigen::Index(columns));
    CsvTokenizer numbers(text, delimiter);
    if (hasHeader)
        numbers.next(fields, line, why);
    for (int r = 0; r < rows; ++r) {
        numbers.next(fields, line, why);
        if (labelColumn)
            result.rowNames.append(QString::fromUtf8(fields.first().trimmed()));
        for (qsizetype c = 0; c < columns; ++c) {
            const qsizetype f = c + (labelColumn ? 1 : 0);
            double value = 0;
            const Cell cell = parseCell(fields.at(f), value);
            if (cell != Cell::Number)
                return fail(QStringLiteral("line %1, column %2: %3")
                                .arg(line)
                                .arg(f + 1)
                                .arg(cellMessage(cell, fields.at(f))));
            result.values(r, Eigen::Index(c)) = value;
        }
    }

    if (fieldCount > 1)
        result.warnings.append(
            QStringLiteral("columns separated by %1").arg(delimiterName(delimiter)));
    if (hasHeader)
        result.warnings.append(QStringLiteral("line %1 read as column names").arg(headerLine));
    if (labelColumn)
        result.warnings.append(QStringLiteral("the first column read as row labels"));
    if (!labelColumn && hasHeader && isPandasIndex(result.values, result.columnNames)) {
        const MatrixD data = result.values.rightCols(result.values.cols() - 1);
        result.values = data;
        result.columnNames.removeFirst();
        result.warnings.append(QStringLiteral("the unnamed first column (0, 1, 2, ..., a row "
                                              "index as pandas writes) was left out"));
    }
    out = std::move(result);
    return true;
}

} // namespace attn
