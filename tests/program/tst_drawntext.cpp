// Text from a file, as the pictures draw it: control characters (legal JSON escapes
// \u0000, \u0007, \u001b) made the SVG export malformed XML while it reported success, and
// a 1,000,000-character token froze the window and every export. Each is run as a user's
// process: the exported SVG must parse, and a long label must be drawn elided.

#include "TrustProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace attn;
using namespace attn::trusttest;

namespace {

/// The texts of an SVG (every <text> and <title>), or an error if it is not well-formed.
struct SvgTexts
{
    QString error;
    QString title;
    QStringList texts;
};

SvgTexts readSvg(const QString &path)
{
    SvgTexts out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("cannot open ") + path;
        return out;
    }
    QXmlStreamReader xml(&file);
    QString current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("title") && out.title.isEmpty())
            out.title = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            out.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    if (xml.hasError())
        out.error = QStringLiteral("line %1, column %2: %3")
                        .arg(xml.lineNumber())
                        .arg(xml.columnNumber())
                        .arg(xml.errorString());
    return out;
}

QByteArray scenarioWithTokens(const QByteArray &title, const QList<QByteArray> &tokens)
{
    QByteArray list;
    QByteArray rows;
    for (const QByteArray &t : tokens) {
        list += list.isEmpty() ? "\"" : ", \"";
        list += t;
        list += '"';
        rows += rows.isEmpty() ? "[1, 0.5]" : ", [1, 0.5]";
    }
    return QByteArray("{\"title\": \"") + title + QByteArray("\", \"tokens\": [") + list
           + QByteArray("], \"embeddings\": [") + rows + QByteArray("]}");
}

} // namespace

