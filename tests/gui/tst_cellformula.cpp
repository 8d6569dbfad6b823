// The live formula of a cell: the tooltip of a score shows the right dot
// product, the weight its softmax with the row's numbers, the output its weighted sum;
// every number is one the engine computed.

#include "CellFormula.h"
#include "Examples.h"
#include "NumberFormat.h"
#include "Snapshot.h"
#include "TestHelpers.h"

#include <QTest>

#include <cmath>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace {

QString u(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

} // namespace

class TestCellFormula : public QObject
{
    Q_OBJECT

private slots:
    void formatNumber_data();
    void formatNumber();
    void subscripts();
    void scoreOfSeed002();
    void scoreUnscaled();
    void weightOfSeed002();
    void weightUnscaled();
    void outputOfSeed002();
    void maskedFirstKey();
    void causalCells();
    void weightsAreTheEngines_data();
    void weightsAreTheEngines();
    void longDotProductIsElided();
    void multiHeadNamesTheHead();
    void statusLineAndToolTip();
    void outOfRangeIsEmpty();
};

void TestCellFormula::formatNumber_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("sqrt2") << 1.41421356 << u("1.414");
    QTest::newRow("negative") << -0.52 << u("\u22120.52");
    QTest::newRow("zero") << 0.0 << u("0");
    QTest::newRow("integer") << 2.0 << u("2");
    QTest::newRow("weight") << 0.80442 << u("0.8044");
    QTest::newRow("output") << 8.0442 << u("8.044");
    QTest::newRow("large") << 123456.0 << u("123456");
    QTest::newRow("tiny") << 1.5e-7 << u("1.5e\u221207");
    QTest::newRow("small negative") << -0.00001 << u("\u22121e\u221205");
}

void TestCellFormula::formatNumber()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(attn::ui::formatNumber(value, attn::ui::NumberStyle::Formula), text);
}

void TestCellFormula::subscripts()
{
    QCOMPARE(subscript(1), u("\u2081"));
    QCOMPARE(subscript(12), u("\u2081\u2082"));
}

void TestCellFormula::scoreOfSeed002()
{
    // q = [2, 0], k1 = [1, 0], k2 = [0, 1], d_k = 2 (seed 002).
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
    QVERIFY(s->result.ok);
    const QString first = scoreFormula(*s, 0, 0, 0);
    QVERIFY2(first.contains(u("s\u2081\u2081 = q\u2081\u00b7k\u2081 = 2\u00b71 + 0\u00b70 = 2")),
             qPrintable(first));
    QVERIFY2(first.contains(u("\u00f7 \u221a2 = 1.414")), qPrintable(first));
    QVERIFY(first.contains(u("\u201cq\u201d")));
    QVERIFY(first.contains(u("\u201ck1\u201d")));
    const QString second = scoreFormula(*s, 0, 0, 1);
    QVERIFY2(second.contains(u("q\u2081\u00b7k\u2082 = 2\u00b70 + 0\u00b71 = 0")),
             qPrintable(second));
    QVERIFY2(second.contains(u("\u00f7 \u221a2 = 0")), qPrintable(second));
}

void TestCellFormula::scoreUnscaled()
{
    Scenario scenario = loadExampleOrDie("seed002-one-query-two-keys");
    scenario.scale = false;
    const SnapshotPtr s = makeSnapshot(scenario);
    const QString text = scoreFormula(*s, 0, 0, 0);
    QVERIFY2(text.contains(u("= 2\u00b71 + 0\u00b70 = 2")), qPrintable(text));
    QVERIFY2(text.contains(u("not divided")), qPrintable(text));
}

