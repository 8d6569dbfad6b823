// Masked cells at 4096 tokens: with less than a pixel a cell, the hatching was drawn per
// cell and sampled, and became a coarse checkerboard. It is drawn per device pixel now:
// every fourth diagonal of the masked area, unbroken, whatever the number of cells.

#include "HeatmapLayout.h"
#include "HeatmapPainter.h"
#include "TestHelpers.h"

#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace attn;
using namespace attn::ui;

class TestHatching : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void hatchingFollowsThePixels_data()
    {
        QTest::addColumn<int>("cells");
        QTest::newRow("4096 cells, under a pixel each") << 4096;
        QTest::newRow("600 cells, under a pixel each") << 600;
        QTest::newRow("150 cells, a few pixels each") << 150;
    }

    void hatchingFollowsThePixels()
    {
        QFETCH(int, cells);
        const BoolMatrix allowed = BoolMatrix::Constant(cells, cells, false); // all masked
        HeatmapSpec spec;
        spec.allowed = &allowed;
        spec.rows = cells;
        spec.columns = cells;
        spec.scale = HeatmapScale::Mask;
        spec.showColorBar = false;
        spec.showValues = false;
        QImage image(520, 520, QImage::Format_RGB32);
        image.fill(Qt::white);
        const HeatmapLayout layout = layoutHeatmap(spec, QRectF(image.rect()), QFont());
        QVERIFY(layout.cell * cells > 200);
        {
            QPainter painter(&image);
            paintHeatmap(painter, spec, layout);
        }
        const QRgb hatch = heatmapcolors::hatch().rgb();
        const QRgb masked = heatmapcolors::masked().rgb();
        // Inside the grid (a pixel off its edges): each row's hatch pixels are 4 apart,
        // and each row's pattern is the row above's shifted by one: diagonals.
        const QRect inside = layout.grid.toAlignedRect().adjusted(2, 2, -2, -2);
        int previous = -1;
        int rows = 0;
        for (int y = inside.top(); y <= inside.bottom(); ++y) {
            QList<int> xs;
            for (int x = inside.left(); x <= inside.right(); ++x) {
                const QRgb pixel = image.pixel(x, y);
                QVERIFY2(pixel == hatch || pixel == masked,
                         qPrintable(QStringLiteral("(%1, %2)").arg(x).arg(y)));
                if (pixel == hatch)
                    xs << x;
            }
            QVERIFY2(xs.size() >= inside.width() / 4 - 1,
                     qPrintable(QStringLiteral("row %1: %2 hatch pixels").arg(y).arg(xs.size())));
            for (int i = 1; i < xs.size(); ++i)
                QVERIFY2(xs[i] - xs[i - 1] == 4,
                         qPrintable(QStringLiteral("row %1: hatch at %2 then %3")
                                        .arg(y)
                                        .arg(xs[i - 1])
                                        .arg(xs[i])));
            const int phase = (xs.first() + y) & 3;
            if (previous >= 0)
                QCOMPARE(phase, previous);
            previous = phase;
            ++rows;
        }
        QVERIFY(rows > 200);
    }

    /// Predict hides the weights: the masked cells stay hatched, as the legend beside them
    /// and the revealed heatmap draw them (they had become plain grey).
    void concealedWeightsKeepTheHatching()
    {
        BoolMatrix allowed = BoolMatrix::Constant(6, 6, true);
        for (int row = 0; row < 6; ++row)
            for (int column = row + 1; column < 6; ++column)
                allowed(row, column) = false; // causal
        const Matrix weights = Matrix::Constant(6, 6, 0.5f);
        HeatmapSpec spec;
        spec.allowed = &allowed;
        spec.values = &weights;
        spec.rows = 6;
        spec.columns = 6;
        spec.scale = HeatmapScale::Unit;
        spec.concealed = true;
        QImage image(520, 520, QImage::Format_RGB32);
        image.fill(Qt::white);
        const HeatmapLayout layout = layoutHeatmap(spec, QRectF(image.rect()), QFont());
        {
            QPainter painter(&image);
            paintHeatmap(painter, spec, layout);
        }
        const QRgb hatch = heatmapcolors::hatch().rgb();
        const auto hatchPixels = [&](int row, int column) {
            const QRect cell = cellRect(layout, row, column).toAlignedRect().adjusted(3, 3, -3, -3);
            int count = 0;
            for (int y = cell.top(); y <= cell.bottom(); ++y)
                for (int x = cell.left(); x <= cell.right(); ++x)
                    count += image.pixel(x, y) == hatch ? 1 : 0;
            return count;
        };
        QVERIFY2(hatchPixels(0, 5) > 0, "a masked cell is hatched");
        QCOMPARE(hatchPixels(5, 0), 0); // a hidden allowed cell: grey with "?"
    }
};

QTEST_MAIN(TestHatching)
#include "tst_hatching.moc"
