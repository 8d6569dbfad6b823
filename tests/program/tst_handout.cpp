// Exports a teacher hands out, through the real binary with no display: the pipeline and
// heads pictures carry the numbers in their cells (read back from the SVG's text), in the
// language asked for (--language vi: 0,804), and the PDF handout takes the page asked for
// (--page) or refuses an unknown one.

#include "AppProcess.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using attn::apptest::AppRun;
using attn::apptest::runApp;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The PDF's page size in points (its /MediaBox), or an empty size.
QSizeF mediaBox(const QByteArray &pdf)
{
    const QRegularExpression box(QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+))"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    if (!match.hasMatch())
        return QSizeF();
    return QSizeF(match.captured(1).toDouble(), match.captured(2).toDouble());
}

} // namespace

class TestHandout : public QObject
{
    Q_OBJECT

private slots:
    void picturesCarryTheNumbers_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("texts");
        // seed 002: weights 0.804 / 0.196, the output row 8.044 / 1.956.
        QTest::newRow("pipeline vi")
            << QStringLiteral("pipeline") << QStringLiteral("vi")
            << QStringList{QStringLiteral("0,804"), QStringLiteral("0,196"),
                           QStringLiteral("8,044"), QStringLiteral("1,956")};
        QTest::newRow("pipeline en")
            << QStringLiteral("pipeline") << QStringLiteral("en")
            << QStringList{QStringLiteral("0.804"), QStringLiteral("8.044")};
        QTest::newRow("heads id") << QStringLiteral("heads") << QStringLiteral("id")
                                  << QStringList{QStringLiteral("0,804"), QStringLiteral("0,196")};
    }

    void picturesCarryTheNumbers()
    {
        QFETCH(QString, view);
        QFETCH(QString, language);
        QFETCH(QStringList, texts);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("picture.svg"));
        const AppRun run
            = runApp({QStringLiteral("--export"), out, QStringLiteral("--view"), view,
                      QStringLiteral("--language"), language, QStringLiteral("--example"),
                      QStringLiteral("seed002-one-query-two-keys")});
        QVERIFY2(run.status == 0, run.err.constData());
        const QString svg = QString::fromUtf8(readAll(out));
        for (const QString &text : texts)
            QVERIFY2(svg.contains(QLatin1Char('>') + text + QLatin1Char('<')), qPrintable(text));
        // The followed-row outline is not exported: no stroke in its colour.
        QVERIFY(!svg.contains(QStringLiteral("#d55e00"), Qt::CaseInsensitive));
    }

    void handoutTakesThePage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QSizeF>("points");
        QTest::newRow("a4-landscape") << QStringLiteral("a4-landscape") << QSizeF(842, 595);
        QTest::newRow("a4-portrait") << QStringLiteral("a4-portrait") << QSizeF(595, 842);
        QTest::newRow("letter-landscape") << QStringLiteral("letter-landscape") << QSizeF(792, 612);
        QTest::newRow("letter-portrait") << QStringLiteral("Letter-Portrait") << QSizeF(612, 792);
    }

    void handoutTakesThePage()
    {
        QFETCH(QString, page);
        QFETCH(QSizeF, points);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("handout.pdf"));
        const AppRun run = runApp(
            {QStringLiteral("--export"), out, QStringLiteral("--view"), QStringLiteral("pipeline"),
             QStringLiteral("--page"), page, QStringLiteral("--language"), QStringLiteral("vi"),
             QStringLiteral("--example"), QStringLiteral("seed002-one-query-two-keys")});
        QVERIFY2(run.status == 0, run.err.constData());
        const QByteArray pdf = readAll(out);
        QVERIFY(pdf.startsWith("%PDF"));
        const QSizeF size = mediaBox(pdf);
        QVERIFY2(std::abs(size.width() - points.width()) < 2
                     && std::abs(size.height() - points.height()) < 2,
                 qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
    }

    void unknownPageOrLanguageIsRefused()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("handout.pdf"));
        AppRun run
            = runApp({QStringLiteral("--export"), out, QStringLiteral("--view"),
                      QStringLiteral("pipeline"), QStringLiteral("--page"), QStringLiteral("a3"),
                      QStringLiteral("--example"), QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(run.status, 2);
        QVERIFY(run.err.startsWith("error: --page: expected one of a4"));
        QVERIFY(!QFile::exists(out));
        run = runApp({QStringLiteral("--export"), out, QStringLiteral("--view"),
                      QStringLiteral("pipeline"), QStringLiteral("--language"),
                      QStringLiteral("fr"), QStringLiteral("--example"),
                      QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(run.status, 2);
        QVERIFY(run.err.startsWith("error: --language: expected one of en, id, vi"));
        run = runApp({QStringLiteral("--compute"), QStringLiteral("--page"), QStringLiteral("a4"),
                      QStringLiteral("--example"), QStringLiteral("seed002-one-query-two-keys")});
        QCOMPARE(run.status, 2);
        QVERIFY(run.err.contains("--page and --outline-row go with --export"));
    }
};

QTEST_MAIN(TestHandout)
#include "tst_handout.moc"
