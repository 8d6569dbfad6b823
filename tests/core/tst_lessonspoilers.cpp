// No lesson text gives an exercise's answer away. A handout is read whole and a class reads
// ahead, so no step's text (its title, its text, its question), in any of the three
// languages, quotes the number an exercise asks for: neither before the exercise nor at it
// nor after it. The engine computes every answer; a quote is the answer written with one to
// three decimals as the lessons write numbers (a point in English, a comma in Indonesian and
// Vietnamese), not part of a longer number. Whole numbers (d_k = 2, a count) are read off the
// inputs and are not quotes.

#include "Lesson.h"
#include "LessonSpoilers.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

/// The ways the lessons write `value` in `language` with a fractional part: "0.804", "0.80",
/// "0.8" (a point in English, a comma otherwise; "−0,3" with a minus sign too).
QStringList quotesOf(double value, const QString &language)
{
    QStringList out;
    for (int decimals = 3; decimals >= 1; --decimals) {
        const double scale = std::pow(10.0, decimals);
        const double rounded = std::round(value * scale) / scale;
        if (rounded == std::round(rounded))
            break; // "2.0" or coarser: a whole number
        QString text = QString::number(std::abs(rounded), 'f', decimals);
        if (language != QLatin1String("en"))
            text.replace(QLatin1Char('.'), QLatin1Char(','));
        if (!out.contains(text))
            out << text;
        if (text.startsWith(QLatin1String("0")) && text.size() > 1)
            out << text.mid(1); // ".31", as a slide writes it
        if (decimals < 2)
            break; // one decimal is the coarsest quote worth counting ("0.8")
    }
    return out;
}

/// Where `number` stands alone in `text` (not inside 10.804 or 0.8041).
bool quotes(const QString &text, const QString &number)
{
    const QRegularExpression re(QStringLiteral("(?<![0-9.,])") + QRegularExpression::escape(number)
                                + QStringLiteral("(?![0-9])"));
    return re.match(text).hasMatch();
}

} // namespace

class TestLessonSpoilers : public QObject
{
    Q_OBJECT

private slots:
    void noTextQuotesAnAnswer_data()
    {
        QTest::addColumn<QString>("path");
        for (const LessonInfo &info : builtInLessons())
            QTest::newRow(qPrintable(info.name)) << info.path;
    }

    void noTextQuotesAnAnswer()
    {
        QFETCH(QString, path);
        Lesson lesson;
        QString error;
        QVERIFY2(loadLessonFile(path, lesson, &error), qPrintable(error));
        std::vector<Scenario> starts;
        QVERIFY2(scriptedScenarios(lesson, starts, &error), qPrintable(error));
        const std::vector<ExpectedAnswer> answers = lessonAnswers(lesson, starts);
        QStringList found;
        for (size_t j = 0; j < lesson.steps.size(); ++j) {
            const std::optional<LessonQuestion> &q = lesson.steps[j].question;
            if (!q || !answers[j].ok || q->kind == LessonQuestion::Kind::Choice)
                continue;
            for (const char *code : {"en", "id", "vi"}) {
                const QString language = QLatin1String(code);
                for (double value : answers[j].numbers)
                    for (const QString &number : quotesOf(value, language))
                        for (size_t i = 0; i < lesson.steps.size(); ++i) {
                            const LessonStep &step = lesson.steps[i];
                            QStringList texts{step.title.in(language), step.text.in(language)};
                            if (step.question)
                                texts << step.question->text.in(language);
                            for (const QString &text : texts)
                                if (quotes(text, number))
                                    found << QStringLiteral("step %1 (%2) quotes %3, the answer "
                                                            "of step %4's exercise")
                                                 .arg(i + 1)
                                                 .arg(language, number)
                                                 .arg(j + 1);
                        }
            }
        }
        found.removeDuplicates();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLessonSpoilers)
#include "tst_lessonspoilers.moc"
