// Importing vectors from elsewhere: CSV and NumPy .npy, good and bad files built in memory.

#include "MatrixImport.h"
#include "Scenario.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;

Q_DECLARE_METATYPE(attn::MatrixD)

namespace {

MatrixD rows(std::initializer_list<std::initializer_list<double>> values)
{
    const Eigen::Index r = Eigen::Index(values.size());
    const Eigen::Index c = r ? Eigen::Index(values.begin()->size()) : 0;
    MatrixD m(r, c);
    Eigen::Index i = 0;
    for (const auto &row : values) {
        Eigen::Index j = 0;
        for (double v : row)
            m(i, j++) = v;
        ++i;
    }
    return m;
}

/// A .npy file as NumPy writes it: magic, version, header length, the dict literal padded
/// with spaces and a newline so the data starts at a multiple of 64, then the numbers.
QByteArray npy(const QByteArray &dict, const QByteArray &data, int major = 1)
{
    const int lengthBytes = major == 1 ? 2 : 4;
    const int preamble = 8 + lengthBytes;
    QByteArray header = dict;
    const int total = preamble + int(header.size()) + 1;
    header += QByteArray((64 - total % 64) % 64, ' ');
    header += '\n';
    QByteArray out("\x93NUMPY");
    out += char(major);
    out += char(0);
    if (major == 1) {
        char len[2];
        qToLittleEndian<quint16>(quint16(header.size()), len);
        out += QByteArray(len, 2);
    } else {
        char len[4];
        qToLittleEndian<quint32>(quint32(header.size()), len);
        out += QByteArray(len, 4);
    }
    out += header;
    out += data;
    return out;
}

QByteArray doubles(std::initializer_list<double> values, bool bigEndian = false)
{
    QByteArray out;
    for (double v : values) {
        quint64 bits = 0;
        std::memcpy(&bits, &v, sizeof v);
        char b[8];
        if (bigEndian)
            qToBigEndian(bits, b);
        else
            qToLittleEndian(bits, b);
        out += QByteArray(b, 8);
    }
    return out;
}

QByteArray floats(std::initializer_list<float> values, bool bigEndian = false)
{
    QByteArray out;
    for (float v : values) {
        quint32 bits = 0;
        std::memcpy(&bits, &v, sizeof v);
        char b[4];
        if (bigEndian)
            qToBigEndian(bits, b);
        else
            qToLittleEndian(bits, b);
        out += QByteArray(b, 4);
    }
    return out;
}

QByteArray dict(const char *descr, const char *shape, const char *fortran = "False")
{
    return QByteArray("{'descr': '") + descr + "', 'fortran_order': " + fortran
           + ", 'shape': " + shape + ", }";
}

} // namespace

class TestMatrixImport : public QObject
{
    Q_OBJECT

private slots:
    void csvGood_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<MatrixD>("expected");
        QTest::addColumn<QStringList>("names");

