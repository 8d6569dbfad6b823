// Picture export: every view to PNG (size = logical size x scale), SVG
// (parses, with the scenario's title) and PDF (a whole PDF file); unknown views and
// formats rejected; an unwritable place reports the file and leaves nothing behind.
// Set ATTENTION_LAB_EXPORT_DIR to keep the pictures of every example for a look.

#include "Examples.h"
#include "Export.h"
#include "PipelinePainter.h"
#include "Snapshot.h"
#include "TestHelpers.h"
#include "ViewOptions.h"
#include "ViewPainters.h"
#include "WindowExport.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void viewNames();
    void pngSizeIsLogicalTimesScale_data();
    void pngSizeIsLogicalTimesScale();
    void everyViewEveryFormat_data();
    void everyViewEveryFormat();
    void unknownViewRejected();
    void unknownFormatRejected();
    void unwritablePlaceLeavesNoFile();
    void oldFileSurvivesFailedExport();
    void renderViewFollowsOptions();
    void everyExamplePictures_data();
    void everyExamplePictures();

private:
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    // As the app does at start (app/CommandLine.cpp, ui/shell/Gui.cpp): the Window view is
    // drawn by the shell's main window.
    installWindowExport();
}

void TestExport::init()
{
    testing::failOnUnexpectedWarnings();
    QVERIFY(m_dir.isValid());
}

void TestExport::viewNames()
{
    const QStringList names = exportViewNames();
    QCOMPARE(names, (QStringList{QStringLiteral("weights"), QStringLiteral("scores"),
                                 QStringLiteral("pipeline"), QStringLiteral("heads"),
                                 QStringLiteral("stats"), QStringLiteral("sweep"),
                                 QStringLiteral("window")}));
    for (const QString &name : names) {
        const std::optional<ExportView> view = exportViewFromName(name);
        QVERIFY(view);
        QCOMPARE(exportViewNames().at(int(*view)), name);
    }
    QVERIFY(!exportViewFromName(QStringLiteral("Weights")));
    QVERIFY(!exportViewFromName(QStringLiteral("bogus")));
    QVERIFY(!exportViewFromName(QString()));
}

void TestExport::pngSizeIsLogicalTimesScale_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<double>("scale");
    for (const char *view : {"weights", "scores", "pipeline", "heads"}) {
        for (double scale : {1.0, 2.0, 4.0})
            QTest::newRow(
                QByteArray(view).append(" x").append(QByteArray::number(scale)).constData())
                << QString::fromLatin1(view) << scale;
    }
}

void TestExport::pngSizeIsLogicalTimesScale()
{
    QFETCH(QString, view);
    QFETCH(double, scale);
    const Scenario scenario = loadExampleOrDie("seed003-multi-head");
    const SnapshotPtr snapshot = makeSnapshot(scenario);
    const QFont font = QApplication::font();
    QSizeF logical;
    if (view == QLatin1String("weights"))
        logical = weightsPreferredSize(*snapshot, ViewOptions(), font);
    else if (view == QLatin1String("scores"))
        logical = scoresPreferredSize(*snapshot, ViewOptions(), font);
    else if (view == QLatin1String("pipeline"))
        logical = pipelinePreferredSize(*snapshot, ViewOptions(), font);
    else
        logical = headsPreferredSize(*snapshot, ViewOptions(), font);
    const QSize expected(int(std::lround(std::ceil(logical.width()) * scale)),
                         int(std::lround(std::ceil(logical.height()) * scale)));

    const QString path = m_dir.filePath(QStringLiteral("%1-%2.png").arg(view).arg(scale));
    QString error;
    QVERIFY2(exportView(scenario, *exportViewFromName(view), path, scale, &error),
             qPrintable(error));
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    QCOMPARE(image.size(), expected);
    // A document places it at its logical size: 96 dpi times the scale.
    QVERIFY(std::abs(image.dotsPerMeterX() * 0.0254 - 96 * scale) < 1);
}

void TestExport::everyViewEveryFormat_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("format");
    for (const QString &view : exportViewNames()) {
        for (const char *format : {"png", "svg", "pdf"})
            QTest::addRow("%s.%s", qPrintable(view), format) << view << QString::fromLatin1(format);
    }
}

