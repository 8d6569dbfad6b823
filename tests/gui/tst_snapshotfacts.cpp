// The numbers the views used to scan whole matrices for at every layout (colour ranges,
// the weights view's badges) now come with the snapshot: they equal the direct scans, the
// worker derives again what the views asked of the previous snapshot, and after an edit
// the views show the new numbers, never the old ones.

#include "PipelinePainter.h"
#include "PipelineView.h"
#include "Snapshot.h"
#include "TestHelpers.h"
#include "ViewBadges.h"
#include "ViewTestHelpers.h"
#include "WeightsView.h"

#include <QImage>
#include <QTest>

using namespace attn;
using namespace attn::ui;

namespace {

double scannedMaxAbs(const Matrix &m)
{
    return m.size() > 0 ? double(m.cwiseAbs().maxCoeff()) : 0.0;
}

Scenario example(const QString &name)
{
    return testing::loadExampleOrDie(name);
}

} // namespace

class TestSnapshotFacts : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void factsEqualDirectScans_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"seed000-step-by-step", "seed000-causal-mask",
                                 "seed003-multi-head", "multi-head-causal-d8", "positions-rope"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void factsEqualDirectScans()
    {
        QFETCH(QString, name);
        Scenario scenario = example(name);
        if (name == QLatin1String("seed000-step-by-step")) { // a custom mask too
            BoolMatrix mask
                = BoolMatrix::Constant(scenario.queryCount(), scenario.keyCount(), true);
            mask(0, scenario.keyCount() - 1) = false;
            scenario.mask = mask;
        }
        const SnapshotPtr s = makeSnapshot(scenario);
        QVERIFY(s->result.ok);
        QCOMPARE(s->maskedCells(), long((s->result.allowed.array() == false).count()));
        QCOMPARE(s->customMaskBlocks(), s->scenario.mask.has_value() && !s->scenario.mask->all());
        const AttentionResult &r = s->result;
        for (const Matrix *m : {&r.x, &r.concat, &r.output})
            QCOMPARE(s->maxAbs(*m), scannedMaxAbs(*m));
        for (int h = 0; h < int(r.heads.size()); ++h) {
            const HeadResult &head = r.heads[size_t(h)];
            for (const Matrix *m : {&head.q, &head.k, &head.v, &head.scores, &head.weights})
                QCOMPARE(s->maxAbs(*m), scannedMaxAbs(*m));
            QCOMPARE(s->maxAbs(s->scaledScores(h)), scannedMaxAbs(scaledScores(r, h)));
            // The engine's weights pass both checks.
            QCOMPARE(s->weightsCheck(h).badRow, -1);
            QCOMPARE(s->weightsCheck(h).causalRow, -1);
        }
        // A matrix the snapshot does not own is scanned, not looked up.
        const Matrix other = Matrix::Constant(2, 2, -7.5f);
        QCOMPARE(s->maxAbs(other), 7.5);
    }

    void badgesReportWeightsThatFailTheChecks()
    {
        // A snapshot whose weights break both checks (the engine's never do): the badges
        // computed from the snapshot's facts must still say so.
        Snapshot s;
        s.scenario = example(QStringLiteral("seed000-causal-mask"));
        QVERIFY(s.scenario.causal);
        s.result = compute(s.scenario);
        QVERIFY(s.result.ok);
        s.queryLabels = s.scenario.effectiveQueryLabels();
        s.keyLabels = s.scenario.effectiveKeyLabels();
        s.result.heads[0].weights(1, 2) = 0.25f; // above the diagonal; row 2 sums to 1.25
        s.deriveFacts(nullptr);
        QCOMPARE(s.weightsCheck(0).badRow, 1);
        QCOMPARE(s.weightsCheck(0).causalRow, 1);
        QCOMPARE(s.weightsCheck(0).causalColumn, 2);
        QStringList failed;
        for (const Badge &badge : weightsBadges(s, ViewOptions{}))
            if (badge.kind == Badge::Failed)
                failed << badge.text;
        QCOMPARE(failed.size(), 2);
        QVERIFY2(failed[0].startsWith(QStringLiteral("row 2 sums to 1.2")), qPrintable(failed[0]));
        QVERIFY2(failed[1].startsWith(QStringLiteral("weight (2, 3) above the diagonal")),
                 qPrintable(failed[1]));
    }

    void workerDerivesWhatTheViewsAskedBefore()
    {
        Scenario scenario = example(QStringLiteral("seed003-multi-head"));
        const SnapshotPtr first = makeSnapshot(scenario);
        QCOMPARE(first->keptFacts(), 0);
        PipelineView pipeline;
        WeightsView weights;
        viewtest::showOn(pipeline, scenario);
        viewtest::showOn(weights, scenario);
        for (HeatmapViewBase *view : {static_cast<HeatmapViewBase *>(&pipeline),
                                      static_cast<HeatmapViewBase *>(&weights)}) {
            view->setSnapshot(first);
            view->grab();
        }
        const int asked = first->keptFacts();
        QVERIFY(asked > 0);

        scenario.embeddings(0, 0) += 0.5;
        const SnapshotPtr second = makeSnapshot(scenario, first);
        QCOMPARE(second->keptFacts(), asked);
        pipeline.setSnapshot(second);
        weights.setSnapshot(second);
        pipeline.grab();
        weights.grab();
        // Nothing more was derived while the views laid the new numbers out and painted them.
        QCOMPARE(second->keptFacts(), asked);
    }

    void viewsShowTheNumbersOfTheNewSnapshot()
    {
        Scenario scenario = example(QStringLiteral("seed003-multi-head"));
        PipelineView pipeline;
        viewtest::showOn(pipeline, scenario);
        const SnapshotPtr first = pipeline.snapshot();
        const QImage before = pipeline.grab().toImage();
        scenario.embeddings *= 3; // every colour range grows
        const SnapshotPtr second = makeSnapshot(scenario, first);
        pipeline.setSnapshot(second);
        const QImage after = pipeline.grab().toImage();
        QVERIFY(before != after);
        int checked = 0;
        for (const ViewPanel &panel : pipeline.currentLayout().panels) {
            if (panel.spec.scale != HeatmapScale::Signed || !panel.spec.values
                || panel.spec.range > 0)
                continue;
            const double scanned = scannedMaxAbs(*panel.spec.values);
            QCOMPARE(panel.layout.range, scanned > 0 ? scanned : 1.0);
            ++checked;
        }
        QVERIFY(checked >= 5);
        // The scores view's range is that of the new scores.
        WeightsView scores(WeightsView::Content::Scores);
        viewtest::showOn(scores, example(QStringLiteral("seed003-multi-head")));
        scores.setSnapshot(second);
        QCOMPARE(scores.currentLayout().panels.at(0).layout.range,
                 scannedMaxAbs(second->result.heads[0].scores));
    }
};

QTEST_MAIN(TestSnapshotFacts)
#include "tst_snapshotfacts.moc"
