// The Learn tab: training runs on a worker thread and the GUI shows exactly the core's
// comparison (same spec, same records, same probe), Pause stops, Step is one step, the
// scrubber looks back, and a recorded state opens as a scenario, undoably.

#include "Document.h"
#include "LearnCharts.h"
#include "LearnPanel.h"
#include "ProbeHeatmaps.h"
#include "TestHelpers.h"
#include "TrainingFile.h"

#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using attn::Comparison;
using attn::ProbeView;
using attn::StepRecord;
using attn::TrainingSpec;
using attn::ui::Document;
using attn::ui::LearnCharts;
using attn::ui::LearnPanel;

class TestLearnPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { testing::failOnUnexpectedWarnings(); }
    void playTrainsOffTheGuiThreadAsTheCoreDoes();
    void paceLimitsTheStepsASecond();
    void pauseStopsAndStepIsOneStep();
    void scrubberShowsARecordedStep();
    void openStepAsScenarioIsUndoable();
    void defaultsShowTheStall();
    void oneSharedLegend();
    void longRunDrawsItsEnvelopeInBoundedPoints();
};

namespace {

struct Lab
{
    Document document;
    LearnPanel panel{&document};
    Lab()
    {
        document.reset(testing::loadExampleOrDie(), QString());
        panel.stepsBox()->setValue(40);
        panel.resize(1300, 700);
        panel.show();
    }
};

} // namespace

void TestLearnPanel::playTrainsOffTheGuiThreadAsTheCoreDoes()
{
    Lab lab;
    QVERIFY(QTest::qWaitForWindowExposed(&lab.panel));
    const TrainingSpec spec = lab.panel.spec();
    QCOMPARE(spec.variants.size(), std::size_t(2)); // scaled and unscaled by default
    QTest::mouseClick(lab.panel.playButton(), Qt::LeftButton);
    QVERIFY(lab.panel.isPlaying());
    QVERIFY(lab.panel.pauseButton()->isEnabled());
    // The GUI thread keeps running its event loop while the worker trains.
    QTRY_VERIFY_WITH_TIMEOUT(lab.panel.stepsDone() == 40 && !lab.panel.isPlaying(), 120000);
    QVERIFY(lab.panel.updatesReceived() >= 2);
    QVERIFY(!lab.panel.playButton()->isEnabled());

    // The same run in the core, on this thread: the GUI received exactly its records.
    Comparison reference(spec);
    reference.run();
    for (int v = 0; v < reference.variantCount(); ++v) {
        const std::vector<StepRecord> &expected = reference.variant(v).records;
        const std::vector<StepRecord> &got = lab.panel.records()[std::size_t(v)];
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].step, expected[i].step);
            QCOMPARE(got[i].loss, expected[i].loss);
            QCOMPARE(got[i].meanJacobianNorm, expected[i].meanJacobianNorm);
        }
        // The loss curve carries every record's loss.
        const QList<QPointF> points = lab.panel.charts()->series(LearnCharts::Loss, v)->points();
        QCOMPARE(points.size(), qsizetype(expected.size()));
        QCOMPARE(points.last().y(), expected.back().loss);
    }
    // The probe heatmaps show the final state's attention on the probe.
    const std::vector<ProbeView> &probes = lab.panel.probes()->probes();
    QCOMPARE(probes.size(), std::size_t(2));
    const ProbeView expected = reference.probeView(0, reference.stepsDone());
    QCOMPARE(probes[0].step, expected.step);
    QVERIFY(probes[0].weights[0] == expected.weights[0]);
    QCOMPARE(lab.panel.probes()->layouts().size(), std::size_t(2));
}

