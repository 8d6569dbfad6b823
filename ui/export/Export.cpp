#include "Export.h"

#include "AtomicFile.h"
#include "ExampleTitles.h"
#include "ExportHandout.h"
#include "ExportPicture.h"
#include "LocalFile.h"
#include "PipelinePainter.h"
#include "PrintableText.h"
#include "Snapshot.h"
#include "StatsPaint.h"
#include "Sweep.h"
#include "SweepPaint.h"
#include "ViewOptions.h"
#include "ViewPainters.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include <array>
#include <cmath>
#include <utility>

namespace attn::ui {

namespace {

struct ExportText
{
    Q_DECLARE_TR_FUNCTIONS(Export)
};

constexpr std::array<std::pair<ExportView, const char *>, 7> viewNames = {{
    {ExportView::Weights, "weights"},
    {ExportView::Scores, "scores"},
    {ExportView::Pipeline, "pipeline"},
    {ExportView::Heads, "heads"},
    {ExportView::Stats, "stats"},
    {ExportView::Sweep, "sweep"},
    {ExportView::Window, "window"},
}};

/// Past this many pixels a PNG is refused rather than risking the machine's memory.
constexpr double maxPngPixels = 20000.0 * 20000.0;

/// The window view's size: the smallest screen the product promises to fit.
const QSize windowSize(1366, 768);

QString scenarioTitle(const Snapshot &snapshot)
{
    const QString title = exampleTitleText(printableText(snapshot.scenario.title));
    return title.isEmpty() ? ExportText::tr("Attention Lab scenario") : title;
}

WindowWidgetFactory &windowFactory()
{
    static WindowWidgetFactory factory;
    return factory;
}

bool makeWindowPicture(const Snapshot &snapshot, ExportPicture &picture, QString *error)
{
    const WindowWidgetFactory &factory = windowFactory();
    std::shared_ptr<QWidget> window = factory ? factory(snapshot.scenario) : nullptr;
    if (!window) {
        if (error)
            *error = ExportText::tr("window view not available");
        return false;
    }
    window->setAttribute(Qt::WA_DontShowOnScreen, true);
    window->resize(windowSize);
    window->show();
    // Let the layouts and the first paint settle.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    QWidget *raw = window.get();
    picture.size = QSizeF(raw->size());
    picture.paint = [raw](QPainter &painter, const QRectF &rect) {
        raw->render(&painter, rect.topLeft().toPoint(), QRegion(),
                    QWidget::DrawWindowBackground | QWidget::DrawChildren);
    };
    picture.viewTitle = ExportText::tr("The main window");
    picture.keepAlive = window;
    return true;
}

bool makePicture(const Snapshot &snapshot, ViewOptions options, ExportView view,
                 ExportPicture &picture, QString *error, bool forPage)
{
    const QFont font = QApplication::font();
    // The heatmaps take the whole picture, cells as large as fit (with their numbers): its
    // preferred size, or on a page the whole printable area.
    options.fillArea = true;
    options.focusStage = -1;
    picture.reflows = forPage && view != ExportView::Stats && view != ExportView::Sweep
                      && view != ExportView::Window;
    switch (view) {
    case ExportView::Weights:
        picture.size = weightsPreferredSize(snapshot, options, font);
        picture.paint = [&snapshot, options](QPainter &p, const QRectF &r) {
            paintWeights(p, r, snapshot, options);
        };
        picture.viewTitle = ExportText::tr("Attention weights");
        return true;
    case ExportView::Scores:
        picture.size = scoresPreferredSize(snapshot, options, font);
        picture.paint = [&snapshot, options](QPainter &p, const QRectF &r) {
            paintScores(p, r, snapshot, options);
        };
        picture.viewTitle = ExportText::tr("Scores Q\u00b7K\u1d40");
        return true;
    case ExportView::Pipeline:
        picture.size = pipelinePreferredSize(snapshot, options, font);
        picture.paint = [&snapshot, options](QPainter &p, const QRectF &r) {
            paintPipeline(p, r, snapshot, options);
        };
        picture.viewTitle = ExportText::tr("Every stage of the formula");
        return true;
    case ExportView::Heads:
        picture.size = headsPreferredSize(snapshot, options, font);
        picture.paint = [&snapshot, options](QPainter &p, const QRectF &r) {
            paintHeads(p, r, snapshot, options);
        };
        picture.viewTitle = ExportText::tr("The weights of every head");
        return true;
    case ExportView::Stats:
        picture.size = statsPreferredSize();
        picture.paint = [&snapshot](QPainter &p, const QRectF &r) { paintStats(p, r, snapshot); };
        picture.viewTitle = ExportText::tr("Scaled against unscaled scores");
        return true;
    case ExportView::Sweep: {
        auto sweep = std::make_shared<std::pair<SweepParams, SweepResult>>();
        sweep->second = runSweep(sweep->first);
        picture.size = sweepPreferredSize();
        picture.paint = [sweep](QPainter &p, const QRectF &r) {
            paintSweep(p, r, sweep->first, sweep->second);
        };
        picture.viewTitle = ExportText::tr("Why divide by √d_k: the d_k sweep");
        picture.keepAlive = sweep;
        return true;
    }
    case ExportView::Window:
        return makeWindowPicture(snapshot, picture, error);
    }
    if (error)
        *error = ExportText::tr("unknown view");
    return false;
}

QSize logicalSize(const ExportPicture &picture)
{
    return QSize(std::max(1, int(std::ceil(picture.size.width()))),
                 std::max(1, int(std::ceil(picture.size.height()))));
}

bool renderPng(const ExportPicture &picture, double scale, QByteArray *bytes, QString *error)
{
    const QSize logical = logicalSize(picture);
    const QSize pixels(int(std::lround(logical.width() * scale)),
                       int(std::lround(logical.height() * scale)));
    if (double(pixels.width()) * pixels.height() > maxPngPixels) {
        if (error)
            *error
                = ExportText::tr("the picture would be %1\u00d7%2 pixels; choose a smaller scale")
                      .arg(pixels.width())
                      .arg(pixels.height());
        return false;
    }
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = ExportText::tr("not enough memory for a %1\u00d7%2 picture")
                         .arg(pixels.width())
                         .arg(pixels.height());
        return false;
    }
    image.setDevicePixelRatio(scale);
    // 96 dpi times the scale: a document places the picture at its logical size.
    const int dotsPerMeter = int(std::lround(96.0 * scale / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        picture.paint(painter, QRectF(QPointF(0, 0), QSizeF(logical)));
    }
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = ExportText::tr("could not encode the PNG");
        return false;
    }
    return true;
}

bool renderSvg(const Snapshot &snapshot, const ExportPicture &picture, QByteArray *bytes,
               QString *error)
{
    const QSize logical = logicalSize(picture);
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(logical);
    generator.setViewBox(QRectF(QPointF(0, 0), QSizeF(logical)));
    generator.setResolution(96);
    // QSvgGenerator writes <title> and <desc> as they are (Qt 6.4): a title "<pad> & co"
    // would be markup. The texts it draws it escapes itself.
    generator.setTitle(scenarioTitle(snapshot).toHtmlEscaped());
    generator.setDescription(ExportText::tr("%1. Made with Attention Lab %2.")
                                 .arg(picture.viewTitle, QCoreApplication::applicationVersion())
                                 .toHtmlEscaped());
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = ExportText::tr("could not start the SVG");
        return false;
    }
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(logical)), Qt::white);
    picture.paint(painter, QRectF(QPointF(0, 0), QSizeF(logical)));
    painter.end();
    return true;
}

} // namespace

