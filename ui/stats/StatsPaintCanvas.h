#pragma once

#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace attn::ui::statspaint {

/// Lays an export out in logical units: the painter is scaled uniformly so that a canvas
/// at least `preferred` in both directions, of `target`'s aspect, fills `target`; the
/// background is filled white. Restores the painter when it goes.
class Canvas
{
public:
    Canvas(QPainter &painter, const QRectF &target, const QSizeF &preferred);
    ~Canvas();
    Canvas(const Canvas &) = delete;
    Canvas &operator=(const Canvas &) = delete;

    QRectF area() const { return m_area; }

private:
    QPainter &m_painter;
    QRectF m_area;
};

/// The application's font family at `pixelSize` logical pixels (the same layout on a
/// QImage, an SVG and a PDF, whose dots per inch differ).
QFont font(int pixelSize);

/// A bold title and an optional grey subtitle at the top of `rect`; returns what is left.
QRectF paintTitle(QPainter &painter, const QRectF &rect, const QString &title,
                  const QString &subtitle, const QFont &font);

/// A word-wrapped paragraph at the top of `rect`; returns what is left below it.
QRectF paintParagraph(QPainter &painter, const QRectF &rect, const QString &text,
                      const QFont &font);

} // namespace attn::ui::statspaint
