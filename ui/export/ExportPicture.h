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
    std::shared_ptr<void> keepAlive;
};

} // namespace attn::ui
