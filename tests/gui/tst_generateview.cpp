// Generate mode and the order actions as a user meets them: the Generate view steps through
// a causal example (step 1, 3, n), keeps the earlier rows, and states the check and the work
// counter from the engine's numbers; Shuffle and Reverse are undo steps, and the weights
// view's badge says, from the numbers, whether the weights were only permuted (under the
// permutation the command made, also with repeated tokens, on the worker thread too); the
// causal mask on the cross-attention example gets its warning.

#include "Document.h"
#include "GenerateCanvas.h"
#include "GenerateText.h"
#include "GenerateView.h"
#include "NumberFormat.h"
#include "OrderActions.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "ViewBadges.h"
#include "ViewOptions.h"

#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace attn;
using namespace attn::ui;

namespace {

QStringList badgeTexts(const std::vector<Badge> &badges)
{
    QStringList texts;
    for (const Badge &b : badges)
        texts << b.text;
    return texts;
}

QStringList weightsBadgeTexts(const Document &document)
{
    return badgeTexts(weightsBadges(*document.snapshot(), ViewOptions()));
}

/// The order check computed here, apart from core/order: the engine's weights and outputs
/// before and after, the permutation applied by hand. The largest |weight after(i, j) -
/// weight before(order[i], order[j])| over every head, and the largest output difference
/// relative to max(1, |before|).
struct ExpectedOrder
{
    double weights = 0;
    double outputs = 0;
};

ExpectedOrder expectedOrder(const Scenario &before, const Scenario &after,
                            const std::vector<int> &order)
{
    const AttentionResult a = compute(before);
    const AttentionResult b = compute(after);
    if (!a.ok || !b.ok)
        qFatal("the scenario does not compute");
    ExpectedOrder e;
    const int n = int(order.size());
    for (size_t h = 0; h < a.heads.size(); ++h)
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                e.weights = std::max(
                    e.weights,
                    std::abs(double(b.heads[h].weights(i, j))
                             - double(a.heads[h].weights(order[size_t(i)], order[size_t(j)]))));
    for (int i = 0; i < n; ++i)
        for (Eigen::Index c = 0; c < a.output.cols(); ++c) {
            const double old = a.output(order[size_t(i)], c);
            e.outputs = std::max(e.outputs, std::abs(double(b.output(i, c)) - old)
                                                / std::max(1.0, std::abs(old)));
        }
    return e;
}

/// The badge's check is `expected`, and its text quotes the larger figure.
void expectBadge(const Document &document, const ExpectedOrder &expected, const QString &what)
{
    const std::optional<OrderCheck> &check = document.snapshot()->orderCheck;
    QVERIFY2(check, qPrintable(what));
    QVERIFY2(std::abs(check->maxWeightDifference - expected.weights) <= 1e-12,
             qPrintable(what
                        + QStringLiteral(": %1 against %2")
                              .arg(check->maxWeightDifference)
                              .arg(expected.weights)));
    QVERIFY2(std::abs(check->maxOutputDifference - expected.outputs) <= 1e-12, qPrintable(what));
    const QString figure
        = formatNumber(std::max(expected.weights, expected.outputs), NumberStyle::Formula);
    const QStringList badge = weightsBadgeTexts(document).filter(QStringLiteral("reordered"));
    QCOMPARE(badge.size(), 1);
    QVERIFY2(badge[0].contains(QStringLiteral("(largest difference %1)").arg(figure)),
             qPrintable(what + QStringLiteral(": ") + badge[0] + QStringLiteral(", expected ")
                        + figure));
    const bool same = expected.weights <= orderTolerance && expected.outputs <= orderTolerance;
    QCOMPARE(check->samePermuted(), same);
}

/// Paints the canvas offscreen; a step whose heatmaps are drawn has many colours.
int coloursPainted(QWidget *canvas)
{
    const QImage image = canvas->grab().toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestGenerateView : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void stepsThroughACausalExample()
    {
        Document document;
        document.reset(testing::loadExampleOrDie("multi-head-causal-d8"), QString());
        GenerateView view(&document);
        view.resize(1200, 800);
        QCOMPARE(view.stepCount(), 6);
        QCOMPARE(view.step(), 1);
        QVERIFY(view.generation().matchesParallel);
        QVERIFY(view.stepLabel()->text().contains(QStringLiteral("Step 1 of 6")));
        QVERIFY(coloursPainted(view.canvas()) > 20);

        auto *next = view.findChild<QToolButton *>(QStringLiteral("generateNext"));
        auto *previous = view.findChild<QToolButton *>(QStringLiteral("generatePrevious"));
        QVERIFY(!previous->isEnabled());
        QTest::mouseClick(next, Qt::LeftButton);
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(view.step(), 3);
        QVERIFY(view.stepLabel()->text().contains(QStringLiteral("Step 3 of 6")));
        QVERIFY(view.stepLabel()->text().contains(QStringLiteral("sat")));
        QVERIFY(coloursPainted(view.canvas()) > 20);
        // The counter at step 3: 1 + 2 + 3 = 6 entries with the cache, 1 + 4 + 9 = 14 without.
        const QStringList at3 = badgeTexts(generationBadges(view.generation(), 3));
        QVERIFY2(at3.join(QLatin1Char(' '))
                     .contains(QStringLiteral("up to step 3 with the KV cache: 3 query rows, 6 q·k "
                                              "entries (96 multiply-adds)")),
                 qPrintable(at3.join(QLatin1Char('\n'))));
        QVERIFY(at3.join(QLatin1Char(' '))
                    .contains(QStringLiteral("re-running the model on the whole prefix at every "
                                             "step instead: 6 query rows, 14 entries (224 "
                                             "multiply-adds)")));
        // d_k + d_v is one head's share of an entry; the 16 multiply-adds an entry costs are
        // heads x (d_k + d_v).
        const Generation &g = view.generation();
        QCOMPARE(g.dK + g.dV, 8);
        QCOMPARE(g.numHeads, 2);
        QCOMPARE(g.work.entryMultiplyAdds, 16LL);
        QVERIFY2(at3.join(QLatin1Char(' '))
                     .contains(QStringLiteral("counted: q·k entries, each d_k + d_v = 8 "
                                              "multiply-adds in each of the 2 head(s), 16 in all")),
                 qPrintable(at3.join(QLatin1Char('\n'))));
        QVERIFY(view.canvas()->accessibleDescription().contains(QStringLiteral("Step 3 of 6")));

        view.setStep(6);
        QVERIFY(!next->isEnabled());
        const QString atN
            = badgeTexts(generationBadges(view.generation(), 6)).join(QLatin1Char(' '));
        QVERIFY(atN.contains(QStringLiteral("the 6 rows made one step at a time equal the parallel "
                                            "causal computation")));
        QVERIFY(atN.contains(QStringLiteral("all 6 tokens: n(n+1)/2 = 21 entries with the "
                                            "cache, n(n+1)(2n+1)/6 = 91 without")));
        QVERIFY(coloursPainted(view.canvas()) > 20);
        QTest::mouseClick(previous, Qt::LeftButton);
        QCOMPARE(view.step(), 5);

        // Play runs to the end and stops.
        view.setStep(5);
        view.setPlaying(true);
        QTRY_COMPARE_WITH_TIMEOUT(view.step(), 6, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isPlaying(), 3000);
    }

    /// RoPE and ALiBi with the causal mask on: the tab's badge says the rows equal the
    /// parallel computation (it was red: "differ ... by 1.997") and its K cache holds the
    /// rotated keys the scores are made of.
    void positionsEqualTheParallelRows_data()
    {
        QTest::addColumn<QString>("example");
        QTest::newRow("rope") << QStringLiteral("positions-rope");
        QTest::newRow("alibi") << QStringLiteral("positions-alibi");
    }
    void positionsEqualTheParallelRows()
    {
        QFETCH(QString, example);
        Scenario s = testing::loadExampleOrDie(example);
        s.causal = true;
        Document document;
        document.reset(s, QString());
        GenerateView view(&document);
        view.resize(1200, 800);
        QCOMPARE(view.stepCount(), 5);
        const Generation &g = view.generation();
        QVERIFY2(g.matchesParallel, qPrintable(QString::number(g.maxWeightDifference)));
        const QString badges = badgeTexts(generationBadges(g, 5)).join(QLatin1Char(' '));
        QVERIFY2(badges.contains(QStringLiteral("the 5 rows made one step at a time equal the "
                                                "parallel causal computation")),
                 qPrintable(badges));
        QVERIFY(!badges.contains(QStringLiteral("differ from the parallel")));
        const AttentionResult &parallel = document.snapshot()->result;
        for (int h = 0; h < parallel.numHeads; ++h) {
            const Matrix &k = parallel.heads[size_t(h)].k;
            QVERIFY((g.keys[size_t(h)] - k).cwiseAbs().maxCoeff() <= 1e-6f);
            QVERIFY((g.assembledWeights[size_t(h)] - parallel.heads[size_t(h)].weights)
                        .cwiseAbs()
                        .maxCoeff()
                    <= 1e-6f);
        }
        if (s.positions->kind == PositionKind::Rope)
            QVERIFY((g.keys[0] - parallel.positions.kBeforeRotation[0]).cwiseAbs().maxCoeff()
                    > 1e-3f);
        view.setStep(5);
        QVERIFY(coloursPainted(view.canvas()) > 20);
    }

    void notCausalOffersTheMask()
    {
        Document document;
        document.reset(testing::loadExampleOrDie("seed003-multi-head"), QString());
        GenerateView view(&document);
        view.resize(900, 600);
        QCOMPARE(view.step(), 0);
        auto *turnOn = view.findChild<QPushButton *>();
        QVERIFY(turnOn && !turnOn->isHidden());
        // A message instead of the heatmaps.
        QVERIFY(view.canvas()->accessibleDescription().startsWith(
            QStringLiteral("Generation needs the causal mask")));
        turnOn->click();
        QVERIFY(document.scenario().causal);
        QCOMPARE(view.stepCount(), 5);
        QCOMPARE(view.step(), 1);
        QVERIFY(turnOn->isHidden());
        document.undoStack()->undo();
        QCOMPARE(view.stepCount(), 0);
    }

    void shuffleAndReverseAreCheckedUndoSteps()
    {
        Document document;
        const Scenario original = testing::loadExampleOrDie("multi-head-causal-d8");
        Scenario open = original;
        open.causal = false;
        document.reset(open, QString());
        QMenu menu;
        OrderActions *actions = installOrderActions(&document, &menu);
        QVERIFY(menu.actions().contains(actions->shuffleAction()));
        QVERIFY(weightsBadgeTexts(document).filter(QStringLiteral("reordered")).isEmpty());

        actions->shuffleAction()->trigger();
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.undoStack()->text(0), QStringLiteral("Shuffle tokens (seed 1)"));
        QVERIFY(document.scenario().tokens != open.tokens);
        QVERIFY(document.snapshot()->orderCheck);
        QVERIFY(document.snapshot()->orderCheck->samePermuted());
        QVERIFY2(weightsBadgeTexts(document)
                         .filter(QStringLiteral("same weights, rows and columns permuted"))
                         .size()
                     == 1,
                 qPrintable(weightsBadgeTexts(document).join(QLatin1Char('\n'))));

        // Undo is a reordering too, and the badge checks it again.
        document.undoStack()->undo();
        QVERIFY(document.scenario() == open);
        QVERIFY(document.snapshot()->orderCheck && document.snapshot()->orderCheck->samePermuted());

        // Any other edit: no claim about order.
        document.undoStack()->push(new SetScale(&document, false));
        QVERIFY(!document.snapshot()->orderCheck);

        // With the causal mask on, the numbers say the weights are not just permuted.
        document.undoStack()->push(new SetCausal(&document, true));
        actions->reverseAction()->trigger();
        QCOMPARE(document.undoStack()->text(document.undoStack()->index() - 1),
                 QStringLiteral("Reverse tokens"));
        QVERIFY(document.snapshot()->orderCheck);
        QVERIFY(!document.snapshot()->orderCheck->samePermuted());
        QCOMPARE(weightsBadgeTexts(document).filter(QStringLiteral("order matters here")).size(),
                 1);

        // The second shuffle has the next seed.
        actions->shuffleAction()->trigger();
        QCOMPARE(document.undoStack()->text(document.undoStack()->index() - 1),
                 QStringLiteral("Shuffle tokens (seed 2)"));

        // Direct mode has no tokens to reorder.
        document.reset(testing::loadExampleOrDie("cross-attention-translation"), QString());
        QVERIFY(!actions->shuffleAction()->isEnabled());
    }

