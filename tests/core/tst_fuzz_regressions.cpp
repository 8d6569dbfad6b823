// Replays every input the fuzzers (tests/fuzz/run-fuzzer.sh) ever crashed on, kept under
// tests/fuzz/regressions/, and the hand-made seeds, through the same checks as the fuzz
// targets: each either loads (and then computes and round-trips) or gives a message.

#include "ScenarioFile.h"
#include "fuzz/ImportChecks.h"
#include "fuzz/SafeTensorsChecks.h"
#include "fuzz/ScenarioChecks.h"
#include "fuzz/TokenizerChecks.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace attn;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
    void replayImport_data();
    void replayImport();
    void replaySafeTensors_data();
    void replaySafeTensors();
    void replayTokenizer_data();
    void replayTokenizer();
};

namespace {

/// One row per file of the given directories under tests/fuzz (not their subdirectories).
void addFiles(const QStringList &subdirectories)
{
    QTest::addColumn<QString>("path");
    const QDir fuzz(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/fuzz"));
    int rows = 0;
    for (const QString &sub : subdirectories) {
        const QDir dir(fuzz.filePath(sub));
        const QStringList names = dir.entryList(QDir::Files | QDir::Hidden, QDir::Name);
        for (const QString &name : names) {
            QTest::newRow(qPrintable(sub + QLatin1Char('/') + name)) << dir.filePath(name);
            ++rows;
        }
    }
    QVERIFY2(rows > 0, qPrintable(QStringLiteral("no inputs under tests/fuzz/")
                                  + subdirectories.join(QStringLiteral(", "))));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

} // namespace

void TestFuzzRegressions::replay_data()
{
    addFiles({QStringLiteral("regressions"), QStringLiteral("seeds")});
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, path);
    const QByteArray bytes = readAll(path);

    fuzz::Outcome outcome = fuzz::Outcome::Rejected;
    const QString broken = fuzz::checkScenarioBytes(bytes, &outcome);
    QVERIFY2(broken.isEmpty(), qPrintable(broken));

    // The file door agrees, and names the file when it refuses.
    Scenario s;
    QString error;
    const bool loaded = loadScenarioFile(path, s, &error);
    QCOMPARE(loaded, outcome == fuzz::Outcome::Loaded);
    if (!loaded)
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
}

void TestFuzzRegressions::replayImport_data()
{
    addFiles({QStringLiteral("regressions/import"), QStringLiteral("seeds-import")});
}

void TestFuzzRegressions::replayImport()
{
    QFETCH(QString, path);
    const QString broken = fuzz::checkImportBytes(readAll(path));
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

void TestFuzzRegressions::replaySafeTensors_data()
{
    addFiles({QStringLiteral("regressions/safetensors"), QStringLiteral("seeds-safetensors")});
}

void TestFuzzRegressions::replaySafeTensors()
{
    QFETCH(QString, path);
    const QString broken = fuzz::checkSafeTensorsBytes(readAll(path));
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

void TestFuzzRegressions::replayTokenizer_data()
{
    addFiles({QStringLiteral("regressions/tokenizer"), QStringLiteral("seeds-tokenizer")});
}

void TestFuzzRegressions::replayTokenizer()
{
    QFETCH(QString, path);
    const QString broken = fuzz::checkTokenizerBytes(readAll(path));
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
