// The statistics panel shows exactly what the engine computed, and its export
// paint routine draws without a window.

#include "Attention.h"
#include "Examples.h"
#include "JacobianRowModel.h"
#include "NumberFormat.h"
#include "ScaleComparison.h"
#include "ScalingHeatmaps.h"
#include "ScoreHistogram.h"
#include "StatsPaint.h"
#include "StatsPanel.h"
#include "StatsText.h"
#include "TestHelpers.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace attn;
using namespace attn::ui;

namespace {

SnapshotPtr exampleSnapshot(const QString &name)
{
    return makeSnapshot(testing::loadExampleOrDie(name));
}

QString cell(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QStringLiteral("<no item>");
}

/// The printed text stands for `value`: it is formatStat's text, and read back it is
/// within half a unit of its last printed digit.
void expectShows(const QString &text, double value)
{
    QCOMPARE(text, formatNumber(value, NumberStyle::Statistic));
    bool ok = false;
    const double shown = QString(text).replace(QChar(0x2212), QLatin1Char('-')).toDouble(&ok);
    QVERIFY2(ok, qPrintable(text));
    const int point = int(text.indexOf(QLatin1Char('.')));
    const int decimals = point < 0 ? 0 : int(text.size()) - point - 1;
    EXPECT_NEAR(shown, value, 0.5 * std::pow(10.0, -decimals) + 1e-12);
}

/// How many distinct colours an image holds (a blank image has one).
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

/// The panel in a plain window: a top-level with a layout makes the offscreen platform
/// warn that it "does not support propagateSizeHints()".
struct Fixture
{
    QWidget window;
    StatsPanel &panel = *new StatsPanel(&window);
    QTableWidget *summary = nullptr;
    QTableWidget *perHead = nullptr;
    QTableView *rows = nullptr;

    Fixture()
    {
        window.resize(1200, 700);
        panel.setGeometry(0, 0, 1200, 700);
        summary = panel.findChild<QTableWidget *>(QStringLiteral("statsSummaryTable"));
        perHead = panel.findChild<QTableWidget *>(QStringLiteral("statsPerHeadTable"));
        rows = panel.findChild<QTableView *>(QStringLiteral("statsRowTable"));
    }

    void show() { window.show(); }
};

} // namespace

