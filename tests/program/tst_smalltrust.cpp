// The smaller trust defects, each as a user meets it: unknown keys reported in --compute's
// warnings, a repeated --example refused like a repeated FILE, an .npy header read as
// NumPy reads it (the last of repeated keys; '|f8' is float64).

#include "MatrixImport.h"
#include "TrustProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::trusttest;

namespace {

/// An .npy file of one float64 row [1.5, -2] with the given header dict.
QByteArray npyFile(const QByteArray &dict)
{
    QByteArray header = dict;
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out += char(header.size() & 0xff);
    out += char(header.size() >> 8);
    out += header;
    const double values[] = {1.5, -2.0};
    out += QByteArray(reinterpret_cast<const char *>(values), sizeof values);
    return out;
}

} // namespace

class TestSmallTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(appBinary()))
            QSKIP("attention-lab is not built");
        QVERIFY(m_dir.isValid());
    }

    // The format says unknown keys are reported: --compute printed no warning.
    void unknownKeysAreWarnings()
    {
        const QString path = m_dir.filePath(QStringLiteral("notes.json"));
        QVERIFY(writeBytes(QFile::encodeName(path),
                           "{\"format\": \"attention-lab-scenario\", \"tokens\": [\"a\", \"b\"],"
                           " \"embeddings\": [[1, 0], [0, 1]], \"teacher_note\": \"hi\","
                           " \"projections\": {\"wx\": [[1]]}, \"mask\": [[false, false],"
                           " [true, true]]}"));
        const AppRun r = run({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 0);
        const QJsonArray warnings
            = QJsonDocument::fromJson(r.out).object().value(QLatin1String("warnings")).toArray();
        QStringList texts;
        for (const QJsonValue &w : warnings)
            texts << w.toString();
        QCOMPARE(texts, (QStringList{QStringLiteral("projections.wx: unknown key, ignored"),
                                     QStringLiteral("teacher_note: unknown key, kept"),
                                     QStringLiteral("row 0 has no allowed key: its weights and "
                                                    "output are zero")}));
    }

    // A repeated FILE was an error, a repeated --example silently took the last one.
    void repeatedExampleIsAnError()
    {
        const AppRun r = run({QStringLiteral("--compute"), QStringLiteral("--example"),
                              QStringLiteral("seed000-step-by-step"), QStringLiteral("--example"),
                              QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(oneErrorLine(r),
                 QStringLiteral("expected one --example NAME, got 2 (seed000-step-by-step, "
                                "seed002-one-query-two-keys)"));
    }

    // NumPy keeps the last of repeated keys; '|f8' is float64 (the message called it
    // "64-bit floats" while refusing it for not being float64).
    void npyHeaderAsNumPyReadsIt_data()
    {
        QTest::addColumn<QByteArray>("dict");
        QTest::newRow("repeated descr")
            << QByteArray("{'descr': '<i8', 'descr': '<f8', 'fortran_order': False, "
                          "'shape': (1, 2), }");
        QTest::newRow("'|f8'") << QByteArray(
            "{'descr': '|f8', 'fortran_order': False, 'shape': (1, 2), }");
    }

    void npyHeaderAsNumPyReadsIt()
    {
        QFETCH(QByteArray, dict);
        const QString path = m_dir.filePath(QStringLiteral("x.npy"));
        QVERIFY(writeBytes(QFile::encodeName(path), npyFile(dict)));
        ImportedMatrix matrix;
        QString error;
        QVERIFY2(loadMatrixFile(path, matrix, &error), qPrintable(error));
        QCOMPARE(matrix.values.rows(), Eigen::Index(1));
        QCOMPARE(matrix.values(0, 0), 1.5);
        QCOMPARE(matrix.values(0, 1), -2.0);
        // The other way round the last one decides too: refused as 64-bit integers.
        QVERIFY(writeBytes(QFile::encodeName(path),
                           npyFile("{'descr': '<f8', 'descr': '<i8', 'fortran_order': False, "
                                   "'shape': (1, 2), }")));
        QVERIFY(!loadMatrixFile(path, matrix, &error));
        QVERIFY2(error.contains(QStringLiteral("dtype '<i8' (64-bit integers)")),
                 qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSmallTrust)
#include "tst_smalltrust.moc"
