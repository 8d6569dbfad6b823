// The causal mask's alignment: top-left (query i sees keys j <= i, PyTorch's is_causal) or
// bottom-right (query i sees keys j <= i + n_k - n_q, the last query sees every key), in the
// engine's mask and in the scenario format (an optional key; old files unchanged).

#include "Attention.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QTest>

using namespace attn;

class TestCausalAlignment : public QObject
{
    Q_OBJECT

private slots:
    /// Seed 002's one query and two keys: both keys are "previous positions" of the query.
    /// Bottom-right allows both, and the weights are the unmasked ones (0.804, 0.196);
    /// top-left treats the query as position 1 and leaves it only k1.
    void seed002BottomRightSeesBothKeys()
    {
        Scenario s = testing::loadExampleOrDie("seed002-one-query-two-keys");
        s.causal = false;
        const AttentionResult open = compute(s);
        QVERIFY(open.ok);
        EXPECT_ROW(open.heads[0].weights, 0, 5e-4, {0.804, 0.196});

        s.causal = true;
        s.causalAlignment = CausalAlignment::BottomRight;
        const AttentionResult bottomRight = compute(s);
        QVERIFY(bottomRight.ok);
        QVERIFY(bottomRight.allowed(0, 0));
        QVERIFY(bottomRight.allowed(0, 1));
        QCOMPARE(bottomRight.heads[0].weights(0, 0), open.heads[0].weights(0, 0));
        QCOMPARE(bottomRight.heads[0].weights(0, 1), open.heads[0].weights(0, 1));
        QCOMPARE(bottomRight.output(0, 0), open.output(0, 0));

        s.causalAlignment = CausalAlignment::TopLeft;
        const AttentionResult topLeft = compute(s);
        QVERIFY(topLeft.ok);
        QVERIFY(topLeft.allowed(0, 0));
        QVERIFY(!topLeft.allowed(0, 1));
        QCOMPARE(topLeft.heads[0].weights(0, 0), 1.0f);
        QCOMPARE(topLeft.heads[0].weights(0, 1), 0.0f);
    }

    /// Two queries, four keys: bottom-right shifts the diagonal by n_k - n_q = 2.
    void rectangularShift()
    {
        Scenario s;
        s.mode = Mode::Direct;
        s.q = MatrixD::Ones(2, 2);
        s.k = MatrixD::Ones(4, 2);
        s.v = MatrixD::Identity(4, 4);
        s.causal = true;
        s.causalAlignment = CausalAlignment::BottomRight;
        const BoolMatrix bottomRight = allowedMask(s);
        for (int j = 0; j < 4; ++j) {
            QCOMPARE(bool(bottomRight(0, j)), j <= 2);
            QCOMPARE(bool(bottomRight(1, j)), true);
        }
        s.causalAlignment = CausalAlignment::TopLeft;
        const BoolMatrix topLeft = allowedMask(s);
        for (int j = 0; j < 4; ++j) {
            QCOMPARE(bool(topLeft(0, j)), j == 0);
            QCOMPARE(bool(topLeft(1, j)), j <= 1);
        }
        // Square inputs: both alignments are the same mask.
        Scenario square = testing::loadExampleOrDie("seed000-causal-mask");
        QVERIFY(square.causal);
        const BoolMatrix before = allowedMask(square);
        square.causalAlignment = CausalAlignment::BottomRight;
        QVERIFY(allowedMask(square) == before);
    }

    /// The mask, built a run at a time, against its definition cell by cell: an explicit
    /// mask, the causal rule of either alignment (more queries than keys too, where the
    /// first bottom-right queries see no key) and padded keys.
    void maskCellByCell()
    {
        for (const auto &[queries, keys] : {std::pair{5, 5}, {3, 7}, {7, 3}, {1, 1}}) {
            for (CausalAlignment alignment :
                 {CausalAlignment::TopLeft, CausalAlignment::BottomRight}) {
                Scenario s;
                s.mode = Mode::Direct;
                s.q = MatrixD::Ones(queries, 2);
                s.k = MatrixD::Ones(keys, 2);
                s.v = MatrixD::Identity(keys, keys);
                s.causal = true;
                s.causalAlignment = alignment;
                BoolMatrix explicitMask(queries, keys);
                for (int i = 0; i < queries; ++i)
                    for (int j = 0; j < keys; ++j)
                        explicitMask(i, j) = (i * 7 + j * 3) % 5 != 0;
                s.mask = explicitMask;
                s.padding.assign(size_t(keys), false);
                s.padding[size_t(keys - 1)] = keys > 1;
                const BoolMatrix allowed = allowedMask(s);
                QCOMPARE(allowed.rows(), Eigen::Index(queries));
                QCOMPARE(allowed.cols(), Eigen::Index(keys));
                for (int i = 0; i < queries; ++i) {
                    for (int j = 0; j < keys; ++j) {
                        const bool expected = explicitMask(i, j) && causallyAllowed(s, i, j)
                                              && !s.padding[size_t(j)];
                        QVERIFY2(bool(allowed(i, j)) == expected,
                                 qPrintable(QStringLiteral("%1x%2 cell (%3, %4)")
                                                .arg(queries)
                                                .arg(keys)
                                                .arg(i)
                                                .arg(j)));
                    }
                }
            }
        }
    }

    /// Old files load as top-left and save unchanged; "bottom-right" round-trips; any other
    /// value is refused by name.
    void formatKey()
    {
        Scenario s = testing::loadExampleOrDie("seed002-one-query-two-keys");
        QCOMPARE(s.causalAlignment, CausalAlignment::TopLeft);
        const QByteArray plain = serializeScenario(s);
        QVERIFY(!plain.contains("causal_alignment"));

        s.causalAlignment = CausalAlignment::BottomRight;
        const QByteArray text = serializeScenario(s);
        QVERIFY(text.contains("\"causal_alignment\": \"bottom-right\""));
        Scenario back;
        QString error;
        QVERIFY2(parseScenario(text, back, &error), qPrintable(error));
        QCOMPARE(back.causalAlignment, CausalAlignment::BottomRight);
        QVERIFY(back == s);

        QByteArray topLeft = plain;
        topLeft.replace("\"causal\": false",
                        "\"causal\": false,\n  \"causal_alignment\": \"top-left\"");
        QVERIFY2(parseScenario(topLeft, back, &error), qPrintable(error));
        QCOMPARE(back.causalAlignment, CausalAlignment::TopLeft);

        QByteArray bad = plain;
        bad.replace("\"causal\": false",
                    "\"causal\": false,\n  \"causal_alignment\": \"diagonal\"");
        QVERIFY(!parseScenario(bad, back, &error));
        QVERIFY2(error.contains(QStringLiteral("causal_alignment")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("bottom-right")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCausalAlignment)
#include "tst_causalalignment.moc"
