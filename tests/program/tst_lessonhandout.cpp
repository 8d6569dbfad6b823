// The lesson doors of the command line, through the real binary with no display:
// --list-lessons prints one name a line; --handout writes a PDF whose text (pdftotext, from
// poppler-utils) holds the lesson's title in the language asked for and the answer key, with
// the engine's numbers in that language's style; --variant puts a student's numbers in it;
// --export --lang vi writes Vietnamese labels; wrong usage is refused with one line.

#include "AppProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using attn::apptest::AppRun;
using attn::apptest::runApp;

namespace {

/// The PDF's text with every run of white space made one space; empty if pdftotext fails.
QString pdfText(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

/// Writes `json` to `path`; false if it could not.
bool writeFile(const QString &path, const QByteArray &json)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(json) == json.size();
}

/// Numbered sentences, "Sentence 1 of the long step says ..." to "Sentence `count` ...".
QStringList sentences(int count)
{
    QStringList out;
    for (int i = 1; i <= count; ++i)
        out << QStringLiteral("Sentence %1 of the long step says that the weights of a query "
                              "row sum to one.")
                   .arg(i);
    return out;
}

/// A lesson of the steps `texts`, the first on the example of seed 002.
QByteArray lessonOf(const QStringList &texts)
{
    QJsonArray steps;
    for (const QString &text : texts) {
        QJsonObject step{{QStringLiteral("text"), text}};
        if (steps.isEmpty())
            step.insert(QStringLiteral("example"), QStringLiteral("seed002-one-query-two-keys"));
        steps.append(step);
    }
    return QJsonDocument(
               QJsonObject{{QStringLiteral("format"), QStringLiteral("attention-lab-lesson")},
                           {QStringLiteral("version"), 2},
                           {QStringLiteral("title"), QStringLiteral("Long text")},
                           {QStringLiteral("steps"), steps}})
        .toJson();
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

class TestLessonHandout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed: the PDF's text cannot be read");
    }

