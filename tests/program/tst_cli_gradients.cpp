// `attention-lab --compute` on a scenario with a target, run as a user would: the result
// gains "loss", "gradients" and each head's "d_weights" and "d_scores", equal to what the
// backward pass (core/learn) computes; a scenario without target prints none of them; a
// target of the wrong shape is refused naming the key; every positional encoding is
// differentiated, a learned table getting gradients.positions.table.

#include "AppProcess.h"
#include "Attention.h"
#include "Backward.h"
#include "ResultJson.h"
#include "ScenarioFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

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

QStringList keys(const QJsonValue &object)
{
    QStringList k = object.toObject().keys();
    k.sort();
    return k;
}

/// Two heads, causal, a padded key, W_q given and the other projections left out.
const char *selfAttentionFile = R"({
  "format": "attention-lab-scenario", "version": 1,
  "tokens": ["the", "cat", "sat"],
  "embeddings": [[1, 0, 0.5, -1], [0, 1, 2, 0.25], [1, 1, -0.5, 0]],
  "num_heads": 2,
  "projections": {"wq": [[2, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0.5], [0.5, 0, 0, 1]]},
  "causal": true,
  "padding": [false, false, true],
  "target": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]
})";

/// Seed 002 with a target: one query, two keys.
const char *directFile = R"({
  "format": "attention-lab-scenario", "version": 1,
  "q": [[2, 0]], "k": [[1, 0], [0, 1]], "v": [[10, 0], [0, 10]],
  "target": [[10, 0]]
})";

} // namespace

