// The walkthrough's sentences say only what is true of the scenario on screen: a row with no
// allowed key is undefined for softmax (shown as 0 by convention, as PyTorch gives NaN), a
// custom mask blocks "keys" (not "the future or padding"), and the bias sentence is about
// this app's layer, not every attention layer.

#include "CellFormula.h"
#include "Examples.h"
#include "NumberFormat.h"
#include "Snapshot.h"
#include "TestHelpers.h"
#include "WalkthroughText.h"

#include <QtTest>

using namespace attn;
using namespace attn::ui;
using namespace ::testing;

class TestWalkthroughText : public QObject
{
    Q_OBJECT

private slots:
    void init() { failOnUnexpectedWarnings(); }

    void aRowWithNoAllowedKeyIsAConvention()
    {
        Scenario scenario = loadExampleOrDie("seed002-one-query-two-keys");
        BoolMatrix mask(1, 2);
        mask << false, false;
        scenario.mask = mask;
        const SnapshotPtr s = makeSnapshot(scenario);
        QVERIFY(s->result.ok);
        QCOMPARE(s->result.rowsWithoutKeys, std::vector<int>{0});
        QCOMPARE(s->result.heads[0].weights(0, 0), 0.0f); // what the sentences call convention

        const QString mask_ = walkStepExplanation(*s, WalkStep::Mask, 0, 0);
        const QString softmax = walkStepExplanation(*s, WalkStep::Softmax, 0, 0);
        for (const QString &text : {mask_, softmax}) {
            QVERIFY2(text.contains(QLatin1String("undefined")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("0/0")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("PyTorch gives NaN")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("by convention")), qPrintable(text));
        }
    }

    void aCustomMaskBlocksKeysNotTheFuture()
    {
        Scenario scenario = loadExampleOrDie("seed000-step-by-step");
        const int n = int(scenario.tokens.size());
        BoolMatrix mask = BoolMatrix::Constant(n, n, true);
        mask(0, 1) = false; // one blocked pair, neither causal nor padding
        scenario.mask = mask;
        scenario.causal = false;
        const SnapshotPtr s = makeSnapshot(scenario);
        QVERIFY(s->result.ok);
        QCOMPARE(s->result.heads[0].weights(0, 1), 0.0f);
        const QString softmax = walkStepExplanation(*s, WalkStep::Softmax, 0, 0);
        QVERIFY2(softmax.contains(QLatin1String("The blocked keys get weight 0")),
                 qPrintable(softmax));
        QVERIFY2(!softmax.contains(QLatin1String("future")), qPrintable(softmax));
        QVERIFY2(!softmax.contains(QLatin1String("padding")), qPrintable(softmax));
    }

    // Self-attention starts at the projections, with the engine's q = x·W_q; direct mode,
    // where Q, K and V are typed in, has no such step.
    void projectionsComeFirstInSelfAttention()
    {
        const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed003-multi-head"));
        QVERIFY(s->result.ok);
        const QList<WalkStep> steps = walkthroughSteps(*s);
        QCOMPARE(steps.first(), WalkStep::Projections);
        for (int head = 0; head < s->result.numHeads; ++head) {
            const HeadResult &h = s->result.heads[std::size_t(head)];
            const QString formula = projectionFormula(*s, head, 1, 1);
            QVERIFY2(formula.endsWith(formatNumber(h.q(1, 1), NumberStyle::Formula)),
                     qPrintable(formula));
            // The head's slice of W_q: column head·d_k + 2 (1-based).
            QVERIFY2(formula.contains(QStringLiteral("W_q[:, %1]").arg(head * s->result.dK + 2)),
                     qPrintable(formula));
        }
        const QString text = walkStepExplanation(*s, WalkStep::Projections, 0, 0);
        QVERIFY2(text.contains(QStringLiteral("Q = X\u00b7W_q")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("identity")), qPrintable(text)); // not here

        const SnapshotPtr direct = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
        QVERIFY(direct->result.ok);
        QVERIFY(!walkthroughSteps(*direct).contains(WalkStep::Projections));
        QVERIFY(projectionFormula(*direct, 0, 0, 0).isEmpty());
    }

    void theBiasSentenceIsAboutThisLayer()
    {
        const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed003-multi-head"));
        QVERIFY(s->result.ok);
        const QString text = walkStepExplanation(*s, WalkStep::OutputProjection, 0, 0);
        QVERIFY2(text.contains(QLatin1String("In this app b_o is the layer's only bias")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("nn.MultiheadAttention also adds biases")),
                 qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("the only projection of the layer with a bias")));
    }
};

QTEST_MAIN(TestWalkthroughText)
#include "tst_walkthroughtext.moc"