    /// "the cat saw the dog" has "the" twice: the numbers alone cannot tell which "the" went
    /// where, and with positions the two answers differ. The badge uses the command's own
    /// permutation: reversed, shuffled, a row dragged, and each undone.
    void repeatedTokensUseTheCommandsPermutation_data()
    {
        QTest::addColumn<QString>("example");
        for (const char *name :
             {"positions-sinusoidal", "positions-learned", "positions-rope", "positions-alibi"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void repeatedTokensUseTheCommandsPermutation()
    {
        QFETCH(QString, example);
        const Scenario original = testing::loadExampleOrDie(example);
        QCOMPARE(original.tokens, (Labels{"the", "cat", "saw", "the", "dog"}));
        QVERIFY(original.embeddings.row(0) == original.embeddings.row(3));
        const int n = 5;
        Document document;
        document.reset(original, QString());
        QMenu menu;
        OrderActions *actions = installOrderActions(&document, &menu);

        // Reverse: the one permutation 4 3 2 1 0, though "the"s could be matched crosswise.
        actions->reverseAction()->trigger();
        const Scenario reversed = withTokensPermuted(original, reversedOrder(n));
        QVERIFY(document.scenario() == reversed);
        const ExpectedOrder reverse = expectedOrder(original, reversed, reversedOrder(n));
        expectBadge(document, reverse, example + QStringLiteral(" reversed"));
        if (example == QLatin1String("positions-alibi")) {
            // |i - j| is the same reversed: ALiBi's weights are the old ones permuted.
            QVERIFY(reverse.weights < 1e-6);
        } else {
            QVERIFY(reverse.weights > 1e-3);
        }
        // The old guess paired row 1's "the" with the first "the": with rope and alibi,
        // another figure (0.088 for 0.194, 0.131 for 0).
        TokenPermutation crosswise = reversedOrder(n);
        std::swap(crosswise[1], crosswise[4]);
        QVERIFY(withTokensPermuted(original, crosswise) == reversed);
        const ExpectedOrder wrong = expectedOrder(original, reversed, crosswise);
        if (example == QLatin1String("positions-rope")
            || example == QLatin1String("positions-alibi"))
            QVERIFY(std::abs(wrong.weights - reverse.weights) > 1e-2);

        document.undoStack()->undo();
        QVERIFY(document.scenario() == original);
        expectBadge(document, expectedOrder(reversed, original, reversedOrder(n)),
                    example + QStringLiteral(" reverse undone"));

        // Shuffles with seeds 1, 2, 3, each after the last.
        Scenario before = original;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            actions->shuffleAction()->trigger();
            const TokenPermutation order = shuffledOrder(n, seed);
            const Scenario after = withTokensPermuted(before, order);
            QVERIFY(document.scenario() == after);
            expectBadge(document, expectedOrder(before, after, order),
                        example + QStringLiteral(" shuffled, seed %1").arg(seed));
            before = after;
        }

        // A token row dragged: the second "the" to the top.
        document.undoStack()->push(moveToken(&document, 3, 0));
        const TokenPermutation moved{3, 0, 1, 2, 4};
        const Scenario dragged = withTokensPermuted(before, moved);
        QVERIFY(document.scenario() == dragged);
        expectBadge(document, expectedOrder(before, dragged, moved),
                    example + QStringLiteral(" dragged"));
    }

    /// On the worker thread, a reordering made while another is being computed: the check of
    /// the snapshot that shows them both uses the two permutations composed.
    void reorderingsComposeOnTheWorker()
    {
        const Scenario original = testing::loadExampleOrDie("positions-rope");
        Document document;
        document.reset(original, QString());
        document.setSynchronousLimit(0);
        QMenu menu;
        OrderActions *actions = installOrderActions(&document, &menu);
        actions->reverseAction()->trigger();
        actions->shuffleAction()->trigger(); // seed 1, while the reversal runs
        QVERIFY(document.waitForSnapshot());
        const TokenPermutation order = composedOrder(reversedOrder(5), shuffledOrder(5, 1));
        const Scenario after = withTokensPermuted(original, order);
        QVERIFY(document.scenario() == after);
        QVERIFY(document.snapshot()->scenario == after);
        const std::optional<OrderCheck> &check = document.snapshot()->orderCheck;
        QVERIFY(check);
        // The reversal's picture arrived after the shuffle and was dropped: the one shown
        // compares with the original under both permutations composed.
        QCOMPARE(check->order, order);
        expectBadge(document, expectedOrder(original, after, order), QStringLiteral("composed"));

        // Any other edit in between: the relation is unknown, and the numbers cannot tell
        // the two "the" apart, so no claim is made.
        document.undoStack()->push(new SetScale(&document, false));
        actions->reverseAction()->trigger();
        QVERIFY(document.waitForSnapshot());
        QVERIFY(document.snapshot()->scenario == document.scenario());
        QVERIFY(!document.snapshot()->orderCheck);
    }

    void causalCrossAttentionWarns()
    {
        Document document;
        document.reset(testing::loadExampleOrDie("cross-attention-translation"), QString());
        const QString warning = QStringLiteral("a causal mask makes no sense here");
        QVERIFY(weightsBadgeTexts(document).filter(warning).isEmpty());
        document.undoStack()->push(new SetCausal(&document, true));
        QCOMPARE(weightsBadgeTexts(document).filter(warning).size(), 1);
        // The scores view says it too.
        QCOMPARE(badgeTexts(weightsBadges(*document.snapshot(), ViewOptions(), true))
                     .filter(warning)
                     .size(),
                 1);
        // Generate mode runs on it (bottom-right or not, the numbers agree), but the warning
        // stays on the views.
        GenerateView view(&document);
        QCOMPARE(view.stepCount(), 4);
        QVERIFY(view.generation().matchesParallel);
    }
};

QTEST_MAIN(TestGenerateView)
#include "tst_generateview.moc"
