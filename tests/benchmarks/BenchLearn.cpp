#include "BenchLearn.h"

#include "BenchSupport.h"
#include "ClassroomInstall.h"
#include "FileActionsInstall.h"
#include "LearnPanel.h"
#include "MainWindow.h"

#include <QApplication>
#include <QEventLoop>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <chrono>

namespace attn::bench {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

} // namespace

QByteArray benchLearn(int steps, QByteArray &error)
{
    ui::MainWindow window;
    ui::installFileActions(&window);
    ui::installClassroom(&window);
    window.resize(1366, 768);
    window.show();
    auto *panel = window.findChild<ui::LearnPanel *>();
    QTabWidget *tabs = nullptr;
    for (QTabWidget *t : window.findChildren<QTabWidget *>())
        if (t->indexOf(panel) >= 0)
            tabs = t;
    if (!panel || !tabs) {
        error = "the main window has no Learn tab";
        return {};
    }
    tabs->setCurrentWidget(panel);
    if (steps > 0)
        panel->stepsBox()->setValue(steps);
    for (int i = 0; i < 20; ++i)
        QApplication::processEvents();

    // The heartbeat: a gap between two ticks is time the GUI thread spent elsewhere.
    double longest = 0;
    auto last = Clock::now();
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(2);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        longest = std::max(longest, msSince(last));
        last = Clock::now();
    });
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (panel->stepsDone() >= panel->spec().steps && !panel->isPlaying())
            loop.quit();
    });
    const int updatesBefore = panel->updatesReceived();
    const auto start = Clock::now();
    last = start;
    heartbeat.start();
    poll.start();
    QTimer::singleShot(0, panel, &ui::LearnPanel::play);
    QTimer::singleShot(600000, &loop, [&] { loop.exit(1); });
    if (loop.exec() != 0) {
        error = "the Learn tab did not finish training within 10 minutes";
        return {};
    }
    const double seconds = msSince(start) / 1000;
    const int updates = panel->updatesReceived() - updatesBefore;
    int points = 0;
    for (const auto &records : panel->records())
        points += int(records.size());
    return JsonLine()
        .add("steps", panel->stepsDone())
        .add("variants", int(panel->records().size()))
        .add("points_per_chart", points)
        .add("seconds", seconds)
        .add("chart_updates", updates)
        .add("chart_updates_per_s", seconds > 0 ? updates / seconds : 0.0, 1)
        .add("max_gui_block_ms", longest)
        .add("case", "learn")
        .text();
}

} // namespace attn::bench
