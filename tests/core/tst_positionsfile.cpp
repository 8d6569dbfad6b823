// The scenario format's optional `positions` object: read, written back unchanged, its
// errors naming the key; a file without it reads as before and writes no such key.

#include "Attention.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QTest>

using namespace attn;

namespace {

QByteArray selfAttentionFile(const QByteArray &positions)
{
    return QByteArray(R"({"format": "attention-lab-scenario", "version": 1,
        "tokens": ["a", "b", "c"], "embeddings": [[1, 0, 0.5, 2], [0, 1, 1, 0], [1, 1, 0, 0]],
        "num_heads": 2, "scale": true, "causal": false)")
           + (positions.isEmpty() ? QByteArray() : QByteArray(", \"positions\": ") + positions)
           + "}";
}

} // namespace

class TestPositionsFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("positions");
        QTest::newRow("sinusoidal") << QByteArray(R"({"kind": "sinusoidal"})");
        QTest::newRow("sinusoidal base") << QByteArray(R"({"kind": "sinusoidal", "base": 100})");
        QTest::newRow("learned") << QByteArray(
            R"({"kind": "learned", "table": [[0.1, 0, 0, 0], [0, 0.2, 0, 0], [0, 0, 0.3, -1e-7]]})");
        QTest::newRow("rope") << QByteArray(R"({"kind": "rope", "base": 10000})");
        QTest::newRow("alibi") << QByteArray(R"({"kind": "alibi"})");
        QTest::newRow("alibi slopes") << QByteArray(R"({"kind": "alibi", "slopes": [0.5, 0.1]})");
    }
    void roundTrip()
    {
        QFETCH(QByteArray, positions);
        Scenario s;
        QString error;
        QVERIFY2(parseScenario(selfAttentionFile(positions), s, &error), qPrintable(error));
        QVERIFY(s.positions.has_value());
        const QByteArray written = serializeScenario(s);
        QVERIFY(written.contains("\"positions\": {"));
        Scenario again;
        QVERIFY2(parseScenario(written, again, &error), qPrintable(error));
        QVERIFY(again == s);
        QCOMPARE(serializeScenario(again), written);
        QVERIFY(compute(again).ok);
    }

    void absentStaysAbsent()
    {
        Scenario s;
        QString error;
        QVERIFY2(parseScenario(selfAttentionFile(""), s, &error), qPrintable(error));
        QVERIFY(!s.positions);
        QVERIFY(!serializeScenario(s).contains("positions"));
    }

    void valuesRead()
    {
        Scenario s;
        QString error;
        QVERIFY(parseScenario(selfAttentionFile(R"({"kind": "alibi", "slopes": [0.5, 0.1]})"), s,
                              &error));
        QCOMPARE(s.positions->kind, PositionKind::Alibi);
        QCOMPARE(*s.positions->slopes, (std::vector<double>{0.5, 0.1}));
        QVERIFY(parseScenario(selfAttentionFile(R"({"kind": "rope", "base": 500})"), s, &error));
        QCOMPARE(s.positions->kind, PositionKind::Rope);
        QCOMPARE(s.positions->effectiveBase(), 500.0);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an object")
            << selfAttentionFile("\"rope\"") << "positions: expected an object, got a string";
        QTest::newRow("no kind") << selfAttentionFile("{}") << "positions.kind: missing";
        QTest::newRow("unknown kind")
            << selfAttentionFile(R"({"kind": "relative"})")
            << QString::fromUtf8("positions.kind: expected \"sinusoidal\", \"learned\", \"rope\" "
                                 "or \"alibi\", got "
                                 "\"relative\"");
        QTest::newRow("base null")
            << selfAttentionFile(R"({"kind": "rope", "base": null})")
            << QString::fromUtf8("positions.base: expected a number, got null");
        QTest::newRow("base zero")
            << selfAttentionFile(R"({"kind": "rope", "base": 0})")
            << QString::fromUtf8("positions.base: must be a finite number greater than 0");
        QTest::newRow("table wrong shape")
            << selfAttentionFile(R"({"kind": "learned", "table": [[1, 2], [3, 4], [5, 6]]})")
            << QString::fromUtf8(
                   "positions.table: expected a 3 x 4 matrix (n_tokens x d_model), got 3 x 2");
        QTest::newRow("table cell")
            << selfAttentionFile(R"({"kind": "learned", "table": [[1, 2], [3, "x"]]})")
            << QString::fromUtf8("positions.table[1][1]: expected a number, got a string");
        QTest::newRow("slopes for rope")
            << selfAttentionFile(R"({"kind": "rope", "slopes": [1, 2]})")
            << QString::fromUtf8("positions.slopes: not used by \"rope\"");
        QTest::newRow("table for sinusoidal")
            << selfAttentionFile(R"({"kind": "sinusoidal", "table": [[1]]})")
            << QString::fromUtf8("positions.table: not used by \"sinusoidal\"");
        QTest::newRow("rope odd d_k")
            << QByteArray(R"({"q": [[1, 2, 3]], "k": [[1, 2, 3]], "v": [[1]],
                              "positions": {"kind": "rope"}})")
            << QString::fromUtf8(
                   "positions.kind: \"rope\" rotates pairs of components, so d_k must be even, got "
                   "d_k = 3");
        QTest::newRow("learned in direct mode")
            << QByteArray(R"({"q": [[1, 2]], "k": [[1, 2]], "v": [[1]],
                              "positions": {"kind": "learned", "table": [[1, 2]]}})")
            << QString::fromUtf8(
                   "positions.kind: \"learned\" adds to the embeddings before the projections, so "
                   "it "
                   "needs self-attention mode (tokens and embeddings), not q, k and v");
    }
    void errors()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        Scenario s;
        s.title = "unchanged";
        QString error;
        QVERIFY(!parseScenario(file, s, &error));
        QCOMPARE(error, message);
        QCOMPARE(s.title, std::string("unchanged"));
    }

    /// An unknown key inside `positions` is a note, not an error.
    void unknownKeyIsANote()
    {
        Scenario s;
        QString error;
        QStringList notes;
        QVERIFY(parseScenario(selfAttentionFile(R"({"kind": "rope", "scaling": 2})"), s, &error,
                              &notes));
        QVERIFY(notes.contains(QStringLiteral("positions.scaling: unknown key, ignored")));
    }
};

QTEST_GUILESS_MAIN(TestPositionsFile)
#include "tst_positionsfile.moc"
