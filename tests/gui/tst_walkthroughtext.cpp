// The walkthrough's sentences say only what is true of the scenario on screen: a row with no
// allowed key is undefined for softmax (shown as 0 by convention, as PyTorch gives NaN), a
// custom mask blocks "keys" (not "the future or padding"), and the bias sentence is about
// this app's layer, not every attention layer.

#include "Examples.h"
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
