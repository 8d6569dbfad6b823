// The scenario file: bit-exact round trips, one row per validation rule, atomic saves.

#include "ScenarioFile.h"
#include "Sweep.h"
#include "TestHelpers.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace attn;

namespace {

MatrixD awkwardNumbers(RandomSource &rng, int rows, int cols)
{
    MatrixD m(rows, cols);
    for (int i = 0; i < m.size(); ++i) {
        // Full doubles, tiny and huge magnitudes, subnormals, integers.
        switch (i % 5) {
        case 0:
            m.data()[i] = rng.next();
            break;
        case 1:
            m.data()[i] = rng.next() * 1e-300;
            break;
        case 2:
            m.data()[i] = rng.next() * 1e30;
            break;
        case 3:
            m.data()[i] = 5e-324 * (i + 1);
            break; // subnormal
        default:
            m.data()[i] = double(i);
            break;
        }
    }
    return m;
}

Scenario richScenario()
{
    RandomSource rng(99);
    Scenario s;
    s.title = "Emoji 🙂 and right-to-left مرحبا שלום, \"quoted\" \\ tab\t";
    s.tokens = {"🙂", "مرحبا", "שלום", "x\ny", "Orange"};
    s.embeddings = awkwardNumbers(rng, 5, 4);
    s.numHeads = 2;
    s.wq = awkwardNumbers(rng, 4, 4);
    s.wo = MatrixD::Identity(4, 4) * 0.1;
    s.bo = VectorD::Constant(4, 1.0 / 3.0);
    s.scale = false;
    s.divisor = 2.5;
    s.causal = true;
    s.padding = {false, true, false, false, true};
    s.mask = BoolMatrix::Constant(5, 5, true);
    (*s.mask)(2, 3) = false;
    s.target = awkwardNumbers(rng, 5, 4);
    s.unknownKeys = {{"teacher_note", "{\"n\":[1,2],\"text\":\"keep me\"}"}};
    return s;
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripIsBitExact()
    {
        const Scenario original = richScenario();
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY(writeScenario(&buffer, original, &error));
        buffer.close();
        buffer.open(QIODevice::ReadOnly);
        Scenario loaded;
        QStringList warnings;
        QVERIFY2(readScenario(&buffer, loaded, &error, &warnings), qPrintable(error));
        QVERIFY(loaded == original);
        // Bit-identical, not merely equal.
        QVERIFY(std::memcmp(loaded.embeddings.data(), original.embeddings.data(),
                            sizeof(double) * size_t(original.embeddings.size()))
                == 0);
        QVERIFY(std::memcmp(loaded.wq->data(), original.wq->data(),
                            sizeof(double) * size_t(original.wq->size()))
                == 0);
        QCOMPARE(warnings, QStringList{QStringLiteral("teacher_note: unknown key, kept")});
        // Saving again gives the same bytes (deterministic).
        QCOMPARE(serializeScenario(loaded), serializeScenario(original));
    }

    void roundTripDirectMode()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD::Constant(2, 3, 0.1);
        s.k = MatrixD::Constant(4, 3, -0.2);
        s.v = MatrixD::Constant(4, 2, 1e-7);
        s.keyLabels = {"a", "b", "c", "d"};
        Scenario loaded;
        QString error;
        QVERIFY2(parseScenario(serializeScenario(s), loaded, &error), qPrintable(error));
        QVERIFY(loaded == s);
        QVERIFY(loaded.queryLabels.empty());
        QCOMPARE(loaded.effectiveQueryLabels(), (Labels{"q1", "q2"}));
    }

    void negativeZeroReadsAsZero()
    {
        // Qt's JSON parser reads -0 as 0 (checked on Qt 6.4.2); the value is the same.
        Scenario s;
        QString error;
        QVERIFY(parseScenario(R"({"tokens": ["a"], "embeddings": [[-0.0]]})", s, &error));
        QCOMPARE(s.embeddings(0, 0), 0.0);
    }

