// `attention-lab --compute --tiled B` run as a user would: the outputs only, equal to
// --compute's within the tiled path's tolerance, and the usual one-line errors.

#include "AppProcess.h"
#include "Attention.h"
#include "Examples.h"
#include "ResultJson.h"
#include "TestHelpers.h"
#include "TiledAttention.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace attn;

namespace {

using attn::apptest::AppRun;
using attn::apptest::runApp;

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

/// A JSON matrix (array of rows) as a Matrix.
Matrix toMatrix(const QJsonValue &value)
{
    const QJsonArray rows = value.toArray();
    const int columns = rows.isEmpty() ? 0 : int(rows.at(0).toArray().size());
    Matrix m(rows.size(), columns);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < columns; ++c)
            m(r, c) = Scalar(rows.at(r).toArray().at(c).toDouble());
    return m;
}

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", name);
    return path;
}

/// A failed run: exit status 2, nothing on stdout, exactly `message` on stderr.
void expectUsageError(const AppRun &r, const QByteArray &message)
{
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err, "error: " + message + '\n');
}

} // namespace

class TestCliTiled : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral(ATTENTION_LAB_BINARY)))
            QFAIL("attention-lab is not built");
    }

    void everyExampleAgainstCompute_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("blockSize");
        for (const ExampleInfo &e : builtInExamples())
            for (const char *b : {"1", "3", "64"})
                QTest::addRow("%s, B = %s", qPrintable(e.name), b)
                    << e.name << QString::fromLatin1(b);
    }

    void everyExampleAgainstCompute()
    {
        QFETCH(QString, example);
        QFETCH(QString, blockSize);
        const AppRun tiled = runApp({QStringLiteral("--compute"), QStringLiteral("--tiled"),
                                     blockSize, QStringLiteral("--example"), example});
        QCOMPARE(tiled.status, 0);
        QVERIFY(tiled.err.isEmpty());
        const Scenario s = testing::loadExampleOrDie(example);
        QCOMPARE(tiled.out, tiledResultToJson(computeTiled(s, blockSize.toInt()), s.mode));

        const AppRun full
            = runApp({QStringLiteral("--compute"), QStringLiteral("--example"), example});
        QCOMPARE(full.status, 0);
        const QJsonObject t = parse(tiled.out);
        const QJsonObject f = parse(full.out);
        QCOMPARE(t.value(QLatin1String("format")).toString(),
                 QStringLiteral("attention-lab-tiled-result"));
        QCOMPARE(t.value(QLatin1String("version")).toInt(), 1);
        QCOMPARE(t.value(QLatin1String("block_size")).toInt(), blockSize.toInt());
        for (const char *key :
             {"n_queries", "n_keys", "d_model", "num_heads", "d_k", "divisor", "warnings"})
            QCOMPARE(t.value(QLatin1String(key)), f.value(QLatin1String(key)));
        // The outputs only: no intermediate n x n matrix, no statistics.
        for (const char *key : {"allowed", "stats"})
            QVERIFY2(!t.contains(QLatin1String(key)), key);
        QCOMPARE(t.contains(QLatin1String("concat")), s.mode == Mode::SelfAttention);
        const QJsonArray tiledHeads = t.value(QLatin1String("heads")).toArray();
        const QJsonArray fullHeads = f.value(QLatin1String("heads")).toArray();
        QCOMPARE(tiledHeads.size(), fullHeads.size());
        for (int h = 0; h < tiledHeads.size(); ++h) {
            const QJsonObject head = tiledHeads.at(h).toObject();
            QCOMPARE(head.keys(), QStringList{QStringLiteral("output")});
            QVERIFY(
                tiledMatches(toMatrix(head.value(QLatin1String("output"))),
                             toMatrix(fullHeads.at(h).toObject().value(QLatin1String("output")))));
        }
        QVERIFY(tiledMatches(toMatrix(t.value(QLatin1String("output"))),
                             toMatrix(f.value(QLatin1String("output")))));
        if (s.mode == Mode::SelfAttention)
            QVERIFY(tiledMatches(toMatrix(t.value(QLatin1String("concat"))),
                                 toMatrix(f.value(QLatin1String("concat")))));
    }

    void aFileWithAFullyMaskedRow()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "masked.json", R"({"format": "attention-lab-scenario",
            "version": 1, "q": [[1, 0], [0, 1]], "k": [[1, 0], [0, 1]], "v": [[1, 2], [3, 4]],
            "mask": [[false, false], [true, true]]})");
        const AppRun r = runApp({QStringLiteral("--tiled=2"), path, QStringLiteral("--compute")});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        QCOMPARE(o.value(QLatin1String("warnings")).toArray().at(0).toString(),
                 QStringLiteral("row 0 has no allowed key: its weights and output are zero"));
        const Matrix output = toMatrix(o.value(QLatin1String("output")));
        QCOMPARE(output(0, 0), Scalar(0));
        QCOMPARE(output(0, 1), Scalar(0));
        // Row 1 attends both keys: softmax([0, 1] / sqrt 2) = [0.330, 0.670], output 2.34, 3.34.
        EXPECT_NEAR(output(1, 0), 2.340, 5e-4);
        EXPECT_NEAR(output(1, 1), 3.340, 5e-4);
    }

    void overflowIsTheSameErrorAsCompute()
    {
        QTemporaryDir dir;
        // The overflowing pair (0, 1) is blocked by the causal mask: refused all the same.
        const QString path = writeFile(dir, "big.json", R"({"format": "attention-lab-scenario",
            "version": 1, "q": [[1e30], [1e-30]], "k": [[1], [1e30]], "v": [[1], [2]],
            "causal": true})");
        const AppRun full = runApp({QStringLiteral("--compute"), path});
        const AppRun tiled = runApp(
            {QStringLiteral("--compute"), QStringLiteral("--tiled"), QStringLiteral("1"), path});
        expectUsageError(full, path.toUtf8()
                                   + ": scores (Q·K^T) of head 0 overflow at query 0, key 1: "
                                     "the input numbers are too large");
        QCOMPARE(tiled.status, full.status);
        QCOMPARE(tiled.out, full.out);
        QCOMPARE(tiled.err, full.err);
    }

    void badBlockSize_data()
    {
        QTest::addColumn<QString>("value");
        for (const char *value : {"0", "-3", "4097", "1.5", "two", ""})
            QTest::addRow("\"%s\"", value) << QString::fromLatin1(value);
    }

    void badBlockSize()
    {
        QFETCH(QString, value);
        const AppRun r
            = runApp({QStringLiteral("--compute"), QStringLiteral("--tiled=") + value,
                      QStringLiteral("--example"), QStringLiteral("seed002-one-query-two-keys")});
        expectUsageError(r, "--tiled: expected a whole number from 1 to 4096, got \""
                                + value.toUtf8() + '"');
    }

    void tiledGoesWithCompute()
    {
        QTemporaryDir dir;
        const AppRun r
            = runApp({QStringLiteral("--export"), dir.filePath(QStringLiteral("w.png")),
                      QStringLiteral("--view"), QStringLiteral("weights"),
                      QStringLiteral("--tiled"), QStringLiteral("2"), QStringLiteral("--example"),
                      QStringLiteral("seed002-one-query-two-keys")});
        expectUsageError(r, "--tiled goes with --compute");
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("w.png"))));
        expectUsageError(
            runApp({QStringLiteral("--sweep"), QStringLiteral("--tiled"), QStringLiteral("2")}),
            "--tiled goes with --compute");
    }

    void missingInput()
    {
        expectUsageError(
            runApp({QStringLiteral("--compute"), QStringLiteral("--tiled"), QStringLiteral("2")}),
            "needs a scenario FILE or --example NAME");
    }
};

QTEST_GUILESS_MAIN(TestCliTiled)
#include "tst_cli_tiled.moc"