void TestCellFormula::weightOfSeed002()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
    const QString text = weightFormula(*s, 0, 0, 0);
    QVERIFY2(text.contains(u("w\u2081\u2081 = exp(s\u2081\u2081 \u2212 max\u2081)")),
             qPrintable(text));
    // The row's scaled scores and its maximum.
    QVERIFY2(text.contains(u("s\u2081 = [1.414, 0]")), qPrintable(text));
    QVERIFY2(text.contains(u("max\u2081 = 1.414")), qPrintable(text));
    QVERIFY2(text.contains(u("exp(0) + exp(\u22121.414)")), qPrintable(text));
    // The seed's weight, 0.804 (the engine's 0.80442 to four digits).
    QVERIFY2(text.endsWith(u("= 0.8044")), qPrintable(text));
    QVERIFY2(weightFormula(*s, 0, 0, 1).endsWith(u("= 0.1956")),
             qPrintable(weightFormula(*s, 0, 0, 1)));
}

void TestCellFormula::weightUnscaled()
{
    Scenario scenario = loadExampleOrDie("seed002-one-query-two-keys");
    scenario.scale = false;
    const SnapshotPtr s = makeSnapshot(scenario);
    const QString text = weightFormula(*s, 0, 0, 0);
    QVERIFY2(text.contains(u("s\u2081 = [2, 0] (scores)")), qPrintable(text));
    QVERIFY2(text.endsWith(u("= 0.8808")), qPrintable(text)); // seed: 0.881 without scaling
}

void TestCellFormula::outputOfSeed002()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
    const QString first = outputFormula(*s, 0, 0, 0);
    QVERIFY2(first.contains(u("0.8044\u00b7v\u2081 + 0.1956\u00b7v\u2082")), qPrintable(first));
    QVERIFY2(first.contains(u("o\u2081[1] = 0.8044\u00b710 + 0.1956\u00b70 = 8.044")),
             qPrintable(first));
    const QString second = outputFormula(*s, 0, 0, 1);
    QVERIFY2(second.contains(u("= 0.8044\u00b70 + 0.1956\u00b710 = 1.956")), qPrintable(second));
}

void TestCellFormula::maskedFirstKey()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-exercise-mask-first-key"));
    const QString weight = weightFormula(*s, 0, 0, 0);
    QVERIFY2(weight.contains(u("w\u2081\u2081 = 0: masked")), qPrintable(weight));
    QVERIFY2(weight.contains(u("custom mask")), qPrintable(weight));
    QVERIFY2(weightFormula(*s, 0, 0, 1).endsWith(u("= 1")), qPrintable(weightFormula(*s, 0, 0, 1)));
    const QString mask = maskFormula(*s, 0, 0);
    QVERIFY2(mask.contains(u("M\u2081\u2081 = \u2212\u221e")), qPrintable(mask));
    QVERIFY2(maskFormula(*s, 0, 1).contains(u("M\u2081\u2082 = 0")),
             qPrintable(maskFormula(*s, 0, 1)));
    // Output = v2 = [0, 10]: the masked key adds nothing.
    const QString output = outputFormula(*s, 0, 0, 1);
    QVERIFY2(output.contains(u("= 1\u00b710 = 10")), qPrintable(output));
    QVERIFY2(output.contains(u("masked keys")), qPrintable(output));
    // The score itself still exists: the mask is added after scaling.
    QVERIFY2(scoreFormula(*s, 0, 0, 0).contains(u("then masked")),
             qPrintable(scoreFormula(*s, 0, 0, 0)));
}

void TestCellFormula::causalCells()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed000-causal-mask"));
    const QString above = weightFormula(*s, 0, 0, 1);
    QVERIFY2(above.contains(u("causal mask: key 2 comes after query 1")), qPrintable(above));
    // Row 1 of seed 000's causal example: [1, 0, 0, 0].
    QVERIFY2(weightFormula(*s, 0, 0, 0).endsWith(u("= 1")), qPrintable(weightFormula(*s, 0, 0, 0)));
    // Row 4: [0.134, 0.41, 0.363, 0.093]; the text ends in the engine's weight.
    const float weight = s->result.heads[0].weights(3, 1);
    QVERIFY(std::abs(weight - 0.41) < 0.005);
    QVERIFY2(
        weightFormula(*s, 0, 3, 1)
            .endsWith(u("= ") + attn::ui::formatNumber(weight, attn::ui::NumberStyle::Formula)),
        qPrintable(weightFormula(*s, 0, 3, 1)));
}

