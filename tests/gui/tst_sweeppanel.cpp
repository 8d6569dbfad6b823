// The d_k sweep panel runs exactly attn::runSweep (and `attention-lab --sweep`) off the GUI
// thread, can be cancelled, and its export paint routine draws without a window.

#include "NumberFormat.h"
#include "StatsText.h"
#include "Sweep.h"
#include "SweepPaint.h"
#include "SweepPanel.h"
#include "TestHelpers.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGraphicsTextItem>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QProcess>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace attn;
using namespace attn::ui;

namespace {

SweepParams smallParams()
{
    SweepParams p;
    p.keys = 8;
    p.trials = 50;
    p.seed = 3;
    return p;
}

bool sameRow(const SweepRow &a, const SweepRow &b)
{
    return a.dK == b.dK && a.rawStd == b.rawStd && a.scaledStd == b.scaledStd
           && a.rawMaxWeight == b.rawMaxWeight && a.scaledMaxWeight == b.scaledMaxWeight
           && a.rawEntropy == b.rawEntropy && a.scaledEntropy == b.scaledEntropy
           && a.rawJacobianNorm == b.rawJacobianNorm
           && a.scaledJacobianNorm == b.scaledJacobianNorm;
}

/// Runs the panel's sweep and waits for it to end.
bool runAndWait(SweepPanel &panel)
{
    QSignalSpy finished(&panel, &SweepPanel::finished);
    panel.run();
    return finished.wait(60000);
}

int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestSweepPanel : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    // Indonesian: the charts' axis labels carry the decimal comma, as the table does.
    void chartAxesUseTheDecimalComma()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        {
            QWidget window; // a plain parent: no propagateSizeHints() warning offscreen
            window.resize(1200, 800);
            auto *panel = new SweepPanel(&window);
            panel->setGeometry(0, 0, 1200, 800);
            panel->setParams(smallParams());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(runAndWait(*panel));
            auto *chart = panel->findChild<QChartView *>(QStringLiteral("sweepMaxWeightChart"));
            QVERIFY(chart && chart->chart());
            QVERIFY(chart->chart()->localizeNumbers());
            QCOMPARE(chart->chart()->locale().decimalPoint(), QStringLiteral(","));
            QStringList labels;
            const QList<QGraphicsItem *> items = chart->scene()->items();
            for (QGraphicsItem *item : items)
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
                    labels << text->toPlainText();
            const QString all = labels.join(QStringLiteral(" | "));
            static const QRegularExpression decimalPoint(QStringLiteral("\\d\\.\\d"));
            static const QRegularExpression decimalComma(QStringLiteral("\\d,\\d"));
            QVERIFY2(!all.contains(decimalPoint), qPrintable(all));
            QVERIFY2(all.contains(decimalComma), qPrintable(all));
            // The d_k axis's numbers are drawn (a localised "%g" left them empty), whole
            // and without a group separator: 1024, not "1.024".
            for (const char *tick : {"1", "4", "16", "64", "256", "1024"})
                QVERIFY2(labels.contains(QLatin1String(tick)),
                         qPrintable(QLatin1String(tick) + QStringLiteral(": ") + all));
        }
        QLocale::setDefault(before);
    }

    void sameRowsAsTheEngine()
    {
        SweepPanel panel;
        panel.setParams(smallParams());
        QCOMPARE(panel.params().keys, 8);
        QCOMPARE(panel.params().trials, 50);
        QCOMPARE(panel.params().seed, std::uint64_t(3));
        QVERIFY(runAndWait(panel));
        QVERIFY(!panel.isRunning());
        const SweepResult expected = runSweep(smallParams());
        const SweepResult &got = panel.result();
        QVERIFY(!got.cancelled);
        QCOMPARE(got.rows.size(), size_t(11)); // d_k = 1 .. 1024
        QCOMPARE(got.rows.size(), expected.rows.size());
        for (size_t i = 0; i < got.rows.size(); ++i)
            QVERIFY2(sameRow(got.rows[i], expected.rows[i]), qPrintable(QString::number(i)));
        QCOMPARE(panel.resultParams().seed, std::uint64_t(3));

        // The table shows those numbers.
        auto *table = panel.findChild<QTableWidget *>(QStringLiteral("sweepTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 11);
        for (int i = 0; i < 11; ++i) {
            const SweepRow &row = expected.rows[size_t(i)];
            QCOMPARE(table->item(i, 0)->text(), QString::number(row.dK));
            QCOMPARE(table->item(i, 1)->text(), formatNumber(row.rawStd, NumberStyle::Cell));
            QCOMPARE(table->item(i, 2)->text(), formatNumber(row.scaledStd, NumberStyle::Cell));
            QCOMPARE(table->item(i, 3)->text(), formatNumber(row.rawMaxWeight, NumberStyle::Cell));
            QCOMPARE(table->item(i, 4)->text(),
                     formatNumber(row.scaledMaxWeight, NumberStyle::Cell));
            QCOMPARE(table->item(i, 5)->text(), formatNumber(row.rawEntropy, NumberStyle::Cell));
            QCOMPARE(table->item(i, 6)->text(), formatNumber(row.scaledEntropy, NumberStyle::Cell));
            QCOMPARE(table->item(i, 7)->text(),
                     formatNumber(row.rawJacobianNorm, NumberStyle::Cell));
            QCOMPARE(table->item(i, 8)->text(),
                     formatNumber(row.scaledJacobianNorm, NumberStyle::Cell));
        }
        // Four charts with their captions; the first has raw, scaled and √d_k.
        auto *spread = panel.findChild<QChartView *>(QStringLiteral("sweepSpreadChart"));
        QVERIFY(spread && spread->chart());
        QCOMPARE(spread->chart()->series().size(), 3);
        for (const char *name : {"sweepSpreadChartCaption", "sweepMaxWeightChartCaption",
                                 "sweepEntropyChartCaption", "sweepJacobianChartCaption"}) {
            auto *caption = panel.findChild<QLabel *>(QLatin1String(name));
            QVERIFY2(caption && !caption->text().isEmpty(), name);
        }
        auto *progress = panel.findChild<QProgressBar *>(QStringLiteral("sweepProgress"));
        QCOMPARE(progress->value(), progress->maximum());

        // Deterministic: a second run gives the same rows.
        QVERIFY(runAndWait(panel));
        for (size_t i = 0; i < expected.rows.size(); ++i)
            QVERIFY(sameRow(panel.result().rows[i], expected.rows[i]));
    }

    void sameRowsAsTheCommandLine()
    {
        const QString binary = QStringLiteral(ATTENTION_LAB_BINARY);
        if (!QFile::exists(binary))
            QSKIP("attention-lab is not built");
        QProcess process;
        process.start(binary,
                      {QStringLiteral("--sweep"), QStringLiteral("--keys"), QStringLiteral("8"),
                       QStringLiteral("--trials"), QStringLiteral("50"), QStringLiteral("--seed"),
                       QStringLiteral("3")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(json.value(QStringLiteral("format")).toString(),
                 QStringLiteral("attention-lab-sweep"));
        const QJsonArray rows = json.value(QStringLiteral("rows")).toArray();

        SweepPanel panel;
        panel.setParams(smallParams());
        QVERIFY(runAndWait(panel));
        const SweepResult &got = panel.result();
        QCOMPARE(qsizetype(got.rows.size()), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows.at(i).toObject();
            const SweepRow &mine = got.rows[size_t(i)];
            // The CLI prints the shortest text that reads back as the same double.
            QCOMPARE(row.value(QStringLiteral("d_k")).toInt(), mine.dK);
            QCOMPARE(row.value(QStringLiteral("raw_std")).toDouble(), mine.rawStd);
            QCOMPARE(row.value(QStringLiteral("scaled_std")).toDouble(), mine.scaledStd);
            QCOMPARE(row.value(QStringLiteral("raw_max_weight")).toDouble(), mine.rawMaxWeight);
            QCOMPARE(row.value(QStringLiteral("scaled_max_weight")).toDouble(),
                     mine.scaledMaxWeight);
            QCOMPARE(row.value(QStringLiteral("raw_entropy")).toDouble(), mine.rawEntropy);
            QCOMPARE(row.value(QStringLiteral("scaled_entropy")).toDouble(), mine.scaledEntropy);
            QCOMPARE(row.value(QStringLiteral("raw_jacobian_norm")).toDouble(),
                     mine.rawJacobianNorm);
            QCOMPARE(row.value(QStringLiteral("scaled_jacobian_norm")).toDouble(),
                     mine.scaledJacobianNorm);
        }
    }

    void cancel()
    {
        SweepPanel panel;
        SweepParams big = smallParams();
        big.trials = SweepPanel::maxTrials;
        panel.setParams(big);
        QSignalSpy finished(&panel, &SweepPanel::finished);
        panel.run();
        QVERIFY(panel.isRunning());
        panel.cancel();
        QVERIFY(finished.wait(120000));
        QVERIFY(!panel.isRunning());
        QVERIFY(panel.result().cancelled);
        // runSweep stops after the d_k it is on: far from all eleven.
        QVERIFY(panel.result().rows.size() < 11);
        // The rows done are the engine's.
        const SweepResult expected
            = runSweep(big, [&](int done, int) { return done < int(panel.result().rows.size()); });
        for (size_t i = 0; i < panel.result().rows.size(); ++i)
            QVERIFY(sameRow(panel.result().rows[i], expected.rows[i]));
        auto *run = panel.findChild<QWidget *>(QStringLiteral("sweepRun"));
        QVERIFY(run && run->isEnabled());
    }

    void restartWhileRunning()
    {
        // Run again before the first run ends: the first is dropped, the second shown.
        SweepPanel panel;
        SweepParams big = smallParams();
        big.trials = SweepPanel::maxTrials;
        panel.setParams(big);
        panel.run();
        panel.setParams(smallParams());
        QVERIFY(runAndWait(panel));
        QCOMPARE(panel.resultParams().trials, 50);
        QVERIFY(!panel.result().cancelled);
        QVERIFY(sameRow(panel.result().rows.back(), runSweep(smallParams()).rows.back()));
    }

    void destroyedWhileRunning()
    {
        auto *panel = new SweepPanel;
        SweepParams big = smallParams();
        big.trials = SweepPanel::maxTrials;
        panel->setParams(big);
        panel->run();
        delete panel; // must wait for its thread, not crash
    }

    void runsOnceWhenFirstShown()
    {
        // In a plain window: a top-level with a layout makes the offscreen platform warn
        // that it "does not support propagateSizeHints()".
        QWidget window;
        auto *panel = new SweepPanel(&window);
        window.resize(1200, 700);
        panel->setGeometry(0, 0, 1200, 700);
        panel->setParams(smallParams());
        QSignalSpy finished(panel, &SweepPanel::finished);
        window.show();
        QVERIFY(panel->isRunning());
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel->result().rows.size(), size_t(11));
        QVERIFY(sameRow(panel->result().rows.back(), runSweep(smallParams()).rows.back()));
        window.hide();
        window.show();
        QVERIFY(!panel->isRunning()); // only the first show runs it
    }

    void controlsAreAccessible()
    {
        SweepPanel panel;
        const QList<QWidget *> widgets = panel.findChildren<QWidget *>();
        for (QWidget *w : widgets) {
            // Qt's own inner widgets (qt_spinbox_lineedit, ...) speak through their owner.
            if (w->focusPolicy() != Qt::NoFocus && w->isEnabled() && !w->objectName().isEmpty()
                && !w->objectName().startsWith(QLatin1String("qt_")))
                QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
        }
        for (const char *name : {"sweepKeys", "sweepTrials", "sweepSeed"}) {
            auto *box = panel.findChild<QSpinBox *>(QLatin1String(name));
            QVERIFY2(box && !box->accessibleName().isEmpty(), name);
        }
        const SweepParams defaults;
        QCOMPARE(panel.params().keys, defaults.keys);
        QCOMPARE(panel.params().trials, defaults.trials);
        QCOMPARE(panel.params().seed, defaults.seed);
    }

    void paintSweepOffscreen()
    {
        const SweepParams params = smallParams();
        const SweepResult result = runSweep(params);
        const QSizeF size = sweepPreferredSize();
        QImage image(size.toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            paintSweep(painter, QRectF(QPointF(0, 0), size), params, result);
        }
        QCOMPARE(qAlpha(image.pixel(0, 0)), 255);
        QVERIFY2(colourCount(image) > 30, qPrintable(QString::number(colourCount(image))));
        // The raw colour (vermillion) is in the picture: the curves are drawn.
        bool hasRaw = false;
        for (int y = 0; y < image.height() && !hasRaw; ++y)
            for (int x = 0; x < image.width() && !hasRaw; ++x)
                hasRaw = image.pixel(x, y) == qRgb(0xD5, 0x5E, 0x00);
        QVERIFY(hasRaw);
    }
};

QTEST_MAIN(TestSweepPanel)
#include "tst_sweeppanel.moc"