// A class watching: at 10 steps a second, Play takes no more than that (a slower machine
// takes fewer; the bound is what the pace promises), the same steps as the core's run, and
// the pace is remembered for the next Learn tab.
void TestLearnPanel::paceLimitsTheStepsASecond()
{
    QSettings().remove(QStringLiteral("learn/pace"));
    {
        Lab lab;
        QCOMPARE(lab.panel.paceBox()->currentData().toInt(), 0); // as fast as it goes
        lab.panel.stepsBox()->setValue(5000);
        const int at = lab.panel.paceBox()->findData(10);
        QVERIFY(at > 0);
        lab.panel.paceBox()->setCurrentIndex(at);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(lab.panel.playButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(lab.panel.stepsDone() >= 3, 30000);
        QTest::qWait(700);
        QTest::mouseClick(lab.panel.pauseButton(), Qt::LeftButton);
        QTest::qWait(300); // the slice in flight ends and publishes
        const qint64 ms = clock.elapsed();
        const int steps = lab.panel.stepsDone();
        // At most one step per 100 ms since Play, plus the first step at once.
        QVERIFY2(steps <= 1 + int(ms / 100),
                 qPrintable(QStringLiteral("%1 steps in %2 ms").arg(steps).arg(ms)));
        Comparison reference(lab.panel.spec());
        for (int i = 0; i < steps; ++i)
            reference.step();
        QCOMPARE(lab.panel.records()[0].back().loss, reference.variant(0).records.back().loss);
    }
    Lab again;
    QCOMPARE(again.panel.paceBox()->currentData().toInt(), 10);
    QSettings().remove(QStringLiteral("learn/pace"));
}

void TestLearnPanel::pauseStopsAndStepIsOneStep()
{
    Lab lab;
    lab.panel.stepsBox()->setValue(5000);
    QTest::mouseClick(lab.panel.playButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lab.panel.stepsDone() >= 2, 60000);
    QTest::mouseClick(lab.panel.pauseButton(), Qt::LeftButton);
    QVERIFY(!lab.panel.isPlaying());
    QTest::qWait(300); // the slice in flight ends and publishes
    const int paused = lab.panel.stepsDone();
    QTest::qWait(300);
    QCOMPARE(lab.panel.stepsDone(), paused);
    QVERIFY(lab.panel.stepButton()->isEnabled());
    QTest::mouseClick(lab.panel.stepButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(lab.panel.stepsDone(), paused + 1, 30000);
    QTest::mouseClick(lab.panel.resetButton(), Qt::LeftButton);
    QTRY_COMPARE(lab.panel.stepsDone(), 0);
    QVERIFY(lab.panel.records()[0].empty());
}

void TestLearnPanel::scrubberShowsARecordedStep()
{
    Lab lab;
    QTest::mouseClick(lab.panel.playButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lab.panel.stepsDone() == 40 && !lab.panel.isPlaying(), 120000);
    QCOMPARE(lab.panel.scrubber()->maximum(), 40);
    lab.panel.scrubber()->setValue(10);
    QTRY_VERIFY(!lab.panel.probes()->probes().empty()
                && lab.panel.probes()->probes()[1].step == 10);
    Comparison reference(lab.panel.spec());
    reference.run();
    const ProbeView expected = reference.probeView(1, 10);
    QCOMPARE(expected.step, 10);
    QVERIFY(lab.panel.probes()->probes()[1].weights[0] == expected.weights[0]);
}

void TestLearnPanel::openStepAsScenarioIsUndoable()
{
    Lab lab;
    const attn::Scenario before = lab.document.scenario();
    QTest::mouseClick(lab.panel.playButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lab.panel.stepsDone() == 40 && !lab.panel.isPlaying(), 120000);
    lab.panel.openVariant()->setCurrentIndex(1);
    QSignalSpy opened(&lab.panel, &LearnPanel::scenarioOpened);
    QTest::mouseClick(lab.panel.openButton(), Qt::LeftButton);
    QCOMPARE(opened.count(), 1);
    const ProbeView &probe = lab.panel.probes()->probes()[1];
    attn::Scenario expected = probe.scenario;
    expected.title = "unscaled, step 40"; // the shown name of the variant, translated
    QCOMPARE(QString::fromStdString(lab.document.scenario().title),
             QString::fromStdString(expected.title));
    QVERIFY(lab.document.scenario() == expected);
    QCOMPARE(lab.document.scenario().scale, false); // the unscaled variant
    QVERIFY(lab.document.waitForSnapshot());
    QVERIFY(lab.document.snapshot()->result.ok);
    // The app's engine on the opened scenario gives the weights the probe showed.
    const attn::AttentionResult &result = lab.document.snapshot()->result;
    QVERIFY((result.heads[0].weights.cast<double>() - probe.weights[0]).cwiseAbs().maxCoeff()
            < 1e-5);
    lab.document.undoStack()->undo();
    QVERIFY(lab.document.scenario() == before);
}

void TestLearnPanel::defaultsShowTheStall()
{
    // Untouched, the tab trains the built-in divisor-matters (what lessons 10 and 11 quote)...
    Document document;
    LearnPanel panel(&document);
    TrainingSpec builtin;
    QString error;
    QVERIFY2(attn::trainingExample(QStringLiteral("divisor-matters"), builtin, &error),
             qPrintable(error));
    TrainingSpec shown = panel.spec();
    QCOMPARE(shown.steps, 200);
    QCOMPARE(shown.seed, std::uint64_t(7));
    // ...up to the title and how often a state is kept for the scrubber (not the numbers).
    shown.title = builtin.title;
    shown.snapshotEvery = builtin.snapshotEvery;
    QCOMPARE(attn::trainingSpecJson(shown), attn::trainingSpecJson(builtin));

    // ...and one Play shows the picture: scaled learns, unscaled stalls.
    panel.resize(1300, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTest::mouseClick(panel.playButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(panel.stepsDone() == 200 && !panel.isPlaying(), 240000);
    const std::vector<StepRecord> &scaled = panel.records()[0], &unscaled = panel.records()[1];
    QCOMPARE(scaled.size(), std::size_t(200));
    int firstPerfect = -1;
    for (const StepRecord &r : scaled)
        if (firstPerfect < 0 && r.accuracy == 1.0)
            firstPerfect = r.step;
    QCOMPARE(firstPerfect, 47);
    double unscaledBest = 0, unscaledLossLow = 1e9, unscaledLossHigh = 0;
    for (const StepRecord &r : unscaled) {
        if (r.step < 20)
            continue;
        unscaledBest = std::max(unscaledBest, r.accuracy);
        unscaledLossLow = std::min(unscaledLossLow, r.loss);
        unscaledLossHigh = std::max(unscaledLossHigh, r.loss);
        QVERIFY(r.meanJacobianNorm < 1e-6);
    }
    QCOMPARE(unscaledBest, 0.625);
    // The unscaled loss stays flat (between 1.1 and 1.7 from step 20 on); the scaled one
    // falls below a tenth of it.
    QVERIFY2(unscaledLossLow > 1.1 && unscaledLossHigh < 1.7,
             qPrintable(QStringLiteral("%1 %2").arg(unscaledLossLow).arg(unscaledLossHigh)));
    QVERIFY(scaled.back().loss < 0.1 * unscaledLossLow);
    // Flat: the mean over steps 150-199 is within 0.1 of the mean over steps 20-69.
    const auto meanLoss = [&unscaled](int from, int to) {
        double sum = 0;
        for (int i = from; i < to; ++i)
            sum += unscaled[std::size_t(i)].loss;
        return sum / (to - from);
    };
    QVERIFY(std::abs(meanLoss(150, 200) - meanLoss(20, 70)) < 0.1);
    QCOMPARE(QString::number(meanLoss(20, 70), 'f', 2), QStringLiteral("1.41"));
    QCOMPARE(QString::number(meanLoss(150, 200), 'f', 2), QStringLiteral("1.37"));
}

void TestLearnPanel::oneSharedLegend()
{
    Lab lab;
    LearnCharts *charts = lab.panel.charts();
    // The gradient norm chart's own legend names its parameters' lines (by dash pattern);
    // the variants are named once, beside the charts.
    for (int c = 0; c < LearnCharts::Count; ++c)
        QCOMPARE(charts->chart(LearnCharts::Chart(c))->legend()->isVisible(),
                 c == LearnCharts::GradientNorm);
    QVERIFY(charts->legend()->isVisible());
    QVERIFY(charts->legend()->text().contains(QStringLiteral("unscaled")));
    QVERIFY(charts->legend()->text().contains(QStringLiteral("√d_k")));
}

void TestLearnPanel::longRunDrawsItsEnvelopeInBoundedPoints()
{
    LearnCharts charts;
    charts.reset({QStringLiteral("a")}, {QColor(Qt::blue)}, 20000);
    // 20000 steps in deliveries of 500: a slow decay with one spike and one dip.
    const auto lossAt = [](int step) {
        if (step == 12345)
            return 99.0;
        if (step == 7777)
            return 0.001;
        return 2.0 + std::sin(step * 0.01) / (1.0 + step * 0.001);
    };
    for (int first = 0; first < 20000; first += 500) {
        std::vector<std::vector<StepRecord>> delivery(1);
        for (int step = first; step < first + 500; ++step) {
            StepRecord r;
            r.step = step;
            r.loss = lossAt(step);
            r.accuracy = 0.5;
            r.gradientNorm = 1;
            delivery[0].push_back(r);
        }
        charts.append(delivery);
    }
    const QList<QPointF> points = charts.series(LearnCharts::Loss, 0)->points();
    QVERIFY(points.size() <= LearnCharts::maxDrawnPoints + 1);
    QVERIFY(points.size() >= LearnCharts::maxDrawnPoints / 2);
    // In step order, ending at the newest record, the spike and the dip kept exactly.
    for (qsizetype i = 1; i < points.size(); ++i)
        QVERIFY(points[i].x() > points[i - 1].x());
    QCOMPARE(points.last(), QPointF(19999, lossAt(19999)));
    QVERIFY(points.contains(QPointF(12345, 99.0)));
    QVERIFY(points.contains(QPointF(7777, 0.001)));
    // A short run draws every record.
    charts.reset({QStringLiteral("a")}, {QColor(Qt::blue)}, 40);
    std::vector<std::vector<StepRecord>> few(1);
    for (int step = 0; step < 40; ++step) {
        StepRecord r;
        r.step = step;
        r.loss = lossAt(step);
        few[0].push_back(r);
    }
    charts.append(few);
    QCOMPARE(charts.series(LearnCharts::Loss, 0)->points().size(), qsizetype(40));
}

QTEST_MAIN(TestLearnPanel)
#include "tst_learnpanel.moc"
