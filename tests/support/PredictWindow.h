#pragma once

// The main window with the classroom and file actions, as predict, then reveal tests use
// it, and the numbers the class must not see while the results are hidden.

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "NumberFormat.h"
#include "PredictBar.h"
#include "Snapshot.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>

namespace testing {

using namespace attn;
using namespace attn::ui;

inline namespace predict {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

/// The numbers the class must not see: every weight and output of head 0, as cells write
/// them at the chosen precision, and as the formulas write them.
QStringList secretNumbers(const Snapshot &snapshot)
{
    QStringList numbers;
    const HeadResult &head = snapshot.result.heads[0];
    for (const Matrix *m : {&head.weights, &head.output, &snapshot.result.output}) {
        for (Eigen::Index r = 0; r < m->rows(); ++r) {
            for (Eigen::Index c = 0; c < m->cols(); ++c) {
                const double value = double((*m)(r, c));
                if (std::abs(value) < 1e-6)
                    continue;
                numbers << formatCell(value, cellDecimals())
                        << formatNumber(value, NumberStyle::Formula);
            }
        }
    }
    return numbers;
}

QString leak(const QString &text, const QStringList &numbers)
{
    for (const QString &number : numbers) {
        if (text.contains(number))
            return number;
    }
    return QString();
}

struct Window
{
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    Classroom *classroom = nullptr;
    PredictBar *bar = nullptr;

    explicit Window(const QString &example)
    {
        installFileActions(window.get());
        classroom = installClassroom(window.get());
        bar = window->findChild<PredictBar *>();
        window->resize(1366, 768);
        window->show();
        window->openExample(example);
        window->document()->waitForSnapshot();
        QCoreApplication::processEvents();
    }
};

} // namespace predict

} // namespace testing
