// The document and its undo commands: every command's do and undo, merges,
// 200 random edits undone bit-exactly, and the background recompute.

#include "Document.h"
#include "ScenarioEdits.h"
#include "TestHelpers.h"
#include "UndoCommands.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <random>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

Q_DECLARE_METATYPE(std::function<QUndoCommand *(Document *)>)

namespace {

using MakeCommand = std::function<QUndoCommand *(Document *)>;

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void init() { testing::failOnUnexpectedWarnings(); }

    void resetComputesAndIsClean()
    {
        Document doc;
        QSignalSpy snapshots(&doc, &Document::snapshotChanged);
        doc.reset(loadExampleOrDie("seed000-step-by-step"), QStringLiteral("/tmp/x.json"));
        QCOMPARE(snapshots.count(), 1);
        QVERIFY(doc.snapshot()->result.ok);
        QCOMPARE(doc.snapshot()->scenario, doc.scenario());
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.filePath(), QStringLiteral("/tmp/x.json"));
        // Seed 000, example 4: weight row 1 = [0.808, 0.146, 0.039, 0.008].
        EXPECT_ROW(doc.snapshot()->result.heads[0].weights, 0, 1e-3, {0.808, 0.146, 0.039, 0.008});
    }

    void commandDoesAndUndoes_data()
    {
        QTest::addColumn<QString>("exampleName");
        QTest::addColumn<MakeCommand>("make");
        QTest::addColumn<QString>("text");

        const QString small = QStringLiteral("seed000-step-by-step");
        const QString d8 = QStringLiteral("multi-head-causal-d8");
        const QString direct = QStringLiteral("seed002-one-query-two-keys");
        auto row = [](const char *name, const QString &ex, MakeCommand make, const char *text) {
            QTest::newRow(name) << ex << make << QString::fromUtf8(text);
        };
        row(
            "cell x", small,
            [](Document *d) { return new ChangeCell(d, MatrixId::Embeddings, 1, 0, 2.5); },
            "Edit x₂[1] (\"x2\")");
        row(
            "cell wq absent", small,
            [](Document *d) { return new ChangeCell(d, MatrixId::Wq, 0, 1, 0.5); },
            "Edit W_q[1][2]");
        row(
            "cell wo", d8, [](Document *d) { return new ChangeCell(d, MatrixId::Wo, 2, 3, -1); },
            "Edit W_o[3][4]");
        row(
            "cell bo", d8, [](Document *d) { return new ChangeCell(d, MatrixId::Bo, 0, 3, 0.25); },
            "Edit b_o[4]");
        row(
            "cell q direct", direct,
            [](Document *d) { return new ChangeCell(d, MatrixId::Q, 0, 1, 1); },
            "Edit q₁[2] (\"q\")");
        row(
            "cell v direct", direct,
            [](Document *d) { return new ChangeCell(d, MatrixId::V, 1, 0, 3); },
            "Edit v₂[1] (\"k2\")");
        row(
            "paste", small,
            [](Document *d) {
                MatrixD block(2, 2);
                block << 1, 2, 3, 4;
                return new PasteBlock(d, MatrixId::Embeddings, 2, 1, block);
            },
            "Paste 2 × 2 into X");
        row(
            "paste wk", small,
            [](Document *d) {
                return new PasteBlock(d, MatrixId::Wk, 0, 0, MatrixD::Constant(1, 3, 0.5));
            },
            "Paste 1 × 3 into W_k");
        row(
            "rename", small,
            [](Document *d) { return new RenameLabel(d, LabelSet::Tokens, 0, "dog"); }, nullptr);
        row(
            "rename key", direct,
            [](Document *d) { return new RenameLabel(d, LabelSet::Keys, 1, "B"); }, nullptr);
        row(
            "padding", small, [](Document *d) { return new SetPadding(d, 2, true); }, nullptr);
        row(
            "scale off", small, [](Document *d) { return new SetScale(d, false); },
            "Stop scaling scores");
        row(
            "causal on", small, [](Document *d) { return new SetCausal(d, true); },
            "Causal mask on");
        row(
            "causal off", d8, [](Document *d) { return new SetCausal(d, false); },
            "Causal mask off");
        row(
            "divisor", small, [](Document *d) { return new SetDivisor(d, 4.0); }, nullptr);
        row(
            "mask cell", small, [](Document *d) { return toggleMaskCell(d, 1, 2); }, nullptr);
        row(
            "clear mask", direct,
            [](Document *d) {
                d->undoStack()->push(toggleMaskCell(d, 0, 0));
                d->undoStack()->setClean();
                return clearMask(d);
            },
            "Clear custom mask");
        row(
            "wq random", small,
            [](Document *d) {
                return setProjectionPreset(d, MatrixId::Wq, ProjectionPreset::Random, 7, 2.0);
            },
            nullptr);
        row(
            "wv zero", small,
            [](Document *d) {
                return setProjectionPreset(d, MatrixId::Wv, ProjectionPreset::Zero);
            },
            "Set W_v to zero");
        row(
            "wq identity", d8,
            [](Document *d) {
                return setProjectionPreset(d, MatrixId::Wq, ProjectionPreset::Identity);
            },
            "Set W_q to identity");
        row(
            "bo random", d8,
            [](Document *d) {
                return setProjectionPreset(d, MatrixId::Bo, ProjectionPreset::Random, 1, 0.5);
            },
            "Random b_o (seed 1, scale 0.5)");
        row(
            "add token", small, [](Document *d) { return addToken(d, 4, NewEmbedding::Zero); },
            "Add token");
        row(
            "add token first", d8,
            [](Document *d) { return addToken(d, 0, NewEmbedding::Random, 3); }, "Add token");
        row(
            "remove token", d8, [](Document *d) { return removeToken(d, 2); }, nullptr);
        row(
            "move down", small, [](Document *d) { return moveToken(d, 0, 1); }, nullptr);
        row(
            "move up", d8, [](Document *d) { return moveToken(d, 5, 4); }, nullptr);
        row(
            "d_model grow", d8, [](Document *d) { return setModelDim(d, 10); },
            "Change d_model to 10");
        row(
            "d_model shrink", d8, [](Document *d) { return setModelDim(d, 5); }, nullptr);
        row(
            "heads", d8, [](Document *d) { return setNumHeads(d, 4); }, nullptr);
        row(
            "to direct", d8, [](Document *d) { return setMode(d, Mode::Direct); }, nullptr);
        row(
            "to self", direct, [](Document *d) { return setMode(d, Mode::SelfAttention); },
            nullptr);
        row(
            "random scenario", small,
            [](Document *d) {
                return replaceScenario(d, randomScenario({}), QStringLiteral("Random scenario"));
            },
            "Random scenario");
    }

    void commandDoesAndUndoes()
    {
        QFETCH(QString, exampleName);
        QFETCH(MakeCommand, make);
        QFETCH(QString, text);

        Document doc;
        doc.reset(loadExampleOrDie(exampleName), QString());
        QUndoCommand *command = make(&doc);
        const Scenario before = doc.scenario();
        if (!text.isEmpty())
            QCOMPARE(command->text(), text);
        QVERIFY(!command->text().isEmpty());

        doc.undoStack()->push(command);
        const Scenario after = doc.scenario();
        QVERIFY(after != before);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.snapshot()->scenario, after);
        QVERIFY2(doc.snapshot()->result.ok, doc.snapshot()->result.error.c_str());

        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.snapshot()->scenario, before);

        doc.undoStack()->redo();
        QVERIFY(doc.scenario() == after);
    }

    void cellEditChangesTheResult()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed002-one-query-two-keys"), QString());
        // Example 2 of seed 002: v2 = [10, 10] gives output [10, 1.96].
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::V, 1, 0, 10));
        EXPECT_ROW(doc.snapshot()->result.output, 0, 1e-2, {10, 1.96});
    }

    void absentProjectionStaysAbsent()
    {
        Document doc;
        Scenario s = loadExampleOrDie("seed000-step-by-step");
        s.wq.reset();
        doc.reset(s, QString());
        QVERIFY(!doc.isPresent(MatrixId::Wq));
        QCOMPARE(doc.value(MatrixId::Wq, 1, 1), 1.0);
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Wq, 0, 1, 0.5));
        QVERIFY(doc.isPresent(MatrixId::Wq));
        QCOMPARE(doc.value(MatrixId::Wq, 0, 1), 0.5);
        QCOMPARE(doc.value(MatrixId::Wq, 2, 2), 1.0);
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().wq.has_value());
    }

    void repeatedCellEditsMerge()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed000-step-by-step"), QString());
        const double start = doc.value(MatrixId::Embeddings, 0, 0);
        for (int i = 1; i <= 10; ++i)
            doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 0.1 * i));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.value(MatrixId::Embeddings, 0, 0), 0.1 * 10);
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 1, 7));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.value(MatrixId::Embeddings, 0, 0), start);

        for (double divisor : {1.0, 2.0, 3.0})
            doc.undoStack()->push(new SetDivisor(&doc, divisor));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Divide scores by 3"));
    }

    void mergeBackToTheStartLeavesNoStep()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed000-step-by-step"), QString());
        QVERIFY(doc.undoStack()->isClean());
        const double start = doc.value(MatrixId::Embeddings, 0, 0);
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, start + 1));
        QVERIFY(!doc.undoStack()->isClean());
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, start));
        // Typed back to where it was: no step to undo, and the document is unmodified.
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.undoStack()->isClean());
        QVERIFY(!doc.undoStack()->canUndo());
        QCOMPARE(doc.value(MatrixId::Embeddings, 0, 0), start);

        // After an earlier step the merged-away one leaves that step, modified as it was.
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 1, 1, 5));
        const double other = doc.value(MatrixId::Embeddings, 0, 1);
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 1, other - 3));
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 1, other));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(!doc.undoStack()->isClean());
        doc.undoStack()->undo();
        QVERIFY(doc.undoStack()->isClean());

        // The divisor slider dragged away and back.
        const std::optional<double> divisor = doc.scenario().divisor;
        doc.undoStack()->push(new SetDivisor(&doc, 3.0));
        doc.undoStack()->push(new SetDivisor(&doc, 5.0));
        doc.undoStack()->push(new SetDivisor(&doc, divisor));
        // (The push dropped the undone cell step, as any push after an undo does.)
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.undoStack()->isClean());
        QCOMPARE(doc.scenario().divisor, divisor);
    }

    void mergeToADifferentBitPatternIsAStep()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed000-step-by-step"), QString());
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 0.0));
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, 1.0));
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, 0, 0, -0.0));
        // -0 is not the start value's bits (unless the start was -0): still one step.
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(std::signbit(doc.value(MatrixId::Embeddings, 0, 0)));

        // A projection that a cell edit made present stays a step even when the cell is
        // typed back to the identity's number: undo makes the projection absent again.
        Scenario s = loadExampleOrDie("seed000-step-by-step");
        s.wq.reset();
        doc.reset(s, QString());
        const double identity = doc.value(MatrixId::Wq, 0, 1);
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Wq, 0, 1, 0.5));
        doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Wq, 0, 1, identity));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().wq.has_value());
    }

    void editsFollowTokens()
    {
        Scenario s = loadExampleOrDie("seed000-step-by-step");
        s.padding = {false, true, false, false};
        BoolMatrix mask = BoolMatrix::Constant(4, 4, true);
        mask(1, 2) = false;
        s.mask = mask;
        const Scenario moved = withTokenMoved(s, 1, 3);
        QCOMPARE(moved.tokens[3], s.tokens[1]);
        QVERIFY(moved.embeddings.row(3) == s.embeddings.row(1));
        QVERIFY(moved.embeddings.row(1) == s.embeddings.row(2));
        QCOMPARE(moved.padding, (std::vector<bool>{false, false, false, true}));
        // Query 1 could not see key 2; after the move they are rows / columns 3 and 1.
        QVERIFY(!(*moved.mask)(3, 1));
        QCOMPARE(int((*moved.mask).count()), 15);
        QVERIFY(withTokenMoved(moved, 3, 1) == s);

        const Scenario removed = withTokenRemoved(s, 1);
        QCOMPARE(removed.tokens.size(), size_t(3));
        QCOMPARE(removed.padding, (std::vector<bool>{false, false, false}));
        QCOMPARE(int(removed.mask->count()), 9);

        const Scenario inserted = withTokenInserted(s, 1, "new", MatrixD::Zero(1, 3));
        QVERIFY(withTokenRemoved(inserted, 1) == s);
    }

    void modelDimPadsAndDrops()
    {
        Scenario s = loadExampleOrDie("multi-head-causal-d8");
        const Scenario grown = withModelDim(s, 12);
        QCOMPARE(grown.embeddings.cols(), Eigen::Index(12));
        QVERIFY(grown.embeddings.leftCols(8) == s.embeddings);
        QVERIFY(grown.embeddings.rightCols(4).isZero());
        QVERIFY(grown.wq->topLeftCorner(8, 8) == *s.wq);
        QCOMPARE((*grown.wq)(10, 10), 1.0);
        QCOMPARE((*grown.wq)(10, 3), 0.0);
        QCOMPARE(grown.numHeads, 2);
        QVERIFY(compute(grown).ok);

        const Scenario shrunk = withModelDim(s, 5);
        QVERIFY(shrunk.embeddings == s.embeddings.leftCols(5));
        QCOMPARE(shrunk.numHeads, 1); // 5 has no divisor 2
        QVERIFY(compute(shrunk).ok);
        QCOMPARE(divisors(12), (QList<int>{1, 2, 3, 4, 6, 12}));
    }

    void directModeKeepsHeadOneWeights()
    {
        const Scenario s = loadExampleOrDie("multi-head-causal-d8");
        const Scenario direct = toDirectMode(s);
        const AttentionResult before = compute(s);
        const AttentionResult after = compute(direct);
        QVERIFY(after.ok);
        QCOMPARE(after.nQueries, before.nQueries);
        QVERIFY(after.heads[0].weights.isApprox(before.heads[0].weights, 1e-6f));
        QCOMPARE(direct.keyLabels, s.tokens);

        const Scenario back = toSelfAttentionMode(direct);
        QVERIFY(compute(back).ok);
        QCOMPARE(back.tokens, s.tokens);
        QVERIFY(back.embeddings == direct.k);
    }

    void randomEditsUndoBitExactly()
    {
        Document doc;
        const Scenario start = loadExampleOrDie("multi-head-causal-d8");
        doc.reset(start, QString());
        std::mt19937 rng(20240601);
        auto pick = [&](int n) { return int(rng() % unsigned(n)); };
        QStringList names;
        for (int i = 0; i < 200; ++i) {
            const Scenario &s = doc.scenario();
            const int n = int(s.tokens.size());
            const int d = int(s.embeddings.cols());
            const double value = std::ldexp(double(int(rng() % 2001) - 1000), -7);
            QUndoCommand *c = nullptr;
            switch (pick(14)) {
            case 0:
                c = new ChangeCell(&doc, MatrixId::Embeddings, pick(n), pick(d), value);
                break;
            case 1:
                c = new ChangeCell(&doc, MatrixId(int(MatrixId::Wq) + pick(4)), pick(d), pick(d),
                                   value);
                break;
            case 2:
                c = new ChangeCell(&doc, MatrixId::Bo, 0, pick(d), value);
                break;
            case 3:
                c = new RenameLabel(&doc, LabelSet::Tokens, pick(n), "w" + std::to_string(i));
                break;
            case 4:
                c = new SetPadding(&doc, pick(n), pick(2));
                break;
            case 5:
                c = new SetCausal(&doc, !s.causal);
                break;
            case 6:
                c = new SetScale(&doc, !s.scale);
                break;
            case 7:
                c = toggleMaskCell(&doc, pick(n), pick(n));
                break;
            case 8:
                c = n < 10 ? addToken(&doc, pick(n + 1), NewEmbedding::Random, rng())
                           : removeToken(&doc, pick(n));
                break;
            case 9:
                c = n > 2 ? removeToken(&doc, pick(n)) : addToken(&doc, n, NewEmbedding::Zero);
                break;
            case 10:
                c = moveToken(&doc, pick(n), pick(n));
                break;
            case 11:
                c = setModelDim(&doc, 2 + pick(10));
                break;
            case 12: {
                const QList<int> heads = divisors(d);
                c = setNumHeads(&doc, heads[pick(int(heads.size()))]);
                break;
            }
            default:
                c = setProjectionPreset(&doc, MatrixId(int(MatrixId::Wq) + pick(5)),
                                        ProjectionPreset(pick(3)), rng(), 0.5);
                break;
            }
            doc.undoStack()->push(c);
        }
        const Scenario end = doc.scenario();
        QVERIFY(doc.isModified());
        QVERIFY(doc.snapshot()->result.ok);
        const int steps = doc.undoStack()->index();
        QVERIFY(steps > 100);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.scenario() == start);
        QVERIFY(doc.undoStack()->isClean());
        QVERIFY(!doc.isModified());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QVERIFY(doc.scenario() == end);
        QCOMPARE(doc.snapshot()->scenario, end);
    }

    void modifiedFollowsTheCleanState()
    {
        Document doc;
        doc.reset(loadExampleOrDie("seed000-step-by-step"), QString());
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        doc.undoStack()->push(new SetCausal(&doc, true));
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.last().at(0).toBool(), true);
        doc.undoStack()->undo();
        QCOMPARE(modified.last().at(0).toBool(), false);
    }

    void largeScenariosComputeInTheBackground()
    {
        Document doc;
        RandomScenarioOptions options;
        options.tokens = 64;
        options.dModel = 32;
        doc.reset(randomScenario(options), QString());
        doc.setSynchronousLimit(0);
        QSignalSpy busy(&doc, &Document::busy);
        QSignalSpy snapshots(&doc, &Document::snapshotChanged);
        for (int i = 0; i < 20; ++i)
            doc.undoStack()->push(new ChangeCell(&doc, MatrixId::Embeddings, i, 0, i));
        QVERIFY(doc.isBusy());
        QCOMPARE(busy.first().at(0).toBool(), true);
        QVERIFY(doc.waitForSnapshot());
        QVERIFY(!doc.isBusy());
        QCOMPARE(busy.last().at(0).toBool(), false);
        // Bursts are coalesced and stale results dropped: only the newest is delivered.
        QVERIFY(snapshots.count() >= 1);
        QVERIFY(snapshots.count() < 20);
        QCOMPARE(doc.snapshot()->scenario, doc.scenario());
        QCOMPARE(doc.snapshot()->result.x(19, 0), 19.0f);
    }

    void randomMatrixIsReproducible()
    {
        const MatrixD a = randomMatrix(4, 5, Distribution::Normal, 2.0, 42);
        QVERIFY(a == randomMatrix(4, 5, Distribution::Normal, 2.0, 42));
        QVERIFY(a != randomMatrix(4, 5, Distribution::Normal, 2.0, 43));
        const MatrixD u = randomMatrix(50, 50, Distribution::Uniform, 0.5, 1);
        QVERIFY(u.maxCoeff() <= 0.5 && u.minCoeff() >= -0.5);
        const MatrixD big = randomMatrix(200, 200, Distribution::Normal, 1.0, 3);
        const double mean = big.mean();
        const double sd = std::sqrt((big.array() - mean).square().sum() / (big.size() - 1));
        EXPECT_NEAR(mean, 0.0, 0.02);
        EXPECT_NEAR(sd, 1.0, 0.02);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
