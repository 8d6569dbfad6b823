// `attention-lab --train`, run as a user would: the result JSON holds the spec as trained
// (after --steps and --seed) and per variant the per-step series, equal to what the training
// engine (core/learn) computes in this process; two runs print the same bytes; a bad spec
// is refused with exit status 2 and one line naming the key.

#include "AppProcess.h"
#include "MemoryBudget.h"
#include "Training.h"
#include "TrainingFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using attn::apptest::runApp;

namespace {

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

const char *specFile = R"({
  "format": "attention-lab-training", "version": 1,
  "task": "previous-token", "sequence_length": 6, "symbols": 5,
  "d_model": 8, "heads": 2, "optimizer": "sgd", "learning_rate": 0.5,
  "batch_size": 4, "steps": 100, "seed": 3,
  "variants": [{"name": "scaled"}, {"name": "hot", "divisor": 0.5}]
})";

} // namespace

class TestCliTrain : public QObject
{
    Q_OBJECT

private slots:
    void printsTheEnginesSeries()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "spec.json", specFile);
        const auto run
            = runApp({QStringLiteral("--train"), path, QStringLiteral("--steps"),
                      QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("9")});
        QCOMPARE(run.status, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject root = parse(run.out);
        QCOMPARE(root.value(QLatin1String("spec")).toObject().value(QLatin1String("steps")).toInt(),
                 4);
        QCOMPARE(root.value(QLatin1String("spec")).toObject().value(QLatin1String("seed")).toInt(),
                 9);
        QCOMPARE(
            root.value(QLatin1String("spec")).toObject().value(QLatin1String("task")).toString(),
            QStringLiteral("previous-token"));
        const QJsonArray variants = root.value(QLatin1String("variants")).toArray();
        QCOMPARE(variants.size(), 2);

        TrainingSpec spec;
        QString error;
        QVERIFY2(readTrainingSpec(specFile, spec, &error), qPrintable(error));
        spec.steps = 4;
        spec.seed = 9;
        Comparison engine(spec);
        engine.run();
        for (int v = 0; v < 2; ++v) {
            const QJsonObject variant = variants.at(v).toObject();
            const VariantRun &expected = engine.variant(v);
            QCOMPARE(variant.value(QLatin1String("name")).toString(),
                     QString::fromStdString(expected.variant.name));
            QCOMPARE(variant.value(QLatin1String("divisor")).toDouble(), v == 0 ? 2.0 : 0.5);
            const QJsonObject series = variant.value(QLatin1String("series")).toObject();
            for (const char *key : {"step", "loss", "accuracy", "gradient_norm", "mean_max_weight",
                                    "mean_entropy", "mean_jacobian_norm"})
                QCOMPARE(series.value(QLatin1String(key)).toArray().size(), 4);
            for (int s = 0; s < 4; ++s) {
                // The JSON's shortest round-trip numbers are the engine's doubles exactly.
                QCOMPARE(series.value(QLatin1String("loss")).toArray().at(s).toDouble(),
                         expected.records[size_t(s)].loss);
                QCOMPARE(
                    series.value(QLatin1String("mean_jacobian_norm")).toArray().at(s).toDouble(),
                    expected.records[size_t(s)].meanJacobianNorm);
                QCOMPARE(series.value(QLatin1String("parameter_gradient_norms"))
                             .toObject()
                             .value(QLatin1String("wq"))
                             .toArray()
                             .at(s)
                             .toDouble(),
                         expected.records[size_t(s)].parameterNorms[2]);
            }
            QStringList names
                = series.value(QLatin1String("parameter_gradient_norms")).toObject().keys();
            QCOMPARE(names.size(), 9);
            QVERIFY(names.contains(QStringLiteral("readout_bias")));
            QCOMPARE(variant.value(QLatin1String("final_accuracy")).toDouble(),
                     engine.heldOutAccuracy(v));
        }
        // Bit-for-bit the same a second time.
        const auto again
            = runApp({QStringLiteral("--train"), path, QStringLiteral("--steps"),
                      QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("9")});
        QCOMPARE(again.out, run.out);
    }

    void builtInSpecs()
    {
        const auto run
            = runApp({QStringLiteral("--train"), QStringLiteral("--example"),
                      QStringLiteral("copy"), QStringLiteral("--steps"), QStringLiteral("2")});
        QCOMPARE(run.status, 0);
        const QJsonObject root = parse(run.out);
        QCOMPARE(
            root.value(QLatin1String("spec")).toObject().value(QLatin1String("task")).toString(),
            QStringLiteral("copy"));
        QCOMPARE(root.value(QLatin1String("variants")).toArray().size(), 2);
        const auto missing = runApp(
            {QStringLiteral("--train"), QStringLiteral("--example"), QStringLiteral("nope")});
        QCOMPARE(missing.status, 2);
        QVERIFY(missing.out.isEmpty());
        QVERIFY(missing.err.startsWith("error: no built-in training spec \"nope\" (there are: "
                                       "divisor-matters, what-a-head-learns"));
    }

    void refusesBadSpecs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("heads") << QByteArray(R"({"task": "copy", "heads": 6})")
                               << QStringLiteral(
                                      "heads: expected a whole number from 1 to 4, got 6");
        QTest::newRow("unknown key")
            << QByteArray(R"({"task": "copy", "lr": 1})") << QStringLiteral("lr: unknown key");
        QTest::newRow("missing task")
            << QByteArray(R"({"steps": 3})") << QStringLiteral("task: missing");
        QTest::newRow("learning rate kind")
            << QByteArray(R"({"task": "copy", "learning_rate": "fast"})")
            << QStringLiteral("learning_rate: expected a number, got a string");
        QTest::newRow("variant name twice")
            << QByteArray(R"({"task": "copy", "variants": [{"name": "a"}, {"name": "a"}]})")
            << QStringLiteral("variants[1].name: \"a\" is used twice");
        QTest::newRow("divisor without scale")
            << QByteArray(
                   R"({"task": "copy", "variants": [{"name": "a", "scale": false, "divisor": 2}]})")
            << QStringLiteral("variants[0].divisor: a divisor needs \"scale\": true");
        // std::to_string wrote 1e308 as a number of 309 digits and -1e-9 as -0.000000.
        QTest::newRow("learning rate 1e308")
            << QByteArray(R"({"task": "copy", "learning_rate": 1e308})")
            << QStringLiteral(
                   "learning_rate: expected a number above 0 and at most 10, got 1e+308");
        QTest::newRow("clip norm just below 0")
            << QByteArray(R"({"task": "copy", "clip_norm": -1e-9})")
            << QStringLiteral("clip_norm: expected a number of at least 0 (0: no clipping), got "
                              "-1e-09");
        // Every key at its documented maximum: one step was hours of work.
        QTest::newRow("a step at the maxima")
            << QByteArray(R"({"task": "copy", "sequence_length": 256, "symbols": 256,
                              "d_model": 1024, "heads": 4, "batch_size": 1024,
                              "variants": [{"name": "a"}, {"name": "b"}, {"name": "c"},
                                           {"name": "d"}, {"name": "e"}, {"name": "f"},
                                           {"name": "g"}, {"name": "h"}]})")
            << QStringLiteral("batch_size, sequence_length, d_model, symbols and variants: one "
                              "step would take about 3.1e+13 multiply-adds (8 variants x 1024 "
                              "sequences of 256 positions at d_model 1024), more than the limit "
                              "of 1e+10 (about a second); make one of them smaller");
        QTest::newRow("recall too few symbols")
            << QByteArray(R"({"task": "associative-recall", "sequence_length": 16, "symbols": 16})")
            << QStringLiteral("symbols: associative recall with 15 pairs needs at least 30 symbols "
                              "(a distinct key per pair from the first half)");
    }

    void refusesBadSpecs()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = writeFile(dir, "bad.json", text);
        const auto run = runApp({QStringLiteral("--train"), path});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("error: %1: %2\n").arg(path, message));
    }

    // 100000 steps with a state kept at every one: the snapshots alone would be gigabytes.
    void refusesARunAboveTheMemoryBudget()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "long.json",
                                       R"({"task": "copy", "steps": 100000, "snapshot_every": 1})");
        const auto run = runApp({QStringLiteral("--train"), path, QStringLiteral("--memory-budget"),
                                 QStringLiteral("64")});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        TrainingSpec spec;
        spec.task = TaskKind::Copy;
        spec.steps = 100000;
        spec.snapshotEvery = 1;
        const TrainingCost cost = trainingCost(spec);
        QCOMPARE(cost.snapshots, 100001);
        QVERIFY(cost.keptBytes > 30e9);
        QCOMPARE(
            QString::fromUtf8(run.err),
            QStringLiteral("error: %1: steps, snapshot_every, d_model, symbols and variants: "
                           "the run would keep about %2 of model states (100001 snapshots "
                           "of 4.4e+04 numbers of all variants), more than the memory "
                           "budget of 64 MiB (see --memory-budget)\n")
                .arg(path, QString::fromStdString(formatBytes(std::uint64_t(cost.keptBytes)))));
        // The spec as --steps leaves it is what counts: a built-in spec lengthened is refused,
        // shortened it fits and runs.
        const auto longer
            = runApp({QStringLiteral("--train"), QStringLiteral("--example"),
                      QStringLiteral("copy"), QStringLiteral("--steps"), QStringLiteral("100000"),
                      QStringLiteral("--memory-budget"), QStringLiteral("64")});
        QCOMPARE(longer.status, 2);
        QVERIFY2(longer.err.startsWith("error: steps, snapshot_every, d_model, symbols and "
                                       "variants: the run would keep about "),
                 longer.err.constData());
        const auto fits
            = runApp({QStringLiteral("--train"), QStringLiteral("--example"),
                      QStringLiteral("copy"), QStringLiteral("--steps"), QStringLiteral("2"),
                      QStringLiteral("--memory-budget"), QStringLiteral("64")});
        QCOMPARE(fits.status, 0);
    }

    void refusesBadOptions()
    {
        auto check = [](const QStringList &args, const char *line) {
            const auto run = runApp(args);
            QCOMPARE(run.status, 2);
            QVERIFY(run.out.isEmpty());
            QCOMPARE(run.err, QByteArray(line) + '\n');
        };
        check({QStringLiteral("--train"), QStringLiteral("--example"), QStringLiteral("copy"),
               QStringLiteral("--steps"), QStringLiteral("x")},
              "error: --steps: expected a whole number from 0 to 100000, got \"x\"");
        check({QStringLiteral("--train"), QStringLiteral("--example"), QStringLiteral("copy"),
               QStringLiteral("--seed"), QStringLiteral("-1")},
              "error: --seed: expected a whole number from 0 to 2^53, got \"-1\"");
        check({QStringLiteral("--compute"), QStringLiteral("--steps"), QStringLiteral("3"),
               QStringLiteral("--example"), QStringLiteral("padding")},
              "error: --steps goes with --train");
        check({QStringLiteral("--train"), QStringLiteral("--keys"), QStringLiteral("3"),
               QStringLiteral("--example"), QStringLiteral("copy")},
              "error: --keys and --trials go with --sweep");
        check({QStringLiteral("--train"), QStringLiteral("--sweep")},
              "error: --compute, --generate, --export, --sweep, --train, --model, --list-examples, "
              "--list-lessons and --handout exclude each other");
        check({QStringLiteral("--train")},
              "error: --train needs one training spec FILE or one --example NAME (built-in "
              "specs: divisor-matters, what-a-head-learns, copy, reverse, previous-token, sort)");
    }
};

QTEST_GUILESS_MAIN(TestCliTrain)
#include "tst_cli_train.moc"
