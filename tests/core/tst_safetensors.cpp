// The safetensors reader on checkpoints this test writes itself, byte by byte: F32, F16 and
// BF16 (their bit patterns written out here, independent of the reader's conversions), one
// file, a folder and a sharded checkpoint with its index; and every hostile file the format
// allows one to make, each refused with a message that names the file and the tensor.

#include "SafeTensors.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;

namespace {

QByteArray le64(quint64 v)
{
    QByteArray b(8, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

QByteArray f32(std::initializer_list<float> values)
{
    QByteArray b;
    for (const float v : values) {
        char bytes[4];
        qToLittleEndian(v, bytes);
        b.append(bytes, 4);
    }
    return b;
}

QByteArray u16(std::initializer_list<quint16> values)
{
    QByteArray b;
    for (const quint16 v : values) {
        char bytes[2];
        qToLittleEndian(v, bytes);
        b.append(bytes, 2);
    }
    return b;
}

/// A file as the format lays it out: the header's length, the header, the data.
QByteArray fileOf(const QByteArray &header, const QByteArray &data)
{
    return le64(quint64(header.size())) + header + data;
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// A valid two-tensor F32 file: "a" [2, 3] = 1..6, "b" [3] = -1, 0.5, 1e-3.
QByteArray twoTensors(const QByteArray &metadata = QByteArray())
{
    QByteArray header = "{";
    if (!metadata.isEmpty())
        header += "\"__metadata__\":" + metadata + ",";
    header += "\"b\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[24,36]},"
              "\"a\":{\"dtype\":\"F32\",\"shape\":[2,3],\"data_offsets\":[0,24]}}";
    header += QByteArray(8 - header.size() % 8, ' '); // padded, as writers align the data
    return fileOf(header, f32({1, 2, 3, 4, 5, 6}) + f32({-1, 0.5f, 1e-3f}));
}

} // namespace

class TestSafeTensors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void readsOneFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("one.safetensors"));
        QVERIFY(write(path, twoTensors("{\"format\":\"pt\"}")));
        SafeTensors checkpoint;
        QString error;
        QVERIFY2(checkpoint.open(path, &error), qPrintable(error));
        QCOMPARE(int(checkpoint.tensors().size()), 2);
        QCOMPARE(checkpoint.metadata().value(QStringLiteral("format")), QStringLiteral("pt"));
        QCOMPARE(checkpoint.storedBytes(), qint64(36));
        QCOMPARE(checkpoint.files(), QStringList{path});
        const TensorInfo *a = checkpoint.find(QStringLiteral("a"));
        QVERIFY(a);
        QCOMPARE(a->shape, (std::vector<qint64>{2, 3}));
        QCOMPARE(a->elements, qint64(6));
        QCOMPARE(a->dtypeText, QStringLiteral("F32"));
        QVERIFY(!checkpoint.find(QStringLiteral("c")));

        Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> m;
        QVERIFY2(checkpoint.readMatrix(QStringLiteral("a"), 2, 3, m, &error), qPrintable(error));
        QCOMPARE(m(0, 0), 1.0f);
        QCOMPARE(m(0, 2), 3.0f); // row-major: the first row is 1, 2, 3
        QCOMPARE(m(1, 0), 4.0f);
        QCOMPARE(m(1, 2), 6.0f);
        QVERIFY2(checkpoint.readMatrix(QStringLiteral("b"), 1, 3, m, &error), qPrintable(error));
        QCOMPARE(m(0, 0), -1.0f);
        QCOMPARE(m(0, 2), 1e-3f);

        QVERIFY(!checkpoint.readMatrix(QStringLiteral("a"), 3, 2, m, &error));
        QVERIFY2(error.contains(QStringLiteral("tensor “a” has shape [2, 3], expected [3, 2]")),
                 qPrintable(error));
        QVERIFY(error.startsWith(path));
        QVERIFY(!checkpoint.readMatrix(QStringLiteral("h.0.attn.c_attn.weight"), 2, 2, m, &error));
        QVERIFY2(error.contains(QStringLiteral("no tensor “h.0.attn.c_attn.weight”")),
                 qPrintable(error));
    }

