// A first start in the teacher's language: the executable started with fresh settings (its
// own HOME and XDG_CONFIG_HOME) and the system in Vietnamese opens seed 002's example (the
// Vietnamese course's first), in Indonesian and English seed 000's. The test hook's one
// edit makes the window write its autosave, which tells which example is open.

#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using testing::loadExampleOrDie;

class TestFirstStart : public QObject
{
    Q_OBJECT

private slots:
    void opensTheLanguagesExample_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("example");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("seed000-step-by-step");
        QTest::newRow("id") << QStringLiteral("id") << QStringLiteral("seed000-step-by-step");
        QTest::newRow("vi") << QStringLiteral("vi") << QStringLiteral("seed002-one-query-two-keys");
    }

    void opensTheLanguagesExample()
    {
        QFETCH(QString, language);
        QFETCH(QString, example);
        const QString binary = QStringLiteral(ATTENTION_LAB_BINARY);
        if (!QFileInfo::exists(binary))
            QSKIP("attention-lab is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("ATTENTION_LAB_DATA_DIR"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("LANGUAGE"), language);
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("ATTENTION_LAB_TEST_RESTORE"));
        env.remove(QStringLiteral("ATTENTION_LAB_TEST_SAVE"));
        env.insert(QStringLiteral("ATTENTION_LAB_TEST_EDIT"), QStringLiteral("1"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(binary, QStringList());
        QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
        const auto stop = qScopeGuard([&process] {
            process.kill();
            process.waitForFinished();
        });
        const QString dir
            = QDir(home.filePath(QStringLiteral("data"))).filePath(QStringLiteral("autosave"));
        const auto files = [&dir] {
            return QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        };
        QTRY_VERIFY_WITH_TIMEOUT(!files().isEmpty() || process.state() != QProcess::Running, 60000);
        QVERIFY2(!files().isEmpty(), process.readAllStandardError().constData());
        Scenario saved;
        QString error;
        QTRY_VERIFY_WITH_TIMEOUT(
            loadScenarioFile(QDir(dir).filePath(files().first()), saved, &error), 10000);
        // The hook's edit switched the causal mask; everything else is the example's.
        const Scenario expected = loadExampleOrDie(example);
        QCOMPARE(saved.causal, !expected.causal);
        QCOMPARE(QString::fromStdString(saved.title), QString::fromStdString(expected.title));
        saved.causal = expected.causal;
        saved.unknownKeys.clear();
        QVERIFY2(saved == expected, qPrintable(language));
    }
};

QTEST_GUILESS_MAIN(TestFirstStart)
#include "tst_firststart.moc"