class TestStatsPanel : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void seed000Numbers()
    {
        // Seed 000: std 6.48 vs 0.81, max weight 0.812 vs 0.273.
        Fixture f;
        QVERIFY(f.summary && f.perHead && f.rows);
        f.panel.setSnapshot(exampleSnapshot(QStringLiteral("seed000-scale-statistics")));
        f.show();
        const int std = int(SummaryRow::Std);
        const int maxWeight = int(SummaryRow::MaxWeight);
        QCOMPARE(cell(f.summary, std, 1), QStringLiteral("6.48"));
        QCOMPARE(cell(f.summary, std, 2), QStringLiteral("0.81"));
        QCOMPARE(cell(f.summary, maxWeight, 1), QStringLiteral("0.812"));
        QCOMPARE(cell(f.summary, maxWeight, 2), QStringLiteral("0.273"));
        // The references for eight keys.
        const int entropy = int(SummaryRow::Entropy);
        QCOMPARE(cell(f.summary, entropy, 3), QStringLiteral("ln 8 = 2.08"));
        QCOMPARE(cell(f.summary, entropy, 4), QStringLiteral("0"));
        QCOMPARE(cell(f.summary, int(SummaryRow::EffectiveKeys), 3), QStringLiteral("8"));
        QCOMPARE(cell(f.summary, int(SummaryRow::EffectiveKeys), 4), QStringLiteral("1"));
        QCOMPARE(cell(f.summary, maxWeight, 3), QStringLiteral("1/8 = 0.125"));
    }

    void showsTheEngineStatistics_data()
    {
        QTest::addColumn<QString>("name");
        for (const ExampleInfo &info : builtInExamples())
            QTest::newRow(qPrintable(info.name)) << info.name;
    }

    void showsTheEngineStatistics()
    {
        QFETCH(QString, name);
        Fixture f;
        const SnapshotPtr snapshot = exampleSnapshot(name);
        QVERIFY(snapshot->result.ok);
        f.panel.setSnapshot(snapshot);
        f.show();
        QCOMPARE(f.panel.head(), -1);
        const StatsPair &s = snapshot->result.stats;
        QCOMPARE(f.summary->rowCount(), int(SummaryRow::Count));
        const std::pair<SummaryRow, double (*)(const ScoreStats &)> rows[] = {
            {SummaryRow::Mean, [](const ScoreStats &x) { return x.mean; }},
            {SummaryRow::Std, [](const ScoreStats &x) { return x.std; }},
            {SummaryRow::Min, [](const ScoreStats &x) { return x.min; }},
            {SummaryRow::Max, [](const ScoreStats &x) { return x.max; }},
            {SummaryRow::MaxWeight, [](const ScoreStats &x) { return x.maxWeight; }},
            {SummaryRow::Entropy, [](const ScoreStats &x) { return x.entropy; }},
            {SummaryRow::EffectiveKeys, [](const ScoreStats &x) { return std::exp(x.entropy); }},
            {SummaryRow::JacobianNorm, [](const ScoreStats &x) { return x.jacobianNorm; }},
        };
        for (const auto &[row, value] : rows) {
            expectShows(cell(f.summary, int(row), 1), value(s.raw));
            expectShows(cell(f.summary, int(row), 2), value(s.scaled));
        }

        // A row per head, then all heads: std, max weight, entropy, e^H, ‖J‖, raw/scaled.
        const AttentionResult &r = snapshot->result;
        QCOMPARE(f.perHead->rowCount(), r.numHeads + 1);
        QCOMPARE(f.perHead->columnCount(), 11);
        for (int h = 0; h <= r.numHeads; ++h) {
            const StatsPair &p = h < r.numHeads ? r.heads[size_t(h)].stats : r.stats;
            const double values[] = {p.raw.std,
                                     p.scaled.std,
                                     p.raw.maxWeight,
                                     p.scaled.maxWeight,
                                     p.raw.entropy,
                                     p.scaled.entropy,
                                     std::exp(p.raw.entropy),
                                     std::exp(p.scaled.entropy),
                                     p.raw.jacobianNorm,
                                     p.scaled.jacobianNorm};
            QCOMPARE(cell(f.perHead, h, 0), h < r.numHeads ? QStringLiteral("Head %1").arg(h + 1)
                                                           : QStringLiteral("All heads"));
            for (int c = 0; c < 10; ++c)
                expectShows(cell(f.perHead, h, c + 1), values[c]);
        }

        // The gradient of every query row of every head, as the engine computed it.
        QAbstractItemModelTester tester(f.rows->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(f.rows->model()->rowCount(), r.numHeads * r.nQueries);
        for (int h = 0; h < r.numHeads; ++h) {
            for (int q = 0; q < r.nQueries; ++q) {
                const int row = h * r.nQueries + q;
                const QModelIndex raw = f.rows->model()->index(row, JacobianRowModel::Raw);
                const QModelIndex scaled = f.rows->model()->index(row, JacobianRowModel::Scaled);
                QCOMPARE(raw.data(JacobianRowModel::ValueRole).toDouble(),
                         r.heads[size_t(h)].rawJacobian[size_t(q)]);
                QCOMPARE(scaled.data(JacobianRowModel::ValueRole).toDouble(),
                         r.heads[size_t(h)].scaledJacobian[size_t(q)]);
                const bool noKeys
                    = std::count(r.rowsWithoutKeys.begin(), r.rowsWithoutKeys.end(), q) > 0;
                if (!noKeys)
                    expectShows(raw.data().toString(), r.heads[size_t(h)].rawJacobian[size_t(q)]);
            }
        }

        // The histogram holds the two score distributions; the heatmaps the engine's
        // weights with and without scaling.
        auto *view = f.panel.findChild<QChartView *>(QStringLiteral("statsHistogram"));
        QVERIFY(view && view->chart());
        QCOMPARE(view->chart()->series().size(), 2);
        auto *heatmaps
            = f.panel.findChild<ScalingHeatmapsWidget *>(QStringLiteral("statsHeatmaps"));
        QVERIFY(heatmaps);
        const ScalingWeights expected = weightsWithAndWithoutScaling(r, 0);
        QVERIFY(heatmaps->weights().raw == expected.raw);
        QVERIFY(heatmaps->weights().scaled == expected.scaled);
        QVERIFY(!f.panel.grab().isNull());
    }

    void headSelector()
    {
        Fixture f;
        const SnapshotPtr snapshot = exampleSnapshot(QStringLiteral("seed003-multi-head"));
        const AttentionResult &r = snapshot->result;
        QVERIFY(r.numHeads == 2);
        f.panel.setSnapshot(snapshot);
        f.show();
        auto *selector = f.panel.findChild<QComboBox *>(QStringLiteral("statsHeadSelector"));
        QVERIFY(selector);
        QCOMPARE(selector->count(), 3); // all heads, head 1, head 2
        QVERIFY(!selector->accessibleName().isEmpty());
        f.panel.setHead(1);
        QCOMPARE(selector->currentData().toInt(), 1);
        expectShows(cell(f.summary, int(SummaryRow::Std), 1), r.heads[1].stats.raw.std);
        expectShows(cell(f.summary, int(SummaryRow::MaxWeight), 2),
                    r.heads[1].stats.scaled.maxWeight);
        QCOMPARE(f.rows->model()->rowCount(), r.nQueries);
        auto *heatmaps
            = f.panel.findChild<ScalingHeatmapsWidget *>(QStringLiteral("statsHeatmaps"));
        QVERIFY(heatmaps->weights().scaled == weightsWithAndWithoutScaling(r, 1).scaled);

        // The main window's head selector moves the panel; other options do not.
        ViewOptions options;
        options.allHeads = true;
        f.panel.setOptions(options);
        QCOMPARE(f.panel.head(), -1);
        expectShows(cell(f.summary, int(SummaryRow::Std), 1), r.stats.raw.std);
        f.panel.setHead(0);
        options.highlightRow = 2;
        f.panel.setOptions(options);
        QCOMPARE(f.panel.head(), 0);
    }

    /// The per-head table shows all its columns where the row has room (a projector's
    /// 1366-pixel window: half of them had been behind a scroll bar), a resize while hidden
    /// included, and never takes the heatmaps' two fifths of the row nor their room for a
    /// grid (30 lines of text).
    void perHeadTableShowsEveryColumn()
    {
        Fixture f;
        f.panel.setSnapshot(exampleSnapshot(QStringLiteral("multi-head-causal-d8")));
        f.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        auto *lower = f.panel.findChild<QSplitter *>(QStringLiteral("statsLowerSplitter"));
        QVERIFY(lower);
        const auto fits = [&f] {
            return f.perHead->viewport()->width() >= f.perHead->horizontalHeader()->length();
        };
        QTRY_VERIFY(fits());
        const auto heatmapsKeepTheirRoom = [&f, lower] {
            const int total = lower->width() - lower->handleWidth();
            return lower->sizes().value(1)
                   >= std::max(total * 2 / 5, 30 * f.panel.fontMetrics().height());
        };
        QVERIFY(heatmapsKeepTheirRoom());
        // Wider while hidden, as presentation mode resizes a tab nobody looks at.
        f.panel.hide();
        f.window.resize(1356, 700);
        f.panel.setGeometry(0, 0, 1356, 700);
        f.panel.show();
        QTRY_VERIFY(fits());
        QVERIFY(heatmapsKeepTheirRoom());
        // Too narrow for all of them: the heatmaps keep their room, the table scrolls.
        f.window.resize(860, 700);
        f.panel.setGeometry(0, 0, 860, 700);
        QTRY_VERIFY(!fits());
        QVERIFY(heatmapsKeepTheirRoom());
        // A handle the user drags stays where they put it.
        lower->setSizes({200, lower->width() - 200});
        emit lower->splitterMoved(200, 1);
        f.window.resize(1356, 700);
        f.panel.setGeometry(0, 0, 1356, 700);
        QTest::qWait(50);
        QVERIFY(!fits());
    }

    void scalingOffStillComparesBoth()
    {
        Scenario s;
        QVERIFY(loadExample(QStringLiteral("seed000-scale-statistics"), s, nullptr));
        s.scale = false;
        Fixture f;
        f.panel.setSnapshot(makeSnapshot(s));
        f.show();
        QCOMPARE(cell(f.summary, int(SummaryRow::Std), 1), QStringLiteral("6.48"));
        QCOMPARE(cell(f.summary, int(SummaryRow::Std), 2), QStringLiteral("0.81"));
        auto *note = f.panel.findChild<QLabel *>(QStringLiteral("statsScalingNote"));
        QVERIFY(note && note->text().contains(QStringLiteral("off")));
    }

    void invalidScenarioShowsTheError()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD::Ones(1, 2);
        s.k = MatrixD::Ones(2, 3); // d_k differs from q's
        s.v = MatrixD::Ones(2, 1);
        Fixture f;
        f.panel.setSnapshot(makeSnapshot(s));
        f.show();
        QCOMPARE(f.summary->rowCount(), 0);
        auto *error = f.panel.findChild<QLabel *>(QStringLiteral("statsError"));
        QVERIFY(error && error->isVisible() && !error->text().isEmpty());
    }

    // The uniform column is a reference value, not a bound: at d_k = 64 the scaled ‖J‖
    // (0.368) exceeds the uniform one (√7/8 = 0.331), and the header says "reference".
    void uniformJacobianIsAReferenceNotABound()
    {
        const AttentionResult r = compute(testing::loadExampleOrDie("seed000-scale-statistics"));
        QVERIFY(r.ok);
        const double uniform = uniformReference(r.allowed).jacobianNorm;
        EXPECT_NEAR(uniform, std::sqrt(7.0) / 8, 1e-12);
        QVERIFY(r.stats.scaled.jacobianNorm > uniform);
        const TextTable table = summaryTable(r, -1);
        QCOMPARE(table.headers.at(3), QStringLiteral("Uniform (reference)"));
    }

    void formatStatPrintsThreeDigits_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("seed raw std") << 6.4797 << QStringLiteral("6.48");
        QTest::newRow("seed scaled std") << 0.80996 << QStringLiteral("0.81");
        QTest::newRow("seed max weight") << 0.81194 << QStringLiteral("0.812");
        QTest::newRow("ln 8") << std::log(8.0) << QStringLiteral("2.08");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0");
        QTest::newRow("minus zero") << -0.0000001 << QStringLiteral("0");
        QTest::newRow("large") << 1234.56 << QStringLiteral("1235");
        QTest::newRow("tens") << -12.345 << QStringLiteral("\u221212.3");
        QTest::newRow("small") << 0.0012345 << QStringLiteral("0.00123");
        QTest::newRow("one") << 1.0 << QStringLiteral("1");
    }

    void formatStatPrintsThreeDigits()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(formatNumber(value, NumberStyle::Statistic), text);
    }

    void paintStatsOffscreen_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("seed 000") << QStringLiteral("seed000-scale-statistics");
        QTest::newRow("multi-head causal") << QStringLiteral("multi-head-causal-d8");
    }

    void paintStatsOffscreen()
    {
        QFETCH(QString, name);
        const SnapshotPtr snapshot = exampleSnapshot(name);
        const QSizeF size = statsPreferredSize();
        QVERIFY(size.width() > 0 && size.height() > 0);
        QImage image(size.toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            paintStats(painter, QRectF(QPointF(0, 0), size), *snapshot);
        }
        // Painted everywhere (white background), with charts, text and heatmap colours.
        QCOMPARE(qAlpha(image.pixel(0, 0)), 255);
        QVERIFY2(colourCount(image) > 50, qPrintable(QString::number(colourCount(image))));
        // Half the size: the same picture scaled, still drawn.
        QImage half((size / 2).toSize(), QImage::Format_ARGB32);
        half.fill(Qt::transparent);
        {
            QPainter painter(&half);
            paintStats(painter, QRectF(QPointF(0, 0), size / 2), *snapshot);
        }
        QVERIFY(colourCount(half) > 50);
    }
};

QTEST_MAIN(TestStatsPanel)
#include "tst_statspanel.moc"