    void missingProjectionsStayMissing()
    {
        Scenario s;
        QString error;
        QVERIFY(parseScenario(R"({"tokens": ["a"], "embeddings": [[1, 2]]})", s, &error));
        QVERIFY(!s.wq && !s.bo);
        QCOMPARE(s.projection('k'), MatrixD::Identity(2, 2));
        QVERIFY(s.scale);
        QVERIFY(!s.causal);
        QCOMPARE(s.numHeads, 1);
        QVERIFY(!serializeScenario(s).contains("projections"));
        QVERIFY(!s.target);
        QVERIFY(!serializeScenario(s).contains("target"));
    }

    void targetRoundTrips()
    {
        Scenario s;
        QString error;
        QVERIFY2(parseScenario(R"({"q": [[2, 0]], "k": [[1, 0], [0, 1]], "v": [[10, 0], [0, 10]],
                                  "target": [[10, 0.1]]})",
                               s, &error),
                 qPrintable(error));
        QVERIFY(s.target);
        QCOMPARE(*s.target, (MatrixD(1, 2) << 10, 0.1).finished());
        QVERIFY(s.unknownKeys.empty());
        const QByteArray text = serializeScenario(s);
        QVERIFY(text.contains("\"target\": [\n    [10, 0.1]\n  ]\n}"));
        Scenario again;
        QVERIFY(parseScenario(text, again, &error));
        QVERIFY(again == s);
        again.target.reset();
        QVERIFY(again != s);
    }

    void validation_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const char *json, const char *message) {
            QTest::newRow(name) << QByteArray(json) << QString::fromUtf8(message);
        };
        row("empty", "", "the file is empty");
        row("syntax", "{\n  \"tokens\": [\"a\",]\n}",
            "line 2, column 19: object is missing after a comma");
        row("not an object", "[1, 2]", "top level: expected a JSON object");
        row("wrong format", R"({"format": "x", "tokens": ["a"], "embeddings": [[1]]})",
            "format: expected \"attention-lab-scenario\"");
        row("wrong version", R"({"version": 2, "tokens": ["a"], "embeddings": [[1]]})",
            "version: this program reads version 1");
        row("no tokens", R"({"embeddings": [[1]]})",
            "tokens: missing (or give q, k and v for direct mode)");
        row("no embeddings", R"({"tokens": ["a"]})", "embeddings: missing");
        row("token not a string", R"({"tokens": ["a", 3], "embeddings": [[1], [2]]})",
            "tokens[1]: expected a string, got a number");
        row("zero tokens", R"({"tokens": [], "embeddings": []})",
            "tokens: needs at least one token");
        row("rows != tokens", R"({"tokens": ["a", "b"], "embeddings": [[1]]})",
            "embeddings: expected one row per token (2), got 1");
        row("ragged", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3]]})",
            "embeddings[1]: expected 2 numbers like row 0, got 1");
        row("null in matrix", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3, null]]})",
            "embeddings[1][1]: expected a number, got null");
        row("string in matrix", R"({"tokens": ["a"], "embeddings": [["1"]]})",
            "embeddings[0][0]: expected a number, got a string");
        row("row not an array", R"({"tokens": ["a"], "embeddings": [1]})",
            "embeddings[0]: expected an array, got a number");
        row("no columns", R"({"tokens": ["a"], "embeddings": [[]]})",
            "embeddings[0]: needs at least one column");
        row("heads do not divide",
            R"({"tokens": ["a"], "embeddings": [[1, 2, 3]], "num_heads": 2})",
            "num_heads: d_model 3 is not divisible by 2 heads");
        row("heads zero", R"({"tokens": ["a"], "embeddings": [[1]], "num_heads": 0})",
            "num_heads: expected a whole number from 1 to 4096");
        row("heads fraction", R"({"tokens": ["a"], "embeddings": [[1]], "num_heads": 1.5})",
            "num_heads: expected a whole number from 1 to 4096");
        row("projection shape",
            R"({"tokens": ["a"], "embeddings": [[1, 2]], "projections": {"wk": [[1, 0]]}})",
            "projections.wk: expected 2 rows, got 1");
        row("bias length",
            R"({"tokens": ["a"], "embeddings": [[1, 2]], "projections": {"bo": [1]}})",
            "projections.bo: expected 2 numbers, got 1");
        row("projections not object", R"({"tokens": ["a"], "embeddings": [[1]], "projections": 3})",
            "projections: expected an object, got a number");
        row("scale not bool", R"({"tokens": ["a"], "embeddings": [[1]], "scale": 1})",
            "scale: expected true or false, got a number");
        row("causal not bool", R"({"tokens": ["a"], "embeddings": [[1]], "causal": "yes"})",
            "causal: expected true or false, got a string");
        row("padding length",
            R"({"tokens": ["a", "b"], "embeddings": [[1], [2]], "padding": [true]})",
            "padding: expected 2 booleans (one per key), got 1");
        row("padding type", R"({"tokens": ["a"], "embeddings": [[1]], "padding": [0]})",
            "padding[0]: expected true or false, got a number");
        row("mask rows",
            R"({"tokens": ["a", "b"], "embeddings": [[1], [2]], "mask": [[true, true]]})",
            "mask: expected 2 rows, got 1");
        row("mask ragged",
            R"({"tokens": ["a", "b"], "embeddings": [[1], [2]], "mask": [[true, true], [true]]})",
            "mask[1]: expected 2 booleans like row 0, got 1");
        row("mask type", R"({"tokens": ["a"], "embeddings": [[1]], "mask": [[1]]})",
            "mask[0][0]: expected true or false, got a number");
        row("divisor", R"({"tokens": ["a"], "embeddings": [[1]], "divisor": 0})",
            "divisor: must be a finite number greater than 0");
        row("mixed modes", R"({"tokens": ["a"], "embeddings": [[1]], "q": [[1]]})",
            "top level: mixes direct mode (q, k, v) with self-attention mode (tokens, embeddings)");
        row("direct missing v", R"({"q": [[1]], "k": [[1]]})",
            "v: missing (direct mode needs q, k and v)");
        row("direct k columns", R"({"q": [[1, 2]], "k": [[1]], "v": [[1]]})",
            "k: expected 2 columns, got 1");
        row("direct v rows", R"({"q": [[1]], "k": [[1], [2]], "v": [[1]]})",
            "v: expected one row per key (2), got 1");
        row("direct labels", R"({"q": [[1]], "k": [[1]], "v": [[1]], "key_labels": ["a", "b"]})",
            "key_labels: expected 1 labels, got 2");
        row("huge number", R"({"tokens": ["a"], "embeddings": [[1e400]]})",
            "line 1, column 40: illegal number");
        row("target rows", R"({"tokens": ["a", "b"], "embeddings": [[1], [2]], "target": [[1]]})",
            "target: expected a 2 x 1 matrix (n_queries x d_out, the output's shape), got 1 x 1");
        row("target columns direct",
            R"({"q": [[1]], "k": [[1], [2]], "v": [[1, 2], [3, 4]], "target": [[1]]})",
            "target: expected a 1 x 2 matrix (n_queries x d_out, the output's shape), got 1 x 1");
        row("target empty", R"({"tokens": ["a"], "embeddings": [[1]], "target": []})",
            "target: expected a 1 x 1 matrix (n_queries x d_out, the output's shape), got 0 x 0");
        row("target type", R"({"tokens": ["a"], "embeddings": [[1]], "target": [["1"]]})",
            "target[0][0]: expected a number, got a string");
        row("target not a matrix", R"({"tokens": ["a"], "embeddings": [[1]], "target": 1})",
            "target: expected an array, got a number");
        row("title type", R"({"title": 5, "tokens": ["a"], "embeddings": [[1]]})",
            "title: expected a string, got a number");
    }

    void validation()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        Scenario s = richScenario();
        const Scenario before = s;
        QString error;
        QVERIFY(!parseScenario(json, s, &error));
        QCOMPARE(error, message);
        QVERIFY(s == before); // the open document is unchanged
    }

    void tooManyTokensIsRefusedBeforeAllocating()
    {
        QByteArray json = "{\"tokens\": [";
        for (int i = 0; i < limits::maxTokens + 1; ++i)
            json += i ? ",\"t\"" : "\"t\"";
        json += "], \"embeddings\": [[1]]}";
        Scenario s;
        QString error;
        QVERIFY(!parseScenario(json, s, &error));
        QCOMPARE(error, QStringLiteral("tokens: 4097 labels exceed the limit of 4096"));
    }

    void byteOrderMarkIsAccepted()
    {
        Scenario s;
        QString error;
        QVERIFY2(
            parseScenario("\xEF\xBB\xBF{\"tokens\": [\"a\"], \"embeddings\": [[1]]}", s, &error),
            qPrintable(error));
    }

    void saveAndLoadAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        QString error;
        QVERIFY2(saveScenarioFile(path, richScenario(), &error), qPrintable(error));
        Scenario loaded;
        QVERIFY2(loadScenarioFile(path, loaded, &error), qPrintable(error));
        QVERIFY(loaded == richScenario());
        QVERIFY(!loadScenarioFile(dir.filePath(QStringLiteral("missing.json")), loaded, &error));
        QVERIFY2(error.startsWith(dir.filePath(QStringLiteral("missing.json"))), qPrintable(error));
    }

    void failedSaveKeepsTheOldFile()
    {
        // A save that cannot finish leaves the old file and no temporary file. Here the
        // target is a folder's name under a file (root cannot write there either); a full
        // disk and the file-size limit are met by the real program in tst_trust, so that
        // no test ignores SIGXFSZ to fake them.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        QString error;
        QVERIFY(saveScenarioFile(path, richScenario(), &error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        QVERIFY(!saveScenarioFile(path + QStringLiteral("/inner.json"), richScenario(), &error));
        QVERIFY2(error.startsWith(path + QStringLiteral("/inner.json: ")), qPrintable(error));
        QVERIFY(!saveScenarioFile(dir.path(), richScenario(), &error)); // a folder
        QCOMPARE(error, dir.path() + QStringLiteral(": this is a folder, not a file"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before); // byte-identical
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("saved.json")}); // no temporary file left
    }

    // Nothing is saved that the loader refuses: an invalid scenario or one whose text passes
    // the loader's size limit is not written, the message names the place, and the file on
    // disk stays byte for byte.
    void saveRefusesWhatLoadRefuses()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.json"));
        QString error;
        QVERIFY(saveScenarioFile(path, richScenario(), &error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        Scenario longToken = richScenario();
        longToken.tokens[3] = std::string(316, 'x');
        QVERIFY(!saveScenarioFile(path, longToken, &error));
        QCOMPARE(error, path
                            + QStringLiteral(": not saved: tokens[3]: 316 characters, more than "
                                             "the 256 a label may have"));
        Scenario badHeads = richScenario();
        badHeads.numHeads = 3;
        QVERIFY(!saveScenarioFile(path, badHeads, &error));
        QCOMPARE(error, path
                            + QStringLiteral(": not saved: num_heads: d_model 4 is not divisible "
                                             "by 3 heads"));

        // 4096 tokens of 1000 full doubles: valid, but about 80 MB of text, over 64 MiB.
        Scenario big;
        big.tokens.resize(4096);
        for (size_t i = 0; i < big.tokens.size(); ++i)
            big.tokens[i] = "t" + std::to_string(i);
        RandomSource rng(5);
        big.embeddings.resize(4096, 1000);
        for (Eigen::Index i = 0; i < big.embeddings.size(); ++i)
            big.embeddings.data()[i] = rng.next();
        QCOMPARE(validate(big), std::string());
        QVERIFY(serializeScenario(big).size() > limits::maxFileBytes);
        QVERIFY(!saveScenarioFile(path, big, &error));
        QCOMPARE(error, path
                            + QStringLiteral(": not saved: the file is larger than the limit of "
                                             "64 MiB"));

        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("kept.json")}); // no temporary file either
    }

    void savedFileKeepsItsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.json"));
        QString error;
        QVERIFY(saveScenarioFile(path, richScenario(), &error));
        const QFileDevice::Permissions shared
            = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup;
        const QFileDevice::Permissions ugo(0x7077); // owner, group and others (not "user")
        QVERIFY(QFile::setPermissions(path, shared));
        QVERIFY(saveScenarioFile(path, richScenario(), &error));
        QCOMPARE(QFile::permissions(path) & ugo, shared);
        // Through a symbolic link: the file it points to is replaced, the link stays.
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(path, link));
        Scenario other = richScenario();
        other.causal = !other.causal;
        QVERIFY(saveScenarioFile(link, other, &error));
        QVERIFY(QFileInfo(link).isSymLink());
        Scenario loaded;
        QVERIFY(loadScenarioFile(path, loaded, &error));
        QCOMPARE(loaded.causal, other.causal);
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