        const MatrixD m = rows({{1, 2.5, -3}, {4e-3, 5, 6}});
        QTest::newRow("comma") << QByteArray("1,2.5,-3\n4e-3,5,6\n") << m << QStringList();
        QTest::newRow("semicolon") << QByteArray("1;2.5;-3\n4e-3;5;6") << m << QStringList();
        QTest::newRow("tab") << QByteArray("1\t2.5\t-3\r\n4e-3\t5\t6\r\n") << m << QStringList();
        QTest::newRow("spaces (np.savetxt)")
            << QByteArray("  1   2.5 -3  \n4e-3 5    6\n") << m << QStringList();
        QTest::newRow("spaces after commas")
            << QByteArray("1, 2.5, -3\n 4e-3 ,5 , 6\n") << m << QStringList();
        QTest::newRow("quoted, plus signs, blank lines, BOM")
            << QByteArray("\xEF\xBB\xBF\n\"1\",+2.5,\"-3\"\n\n4e-3,5,\"6\"\n\n") << m
            << QStringList();
        QTest::newRow("header") << QByteArray(
            "x,\"y, quoted \"\"name\"\"\",z\n1,2.5,-3\n4e-3,5,6\n")
                                << m
                                << QStringList{QStringLiteral("x"),
                                               QStringLiteral("y, quoted \"name\""),
                                               QStringLiteral("z")};
        QTest::newRow("header, semicolon, unicode")
            << QByteArray("d\xC3\xA9j\xC3\xA0;\xF0\x9F\x99\x82;z\n1;2.5;-3\n4e-3;5;6\n") << m
            << QStringList{QStringLiteral("déjà"), QStringLiteral("🙂"), QStringLiteral("z")};
        QTest::newRow("pandas, unnamed columns")
            << QByteArray(",0,1,2\n0,1,2.5,-3\n1,4e-3,5,6\n") << m
            << QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")};
        QTest::newRow("pandas index column dropped")
            << QByteArray(",a,b,c\n0,1,2.5,-3\n1,4e-3,5,6\n") << m
            << QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QTest::newRow("row labels and header")
            << QByteArray("token,x,y,z\nOrange,1,2.5,-3\n\"my fruit\",4e-3,5,6\n") << m
            << QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
        QTest::newRow("row labels, header without their name")
            << QByteArray("x\ty\tz\nOrange\t1\t2.5\t-3\nis\t4e-3\t5\t6\n") << m
            << QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
        QTest::newRow("row labels, no header")
            << QByteArray("Orange 1 2.5 -3\nis 4e-3 5 6\n") << m << QStringList();
        QTest::newRow("one column")
            << QByteArray("1\n2\n3\n") << rows({{1}, {2}, {3}}) << QStringList();
        QTest::newRow("one cell, no newline")
            << QByteArray("0.5") << rows({{0.5}}) << QStringList();
        QTest::newRow("old Mac line ends")
            << QByteArray("1,2\r3,4\r") << rows({{1, 2}, {3, 4}}) << QStringList();
    }

    void csvGood()
    {
        QFETCH(QByteArray, text);
        QFETCH(MatrixD, expected);
        QFETCH(QStringList, names);
        ImportedMatrix m;
        QString error;
        QVERIFY2(parseCsvMatrix(text, m, &error), qPrintable(error));
        QCOMPARE(m.values.rows(), expected.rows());
        QCOMPARE(m.values.cols(), expected.cols());
        for (Eigen::Index i = 0; i < expected.size(); ++i)
            QCOMPARE(m.values.data()[i], expected.data()[i]); // exactly: parsed, not computed
        QCOMPARE(m.columnNames, names);
        if (QByteArray(QTest::currentDataTag()).startsWith("row labels"))
            QCOMPARE(
                m.rowNames,
                (QStringList{QStringLiteral("Orange"),
                             QString::fromUtf8(text.contains("my fruit") ? "my fruit" : "is")}));
        else
            QVERIFY(m.rowNames.isEmpty());
    }

    void csvWarnings()
    {
        ImportedMatrix m;
        QString error;
        QVERIFY(parseCsvMatrix(QByteArray(",a\n0,1\n1,2\n"), m, &error));
        QCOMPARE(m.warnings,
                 (QStringList{QStringLiteral("columns separated by comma"),
                              QStringLiteral("line 1 read as column names"),
                              QStringLiteral("the unnamed first column (0, 1, 2, ..., a row "
                                             "index as pandas writes) was left out")}));
        QVERIFY(parseCsvMatrix(QByteArray("a,1\nb,2\n"), m, &error));
        QCOMPARE(m.warnings, (QStringList{QStringLiteral("columns separated by comma"),
                                          QStringLiteral("the first column read as row labels")}));
        QVERIFY(parseCsvMatrix(QByteArray("1;2\n"), m, &error));
        QCOMPARE(m.warnings, QStringList{QStringLiteral("columns separated by semicolon")});
    }

    void csvBad_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");

        QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
        QTest::newRow("blank lines only")
            << QByteArray("\n \r\n\t\n") << QStringLiteral("the file is empty");
        QTest::newRow("bad cell") << QByteArray("1,2,3\n4,abc,6\n")
                                  << QStringLiteral("line 2, column 2: \"abc\" is not a number");
        QTest::newRow("bad cell after blank lines")
            << QByteArray("a,b\n\n1,2\n\n3,4x\n")
            << QStringLiteral("line 5, column 2: \"4x\" is not a number");
        QTest::newRow("empty cell")
            << QByteArray("1,2,3\n4,,6\n") << QStringLiteral("line 2, column 2: empty cell");
        QTest::newRow("trailing comma")
            << QByteArray("1,2,\n4,5,\n") << QStringLiteral("line 1, column 3: empty cell");
        QTest::newRow("ragged") << QByteArray("1,2,3\n4,5,6\n7,8\n")
                                << QStringLiteral("line 3: 2 columns, expected 3 as on line 1");
        QTest::newRow("header longer than rows")
            << QByteArray("a,b,c,d\n1,2,3\n4,5,6\n")
            << QStringLiteral("line 1: 4 column names, but line 2 has 3 columns");
        QTest::newRow("label in a later row")
            << QByteArray("1,2\n3,4\nfive,6\n")
            << QStringLiteral("line 3, column 1: \"five\" is not a number");
        QTest::newRow("header only")
            << QByteArray("x,y,z\n")
            << QStringLiteral("line 1 reads as column names, and no rows of numbers follow");
        QTest::newRow("nan") << QByteArray("1,nan\n")
                             << QStringLiteral("line 1, column 2: \"nan\" is not a finite number");
        QTest::newRow("inf") << QByteArray("1;2\n-inf;3\n")
                             << QStringLiteral("line 2, column 1: \"-inf\" is not a finite number");
        QTest::newRow("out of range")
            << QByteArray("1,1e400\n")
            << QStringLiteral("line 1, column 2: \"1e400\" is out of the range of a double");
        QTest::newRow("decimal comma")
            << QByteArray("1;2,5\n3;4\n")
            << QStringLiteral("line 1, column 2: \"2,5\" has a decimal comma: write numbers with "
                              "a point (1.5)");
        QTest::newRow("unclosed quote")
            << QByteArray("1,2\n3,\"4\n")
            << QStringLiteral("line 2, column 2: a quoted field is not closed");
        QTest::newRow("text after quote")
            << QByteArray("1,\"2\"x\n")
            << QStringLiteral("line 1, column 2: text after the closing quote");
        QTest::newRow("binary") << QByteArray("1,2\0,3", 6)
                                << QStringLiteral("not a text file (it contains zero bytes)");
    }

    void csvBad()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        ImportedMatrix m;
        m.values = MatrixD::Constant(1, 1, 42);
        QString message;
        QVERIFY(!parseCsvMatrix(text, m, &message));
        QCOMPARE(message, error);
        QCOMPARE(m.values(0, 0), 42.0); // unchanged
    }

    void csvLimits()
    {
        ImportedMatrix m;
        QString error;
        QByteArray tooManyRows;
        for (int i = 0; i <= limits::maxTokens; ++i)
            tooManyRows += "1,2\n";
        QVERIFY(!parseCsvMatrix(tooManyRows, m, &error));
        QCOMPARE(error, QStringLiteral("line 4097: more than 4096 rows (the limit)"));

        QByteArray atLimit = tooManyRows.left(tooManyRows.size() - 4);
        QVERIFY2(parseCsvMatrix(atLimit, m, &error), qPrintable(error));
        QCOMPARE(m.values.rows(), Eigen::Index(limits::maxTokens));

        QByteArray tooManyColumns("1");
        for (int i = 0; i < limits::maxDimension; ++i)
            tooManyColumns += ",1";
        QVERIFY(!parseCsvMatrix(tooManyColumns, m, &error));
        QCOMPARE(error, QStringLiteral("line 1: more than 4096 columns (the limit)"));

        QByteArray huge(limits::maxFileBytes + 1, ' ');
        QVERIFY(!parseCsvMatrix(huge, m, &error));
        QCOMPARE(error, QStringLiteral("the file is larger than the limit of 64 MiB"));
    }

    void npyGood_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<MatrixD>("expected");
        QTest::addColumn<QStringList>("warnings");

        const MatrixD m = rows({{1, -2.5, 3}, {0.1, 5, 1e-300}});
        const QByteArray data = doubles({1, -2.5, 3, 0.1, 5, 1e-300});
        QTest::newRow("<f8 v1.0") << npy(dict("<f8", "(2, 3)"), data) << m << QStringList();
        QTest::newRow("<f8 v2.0") << npy(dict("<f8", "(2, 3)"), data, 2) << m << QStringList();
        QTest::newRow("<f8 v3.0") << npy(dict("<f8", "(2, 3)"), data, 3) << m << QStringList();
        QTest::newRow(">f8") << npy(dict(">f8", "(2, 3)"),
                                    doubles({1, -2.5, 3, 0.1, 5, 1e-300}, true))
                             << m << QStringList();
        const MatrixD f = rows({{1, -2.5}, {double(0.1f), 1024}});
        QTest::newRow("<f4") << npy(dict("<f4", "(2, 2)"), floats({1, -2.5f, 0.1f, 1024})) << f
                             << QStringList();
        QTest::newRow(">f4") << npy(dict(">f4", "(2, 2)"), floats({1, -2.5f, 0.1f, 1024}, true))
                             << f << QStringList();
        QTest::newRow("keys in another order, Python 2 longs")
            << npy("{'shape': (2L, 2L), 'fortran_order': False, 'descr': '<f4'}",
                   floats({1, -2.5f, 0.1f, 1024}))
            << f << QStringList();
        QTest::newRow("1-D as one row")
            << npy(dict("<f8", "(3,)"), doubles({1, 2, 3})) << rows({{1, 2, 3}})
            << QStringList{QStringLiteral("a 1-D array of 3 numbers, read as one row (1 x 3)")};
        QTest::newRow("trailing bytes")
            << npy(dict("<f8", "(1, 1)"), doubles({7}) + "xyz") << rows({{7}})
            << QStringList{QStringLiteral("bytes after the data were ignored")};
    }

    void npyGood()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(MatrixD, expected);
        QFETCH(QStringList, warnings);
        ImportedMatrix m;
        QString error;
        QVERIFY2(parseNpyMatrix(bytes, m, &error), qPrintable(error));
        QCOMPARE(m.values.rows(), expected.rows());
        QCOMPARE(m.values.cols(), expected.cols());
        for (Eigen::Index i = 0; i < expected.size(); ++i)
            QCOMPARE(m.values.data()[i], expected.data()[i]); // bit-exact conversion
        QCOMPARE(m.warnings, warnings);
        QVERIFY(m.columnNames.isEmpty());
    }

    void npyBad_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");

        const QByteArray four = doubles({1, 2, 3, 4});
        QTest::newRow("not npy") << QByteArray("1,2,3\n")
                                 << QStringLiteral("not a NumPy .npy file (it does not begin with "
                                                   "\\x93NUMPY)");
        QTest::newRow("npz") << QByteArray("PK\x03\x04rest")
                             << QStringLiteral("a NumPy .npz archive, not a .npy file: save one "
                                               "array with np.save('q.npy', q)");
        QTest::newRow("preamble cut") << QByteArray("\x93NUMPY\x01")
                                      << QStringLiteral("truncated: the file ends inside the .npy "
                                                        "preamble");
        QByteArray v4 = npy(dict("<f8", "(2, 2)"), four);
        v4[6] = 4;
        QTest::newRow("version 4.0")
            << v4
            << QStringLiteral("unsupported .npy format version 4.0 (1.0, 2.0 and 3.0 are read)");
        QTest::newRow("header cut")
            << npy(dict("<f8", "(2, 2)"), QByteArray()).left(40)
            << QStringLiteral("truncated: the header should be 118 bytes, the file ends after 30");
        QByteArray bigHeader("\x93NUMPY\x02\x00", 8);
        bigHeader += QByteArray("\x00\x00\x10\x00", 4); // 1 MiB
        QTest::newRow("huge header")
            << bigHeader << QStringLiteral("header: 1048576 bytes exceed the limit of 65536");
        QTest::newRow("int64")
            << npy(dict("<i8", "(2, 2)"), four)
            << QStringLiteral("dtype '<i8' (64-bit integers) is not supported: save float32 or "
                              "float64, e.g. np.save(path, x.astype(np.float32))");
        QTest::newRow("float16")
            << npy(dict("<f2", "(2, 2)"), four)
            << QStringLiteral("dtype '<f2' (16-bit floats) is not supported: save float32 or "
                              "float64, e.g. np.save(path, x.astype(np.float32))");
        QTest::newRow("complex")
            << npy(dict("<c16", "(2, 2)"), four)
            << QStringLiteral("dtype '<c16' (complex numbers) is not supported: save float32 or "
                              "float64, e.g. np.save(path, x.astype(np.float32))");
        QTest::newRow("structured")
            << npy("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (2,), }", four)
            << QStringLiteral("dtype: a structured array (named fields) is not supported: save a "
                              "plain float array");
        QTest::newRow("fortran order")
            << npy(dict("<f8", "(2, 2)", "True"), four)
            << QStringLiteral("the array is in Fortran (column-major) order: save a C-ordered "
                              "one, e.g. np.save(path, np.ascontiguousarray(x))");
        QTest::newRow("3-D") << npy(dict("<f8", "(1, 2, 2)"), four)
                             << QStringLiteral(
                                    "shape (1, 2, 2): expected a 2-D array (rows x columns); for a "
                                    "batch, save one matrix, e.g. x[0]");
        QTest::newRow("0-D")
            << npy(dict("<f8", "()"), doubles({1}))
            << QStringLiteral(
                   "shape (): expected a 2-D array (rows x columns), not a single number");
        QTest::newRow("empty") << npy(dict("<f8", "(0, 3)"), QByteArray())
                               << QStringLiteral("shape (0, 3): the array is empty");
        QTest::newRow("too many rows")
            << npy(dict("<f4", "(5000, 2)"), four)
            << QStringLiteral("shape (5000, 2): 5000 rows exceed the limit of 4096");
        // A 1e12 x 1e12 claim must be refused by the limit, never allocated.
        QTest::newRow("absurd columns")
            << npy(dict("<f8", "(1, 1000000000000)"), four)
            << QStringLiteral("shape (1, 1000000000000): 1000000000000 columns exceed the limit "
                              "of 4096");
        QTest::newRow("overflowing shape")
            << npy(dict("<f8", "(99999999999999999999, 2)"), four)
            << QStringLiteral("header: a number too large at offset 51");
        QTest::newRow("truncated data")
            << npy(dict("<f8", "(2, 3)"), doubles({1, 2, 3, 4, 5}))
            << QStringLiteral("truncated: the data of shape (2, 3) should be 48 bytes, the file "
                              "holds 40");
        QTest::newRow("nan") << npy(dict("<f8", "(2, 2)"), doubles({1, 2, std::nan(""), 4}))
                             << QStringLiteral("element [1][0] is not a finite number (nan)");
        QTest::newRow("inf") << npy(dict("<f4", "(1, 2)"),
                                    floats({1, std::numeric_limits<float>::infinity()}))
                             << QStringLiteral("element [0][1] is not a finite number (inf)");
        QTest::newRow("missing key")
            << npy("{'descr': '<f8', 'shape': (2, 2), }", four)
            << QStringLiteral("header: needs the keys 'descr', 'fortran_order' and 'shape'");
        QTest::newRow("garbled header")
            << npy("{'descr': '<f8', 'shape': (2, 2) 'x'}", four)
            << QStringLiteral("header: expected ',' or '}' at offset 33");
        QTest::newRow("not a dict")
            << npy("(1, 2)", four) << QStringLiteral("header: expected a dict");
    }

    void npyBad()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        ImportedMatrix m;
        m.values = MatrixD::Constant(1, 1, 42);
        QString message;
        QVERIFY(!parseNpyMatrix(bytes, m, &message));
        QCOMPARE(message, error);
        QCOMPARE(m.values(0, 0), 42.0);
    }

    void loadFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
        };
        write(QStringLiteral("q.npy"), npy(dict("<f8", "(1, 2)"), doubles({1, 2})));
        write(QStringLiteral("named-wrong.csv"), npy(dict("<f8", "(1, 2)"), doubles({3, 4})));
        write(QStringLiteral("k.csv"), "5\t6\n");
        write(QStringLiteral("bad.npy"), "1,2\n");
        write(QStringLiteral("cut.npy"), npy(dict("<f8", "(100, 2)"), doubles({1, 2})));

        ImportedMatrix m;
        QString error;
        QVERIFY2(loadMatrixFile(dir.filePath(QStringLiteral("q.npy")), m, &error),
                 qPrintable(error));
        QCOMPARE(m.values(0, 1), 2.0);
        QVERIFY2(loadMatrixFile(dir.filePath(QStringLiteral("named-wrong.csv")), m, &error),
                 qPrintable(error));
        QCOMPARE(m.values(0, 1), 4.0);
        QVERIFY2(loadMatrixFile(dir.filePath(QStringLiteral("k.csv")), m, &error),
                 qPrintable(error));
        QCOMPARE(m.values(0, 1), 6.0);

        const QString bad = dir.filePath(QStringLiteral("bad.npy"));
        QVERIFY(!loadMatrixFile(bad, m, &error));
        QCOMPARE(error, bad
                            + QStringLiteral(": not a NumPy .npy file (it does not begin with "
                                             "\\x93NUMPY)"));
        // A file, not a buffer: the size is known, so the short file is refused up front.
        const QString cut = dir.filePath(QStringLiteral("cut.npy"));
        QVERIFY(!loadMatrixFile(cut, m, &error));
        QCOMPARE(error, cut
                            + QStringLiteral(": truncated: the data of shape (100, 2) should be "
                                             "1600 bytes, the file holds 16"));
        const QString missing = dir.filePath(QStringLiteral("missing.csv"));
        QVERIFY(!loadMatrixFile(missing, m, &error));
        QVERIFY2(error.startsWith(missing + QStringLiteral(": ")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMatrixImport)
#include "tst_matriximport.moc"
