// Languages, the catalogues: the Indonesian and the Vietnamese catalogue load and are complete,
// the language picks the number locale, Qt's own strings our windows show are translated, and
// every built-in lesson has its texts in both languages. (The live window:
// tst_translations_window.)

#include "Language.h"
#include "Lesson.h"
#include "LessonSession.h"
#include "NumberFormat.h"
#include "QtStrings.h"
#include "TestHelpers.h"
#include "TranslationScan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace attn;
using namespace attn::ui;
using testing::languageNeutral;

namespace {

/// The message texts of a .ts file that are not finished.
QStringList unfinishedMessages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot read ") + path};
    QStringList unfinished;
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || (text.isEmpty() && type.isEmpty()))
                unfinished << context + QStringLiteral(": ") + source;
        }
    }
    if (xml.hasError())
        unfinished << path + QStringLiteral(": ") + xml.errorString();
    return unfinished;
}

QString lessonsDir()
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons");
}

/// "where: text" for every lesson text without a `language` entry.
void missingLessonTexts(const QJsonValue &value, const QString &where, const QString &language,
                        QStringList &missing)
{
    static const QStringList textKeys = {QStringLiteral("title"), QStringLiteral("summary"),
                                         QStringLiteral("text"), QStringLiteral("explanation")};
    const auto check = [&](const QJsonValue &text, const QString &at) {
        if (text.isString()) {
            missing << at + QStringLiteral(": plain English string");
            return;
        }
        const QJsonObject o = text.toObject();
        if (o.value(language).toString().trimmed().isEmpty())
            missing << at + QStringLiteral(": ") + o.value(QLatin1String("en")).toString().left(60);
        else if (o.value(language).toString() == o.value(QLatin1String("en")).toString()
                 && !languageNeutral(o.value(language).toString(), language))
            missing << at + QStringLiteral(": same as English");
    };
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString at = where + QLatin1Char('.') + it.key();
            if (it.key() == QLatin1String("scenario"))
                continue; // a scenario file inline: its title is data, not a lesson text
            if (textKeys.contains(it.key()) && (it->isObject() || it->isString())
                && (it->isString() || it->toObject().contains(QLatin1String("en"))))
                check(*it, at);
            else if (it.key() == QLatin1String("choices") && it->isArray()) {
                const QJsonArray choices = it->toArray();
                for (int i = 0; i < choices.size(); ++i)
                    check(choices[i], at + QStringLiteral("[%1]").arg(i));
            } else
                missingLessonTexts(*it, at, language, missing);
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i)
            missingLessonTexts(a[i], where + QStringLiteral("[%1]").arg(i), language, missing);
    }
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    /// The embedded catalogue loads, and the language picks the number locale.
    void catalogueLoads_data() { languages_data(); }
    void catalogueLoads()
    {
        QFETCH(QString, language);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/attention-lab_%1.qm").arg(language)));
        QVERIFY(applyLanguage(language));
        QCOMPARE(currentLanguage(), language);
        QCOMPARE(languageOf(QLocale()), language);
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
        QCOMPARE(QLocale().toString(1.5, 'f', 1), QStringLiteral("1,5"));
        QCOMPARE(lessonLanguage(QLocale()), language);
        QCOMPARE(localDecimal(QStringLiteral("1.96")), QStringLiteral("1,96"));
        QCOMPARE(numberSeparator(), QStringLiteral("; "));
        QVERIFY(QCoreApplication::translate("attn::ui::MainWindow", "&File")
                != QLatin1String("&File"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
        QCOMPARE(localDecimal(QStringLiteral("1.96")), QStringLiteral("1.96"));
        QCOMPARE(QCoreApplication::translate("attn::ui::MainWindow", "&File"),
                 QStringLiteral("&File"));
    }

    /// Every message of the .ts file is translated (lrelease would ship English otherwise).
    void catalogueComplete_data() { languages_data(); }
    void catalogueComplete()
    {
        QFETCH(QString, language);
        const QStringList unfinished = unfinishedMessages(
            QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/translations/attention-lab_%1.ts")
                .arg(language));
        for (const QString &line : unfinished)
            qInfo().noquote() << language << "unfinished:" << line;
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished (listed above)").arg(unfinished.size())));
    }

    /// Qt's own buttons and menus, which Qt ships no catalogue for.
    void qtStringsTranslated_data() { languages_data(); }
    void qtStringsTranslated()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        QStringList same;
        for (const QtString &s : qtStringsShown()) {
            const QString source = QString::fromUtf8(s.source);
            if (QCoreApplication::translate(s.context, s.source) == source
                && !languageNeutral(source, language))
                same << QLatin1String(s.context) + QStringLiteral(": ") + source;
        }
        applyLanguage(QStringLiteral("en"));
        QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral("\n"))));
    }

    /// Every text of every shipped lesson has its Indonesian and Vietnamese version.
    void lessonsTranslated_data() { languages_data(); }
    void lessonsTranslated()
    {
        QFETCH(QString, language);
        const QStringList files = QDir(lessonsDir()).entryList({QStringLiteral("*.json")});
        QVERIFY(!files.isEmpty());
        QStringList missing;
        for (const QString &name : files) {
            QFile file(QDir(lessonsDir()).filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
            QVERIFY2(json.isObject(), qPrintable(name));
            missingLessonTexts(json.object(), name, language, missing);
        }
        for (const QString &line : std::as_const(missing))
            qInfo().noquote() << language << "lesson text missing:" << line;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 lesson text(s) without \"%2\" (listed above)")
                                .arg(missing.size())
                                .arg(language)));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