void TestCellFormula::weightsAreTheEngines_data()
{
    QTest::addColumn<QString>("name");
    for (const ExampleInfo &info : builtInExamples())
        QTest::newRow(qPrintable(info.name)) << info.name;
}

void TestCellFormula::weightsAreTheEngines()
{
    // Every weight's story ends in the engine's number, every score's in the engine's
    // score: the formula text formats, it does not compute.
    QFETCH(QString, name);
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie(name));
    QVERIFY(s->result.ok);
    for (int h = 0; h < int(s->result.heads.size()); ++h) {
        const HeadResult &head = s->result.heads[std::size_t(h)];
        for (int i = 0; i < head.weights.rows(); ++i) {
            for (int j = 0; j < head.weights.cols(); ++j) {
                const QString weight = weightFormula(*s, h, i, j);
                QVERIFY(!weight.isEmpty());
                if (s->result.allowed(i, j))
                    QVERIFY2(
                        weight.endsWith(QStringLiteral("= ")
                                        + attn::ui::formatNumber(head.weights(i, j),
                                                                 attn::ui::NumberStyle::Formula)),
                        qPrintable(weight));
                const QString score = scoreFormula(*s, h, i, j);
                QVERIFY2(score.contains(QStringLiteral(" = ")
                                        + attn::ui::formatNumber(head.scores(i, j),
                                                                 attn::ui::NumberStyle::Formula)
                                        + u("\n")),
                         qPrintable(score));
            }
        }
    }
}

void TestCellFormula::longDotProductIsElided()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed000-scale-statistics"));
    const QString text = scoreFormula(*s, 0, 0, 0);
    QVERIFY2(text.contains(u("\u2026")), qPrintable(text));
    QVERIFY2(text.contains(u("(64 terms)")), qPrintable(text));
    QVERIFY2(text.contains(u("\u00f7 \u221a64 = ")), qPrintable(text));
}

void TestCellFormula::multiHeadNamesTheHead()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed003-multi-head"));
    QCOMPARE(s->result.numHeads, 2);
    QVERIFY(weightFormula(*s, 1, 0, 0).startsWith(u("Head 2: ")));
    QVERIFY(finalOutputFormula(*s, 0, 0).contains(u("W_o[:, 1] + b_o[1]")));
    QVERIFY(finalOutputFormula(*s, 0, 0).endsWith(
        u(" = ") + attn::ui::formatNumber(s->result.output(0, 0), attn::ui::NumberStyle::Formula)));
}

void TestCellFormula::statusLineAndToolTip()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
    const QString formula = scoreFormula(*s, 0, 0, 0);
    const QString line = formulaStatusLine(formula);
    QVERIFY(!line.contains(QLatin1Char('\n')));
    QVERIFY(line.contains(u("2\u00b71 + 0\u00b70 = 2; \u00f7 \u221a2 = 1.414")));
    const QString tip = formulaToolTip(formula);
    QVERIFY(tip.startsWith(u("<p")));
    QVERIFY(tip.contains(u("<b>")));
    QVERIFY(tip.contains(u("<br>")));
}

void TestCellFormula::outOfRangeIsEmpty()
{
    const SnapshotPtr s = makeSnapshot(loadExampleOrDie("seed002-one-query-two-keys"));
    QVERIFY(scoreFormula(*s, 0, 1, 0).isEmpty());
    QVERIFY(weightFormula(*s, 1, 0, 0).isEmpty());
    QVERIFY(outputFormula(*s, 0, 0, 5).isEmpty());
    QVERIFY(maskFormula(*s, -1, 0).isEmpty());
}

QTEST_GUILESS_MAIN(TestCellFormula)
#include "tst_cellformula.moc"
