// `attention-lab --compute --precision double` run as a user would: the float32 result
// unchanged, the "double" key beside it, the precision warning on embeddings that share a
// large offset, and the usage errors.

#include "AppProcess.h"
#include "Attention.h"
#include "ForwardPass.h"
#include "Random.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attn;
using attn::apptest::AppRun;
using attn::apptest::runApp;

namespace {

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

QString argument(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

class TestCliPrecision : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral(ATTENTION_LAB_BINARY)))
            QSKIP("the attention-lab binary is not built");
    }

    void doubleBesideFloat()
    {
        const QStringList example{argument("--example"), argument("seed002-one-query-two-keys")};
        const AppRun plain = runApp(QStringList{argument("--compute")} + example);
        const AppRun both
            = runApp(QStringList{argument("--compute"), argument("--precision"), argument("double")}
                     + example);
        QCOMPARE(both.status, 0);
        QVERIFY(both.err.isEmpty());
        const QJsonObject a = parse(plain.out), b = parse(both.out);
        QCOMPARE(b.value(QLatin1String("output")), a.value(QLatin1String("output")));
        QCOMPARE(b.value(QLatin1String("heads")), a.value(QLatin1String("heads")));
        const QJsonObject d = b.value(QLatin1String("double")).toObject();
        const ForwardPass pass
            = forwardPass(testing::loadExampleOrDie("seed002-one-query-two-keys"));
        const QJsonArray row = d.value(QLatin1String("output")).toArray().at(0).toArray();
        QCOMPARE(row.at(0).toDouble(), pass.output(0, 0));
        QCOMPARE(row.at(1).toDouble(), pass.output(0, 1));
        const double difference = d.value(QLatin1String("max_output_difference")).toDouble();
        const double float0
            = a.value(QLatin1String("output")).toArray().at(0).toArray().at(0).toDouble();
        QVERIFY(difference >= std::fabs(float0 - pass.output(0, 0)));
        QVERIFY(difference < 1e-5);
        QCOMPARE(d.value(QLatin1String("max_weight_difference_at")).toArray().size(), 3);
    }

    void warnsOnALargeSharedOffset()
    {
        Scenario s;
        s.mode = Mode::SelfAttention;
        s.numHeads = 1;
        s.embeddings = MatrixD(5, 4);
        RandomSource rng(3);
        for (int i = 0; i < 5; ++i) {
            s.tokens.push_back("t" + std::to_string(i + 1));
            for (int j = 0; j < 4; ++j)
                s.embeddings(i, j) = 1e6 + 1e-3 * rng.next();
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(argument("offset.json"));
        QString error;
        QVERIFY2(saveScenarioFile(path, s, &error), qPrintable(error));
        const AppRun r
            = runApp({argument("--compute"), argument("--precision"), argument("double"), path});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        const QJsonArray warnings = o.value(QLatin1String("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.at(0).toString().startsWith(argument("head 1, query 1: scores of size")));
        // Float32 cannot see the noise: its weights are far from double's.
        QVERIFY(o.value(QLatin1String("double"))
                    .toObject()
                    .value(QLatin1String("max_weight_difference"))
                    .toDouble()
                > 0.1);
        // Without --precision double the warning is there too, and no "double".
        const QJsonObject plain = parse(runApp({argument("--compute"), path}).out);
        QCOMPARE(plain.value(QLatin1String("warnings")).toArray(), warnings);
        QVERIFY(!plain.contains(QLatin1String("double")));
    }

    /// Plain scores of 3 and 6 from q = 1e20 and keys of 3e-20 and 6e-20 (and the other way
    /// round): no warning, where it said "scores of size up to inf ... by up to inf" and
    /// "-nan"; scores of 1e37 warn with finite numbers.
    void warningNumbersAreFinite_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("warning"); // empty: none
        QTest::newRow("huge q") << QByteArray(R"({"q": [[1e20]], "k": [[3e-20], [6e-20]],
                                                  "v": [[1], [2]]})")
                                << QString();
        QTest::newRow("tiny q") << QByteArray(R"({"q": [[1e-25]], "k": [[3e25], [6e25]],
                                                  "v": [[1], [2]]})")
                                << QString();
        QTest::newRow("scores 1e37")
            << QByteArray(R"({"q": [[1e20]], "k": [[1e17], [2e17]], "v": [[1], [2]]})")
            << argument("head 1, query 1: scores of size up to 2e+37 have a float32 unit in the "
                        "last place of about 2.38e+30 (one rounding; a score's errors add up "
                        "and can exceed it), so the weights may be off (1 row(s) of this head); "
                        "compute in double to compare (--precision double)");
    }
    void warningNumbersAreFinite()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, warning);
        QTemporaryDir dir;
        const QString path = dir.filePath(argument("extreme.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(scenario);
        file.close();
        const AppRun r
            = runApp({argument("--compute"), argument("--precision"), argument("double"), path});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        QStringList warnings;
        for (const QJsonValue &w : o.value(QLatin1String("warnings")).toArray())
            if (!w.toString().startsWith(argument("format: missing"))) // the file has no header
                warnings << w.toString();
        QCOMPARE(warnings, warning.isEmpty() ? QStringList() : QStringList{warning});
        const double difference = o.value(QLatin1String("double"))
                                      .toObject()
                                      .value(QLatin1String("max_weight_difference"))
                                      .toDouble(-1);
        QVERIFY(difference >= 0 && difference < 1e-6);
    }

    void usageErrors()
    {
        const AppRun tiled = runApp(
            {argument("--compute"), argument("--tiled"), argument("2"), argument("--precision"),
             argument("double"), argument("--example"), argument("seed002-one-query-two-keys")});
        QCOMPARE(tiled.status, 2);
        QCOMPARE(tiled.err,
                 QByteArray("error: --precision double goes with --compute (not --tiled)\n"));
        const AppRun exported
            = runApp({argument("--export"), argument("/tmp/x.png"), argument("--view"),
                      argument("weights"), argument("--precision"), argument("double"),
                      argument("--example"), argument("seed002-one-query-two-keys")});
        QCOMPARE(exported.status, 2);
        QVERIFY(exported.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliPrecision)
#include "tst_cli_precision.moc"