    void listsTheLessons()
    {
        const AppRun run = runApp({QStringLiteral("--list-lessons")});
        QCOMPARE(run.status, 0);
        QVERIFY(run.err.isEmpty());
        const QList<QByteArray> names = run.out.trimmed().split('\n');
        QCOMPARE(names.size(), QDir(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons"))
                                   .entryList({QStringLiteral("*.json")}, QDir::Files)
                                   .size());
        QCOMPARE(names.first(), QByteArray("one-query-two-keys"));
        QVERIFY(names.contains("several-heads"));
        QVERIFY(names.contains("pytorch-to-picture"));
        QCOMPARE(names.last(), QByteArray("nowhere-to-look"));
    }

    void handoutInIndonesianHoldsTitleAndAnswerKey()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("pelajaran.pdf"));
        const AppRun run = runApp({QStringLiteral("--handout"), out, QStringLiteral("--lesson"),
                                   QStringLiteral("one-query-two-keys"), QStringLiteral("--lang"),
                                   QStringLiteral("id")});
        QVERIFY2(run.status == 0, run.err.constData());
        const QString text = pdfText(out);
        QVERIFY2(text.contains(QStringLiteral("Satu kueri dan dua key, dihitung manual")),
                 qPrintable(text.left(300)));
        // The answer key, last: the engine's numbers with a decimal comma (seed 002: the
        // scaled score 1,41, the weight 0,804, the unscaled weight 0,881).
        const int key = text.lastIndexOf(QStringLiteral("Kunci jawaban"));
        QVERIFY2(key > 0, qPrintable(text.right(400)));
        const QString answers = text.mid(key);
        for (const char *number : {"Jawaban: 2", "Jawaban: 1,41", "Jawaban: 0,804",
                                   "Jawaban: 0,881", "Jawaban: [8,04; 1,96]"})
            QVERIFY2(answers.contains(QString::fromUtf8(number)),
                     qPrintable(QString::fromUtf8(number) + QStringLiteral(" in ") + answers));
        // The exercises' pages do not give the answers away before the key.
        QVERIFY(!text.left(key).contains(QStringLiteral("Jawaban: 0,804")));
    }

    void aVariantPutsTheStudentsNumbersInTheKey()
    {
        QTemporaryDir dir;
        QString keys[3];
        const char *codes[] = {"7KQ2M", "7KQ2M", "1ABCD"};
        for (int i = 0; i < 3; ++i) {
            const QString out = dir.filePath(QStringLiteral("v%1.pdf").arg(i));
            const AppRun run = runApp({QStringLiteral("--handout"), out, QStringLiteral("--lesson"),
                                       QStringLiteral("several-heads"), QStringLiteral("--variant"),
                                       QLatin1String(codes[i])});
            QVERIFY2(run.status == 0, run.err.constData());
            const QString text = pdfText(out);
            QVERIFY(text.contains(QStringLiteral("Variant %1").arg(QLatin1String(codes[i]))));
            keys[i] = text.mid(text.lastIndexOf(QStringLiteral("Answer key")));
            QVERIFY(keys[i].contains(QStringLiteral("Exercise 5 (step 5)")));
        }
        QCOMPARE(keys[0], keys[1]);
        QVERIFY(keys[0] != keys[2]);
    }

    void exportInVietnameseHasVietnameseLabels()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("weights.svg"));
        const AppRun run
            = runApp({QStringLiteral("--export"), out, QStringLiteral("--view"),
                      QStringLiteral("weights"), QStringLiteral("--lang"), QStringLiteral("vi"),
                      QStringLiteral("--example"), QStringLiteral("seed002-one-query-two-keys")});
        QVERIFY2(run.status == 0, run.err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY2(svg.contains(QStringLiteral(">0,804<")), "the decimal comma");
        QVERIFY2(svg.contains(QStringLiteral("Tr\u1ecdng s\u1ed1")), "a Vietnamese label");
        QVERIFY(!svg.contains(QStringLiteral(">Weights")));
    }

    /// A lesson whose step the engine refuses: the handout names the step and the reason
    /// (an ALiBi bias outside float's range gave "steps[0]:" and nothing after it).
    void aRefusedStepIsNamed()
    {
        QTemporaryDir dir;
        const QString lesson = dir.filePath(QStringLiteral("slopes.json"));
        QFile file(lesson);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "attention-lab-lesson", "version": 2, "title": "Slopes",
            "steps": [{"text": "Too steep.", "scenario": {"q": [[1], [2], [3]],
              "k": [[1], [0], [-1]], "v": [[1], [2], [3]],
              "positions": {"kind": "alibi", "slopes": [2e38]}}}]})");
        file.close();
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        const AppRun run
            = runApp({QStringLiteral("--handout"), pdf, QStringLiteral("--lesson"), lesson});
        QCOMPARE(run.status, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.endsWith("steps[0]: positions.slopes[0]: 2e+38 times the distance 2 "
                                  "between query 0 and key 2 (the ALiBi bias of head 0) is "
                                  "outside the single-precision range of the engine (|x| < "
                                  "3.4e38)\n"),
                 run.err.constData());
        QVERIFY(!QFile::exists(pdf));
    }

    // A step of about 6,000 characters stopped mid-sentence at the foot of page 2, the rest
    // missing, and the export said nothing (exit 0): its lines go on to the next pages.
    void aLongStepFlowsOntoTheNextPages()
    {
        QTemporaryDir dir;
        // Paragraphs of one sentence: more than two pages in any font.
        const QStringList said = sentences(80);
        const QString longText = said.join(QStringLiteral("\n\n"));
        QVERIFY(longText.size() > 6000 && longText.size() < 6500);
        const QString lesson = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(writeFile(lesson, lessonOf({QStringLiteral("A short first step."), longText,
                                            QStringLiteral("The step after the long one.")})));
        const QString out = dir.filePath(QStringLiteral("long.pdf"));
        const AppRun run
            = runApp({QStringLiteral("--handout"), out, QStringLiteral("--lesson"), lesson});
        QVERIFY2(run.status == 0, run.err.constData());
        const QString text = pdfText(out);
        // Every sentence, in order, the last one whole, then the step after it.
        qsizetype at = 0;
        for (const QString &sentence : said) {
            const qsizetype found = text.indexOf(sentence, at);
            QVERIFY2(found >= 0, qPrintable(sentence + QStringLiteral(" is not after ")
                                            + text.mid(at - 200, 400)));
            at = found + sentence.size();
        }
        QVERIFY(text.indexOf(QStringLiteral("The step after the long one."), at) > 0);
    }

    // A word longer than a line (a path, a formula written out) ran past the right margin
    // and off the page: it is broken onto the next line.
    void aWordLongerThanALineIsBrokenNotCut()
    {
        QTemporaryDir dir;
        QString word;
        for (int i = 0; i < 40; ++i)
            word += QStringLiteral("piece%1_").arg(i, 2, 10, QLatin1Char('0'));
        const QString lesson = dir.filePath(QStringLiteral("word.json"));
        QVERIFY(writeFile(lesson, lessonOf({QStringLiteral("Before it: ") + word})));
        const QString out = dir.filePath(QStringLiteral("word.pdf"));
        const AppRun run
            = runApp({QStringLiteral("--handout"), out, QStringLiteral("--lesson"), lesson});
        QVERIFY2(run.status == 0, run.err.constData());
        const QString text = pdfText(out).remove(QLatin1Char(' '));
        QVERIFY2(text.contains(word), qPrintable(text.left(600)));
    }

    void wrongUsageIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("no lesson") << args({"--handout", "x.pdf"})
                                   << QStringLiteral("error: --handout needs --lesson NAME");
        QTest::newRow("unknown lesson")
            << args({"--handout", "x.pdf", "--lesson", "nope"})
            << QStringLiteral("error: --lesson: no built-in lesson named \"nope\"");
        QTest::newRow("bad variant")
            << args({"--handout", "x.pdf", "--lesson", "several-heads", "--variant", "12"})
            << QStringLiteral("error: --variant: expected a variant code");
        QTest::newRow("no varying numbers")
            << args({"--handout", "x.pdf", "--lesson", "causal-mask", "--variant", "7KQ2M"})
            << QStringLiteral("error: --variant: the lesson \"causal-mask\" has no varying");
        QTest::newRow("lesson without handout")
            << args({"--compute", "--lesson", "x", "--example", "padding"})
            << QStringLiteral("error: --lesson and --variant go with --handout");
        QTest::newRow("not a pdf") << args({"--handout", "x.png", "--lesson", "causal-mask"})
                                   << QStringLiteral("error: --handout x.png: the file name");
    }

    void wrongUsageIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const AppRun run = runApp(arguments);
        QCOMPARE(run.status, 2);
        QVERIFY2(QString::fromUtf8(run.err).startsWith(error), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_MAIN(TestLessonHandout)
#include "tst_lessonhandout.moc"
