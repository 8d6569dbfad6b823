// Trust in the machine's resources: a 560 KB file of 4096 tokens, d_model 64 and 64 heads
// asked the engine for 8 GiB and died of std::bad_alloc (exit 134). The estimate is known
// before anything is allocated; above the budget the program refuses, naming the sizes.

#include "BigScenario.h"
#include "MemoryBudget.h"
#include "ScenarioFile.h"
#include "TrustProcess.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::trusttest;

namespace {

constexpr std::uint64_t MiB = std::uint64_t(1) << 20;

/// The bomb's estimate by hand: n = 4096 tokens, d_model = 64, 64 heads of d_k = 1.
std::uint64_t bombByHand()
{
    const std::uint64_t n = 4096, d = 64, heads = 64, dk = 1;
    const std::uint64_t perHead = 4 * (n * n)        // scores (float)
                                  + 4 * (n * n)      // weights (float)
                                  + 4 * (4 * n * dk) // q, k, v, output of the head
                                  + 8 * (2 * n);     // two Jacobian norms a row (double)
    return heads * perHead                           // 8,598,323,200
           + n * n                                   // the allowed mask
           + 12 * n                                  // each row's run of allowed keys
           + 4 * (6 * n * d)                         // X, X Wq, X Wk, X Wv, concat, output
           + 4 * (4 * d * d);                        // Wq, Wk, Wv, Wo
}

const char *bombMessage = "4096 tokens, d_model 64, 64 heads: the computation would keep "
                          "about 8.0 GiB in memory (the scores and weights of every head: "
                          "64 x 4096 x 4096 numbers twice), more than the memory budget of %1 "
                          "(see --memory-budget)";

} // namespace

class TestResources : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(appBinary()))
            QSKIP("attention-lab is not built");
        QVERIFY(m_dir.isValid());
        m_bomb = m_dir.filePath(QStringLiteral("bomb.json"));
        const QByteArray text = testing::bigScenarioText();
        QVERIFY(text.size() < 600 * 1024); // the file is small; its computation is not
        QVERIFY(writeBytes(QFile::encodeName(m_bomb), text));
    }

    void estimateMatchesTheHandComputation()
    {
        Scenario s;
        QString error;
        QVERIFY2(loadScenarioFile(m_bomb, s, &error), qPrintable(error));
        const MemoryEstimate e = estimateComputeMemory(s);
        QCOMPARE(e.bytes, bombByHand());
        QCOMPARE(e.bytes, std::uint64_t(8621506560));
        QCOMPARE(e.heads, 64);
        QCOMPARE(e.queries, 4096);
        QCOMPARE(e.dK, 1);
        QCOMPARE(QString::fromStdString(memoryBudgetError(e, 1024 * MiB)),
                 QString::fromLatin1(bombMessage).arg(QStringLiteral("1.0 GiB")));
        QVERIFY(memoryBudgetError(e, e.bytes).empty()); // the budget is inclusive

        // Direct mode by hand: 2 queries, 3 keys, d_k 4, d_v 5, one head.
        const QByteArray direct = "{\"q\": [[1,2,3,4],[1,2,3,4]], \"k\": [[1,2,3,4],[1,2,3,4],"
                                  "[1,2,3,4]], \"v\": [[1,2,3,4,5],[1,2,3,4,5],[1,2,3,4,5]]}";
        Scenario d;
        QVERIFY2(parseScenario(direct, d, &error), qPrintable(error));
        const std::uint64_t perHead = 4 * (2 * 2 * 3 + 2 * 4 + 3 * 4 + 3 * 5 + 2 * 5) + 8 * 2 * 2;
        QCOMPARE(estimateComputeMemory(d).bytes, perHead + 2 * 3 + 12 * 2 + 4 * 2 * 5);
    }

    void defaultBudgetIsAQuarterOfThePhysicalMemory()
    {
        const std::uint64_t physical = physicalMemory();
        QVERIFY(physical > 64 * MiB);
        QCOMPARE(defaultMemoryBudget(), physical / 4);
        // /proc/meminfo agrees with sysconf within the kernel's reserved pages.
        QFile meminfo(QStringLiteral("/proc/meminfo"));
        if (meminfo.open(QIODevice::ReadOnly)) {
            const QList<QByteArray> words = meminfo.readLine().simplified().split(' ');
            QCOMPARE(words.value(0), QByteArray("MemTotal:"));
            QCOMPARE(words.value(1).toULongLong() * 1024, physical);
        }
    }

    // The command line: exit 1 with one error line naming the file, the sizes and the
    // estimate, before anything large is allocated.
    void computeRefusesTheBomb_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("budget");
        QTest::newRow("--memory-budget 1024")
            << QStringList{QStringLiteral("--memory-budget"), QStringLiteral("1024")}
            << QStringLiteral("1.0 GiB");
        QTest::newRow("--export, --memory-budget=300")
            << QStringList{QStringLiteral("--memory-budget=300"), QStringLiteral("--export"),
                           m_dir.filePath(QStringLiteral("bomb.png")), QStringLiteral("--view"),
                           QStringLiteral("weights")}
            << QStringLiteral("300 MiB");
        // The budget a user has without the option: on a machine of 32 GiB or more it
        // would let the bomb compute, so this row needs a smaller machine.
        const std::uint64_t budget = defaultMemoryBudget();
        if (budget < bombByHand())
            QTest::newRow("the default budget")
                << QStringList() << QString::fromStdString(formatBytes(budget));
    }

    void computeRefusesTheBomb()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, budget);
        QStringList arguments = options;
        if (!arguments.contains(QStringLiteral("--export")))
            arguments << QStringLiteral("--compute");
        const AppRun r = run(arguments << m_bomb, 60000);
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(oneErrorLine(r),
                 m_bomb + QStringLiteral(": ") + QString::fromLatin1(bombMessage).arg(budget));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bomb.png"))));
    }

    void budgetAllowsWhatFits()
    {
        // A small scenario under a budget of 1 MiB computes as before.
        const AppRun r = run({QStringLiteral("--memory-budget"), QStringLiteral("1"),
                              QStringLiteral("--compute"), QStringLiteral("--example"),
                              QStringLiteral("seed000-step-by-step")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("\"n_keys\""));
        const AppRun bad = run({QStringLiteral("--memory-budget"), QStringLiteral("lots"),
                                QStringLiteral("--compute"), m_bomb});
        QCOMPARE(bad.status, 2);
        QVERIFY2(oneErrorLine(bad).startsWith(QStringLiteral("--memory-budget: expected")),
                 bad.err.constData());
    }

private:
    QTemporaryDir m_dir;
    QString m_bomb;
};

QTEST_MAIN(TestResources)
#include "tst_resources.moc"
