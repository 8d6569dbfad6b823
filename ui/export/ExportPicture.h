#pragma once

#include <QSizeF>
#include <QString>

#include <functional>
#include <memory>

class QPainter;
class QRectF;

namespace attn::ui {

struct Snapshot;

/// One picture to export: its logical size (pixels at 96 dpi) and the routine that
/// paints it into a rectangle of that size. `keepAlive` holds what the routine needs
/// (a sweep result, a main window).
struct ExportPicture
{
    QSizeF size;
    std::function<void(QPainter &, const QRectF &)> paint;
    QString viewTitle; ///< e.g. "Attention weights", for the PDF handout
    /// The routine lays the view out anew in any rectangle, its cells as large as fit: the
    /// handout gives it the whole page instead of scaling the picture down to it.
    bool reflows = false;
    std::shared_ptr<void> keepAlive;
};

} // namespace attn::ui