void setWindowWidgetFactory(WindowWidgetFactory factory)
{
    windowFactory() = std::move(factory);
}

std::optional<ExportView> exportViewFromName(const QString &name)
{
    for (const auto &[view, text] : viewNames) {
        if (name == QLatin1String(text))
            return view;
    }
    return std::nullopt;
}

QStringList exportViewNames()
{
    QStringList names;
    for (const auto &entry : viewNames)
        names << QLatin1String(entry.second);
    return names;
}

bool isExportPageName(const QString &page)
{
    return page.isEmpty() || exportPageNames().contains(page);
}

QStringList exportPageNames()
{
    QStringList names;
    for (const char *size : {"a4", "letter"}) {
        for (const char *orientation : {"", "-portrait", "-landscape"})
            names << QLatin1String(size) + QLatin1String(orientation);
    }
    return names;
}

bool renderView(const Snapshot &snapshot, const ViewOptions &options, ExportView view,
                const QString &format, double scale, QByteArray *bytes, QString *error,
                const ExportSettings &settings)
{
    if (!snapshot.result.ok && view != ExportView::Window && view != ExportView::Sweep) {
        if (error)
            *error = ExportText::tr("the scenario cannot be computed: %1")
                         .arg(QString::fromStdString(snapshot.result.error));
        return false;
    }
    if (!(scale > 0 && scale <= 16)) {
        if (error)
            *error = ExportText::tr("scale %1 is out of range (0 to 16)").arg(scale);
        return false;
    }
    const QString suffix = format.toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")
        && suffix != QLatin1String("pdf")) {
        if (error)
            *error
                = ExportText::tr("unknown picture format \u201c%1\u201d (expected png, svg or pdf)")
                      .arg(format);
        return false;
    }
    ViewOptions shown = options;
    if (!settings.outlineFollowedRow)
        shown.highlightRow = -1;
    else if (settings.outlineRow >= 0)
        shown.highlightRow = settings.outlineRow;
    ExportPicture picture;
    if (!makePicture(snapshot, shown, view, picture, error, suffix == QLatin1String("pdf")))
        return false;
    if (suffix == QLatin1String("png"))
        return renderPng(picture, scale, bytes, error);
    if (suffix == QLatin1String("svg"))
        return renderSvg(snapshot, picture, bytes, error);
    return renderHandout(snapshot, picture, settings.page, bytes, error);
}

bool exportView(const Scenario &scenario, ExportView view, const QString &outPath, double scale,
                QString *error, const ExportSettings &settings)
{
    const QString suffix = QFileInfo(outPath).suffix().toLower();
    const SnapshotPtr snapshot = makeSnapshot(scenario);
    const int queries = int(snapshot->queryLabels.size());
    if (settings.outlineFollowedRow && settings.outlineRow >= queries) {
        if (error)
            *error = ExportText::tr("--outline-row %1: the scenario has %2 queries")
                         .arg(settings.outlineRow + 1)
                         .arg(queries);
        return false;
    }
    QByteArray bytes;
    QString why;
    if (!renderView(*snapshot, ViewOptions(), view, suffix, scale, &bytes, &why, settings)) {
        if (error)
            *error = displayPath(outPath) + QStringLiteral(": ") + why;
        return false;
    }
    // The file appears whole or not at all.
    return writeFileAtomically(outPath, bytes, error);
}

} // namespace attn::ui
