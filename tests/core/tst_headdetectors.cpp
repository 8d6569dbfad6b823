// The head detectors on attention patterns built by hand, whose scores are worked out in the
// comments, and the induction probe on a tiny model.

#include "HeadDetectors.h"
#include "TinyCheckpoint.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <cmath>

using namespace attn;

namespace {

const std::vector<int> repeated{5, 1, 2, 5, 1, 2}; // three tokens, then the same three

ModelMatrix pattern(const std::function<int(int)> &keyOf)
{
    ModelMatrix w = ModelMatrix::Zero(6, 6);
    for (int i = 0; i < 6; ++i)
        w(i, keyOf(i)) = 1;
    return w;
}

} // namespace

class TestHeadDetectors : public QObject
{
    Q_OBJECT

private slots:
    void previousTokenHead()
    {
        // Every query i >= 1 on key i - 1 (query 0 on itself).
        const HeadScores s
            = headScores(pattern([](int i) { return std::max(0, i - 1); }), repeated);
        QCOMPARE(s.previousToken, 1.0);
        QCOMPARE(s.firstToken, 0.2); // only query 1's previous token is token 0: 1 of 5
        QCOMPARE(s.duplicateToken, 0.0);
        QCOMPARE(s.prefixMatching, 0.0);
    }

    void inductionHead()
    {
        // Queries 3, 4, 5 (the second copy) on keys 1, 2, 3: the token after the earlier
        // copy of their own token; queries 0, 1, 2 on key 0.
        const HeadScores s
            = headScores(pattern([](int i) { return i >= 3 ? i - 2 : 0; }), repeated);
        QCOMPARE(s.prefixMatching, 1.0);
        QCOMPARE(s.previousToken, 0.2); // query 1 on key 0 only
        QCOMPARE(s.firstToken, 0.4);    // queries 1 and 2 on key 0: 2 of 5
        QCOMPARE(s.duplicateToken, 0.0);
    }

    void duplicateTokenHead()
    {
        // Queries 3, 4, 5 on keys 0, 1, 2: the earlier copy of the same token.
        const HeadScores s
            = headScores(pattern([](int i) { return i >= 3 ? i - 3 : 0; }), repeated);
        QCOMPARE(s.duplicateToken, 1.0);
        QCOMPARE(s.firstToken, 0.6); // queries 1, 2 and 3 on key 0
        QCOMPARE(s.prefixMatching, 0.0);
    }

    void uniformHeadAndUndefinedScores()
    {
        ModelMatrix w = ModelMatrix::Zero(6, 6);
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j <= i; ++j)
                w(i, j) = 1.0f / float(i + 1);
        const HeadScores s = headScores(w, repeated);
        const double previous = (1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5 + 1.0 / 6) / 5;
        QVERIFY(std::fabs(s.previousToken - previous) < 1e-7);
        QVERIFY(std::fabs(s.firstToken - previous) < 1e-7);
        QVERIFY(std::fabs(s.duplicateToken - (1.0 / 4 + 1.0 / 5 + 1.0 / 6) / 3) < 1e-7);
        // No token repeats: the duplicate and prefix-matching scores apply to no query.
        const HeadScores distinct = headScores(w, {1, 2, 3, 4, 5, 6});
        QVERIFY(std::isnan(distinct.duplicateToken));
        QVERIFY(std::isnan(distinct.prefixMatching));
    }

    void inductionProbeOnAModel()
    {
        const std::vector<int> probe = inductionProbe(48, 10, 3);
        QCOMPARE(int(probe.size()), 20);
        QCOMPARE(probe, inductionProbe(48, 10, 3)); // seeded
        for (int k = 0; k < 10; ++k) {
            QCOMPARE(probe[size_t(k)], probe[size_t(k + 10)]);
            QVERIFY(probe[size_t(k)] >= 0 && probe[size_t(k)] < 48);
        }
        QTemporaryDir dir;
        QVERIFY(test::tinyGpt2(2, 4, 16, 48, 24, false).write(dir.path()));
        ModelWeights model;
        QString error;
        QVERIFY2(loadModelFolder(dir.path(), model, &error), qPrintable(error));
        std::vector<std::vector<double>> scores;
        QVERIFY2(inductionScores(model, 10, 3, scores, &error), qPrintable(error));
        QCOMPARE(int(scores.size()), 2);
        ForwardResult result;
        QVERIFY(runForward(model, probe, {}, result, &error));
        for (int l = 0; l < 2; ++l) {
            QCOMPARE(int(scores[size_t(l)].size()), 4);
            for (int h = 0; h < 4; ++h) {
                double sum = 0;
                for (int i = 10; i < 20; ++i)
                    sum += result.attention[size_t(l)][size_t(h)](i, i - 9);
                QVERIFY(std::fabs(scores[size_t(l)][size_t(h)] - sum / 10) < 1e-12);
            }
        }
        // 2 x 13 tokens are more than the 24 positions.
        QVERIFY(!inductionScores(model, 13, 3, scores, &error));
        QVERIFY2(error.contains(QStringLiteral("26 tokens are more than the 24")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestHeadDetectors)
#include "tst_headdetectors.moc"
