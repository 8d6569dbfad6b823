// Predict, then reveal: the marks of the class's guess and of the answer never cover a
// cell's number (they were frames inset into the cell, and a projector showed "0,808" as
// ")‚80"). Painted three times at each cell size: without marks, with the guess on the
// answer, with the guess beside it; every pixel of each number's text is the same in all
// three, and the marks are there (the cells differ elsewhere).

#include "HeatmapLayout.h"
#include "HeatmapPainter.h"
#include "NumberFormat.h"
#include "TestHelpers.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace attn;
using namespace attn::ui;

namespace {

QImage paint(const HeatmapSpec &spec, const HeatmapLayout &layout, const QSize &size)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintHeatmap(painter, spec, layout);
    return image;
}

/// How many pixels of `rect` differ between the two pictures.
int differing(const QImage &a, const QImage &b, const QRect &rect)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += a.pixel(x, y) != b.pixel(x, y);
    return count;
}

} // namespace

class TestGuessMarks : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void marksLeaveTheNumbersAlone_data()
    {
        QTest::addColumn<int>("cell");
        QTest::newRow("24 px (a laptop)") << 24;
        QTest::newRow("40 px") << 40;
        QTest::newRow("72 px (a projector, presentation)") << 72;
    }

    void marksLeaveTheNumbersAlone()
    {
        QFETCH(int, cell);
        Matrix weights(1, 4);
        weights << 0.808, 0.096, 0.064, 0.032;
        HeatmapSpec spec;
        spec.values = &weights;
        spec.rows = 1;
        spec.columns = 4;
        spec.showColorBar = false;
        spec.maxCellSize = cell;
        const QSize size(cell * 4 + 200, cell + 200);
        const HeatmapLayout layout = layoutHeatmap(spec, QRectF(QPointF(0, 0), size), QFont());
        QCOMPARE(int(layout.cell), cell);
        QVERIFY(layout.valuesVisible);
        const QImage plain = paint(spec, layout, size);
        HeatmapSpec same = spec;
        same.guessCell = same.answerCell = QPoint(0, 0);
        HeatmapSpec beside = spec;
        beside.guessCell = QPoint(1, 0);
        beside.answerCell = QPoint(0, 0);
        const QImage marked[] = {paint(same, layout, size), paint(beside, layout, size)};
        const QFontMetricsF metrics(layout.valueFont);
        for (int column = 0; column < 2; ++column) {
            const QRectF where = cellRect(layout, 0, column);
            const QString text = formatCell(weights(0, column), layout.valueDecimals);
            // The text's own box, one pixel larger for antialiasing.
            const QRect textBox = metrics.boundingRect(where, Qt::AlignCenter, text)
                                      .toAlignedRect()
                                      .adjusted(-1, -1, 1, 1);
            for (const QImage &image : marked)
                QVERIFY2(differing(plain, image, textBox) == 0,
                         qPrintable(QStringLiteral("\"%1\" in a %2 px cell is covered by a mark")
                                        .arg(text)
                                        .arg(cell)));
        }
        // The marks are drawn: in the answer's cell in both, in the guess's cell beside it.
        const QRect answerCell = cellRect(layout, 0, 0).toAlignedRect();
        const QRect guessCell = cellRect(layout, 0, 1).toAlignedRect();
        QVERIFY(differing(plain, marked[0], answerCell) > cell);
        QVERIFY(differing(plain, marked[1], answerCell) > cell);
        QVERIFY(differing(plain, marked[1], guessCell) > cell);
        QCOMPARE(differing(plain, marked[0], guessCell), 0);
    }
};

QTEST_MAIN(TestGuessMarks)
#include "tst_guessmarks.moc"
