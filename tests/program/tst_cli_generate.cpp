// --generate as a script meets it: the generation JSON of a causal example (one row a step,
// the cache growing, the work counters 21 and 91 for six tokens, the check against the
// parallel computation; with every positional encoding too), and the usage errors for a
// scenario without the causal mask and for one the engine refuses.

#include "AppProcess.h"
#include "Attention.h"
#include "BigScenario.h"
#include "Examples.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::apptest;

class TestCliGenerate : public QObject
{
    Q_OBJECT

private slots:
    void generatesACausalExample()
    {
        const AppRun run = runApp({QStringLiteral("--generate"), QStringLiteral("--example"),
                                   QStringLiteral("multi-head-causal-d8")});
        QCOMPARE(run.status, 0);
        QVERIFY(run.err.isEmpty());
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(run.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json[QStringLiteral("format")].toString(),
                 QStringLiteral("attention-lab-generation"));
        const QJsonArray steps = json[QStringLiteral("steps")].toArray();
        QCOMPARE(steps.size(), 6);
        const QJsonObject third = steps[2].toObject();
        QCOMPARE(third[QStringLiteral("step")].toInt(), 3);
        QCOMPARE(third[QStringLiteral("query_label")].toString(), QStringLiteral("sat"));
        QCOMPARE(third[QStringLiteral("cached_keys")].toInt(), 3);
        QCOMPARE(third[QStringLiteral("keys_added")].toInt(), 1);
        const QJsonArray heads = third[QStringLiteral("heads")].toArray();
        QCOMPARE(heads.size(), 2);
        // The new row's weights are the parallel computation's row 3 (its first 3 keys).
        const AttentionResult parallel = compute(testing::loadExampleOrDie("multi-head-causal-d8"));
        const QJsonArray weights = heads[1].toObject()[QStringLiteral("weights")].toArray();
        QCOMPARE(weights.size(), 3);
        for (int j = 0; j < 3; ++j)
            EXPECT_NEAR(weights[j].toDouble(), parallel.heads[1].weights(2, j), 1e-6);

        const QJsonObject work = json[QStringLiteral("work")].toObject();
        QCOMPARE(work[QStringLiteral("multiply_adds_per_entry")].toInt(), 16);
        const QJsonObject cached = work[QStringLiteral("with_cache")].toObject();
        const QJsonObject again = work[QStringLiteral("recomputing")].toObject();
        QCOMPARE(cached[QStringLiteral("query_rows")].toInt(), 6);
        QCOMPARE(cached[QStringLiteral("score_entries")].toInt(), 21);
        QCOMPARE(cached[QStringLiteral("multiply_adds")].toInt(), 336);
        QCOMPARE(again[QStringLiteral("query_rows")].toInt(), 21);
        QCOMPARE(again[QStringLiteral("score_entries")].toInt(), 91);
        QCOMPARE(again[QStringLiteral("multiply_adds")].toInt(), 1456);

        const QJsonObject check = json[QStringLiteral("check")].toObject();
        QVERIFY(check[QStringLiteral("matches_parallel")].toBool());
        QVERIFY(check[QStringLiteral("max_weight_difference")].toDouble() <= 1e-6);
        QCOMPARE(check[QStringLiteral("tolerance")].toDouble(), 1e-6);
    }

