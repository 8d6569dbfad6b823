// Handouts a student can work from paper, through the real binary and pdftotext: every
// exercise's numbers are printed (once) to the digits its answer needs, so recomputing the
// exercise from the numbers read back off the PDF lands within the key's tolerance of the
// key's answer; a variant's sheet lists the student's own numbers and no button to press;
// --answer-key leaves the key out or prints it alone.

#include "AppProcess.h"
#include "Lesson.h"
#include "LessonVariant.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using attn::apptest::AppRun;
using attn::apptest::runApp;
using namespace attn;

namespace {

QString pdfText(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

/// "1.541, −0.293" read back as numbers (the minus sign U+2212 as "-").
std::vector<double> numbersIn(QString text)
{
    std::vector<double> out;
    text.replace(QChar(0x2212), QLatin1Char('-'));
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        out.push_back(part.trimmed().toDouble(&ok));
        if (!ok)
            return {};
    }
    return out;
}

Lesson builtIn(const QString &name)
{
    Lesson lesson;
    for (const LessonInfo &info : builtInLessons())
        if (info.name == name && loadLessonFile(info.path, lesson, nullptr))
            return lesson;
    qFatal("no lesson %s", qPrintable(name));
}

/// The handout of `lesson` with `extra` arguments, as text; empty on failure.
QString handout(const QString &lesson, const QStringList &extra, QString *err = nullptr)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("h.pdf"));
    const AppRun run = runApp(
        QStringList{QStringLiteral("--handout"), out, QStringLiteral("--lesson"), lesson} + extra);
    if (err)
        *err = QString::fromUtf8(run.err);
    return run.status == 0 ? pdfText(out) : QString();
}

} // namespace