    void widensHalfPrecisionExactly()
    {
        // F16: 1, -2, 0.5, 65504 (the largest), 2^-24 (the smallest subnormal), -0.
        // BF16: 1, -2, 3.140625, 2^-133 (a subnormal), 3.3895314e38 (the largest).
        const QByteArray header
            = "{\"h\":{\"dtype\":\"F16\",\"shape\":[6],\"data_offsets\":[0,12]},"
              "\"g\":{\"dtype\":\"BF16\",\"shape\":[5],\"data_offsets\":[12,22]}}";
        const QString path = m_dir.filePath(QStringLiteral("half.safetensors"));
        QVERIFY(write(path, fileOf(header, u16({0x3C00, 0xC000, 0x3800, 0x7BFF, 0x0001, 0x8000})
                                               + u16({0x3F80, 0xC000, 0x4049, 0x0001, 0x7F7F}))));
        SafeTensors checkpoint;
        QString error;
        QVERIFY2(checkpoint.open(path, &error), qPrintable(error));
        std::vector<float> h, g;
        QVERIFY2(checkpoint.read(*checkpoint.find(QStringLiteral("h")), h, &error),
                 qPrintable(error));
        QVERIFY2(checkpoint.read(*checkpoint.find(QStringLiteral("g")), g, &error),
                 qPrintable(error));
        QCOMPARE(h,
                 (std::vector<float>{1.0f, -2.0f, 0.5f, 65504.0f, std::ldexp(1.0f, -24), -0.0f}));
        QVERIFY(std::signbit(h[5]));
        QCOMPARE(g, (std::vector<float>{1.0f, -2.0f, 3.140625f, std::ldexp(1.0f, -133),
                                        std::ldexp(255.0f, 120)}));
    }

    void refusesNonFiniteWeightsAndNonFloatTypesWhenRead()
    {
        const QByteArray header
            = "{\"n\":{\"dtype\":\"F16\",\"shape\":[3],\"data_offsets\":[0,6]},"
              "\"i\":{\"dtype\":\"BF16\",\"shape\":[2],\"data_offsets\":[6,10]},"
              "\"ids\":{\"dtype\":\"I64\",\"shape\":[1,2],\"data_offsets\":[10,26]}}";
        const QString path = m_dir.filePath(QStringLiteral("nan.safetensors"));
        QVERIFY(write(path, fileOf(header, u16({0x3C00, 0x3C00, 0x7E00}) + u16({0x0000, 0xFF80})
                                               + QByteArray(16, '\0'))));
        SafeTensors checkpoint;
        QString error;
        QVERIFY2(checkpoint.open(path, &error), qPrintable(error)); // position ids may be I64
        std::vector<float> out;
        QVERIFY(!checkpoint.read(*checkpoint.find(QStringLiteral("n")), out, &error));
        QVERIFY2(error.contains(QStringLiteral("tensor “n”: element 2 is NaN")), qPrintable(error));
        QVERIFY(!checkpoint.read(*checkpoint.find(QStringLiteral("i")), out, &error));
        QVERIFY2(error.contains(QStringLiteral("tensor “i”: element 1 is an infinity")),
                 qPrintable(error));
        QVERIFY(!checkpoint.read(*checkpoint.find(QStringLiteral("ids")), out, &error));
        QVERIFY2(error.contains(QStringLiteral("tensor “ids”: its dtype I64 is not one")),
                 qPrintable(error));
    }

