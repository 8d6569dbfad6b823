// The Learn tab: training runs on a worker thread and the GUI shows exactly the core's
// comparison (same spec, same records, same probe), Pause stops, Step is one step, the
// scrubber looks back, and a recorded state opens as a scenario, undoably.

#include "Document.h"
#include "LearnCharts.h"
#include "LearnPanel.h"
#include "ProbeHeatmaps.h"
#include "TestHelpers.h"

#include <QComboBox>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

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
    void init() { testing::failOnUnexpectedWarnings(); }
    void playTrainsOffTheGuiThreadAsTheCoreDoes();
    void pauseStopsAndStepIsOneStep();
    void scrubberShowsARecordedStep();
    void openStepAsScenarioIsUndoable();
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
    QVERIFY(lab.document.scenario() == probe.scenario);
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

QTEST_MAIN(TestLearnPanel)
#include "tst_learnpanel.moc"
