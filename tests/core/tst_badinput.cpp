// Bad input through every door that exists: the loader from bytes, from a
// device and from a file, the engine, and the command line. Each class gives one message
// that names the place, leaves the loaded scenario unchanged and never crashes; the
// command line exits 2 with one "error: FILE: ..." line and writes nothing.

#include "AppProcess.h"
#include "Attention.h"
#include "BadInputCases.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;
using testing::BadInput;
using testing::loadExampleOrDie;

Q_DECLARE_METATYPE(BadInput::Stage)
Q_DECLARE_METATYPE(attn::Scenario)

namespace {

/// A device that never ends (a pipe from a hostile program), counting what was taken.
class EndlessDevice : public QIODevice
{
public:
    qint64 delivered = 0;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        std::memset(data, ' ', size_t(maxSize));
        delivered += maxSize;
        return maxSize;
    }
    qint64 writeData(const char *, qint64) override { return -1; }
};

QByteArray paddedTo(qint64 size)
{
    QByteArray bytes = testing::validScenarioText();
    bytes += QByteArray(qsizetype(size) - bytes.size(), ' ');
    return bytes;
}

using Run = attn::apptest::AppRun;
using attn::apptest::runApp;

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void loader_data();
    void loader();
    void byteOrderMarkLoads();
    void byteOrderMarkInsideLabelsRoundTrips();
    void duplicateKeysKeepTheLast();
    void unknownKeysAreKeptAndWarned();
    void sizeLimitInMemory();
    void sizeLimitOnDisk();
    void endlessDeviceIsNotReadWhole();

    void nanReachingTheEngine_data();
    void nanReachingTheEngine();

    void commandLine_data();
    void commandLine();
    void exportToUnwritablePlace_data();
    void exportToUnwritablePlace();

private:
    QTemporaryDir m_dir;
    QString m_hugeFile; ///< one byte over the 64 MiB limit
};

void TestBadInput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_hugeFile = m_dir.filePath(QStringLiteral("huge.json"));
    QFile file(m_hugeFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(paddedTo(limits::maxFileBytes + 1)), limits::maxFileBytes + 1);
}

void TestBadInput::init()
{
    // No door may print a Qt warning (such as "QIODevice::read: device not open").
    testing::failOnUnexpectedWarnings();
}

void TestBadInput::loader_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::addColumn<BadInput::Stage>("stage");
    const QList<BadInput> cases = testing::badInputs();
    for (const BadInput &c : cases)
        QTest::newRow(c.name.constData()) << c.bytes << c.message << c.stage;
}

void TestBadInput::loader()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QFETCH(BadInput::Stage, stage);

    const Scenario before = loadExampleOrDie("seed000-step-by-step");
    Scenario s = before;
    QString error;
    QStringList warnings{QStringLiteral("untouched")};
    if (stage == BadInput::Compute) {
        // It loads; the engine refuses it, naming the place, and keeps no matrix that
        // could hold the infinity it met.
        QVERIFY2(parseScenario(bytes, s, &error, &warnings), qPrintable(error));
        const AttentionResult result = compute(s);
        QVERIFY(!result.ok);
        QCOMPARE(QString::fromStdString(result.error), message);
        QVERIFY(result.heads.empty());
        QCOMPARE(result.output.size(), Eigen::Index(0));
        QCOMPARE(result.stats.raw.max, 0.0);
        return;
    }

    QVERIFY(!parseScenario(bytes, s, &error, &warnings));
    QCOMPARE(error, message);
    QVERIFY(s == before);
    QCOMPARE(warnings, QStringList{QStringLiteral("untouched")});

    // The same through a device and through a file, whose path starts the message.
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    error.clear();
    QVERIFY(!readScenario(&buffer, s, &error));
    QCOMPARE(error, message);
    QVERIFY(s == before);

    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    QVERIFY(!loadScenarioFile(path, s, &error));
    QCOMPARE(error, path + QStringLiteral(": ") + message);
    QVERIFY(s == before);
}

void TestBadInput::byteOrderMarkLoads()
{
    Scenario plain, marked;
    QString error;
    QVERIFY2(parseScenario(testing::validScenarioText(), plain, &error), qPrintable(error));
    QVERIFY2(parseScenario("\xEF\xBB\xBF" + testing::validScenarioText(), marked, &error),
             qPrintable(error));
    QVERIFY(marked == plain);
    QCOMPARE(marked.tokens, (Labels{"a", "b"}));
}

