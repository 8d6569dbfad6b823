#include "ImportChecks.h"

#include "MatrixImport.h"
#include "Scenario.h"

#include <QBuffer>

namespace attn::fuzz {

namespace {

ImportedMatrix sentinel()
{
    ImportedMatrix m;
    m.values = MatrixD::Constant(1, 1, 0.25);
    m.columnNames = {QStringLiteral("sentinel")};
    return m;
}

bool same(const ImportedMatrix &a, const ImportedMatrix &b)
{
    return a.values.rows() == b.values.rows() && a.values.cols() == b.values.cols()
           && a.values == b.values && a.columnNames == b.columnNames && a.rowNames == b.rowNames
           && a.warnings == b.warnings;
}

using Parse = bool (*)(const QByteArray &, ImportedMatrix &, QString *);
using Read = bool (*)(QIODevice *, ImportedMatrix &, QString *);

QString check(const QByteArray &bytes, Parse parse, Read read, const char *name)
{
    const QString who = QLatin1String(name);
    const ImportedMatrix before = sentinel();
    ImportedMatrix m = before;
    QString error;
    const bool ok = parse(bytes, m, &error);

    ImportedMatrix viaDevice = before;
    QString deviceError;
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    if (read(&buffer, viaDevice, &deviceError) != ok || deviceError != error
        || (ok && !same(viaDevice, m)))
        return who + QStringLiteral(": reading a device and reading bytes disagree");

    if (!ok) {
        if (error.isEmpty())
            return who + QStringLiteral(": failed without a message");
        if (!same(m, before))
            return who + QStringLiteral(": failed but changed its output: ") + error;
        return {};
    }
    const auto rows = m.values.rows();
    const auto columns = m.values.cols();
    if (rows < 1 || rows > limits::maxTokens || columns < 1 || columns > limits::maxDimension)
        return who + QStringLiteral(": loaded a %1 x %2 matrix").arg(rows).arg(columns);
    if (!m.values.allFinite())
        return who + QStringLiteral(": loaded a non-finite number");
    if ((!m.rowNames.isEmpty() && m.rowNames.size() != rows)
        || (!m.columnNames.isEmpty() && m.columnNames.size() != columns))
        return who
               + QStringLiteral(": %1 row names and %2 column names for %3 x %4")
                     .arg(m.rowNames.size())
                     .arg(m.columnNames.size())
                     .arg(rows)
                     .arg(columns);
    return {};
}

} // namespace

QString checkImportBytes(const QByteArray &bytes)
{
    QString broken = check(bytes, parseCsvMatrix, readCsvMatrix, "CSV");
    if (broken.isEmpty())
        broken = check(bytes, parseNpyMatrix, readNpyMatrix, ".npy");
    return broken;
}

} // namespace attn::fuzz
