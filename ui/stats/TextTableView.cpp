#include "TextTableView.h"

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QPainter>
#include <QTableWidget>

#include <algorithm>

namespace attn::ui {

namespace {

/// Cells after the first hold numbers (or a dash, or a small formula).
Qt::Alignment alignmentOf(int column)
{
    return column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter;
}

QList<double> columnWidths(const TextTable &table, const QFontMetricsF &body,
                           const QFontMetricsF &header, double padding)
{
    QList<double> widths;
    for (int c = 0; c < table.headers.size(); ++c) {
        double w = header.horizontalAdvance(table.headers.at(c));
        for (const QStringList &row : table.rows)
            w = std::max(w, body.horizontalAdvance(row.value(c)));
        widths.append(w + 2 * padding);
    }
    return widths;
}

/// Header `column` broken into lines no wider than the column's numbers (or its longest
/// word): a wide table's columns stay as narrow as what they hold.
QString wrappedHeader(const TextTable &table, int column, const QFontMetrics &metrics)
{
    const QStringList words = table.headers.at(column).split(QLatin1Char(' '));
    int width = 0;
    for (const QString &word : words)
        width = std::max(width, metrics.horizontalAdvance(word));
    for (const QStringList &row : table.rows)
        width = std::max(width, metrics.horizontalAdvance(row.value(column)));
    QStringList lines;
    for (const QString &word : words) {
        if (!lines.isEmpty()
            && metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= width)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void showTextTable(QTableWidget *widget, const TextTable &table, bool twoLineHeaders)
{
    const bool sameShape
        = widget->rowCount() == table.rows.size() && widget->columnCount() == table.headers.size();
    if (!sameShape) {
        widget->clear();
        widget->setRowCount(int(table.rows.size()));
        widget->setColumnCount(int(table.headers.size()));
    }
    for (int c = 0; c < table.headers.size(); ++c) {
        const QString &header = table.headers.at(c);
        const QString shown
            = twoLineHeaders ? wrappedHeader(table, c, widget->fontMetrics()) : header;
        QTableWidgetItem *item = widget->horizontalHeaderItem(c);
        if (!item) {
            item = new QTableWidgetItem;
            widget->setHorizontalHeaderItem(c, item);
        }
        item->setText(shown);
        item->setToolTip(header);
    }
    for (int r = 0; r < table.rows.size(); ++r) {
        for (int c = 0; c < table.headers.size(); ++c) {
            QTableWidgetItem *item = widget->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
                item->setTextAlignment(alignmentOf(c));
                widget->setItem(r, c, item);
            }
            item->setText(table.rows.at(r).value(c));
            item->setToolTip(table.toolTips.value(r).value(c));
        }
    }
}

QSizeF textTableSize(const TextTable &table, const QFont &font)
{
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF body(font);
    const QFontMetricsF header(bold);
    const double padding = body.height() * 0.4;
    double width = 0;
    for (double w : columnWidths(table, body, header, padding))
        width += w;
    const double rowHeight = body.height() * 1.5;
    return QSizeF(width, rowHeight * double(table.rows.size() + 1));
}

void paintTextTable(QPainter &painter, const QRectF &rect, const TextTable &table,
                    const QFont &font, bool dark)
{
    if (table.headers.isEmpty())
        return;
    QFont body = font;
    const QSizeF natural = textTableSize(table, body);
    const double shrink
        = std::min({1.0, rect.width() / natural.width(), rect.height() / natural.height()});
    if (shrink < 1) {
        // Pixel-sized fonts: shrinking keeps the table inside the rectangle on every device.
        body.setPixelSize(std::max(6, int(QFontInfo(body).pixelSize() * shrink)));
    }
    QFont bold = body;
    bold.setBold(true);
    const QFontMetricsF metrics(body);
    const double padding = metrics.height() * 0.4;
    QList<double> widths = columnWidths(table, metrics, QFontMetricsF(bold), padding);
    double total = 0;
    for (double w : widths)
        total += w;
    // Spread the spare width over the number columns, so the table fills its place.
    if (total < rect.width() && widths.size() > 1) {
        const double extra = (rect.width() - total) / double(widths.size() - 1);
        for (int c = 1; c < widths.size(); ++c)
            widths[c] += extra;
    }
    const double rowHeight = metrics.height() * 1.5;
    const QColor text = dark ? QColor(0xEE, 0xEE, 0xEE) : QColor(0x11, 0x11, 0x11);
    const QColor band = dark ? QColor(0x33, 0x33, 0x38) : QColor(0xF0, 0xF0, 0xF4);
    const QColor rule = dark ? QColor(0x77, 0x77, 0x77) : QColor(0x99, 0x99, 0x99);

    painter.save();
    double y = rect.top();
    const auto paintRow = [&](const QStringList &cells, const QFont &rowFont) {
        double x = rect.left();
        painter.setFont(rowFont);
        for (int c = 0; c < widths.size(); ++c) {
            const QRectF cell(x + padding, y, widths[c] - 2 * padding, rowHeight);
            painter.drawText(cell, int(alignmentOf(c)), cells.value(c));
            x += widths[c];
        }
        y += rowHeight;
    };
    painter.setPen(text);
    paintRow(table.headers, bold);
    painter.setPen(QPen(rule, 1));
    painter.drawLine(QPointF(rect.left(), y),
                     QPointF(rect.left() + std::max(total, rect.width()), y));
    for (int r = 0; r < table.rows.size(); ++r) {
        if (r % 2 == 1)
            painter.fillRect(QRectF(rect.left(), y, std::max(total, rect.width()), rowHeight),
                             band);
        painter.setPen(text);
        paintRow(table.rows.at(r), body);
    }
    painter.restore();
}

} // namespace attn::ui