class TestDrawnText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(appBinary()))
            QSKIP("attention-lab is not built");
        QVERIFY(m_dir.isValid());
    }

    // Control characters in a token and the title: the SVG of every view parses, shows
    // them as Control Pictures, and a title like "<pad>" is escaped, not markup. A
    // right-to-left override is replaced, so "\u202Eevil" is not drawn as "live". The whole
    // window too: its editors had written raw NUL, BEL and ESC.
    void controlCharactersGiveWellFormedSvg_data()
    {
        QTest::addColumn<QString>("view");
        for (const char *view : {"weights", "scores", "pipeline", "heads", "stats", "window"})
            QTest::newRow(view) << QString::fromLatin1(view);
    }

    void controlCharactersGiveWellFormedSvg()
    {
        QFETCH(QString, view);
        const QString input = m_dir.filePath(QStringLiteral("control.json"));
        QVERIFY(writeBytes(
            QFile::encodeName(input),
            scenarioWithTokens("<pad> \\u0007 & \\u0000",
                               {"a\\u0000b", "\\u0007", "\\u001b[31m", "<pad>", "\\u202eevil"})));
        const QString svg = m_dir.filePath(view + QStringLiteral(".svg"));
        const AppRun r
            = run({QStringLiteral("--export"), svg, QStringLiteral("--view"), view, input});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QByteArray());
        const SvgTexts texts = readSvg(svg);
        QVERIFY2(texts.error.isEmpty(), qPrintable(texts.error));
        QCOMPARE(texts.title, QStringLiteral("<pad> \u2407 & \u2400"));
        if (view == QLatin1String("weights") || view == QLatin1String("scores")
            || view == QLatin1String("window")) {
            for (const QString &label : {QStringLiteral("a\u2400b"), QStringLiteral("\u2407"),
                                         QStringLiteral("\u241b[31m"), QStringLiteral("<pad>"),
                                         QStringLiteral("\uFFFDevil")})
                QVERIFY2(texts.texts.contains(label), qPrintable(texts.texts.join(u'|')));
        }
        for (const QString &text : texts.texts)
            for (QChar c : text) {
                const char16_t u = c.unicode();
                QVERIFY2(u >= 0x20 || c == u'\t' || c == u'\n',
                         qPrintable(QStringLiteral("U+%1 drawn").arg(u, 4, 16)));
                QVERIFY2(!(u >= 0x202a && u <= 0x202e) && !(u >= 0x2066 && u <= 0x2069),
                         qPrintable(QStringLiteral("U+%1 drawn in %2").arg(u, 4, 16).arg(text)));
            }
    }

    // PNG and PDF draw the same text and succeed (a PDF names its title in its metadata).
    void controlCharactersInPngAndPdf()
    {
        const QString input = m_dir.filePath(QStringLiteral("control.json"));
        QVERIFY(writeBytes(QFile::encodeName(input),
                           scenarioWithTokens("t\\u001b", {"a\\u0000b", "\\u0007"})));
        for (const char *suffix : {"png", "pdf"}) {
            const QString out = m_dir.filePath(QStringLiteral("control.") + QLatin1String(suffix));
            const AppRun r = run({QStringLiteral("--export"), out, QStringLiteral("--view"),
                                  QStringLiteral("weights"), input});
            QCOMPARE(r.status, 0);
            QVERIFY(QFile(out).size() > 100);
        }
    }

    // A token of 257 characters is refused at load, naming the token; 256 are allowed.
    void tooLongTokenIsRefused()
    {
        const QString input = m_dir.filePath(QStringLiteral("long.json"));
        QVERIFY(writeBytes(QFile::encodeName(input),
                           scenarioWithTokens("long", {"a", QByteArray(257, 'x')})));
        AppRun r = run({QStringLiteral("--compute"), input});
        QCOMPARE(r.status, 2);
        QCOMPARE(oneErrorLine(r),
                 input
                     + QStringLiteral(": tokens[1]: 257 characters, more than the 256 a label "
                                      "may have"));
        // Characters, not bytes: 256 two-byte letters are fine, 257 are not.
        QByteArray letters;
        for (int i = 0; i < 257; ++i)
            letters += "\xc3\xa9";
        QVERIFY(writeBytes(QFile::encodeName(input),
                           scenarioWithTokens("long", {letters.left(512), "b"})));
        r = run({QStringLiteral("--compute"), input});
        QCOMPARE(r.status, 0);
        QVERIFY(writeBytes(QFile::encodeName(input), scenarioWithTokens("long", {"a", letters})));
        r = run({QStringLiteral("--compute"), input});
        QCOMPARE(r.status, 2);
        QCOMPARE(oneErrorLine(r),
                 input
                     + QStringLiteral(": tokens[1]: 257 characters, more than the 256 a label "
                                      "may have"));
    }

    // A token of 256 characters is drawn elided in every view: no drawn text holds it.
    void longTokenIsDrawnElided_data()
    {
        QTest::addColumn<QString>("view");
        for (const char *view : {"weights", "scores", "pipeline", "heads", "stats"})
            QTest::newRow(view) << QString::fromLatin1(view);
    }

    void longTokenIsDrawnElided()
    {
        QFETCH(QString, view);
        const QString input = m_dir.filePath(QStringLiteral("long256.json"));
        QVERIFY(writeBytes(QFile::encodeName(input),
                           scenarioWithTokens("long", {QByteArray(256, 'w'), "b", "c"})));
        const QString svg = m_dir.filePath(QStringLiteral("long-") + view + QStringLiteral(".svg"));
        const AppRun r
            = run({QStringLiteral("--export"), svg, QStringLiteral("--view"), view, input});
        QCOMPARE(r.status, 0);
        const SvgTexts texts = readSvg(svg);
        QVERIFY2(texts.error.isEmpty(), qPrintable(texts.error));
        bool elided = false;
        for (const QString &text : texts.texts) {
            QVERIFY2(text.count(u'w') < 64, qPrintable(text));
            elided = elided || (text.startsWith(QStringLiteral("www")) && text.endsWith(u'\u2026'));
        }
        if (view == QLatin1String("weights"))
            QVERIFY2(elided, qPrintable(texts.texts.join(u'|')));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDrawnText)
#include "tst_drawntext.moc"
