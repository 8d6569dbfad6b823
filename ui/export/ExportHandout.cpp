// The PDF handout of an export.

#include "ExportHandout.h"

#include "CellFormula.h"
#include "ExampleTitles.h"
#include "ExportPicture.h"
#include "HeatmapPainter.h"
#include "NumberFormat.h"
#include "PrintableText.h"
#include "Snapshot.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct HandoutText
{
    Q_DECLARE_TR_FUNCTIONS(Handout)
};

/// Resolution of the PDF's device pixels; drawing happens in 96-dpi units on top.
constexpr int pdfResolution = 600;

QStringList settingsLines(const Snapshot &snapshot)
{
    const Scenario &scenario = snapshot.scenario;
    const AttentionResult &result = snapshot.result;
    QStringList parts;
    if (!scenario.scale)
        parts << HandoutText::tr("scaling off (scores are not divided)");
    else if (scenario.divisor)
        parts << HandoutText::tr("scaling on: \u00f7 %1 (chosen divisor)")
                     .arg(formatNumber(result.divisor, NumberStyle::Formula));
    else
        parts << HandoutText::tr("scaling on: \u00f7 \u221a%1 = %2")
                     .arg(result.dK)
                     .arg(formatNumber(result.divisor, NumberStyle::Formula));
    parts << (scenario.causal ? HandoutText::tr("causal mask on")
                              : HandoutText::tr("causal mask off"));
    QStringList padded;
    const Labels keys = snapshot.keyLabels;
    for (std::size_t j = 0; j < scenario.padding.size(); ++j) {
        if (scenario.padding[j])
            padded << QString::number(j + 1);
    }
    parts << (padded.isEmpty()
                  ? HandoutText::tr("no padding")
                  : HandoutText::tr("padding keys: %1").arg(padded.join(QStringLiteral(", "))));
    if (scenario.mask)
        parts << HandoutText::tr("custom mask");

    QStringList shape;
    if (scenario.mode == Mode::Direct)
        shape << HandoutText::tr("Q, K, V given directly");
    else
        shape
            << HandoutText::tr("%1 head(s), d_model = %2").arg(result.numHeads).arg(result.dModel);
    shape << QStringLiteral("d_k = %1").arg(result.dK)
          << HandoutText::tr("%1 queries \u00d7 %2 keys").arg(result.nQueries).arg(result.nKeys);
    const QString separator = QStringLiteral("  \u00b7  ");
    return {parts.join(separator), shape.join(separator)};
}

} // namespace

bool renderHandout(const Snapshot &snapshot, const ExportPicture &picture, const QString &page,
                   QByteArray *bytes, QString *error)
{
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    const QString title = exampleTitleText(printableText(snapshot.scenario.title));
    bool landscape = picture.size.width() > 1.15 * picture.size.height();
    if (page.endsWith(QLatin1String("-landscape")))
        landscape = true;
    else if (page.endsWith(QLatin1String("-portrait")))
        landscape = false;
    const QPageSize::PageSizeId paper
        = page.startsWith(QLatin1String("letter")) ? QPageSize::Letter : QPageSize::A4;
    QPdfWriter writer(&buffer);
    writer.setTitle(title.isEmpty() ? picture.viewTitle : title);
    writer.setCreator(
        QStringLiteral("Attention Lab %1").arg(QCoreApplication::applicationVersion()));
    writer.setResolution(pdfResolution);
    writer.setPageLayout(QPageLayout(QPageSize(paper),
                                     landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                     QMarginsF(14, 14, 14, 14), QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = HandoutText::tr("could not start the PDF");
        return false;
    }
    // Draw in 96-dpi units, as on screen, so the picture's fonts and lines keep their
    // proportions.
    const double toDevice = pdfResolution / 96.0;
    painter.scale(toDevice, toDevice);
    const QRectF sheet(0, 0, writer.width() / toDevice, writer.height() / toDevice);

    const QFont base = QApplication::font();
    QFont titleFont = scaledFont(base, 1.9);
    titleFont.setBold(true);
    const QFont formulaFont = scaledFont(base, 1.45);
    const QFont textFont = scaledFont(base, 1.05);
    const QFont smallFont = scaledFont(base, 0.85);
    const QColor ink = heatmapcolors::text(false);
    const QColor grey = heatmapcolors::secondaryText(false);

    double y = sheet.top();
    auto line = [&](const QFont &font, const QColor &colour, const QString &text, double after) {
        const QFontMetricsF metrics(font);
        const QRectF box(sheet.left(), y, sheet.width(), metrics.height() * 3);
        painter.setFont(font);
        painter.setPen(colour);
        const QRectF used = painter.boundingRect(box, Qt::AlignLeft | Qt::TextWordWrap, text);
        painter.drawText(box, Qt::AlignLeft | Qt::TextWordWrap, text);
        y += used.height() + after;
    };
    line(titleFont, ink, title.isEmpty() ? picture.viewTitle : title, 2);
    line(textFont, grey, picture.viewTitle, 10);
    line(formulaFont, ink,
         QStringLiteral("Attention(Q, K, V) = softmax(Q\u00b7K\u1d40 / \u221ad_k + M) \u00b7 V"),
         2);
    line(smallFont, grey,
         HandoutText::tr("Vaswani et al. 2017, eq. 1, with an additive mask M "
                         "(0 where a query may attend a key, \u2212\u221e where "
                         "it may not)"),
         10);
    for (const QString &settings : settingsLines(snapshot))
        line(textFont, ink, settings, 3);
    y += 6;
    painter.setPen(QPen(grey, 0.75));
    painter.drawLine(QPointF(sheet.left(), y), QPointF(sheet.right(), y));
    y += 12;

    const double footer = QFontMetricsF(smallFont).height() + 6;
    const QRectF area(sheet.left(), y, sheet.width(), sheet.bottom() - footer - y);
    const QSizeF size = picture.size;
    if (picture.reflows && area.height() > 0) {
        // Laid out anew in the whole area: the cells grow to the page, with their numbers.
        painter.save();
        painter.setClipRect(area);
        painter.setFont(base);
        picture.paint(painter, area);
        painter.restore();
    } else if (area.height() > 0 && size.width() > 0 && size.height() > 0) {
        const double fit
            = std::min({area.width() / size.width(), area.height() / size.height(), 1.6});
        painter.save();
        painter.translate(area.left() + (area.width() - size.width() * fit) / 2, area.top());
        painter.scale(fit, fit);
        painter.setClipRect(QRectF(QPointF(0, 0), size));
        picture.paint(painter, QRectF(QPointF(0, 0), size));
        painter.restore();
    }
    painter.setFont(smallFont);
    painter.setPen(grey);
    painter.drawText(
        QRectF(sheet.left(), sheet.bottom() - footer + 6, sheet.width(), footer),
        Qt::AlignLeft | Qt::AlignVCenter,
        HandoutText::tr("Made with Attention Lab %1").arg(QCoreApplication::applicationVersion()));
    painter.end();
    return true;
}

} // namespace attn::ui
