// Reordering tokens: the seeded shuffle and the reversal, the permutation read back from the
// numbers, and the property the order badge states: without positions, the weights are
// the old ones with rows and columns permuted the same way, and the outputs the old rows;
// with the causal mask on (a rule about positions) they are not.

#include "Attention.h"
#include "ScenarioEdits.h"
#include "TestHelpers.h"
#include "TokenOrder.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace attn;

class TestTokenOrder : public QObject
{
    Q_OBJECT

private slots:
    void reversedAndShuffled()
    {
        QCOMPARE(reversedOrder(4), (TokenPermutation{3, 2, 1, 0}));
        for (int n = 2; n <= 9; ++n)
            for (std::uint64_t seed = 0; seed < 20; ++seed) {
                const TokenPermutation order = shuffledOrder(n, seed);
                QVERIFY(isPermutation(order, n));
                QVERIFY(!isIdentity(order));
                QCOMPARE(shuffledOrder(n, seed), order); // the seed fixes it
            }
        QVERIFY(shuffledOrder(6, 1) != shuffledOrder(6, 2));
        QCOMPARE(shuffledOrder(1, 3), (TokenPermutation{0}));
    }

    /// Every row of the scenario follows its token: label, embedding, padding, mask, target.
    void permutedScenarioCarriesEveryRow()
    {
        Scenario s = testing::loadExampleOrDie("padding");
        const int n = int(s.tokens.size());
        BoolMatrix mask = BoolMatrix::Constant(n, n, true);
        mask(0, 2) = false;
        s.mask = mask;
        s.target = MatrixD::Random(n, s.embeddings.cols());
        const TokenPermutation order = shuffledOrder(n, 7);
        const Scenario p = withTokensPermuted(s, order);
        for (int i = 0; i < n; ++i) {
            const int o = order[size_t(i)];
            QCOMPARE(p.tokens[size_t(i)], s.tokens[size_t(o)]);
            QVERIFY(p.embeddings.row(i) == s.embeddings.row(o));
            QCOMPARE(bool(p.padding[size_t(i)]), bool(s.padding[size_t(o)]));
            QVERIFY(p.target->row(i) == s.target->row(o));
            for (int j = 0; j < n; ++j)
                QCOMPARE(bool((*p.mask)(i, j)), bool(mask(o, order[size_t(j)])));
        }
        const std::optional<TokenPermutation> found = findTokenPermutation(s, p);
        QVERIFY(found);
        // Two "<pad>" rows may be matched either way only if they are identical; here they
        // differ, so the permutation read back is the one applied.
        QCOMPARE(*found, order);
    }

    void notAPermutation()
    {
        const Scenario s = testing::loadExampleOrDie("multi-head-causal-d8");
        QVERIFY(!findTokenPermutation(s, s)); // identity: nothing moved
        Scenario edited = withTokensPermuted(s, reversedOrder(int(s.tokens.size())));
        edited.embeddings(0, 0) += 1;
        QVERIFY(!findTokenPermutation(s, edited)); // a number changed too
        Scenario scaled = withTokensPermuted(s, reversedOrder(int(s.tokens.size())));
        scaled.scale = !scaled.scale;
        QVERIFY(!findTokenPermutation(s, scaled));                 // a setting changed too
        QVERIFY(findTokenPermutation(s, withTokenMoved(s, 0, 3))); // a drag is one
        QVERIFY(!findTokenPermutation(s, withTokenRemoved(s, 0)));
    }

    /// Two equal tokens ("the" twice, the same embedding): reversed, the scenario is also the
    /// original with the two "the" swapped crosswise, and with positions the two permutations
    /// give different checks. The numbers cannot tell which was made: no guess.
    void equalTokensAreNotGuessed()
    {
        const Scenario s = testing::loadExampleOrDie("positions-rope");
        QVERIFY(s.embeddings.row(0) == s.embeddings.row(3));
        const Scenario reversed = withTokensPermuted(s, reversedOrder(5));
        TokenPermutation crosswise = reversedOrder(5);
        std::swap(crosswise[1], crosswise[4]);
        QVERIFY(withTokensPermuted(s, crosswise) == reversed);
        const AttentionResult before = compute(s);
        const AttentionResult after = compute(reversed);
        QVERIFY(
            std::abs(compareUnderPermutation(before, after, reversedOrder(5)).maxWeightDifference
                     - compareUnderPermutation(before, after, crosswise).maxWeightDifference)
            > 1e-3);
        QVERIFY(!findTokenPermutation(s, reversed));
        // The reorderings' own arithmetic, which the commands hand on.
        const TokenPermutation order = shuffledOrder(5, 4);
        QCOMPARE(composedOrder(order, inverseOrder(order)), (TokenPermutation{0, 1, 2, 3, 4}));
        QVERIFY(withTokensPermuted(withTokensPermuted(s, reversedOrder(5)), order)
                == withTokensPermuted(s, composedOrder(reversedOrder(5), order)));
    }

    /// The property itself, on every self-attention example and on random scenarios with 1 to
    /// 4 heads: causal off, permuted exactly (to float rounding); causal on, not.
    void weightsPermuteWithoutPositions_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("seed");
        for (const char *name :
             {"seed000-step-by-step", "seed003-multi-head", "multi-head-causal-d8", "padding"})
            for (int seed : {1, 2, 3})
                QTest::newRow(
                    QByteArray(QByteArray(name) + '/' + QByteArray::number(seed)).constData())
                    << QString::fromLatin1(name) << seed;
        for (int heads : {1, 2, 4})
            QTest::addRow("random-%d-heads", heads) << QString() << heads;
    }

    void weightsPermuteWithoutPositions()
    {
        QFETCH(QString, example);
        QFETCH(int, seed);
        Scenario s;
        if (example.isEmpty()) {
            RandomScenarioOptions options;
            options.tokens = 7;
            options.dModel = 8;
            options.numHeads = seed;
            options.seed = std::uint64_t(seed);
            s = randomScenario(options);
        } else {
            s = testing::loadExampleOrDie(example);
        }
        s.causal = false;
        const TokenPermutation order = shuffledOrder(int(s.tokens.size()), std::uint64_t(seed));
        const Scenario shuffled = withTokensPermuted(s, order);
        const AttentionResult before = compute(s);
        const AttentionResult after = compute(shuffled);
        QVERIFY(before.ok && after.ok);
        const OrderCheck check = compareUnderPermutation(before, after, order);
        QVERIFY2(check.samePermuted(), qPrintable(QString::number(check.maxWeightDifference)));
        QVERIFY(check.maxWeightDifference < 1e-6);
        QVERIFY(check.maxOutputDifference < 1e-5);
        // Compared against the wrong permutation, the check must fail: it reads the numbers.
        const OrderCheck wrong
            = compareUnderPermutation(before, after, reversedOrder(int(order.size())));
        QVERIFY(!wrong.samePermuted());

        // The causal mask is about positions: the same reordering changes the weights.
        s.causal = true;
        const AttentionResult causalBefore = compute(s);
        const AttentionResult causalAfter = compute(withTokensPermuted(s, order));
        const OrderCheck causal = compareUnderPermutation(causalBefore, causalAfter, order);
        QVERIFY(!causal.weightsPermuted);
        QVERIFY(causal.maxWeightDifference > 1e-3);
    }
};

QTEST_APPLESS_MAIN(TestTokenOrder)
#include "tst_tokenorder.moc"