class TestCliGradients : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const char *name, const char *text)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != qint64(qstrlen(text)))
            qWarning("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral(ATTENTION_LAB_BINARY)))
            QFAIL("attention-lab is not built");
        QVERIFY(m_dir.isValid());
    }

    void selfAttentionGradients()
    {
        const QString path = write("self.json", selfAttentionFile);
        const auto r = runApp({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        Scenario s;
        QString error;
        QVERIFY2(loadScenarioFile(path, s, &error), qPrintable(error));
        const Gradients g = lossGradients(s);
        QVERIFY(g.ok);
        // The printed document is exactly the core's, every number its shortest round trip.
        QCOMPARE(r.out, resultToJson(compute(s), s.mode, &g));

        const QJsonObject o = parse(r.out);
        QCOMPARE(o.value(QLatin1String("loss")).toDouble(), g.loss);
        QVERIFY(g.loss > 0.1);
        const QJsonObject grads = o.value(QLatin1String("gradients")).toObject();
        QCOMPARE(keys(grads),
                 (QStringList{QStringLiteral("embeddings"), QStringLiteral("projections")}));
        const QJsonValue projections = grads.value(QLatin1String("projections"));
        // Also the projections the file left out (W_k, W_v, W_o, b_o).
        QCOMPARE(keys(projections),
                 (QStringList{QStringLiteral("bo"), QStringLiteral("wk"), QStringLiteral("wo"),
                              QStringLiteral("wq"), QStringLiteral("wv")}));
        QCOMPARE(at(grads.value(QLatin1String("embeddings")), 2, 3), g.embeddings(2, 3));
        QCOMPARE(at(projections[QLatin1String("wq")], 0, 1), g.wq(0, 1));
        QCOMPARE(at(projections[QLatin1String("wo")], 3, 2), g.wo(3, 2));
        QCOMPARE(projections[QLatin1String("bo")].toArray().size(), 4);
        QCOMPARE(projections[QLatin1String("bo")].toArray().at(1).toDouble(), g.bo(1));
        QCOMPARE(grads.value(QLatin1String("embeddings")).toArray().size(), 3);

        const QJsonArray heads = o.value(QLatin1String("heads")).toArray();
        QCOMPARE(heads.size(), 2);
        for (int h = 0; h < 2; ++h) {
            const QJsonObject head = heads.at(h).toObject();
            for (const char *key : {"d_weights", "d_scores"})
                QVERIFY2(head.contains(QLatin1String(key)), key);
            QCOMPARE(at(head.value(QLatin1String("d_scores")), 1, 0),
                     g.heads[size_t(h)].dScores(1, 0));
            QCOMPARE(at(head.value(QLatin1String("d_weights")), 1, 1),
                     g.heads[size_t(h)].dWeights(1, 1));
            // Blocked by the causal mask (key 1 for query 0) and by padding (key 2).
            QCOMPARE(at(head.value(QLatin1String("d_scores")), 0, 1), 0.0);
            QCOMPARE(at(head.value(QLatin1String("d_weights")), 2, 2), 0.0);
        }
        // Query 0 sees key 0 only: its weight is 1 whatever the score, so d_scores is 0.
        QCOMPARE(at(heads.at(0).toObject().value(QLatin1String("d_scores")), 0, 0), 0.0);
    }

    void directGradientsOfSeed002()
    {
        const auto r = runApp({QStringLiteral("--compute"), write("direct.json", directFile)});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        // output = [10 p, 10 (1 - p)] with p = 0.8044297 (seed 002), target [10, 0]:
        // loss = 0.5 (100 (1 - p)^2 + 100 (1 - p)^2) = 100 (1 - p)^2 = 3.8247...
        const double p = 1 / (1 + std::exp(-std::sqrt(2.0)));
        QVERIFY(std::abs(o.value(QLatin1String("loss")).toDouble() - 100 * (1 - p) * (1 - p))
                < 1e-12);
        const QJsonObject grads = o.value(QLatin1String("gradients")).toObject();
        QCOMPARE(keys(grads),
                 (QStringList{QStringLiteral("k"), QStringLiteral("q"), QStringLiteral("v")}));
        // d v_1 = p (output - target) = p [-10 (1 - p), 10 (1 - p)].
        QVERIFY(std::abs(at(grads.value(QLatin1String("v")), 0, 0) + 10 * p * (1 - p)) < 1e-12);
        // d_weights = d output · v_j = [-100 (1 - p), 100 (1 - p)], and
        // d_scores = p ∘ (d_p − p · d_p): d_s1 = -200 p (1 - p)^2.
        const QJsonObject head = o.value(QLatin1String("heads")).toArray().at(0).toObject();
        QVERIFY(std::abs(at(head.value(QLatin1String("d_weights")), 0, 1) - 100 * (1 - p)) < 1e-10);
        QVERIFY(
            std::abs(at(head.value(QLatin1String("d_scores")), 0, 0) + 200 * p * (1 - p) * (1 - p))
            < 1e-10);
        QVERIFY(!o.contains(QLatin1String("concat")));
    }

    void gradientsThroughPositions()
    {
        // The self-attention file with each encoding: accepted, the printed document exactly
        // the core's; only a learned table adds gradients.positions.table (= d embeddings).
        const QByteArray base(selfAttentionFile);
        const std::pair<const char *, const char *> encodings[]
            = {{"sinusoidal", R"("positions": {"kind": "sinusoidal", "base": 10},)"},
               {"learned", R"("positions": {"kind": "learned", "table": [[0.5, -1, 0, 2],
                                         [1, 0.25, -0.5, 0], [0, 0, 1.5, -1]]},)"},
               {"rope", R"("positions": {"kind": "rope", "base": 7},)"},
               {"alibi", R"("positions": {"kind": "alibi", "slopes": [0.5, 1.5]},)"}};
        for (const auto &[kind, key] : encodings) {
            QByteArray text = base;
            text.replace("\"causal\": true,",
                         QByteArray(QByteArray(key) + "\n  \"causal\": true,"));
            const QString path = write((std::string(kind) + ".json").c_str(), text.constData());
            const auto r = runApp({QStringLiteral("--compute"), path});
            QVERIFY2(r.status == 0, r.err.constData());
            Scenario s;
            QString error;
            QVERIFY2(loadScenarioFile(path, s, &error), qPrintable(error));
            QVERIFY(s.positions.has_value());
            const Gradients g = lossGradients(s);
            QVERIFY(g.ok);
            QCOMPARE(r.out, resultToJson(compute(s), s.mode, &g));
            const QJsonObject grads = parse(r.out).value(QLatin1String("gradients")).toObject();
            const bool learned = qstrcmp(kind, "learned") == 0;
            QCOMPARE(grads.contains(QLatin1String("positions")), learned);
            if (!learned)
                continue;
            const QJsonValue table
                = grads.value(QLatin1String("positions"))[QLatin1String("table")];
            QCOMPARE(table.toArray().size(), 3);
            QCOMPARE(table.toArray().at(0).toArray().size(), 4);
            for (int i = 0; i < 3; ++i)
                for (int c = 0; c < 4; ++c) {
                    QCOMPARE(at(table, i, c), g.positionTable(i, c));
                    QCOMPARE(at(table, i, c), at(grads.value(QLatin1String("embeddings")), i, c));
                }
        }
    }

    void noTargetNoGradients()
    {
        const auto r = runApp({QStringLiteral("--compute"), QStringLiteral("--example"),
                               QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parse(r.out);
        QVERIFY(!o.contains(QLatin1String("loss")));
        QVERIFY(!o.contains(QLatin1String("gradients")));
        QVERIFY(!r.out.contains("d_scores"));
    }

    void wrongTargetIsRefused()
    {
        const QString path = write("bad.json", R"({"q": [[1]], "k": [[1]], "v": [[1, 2]],
                                                   "target": [[1], [2]]})");
        const auto r = runApp({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("bad.json: target: expected a 1 x 2 matrix (n_queries x d_out, "
                                "the output's shape), got 2 x 1\n"),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliGradients)
#include "tst_cli_gradients.moc"
