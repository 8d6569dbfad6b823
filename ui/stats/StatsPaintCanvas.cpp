#include "StatsPaintCanvas.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>

#include <algorithm>

namespace attn::ui::statspaint {

Canvas::Canvas(QPainter &painter, const QRectF &target, const QSizeF &preferred)
    : m_painter(painter)
{
    m_painter.save();
    const double scale = std::max(
        1e-6, std::min(target.width() / preferred.width(), target.height() / preferred.height()));
    m_painter.translate(target.topLeft());
    m_painter.scale(scale, scale);
    m_area = QRectF(QPointF(0, 0), target.size() / scale);
    m_painter.fillRect(m_area, Qt::white);
    m_painter.setPen(QColor(0x11, 0x11, 0x11));
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setRenderHint(QPainter::TextAntialiasing);
}

Canvas::~Canvas()
{
    m_painter.restore();
}

QFont font(int pixelSize)
{
    QFont f = QGuiApplication::font();
    f.setPixelSize(pixelSize);
    return f;
}

QRectF paintTitle(QPainter &painter, const QRectF &rect, const QString &title,
                  const QString &subtitle, const QFont &base)
{
    QFont bold = base;
    bold.setPixelSize(int(QFontInfo(base).pixelSize() * 1.5));
    bold.setBold(true);
    painter.save();
    painter.setFont(bold);
    const double titleHeight = QFontMetricsF(bold).height();
    painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), titleHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, title);
    double y = rect.top() + titleHeight * 1.15;
    if (!subtitle.isEmpty()) {
        painter.setFont(base);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const double h = QFontMetricsF(base).height();
        painter.drawText(QRectF(rect.left(), y, rect.width(), h), Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(base).elidedText(subtitle, Qt::ElideRight, rect.width()));
        y += h * 1.3;
    }
    painter.restore();
    return QRectF(rect.left(), y, rect.width(), std::max(0.0, rect.bottom() - y));
}

QRectF paintParagraph(QPainter &painter, const QRectF &rect, const QString &text, const QFont &font)
{
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF used = QFontMetricsF(font).boundingRect(rect, flags, text);
    painter.save();
    painter.setFont(font);
    painter.drawText(rect, flags, text);
    painter.restore();
    const double y = used.bottom() + QFontMetricsF(font).height() * 0.5;
    return QRectF(rect.left(), y, rect.width(), std::max(0.0, rect.bottom() - y));
}

} // namespace attn::ui::statspaint
