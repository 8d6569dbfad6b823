// attention-lab --model DIR --text "...", run as a user's shell runs it, on a tiny GPT-2 this
// test writes with GPT-2's real tokenizer files (tests/fixtures/gpt2): the tokens are GPT-2's,
// the attention and the predictions are the model core's (compared in-process), and the
// interventions and the refusals do what docs/command-line.md says.

#include "AppProcess.h"
#include "BpeTokenizer.h"
#include "HeadDetectors.h"
#include "TinyCheckpoint.h"
#include "TransformerModel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::apptest;
using namespace attn::test;

class TestCliModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // GPT-2's vocabulary of 50,257 tokens, 2 layers of 4 heads of width 16.
        QVERIFY(tinyGpt2(2, 4, 16, 50257, 32, false, 7).write(m_dir.path()));
        for (const char *name : {"vocab.json", "merges.txt"})
            QVERIFY(QFile::copy(QStringLiteral(ATTENTION_LAB_FIXTURES_DIR "/gpt2/")
                                    + QLatin1String(name),
                                m_dir.filePath(QLatin1String(name))));
    }

    void printsTokensAttentionAndPredictions()
    {
        const QString sentence = QStringLiteral("Hello world, hello world");
        const AppRun run
            = runApp({QStringLiteral("--model"), m_dir.path(), QStringLiteral("--text"), sentence,
                      QStringLiteral("--top"), QStringLiteral("3")});
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(root.value(QLatin1String("format")).toString(),
                 QStringLiteral("attention-lab-model-run"));
        QCOMPARE(
            root.value(QLatin1String("model")).toObject().value(QLatin1String("heads")).toInt(), 4);

        // The tokens are GPT-2's: "Hello", " world", ",", " hello", " world".
        const QJsonArray tokens = root.value(QLatin1String("tokens")).toArray();
        QList<int> ids;
        QStringList texts;
        for (const QJsonValue &t : tokens) {
            ids << t.toObject().value(QLatin1String("id")).toInt();
            texts << t.toObject().value(QLatin1String("text")).toString();
        }
        QCOMPARE(ids, (QList<int>{15496, 995, 11, 23748, 995}));
        QCOMPARE(texts.join(QString()), sentence);

        // Every head of every layer, each row a distribution over the keys up to the query.
        const QJsonArray attention = root.value(QLatin1String("attention")).toArray();
        QCOMPARE(attention.size(), 8);
        ModelWeights model;
        QString error;
        QVERIFY2(loadModelFolder(m_dir.path(), model, &error), qPrintable(error));
        ForwardResult result;
        QVERIFY(runForward(model, std::vector<int>(ids.begin(), ids.end()), {}, result, &error));
        for (const QJsonValue &entry : attention) {
            const QJsonObject head = entry.toObject();
            const int l = head.value(QLatin1String("layer")).toInt();
            const int h = head.value(QLatin1String("head")).toInt();
            const QJsonArray rows = head.value(QLatin1String("weights")).toArray();
            QCOMPARE(rows.size(), 5);
            for (int i = 0; i < 5; ++i)
                for (int j = 0; j < 5; ++j)
                    QCOMPARE(float(rows.at(i).toArray().at(j).toDouble()),
                             result.attention[size_t(l)][size_t(h)](i, j));
        }
        // The head detectors: on the text, and the induction score on the probe of 16
        // random tokens repeated (the model has 32 positions), the model core's numbers.
        QCOMPARE(root.value(QLatin1String("induction_probe"))
                     .toObject()
                     .value(QLatin1String("length"))
                     .toInt(),
                 16);
        std::vector<std::vector<double>> induction;
        QVERIFY(inductionScores(model, 16, 1, induction, &error));
        const QJsonArray scores = root.value(QLatin1String("head_scores")).toArray();
        QCOMPARE(scores.size(), 8);
        for (const QJsonValue &entry : scores) {
            const QJsonObject head = entry.toObject();
            const int l = head.value(QLatin1String("layer")).toInt();
            const int h = head.value(QLatin1String("head")).toInt();
            const HeadScores expected = headScores(result.attention[size_t(l)][size_t(h)],
                                                   std::vector<int>(ids.begin(), ids.end()));
            QCOMPARE(head.value(QLatin1String("previous_token")).toDouble(),
                     expected.previousToken);
            QCOMPARE(head.value(QLatin1String("first_token")).toDouble(), expected.firstToken);
            // " world" repeats: token 4's earlier copy is token 1.
            QCOMPARE(head.value(QLatin1String("duplicate_token")).toDouble(),
                     expected.duplicateToken);
            QCOMPARE(head.value(QLatin1String("prefix_matching")).toDouble(),
                     expected.prefixMatching);
            QCOMPARE(head.value(QLatin1String("induction")).toDouble(),
                     induction[size_t(l)][size_t(h)]);
        }
        // The top 3 next tokens at each position, most likely first, the model's numbers.
        const QJsonArray predictions = root.value(QLatin1String("predictions")).toArray();
        QCOMPARE(predictions.size(), 5);
        for (int i = 0; i < 5; ++i) {
            const QJsonArray top
                = predictions.at(i).toObject().value(QLatin1String("top")).toArray();
            QCOMPARE(top.size(), 3);
            const std::vector<double> p = nextTokenProbabilities(result.logits, i);
            const double best = *std::max_element(p.begin(), p.end());
            QCOMPARE(top.at(0).toObject().value(QLatin1String("probability")).toDouble(), best);
            QVERIFY(top.at(0).toObject().value(QLatin1String("probability")).toDouble()
                    >= top.at(1).toObject().value(QLatin1String("probability")).toDouble());
            const int id = top.at(0).toObject().value(QLatin1String("id")).toInt();
            QCOMPARE(p[size_t(id)], best);
        }
    }

    void interventionsAndOneHead()
    {
        const AppRun plain
            = runApp({QStringLiteral("--model"), m_dir.path(), QStringLiteral("--text"),
                      QStringLiteral("a b a b"), QStringLiteral("--layer"), QStringLiteral("1"),
                      QStringLiteral("--head"), QStringLiteral("2")});
        QVERIFY2(plain.status == 0, plain.err.constData());
        const QJsonArray one = QJsonDocument::fromJson(plain.out)
                                   .object()
                                   .value(QLatin1String("attention"))
                                   .toArray();
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.at(0).toObject().value(QLatin1String("layer")).toInt(), 1);
        QCOMPARE(one.at(0).toObject().value(QLatin1String("head")).toInt(), 2);
        // Without the causal mask, the first query reads the later keys too.
        const AppRun open = runApp(
            {QStringLiteral("--model"), m_dir.path(), QStringLiteral("--text"),
             QStringLiteral("a b a b"), QStringLiteral("--no-causal"), QStringLiteral("--no-scale"),
             QStringLiteral("all"), QStringLiteral("--ablate"), QStringLiteral("0.1,1.3:mean")});
        QVERIFY2(open.status == 0, open.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(open.out).object();
        const QJsonObject interventions = root.value(QLatin1String("interventions")).toObject();
        QCOMPARE(interventions.value(QLatin1String("causal")).toBool(true), false);
        QCOMPARE(interventions.value(QLatin1String("unscaled_layers")).toArray(),
                 (QJsonArray{0, 1}));
        QCOMPARE(interventions.value(QLatin1String("ablate"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QLatin1String("kind"))
                     .toString(),
                 QStringLiteral("mean"));
        const QJsonArray firstRow = root.value(QLatin1String("attention"))
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value(QLatin1String("weights"))
                                        .toArray()
                                        .at(0)
                                        .toArray();
        QVERIFY(firstRow.at(3).toDouble() > 0);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QString dir = m_dir.path();
        QTest::newRow("no text") << QStringList{QStringLiteral("--model"), dir} << 2
                                 << QStringLiteral("--model needs --text");
        // Without a mode, the window's words are checked (an unknown option there); with
        // another mode, the model's options are refused by name.
        QTest::newRow("text alone") << QStringList{QStringLiteral("--text"), QStringLiteral("hi")}
                                    << 2 << QStringLiteral("Unknown option 'text'");
        QTest::newRow("text with another mode")
            << QStringList{QStringLiteral("--list-examples"), QStringLiteral("--no-causal")} << 2
            << QStringLiteral("--no-causal goes with --model");
        QTest::newRow("bad ablate")
            << QStringList{QStringLiteral("--model"),  dir,
                           QStringLiteral("--text"),   QStringLiteral("hi"),
                           QStringLiteral("--ablate"), QStringLiteral("2.0")}
            << 2 << QStringLiteral("--ablate's layer: expected a whole number from 0 to 1");
        QTest::newRow("layer without head")
            << QStringList{QStringLiteral("--model"), dir,
                           QStringLiteral("--text"),  QStringLiteral("hi"),
                           QStringLiteral("--layer"), QStringLiteral("0")}
            << 2 << QStringLiteral("--layer and --head go together");
        QTest::newRow("too long") << QStringList{QStringLiteral("--model"), dir,
                                                 QStringLiteral("--text"),
                                                 QString(40, QLatin1Char('!'))
                                                     .replace(QLatin1Char('!'),
                                                              QStringLiteral("! "))}
                                  << 2 << QStringLiteral("this model takes");
        QTest::newRow("no folder")
            << QStringList{QStringLiteral("--model"), dir + QStringLiteral("/absent"),
                           QStringLiteral("--text"), QStringLiteral("hi")}
            << 1 << QStringLiteral("absent");
        QTest::newRow("with a mode")
            << QStringList{QStringLiteral("--model"), dir, QStringLiteral("--text"),
                           QStringLiteral("hi"), QStringLiteral("--compute")}
            << 2 << QStringLiteral("exclude each other");
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const AppRun run = runApp(arguments);
        QCOMPARE(run.status, status);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliModel)
#include "tst_cli_model.moc"
