// A planted autosave: a file in the autosave folder whose recorded path is not a file the
// user had open pointed the next Ctrl+S at that path. Recovery now restores the content
// and leaves the document without a file, so Save asks where to put it.

#include "Autosave.h"
#include "AutosaveRecovery.h"
#include "Document.h"
#include "DocumentActions.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;

namespace {

/// An autosave as the app writes it (the scenario plus attention_lab_autosave), with
/// `recordedPath` as its original path.
void plantAutosave(const Scenario &scenario, const QString &recordedPath)
{
    Scenario copy = scenario;
    const QString meta = QStringLiteral("{\"original_path\":\"%1\"}").arg(recordedPath);
    copy.unknownKeys.emplace_back("attention_lab_autosave", meta.toStdString());
    QVERIFY(QDir().mkpath(Autosave::autosaveDirectory()));
    QFile file(QDir(Autosave::autosaveDirectory()).filePath(QStringLiteral("planted.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(serializeScenario(copy));
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        qunsetenv("ATTENTION_LAB_TEST_EDIT");
        qputenv("ATTENTION_LAB_TEST_RESTORE", "accept"); // the user clicks Restore
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
    }

    void plantedPathIsNotTrusted()
    {
        Scenario planted = testing::loadExampleOrDie("seed000-step-by-step");
        planted.title = "planted";
        const QString victim = m_dir.filePath(QStringLiteral("victim.json"));
        plantAutosave(planted, victim);
        Document document;
        document.reset(testing::loadExampleOrDie(), QString());
        QVERIFY(offerAutosaveRecovery(nullptr, &document, nullptr));
        QVERIFY(document.scenario() == planted); // the content is restored
        QVERIFY(document.isModified());
        QCOMPARE(document.filePath(), QString()); // but Save will ask where
        QVERIFY(!QFile::exists(victim));
    }

    // The user's own file (opened or saved here before) keeps its place.
    void knownPathIsKept()
    {
        const QString own = m_dir.filePath(QStringLiteral("own.json"));
        Scenario scenario = testing::loadExampleOrDie("seed000-step-by-step");
        QString error;
        QVERIFY(saveScenarioFile(own, scenario, &error));
        DocumentActions::addRecentFile(own);
        scenario.causal = !scenario.causal;
        plantAutosave(scenario, own);
        Document document;
        document.reset(testing::loadExampleOrDie(), QString());
        QVERIFY(offerAutosaveRecovery(nullptr, &document, nullptr));
        QVERIFY(document.scenario() == scenario);
        QCOMPARE(document.filePath(), own);
        QFile::remove(QDir(Autosave::autosaveDirectory()).filePath(QStringLiteral("planted.json")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