    void readsAShardedCheckpointAndAFolder()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QByteArray first = "{\"wte.weight\":{\"dtype\":\"F32\",\"shape\":[2,2],"
                                 "\"data_offsets\":[0,16]}}";
        const QByteArray second = "{\"h.0.ln_1.weight\":{\"dtype\":\"BF16\",\"shape\":[2],"
                                  "\"data_offsets\":[0,4]},\"__metadata__\":{\"format\":\"pt\"}}";
        QVERIFY(write(folder.filePath(QStringLiteral("model-00001-of-00002.safetensors")),
                      fileOf(first, f32({1, 2, 3, 4}))));
        QVERIFY(write(folder.filePath(QStringLiteral("model-00002-of-00002.safetensors")),
                      fileOf(second, u16({0x3F80, 0xC000}))));
        QVERIFY(write(folder.filePath(QStringLiteral("model.safetensors.index.json")),
                      "{\"metadata\":{\"total_size\":20},\"weight_map\":{"
                      "\"wte.weight\":\"model-00001-of-00002.safetensors\","
                      "\"h.0.ln_1.weight\":\"model-00002-of-00002.safetensors\"}}"));
        // A stray single file beside the index: the index wins.
        QVERIFY(write(folder.filePath(QStringLiteral("model.safetensors")), twoTensors()));
        SafeTensors checkpoint;
        QString error;
        QVERIFY2(checkpoint.open(folder.path(), &error), qPrintable(error));
        QCOMPARE(int(checkpoint.tensors().size()), 2);
        QCOMPARE(checkpoint.files().size(), 2);
        QVERIFY(!checkpoint.find(QStringLiteral("a")));
        std::vector<float> values;
        QVERIFY(checkpoint.read(*checkpoint.find(QStringLiteral("wte.weight")), values, &error));
        QCOMPARE(values, (std::vector<float>{1, 2, 3, 4}));
        QVERIFY(
            checkpoint.read(*checkpoint.find(QStringLiteral("h.0.ln_1.weight")), values, &error));
        QCOMPARE(values, (std::vector<float>{1, -2}));
        // The shards open in the order the index first names them (its keys sorted:
        // "h.0..." before "wte..."), and the first one's metadata is the checkpoint's.
        QCOMPARE(checkpoint.files().first(),
                 folder.filePath(QStringLiteral("model-00002-of-00002.safetensors")));
        QCOMPARE(checkpoint.metadata().value(QStringLiteral("format")), QStringLiteral("pt"));