    /// Every built-in example with a positional encoding, causal on, through the real binary:
    /// matches_parallel true and each step's weights and output the parallel computation's
    /// (rope and alibi were ignored: matches_parallel false, weights off by 0.194 and 0.277).
    void positionsMatchTheParallelComputation()
    {
        QTemporaryDir dir;
        int checked = 0;
        for (const ExampleInfo &e : builtInExamples()) {
            Scenario s = testing::loadExampleOrDie(e.name);
            if (!s.positions)
                continue;
            s.causal = true;
            const QString path = dir.filePath(e.name + QStringLiteral(".json"));
            QString error;
            QVERIFY2(saveScenarioFile(path, s, &error), qPrintable(error));
            const AppRun run = runApp({QStringLiteral("--generate"), path});
            QCOMPARE(run.status, 0);
            QVERIFY2(run.err.isEmpty(), run.err.constData());
            const QJsonObject json = QJsonDocument::fromJson(run.out).object();
            const QJsonObject check = json[QStringLiteral("check")].toObject();
            QVERIFY2(check[QStringLiteral("matches_parallel")].toBool(), qPrintable(e.name));
            QVERIFY(check[QStringLiteral("max_weight_difference")].toDouble() <= 1e-6);
            QVERIFY(check[QStringLiteral("max_output_difference")].toDouble() <= 1e-6);
            const AttentionResult parallel = compute(s);
            QVERIFY(parallel.ok);
            const QJsonArray steps = json[QStringLiteral("steps")].toArray();
            QCOMPARE(steps.size(), parallel.nQueries);
            for (int i = 0; i < parallel.nQueries; ++i) {
                const QJsonObject step = steps[i].toObject();
                const QJsonArray heads = step[QStringLiteral("heads")].toArray();
                QCOMPARE(heads.size(), parallel.numHeads);
                for (int h = 0; h < parallel.numHeads; ++h) {
                    const QJsonArray w = heads[h].toObject()[QStringLiteral("weights")].toArray();
                    QCOMPARE(w.size(), i + 1);
                    for (int j = 0; j <= i; ++j)
                        EXPECT_NEAR(w[j].toDouble(), parallel.heads[size_t(h)].weights(i, j), 1e-6);
                }
                const QJsonArray out = step[QStringLiteral("output")].toArray();
                QCOMPARE(out.size(), int(parallel.output.cols()));
                for (int c = 0; c < out.size(); ++c)
                    EXPECT_NEAR(out[c].toDouble(), parallel.output(i, c), 1e-6);
            }
            ++checked;
        }
        QCOMPARE(checked, 4); // sinusoidal, learned, rope, alibi
    }

    /// An ALiBi bias outside float's range: status 2 and the place and reason (it exited 0
    /// with no output at all: the engine's message was empty).
    void refusesAnAlibiOverflow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("slopes.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"q": [[1], [2], [3]], "k": [[1], [0], [-1]], "v": [[1], [2], [3]],
                       "causal": true, "positions": {"kind": "alibi", "slopes": [2e38]}})");
        file.close();
        const AppRun run = runApp({QStringLiteral("--generate"), path});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, "error: " + path.toUtf8()
                              + ": positions.slopes[0]: 2e+38 times the distance 2 between query "
                                "0 and key 2 (the ALiBi bias of head 0) is outside the "
                                "single-precision range of the engine (|x| < 3.4e38)\n");
    }

    void refusesWithoutTheCausalMask()
    {
        const AppRun run = runApp({QStringLiteral("--generate"), QStringLiteral("--example"),
                                   QStringLiteral("seed003-multi-head")});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err,
                 QByteArray("error: seed003-multi-head: generation needs the causal mask: without "
                            "it a query would see keys that are not generated yet\n"));
        const AppRun both
            = runApp({QStringLiteral("--generate"), QStringLiteral("--compute"),
                      QStringLiteral("--example"), QStringLiteral("multi-head-causal-d8")});
        QCOMPARE(both.status, 2);
    }

    // The memory refusal was exit 2 (invalid input) with --generate and 1 with --compute: a
    // valid scenario too large for the budget is 1 in both (docs/command-line.md).
    void memoryRefusalIsStatusOneAsWithCompute()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QByteArray text = testing::bigScenarioText(512, 8, 8);
        text.insert(text.lastIndexOf('}'), ", \"causal\": true");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text) == text.size());
        file.close();
        const QString expected
            = path
              + QStringLiteral(": 512 tokens, d_model 8, 8 heads: the computation would keep "
                               "about 16 MiB in memory");
        for (const char *mode : {"--generate", "--compute"}) {
            const AppRun run = runApp({QLatin1String(mode), path, QStringLiteral("--memory-budget"),
                                       QStringLiteral("1")});
            QCOMPARE(run.status, 1);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(QString::fromUtf8(run.err).startsWith(QStringLiteral("error: ") + expected),
                     run.err.constData());
            QVERIFY2(
                run.err.endsWith("more than the memory budget of 1 MiB (see --memory-budget)\n"),
                run.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
