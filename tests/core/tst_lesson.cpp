// Lessons: every shipped lesson parses and builds; every exercise's expected
// answer, computed by the engine from the lesson's reference, is the seed's printed number;
// bad lesson files get messages that name the place.

#include "Attention.h"
#include "Intervention.h"
#include "Lesson.h"
#include "LessonSpoilers.h"
#include "NumberInput.h"
#include "TestHelpers.h"
#include "WalkthroughFacts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace attn;
using testing::loadExampleOrDie;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

Lesson builtIn(const QString &name)
{
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons) {
        if (info.name != name)
            continue;
        Lesson lesson;
        QString error;
        if (!loadLessonFile(info.path, lesson, &error))
            qFatal("%s", qPrintable(error));
        return lesson;
    }
    qFatal("no lesson %s", qPrintable(name));
    return {};
}

/// A minimal valid lesson with `step` as its only step (JSON text of one step object).
QByteArray oneStep(const QByteArray &step)
{
    return R"({"format": "attention-lab-lesson", "title": "t", "steps": [)" + step + "]}";
}

/// A lesson file of `steps` (each a step object), the first on seed 002's example; its
/// title "t".
QByteArray lessonFile(QJsonArray steps)
{
    QJsonObject first = steps.at(0).toObject();
    first.insert(QStringLiteral("example"), QStringLiteral("seed002-one-query-two-keys"));
    steps.replace(0, first);
    return QJsonDocument(
               QJsonObject{{QStringLiteral("format"), QStringLiteral("attention-lab-lesson")},
                           {QStringLiteral("title"), QStringLiteral("t")},
                           {QStringLiteral("steps"), steps}})
        .toJson();
}

QJsonObject stepWithText(const QJsonValue &text)
{
    return QJsonObject{{QStringLiteral("text"), text}};
}

/// Loads `json` from a file `name` in `dir`: the error, empty when it loads.
QString loadError(const QTemporaryDir &dir, const QString &name, const QByteArray &json,
                  Lesson *loaded = nullptr)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    Lesson lesson;
    QString error;
    if (!loadLessonFile(path, lesson, &error))
        return error;
    if (loaded)
        *loaded = lesson;
    return QString();
}

} // namespace

class TestLesson : public QObject
{
    Q_OBJECT

private slots:
    void everyShippedLessonLoads()
    {
        const QList<LessonInfo> lessons = builtInLessons();
        // Every lesson file of the source tree is built in (and, below, loads).
        const QStringList files
            = QDir(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons"))
                  .entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 6);
        QCOMPARE(lessons.size(), files.size());
        QCOMPARE(lessons.first().name, QStringLiteral("one-query-two-keys"));
        for (const LessonInfo &info : lessons) {
            Lesson lesson;
            QString error;
            QVERIFY2(loadLessonFile(info.path, lesson, &error), qPrintable(error));
            QVERIFY(!lesson.title.en.isEmpty());
            QVERIFY(lesson.steps.size() >= 3);
            std::vector<Scenario> starts;
            QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
            for (size_t i = 0; i < lesson.steps.size(); ++i) {
                const LessonStep &step = lesson.steps[i];
                QVERIFY2(!step.text.en.isEmpty(), qPrintable(info.name));
                QVERIFY(compute(starts[i]).ok);
                if (!step.question)
                    continue;
                // Every question explains why, and a numeric one shows the engine's number.
                QVERIFY(!step.question->explanation.en.isEmpty());
                const ExpectedAnswer answer = expectedAnswer(*step.question, starts[i]);
                QVERIFY2(answer.ok, qPrintable(answer.error));
                if (step.question->kind == LessonQuestion::Kind::Numeric)
                    QVERIFY2(step.question->explanation.en.contains(QLatin1String("{answer}")),
                             qPrintable(info.name + QStringLiteral(" step %1").arg(i)));
            }
        }
    }