void TestBadInput::byteOrderMarkInsideLabelsRoundTrips()
{
    // Found by the fuzzer: Qt 6.4 drops a leading U+FEFF from strings in some paths, so a
    // label or key starting with one changed (and keys changed order) on each save.
    Scenario s;
    QString error;
    QVERIFY2(parseScenario(R"({"tokens": ["\ufeffa", "b\ufeff"], "embeddings": [[1], [2]],
                               "\ufeffz": ["\ufeffx"], "y": 1})",
                           s, &error),
             qPrintable(error));
    QCOMPARE(s.tokens.front(), std::string("\xEF\xBB\xBF"
                                           "a"));
    const QByteArray text = serializeScenario(s);
    Scenario again;
    QVERIFY2(parseScenario(text, again, &error), qPrintable(error));
    QVERIFY(again == s);
    QCOMPARE(serializeScenario(again), text);
}

void TestBadInput::duplicateKeysKeepTheLast()
{
    // Documented behaviour (Qt's parser, QUALITY.md): of duplicate keys the last one
    // counts, silently. Here the first num_heads (3) would not even be valid.
    Scenario s;
    QString error;
    QStringList warnings;
    QVERIFY2(parseScenario(R"({"format": "attention-lab-scenario", "tokens": ["a"],
                               "embeddings": [[1, 2, 3, 4]], "num_heads": 3, "num_heads": 2})",
                           s, &error, &warnings),
             qPrintable(error));
    QCOMPARE(s.numHeads, 2);
    QVERIFY(warnings.isEmpty());
    QVERIFY(!parseScenario(R"({"tokens": ["a"], "embeddings": [[1, 2, 3, 4]],
                              "num_heads": 2, "num_heads": 3})",
                           s, &error));
    QCOMPARE(error, QStringLiteral("num_heads: d_model 4 is not divisible by 3 heads"));
}

void TestBadInput::unknownKeysAreKeptAndWarned()
{
    Scenario s;
    QString error;
    QStringList warnings;
    QVERIFY2(parseScenario(R"({"format": "attention-lab-scenario", "tokens": ["a"],
                               "embeddings": [[1]], "colour": {"x": [1, "s"]},
                               "projections": {"wx": 1}})",
                           s, &error, &warnings),
             qPrintable(error));
    QCOMPARE(warnings, (QStringList{QStringLiteral("colour: unknown key, kept"),
                                    QStringLiteral("projections.wx: unknown key, ignored")}));
    QCOMPARE(s.unknownKeys.size(), size_t(1));
    QCOMPARE(s.unknownKeys[0].first, std::string("colour"));
    Scenario again;
    QVERIFY(parseScenario(serializeScenario(s), again, &error));
    QVERIFY(again == s);
}

void TestBadInput::sizeLimitInMemory()
{
    const QString tooLarge = QStringLiteral("the file is larger than the limit of 64 MiB");
    Scenario s = loadExampleOrDie("seed000-step-by-step");
    const Scenario before = s;
    QString error;
    QVERIFY(!parseScenario(paddedTo(limits::maxFileBytes + 1), s, &error));
    QCOMPARE(error, tooLarge);
    QVERIFY(s == before);

    // A device is read one byte past the limit and no further.
    QByteArray bytes = paddedTo(limits::maxFileBytes + 4096);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QVERIFY(!readScenario(&buffer, s, &error));
    QCOMPARE(error, tooLarge);
    QCOMPARE(buffer.pos(), limits::maxFileBytes + 1);
    QVERIFY(s == before);

    // Exactly 64 MiB is still allowed.
    QVERIFY2(parseScenario(paddedTo(limits::maxFileBytes), s, &error), qPrintable(error));
    QCOMPARE(s.tokens, (Labels{"a", "b"}));
}

void TestBadInput::sizeLimitOnDisk()
{
    Scenario s = loadExampleOrDie("seed000-step-by-step");
    const Scenario before = s;
    QString error;
    QVERIFY(!loadScenarioFile(m_hugeFile, s, &error));
    QCOMPARE(error, m_hugeFile + QStringLiteral(": the file is larger than the limit of 64 MiB"));
    QVERIFY(s == before);
}

