// The one way a number is written: every style on the seeds' numbers, in English and with
// the decimal comma of Indonesian, and the Cell style at 2, 3 and 4 decimals.

#include "Language.h"
#include "NumberFormat.h"

#include <QLocale>
#include <QTest>

using namespace attn::ui;

Q_DECLARE_METATYPE(attn::ui::NumberStyle)

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void cleanup()
    {
        QLocale::setDefault(QLocale::c());
        setCellDecimals(3);
    }

    void localeFollowsTheLanguage()
    {
        // CTest runs this test with LANGUAGE=id and LANG=C.UTF-8 (tests/CMakeLists.txt): the
        // system locale speaks Indonesian but writes numbers as C does. The interface's
        // locale for a language writes that language's numbers, in the GUI and the exports
        // (applyLanguage sets it as the default).
        if (qEnvironmentVariable("LANGUAGE") == QLatin1String("id")) {
            QCOMPARE(languageOf(QLocale::system()), QStringLiteral("id"));
            QCOMPARE(QLocale::system().decimalPoint(), QStringLiteral("."));
        }
        const QStringList codes
            = {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")};
        const QStringList points = {QStringLiteral("."), QStringLiteral(","), QStringLiteral(",")};
        const QStringList cells
            = {QStringLiteral("0.804"), QStringLiteral("0,804"), QStringLiteral("0,804")};
        for (int i = 0; i < 3; ++i) {
            const QLocale locale = localeForLanguage(codes[i]);
            QCOMPARE(languageOf(locale),
                     codes[i] == QLatin1String("en") ? QStringLiteral("en") : codes[i]);
            QCOMPARE(locale.decimalPoint(), points[i]);
            QLocale::setDefault(locale);
            QCOMPARE(formatNumber(0.80442, NumberStyle::Cell), cells[i]);
            QCOMPARE(numberSeparator(), i == 0 ? QStringLiteral(", ") : QStringLiteral("; "));
        }
    }

    void cellDefaultIsThreeDecimals()
    {
        // The course documents print weights as 0,804 (View > Precision's default).
        QCOMPARE(attn::ui::cellDecimals(), 3);
    }

    void styles_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<NumberStyle>("style");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("indonesian");
        const auto row
            = [](const char *name, double v, NumberStyle s, const char *en, const char *id) {
                  QTest::newRow(name) << v << s << QString::fromUtf8(en) << QString::fromUtf8(id);
              };
        // Seed 002: weights 0.804 / 0.196, outputs 8.04 / 1.96, score 1.414.
        row("cell weight", 0.80442, NumberStyle::Cell, "0.804", "0,804");
        row("cell output", 8.0442, NumberStyle::Cell, "8.044", "8,044");
        row("cell 9.9996 rounds up a decade", 9.9996, NumberStyle::Cell, "10.00", "10,00");
        row("cell negative", -1.96, NumberStyle::Cell, "\u22121.960", "\u22121,960");
        row("cell negative zero", -0.0001, NumberStyle::Cell, "0.000", "0,000");
        row("cell large", 123456, NumberStyle::Cell, "1.2e+05", "1,2e+05");
        row("statistic std", 6.4797, NumberStyle::Statistic, "6.48", "6,48");
        row("statistic trims", 0.80996, NumberStyle::Statistic, "0.81", "0,81");
        row("statistic max weight", 0.81194, NumberStyle::Statistic, "0.812", "0,812");
        row("statistic zero", 0, NumberStyle::Statistic, "0", "0");
        // A negative mean score reads as the heatmaps write it, never with a hyphen.
        row("statistic negative", -5.5213, NumberStyle::Statistic, "\u22125.52", "\u22125,52");
        row("statistic negative zero", -0.0000001, NumberStyle::Statistic, "0", "0");
        row("formula score", 1.41421, NumberStyle::Formula, "1.414", "1,414");
        row("formula negative", -0.52, NumberStyle::Formula, "\u22120.52", "\u22120,52");
        row("formula tiny", 2.5e-5, NumberStyle::Formula, "2.5e\u221205", "2,5e\u221205");
        row("prose", 0.80442, NumberStyle::Prose, "0.804", "0,804");
        row("prose output", 8.0442, NumberStyle::Prose, "8.04", "8,04");
        row("spoken", 0.80442, NumberStyle::Spoken, "0.804", "0,804");
        row("label", 0.5, NumberStyle::Label, "0.5", "0,5");
        row("exact", 0.1, NumberStyle::Exact, "0.1", "0.1");
    }

    void styles()
    {
        QFETCH(double, value);
        QFETCH(NumberStyle, style);
        QFETCH(QString, english);
        QFETCH(QString, indonesian);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(formatNumber(value, style), english);
        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        QCOMPARE(formatNumber(value, style), indonesian);
    }

    void cellDecimals_data()
    {
        QTest::addColumn<int>("decimals");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("2: 0.804") << 2 << 0.80442 << QStringLiteral("0.80");
        QTest::newRow("3: 0.804") << 3 << 0.80442 << QStringLiteral("0.804");
        QTest::newRow("4: 0.804") << 4 << 0.80442 << QStringLiteral("0.8044");
        QTest::newRow("3: 8.04") << 3 << 8.0442 << QStringLiteral("8.044");
        QTest::newRow("3: 80.4") << 3 << 80.442 << QStringLiteral("80.44");
        QTest::newRow("3: 804") << 3 << 804.42 << QStringLiteral("804.4");
        QTest::newRow("3: 9.9996") << 3 << 9.9996 << QStringLiteral("10.00");
        QTest::newRow("clamped to 6") << 9 << 0.5 << QStringLiteral("0.500000");
    }

    void cellDecimals()
    {
        QFETCH(int, decimals);
        QFETCH(double, value);
        QFETCH(QString, text);
        setCellDecimals(decimals);
        QCOMPARE(formatNumber(value, NumberStyle::Cell), text);
    }

    void editorTextIsShortOrFourDigits()
    {
        const QLocale c = QLocale::c();
        QCOMPARE(editorText(0.5, c), QStringLiteral("0.5"));
        QCOMPARE(editorText(1.0 / 3.0, c), QStringLiteral("0.3333"));
        QCOMPARE(editorText(0.5, QLocale(QLocale::Vietnamese, QLocale::Vietnam)),
                 QStringLiteral("0,5"));
    }

    void separators()
    {
        QLocale::setDefault(QLocale(QLocale::Vietnamese, QLocale::Vietnam));
        QCOMPARE(localDecimal(QStringLiteral("1.414")), QStringLiteral("1,414"));
        QCOMPARE(numberSeparator(), QStringLiteral("; "));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(numberSeparator(), QStringLiteral(", "));
    }
};

QTEST_APPLESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
