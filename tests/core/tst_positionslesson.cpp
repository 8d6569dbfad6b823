// The lesson "Giving attention a sense of order": it loads and every answer computes, and
// every number or claim its sentences state is the engine's.

#include "Attention.h"
#include "Examples.h"
#include "Lesson.h"
#include "TestHelpers.h"

#include <QTest>

#include <cmath>

using namespace attn;
using testing::loadExampleOrDie;
using testing::near;

namespace {

Lesson orderLesson()
{
    for (const LessonInfo &info : builtInLessons()) {
        if (info.name != QLatin1String("sense-of-order"))
            continue;
        Lesson lesson;
        QString error;
        if (!loadLessonFile(info.path, lesson, &error))
            qFatal("sense-of-order: %s", qPrintable(error));
        return lesson;
    }
    qFatal("no lesson sense-of-order");
}

bool sameRow(const Matrix &m, int a, int b)
{
    return m.row(a) == m.row(b);
}

} // namespace

class TestPositionsLesson : public QObject
{
    Q_OBJECT

private slots:
    void loadsAndEveryAnswerComputes()
    {
        const Lesson lesson = orderLesson();
        QString error;
        QVERIFY2(checkLesson(lesson, &error), qPrintable(error));
        QCOMPARE(int(lesson.steps.size()), 7);
        for (const LessonStep &step : lesson.steps) {
            QVERIFY(!step.title.id.isEmpty());
            QVERIFY(!step.title.vi.isEmpty());
            QVERIFY(!step.text.id.isEmpty());
            QVERIFY(!step.text.vi.isEmpty());
        }
    }

    /// Step 1: without positions the two "the" (rows 1 and 4) have the same weight row;
    /// with sinusoidal or learned positions they do not ("no longer attends like the first").
    void theTwoTheRows()
    {
        std::vector<Scenario> starts;
        QString error;
        QVERIFY2(scriptedScenarios(orderLesson(), starts, &error), qPrintable(error));
        const AttentionResult plain = compute(starts.at(0));
        QVERIFY(plain.ok);
        QVERIFY(!plain.positions.active);
        QVERIFY(sameRow(plain.heads[0].weights, 0, 3));
        for (const char *name :
             {"positions-sinusoidal", "positions-learned", "positions-rope", "positions-alibi"}) {
            const Scenario s = loadExampleOrDie(name);
            // The same sentence and embeddings as the first step, four encodings.
            QCOMPARE(s.tokens, starts.at(0).tokens);
            QVERIFY(s.embeddings == starts.at(0).embeddings);
            const AttentionResult r = compute(s);
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY2(!sameRow(r.heads[0].weights, 0, 3), name);
        }
    }

    /// Sinusoidal step: "W_q is the identity", "x = 0 and PE(1, 0) = sin 1".
    void sinusoidalNumbers()
    {
        const Scenario s = loadExampleOrDie("positions-sinusoidal");
        QVERIFY(!s.wq);
        QCOMPARE(s.embeddings(1, 0), 0.0);
        const AttentionResult r = compute(s);
        QVERIFY(near(r.positions.added(1, 0), std::sin(1.0), 1e-7));
        QVERIFY(near(r.heads[0].q(1, 0), std::sin(1.0), 1e-6));
        QCOMPARE(r.positions.base, 10000.0);
    }

    /// RoPE step: "x = [1, 0, 1, 0]", s₄₄ = |x|² = 1 + 1, the same as s₁₁.
    void ropeNumbers()
    {
        const Scenario s = loadExampleOrDie("positions-rope");
        QVERIFY(s.embeddings.row(3) == (MatrixD(1, 4) << 1, 0, 1, 0).finished());
        const AttentionResult r = compute(s);
        QVERIFY(near(r.heads[0].scores(3, 3), 2.0, 1e-6));
        QVERIFY(near(r.heads[0].scores(0, 0), 2.0, 1e-6));
    }

    /// ALiBi step: slopes 0.5 (head 1) and 0.125 (head 2), d_k = 2, and
    /// q·k / √2 − 0.5·|0 − 2| = 0.5 / √2 − 1.
    void alibiNumbers()
    {
        const Scenario s = loadExampleOrDie("positions-alibi");
        const AttentionResult r = compute(s);
        QCOMPARE(r.positions.slopes, (std::vector<double>{0.5, 0.125}));
        QCOMPARE(r.dK, 2);
        QVERIFY(near(r.heads[0].scores(0, 2), 0.5, 1e-7));
        QVERIFY(near(scaledScore(r, 0, 0, 2), 0.5 / std::sqrt(2.0) - 1.0, 1e-6));
    }
};

QTEST_GUILESS_MAIN(TestPositionsLesson)
#include "tst_positionslesson.moc"
