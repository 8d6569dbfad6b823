// Trust in what the program reads: files that are not regular files, file names that
// are not UTF-8, numbers over float's whole range; each as a user's process meets it
// (the program runs as its own process, see TrustProcess.h).

#include "Lesson.h"
#include "MatrixImport.h"
#include "TrustProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace attn;
using namespace attn::trusttest;

class TestTrustInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(appBinary()))
            QSKIP("attention-lab is not built");
        QVERIFY(m_dir.isValid());
        // The program must cope with the signals a session delivers by itself: start its
        // processes with the default actions, whatever this test inherited.
        for (int s : {SIGXFSZ, SIGTERM, SIGHUP, SIGINT})
            std::signal(s, SIG_DFL);
    }

    // Defect 8: a FIFO blocked open() forever. (The window is in badFileOpensTheWindow.)
    void namedPipeIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::newRow("--compute") << QStringList{QStringLiteral("--compute")} << 2;
        QTest::newRow("--export") << QStringList{QStringLiteral("--export"),
                                                 m_dir.filePath(QStringLiteral("o.png")),
                                                 QStringLiteral("--view"),
                                                 QStringLiteral("weights")}
                                  << 2;
    }

    void namedPipeIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        const QString fifo = m_dir.filePath(QStringLiteral("p"));
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        Launch launch;
        launch.arguments = arguments << fifo;
        AppRun r = run(launch, 20000);
        QCOMPARE(r.status, status);
        QCOMPARE(oneErrorLine(r),
                 fifo + QStringLiteral(": this is a named pipe (FIFO), not a regular file"));
        QFile::remove(fifo);
    }

    // A file that cannot be opened, given to the window (a double-click on it: Exec=
    // attention-lab %f, no terminal), ended the program with status 2 and a line on stderr
    // nobody saw. Now the window opens on the default example and says why (the message box
    // itself: tst_fileactions::openAtStartSaysWhy); the log still gets the reason. The
    // headless modes keep exit status 2 and their one line.
    void badFileOpensTheWindow_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content"); // null: a named pipe; "-": no file at all
        QTest::addColumn<QString>("reason");
        QTest::newRow("named pipe")
            << QStringLiteral("pipe.json") << QByteArray()
            << QStringLiteral("this is a named pipe (FIFO), not a regular file");
        QTest::newRow("missing") << QStringLiteral("missing.json") << QByteArray("-")
                                 << QStringLiteral("No such file or directory");
        QTest::newRow("syntax error")
            << QStringLiteral("broken.json") << QByteArray("{\"tokens\": [\"a\",\n}")
            << QStringLiteral("line 2, column 2: object is missing after a comma");
        QTest::newRow("bad value")
            << QStringLiteral("null.json")
            << QByteArray(R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3, null]]})")
            << QStringLiteral("embeddings[1][1]: expected a number, got null");
    }

    void badFileOpensTheWindow()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString path = home.filePath(name);
        if (content.isNull())
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else if (content != "-")
            QVERIFY(writeBytes(QFile::encodeName(path), content));

        Window window;
        Window::Options options;
        options.ready = "attention-lab: could not open ";
        QVERIFY2(window.startWith(home.path(), {path}, options), window.log.constData());
        QVERIFY2(window.waitFor("\n"), window.log.constData()); // the whole line
        const QByteArray line = window.log.mid(window.log.indexOf(options.ready));
        QVERIFY2(line.startsWith(
                     QByteArray(options.ready + QFile::encodeName(path) + ": " + reason.toUtf8())),
                 line.constData());
        // The window stays open (on its message box) until the session ends it.
        QTest::qWait(300);
        QCOMPARE(window.process.state(), QProcess::Running);
        window.signal(SIGTERM);
        QCOMPARE(window.waitForExit(), 128 + SIGTERM);

        // The headless modes still refuse it: exit status 2, one line naming file and reason.
        const AppRun r = run({QStringLiteral("--compute"), path}, 20000);
        QCOMPARE(r.status, 2);
        QVERIFY2(oneErrorLine(r).startsWith(path + QStringLiteral(": ") + reason),
                 r.err.constData());
    }

    // The other doors that read a file: a lesson, an imported matrix (File > Open is in
    // tst_fileactions). Each refuses the pipe at once instead of blocking.
    void namedPipeIsRefusedByEveryReader()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.csv"));
        QFile::remove(fifo);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString expected
            = fifo + QStringLiteral(": this is a named pipe (FIFO), not a regular file");
        QString error;
        Lesson lesson;
        QVERIFY(!loadLessonFile(fifo, lesson, &error));
        QCOMPARE(error, expected);
        ImportedMatrix matrix;
        QVERIFY(!loadMatrixFile(fifo, matrix, &error));
        QCOMPARE(error, expected);
        Scenario scenario;
        QVERIFY(!loadScenarioFile(fifo, scenario, &error));
        QCOMPARE(error, expected);
        QVERIFY(!loadScenarioFile(m_dir.path(), scenario, &error));
        QCOMPARE(error, m_dir.path() + QStringLiteral(": this is a folder, not a file"));
        QFile::remove(fifo);
    }

    // Defect 11: a file name that is not UTF-8 was "No such file or directory".
    void fileNameNotUtf8()
    {
        const QByteArray dir = QFile::encodeName(m_dir.path());
        const QByteArray name = dir + "/b\xff.json";
        QVERIFY(writeBytes(name, exampleText()));
        // The shell passes the bytes as they are (QProcess would encode the argument).
        Launch launch;
        launch.shellScript
            = QStringLiteral("exec \"$0\" --compute \"$(printf '%s/b\\377.json' \"$1\")\"");
        launch.arguments = QStringList{m_dir.path()};
        AppRun r = run(launch);
        QCOMPARE(r.status, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QLatin1String("n_keys")).toInt(), 4);

        // Written back under the same bytes.
        launch.shellScript = QStringLiteral(
            "exec \"$0\" --export \"$(printf '%s/w\\377.svg' \"$1\")\" --view weights "
            "\"$(printf '%s/b\\377.json' \"$1\")\"");
        r = run(launch);
        QCOMPARE(r.status, 0);
        struct stat info;
        QCOMPARE(::stat(QByteArray(dir + "/w\xff.svg").constData(), &info), 0);

        // A missing one is named unambiguously, as the shell would quote it.
        launch.shellScript
            = QStringLiteral("exec \"$0\" --compute \"$(printf '%s/c\\377.json' \"$1\")\"");
        r = run(launch);
        QCOMPARE(r.status, 2);
        QCOMPARE(oneErrorLine(r),
                 QStringLiteral("$'%1/c\\xff.json': No such file or directory").arg(m_dir.path()));
        // QTemporaryDir cannot name these to remove them.
        ::unlink(name.constData());
        ::unlink(QByteArray(dir + "/w\xff.svg").constData());
    }

    // --lesson names what is wrong with a file by its bytes, as FILE and --train do: a name
    // that is not UTF-8, or a symbolic link that loops, was "no built-in lesson named ...
    // and no such file".
    void lessonFileIsNamedByItsBytes()
    {
        const QByteArray dir = QFile::encodeName(m_dir.path());
        const QByteArray name = dir + "/l\xff.json";
        QVERIFY(writeBytes(name, "{\"format\": \"attention-lab-lesson\", \"version\": 1}"));
        Launch launch;
        launch.shellScript = QStringLiteral(
            "exec \"$0\" --handout \"$1/h.pdf\" --lesson \"$(printf '%s/l\\377.json' \"$1\")\"");
        launch.arguments = QStringList{m_dir.path()};
        AppRun r = run(launch);
        ::unlink(name.constData());
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        // Opened and read: the message is the lesson reader's, after the name in $'...'.
        const QString prefix = QStringLiteral("$'%1/l\\xff.json': ").arg(m_dir.path());
        QVERIFY2(oneErrorLine(r).startsWith(prefix), r.err.constData());
        QVERIFY2(!r.err.contains("no such file"), r.err.constData());

        // A symbolic link to itself: the system's reason, as for FILE and --train.
        const QString loop = m_dir.filePath(QStringLiteral("loop.json"));
        QCOMPARE(::symlink("loop.json", QFile::encodeName(loop).constData()), 0);
        for (const QStringList &arguments :
             {QStringList{QStringLiteral("--handout"), m_dir.filePath(QStringLiteral("h.pdf")),
                          QStringLiteral("--lesson"), loop},
              QStringList{QStringLiteral("--train"), loop},
              QStringList{QStringLiteral("--compute"), loop}}) {
            r = run(arguments);
            QCOMPARE(r.status, 2);
            QCOMPARE(oneErrorLine(r),
                     QStringLiteral("%1: Too many levels of symbolic links").arg(loop));
        }
        QFile::remove(loop);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("h.pdf"))));

        // A name that is nothing on disk is still told apart from the built-in names.
        r = run({QStringLiteral("--handout"), m_dir.filePath(QStringLiteral("h.pdf")),
                 QStringLiteral("--lesson"), QStringLiteral("nope")});
        QCOMPARE(r.status, 2);
        QCOMPARE(oneErrorLine(r),
                 QStringLiteral("--lesson: no built-in lesson named \"nope\" and no such file "
                                "(--list-lessons lists the names)"));
    }

    // Defect 10: scores around 1e-40 gave std 0 while min and max differed (float squares
    // underflowed). The statistics must match a double computation over the scores the
    // engine printed, over float's whole range.
    void statisticsOverTheFloatRange_data()
    {
        QTest::addColumn<QString>("scale");
        for (const char *a : {"1e-40", "2e-21", "1e-20", "1", "1e18"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }

    void statisticsOverTheFloatRange()
    {
        QFETCH(QString, scale);
        const QString path = m_dir.filePath(QStringLiteral("tiny.json"));
        const QByteArray text
            = QStringLiteral("{\"q\": [[%1], [%1]], \"k\": [[1], [2], [3], [4], [7]],"
                             " \"v\": [[1], [1], [1], [1], [1]], \"scale\": false}")
                  .arg(scale)
                  .toUtf8();
        QVERIFY(writeBytes(QFile::encodeName(path), text));
        const AppRun r = run({QStringLiteral("--compute"), path});
        QCOMPARE(r.status, 0);
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = result.value(QLatin1String("heads"))
                                    .toArray()
                                    .at(0)
                                    .toObject()
                                    .value(QLatin1String("scores"))
                                    .toArray();
        std::vector<double> scores;
        for (const QJsonValue &row : rows)
            for (const QJsonValue &value : row.toArray())
                scores.push_back(value.toDouble());
        QCOMPARE(int(scores.size()), 10);
        double mean = 0;
        for (double x : scores)
            mean += x / double(scores.size());
        double squares = 0;
        for (double x : scores)
            squares += (x - mean) * (x - mean);
        const double expected = std::sqrt(squares / double(scores.size() - 1));
        QVERIFY(expected > 0);
        const QJsonObject raw = result.value(QLatin1String("stats"))
                                    .toObject()
                                    .value(QLatin1String("raw"))
                                    .toObject();
        const double std = raw.value(QLatin1String("std")).toDouble();
        QVERIFY2(std::abs(std - expected) <= 1e-6 * expected,
                 qPrintable(QStringLiteral("std %1, expected %2").arg(std).arg(expected)));
        QVERIFY(raw.value(QLatin1String("min")).toDouble()
                < raw.value(QLatin1String("max")).toDouble());
        const double mean2 = raw.value(QLatin1String("mean")).toDouble();
        QVERIFY2(std::abs(mean2 - mean) <= 1e-6 * std::abs(mean),
                 qPrintable(QStringLiteral("mean %1, expected %2").arg(mean2).arg(mean)));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTrustInput)
#include "tst_trust_input.moc"
