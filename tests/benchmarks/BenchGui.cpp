#include "BenchGui.h"

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "Snapshot.h"
#include "SnapshotView.h"
#include "UndoCommands.h"
#include "WeightsView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QSet>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace attn::bench {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// Counts the paint events of the widgets it watches.
class PaintWatcher : public QObject
{
public:
    void watch(const QList<QWidget *> &widgets)
    {
        for (QWidget *w : widgets)
            w->installEventFilter(this);
        m_watched = widgets;
    }
    void clear() { m_painted.clear(); }
    bool allPainted() const { return m_painted.size() == m_watched.size(); }

protected:
    bool eventFilter(QObject *object, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            m_painted.insert(object);
        return false;
    }

private:
    QList<QWidget *> m_watched;
    QSet<QObject *> m_painted;
};

QList<QWidget *> visibleViews(const ui::MainWindow &window)
{
    QList<QWidget *> views;
    for (ui::SnapshotView *view : window.findChildren<ui::SnapshotView *>()) {
        if (view->isVisible() && !view->visibleRegion().isEmpty())
            views << view;
    }
    return views;
}

} // namespace

QByteArray benchPaint(int n, int repeat, std::uint64_t seed, QByteArray &error)
{
    const ui::SnapshotPtr snapshot = ui::makeSnapshot(randomScenario(n, 64, 1, seed));
    if (!snapshot->result.ok) {
        error = QByteArray::fromStdString(snapshot->result.error);
        return {};
    }
    ui::WeightsView view;
    view.setOptions(ui::ViewOptions{});
    view.setSnapshot(snapshot);
    // Room for n cells of one pixel plus the labels, the title and the colour bar.
    view.resize(n + 220, n + 120);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    const Timing t = measure(
        [&] {
            image.fill(Qt::white);
            QPainter painter(&image);
            view.render(&painter);
        },
        2, repeat);
    return JsonLine()
        .add("n", n)
        .add("width", view.width())
        .add("height", view.height())
        .add("median_ms", t.medianMs)
        .add("min_ms", t.minMs)
        .add("repeat", t.repeat)
        .add("first_ms", t.firstMs)
        .add("case", "paint")
        .text();
}

QByteArray benchEdit(const Size &size, int repeat, std::uint64_t seed, QByteArray &error)
{
    ui::MainWindow window;
    ui::installFileActions(&window);
    ui::installClassroom(&window);
    window.document()->reset(randomScenario(size.n, size.dModel, size.heads, seed), QString());
    window.resize(1366, 768);
    window.show();
    ui::Document *document = window.document();
    // Let the first frame and any start-up work settle.
    for (int i = 0; i < 20; ++i)
        QApplication::processEvents();
    document->waitForSnapshot();
    QApplication::processEvents();

    PaintWatcher watcher;
    const QList<QWidget *> views = visibleViews(window);
    if (views.isEmpty()) {
        error = "no view is visible in the main window";
        return {};
    }
    watcher.watch(views);
    bool delivered = false;
    auto start = Clock::now();
    std::vector<double> deliveries;
    QObject::connect(document, &ui::Document::snapshotChanged, &watcher, [&] {
        deliveries.push_back(msSince(start));
        delivered = true;
        watcher.clear();
    });

    std::vector<double> latencies;
    double longestBlock = 0;
    const double base = document->value(ui::MatrixId::Embeddings, 0, 0);
    for (int i = 0; i < repeat + 2; ++i) {
        delivered = false;
        watcher.clear();
        start = Clock::now();
        // Alternate two values, so each edit is a real change (merged into one undo step).
        document->undoStack()->push(new ui::ChangeCell(document, ui::MatrixId::Embeddings, 0, 0,
                                                       base + ((i & 1) ? 0.25 : -0.25)));
        longestBlock = std::max(longestBlock, msSince(start));
        while (!(delivered && watcher.allPainted())) {
            const auto slice = Clock::now();
            QApplication::processEvents(QEventLoop::AllEvents, 5);
            longestBlock = std::max(longestBlock, msSince(slice));
            if (msSince(start) > 60000) {
                error = "the views did not repaint within 60 s of an edit";
                return {};
            }
        }
        if (i >= 2) // two warm-up edits
            latencies.push_back(msSince(start));
    }
    return JsonLine()
        .add("n", size.n)
        .add("d_model", size.dModel)
        .add("heads", size.heads)
        .add("views", int(views.size()))
        .add("median_ms", median(latencies))
        .add("min_ms", *std::min_element(latencies.begin(), latencies.end()))
        .add("repeat", int(latencies.size()))
        .add("delivered_ms", median(deliveries))
        .add("max_gui_block_ms", longestBlock)
        .add("case", "edit")
        .text();
}

QByteArray benchStartup(const QString &program, int repeat, QByteArray &error)
{
    auto timeChild = [&](const QString &what, std::vector<double> &times) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        child.setProcessEnvironment(env);
        const auto start = Clock::now();
        child.start(program, {QStringLiteral("--startup-child"), what});
        if (!child.waitForReadyRead(30000)) {
            error = "the " + what.toUtf8() + " child painted no frame within 30 s";
            child.kill();
            child.waitForFinished();
            return false;
        }
        times.push_back(msSince(start));
        child.waitForFinished(30000);
        return true;
    };
    std::vector<double> window, bare;
    // One untimed run of each loads the libraries into the page cache.
    std::vector<double> warmup;
    if (!timeChild(QStringLiteral("bare"), warmup) || !timeChild(QStringLiteral("window"), warmup))
        return {};
    for (int i = 0; i < repeat; ++i) {
        if (!timeChild(QStringLiteral("bare"), bare)
            || !timeChild(QStringLiteral("window"), window))
            return {};
    }
    const double windowMs = median(window);
    const double bareMs = median(bare);
    return JsonLine()
        .add("median_ms", windowMs)
        .add("bare_window_ms", bareMs)
        .add("ratio", bareMs > 0 ? windowMs / bareMs : 0.0)
        .add("repeat", repeat)
        .add("case", "startup")
        .text();
}

int startupChild(const QString &what)
{
    struct FirstFrame : QObject
    {
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint && !seen) {
                seen = true;
                // After the whole frame: the rest of this flush paints the other widgets.
                QTimer::singleShot(0, qApp, [] {
                    std::fputs("painted\n", stdout);
                    std::fflush(stdout);
                    QApplication::quit();
                });
            }
            return false;
        }
        bool seen = false;
    } firstFrame;
    qApp->installEventFilter(&firstFrame);
    if (what == QLatin1String("bare")) {
        QWidget widget;
        widget.resize(1366, 768);
        widget.show();
        return QApplication::exec();
    }
    // What runGui() does (ui/Gui.cpp) on the default example.
    Scenario scenario;
    QString problem;
    if (!loadExample(defaultExampleName(), scenario, &problem))
        return 1;
    ui::MainWindow window;
    window.document()->reset(scenario, QString());
    ui::installFileActions(&window);
    ui::installClassroom(&window);
    window.restoreLayout();
    window.resize(1366, 768);
    window.show();
    return QApplication::exec();
}

} // namespace attn::bench
