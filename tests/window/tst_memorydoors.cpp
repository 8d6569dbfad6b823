// The window's doors to a computation that would not fit in memory: File > Open of the
// 560 KB memory bomb (4096 tokens, d_model 64, 64 heads), the Heads box, a lesson that
// holds the bomb. Each refuses with a message naming the estimate; the document stays.

#include "BigScenario.h"
#include "Document.h"
#include "DocumentActions.h"
#include "FileActionsInstall.h"
#include "Lesson.h"
#include "MainWindow.h"
#include "MemoryBudget.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QComboBox>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestMemoryDoors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        qunsetenv("ATTENTION_LAB_TEST_EDIT");
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
        m_bomb = m_dir.filePath(QStringLiteral("bomb.json"));
        writeFile(m_bomb, testing::bigScenarioText());
        // The user's budget: a quarter of the machine's memory. On a machine of 32 GiB or
        // more that would let the bomb compute (8 GiB), so there it is set as a user would.
        setMemoryBudget(0);
        Scenario bomb;
        QString error;
        QVERIFY2(loadScenarioFile(m_bomb, bomb, &error), qPrintable(error));
        if (estimateComputeMemory(bomb).bytes <= memoryBudget())
            setMemoryBudget(std::uint64_t(2) << 30);
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_document = m_window->document();
        m_document->reset(testing::loadExampleOrDie(), QString());
        m_actions = installFileActions(m_window.get());
        QVERIFY(m_actions.documents);
    }

    void cleanup()
    {
        m_document->undoStack()->setClean();
        m_window.reset();
    }

    void openRefusesTheBomb()
    {
        const Scenario before = m_document->scenario();
        const SnapshotPtr snapshot = m_document->snapshot();
        QString error;
        QVERIFY(!m_actions.documents->openFile(m_bomb, &error));
        QVERIFY2(error.startsWith(m_bomb
                                  + QStringLiteral(": 4096 tokens, d_model 64, 64 heads: "
                                                   "the computation would keep about "
                                                   "8.0 GiB in memory")),
                 qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral("more than the memory budget of %1 (see "
                                               "--memory-budget)")
                                    .arg(QString::fromStdString(formatBytes(memoryBudget())))),
                 qPrintable(error));
        QVERIFY(m_document->scenario() == before);
        QCOMPARE(m_document->snapshot(), snapshot);
        QCOMPARE(m_document->filePath(), QString());
        QVERIFY(!m_document->isModified());
    }

    // The Heads box on 2048 tokens, d_model 64 (one head: 33 MiB of scores and weights):
    // 64 heads would keep 2.0 GiB, over a budget of 1 GiB.
    void headsBoxRefusesTooManyHeads()
    {
        const std::uint64_t saved = memoryBudget();
        setMemoryBudget(std::uint64_t(1) << 30);
        const QString path = m_dir.filePath(QStringLiteral("wide.json"));
        writeFile(path, testing::bigScenarioText(2048, 64, 1));
        QString error;
        QVERIFY2(m_actions.documents->openFile(path, &error), qPrintable(error));
        QVERIFY(m_document->waitForSnapshot(60000));
        QVERIFY(m_document->snapshot()->result.ok);
        const Scenario before = m_document->scenario();
        QComboBox *heads = nullptr;
        for (QComboBox *box : m_window->findChildren<QComboBox *>())
            if (box->accessibleName() == QLatin1String("Number of heads"))
                heads = box;
        QVERIFY(heads);
        const int index = heads->findData(64);
        QVERIFY(index >= 0);
        heads->setCurrentIndex(index);
        emit heads->activated(index); // as a click on "64" in the list
        setMemoryBudget(saved);
        QVERIFY(m_document->scenario() == before);
        QCOMPARE(m_document->undoStack()->count(), 0);
        QCOMPARE(heads->currentData().toInt(), 1); // the box shows the document again
        auto *message = m_window->findChild<QMessageBox *>(QStringLiteral("memoryBudgetMessage"));
        QVERIFY(message);
        QVERIFY2(message->informativeText().startsWith(
                     QStringLiteral("2048 tokens, d_model 64, 64 heads: the computation would "
                                    "keep about 2.0 GiB in memory")),
                 qPrintable(message->informativeText()));
        message->close();
    }

    // A lesson whose step holds the bomb is refused when it is opened, naming the step.
    void lessonWithTheBombIsRefused()
    {
        QFile bomb(m_bomb);
        QVERIFY(bomb.open(QIODevice::ReadOnly));
        const QByteArray lessonText
            = QByteArray("{\"format\": \"attention-lab-lesson\", \"version\": 1, \"title\": "
                         "\"Big\", \"steps\": [{\"text\": \"Look\", \"scenario\": ")
              + bomb.readAll() + QByteArray("}]}");
        const QString path = m_dir.filePath(QStringLiteral("lesson.json"));
        writeFile(path, lessonText);
        Lesson lesson;
        QString error;
        QVERIFY(!loadLessonFile(path, lesson, &error));
        QVERIFY2(error.contains(QStringLiteral("steps[0]: 4096 tokens, d_model 64, 64 heads: the "
                                               "computation would keep about 8.0 GiB")),
                 qPrintable(error));
        QVERIFY(m_document->scenario() == testing::loadExampleOrDie());
    }

private:
    QTemporaryDir m_dir;
    QString m_bomb;
    std::unique_ptr<MainWindow> m_window;
    Document *m_document = nullptr;
    FileActions m_actions;
};

QTEST_MAIN(TestMemoryDoors)
#include "tst_memorydoors.moc"
