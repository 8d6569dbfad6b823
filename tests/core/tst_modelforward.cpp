// The model core's forward pass on tiny checkpoints this test writes (GPT-2 with and without
// the "transformer." prefix, Llama with grouped-query attention and an untied read-out,
// Qwen2 with q/k/v biases; F32, F16 and BF16; one file or shards), against an independent
// float64 NumPy implementation in the test tree (tests/reference/transformer_reference.py):
// every layer's attention and the logits, with and without the interventions (a head
// ablated to zero or to its mean, a layer unscaled, the causal mask lifted).

#include "SafeTensors.h"
#include "TinyCheckpoint.h"
#include "TransformerModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::test;

namespace {

struct Reference
{
    std::vector<std::vector<double>> logits;
    QJsonArray attention;
};

bool runReference(const QString &folder, const std::vector<int> &ids, const QStringList &extra,
                  Reference &out, QString *error)
{
    QStringList idText;
    for (const int id : ids)
        idText << QString::number(id);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
                 QStringList{QStringLiteral(ATTENTION_LAB_SOURCE_DIR
                                            "/tests/reference/transformer_reference.py"),
                             folder, idText.join(QLatin1Char(','))}
                     + extra);
    if (!python.waitForFinished(120000) || python.exitStatus() != QProcess::NormalExit
        || python.exitCode() != 0) {
        *error = QStringLiteral("the NumPy reference failed (python3-numpy is installed by "
                                "test.sh): ")
                 + QString::fromUtf8(python.readAllStandardError());
        return false;
    }
    const QJsonObject root = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
    for (const QJsonValue &row : root.value(QLatin1String("logits")).toArray()) {
        std::vector<double> values;
        for (const QJsonValue &v : row.toArray())
            values.push_back(v.toDouble());
        out.logits.push_back(std::move(values));
    }
    out.attention = root.value(QLatin1String("attention")).toArray();
    return true;
}

/// The largest difference between the app's and the reference's numbers, relative to the
/// largest reference logit for the logits, absolute for the weights (which lie in [0, 1]).
void compare(const ForwardResult &result, const Reference &reference, double tolerance)
{
    QCOMPARE(int(reference.logits.size()), int(result.logits.rows()));
    double largest = 0, logitError = 0;
    for (size_t i = 0; i < reference.logits.size(); ++i) {
        QCOMPARE(int(reference.logits[i].size()), int(result.logits.cols()));
        for (size_t j = 0; j < reference.logits[i].size(); ++j) {
            largest = std::max(largest, std::fabs(reference.logits[i][j]));
            logitError = std::max(logitError,
                                  std::fabs(reference.logits[i][j]
                                            - result.logits(Eigen::Index(i), Eigen::Index(j))));
        }
    }
    QVERIFY(largest > 0.5); // the logits are not all near zero: the comparison means something
    QVERIFY2(logitError <= tolerance * largest,
             qPrintable(QStringLiteral("logits differ by %1 of %2").arg(logitError).arg(largest)));
    QCOMPARE(reference.attention.size(), qsizetype(result.attention.size()));
    double weightError = 0;
    for (qsizetype l = 0; l < reference.attention.size(); ++l) {
        const QJsonArray heads = reference.attention.at(l).toArray();
        QCOMPARE(heads.size(), qsizetype(result.attention[size_t(l)].size()));
        for (qsizetype h = 0; h < heads.size(); ++h) {
            const QJsonArray rows = heads.at(h).toArray();
            const ModelMatrix &w = result.attention[size_t(l)][size_t(h)];
            for (qsizetype i = 0; i < rows.size(); ++i) {
                const QJsonArray row = rows.at(i).toArray();
                for (qsizetype j = 0; j < row.size(); ++j)
                    weightError = std::max(weightError, std::fabs(row.at(j).toDouble() - w(i, j)));
            }
        }
    }
    QVERIFY2(weightError <= tolerance,
             qPrintable(QStringLiteral("attention weights differ by %1").arg(weightError)));
}

} // namespace

