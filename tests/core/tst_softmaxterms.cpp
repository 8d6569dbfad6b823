// The softmax terms a cell's formula shows (core/engine/SoftmaxTerms) against the engine's
// own weights, on every built-in example, every head and row: the tooltip and the heatmap
// state the same numbers.

#include "Attention.h"
#include "Examples.h"
#include "SoftmaxTerms.h"

#include <QTest>

#include <cmath>

using namespace attn;

class TestSoftmaxTerms : public QObject
{
    Q_OBJECT

private slots:
    void seed002ByHand()
    {
        // Seed 002: q = [2, 0] against k1 = [1, 0], k2 = [0, 1], scaled by sqrt(2).
        Matrix scores(1, 2);
        scores << float(2 / std::sqrt(2.0)), 0.0f;
        BoolMatrix allowed = BoolMatrix::Constant(1, 2, true);
        const SoftmaxTerms t = softmaxTerms(scores, allowed, 0);
        QVERIFY(t.anyAllowed);
        QCOMPARE(float(t.rowMax), scores(0, 0));
        QCOMPARE(t.shifted[0], 0.0);
        QVERIFY(std::abs(t.exps[1] - std::exp(-std::sqrt(2.0))) < 1e-6);
        QVERIFY(std::abs(t.weight(0) - 0.8044) < 1e-4); // the seed prints 0.804
        QVERIFY(std::abs(t.weight(0) + t.weight(1) - 1) < 1e-12);
    }

    void blockedKeysAndEmptyRows()
    {
        Matrix scores(2, 3);
        scores << 1, 2, 3, 4, 5, 6;
        BoolMatrix allowed(2, 3);
        allowed << true, false, true, false, false, false;
        const SoftmaxTerms first = softmaxTerms(scores, allowed, 0);
        QCOMPARE(first.rowMax, 3.0);
        QCOMPARE(first.exps[1], 0.0);
        QCOMPARE(first.weight(1), 0.0);
        QVERIFY(std::abs(first.weight(0) - 1 / (1 + std::exp(2.0))) < 1e-12);
        const SoftmaxTerms second = softmaxTerms(scores, allowed, 1);
        QVERIFY(!second.anyAllowed);
        QCOMPARE(second.weight(0), 0.0);
        QVERIFY(!softmaxTerms(scores, allowed, 2).anyAllowed);
    }

    void everyExampleAgreesWithTheEngine()
    {
        int rows = 0;
        for (const ExampleInfo &info : builtInExamples()) {
            Scenario s;
            QString error;
            QVERIFY2(loadExample(info.name, s, &error), qPrintable(error));
            const AttentionResult r = compute(s);
            QVERIFY2(r.ok, r.error.c_str());
            for (int h = 0; h < int(r.heads.size()); ++h) {
                const Matrix scaled = scaledScores(r, h);
                for (int i = 0; i < scaled.rows(); ++i, ++rows) {
                    const SoftmaxTerms t = softmaxTerms(scaled, r.allowed, i);
                    for (int j = 0; j < scaled.cols(); ++j) {
                        const double engine = r.heads[std::size_t(h)].weights(i, j);
                        QVERIFY2(std::abs(t.weight(j) - engine) < 1e-6,
                                 qPrintable(QStringLiteral("%1 head %2 (%3, %4): %5 vs %6")
                                                .arg(info.name)
                                                .arg(h)
                                                .arg(i)
                                                .arg(j)
                                                .arg(t.weight(j))
                                                .arg(engine)));
                    }
                }
            }
        }
        QVERIFY(rows > 30);
    }
};

QTEST_APPLESS_MAIN(TestSoftmaxTerms)
#include "tst_softmaxterms.moc"