class TestHandoutExercises : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed: the PDF's text cannot be read");
    }

    void anExerciseIsWorkedFromThePrintedNumbers_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("atLeast"); // exercises recomputed from the sheet
        QTest::newRow("step-by-step") << QStringLiteral("step-by-step") << 4;
        QTest::newRow("one-query-two-keys") << QStringLiteral("one-query-two-keys") << 5;
        QTest::newRow("several-heads") << QStringLiteral("several-heads") << 2;
    }

    void anExerciseIsWorkedFromThePrintedNumbers()
    {
        QFETCH(QString, lesson);
        QFETCH(int, atLeast);
        QString err;
        const QString text = handout(lesson, {}, &err);
        QVERIFY2(!text.isEmpty(), qPrintable(err));
        const qsizetype keyAt = text.lastIndexOf(QStringLiteral("Answer key"));
        QVERIFY(keyAt > 0);
        const QString sheet = text.left(keyAt);
        const QString key = text.mid(keyAt);

        const Lesson l = builtIn(lesson);
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(l, starts, &error), qPrintable(error));
        const QRegularExpression row(QStringLiteral("(X|W_q|W_k|W_v|W_o|Q|K|V) row (\\d+) = "
                                                    "\\[([^\\]]*)\\]"));
        int exercise = 0;
        int recomputed = 0;
        qsizetype from = 0;
        for (size_t i = 0; i < l.steps.size(); ++i) {
            if (!l.steps[i].question)
                continue;
            const LessonQuestion &q = *l.steps[i].question;
            ++exercise;
            const qsizetype at = sheet.indexOf(QStringLiteral("Exercise %1. ").arg(exercise), from);
            QVERIFY2(at >= 0, qPrintable(QStringLiteral("exercise %1").arg(exercise)));
            const QString before = sheet.mid(from, at - from);
            from = at;
            const qsizetype block = before.lastIndexOf(QStringLiteral("The numbers to work from:"));
            if (block < 0 || !q.answer || q.kind == LessonQuestion::Kind::Choice)
                continue;
            // The printed numbers put in place of the scenario's, then the engine again.
            Scenario fromSheet = starts[i];
            QHash<QString, int> rows;
            for (auto m = row.globalMatch(before.mid(block)); m.hasNext();) {
                const QRegularExpressionMatch match = m.next();
                const QString name = match.captured(1);
                const int r = match.captured(2).toInt() - 1;
                const std::vector<double> values = numbersIn(match.captured(3));
                MatrixD *target = name == QLatin1String("X")     ? &fromSheet.embeddings
                                  : name == QLatin1String("Q")   ? &fromSheet.q
                                  : name == QLatin1String("K")   ? &fromSheet.k
                                  : name == QLatin1String("V")   ? &fromSheet.v
                                  : name == QLatin1String("W_q") ? &*fromSheet.wq
                                  : name == QLatin1String("W_k") ? &*fromSheet.wk
                                  : name == QLatin1String("W_v") ? &*fromSheet.wv
                                                                 : &*fromSheet.wo;
                QCOMPARE(qsizetype(values.size()), qsizetype(target->cols()));
                for (size_t c = 0; c < values.size(); ++c)
                    (*target)(r, Eigen::Index(c)) = values[c];
                ++rows[name];
            }
            // Printed once: one row per token of X (or of each matrix), no second copy.
            for (auto it = rows.begin(); it != rows.end(); ++it)
                QCOMPARE(it.value(),
                         it.key() == QLatin1String("X")   ? int(fromSheet.embeddings.rows())
                         : it.key() == QLatin1String("Q") ? int(fromSheet.q.rows())
                         : it.key() == QLatin1String("K") ? int(fromSheet.k.rows())
                         : it.key() == QLatin1String("V") ? int(fromSheet.v.rows())
                                                          : int(fromSheet.embeddings.cols()));
            const ExpectedAnswer byHand = expectedAnswer(q, fromSheet);
            QVERIFY2(byHand.ok, qPrintable(byHand.error));
            // The key's answer as printed.
            const QRegularExpression answer(
                QStringLiteral("Exercise %1 \\(step %2\\): .*? Answer: (\\[[^\\]]*\\]|\\S+)")
                    .arg(exercise)
                    .arg(i + 1));
            const QRegularExpressionMatch m = answer.match(key);
            QVERIFY2(m.hasMatch(), qPrintable(key));
            QString printed = m.captured(1);
            printed.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            const std::vector<double> keyNumbers = numbersIn(printed);
            QCOMPARE(keyNumbers.size(), byHand.numbers.size());
            for (size_t k = 0; k < keyNumbers.size(); ++k)
                QVERIFY2(std::abs(byHand.numbers[k] - keyNumbers[k]) <= q.tolerance,
                         qPrintable(QStringLiteral("exercise %1: %2 from the sheet, %3 in the key "
                                                   "(tolerance %4)")
                                        .arg(exercise)
                                        .arg(byHand.numbers[k])
                                        .arg(keyNumbers[k])
                                        .arg(q.tolerance)));
            ++recomputed;
        }
        QVERIFY2(recomputed >= atLeast, qPrintable(QString::number(recomputed)));
    }

    /// The step-by-step sheet: x1 to the digits s11 needs, not "1.5 −0.3 −2.2", and once.
    void stepByStepPrintsXToTheDigitsTheKeyNeeds()
    {
        const QString text = handout(QStringLiteral("step-by-step"), {});
        // x1 = [1.541, −0.293, −2.179]: two decimals at least (the recomputation above checks that
        // they are enough), never the one of the picture.
        QVERIFY2(text.contains(QStringLiteral("X row 1 = [1.54")), qPrintable(text.left(2000)));
        const qsizetype second = text.indexOf(QStringLiteral("Exercise 2. "));
        const qsizetype first = text.indexOf(QStringLiteral("Exercise 1. "));
        QVERIFY(first > 0 && second > first);
        QVERIFY2(
            !text.mid(first, second - first).contains(QStringLiteral("1.5 \u22120.3 \u22122.2")),
            qPrintable(text.mid(first, second - first)));
    }

    void aVariantSheetListsTheStudentsOwnNumbers()
    {
        const QString code = QStringLiteral("6V5GM");
        const QString text
            = handout(QStringLiteral("several-heads"), {QStringLiteral("--variant"), code});
        QVERIFY(!text.isEmpty());
        const Lesson lesson = builtIn(QStringLiteral("several-heads"));
        std::vector<Scenario> starts;
        QString error;
        const std::optional<quint32> seed = parseVariantCode(code);
        QVERIFY(seed);
        QVERIFY2(scriptedScenarios(lesson, starts, &error, seed), qPrintable(error));
        int listed = 0;
        for (size_t i = 0; i < lesson.steps.size(); ++i) {
            if (!lesson.steps[i].question)
                continue;
            for (const VaryingNumber &v : lesson.steps[i].question->vary) {
                QCOMPARE(v.matrix, QStringLiteral("wv"));
                const QString line = QStringLiteral("W_v row %1, column %2 = %3")
                                         .arg(v.row + 1)
                                         .arg(v.column + 1)
                                         .arg((*starts[i].wv)(v.row, v.column));
                QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" in ") + text));
                ++listed;
            }
        }
        QCOMPARE(listed, 2);
        QVERIFY(text.contains(QStringLiteral("Your own numbers in this exercise:")));
        QVERIFY2(!text.contains(QStringLiteral("New numbers"), Qt::CaseInsensitive),
                 "paper has no button to press");
    }

    void theAnswerKeyCanBeLeftOutOrPrintedAlone()
    {
        const QString whole = handout(QStringLiteral("one-query-two-keys"), {});
        const QString none = handout(QStringLiteral("one-query-two-keys"),
                                     {QStringLiteral("--answer-key"), QStringLiteral("none")});
        const QString only = handout(QStringLiteral("one-query-two-keys"),
                                     {QStringLiteral("--answer-key"), QStringLiteral("only")});
        const QString end = handout(QStringLiteral("one-query-two-keys"),
                                    {QStringLiteral("--answer-key"), QStringLiteral("end")});
        QVERIFY(whole.contains(QStringLiteral("Answer key")));
        QCOMPARE(end, whole);
        // The students' sheets: every exercise, no key, no answer.
        QVERIFY(!none.isEmpty());
        QVERIFY(!none.contains(QStringLiteral("Answer key")));
        QVERIFY(!none.contains(QStringLiteral("Answer: ")));
        QVERIFY(none.contains(QStringLiteral("Exercise 5. ")));
        QCOMPARE(none, whole.left(whole.lastIndexOf(QStringLiteral("Answer key"))).trimmed());
        // The teacher's sheet: the title and the key, the same key as the whole handout's.
        QVERIFY(only.contains(QStringLiteral("One query and two keys")));
        QVERIFY(!only.contains(QStringLiteral("Exercise 1. ")));
        QVERIFY(!only.contains(QStringLiteral("Name: ")));
        const QString key = whole.mid(whole.lastIndexOf(QStringLiteral("Answer key")));
        QVERIFY2(only.endsWith(key), qPrintable(only));

        QString err;
        QVERIFY(handout(QStringLiteral("one-query-two-keys"),
                        {QStringLiteral("--answer-key"), QStringLiteral("teacher")}, &err)
                    .isEmpty());
        QVERIFY2(err.contains(
                     QStringLiteral("--answer-key: expected end, none or only, got \"teacher\"")),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestHandoutExercises)
#include "tst_handoutexercises.moc"
