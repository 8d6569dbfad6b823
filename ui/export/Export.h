#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QByteArray;
class QWidget;

namespace attn {
struct Scenario;
}

namespace attn::ui {

/// The views `--export --view VIEW` knows (docs/command-line.md).
enum class ExportView { Weights, Scores, Pipeline, Heads, Stats, Sweep, Window };

std::optional<ExportView> exportViewFromName(const QString &name);
QStringList exportViewNames();

/// How an export is laid out beyond its view and format.
struct ExportSettings
{
    /// The PDF handout's page: "a4", "letter", each optionally with "-portrait" or
    /// "-landscape" ("a4-landscape"); empty: A4, landscape when the picture is wide.
    QString page;
    /// Draws the outline of the followed query row (off: exports are handed out without it).
    bool outlineFollowedRow = false;
    /// With outlineFollowedRow: the query row to outline (0-based, the command line's
    /// --outline-row); -1: the row the view options follow.
    int outlineRow = -1;
};

/// True if `page` is a page name ExportSettings::page accepts (or empty).
bool isExportPageName(const QString &page);
/// The page names --page accepts, for messages.
QStringList exportPageNames();

/// Renders one view of `scenario` to `outPath`; the format comes from the extension
/// (.png, .svg, .pdf); `scale` multiplies a PNG's pixel size. Written atomically: on
/// failure returns false, sets `error` (naming the file) and leaves no file at outPath.
/// Needs a QApplication (the offscreen platform is enough).
bool exportView(const Scenario &scenario, ExportView view, const QString &outPath, double scale,
                QString *error, const ExportSettings &settings = ExportSettings());

struct Snapshot;
struct ViewOptions;

/// Renders one view of `snapshot`, drawn with `options` (the head, the followed row, the
/// colour map as on screen), into `bytes` as `format` ("png", "svg" or "pdf"); for the
/// GUI's export and copy actions. False with a message on failure.
bool renderView(const Snapshot &snapshot, const ViewOptions &options, ExportView view,
                const QString &format, double scale, QByteArray *bytes, QString *error,
                const ExportSettings &settings = ExportSettings());

/// Makes the whole window, showing `scenario`, for the Window view. The export library
/// sits below the window shell, so the shell hands it this factory
/// (installWindowExport() in ui/shell); without one the Window view is refused.
using WindowWidgetFactory = std::function<std::shared_ptr<QWidget>(const Scenario &)>;
void setWindowWidgetFactory(WindowWidgetFactory factory);

} // namespace attn::ui