class TestModelForward : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheReference_data()
    {
        QTest::addColumn<int>("kind"); // 0 GPT-2, 1 Llama, 2 Qwen2
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<int>("shards");
        QTest::addColumn<bool>("prefixed");
        QTest::newRow("gpt2 F32") << 0 << QStringLiteral("F32") << 1 << false;
        QTest::newRow("gpt2 transformer. F16 sharded") << 0 << QStringLiteral("F16") << 3 << true;
        QTest::newRow("gpt2 BF16") << 0 << QStringLiteral("BF16") << 1 << false;
        QTest::newRow("llama GQA untied BF16 sharded") << 1 << QStringLiteral("BF16") << 2 << false;
        QTest::newRow("llama F32") << 1 << QStringLiteral("F32") << 1 << false;
        QTest::newRow("qwen2 biases tied F16") << 2 << QStringLiteral("F16") << 1 << false;
    }

    void matchesTheReference()
    {
        QFETCH(int, kind);
        QFETCH(QString, dtype);
        QFETCH(int, shards);
        QFETCH(bool, prefixed);
        TinyCheckpoint checkpoint = kind == 0
                                        ? tinyGpt2(2, 4, 16, 48, 24, prefixed)
                                        : tinyLlama(kind == 1 ? QStringLiteral("LlamaForCausalLM")
                                                              : QStringLiteral("Qwen2ForCausalLM"),
                                                    2, 4, 2, 16, 40, 48, kind == 2);
        checkpoint.dtype = dtype;
        checkpoint.shards = shards;
        QTemporaryDir dir;
        QVERIFY(checkpoint.write(dir.path()));

        ModelWeights model;
        QString error;
        QVERIFY2(loadModelFolder(dir.path(), model, &error), qPrintable(error));
        QCOMPARE(model.config.layers, 2);
        QCOMPARE(model.config.kvHeads, kind == 0 ? 4 : 2);
        const std::vector<int> ids{3, 17, 5, 3, 17, 44, 0, 9};

        struct Case
        {
            ForwardOptions options;
            QStringList arguments;
        };
        std::vector<Case> cases(4);
        cases[1].options.ablations = {{0, 1, AblationKind::Zero}, {1, 3, AblationKind::Mean}};
        cases[1].arguments = {QStringLiteral("--ablate"), QStringLiteral("0.1,1.3:mean")};
        cases[2].options.unscaledLayers = {1};
        cases[2].arguments = {QStringLiteral("--unscaled"), QStringLiteral("1")};
        cases[3].options.causal = false;
        cases[3].options.keepIntermediates = true;
        cases[3].arguments = {QStringLiteral("--no-causal")};
        ModelMatrix plainLogits;
        for (const Case &c : cases) {
            ForwardResult result;
            QVERIFY2(runForward(model, ids, c.options, result, &error), qPrintable(error));
            Reference reference;
            QVERIFY2(runReference(dir.path(), ids, c.arguments, reference, &error),
                     qPrintable(error));
            compare(result, reference, 1e-4);
            if (QTest::currentTestFailed())
                return;
            if (plainLogits.size() == 0)
                plainLogits = result.logits;
            else // every intervention changes the prediction
                QVERIFY((result.logits - plainLogits).cwiseAbs().maxCoeff() > 1e-3);
        }
    }

    void keepsEveryIntermediate()
    {
        QTemporaryDir dir;
        QVERIFY(tinyLlama(QStringLiteral("Qwen2ForCausalLM"), 2, 4, 2, 16, 40, 48, true)
                    .write(dir.path()));
        ModelWeights model;
        QString error;
        QVERIFY2(loadModelFolder(dir.path(), model, &error), qPrintable(error));
        ForwardOptions options;
        options.keepIntermediates = true;
        ForwardResult result;
        const std::vector<int> ids{1, 2, 3, 4, 5};
        QVERIFY(runForward(model, ids, options, result, &error));
        QCOMPARE(int(result.layers.size()), 2);
        for (const LayerTrace &t : result.layers) {
            QCOMPARE(int(t.q.size()), 4);
            QCOMPARE(int(t.weights.size()), 4);
            QCOMPARE(int(t.q[0].cols()), 4);
            // The residual stream adds up: the next layer's input is this one's plus its
            // attention and MLP outputs.
            for (int h = 0; h < 4; ++h) {
                const ModelMatrix &w = t.weights[size_t(h)];
                for (int i = 0; i < 5; ++i) {
                    QVERIFY(std::fabs(w.row(i).sum() - 1.0f) < 1e-5f);
                    for (int j = i + 1; j < 5; ++j)
                        QCOMPARE(w(i, j), 0.0f); // causal
                }
                // Heads 0 and 1 share key-value head 0 (grouped-query attention).
                QCOMPARE(t.k[0], t.k[1]);
                QVERIFY(t.k[1] != t.k[2]);
            }
        }
        const ModelMatrix next = result.layers[0].residualIn + result.layers[0].attentionOutput
                                 + result.layers[0].mlpOutput;
        QVERIFY((next - result.layers[1].residualIn).cwiseAbs().maxCoeff() < 1e-5f);
        const std::vector<double> p = nextTokenProbabilities(result.logits, 4);
        double sum = 0;
        for (const double v : p)
            sum += v;
        QVERIFY(std::fabs(sum - 1) < 1e-12);
        // A higher temperature flattens the distribution: its largest probability falls.
        const std::vector<double> hot = nextTokenProbabilities(result.logits, 4, 4.0);
        QVERIFY(*std::max_element(hot.begin(), hot.end()) < *std::max_element(p.begin(), p.end()));
    }

    void refusesWhatItCannotRun()
    {
        QTemporaryDir dir;
        TinyCheckpoint c = tinyGpt2(1, 2, 8, 20, 6, false);
        QVERIFY(c.write(dir.path()));
        ModelWeights model;
        QString error;
        QVERIFY2(loadModelFolder(dir.path(), model, &error), qPrintable(error));
        ForwardResult result;
        QVERIFY(!runForward(model, {1, 2, 3, 4, 5, 6, 7}, {}, result, &error));
        QCOMPARE(error, QStringLiteral("7 tokens are more than the 6 this model takes"));
        QVERIFY(!runForward(model, {1, 20}, {}, result, &error));
        QCOMPARE(error, QStringLiteral("token 2's id 20 is not in the vocabulary of 20"));
        ForwardOptions ablate;
        ablate.ablations = {{1, 0, AblationKind::Zero}};
        QVERIFY(!runForward(model, {1, 2}, ablate, result, &error));
        QVERIFY2(error.contains(QStringLiteral("no head 1.0")), qPrintable(error));
        QVERIFY(!runForward(model, {}, {}, result, &error));

        // A tensor of the wrong shape, named with both shapes; a missing one, named.
        c.tensors[QStringLiteral("h.0.attn.c_proj.weight")].shape = {4, 16};
        QVERIFY(c.write(dir.path()));
        QVERIFY(!loadModelFolder(dir.path(), model, &error));
        QVERIFY2(error.contains(QStringLiteral("tensor “h.0.attn.c_proj.weight” has shape [4, 16], "
                                               "expected [8, 8]")),
                 qPrintable(error));
        c.tensors.erase(QStringLiteral("h.0.attn.c_proj.weight"));
        QVERIFY(c.write(dir.path()));
        QVERIFY(!loadModelFolder(dir.path(), model, &error));
        QVERIFY2(error.contains(QStringLiteral("no tensor “h.0.attn.c_proj.weight”")),
                 qPrintable(error));
    }

    void refusesAConfigItCannotRun_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("architecture") << QStringLiteral("architectures")
                                      << QJsonValue(QJsonArray{QStringLiteral("BertModel")})
                                      << QStringLiteral("its architecture “BertModel” is not");
        QTest::newRow("heads") << QStringLiteral("num_attention_heads") << QJsonValue(3)
                               << QStringLiteral("3 heads do not divide the model's width 16");
        QTest::newRow("kv heads") << QStringLiteral("num_key_value_heads") << QJsonValue(3)
                                  << QStringLiteral("3 key-value heads do not divide the 4 heads");
        QTest::newRow("size") << QStringLiteral("hidden_size") << QJsonValue(-16)
                              << QStringLiteral("“hidden_size” is not a whole number from 1 up");
        QTest::newRow("rope scaling")
            << QStringLiteral("rope_scaling")
            << QJsonValue(QJsonObject{{QStringLiteral("type"), QStringLiteral("linear")}})
            << QStringLiteral("it scales RoPE");
        QTest::newRow("activation")
            << QStringLiteral("hidden_act") << QJsonValue(QStringLiteral("gelu"))
            << QStringLiteral("its activation “gelu” is not silu");
        QTest::newRow("too large") << QStringLiteral("vocab_size") << QJsonValue(2000000000)
                                   << QStringLiteral("GiB in float32, more than");
    }

    void refusesAConfigItCannotRun()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        TinyCheckpoint c
            = tinyLlama(QStringLiteral("LlamaForCausalLM"), 1, 4, 2, 16, 40, 48, false);
        c.config.insert(key, value);
        QTemporaryDir dir;
        QVERIFY(TinyCheckpoint::writeFile(dir.filePath(QStringLiteral("config.json")),
                                          QJsonDocument(c.config).toJson()));
        ModelConfig config;
        QString error;
        QVERIFY(!readModelConfig(dir.filePath(QStringLiteral("config.json")), config, &error));
        QVERIFY2(error.startsWith(dir.filePath(QStringLiteral("config.json: "))),
                 qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestModelForward)
#include "tst_modelforward.moc"
