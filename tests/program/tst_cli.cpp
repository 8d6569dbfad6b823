// The command line of docs/command-line.md, run as a user would: outputs,
// exit codes, the one-line error on stderr, nothing on stdout on error, no display.

#include "AppProcess.h"
#include "Attention.h"
#include "Examples.h"
#include "ResultJson.h"
#include "ScenarioFile.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <sys/resource.h>

using namespace attn;

namespace {

using Run = attn::apptest::AppRun;
using attn::apptest::runApp;

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

double at(const QJsonValue &matrix, int row, int column)
{
    return matrix.toArray().at(row).toArray().at(column).toDouble();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral(ATTENTION_LAB_BINARY)))
            QFAIL("attention-lab is not built");
    }

    /// QT_QPA_PLATFORM=xcb with no display (a desktop's environment reached over ssh): the
    /// modes that open no window still run, and say nothing on stderr.
    void headlessWithXcbAndNoDisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--list-examples") << QStringList{QStringLiteral("--list-examples")};
        QTest::newRow("--compute")
            << QStringList{QStringLiteral("--compute"), QStringLiteral("--example"),
                           QStringLiteral("seed002-one-query-two-keys")};
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
    }

    void headlessWithXcbAndNoDisplay()
    {
        QFETCH(QStringList, arguments);
        const Run r = runApp(arguments, QStringLiteral("xcb"));
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(!r.out.isEmpty());
        if (arguments.first() == QLatin1String("--list-examples"))
            QVERIFY(r.out.contains("seed002-one-query-two-keys"));
        if (arguments.first() == QLatin1String("--compute"))
            QVERIFY(r.out.contains("\"weights\""));
    }

    void listExamples()
    {
        const Run r = runApp({QStringLiteral("--list-examples")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        QStringList expected;
        const QList<ExampleInfo> examples = builtInExamples();
        for (const ExampleInfo &e : examples)
            expected << e.name;
        const QStringList lines
            = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines, expected);
        QVERIFY(lines.contains(QStringLiteral("seed000-step-by-step")));
    }

    // The result JSON was built whole in memory before it was printed: 2.4 GB of text for
    // 2048 tokens and 16 heads, whose computation keeps 522 MiB. It is streamed now: here a
    // result of 164 MB of text is printed under a data limit of 96 MiB (the computation
    // keeps about 33 MiB), byte for byte the text resultToJson() gives.
    void resultIsStreamedUnderADataLimit()
    {
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer reserves its shadow memory at start, far beyond any data limit, so
        // a sanitized program cannot start under one; the normal build runs this case.
        QSKIP("a data limit leaves AddressSanitizer no room for its shadow memory");
#endif
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QByteArray text = "{\"format\": \"attention-lab-scenario\", \"version\": 1, \"tokens\": [";
        for (int i = 0; i < 512; ++i)
            text += (i ? ", \"t" : "\"t") + QByteArray::number(i) + '"';
        text += "], \"num_heads\": 16, \"embeddings\": [";
        for (int i = 0; i < 512; ++i) {
            text += i ? ",\n[" : "\n[";
            for (int c = 0; c < 16; ++c)
                text += (c ? ", " : "") + QByteArray::number(std::sin(i * 16.0 + c), 'g', 6);
            text += ']';
        }
        text += "]}\n";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text) == text.size());
        file.close();
        Scenario s;
        QString error;
        QVERIFY2(loadScenarioFile(path, s, &error), qPrintable(error));
        const QByteArray expected = resultToJson(compute(s), s.mode);
        QVERIFY(expected.size() > 150'000'000);

        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        process.setProcessEnvironment(env);
        const QString out = dir.filePath(QStringLiteral("result.json"));
        process.setStandardOutputFile(out);
        process.setChildProcessModifier([] {
            const rlimit limit{rlim_t(96) << 20, rlim_t(96) << 20};
            setrlimit(RLIMIT_DATA, &limit);
        });
        process.start(attn::apptest::appBinary(), {QStringLiteral("--compute"), path});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.readAllStandardError(), QByteArray());
        QCOMPARE(process.exitCode(), 0);
        QFile printed(out);
        QVERIFY(printed.open(QIODevice::ReadOnly));
        QCOMPARE(printed.size(), expected.size());
        QCryptographicHash hash(QCryptographicHash::Sha256);
        QVERIFY(hash.addData(&printed));
        QCOMPARE(hash.result(), QCryptographicHash::hash(expected, QCryptographicHash::Sha256));
    }

    void computeEveryExample()
    {
        const QList<ExampleInfo> examples = builtInExamples();
        for (const ExampleInfo &e : examples) {
            const Run r
                = runApp({QStringLiteral("--compute"), QStringLiteral("--example"), e.name});
            QCOMPARE(r.status, 0);
            const QJsonObject o = parse(r.out);
            QCOMPARE(o.value(QLatin1String("format")).toString(),
                     QStringLiteral("attention-lab-result"));
            QCOMPARE(o.value(QLatin1String("version")).toInt(), 1);
            // The printed result is exactly what the engine computes, shortest round-trip.
            Scenario s;
            QVERIFY(loadExample(e.name, s, nullptr));
            const AttentionResult result = compute(s);
            QCOMPARE(r.out, resultToJson(result, s.mode));
            for (const char *key : {"n_queries", "n_keys", "d_model", "num_heads", "d_k", "allowed",
                                    "heads", "output", "stats", "warnings"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            QCOMPARE(o.contains(QLatin1String("concat")), s.mode == Mode::SelfAttention);
            const QJsonObject head = o.value(QLatin1String("heads")).toArray().at(0).toObject();
            for (const char *key : {"q", "k", "v", "scores", "scaled", "weights", "output"})
                QVERIFY2(head.contains(QLatin1String(key)), key);
        }
    }

    void computeSeedNumbers()
    {
        Run r = runApp({QStringLiteral("--compute"), QStringLiteral("--example"),
                        QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(r.status, 0);
        QJsonObject o = parse(r.out);
        const QJsonObject head = o.value(QLatin1String("heads")).toArray().at(0).toObject();
        EXPECT_NEAR(at(head.value(QLatin1String("scaled")), 0, 0), 1.414, 5e-4);
        EXPECT_NEAR(at(head.value(QLatin1String("weights")), 0, 0), 0.804, 5e-4);
        EXPECT_NEAR(at(o.value(QLatin1String("output")), 0, 0), 8.04, 5e-3);
        EXPECT_NEAR(at(o.value(QLatin1String("output")), 0, 1), 1.96, 5e-3);

        r = runApp({QStringLiteral("--example"), QStringLiteral("seed000-scale-statistics"),
                    QStringLiteral("--compute")});
        QCOMPARE(r.status, 0);
        o = parse(r.out);
        const QJsonObject stats = o.value(QLatin1String("stats")).toObject();
        EXPECT_NEAR(
            stats.value(QLatin1String("raw")).toObject().value(QLatin1String("std")).toDouble(),
            6.48, 5e-3);
        EXPECT_NEAR(stats.value(QLatin1String("scaled"))
                        .toObject()
                        .value(QLatin1String("max_weight"))
                        .toDouble(),
                    0.273, 5e-4);
    }

    void computeAFileWithWarnings()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("masked.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-lab-scenario", "version": 1,
            "q": [[1, 0], [0, 1]], "k": [[1, 0], [0, 1]], "v": [[1, 2], [3, 4]],
            "mask": [[false, false], [true, true]]})");
        file.close();
        const Run r = runApp({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        QCOMPARE(o.value(QLatin1String("warnings")).toArray().at(0).toString(),
                 QStringLiteral("row 0 has no allowed key: its weights and output are zero"));
        QCOMPARE(at(o.value(QLatin1String("output")), 0, 0), 0.0);
        QVERIFY(!r.out.contains("nan") && !r.out.contains("inf") && !r.out.contains("null"));
    }

    void sweep()
    {
        const Run r = runApp({QStringLiteral("--sweep"), QStringLiteral("--keys"),
                              QStringLiteral("4"), QStringLiteral("--trials"), QStringLiteral("20"),
                              QStringLiteral("--seed"), QStringLiteral("7")});
        QCOMPARE(r.status, 0);
        SweepParams params;
        params.keys = 4;
        params.trials = 20;
        params.seed = 7;
        QCOMPARE(r.out, sweepToJson(params, runSweep(params)));
        const QJsonObject o = parse(r.out);
        QCOMPARE(o.value(QLatin1String("format")).toString(),
                 QStringLiteral("attention-lab-sweep"));
        QCOMPARE(o.value(QLatin1String("keys")).toInt(), 4);
        QCOMPARE(o.value(QLatin1String("trials")).toInt(), 20);
        const QJsonArray rows = o.value(QLatin1String("rows")).toArray();
        QCOMPARE(rows.size(), 11);
        QCOMPARE(rows.at(10).toObject().value(QLatin1String("d_k")).toInt(), 1024);
        for (const char *key :
             {"raw_std", "scaled_std", "raw_max_weight", "scaled_max_weight", "raw_entropy",
              "scaled_entropy", "raw_jacobian_norm", "scaled_jacobian_norm"})
            QVERIFY2(rows.at(0).toObject().contains(QLatin1String(key)), key);
    }

    void helpAndVersion()
    {
        Run r = runApp({QStringLiteral("--help")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("--compute"));
        QVERIFY(r.out.contains("--export"));
        r = runApp({QStringLiteral("--version")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(ATTENTION_LAB_VERSION));
    }

    void exportPrecision()
    {
        // Seed 002's weight 0.80442 in the exported weights view: three decimals by default,
        // --precision N for 2 or 4.
        QTemporaryDir dir;
        const auto weightText = [&](const QStringList &extra) {
            const QString out = dir.filePath(QStringLiteral("weights.svg"));
            QFile::remove(out);
            const Run r
                = runApp(QStringList{QStringLiteral("--export"), out, QStringLiteral("--view"),
                                     QStringLiteral("weights"), QStringLiteral("--example"),
                                     QStringLiteral("seed002-one-query-two-keys")}
                         + extra);
            QFile file(out);
            if (r.status != 0 || !file.open(QIODevice::ReadOnly))
                return QString();
            const QRegularExpression number(QStringLiteral(">(0[.,]80\\d*)<"));
            return number.match(QString::fromUtf8(file.readAll()))
                .captured(1)
                .replace(QLatin1Char(','), QLatin1Char('.'));
        };
        QCOMPARE(weightText({}), QStringLiteral("0.804"));
        QCOMPARE(weightText({QStringLiteral("--precision"), QStringLiteral("2")}),
                 QStringLiteral("0.80"));
        QCOMPARE(weightText({QStringLiteral("--precision"), QStringLiteral("4")}),
                 QStringLiteral("0.8044"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("fileContent"); // written to FILE, which replaces "FILE"
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QByteArray none;
        auto args = [](std::initializer_list<const char *> list) {
            QStringList l;
            for (const char *a : list)
                l << QString::fromUtf8(a);
            return l;
        };
        QTest::newRow("unknown option") << args({"--frobnicate"}) << none << 2
                                        << QStringLiteral("error: Unknown option 'frobnicate'.");
        QTest::newRow("compute without input")
            << args({"--compute"}) << none << 2
            << QStringLiteral("error: needs a scenario FILE or --example NAME");
        QTest::newRow("unknown example")
            << args({"--compute", "--example", "nope"}) << none << 2
            << QStringLiteral("error: --example nope: no built-in example of that name "
                              "(attention-lab --list-examples lists them)");
        QTest::newRow("missing file")
            << args({"--compute", "/nonexistent/x.json"}) << none << 2
            << QStringLiteral("error: /nonexistent/x.json: No such file or directory");
        QTest::newRow("bad file")
            << args({"--compute", "%FILE%"})
            << QByteArray(R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3, null]]})") << 2
            << QStringLiteral("error: %FILE%: embeddings[1][1]: expected a number, got null");
        QTest::newRow("overflow")
            << args({"--compute", "%FILE%"})
            << QByteArray(R"({"q": [[1e30]], "k": [[1e30]], "v": [[1]]})") << 2
            << QStringLiteral("error: %FILE%: scores (Q·K^T) of head 0 overflow at query 0, key 0: "
                              "the input numbers are too large");
        QTest::newRow("bad keys")
            << args({"--sweep", "--keys", "0"}) << none << 2
            << QStringLiteral("error: --keys: expected a whole number from 1 to 4096, got \"0\"");
        QTest::newRow("bad trials")
            << args({"--sweep", "--trials", "x"}) << none << 2
            << QStringLiteral(
                   "error: --trials: expected a whole number from 1 to 1000000, got \"x\"");
        QTest::newRow("two modes")
            << args({"--compute", "--sweep"}) << none << 2
            << QStringLiteral("error: --compute, --generate, --export, --sweep, --train, --model, "
                              "--list-examples, --list-lessons and --handout exclude each other");
        QTest::newRow("two files")
            << args({"--compute", "a.json", "b.json"}) << none << 2
            << QStringLiteral("error: expected one scenario FILE, got 2 (a.json, b.json)");
        QTest::newRow("keys without sweep")
            << args({"--compute", "--keys", "3"}) << none << 2
            << QStringLiteral("error: --keys, --trials and --seed go with --sweep");
        QTest::newRow("export unknown view")
            << args({"--export", "OUT.png", "--view", "nope", "--example", "padding"}) << none << 2
            << QStringLiteral(
                   "error: --view: unknown view \"nope\" (expected one of weights, scores, "
                   "pipeline, heads, stats, sweep, window)");
        QTest::newRow("bad precision")
            << args({"--export", "OUT.png", "--view", "weights", "--precision", "5", "--example",
                     "padding"})
            << none << 2 << QStringLiteral("error: --precision: expected 2, 3 or 4, got \"5\"");
        // With --compute, --precision is "double" only: the old message said it went with
        // --export alone.
        QTest::newRow("precision without export")
            << args({"--compute", "--precision", "3", "--example", "padding"}) << none << 2
            << QStringLiteral("error: --precision: with --compute expected \"double\", got \"3\" "
                              "(the decimals 2, 3 or 4 go with --export)");
        QTest::newRow("precision single with compute")
            << args({"--compute", "--precision", "single", "--example", "padding"}) << none << 2
            << QStringLiteral("error: --precision: with --compute expected \"double\", got "
                              "\"single\" (the decimals 2, 3 or 4 go with --export)");
        QTest::newRow("precision with sweep")
            << args({"--sweep", "--precision", "3"}) << none << 2
            << QStringLiteral("error: --view, --scale, --precision, --page and --outline-row go "
                              "with --export");
        // Options a mode does not use were accepted and ignored.
        QTest::newRow("seed with compute")
            << args({"--compute", "--seed", "1", "--example", "padding"}) << none << 2
            << QStringLiteral("error: --seed goes with --sweep or --train, not with --compute");
        QTest::newRow("file with list-lessons")
            << args({"--list-lessons", "a.json"}) << none << 2
            << QStringLiteral("error: --list-lessons takes no FILE or --example");
        QTest::newRow("example with handout")
            << args({"--handout", "x.pdf", "--lesson", "causal-mask", "--example", "padding"})
            << none << 2
            << QStringLiteral("error: --handout takes no FILE or --example (the lesson is "
                              "--lesson NAME)");
        QTest::newRow("budget with sweep")
            << args({"--sweep", "--memory-budget", "100"}) << none << 2
            << QStringLiteral("error: --memory-budget goes with the window, --compute, "
                              "--generate, --export, --handout and --train, not with --sweep");
        QTest::newRow("budget with tiled")
            << args({"--compute", "--tiled", "4", "--memory-budget", "100", "--example", "padding"})
            << none << 2
            << QStringLiteral("error: --memory-budget goes with the window, --compute, "
                              "--generate, --export, --handout and --train, not with --compute "
                              "--tiled");
        QTest::newRow("option twice")
            << args({"--sweep", "--keys", "3", "--keys", "4"}) << none << 2
            << QStringLiteral("error: --keys is given 2 times (3, 4); give it once");
        QTest::newRow("export bad extension")
            << args({"--export", "OUT.gif", "--view", "weights", "--example", "padding"}) << none
            << 2
            << QStringLiteral(
                   "error: --export OUT.gif: the file name must end in .png, .svg or .pdf");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, fileContent);
        QFETCH(int, status);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input.json"));
        if (!fileContent.isNull()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(fileContent);
        }
        for (QString &a : arguments) {
            a.replace(QLatin1String("%FILE%"), path);
            a.replace(QLatin1String("OUT"), dir.filePath(QStringLiteral("out")));
        }
        message.replace(QLatin1String("%FILE%"), path);
        message.replace(QLatin1String("OUT"), dir.filePath(QStringLiteral("out")));
        const Run r = runApp(arguments);
        QCOMPARE(r.status, status);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err), message + QLatin1Char('\n'));
        // Nothing left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), fileContent.isNull() ? 0 : 1);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