    void seedAnswers_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("step");
        QTest::addColumn<std::vector<double>>("expected");
        QTest::addColumn<double>("tolerance");
        const QString one = QStringLiteral("one-query-two-keys");
        // Seed 002: scaled scores [1.414, 0], weights [0.804, 0.196], output [8.04, 1.96],
        // unscaled weights [0.881, 0.119]; the exercises: [10, 1.96] and v2 = [0, 10].
        QTest::newRow("002 raw score") << one << 0 << std::vector<double>{2} << 1e-6;
        QTest::newRow("002 scaled score") << one << 1 << std::vector<double>{1.414} << 5e-4;
        QTest::newRow("002 weight") << one << 2 << std::vector<double>{0.804} << 5e-4;
        QTest::newRow("002 output") << one << 3 << std::vector<double>{8.04, 1.96} << 5e-3;
        QTest::newRow("002 unscaled weight") << one << 4 << std::vector<double>{0.881} << 5e-4;
        QTest::newRow("002 exercise v2 = [10, 10]")
            << one << 5 << std::vector<double>{10, 1.96} << 5e-3;
        QTest::newRow("002 exercise mask k1") << one << 7 << std::vector<double>{0, 10} << 1e-5;
        // Seed 000: weight row 1 [0.808, ...], every row sums to 1, output row 1 [1.34, ...].
        const QString two = QStringLiteral("step-by-step");
        QTest::newRow("000 d_k") << two << 0 << std::vector<double>{3} << 0.0;
        QTest::newRow("000 weight 1,1") << two << 3 << std::vector<double>{0.808} << 5e-4;
        QTest::newRow("000 row sum") << two << 4 << std::vector<double>{1} << 1e-5;
        QTest::newRow("000 output 1,1") << two << 6 << std::vector<double>{1.34} << 5e-3;
        // Seed 000 at d_k = 64: std 6.48 / 0.81, max weight 0.812 / 0.273.
        const QString three = QStringLiteral("why-sqrt-dk");
        QTest::newRow("000 raw std") << three << 0 << std::vector<double>{6.48} << 5e-3;
        QTest::newRow("000 divisor") << three << 1 << std::vector<double>{8} << 1e-5;
        QTest::newRow("000 scaled std") << three << 2 << std::vector<double>{0.81} << 5e-3;
        QTest::newRow("000 raw max weight") << three << 3 << std::vector<double>{0.812} << 5e-4;
        QTest::newRow("000 scaled max weight") << three << 4 << std::vector<double>{0.273} << 5e-4;
        // Seed 000's causal mask: 6 blocked pairs, row 1 = [1, 0, 0, 0], row 4's 0.41; seed
        // 002's leak closed by the mask gives seed 002's output.
        const QString four = QStringLiteral("causal-mask");
        QTest::newRow("000 blocked") << four << 0 << std::vector<double>{6} << 0.0;
        QTest::newRow("000 causal row 1") << four << 1 << std::vector<double>{1} << 1e-6;
        QTest::newRow("000 causal row 4") << four << 2 << std::vector<double>{0.41} << 5e-3;
        QTest::newRow("002 leak closed") << four << 5 << std::vector<double>{8.04, 1.96} << 5e-3;
        QTest::newRow("padding blocked") << four << 6 << std::vector<double>{10} << 0.0;
        // Seed 003: head_dim = d_model / num_heads = 4 / 2.
        QTest::newRow("003 head_dim")
            << QStringLiteral("multi-head") << 1 << std::vector<double>{2} << 0.0;
        // Seed 002 interventions: v1 zeroed -> [0, 1.96]; k2 knocked out moves the output
        // from [8.04, 1.96] to [10, 0], by |[1.96, -1.96]| = 2.77 (2.766 unrounded).
        const QString six = QStringLiteral("interventions");
        QTest::newRow("002 zero v1") << six << 1 << std::vector<double>{0, 1.96} << 5e-3;
        QTest::newRow("002 knock out k2") << six << 2 << std::vector<double>{2.77} << 1e-2;
    }

    void seedAnswers()
    {
        QFETCH(QString, lesson);
        QFETCH(int, step);
        QFETCH(std::vector<double>, expected);
        QFETCH(double, tolerance);
        const Lesson l = builtIn(lesson);
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(l, starts, &error), qPrintable(error));
        QVERIFY(l.steps[size_t(step)].question);
        const ExpectedAnswer answer
            = expectedAnswer(*l.steps[size_t(step)].question, starts[size_t(step)]);
        QVERIFY2(answer.ok, qPrintable(answer.error));
        QCOMPARE(answer.numbers.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i)
            EXPECT_NEAR(answer.numbers[i], expected[i], tolerance);
        // The seed's printed number passes the question's own tolerance.
        QVERIFY(numbersMatch(expected, answer.numbers, l.steps[size_t(step)].question->tolerance));
    }

    void choiceAnswers_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("choice");
        QTest::newRow("x3 attends most to x1") << QStringLiteral("step-by-step") << 5 << 0;
        // Seed 003's slide: "Orange" -> .21 .03 .05 .31 .40: "fruit".
        QTest::newRow("Orange attends fruit") << QStringLiteral("multi-head") << 0 << 4;
        QTest::newRow("mask before softmax") << QStringLiteral("one-query-two-keys") << 8 << 0;
    }

    void choiceAnswers()
    {
        QFETCH(QString, lesson);
        QFETCH(int, step);
        QFETCH(int, choice);
        const Lesson l = builtIn(lesson);
        std::vector<Scenario> starts;
        QVERIFY(scriptedScenarios(l, starts, nullptr));
        const ExpectedAnswer answer
            = expectedAnswer(*l.steps[size_t(step)].question, starts[size_t(step)]);
        QVERIFY2(answer.ok, qPrintable(answer.error));
        QCOMPARE(answer.choice, choice);
    }

    void scriptFollowsTheExercises()
    {
        // After exercise 1 is answered v2 = [10, 10]; step 8 sets it back; exercise 2 masks k1.
        const Lesson l = builtIn(QStringLiteral("one-query-two-keys"));
        std::vector<Scenario> starts;
        QVERIFY(scriptedScenarios(l, starts, nullptr));
        QCOMPARE(starts[6].v(1, 0), 10.0);
        QCOMPARE(starts[7].v(1, 0), 0.0);
        QVERIFY(!starts[7].mask);
        QVERIFY(starts[8].mask && !(*starts[8].mask)(0, 0) && (*starts[8].mask)(0, 1));
    }

    /// What a picture of a step's numbers would answer (lesson 1, seed 002): a picture of
    /// step 4 answers exercises 1 to 4 (the raw score, the scaled score, the weight, the
    /// output); with the scaling off (step 5) the raw score is still 2, the scaled score is
    /// not 1.41; step 10 has k1 masked: its weights answer nothing before it, its raw
    /// scores still do.
    void picturesThatAnswerExercises()
    {
        const Lesson l = builtIn(QStringLiteral("one-query-two-keys"));
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(l, starts, &error), qPrintable(error));
        QCOMPARE(answerKind(*l.steps[0].question), AnswerKind::Scores);
        QCOMPARE(answerKind(*l.steps[1].question), AnswerKind::ScaledScores);
        QCOMPARE(answerKind(*l.steps[2].question), AnswerKind::Results);
        const std::vector<ExpectedAnswer> answers = lessonAnswers(l, starts);
        QCOMPARE(answers.size(), l.steps.size());
        QVERIFY(answers[0].ok);
        QCOMPARE(answers[0].numbers.front(), 2.0); // q·k1
        const std::vector<int> fourth = exercisesShownBy(l, answers, starts[3]);
        for (int step : {0, 1, 2, 3})
            QVERIFY2(std::count(fourth.begin(), fourth.end(), step) == 1,
                     qPrintable(QString::number(step)));
        // Step 10 masks k1 (step 11, the Jacobian, starts again from the example).
        const std::vector<int> last = exercisesShownBy(l, answers, starts[9]);
        QVERIFY(std::count(last.begin(), last.end(), 0) == 1);
        QVERIFY(std::count(last.begin(), last.end(), 2) == 0);
        const std::vector<int> unscaled = exercisesShownBy(l, answers, starts[4]);
        QVERIFY(std::count(unscaled.begin(), unscaled.end(), 0) == 1); // q·k1 = 2 either way
        QVERIFY(std::count(unscaled.begin(), unscaled.end(), 1) == 0); // 2, not 2 / √2
        QVERIFY(std::count(unscaled.begin(), unscaled.end(), 4) == 1); // its own: 0.881
        // From step 5 on only: exercise 1 is not among them.
        const std::vector<int> later = exercisesShownBy(l, answers, starts[9], 4);
        QVERIFY(std::count(later.begin(), later.end(), 0) == 0);
    }

    void badLessonsNameThePlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("place");
        const QByteArray ex = R"("example": "seed002-one-query-two-keys", )";
        QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
        QTest::newRow("syntax") << QByteArray("{\n  \"format\": ,\n}")
                                << QStringLiteral("line 2, column");
        QTest::newRow("format") << QByteArray(R"({"title": "t", "steps": []})")
                                << QStringLiteral("format:");
        QTest::newRow("no steps") << QByteArray(
            R"({"format": "attention-lab-lesson", "title": "t"})")
                                  << QStringLiteral("steps:");
        QTest::newRow("no title") << QByteArray(
            R"({"format": "attention-lab-lesson", "steps": [{}]})")
                                  << QStringLiteral("title:");
        QTest::newRow("no text") << oneStep("{" + ex.chopped(2) + "}")
                                 << QStringLiteral("steps[0].text:");
        // One language is enough (Indonesian alone is a lesson); none at all is not.
        QTest::newRow("no language") << oneStep("{" + ex + R"("text": {"id": "  "}})")
                                     << QStringLiteral("steps[0].text: a text is required");
        QTest::newRow("unknown key") << oneStep("{" + ex + R"("text": "x", "colour": 1})")
                                     << QStringLiteral("steps[0].colour:");
        QTest::newRow("unknown example") << oneStep(R"({"example": "nope", "text": "x"})")
                                         << QStringLiteral("steps[0].example:");
        QTest::newRow("first step without scenario")
            << oneStep(R"({"text": "x"})") << QStringLiteral("steps[0]:");
        QTest::newRow("bad scenario")
            << oneStep(R"({"scenario": {"q": [[1]], "k": [[1, 2]], "v": [[1]]}, "text": "x"})")
            << QStringLiteral("steps[0].scenario:");
        QTest::newRow("bad op") << oneStep("{" + ex + R"("text": "x", "change": [{"op": "fly"}]})")
                                << QStringLiteral("steps[0].change[0].op:");
        QTest::newRow("bad matrix")
            << oneStep("{" + ex
                       + R"("text": "x", "change": [{"op": "set_cell", "matrix": "z", )"
                         R"("row": 0, "column": 0, "value": 1}]})")
            << QStringLiteral("steps[0].change[0].matrix:");
        QTest::newRow("row too long")
            << oneStep("{" + ex
                       + R"("text": "x", "change": [{"op": "set_row", "matrix": "v", )"
                         R"("row": 1, "values": [1, 2, 3]}]})")
            << QStringLiteral("steps[0].change[0]:");
        QTest::newRow("matrix of the other mode")
            << oneStep("{" + ex
                       + R"("text": "x", "change": [{"op": "set_cell", "matrix": "x", )"
                         R"("row": 0, "column": 0, "value": 1}]})")
            << QStringLiteral("steps[0].change[0]:");
        QTest::newRow("hide not a name")
            << oneStep("{" + ex + R"("text": "x", "hide": ["Menu bar"]})")
            << QStringLiteral("steps[0].hide[0]:");
        QTest::newRow("stage unknown") << oneStep("{" + ex + R"("text": "x", "stage": "mix"})")
                                       << QStringLiteral("steps[0].stage:");
        QTest::newRow("numeric without answer")
            << oneStep("{" + ex + R"("text": "x", "question": {"text": "q", "explanation": "e"}})")
            << QStringLiteral("steps[0].question:");
        QTest::newRow("typed answer")
            << oneStep("{" + ex
                       + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
                         R"("answer": 8.04}})")
            << QStringLiteral("steps[0].question.answer:");
        QTest::newRow("unknown quantity")
            << oneStep("{" + ex
                       + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
                         R"("answer": {"logits": [0]}}})")
            << QStringLiteral("steps[0].question.answer.logits:");
        QTest::newRow("bad stat") << oneStep(
            "{" + ex
            + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
              R"("answer": {"stat": "raw.median"}}})")
                                  << QStringLiteral("steps[0].question.answer.stat:");
        QTest::newRow("row out of range")
            << oneStep("{" + ex
                       + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
                         R"("answer": {"output": [5]}}})")
            << QStringLiteral("steps[0].question.answer:");
        QTest::newRow("correct out of range")
            << oneStep("{" + ex
                       + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
                         R"("choices": ["a", "b"], "correct": 2}})")
            << QStringLiteral("steps[0].question.correct:");
        QTest::newRow("largest beyond the choices")
            << oneStep(R"({"example": "seed003-orange-weights", "text": "x", "question": {)"
                       R"("text": "q", "explanation": "e", "choices": ["a", "b"], )"
                       R"("answer": {"largest": {"weights": [0, 0]}}}})")
            << QStringLiteral("steps[0].question.answer:");
        QTest::newRow("bad after edit")
            << oneStep("{" + ex
                       + R"("text": "x", "question": {"text": "q", "explanation": "e", )"
                         R"("answer": {"output": [0]}, "after": [{"op": "mask_key", "key": 9}]}})")
            << QStringLiteral("steps[0].question.after[0]:");
    }

    void badLessonsNameThePlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, place);
        Lesson lesson;
        lesson.title.en = QStringLiteral("unchanged");
        QString error;
        const bool ok = parseLesson(json, lesson, &error) && checkLesson(lesson, &error);
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(place), qPrintable(error));
    }

    // A step's text of 10 MB froze the window for minutes: a text, the lesson's texts and its
    // steps are bounded; past a bound the file is refused, naming the file and the step.
    void textsAndStepsAreBounded()
    {
        QTemporaryDir dir;
        const int most = limits::maxLessonTextCharacters;
        const QString atTheBound(most, QLatin1Char('a'));
        Lesson lesson;
        QString error = loadError(
            dir, QStringLiteral("bound.json"),
            lessonFile({stepWithText(QStringLiteral("first")), stepWithText(atTheBound)}), &lesson);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(lesson.steps[1].text.en.size(), qsizetype(most));

        // One character more, in English (a plain string) or in Indonesian.
        const QString path = dir.filePath(QStringLiteral("over.json"));
        error = loadError(dir, QStringLiteral("over.json"),
                          lessonFile({stepWithText(QStringLiteral("first")),
                                      stepWithText(QString(atTheBound + QLatin1Char('a')))}));
        QCOMPARE(error, path
                            + QStringLiteral(": steps[1].text: 10001 characters, more than the "
                                             "10000 a text of a lesson may have"));
        QJsonObject question{
            {QStringLiteral("text"), QStringLiteral("q")},
            {QStringLiteral("answer"), QJsonObject{{QStringLiteral("output"), QJsonArray{0}}}},
            {QStringLiteral("explanation"),
             QJsonObject{{QStringLiteral("en"), QStringLiteral("e")},
                         {QStringLiteral("id"), QString(atTheBound + QLatin1Char('a'))}}}};
        QJsonObject asking = stepWithText(QStringLiteral("x"));
        asking.insert(QStringLiteral("question"), question);
        error = loadError(dir, QStringLiteral("over.json"), lessonFile({asking}));
        QCOMPARE(error, path
                            + QStringLiteral(": steps[0].question.explanation.id: 10001 "
                                             "characters, more than the 10000 a text of a "
                                             "lesson may have"));

        // Characters, not UTF-16 units: 10000 emoji are a text at the bound.
        QString emoji;
        for (int i = 0; i < most; ++i)
            emoji += QString::fromUcs4(U"\U0001F600", 1);
        error = loadError(dir, QStringLiteral("emoji.json"), lessonFile({stepWithText(emoji)}));
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // The lesson's texts together: "t" and twenty steps of 9999 characters and one more
        // pass 200000 in the 21st step.
        QJsonArray steps;
        for (int i = 0; i < 21; ++i)
            steps.append(stepWithText(QString(most - 1, QLatin1Char('b'))));
        error = loadError(dir, QStringLiteral("total.json"), lessonFile(steps));
        QCOMPARE(error, dir.filePath(QStringLiteral("total.json"))
                            + QStringLiteral(": steps[20].text: the lesson's texts reach 209980 "
                                             "characters here, more than the 200000 a lesson "
                                             "may have in all"));
        steps.removeLast();
        QVERIFY(loadError(dir, QStringLiteral("total.json"), lessonFile(steps)).isEmpty());

        // Steps: 200 load, 201 are refused before any is read.
        steps = QJsonArray();
        for (int i = 0; i < limits::maxLessonSteps; ++i)
            steps.append(stepWithText(QStringLiteral("step %1").arg(i)));
        error = loadError(dir, QStringLiteral("steps.json"), lessonFile(steps), &lesson);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(int(lesson.steps.size()), 200);
        steps.append(stepWithText(QStringLiteral("one too many")));
        QCOMPARE(loadError(dir, QStringLiteral("steps.json"), lessonFile(steps)),
                 dir.filePath(QStringLiteral("steps.json"))
                     + QStringLiteral(": steps: 201 steps, more than the 200 a lesson may have"));
    }

    void aTeachersOwnLesson()
    {
        // A plain string is English; Indonesian and Vietnamese fall back to it.
        const QByteArray json = oneStep(
            R"({"scenario": {"q": [[2, 0]], "k": [[1, 0], [0, 1]], "v": [[10, 0], [0, 10]]},
                "text": {"en": "Hello", "vi": "Xin chào"},
                "question": {"text": "Output?", "answer": {"output": [0]}, "tolerance": 0.02,
                             "explanation": "It is {answer}."}})");
        Lesson lesson;
        QString error;
        QVERIFY2(parseLesson(json, lesson, &error), qPrintable(error));
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        QCOMPARE(lesson.steps[0].text.in(QStringLiteral("vi_VN")), QStringLiteral("Xin chào"));
        QCOMPARE(lesson.steps[0].text.in(QStringLiteral("id")), QStringLiteral("Hello"));
        const ExpectedAnswer answer
            = expectedAnswer(*lesson.steps[0].question, *lesson.steps[0].scenario);
        QVERIFY(answer.ok);
        EXPECT_NEAR(answer.numbers[0], 8.04, 5e-3);
    }

    void parseNumbers_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<std::vector<double>>("numbers");
        QTest::newRow("en semicolon") << "en_US"
                                      << "10; 1.96" << true << std::vector<double>{10, 1.96};
        QTest::newRow("en brackets") << "en_US"
                                     << "[10, 1.96]" << true << std::vector<double>{10, 1.96};
        QTest::newRow("en minus sign") << "en_US"
                                       << "\u22120.367" << true << std::vector<double>{-0.367};
        QTest::newRow("id comma") << "id_ID"
                                  << "10; 1,96" << true << std::vector<double>{10, 1.96};
        QTest::newRow("vi comma") << "vi_VN"
                                  << "[8,04; 1,96]" << true << std::vector<double>{8.04, 1.96};
        QTest::newRow("id point") << "id_ID"
                                  << "1.96" << true << std::vector<double>{1.96};
        QTest::newRow("id not grouped") << "id_ID"
                                        << "1.960" << true << std::vector<double>{1.96};
        QTest::newRow("words") << "en_US"
                               << "ten" << false << std::vector<double>{};
        QTest::newRow("empty") << "en_US"
                               << " " << false << std::vector<double>{};
        QTest::newRow("inf") << "en_US"
                             << "inf" << false << std::vector<double>{};
    }

    /// The one reading of a typed number (core/format/NumberInput) that every editor uses.
    void readNumber_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("max");
        QTest::addColumn<int>("refusal");
        QTest::addColumn<double>("value");
        const double any = std::numeric_limits<double>::max();
        const int none = int(attn::NumberRefusal::None);
        QTest::newRow("en point") << "en_US"
                                  << " 1.5 " << any << none << 1.5;
        QTest::newRow("en minus sign") << "en_US"
                                       << "\u22120.367" << any << none << -0.367;
        QTest::newRow("id comma") << "id_ID"
                                  << "1,96" << any << none << 1.96;
        QTest::newRow("id minus sign comma") << "id_ID"
                                             << "\u22120,25" << any << none << -0.25;
        QTest::newRow("id point is not grouping") << "id_ID"
                                                  << "1.000" << any << none << 1.0;
        QTest::newRow("vi point") << "vi_VN"
                                  << "8.04" << any << none << 8.04;
        QTest::newRow("en comma groups nothing")
            << "en_US"
            << "1,000" << any << int(attn::NumberRefusal::NotANumber) << 0.0;
        QTest::newRow("empty") << "en_US"
                               << "  " << any << int(attn::NumberRefusal::Empty) << 0.0;
        QTest::newRow("word") << "en_US"
                              << "ten" << any << int(attn::NumberRefusal::NotANumber) << 0.0;
        QTest::newRow("nan") << "en_US"
                             << "nan" << any << int(attn::NumberRefusal::NotFinite) << 0.0;
        QTest::newRow("-inf") << "id_ID"
                              << "-inf" << any << int(attn::NumberRefusal::NotFinite) << 0.0;
        QTest::newRow("past double")
            << "en_US"
            << "1e999" << any << int(attn::NumberRefusal::NotFinite) << 0.0;
        QTest::newRow("over the bound")
            << "en_US"
            << "1000001" << 1e6 << int(attn::NumberRefusal::OutOfRange) << 0.0;
        QTest::newRow("at the bound") << "en_US"
                                      << "-1e6" << 1e6 << none << -1e6;
    }

    void readNumber()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(double, max);
        QFETCH(int, refusal);
        QFETCH(double, value);
        const attn::ReadNumber read = attn::readNumber(text, QLocale(locale), max);
        QCOMPARE(int(read.refusal), refusal);
        QCOMPARE(read.value.has_value(), refusal == int(attn::NumberRefusal::None));
        if (read.value)
            QCOMPARE(*read.value, value);
    }

    void parseNumbers()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(std::vector<double>, numbers);
        std::vector<double> got;
        QCOMPARE(attn::parseNumbers(text, QLocale(locale), got), ok);
        if (ok) {
            QCOMPARE(got.size(), numbers.size());
            for (size_t i = 0; i < got.size(); ++i)
                EXPECT_NEAR(got[i], numbers[i], 1e-12);
        }
    }

    void numbersMatchWithinTolerance()
    {
        QVERIFY(numbersMatch({10, 1.96}, {10, 1.9553}, 0.01));
        QVERIFY(!numbersMatch({10, 1.9}, {10, 1.9553}, 0.01));
        QVERIFY(!numbersMatch({10}, {10, 1.96}, 0.01));
        QVERIFY(numbersMatch({0.5}, {0.51}, 0.01)); // exactly the tolerance passes
    }

    void interventionsChangeOnlyWhatTheySay()
    {
        const Scenario s = loadExampleOrDie("seed002-one-query-two-keys");
        const AttentionResult before = compute(s);
        Scenario out;
        std::string error;
        QVERIFY(applyIntervention(s, {Intervention::Kind::KnockOutKey, 1, -1}, out, &error));
        const AttentionResult after = compute(out);
        EXPECT_ROW(after.output, 0, 1e-5, {10, 0});
        const InterventionEffect effect = compareResults(before, after);
        QVERIFY(effect.ok);
        EXPECT_NEAR(effect.rowChange[0], (after.output.row(0) - before.output.row(0)).norm(), 1e-6);
        // [8.04, 1.96] -> [10, 0]: both numbers move by 10 w2, so the row moves by √2 · 10 w2.
        EXPECT_NEAR(effect.rowChange[0], std::sqrt(2.0) * 10 * before.heads[0].weights(0, 1), 1e-5);
        EXPECT_NEAR(effect.weightChange[0], 0.196, 5e-4);
        QCOMPARE(effect.largestRow, 0);

        // Zeroing v1 keeps the weights: seed 002's point that a weight is not a cause.
        QVERIFY(applyIntervention(s, {Intervention::Kind::ZeroValue, 0, -1}, out, &error));
        const AttentionResult zeroed = compute(out);
        EXPECT_ROW(zeroed.heads[0].weights, 0, 5e-4, {0.804, 0.196});
        EXPECT_ROW(zeroed.output, 0, 5e-3, {0, 1.96});
        QCOMPARE(compareResults(before, zeroed).weightChange[0], 0.0);

        // Zeroing one value needs direct mode; a token out of range is named.
        const Scenario self = loadExampleOrDie("seed000-step-by-step");
        QVERIFY(!applyIntervention(self, {Intervention::Kind::ZeroValue, 0, -1}, out, &error));
        QVERIFY(QString::fromStdString(error).startsWith(QLatin1String("value 1")));
        QVERIFY(!applyIntervention(self, {Intervention::Kind::KnockOutKey, 7, -1}, out, &error));
        QVERIFY(QString::fromStdString(error).startsWith(QLatin1String("token 8")));

        // Replacing x4 by x1: the fourth row of X becomes the first.
        QVERIFY(applyIntervention(self, {Intervention::Kind::ReplaceEmbedding, 3, 0}, out, &error));
        QCOMPARE(out.embeddings.row(3), self.embeddings.row(0));
        const InterventionEffect replaced = compareResults(compute(self), compute(out));
        QVERIFY(replaced.ok);
        QCOMPARE(replaced.largestRow, 3);
    }

    void walkthroughFacts()
    {
        const AttentionResult r = compute(loadExampleOrDie("seed000-step-by-step"));
        const RowFacts row = rowFacts(r, 0, 0);
        QVERIFY(row.ok);
        EXPECT_NEAR(row.weightSum, 1, 1e-5);
        QCOMPARE(row.largestKey, 0);
        EXPECT_NEAR(row.largestWeight, 0.808, 5e-4);
        QCOMPARE(row.blockedKeys, 0);
        QCOMPARE(rowFacts(r, 0, 2).largestKey, 0); // x3 attends most to x1

        const AttentionResult causal = compute(loadExampleOrDie("seed000-causal-mask"));
        const RowFacts first = rowFacts(causal, 0, 0);
        QCOMPARE(first.blockedKeys, 3);
        QCOMPARE(first.blockedWeight, 0.0);
        EXPECT_NEAR(first.largestWeight, 1, 1e-6);
        // The scores come before the mask: their range covers every key, not only the one
        // the first causal row may attend (which would "run from" a number to itself).
        QCOMPARE(first.rawMin, double(causal.heads[0].scores.row(0).minCoeff()));
        QCOMPARE(first.rawMax, double(causal.heads[0].scores.row(0).maxCoeff()));
        QVERIFY(first.rawMin < first.rawMax);
        QCOMPARE(resultFacts(causal).blockedPairs, 6);
        QVERIFY(resultFacts(causal).worstRowSumError < 1e-5);

        // Seed 000 at d_k = 64: the largest weight 0.812 unscaled, 0.273 scaled.
        const AttentionResult stats = compute(loadExampleOrDie("seed000-scale-statistics"));
        const RowFacts scaling = rowFacts(stats, 0, 0);
        EXPECT_NEAR(scaling.largestWeightUnscaled, 0.812, 5e-4);
        EXPECT_NEAR(scaling.largestWeightScaled, 0.273, 5e-4);
        QVERIFY(!rowFacts(stats, 0, 5).ok);
    }
};

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