void TestBadInput::endlessDeviceIsNotReadWhole()
{
    EndlessDevice device;
    // Unbuffered, so `delivered` counts what readScenario asked for, not Qt's read-ahead.
    QVERIFY(device.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
    Scenario s;
    QString error;
    QVERIFY(!readScenario(&device, s, &error));
    QCOMPARE(error, QStringLiteral("the file is larger than the limit of 64 MiB"));
    QCOMPARE(device.delivered, limits::maxFileBytes + 1);
}

void TestBadInput::nanReachingTheEngine_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("message");
    // The test hook: a Scenario built in code, bypassing the loader's checks.
    Scenario self;
    self.tokens = {"a", "b"};
    self.embeddings = MatrixD::Ones(2, 2);
    self.wq = self.wk = self.wv = self.wo = MatrixD::Identity(2, 2);
    self.bo = VectorD::Zero(2);
    Scenario direct;
    direct.mode = Mode::Direct;
    direct.q = direct.k = direct.v = MatrixD::Ones(2, 2);

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const auto row = [](const char *name, Scenario s, const char *message) {
        QTest::newRow(name) << s << QString::fromUtf8(message);
    };
    Scenario s = self;
    s.embeddings(1, 0) = nan;
    row("NaN in embeddings", s, "embeddings[1][0]: not a finite number");
    s = self;
    (*s.wq)(0, 1) = nan;
    row("NaN in wq", s, "projections.wq[0][1]: not a finite number");
    s = self;
    (*s.wo)(1, 1) = -inf;
    row("-inf in wo", s, "projections.wo[1][1]: not a finite number");
    s = self;
    (*s.bo)(1) = nan;
    row("NaN in bo", s, "projections.bo[1]: not a finite number");
    s = direct;
    s.q(1, 1) = nan;
    row("NaN in q", s, "q[1][1]: not a finite number");
    s = direct;
    s.k(0, 0) = inf;
    row("inf in k", s, "k[0][0]: not a finite number");
    s = direct;
    s.v(1, 0) = nan;
    row("NaN in v", s, "v[1][0]: not a finite number");
    s = direct;
    s.divisor = nan;
    row("NaN divisor", s, "divisor: must be a finite number greater than 0");
    // 1e39 would be +inf in the engine's floats (scores / inf made every weight NaN).
    s.divisor = 1e39;
    row("divisor beyond float", s,
        "divisor: must be at most 3.4e38, the largest number of the engine's single precision");
}

void TestBadInput::nanReachingTheEngine()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, message);
    const AttentionResult result = compute(scenario);
    QVERIFY(!result.ok);
    QCOMPARE(QString::fromStdString(result.error), message);
    QVERIFY(result.heads.empty());
    QCOMPARE(result.output.size(), Eigen::Index(0));
}

void TestBadInput::commandLine_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("file"); // a prepared file instead of bytes
    const QList<BadInput> cases = testing::badInputs();
    for (const BadInput &c : cases)
        QTest::newRow(c.name.constData()) << c.bytes << c.message << QString();
    QTest::newRow("file over 64 MiB")
        << QByteArray() << QStringLiteral("the file is larger than the limit of 64 MiB")
        << m_hugeFile;
}

void TestBadInput::commandLine()
{
    if (!QFile::exists(attn::apptest::appBinary()))
        QSKIP("attention-lab is not built yet");
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QFETCH(QString, file);
    if (file.isEmpty()) {
        file = m_dir.filePath(QStringLiteral("bad input.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(out.write(bytes), bytes.size());
    }
    const QByteArray expected = "error: " + (file + QStringLiteral(": ") + message).toUtf8() + '\n';

    Run run = runApp({QStringLiteral("--compute"), file});
    QCOMPARE(run.status, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, expected);

    const QString image = m_dir.filePath(QStringLiteral("out.png"));
    run = runApp({QStringLiteral("--export"), image, QStringLiteral("--view"),
                  QStringLiteral("weights"), file});
    QCOMPARE(run.status, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, expected);
    QVERIFY(!QFile::exists(image));
}

void TestBadInput::exportToUnwritablePlace_data()
{
    QTest::addColumn<QString>("out");
    // As root (CI) permissions do not stop a write: use places no one can write to.
    const QString plain = m_dir.filePath(QStringLiteral("plain-file"));
    QFile file(plain);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("taken.png")));
    QTest::newRow("parent is a file") << plain + QStringLiteral("/out.png");
    QTest::newRow("missing directory") << m_dir.filePath(QStringLiteral("no/such/dir/out.svg"));
    QTest::newRow("target is a directory") << m_dir.filePath(QStringLiteral("taken.png"));
}

void TestBadInput::exportToUnwritablePlace()
{
    if (!QFile::exists(attn::apptest::appBinary()))
        QSKIP("attention-lab is not built yet");
    QFETCH(QString, out);
    const QStringList before = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden);
    const Run run = runApp({QStringLiteral("--export"), out, QStringLiteral("--view"),
                            QStringLiteral("weights"), QStringLiteral("--example"),
                            QStringLiteral("seed000-step-by-step")});
    QCOMPARE(run.status, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith("error: ") && run.err.endsWith('\n') && run.err.count('\n') == 1
                 && run.err.contains(out.toUtf8()),
             run.err.constData());
    QVERIFY(!QFileInfo(out).isFile());
    // No temporary file left next to it either.
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden), before);
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