        // Without the index, the folder's model.safetensors.
        QVERIFY(QFile::remove(folder.filePath(QStringLiteral("model.safetensors.index.json"))));
        QVERIFY2(checkpoint.open(folder.path(), &error), qPrintable(error));
        QVERIFY(checkpoint.find(QStringLiteral("a")));
        QVERIFY(QFile::remove(folder.filePath(QStringLiteral("model.safetensors"))));
        QVERIFY(!checkpoint.open(folder.path(), &error));
        QVERIFY(!checkpoint.isOpen());
        QVERIFY2(error.contains(QStringLiteral("neither model.safetensors nor")),
                 qPrintable(error));
    }

    void refusesAHostileIndex_data()
    {
        QTest::addColumn<QByteArray>("index");
        QTest::addColumn<QString>("message");
        QTest::newRow("path out of the folder")
            << QByteArray("{\"weight_map\":{\"w\":\"../shard.safetensors\"}}")
            << QStringLiteral("tensor “w”'s shard “../shard.safetensors” is not a file name");
        QTest::newRow("missing shard")
            << QByteArray("{\"weight_map\":{\"w\":\"absent.safetensors\"}}")
            << QStringLiteral("absent.safetensors");
        QTest::newRow("tensor not in its shard")
            << QByteArray("{\"weight_map\":{\"w\":\"shard.safetensors\"}}")
            << QStringLiteral("tensor “w” is listed in shard “shard.safetensors”, which does "
                              "not hold it");
        QTest::newRow("no weight map")
            << QByteArray("{\"metadata\":{}}") << QStringLiteral("no “weight_map” object");
        QTest::newRow("not JSON") << QByteArray("{\"weight_map\":")
                                  << QStringLiteral("line 1, column");
        QTest::newRow("the same tensor in two shards")
            << QByteArray("{\"weight_map\":{\"a\":\"shard.safetensors\","
                          "\"x\":\"copy.safetensors\"}}")
            << QStringLiteral("tensor “a” is also in");
    }

    void refusesAHostileIndex()
    {
        QFETCH(QByteArray, index);
        QFETCH(QString, message);
        QTemporaryDir folder;
        QVERIFY(write(folder.filePath(QStringLiteral("shard.safetensors")), twoTensors()));
        QVERIFY(write(folder.filePath(QStringLiteral("copy.safetensors")), twoTensors()));
        const QString path = folder.filePath(QStringLiteral("model.safetensors.index.json"));
        QVERIFY(write(path, index));
        SafeTensors checkpoint;
        QString error;
        QVERIFY(!checkpoint.open(folder.path(), &error));
        QVERIFY(!checkpoint.isOpen());
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void refusesAHostileFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const auto entry
            = [](const char *body) -> QByteArray { return QByteArray("{\"w\":{") + body + "}}"; };
        const QByteArray four = f32({1});
        QTest::newRow("shorter than its length")
            << QByteArray("\x05\0\0\0", 4) << QStringLiteral("fewer than the 8");
        QTest::newRow("length past the end")
            << (le64(1000) + QByteArray("{}")) << QStringLiteral("runs past the end of the file");
        QTest::newRow("length over 100 MB")
            << (le64(100000001) + QByteArray("{}"))
            << QStringLiteral("100,000,001 bytes, is over the format's limit of 100,000,000");
        QTest::newRow("length of 2^64 - 1")
            << (le64(std::numeric_limits<quint64>::max()) + QByteArray("{}"))
            << QStringLiteral("is over the format's limit");
        QTest::newRow("not an object") << fileOf("[1]", {}) << QStringLiteral("does not start");
        QTest::newRow("not JSON") << fileOf("{\"w\":", {}) << QStringLiteral("not a JSON object");
        QTest::newRow("unknown dtype")
            << fileOf(entry("\"dtype\":\"F33\",\"shape\":[1],\"data_offsets\":[0,4]"), four)
            << QStringLiteral("tensor “w”: dtype “F33” is not one of the format's types");
        QTest::newRow("negative extent")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[-1],\"data_offsets\":[0,4]"), four)
            << QStringLiteral("tensor “w”: its shape holds something other than whole numbers");
        QTest::newRow("fractional extent")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[2.5],\"data_offsets\":[0,4]"), four)
            << QStringLiteral("tensor “w”: its shape holds");
        QTest::newRow("overflowing shape")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[1099511627776,1099511627776],"
                            "\"data_offsets\":[0,4]"),
                      four)
            << QStringLiteral("tensor “w”: its shape is impossibly large");
        QTest::newRow("shape and bytes disagree")
            << fileOf(entry("\"dtype\":\"F16\",\"shape\":[3],\"data_offsets\":[0,4]"), four)
            << QStringLiteral("tensor “w”: shape [3] of F16 needs 6 bytes, its data offsets "
                              "hold 4");
        QTest::newRow("offsets past the data")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]"), four)
            << QStringLiteral("tensor “w”: its data offsets [0, 8] lie outside the file's 4 "
                              "bytes of data");
        QTest::newRow("offsets reversed")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,0]"), four)
            << QStringLiteral("lie outside");
        QTest::newRow("no offsets") << fileOf(entry("\"dtype\":\"F32\",\"shape\":[1]"), four)
                                    << QStringLiteral("its data_offsets are not two whole numbers");
        QTest::newRow("shape not a list")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":4,\"data_offsets\":[0,4]"), four)
            << QStringLiteral("tensor “w”: its shape is not a list");
        QTest::newRow("entry not an object")
            << fileOf("{\"w\":7}", {}) << QStringLiteral("tensor “w”: its entry is not");
        QTest::newRow("overlap") << fileOf(
            "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
            "\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}",
            f32({1, 2, 3})) << QStringLiteral("tensors “a” and “b” overlap");
        QTest::newRow("gap")
            << fileOf("{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},"
                      "\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[8,12]}}",
                      f32({1, 2, 3}))
            << QStringLiteral("data bytes 4 to 8, before tensor “b”, belong to no tensor");
        QTest::newRow("trailing bytes")
            << fileOf(entry("\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]"), f32({1, 2}))
            << QStringLiteral("the last 4 bytes of data belong to no tensor");
        QTest::newRow("metadata not strings")
            << fileOf("{\"__metadata__\":{\"n\":1}}", {})
            << QStringLiteral("its “__metadata__” entry “n” is not a string");
    }

    void refusesAHostileFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))
            + QStringLiteral(".safetensors"));
        QVERIFY(write(path, bytes));
        SafeTensors checkpoint;
        QVERIFY(write(m_dir.filePath(QStringLiteral("good.safetensors")), twoTensors()));
        QString error;
        QVERIFY(checkpoint.open(m_dir.filePath(QStringLiteral("good.safetensors")), &error));
        QVERIFY(!checkpoint.open(path, &error));
        QVERIFY(!checkpoint.isOpen()); // nothing of the earlier checkpoint is left half-open
        QVERIFY(checkpoint.tensors().empty());
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void refusesWhatIsNotAFile()
    {
        SafeTensors checkpoint;
        QString error;
        QVERIFY(!checkpoint.open(m_dir.filePath(QStringLiteral("absent.safetensors")), &error));
        QVERIFY2(error.contains(QStringLiteral("absent.safetensors")), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSafeTensors)
#include "tst_safetensors.moc"