void TestExport::everyViewEveryFormat()
{
    QFETCH(QString, view);
    QFETCH(QString, format);
    const Scenario scenario = loadExampleOrDie("seed000-causal-mask");
    const QString path = m_dir.filePath(QStringLiteral("every-%1.%2").arg(view, format));
    QString error;
    const bool ok = exportView(scenario, *exportViewFromName(view), path, 1, &error);
    QVERIFY2(ok, qPrintable(error));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.size() > 100);
    if (format == QLatin1String("png")) {
        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        QVERIFY(image.width() > 100 && image.height() > 100);
    } else if (format == QLatin1String("svg")) {
        QSvgRenderer renderer(bytes);
        QVERIFY(renderer.isValid());
        QVERIFY(renderer.viewBoxF().width() > 100);
        // Title metadata: the scenario's title.
        QVERIFY(bytes.contains("<title>"));
        QVERIFY(QString::fromUtf8(bytes).contains(QStringLiteral("The causal mask on a 4 x 4")));
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    }
    // No temporary file left beside it.
    const QStringList left
        = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : left)
        QVERIFY2(!name.contains(QStringLiteral(".tmp")) && !name.startsWith(QLatin1Char('.')),
                 qPrintable(name));
}

void TestExport::unknownViewRejected()
{
    QVERIFY(!exportViewFromName(QStringLiteral("histogram")));
    // An ExportView outside the enum is rejected too, with no file.
    const QString path = m_dir.filePath(QStringLiteral("unknown-view.png"));
    QString error;
    QVERIFY(!exportView(loadExampleOrDie("seed000-step-by-step"), ExportView(99), path, 1, &error));
    QVERIFY(error.contains(path));
    QVERIFY(!QFile::exists(path));
}

void TestExport::unknownFormatRejected()
{
    const QString path = m_dir.filePath(QStringLiteral("picture.bmp"));
    QString error;
    QVERIFY(!exportView(loadExampleOrDie("seed000-step-by-step"), ExportView::Weights, path, 1,
                        &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestExport::unwritablePlaceLeavesNoFile()
{
    // A folder that does not exist: unwritable even for root.
    for (const char *suffix : {"png", "svg", "pdf"}) {
        const QString path = m_dir.filePath(
            QStringLiteral("no-such-folder/weights.%1").arg(QLatin1String(suffix)));
        QString error;
        QVERIFY(!exportView(loadExampleOrDie("seed000-step-by-step"), ExportView::Weights, path, 2,
                            &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QDir(m_dir.filePath(QStringLiteral("no-such-folder"))).exists());
    }
    // A path that is a folder.
    const QString folder = m_dir.filePath(QStringLiteral("folder.png"));
    QVERIFY(QDir().mkpath(folder));
    QString error;
    QVERIFY(!exportView(loadExampleOrDie("seed000-step-by-step"), ExportView::Weights, folder, 1,
                        &error));
    QVERIFY2(error.contains(folder), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
}

void TestExport::oldFileSurvivesFailedExport()
{
    // A failed export (here: a scenario the engine rejects) never touches the old file.
    const QString path = m_dir.filePath(QStringLiteral("kept.png"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old picture");
    }
    Scenario broken = loadExampleOrDie("seed002-one-query-two-keys");
    broken.k = MatrixD::Zero(2, 3);
    QString error;
    QVERIFY(!exportView(broken, ExportView::Weights, path, 1, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("old picture"));
}

void TestExport::renderViewFollowsOptions()
{
    const SnapshotPtr snapshot = makeSnapshot(loadExampleOrDie("seed003-multi-head"));
    ViewOptions options;
    QByteArray first;
    QByteArray second;
    QString error;
    QVERIFY2(renderView(*snapshot, options, ExportView::Weights, QStringLiteral("png"), 1, &first,
                        &error),
             qPrintable(error));
    options.head = 1;
    QVERIFY(renderView(*snapshot, options, ExportView::Weights, QStringLiteral("png"), 1, &second,
                       &error));
    QVERIFY(first != second); // another head, another picture
    QByteArray svg;
    QVERIFY(
        renderView(*snapshot, options, ExportView::Heads, QStringLiteral("svg"), 1, &svg, &error));
    QVERIFY(QSvgRenderer(svg).isValid());
    QVERIFY(
        !renderView(*snapshot, options, ExportView::Heads, QStringLiteral("gif"), 1, &svg, &error));
}

void TestExport::everyExamplePictures_data()
{
    QTest::addColumn<QString>("name");
    for (const ExampleInfo &info : builtInExamples())
        QTest::newRow(qPrintable(info.name)) << info.name;
}

void TestExport::everyExamplePictures()
{
    QFETCH(QString, name);
    const QString keep = qEnvironmentVariable("ATTENTION_LAB_EXPORT_DIR");
    const QDir dir(keep.isEmpty() ? m_dir.path() : keep);
    const Scenario scenario = loadExampleOrDie(name);
    for (const char *view : {"weights", "scores", "pipeline", "heads"}) {
        const QString path
            = dir.filePath(QStringLiteral("%1-%2.png").arg(name, QLatin1String(view)));
        QString error;
        QVERIFY2(exportView(scenario, *exportViewFromName(QLatin1String(view)), path, 1, &error),
                 qPrintable(error));
        QImage image;
        QVERIFY(image.load(path));
    }
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
