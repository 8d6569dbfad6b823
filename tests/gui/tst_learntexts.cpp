// The Learn tab's texts: a language switch while the app runs rewrites every one of them
// (axis titles, the variants' names on the lines, the legend and the heatmaps, the step
// counters made with numbers); at 870 pixels wide, the room the tab has beside the editors
// on a 1366 x 768 projector, no label, check box or combo is cut in Vietnamese or
// Indonesian; the charts' axes are titled, labelled with readable round numbers, and leave
// room above a curve at 1.

#include "Document.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "LearnCharts.h"
#include "LearnPanel.h"
#include "ProbeHeatmaps.h"
#include "TestHelpers.h"
#include "Training.h"
#include "TrainingFile.h"
#include "TrainingModel.h"

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>

#include <algorithm>

using attn::StepRecord;
using attn::ui::applyLanguage;
using attn::ui::Document;
using attn::ui::LearnCharts;
using attn::ui::LearnPanel;
using attn::ui::switchLanguage;

namespace {

struct Lab
{
    Document document;
    LearnPanel panel{&document};
    explicit Lab(QSize size = QSize(1300, 700))
    {
        document.reset(testing::loadExampleOrDie(), QString());
        panel.stepsBox()->setValue(40);
        panel.resize(size);
        panel.show();
    }
};

QString learnText(const char *source)
{
    return QCoreApplication::translate("attn::ui::LearnPanel", source);
}

/// A letter only Vietnamese writes (Indonesian and English use none).
bool hasVietnamese(const QString &text)
{
    static const QString letters = QStringLiteral("ăâđêôơưĂÂĐÊÔƠƯàáãèéìíòóõùúýÀÁÃÈÉÌÍÒÓÕÙÚÝ");
    for (const QChar c : text)
        if (letters.contains(c) || (c.unicode() >= 0x1EA0 && c.unicode() <= 0x1EF9))
            return true;
    return false;
}

/// Every text the panel shows or speaks: widgets, combo items, charts, lines, legend.
QStringList panelTexts(const LearnPanel &panel)
{
    QStringList texts;
    const QList<QWidget *> widgets = panel.findChildren<QWidget *>();
    for (const QWidget *w : widgets) {
        texts << w->accessibleName() << w->toolTip();
        if (const auto *label = qobject_cast<const QLabel *>(w))
            texts << label->text();
        if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            texts << button->text();
        if (const auto *combo = qobject_cast<const QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
    }
    LearnCharts *charts = panel.charts();
    for (int c = 0; c < LearnCharts::Count; ++c) {
        QChart *chart = charts->chart(LearnCharts::Chart(c));
        texts << chart->title();
        const QList<QAbstractAxis *> axes = chart->axes();
        for (const QAbstractAxis *axis : axes)
            texts << axis->titleText();
        const QList<QAbstractSeries *> series = chart->series();
        for (const QAbstractSeries *s : series)
            texts << s->name();
    }
    for (const auto &[spec, layout] : panel.probes()->layouts())
        texts << spec.title << spec.subtitle;
    return texts;
}

/// The numbers a chart's axis shows along `alignment` (the label items in its scene).
QStringList axisLabels(QChartView *view, Qt::Alignment alignment)
{
    QChart *chart = view->chart();
    const QRectF plot = chart->plotArea();
    QStringList titles;
    const QList<QAbstractAxis *> axes = chart->axes();
    for (const QAbstractAxis *axis : axes)
        titles << axis->titleText();
    QStringList labels;
    const QList<QGraphicsItem *> items = view->scene()->items();
    for (QGraphicsItem *item : items) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || text->toPlainText().isEmpty()
            || titles.contains(text->toPlainText()))
            continue;
        const QRectF box = text->sceneBoundingRect();
        const bool left = box.right() <= plot.left() + 1 && box.center().y() >= plot.top() - 10
                          && box.center().y() <= plot.bottom() + 10;
        if ((alignment == Qt::AlignLeft) == left && text->rotation() == 0
            && (alignment == Qt::AlignLeft || box.top() >= plot.bottom() - 1))
            labels << text->toPlainText();
    }
    return labels;
}

} // namespace

class TestLearnTexts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { testing::failOnUnexpectedWarnings(); }
    void cleanup() { applyLanguage(QStringLiteral("en")); }
    void languageSwitchRewritesEveryText();
    void wholeTextsBesideTheEditors_data();
    void wholeTextsBesideTheEditors();
    void axesTitledWithRoundNumbers();
    void taskSentenceFollowsTheTask();
    void gradientChartPlotsEachParameter();
};

// View > Language, Vietnamese then Indonesian, with a run under way: no Vietnamese is left,
// and the texts made with numbers are the Indonesian ones.
void TestLearnTexts::languageSwitchRewritesEveryText()
{
    QVERIFY(applyLanguage(QStringLiteral("vi")));
    Lab lab;
    QVERIFY(QTest::qWaitForWindowExposed(&lab.panel));
    QTest::mouseClick(lab.panel.stepButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(lab.panel.stepsDone(), 1, 30000);
    LearnCharts *charts = lab.panel.charts();
    QCOMPARE(charts->chart(LearnCharts::Loss)->axes(Qt::Horizontal).first()->titleText(),
             QStringLiteral("bước"));
    QVERIFY(hasVietnamese(panelTexts(lab.panel).join(QLatin1Char('\n'))));
    // The texts made with numbers, found by what they say in Vietnamese.
    QLabel *status = nullptr, *scrub = nullptr;
    for (QLabel *label : lab.panel.findChildren<QLabel *>()) {
        if (label->text() == learnText("step %1 of %2").arg(1).arg(40))
            status = label;
        if (label->text() == learnText("step %1 (state kept at step %2)").arg(1).arg(1))
            scrub = label;
    }
    QComboBox *head = nullptr;
    for (QComboBox *combo : lab.panel.findChildren<QComboBox *>())
        if (combo->count() > 0 && combo->itemText(0) == learnText("head %1").arg(1))
            head = combo;
    QVERIFY(status && scrub && head);
    QCOMPARE(status->text(), QStringLiteral("bước 1 / 40"));

    // What View > Language does (LanguageChange is posted to the windows).
    switchLanguage(QStringLiteral("id"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();

    const QString scaled = learnText("scaled by √d_k"), unscaled = learnText("unscaled");
    QCOMPARE(scaled, QStringLiteral("diskalakan √d_k")); // the catalogue's, not the source
    QCOMPARE(unscaled, QStringLiteral("tanpa penskalaan"));
    static const char *const titles[]
        = {"Loss (cross-entropy)", "Accuracy on the batch", "Gradient norm (log scale)",
           "Mean max weight", "Mean ‖J‖ of softmax"};
    for (int c = 0; c < LearnCharts::Count; ++c) {
        QChart *chart = charts->chart(LearnCharts::Chart(c));
        QCOMPARE(chart->axes(Qt::Horizontal).first()->titleText(), QStringLiteral("langkah"));
        QCOMPARE(chart->title().replace(QStringLiteral("<br>"), QStringLiteral(" ")),
                 QCoreApplication::translate("LearnCharts", titles[c]));
        if (c == LearnCharts::GradientNorm) {
            // Its lines are the parameters' (named in its legend), not the variants'.
            QCOMPARE(charts->parameterSeries(1, 6)->name(), QStringLiteral("pembacaan"));
            continue;
        }
        QCOMPARE(charts->series(LearnCharts::Chart(c), 0)->name(), scaled);
        QCOMPARE(charts->series(LearnCharts::Chart(c), 1)->name(), unscaled);
    }
    QCOMPARE(QCoreApplication::translate("LearnCharts", titles[0]),
             QStringLiteral("Loss (entropi silang)"));
    QVERIFY(charts->legend()->text().contains(scaled));
    QVERIFY(charts->legend()->text().contains(unscaled));
    QCOMPARE(status->text(), QStringLiteral("langkah 1 dari 40"));
    QCOMPARE(scrub->text(), QStringLiteral("langkah 1 (keadaan disimpan pada langkah 1)"));
    QCOMPARE(head->itemText(0), QStringLiteral("kepala 1"));
    QCOMPARE(lab.panel.openVariant()->itemText(1), unscaled);
    QCOMPARE(lab.panel.paceBox()->itemText(0), QStringLiteral("Secepat mungkin"));
    QCOMPARE(lab.panel.paceBox()->itemText(2), QStringLiteral("10 langkah per detik"));
    QStringList boxes;
    for (const QCheckBox *box : lab.panel.findChildren<QCheckBox *>())
        boxes << box->text();
    QCOMPARE(boxes, QStringList({scaled, unscaled, QStringLiteral("pembagi")}));
    const auto layouts = lab.panel.probes()->layouts();
    QCOMPARE(layouts.size(), std::size_t(2));
    QCOMPARE(layouts[1].first.title, QStringLiteral("tanpa penskalaan, langkah 1"));
    const QStringList texts = panelTexts(lab.panel);
    for (const QString &text : texts)
        QVERIFY2(!hasVietnamese(text), qPrintable(QStringLiteral("still Vietnamese: ") + text));
}

void TestLearnTexts::wholeTextsBesideTheEditors_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("vi") << QStringLiteral("vi");
    QTest::newRow("id") << QStringLiteral("id");
    QTest::newRow("en") << QStringLiteral("en");
}

// 870 x 600: the Learn tab at 1366 x 768 with the editor dock open.
void TestLearnTexts::wholeTextsBesideTheEditors()
{
    QFETCH(QString, language);
    QVERIFY(applyLanguage(language));
    Lab lab(QSize(870, 600));
    QVERIFY(QTest::qWaitForWindowExposed(&lab.panel));
    QTest::mouseClick(lab.panel.stepButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(lab.panel.stepsDone(), 1, 30000);
    QCoreApplication::processEvents();
    // The panel is no wider than the room (a wider minimum squeezes it below its minimum).
    QVERIFY2(lab.panel.minimumSizeHint().width() <= 870,
             qPrintable(QString::number(lab.panel.minimumSizeHint().width())));
    QCOMPARE(lab.panel.width(), 870);
    const QList<QWidget *> widgets = lab.panel.findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        QString text;
        bool wraps = false;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            text = label->text();
            wraps = label->wordWrap();
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            text = button->text();
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            text = combo->currentText();
        } else {
            continue;
        }
        if (text.isEmpty() || w->inherits("QLineEdit"))
            continue;
        const QString what
            = QStringLiteral("%1 '%2': %3 x %4, needs %5 x %6")
                  .arg(QString::fromLatin1(w->metaObject()->className()), text)
                  .arg(w->width())
                  .arg(w->height())
                  .arg(w->sizeHint().width())
                  .arg(wraps ? w->heightForWidth(w->width()) : w->sizeHint().height());
        if (wraps)
            QVERIFY2(w->height() >= w->heightForWidth(w->width()), qPrintable(what));
        else
            QVERIFY2(w->width() >= w->sizeHint().width(), qPrintable(what));
        // Inside the panel, not beyond its right edge.
        const QRect inPanel(w->mapTo(&lab.panel, QPoint(0, 0)), w->size());
        QVERIFY2(inPanel.right() < lab.panel.width(), qPrintable(what));
    }
    // Each line of a chart's title fits the chart.
    LearnCharts *charts = lab.panel.charts();
    for (int c = 0; c < LearnCharts::Count; ++c) {
        QChart *chart = charts->chart(LearnCharts::Chart(c));
        const QFontMetrics metrics(chart->titleFont());
        const QStringList lines = chart->title().split(QStringLiteral("<br>"));
        QVERIFY(lines.size() <= 2);
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= chart->size().width() - 8,
                     qPrintable(QStringLiteral("%1 in %2").arg(line).arg(chart->size().width())));
    }
}

// Titles on both axes; the log axis reads 10, 1, 0.1 (not 1E+01); the loss axis ticks at
// round numbers; a curve at 1 stays below the top.
void TestLearnTexts::axesTitledWithRoundNumbers()
{
    QVERIFY(applyLanguage(QStringLiteral("en")));
    LearnCharts charts;
    charts.resize(900, 600);
    charts.reset({QStringLiteral("a")}, {QColor(Qt::blue)}, 200);
    std::vector<std::vector<StepRecord>> records(1);
    for (int step = 0; step < 200; ++step) {
        StepRecord r;
        r.step = step;
        r.loss = 3.91 * std::exp(-step / 50.0);
        r.accuracy = step < 100 ? step / 100.0 : 1.0;
        r.gradientNorm = 5.0 * std::exp(-step / 30.0);
        // Every parameter's gradient norm too: the log axis plots those.
        r.parameterNorms.assign(attn::ModelParameters::names(true).size(), r.gradientNorm);
        r.meanMaxWeight = 1.0;
        r.meanJacobianNorm = 0.2;
        records[0].push_back(r);
    }
    charts.append(records);
    charts.show();
    QVERIFY(QTest::qWaitForWindowExposed(&charts));
    QCoreApplication::processEvents();
    const QStringList yTitles = {QStringLiteral("loss"), QStringLiteral("fraction correct"),
                                 QStringLiteral("gradient norm"), QStringLiteral("max weight"),
                                 QStringLiteral("Jacobian norm")};
    QList<QChartView *> views = charts.findChildren<QChartView *>();
    QCOMPARE(views.size(), qsizetype(LearnCharts::Count));
    for (int c = 0; c < LearnCharts::Count; ++c) {
        QChart *chart = charts.chart(LearnCharts::Chart(c));
        QCOMPARE(chart->axes(Qt::Vertical).first()->titleText(), yTitles[c]);
        QCOMPARE(chart->axes(Qt::Horizontal).first()->titleText(), QStringLiteral("step"));
    }
    const auto viewOf = [&views, &charts](LearnCharts::Chart which) {
        for (QChartView *view : views)
            if (view->chart() == charts.chart(which))
                return view;
        return static_cast<QChartView *>(nullptr);
    };
    // The gradient norm falls from 5 to 5e-3: decades from 0.001 to 10.
    const QStringList logLabels = axisLabels(viewOf(LearnCharts::GradientNorm), Qt::AlignLeft);
    QVERIFY2(logLabels.contains(QStringLiteral("10")) && logLabels.contains(QStringLiteral("1"))
                 && logLabels.contains(QStringLiteral("0.1"))
                 && logLabels.contains(QStringLiteral("0.001")),
             qPrintable(logLabels.join(QLatin1Char(' '))));
    // The loss peaks at 3.91: ticks 0, 1, 2, 3, 4 under a top of 4.1.
    auto *loss
        = qobject_cast<QValueAxis *>(charts.chart(LearnCharts::Loss)->axes(Qt::Vertical).first());
    QVERIFY(loss);
    QVERIFY(loss->max() >= 3.91 * 1.04 && loss->max() < 4.5);
    QStringList lossLabels = axisLabels(viewOf(LearnCharts::Loss), Qt::AlignLeft);
    lossLabels.sort();
    QCOMPARE(lossLabels, QStringList({QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                                      QStringLiteral("3"), QStringLiteral("4")}));
    // Accuracy and max weight reach 1: the axis goes a little above, its ticks 0 to 1.
    for (LearnCharts::Chart which : {LearnCharts::Accuracy, LearnCharts::MaxWeight}) {
        auto *axis = qobject_cast<QValueAxis *>(charts.chart(which)->axes(Qt::Vertical).first());
        QVERIFY(axis->max() > 1.02 && axis->max() < 1.1);
        QStringList labels = axisLabels(viewOf(which), Qt::AlignLeft);
        labels.sort();
        QCOMPARE(labels,
                 QStringList({QStringLiteral("0"), QStringLiteral("0.2"), QStringLiteral("0.4"),
                              QStringLiteral("0.6"), QStringLiteral("0.8"), QStringLiteral("1")}));
    }
    // The steps: 0, 100, 200.
    QStringList steps = axisLabels(viewOf(LearnCharts::Loss), Qt::AlignBottom);
    steps.sort();
    QCOMPARE(steps,
             QStringList({QStringLiteral("0"), QStringLiteral("100"), QStringLiteral("200")}));
}

// The sentence under the settings says what the chosen task asks, for every task and in
// the language shown (it had been written only at a language change: the first task's
// sentence stayed whatever the task).
void TestLearnTexts::taskSentenceFollowsTheTask()
{
    const QList<QPair<const char *, const char *>> tasks = {
        {"Copy", "Symbols, then blank slots: slot i must attend symbol i."},
        {"Reverse", "Symbols, then blank slots: slot i must attend the i-th symbol from the end."},
        {"Previous token",
         "Every position answers the symbol before it: a head must attend one position back."},
        {"Sort", "Symbols, then blank slots: slot i must find the i-th smallest symbol."},
        {"Associative recall", "Key-value pairs, then a key: a head must attend the pair "
                               "holding that key to answer its value."}};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("id")}) {
        QVERIFY(applyLanguage(language) || language == QLatin1String("en"));
        Lab lab;
        auto *sentence = lab.panel.findChild<QLabel *>(QStringLiteral("learnTaskSentence"));
        QVERIFY(sentence);
        QComboBox *task = nullptr;
        for (QComboBox *combo : lab.panel.findChildren<QComboBox *>())
            if (combo->findText(QCoreApplication::translate("LearnTasks", "Copy")) >= 0)
                task = combo;
        QVERIFY(task);
        for (const auto &[name, text] : tasks) {
            const int index = task->findText(QCoreApplication::translate("LearnTasks", name));
            QVERIFY2(index >= 0, name);
            task->setCurrentIndex(index);
            QCOMPARE(sentence->text(), QCoreApplication::translate("LearnTasks", text));
        }
        if (language == QLatin1String("id"))
            QVERIFY(sentence->text() != QLatin1String(tasks.last().second)); // translated
    }
}

// The gradient norm chart plots each parameter's own norm, from the training's numbers, on a
// log axis: lesson 10's unscaled run, whose global norm the read-out carries, has W_q's and
// W_k's gradients die (0.44 at step 0, about 1e-11 at step 20) where the scaled run's live.
void TestLearnTexts::gradientChartPlotsEachParameter()
{
    QVERIFY(applyLanguage(QStringLiteral("en")));
    attn::TrainingSpec spec;
    QString error;
    QVERIFY2(attn::trainingExample(QStringLiteral("divisor-matters"), spec, &error),
             qPrintable(error));
    spec.steps = 21;
    attn::Comparison run(spec);
    run.run();
    QCOMPARE(run.variant(1).variant.name, std::string("unscaled"));
    LearnCharts charts;
    charts.resize(900, 600);
    charts.reset({QStringLiteral("scaled"), QStringLiteral("unscaled")},
                 {QColor(Qt::blue), QColor(Qt::red)}, spec.steps);
    charts.append({run.variant(0).records, run.variant(1).records});
    QChart *chart = charts.chart(LearnCharts::GradientNorm);
    QVERIFY(qobject_cast<QLogValueAxis *>(chart->axes(Qt::Vertical).first()));

    const std::vector<std::string> names = attn::ModelParameters::names(true);
    const std::vector<std::string> plotted = LearnCharts::plottedParameters();
    QCOMPARE(plotted, (std::vector<std::string>{"wq", "wk", "wv", "wo", "embedding", "positional",
                                                "readout"}));
    const QStringList labels
        = {QStringLiteral("W_q"),     QStringLiteral("W_k"),        QStringLiteral("W_v"),
           QStringLiteral("W_o"),     QStringLiteral("embeddings"), QStringLiteral("positions"),
           QStringLiteral("read-out")};
    for (int v = 0; v < 2; ++v) {
        const std::vector<attn::StepRecord> &records = run.variant(v).records;
        QCOMPARE(int(records.size()), spec.steps);
        for (int p = 0; p < int(plotted.size()); ++p) {
            QLineSeries *series = charts.parameterSeries(v, p);
            QVERIFY(series);
            QCOMPARE(series->name(), labels[p]);
            QVERIFY(series->attachedAxes().contains(chart->axes(Qt::Vertical).first()));
            const size_t at
                = size_t(std::find(names.begin(), names.end(), plotted[size_t(p)]) - names.begin());
            const QList<QPointF> points = series->points();
            QCOMPARE(points.size(), qsizetype(records.size()));
            for (size_t s = 0; s < records.size(); ++s) {
                QCOMPARE(points[qsizetype(s)].x(), double(records[s].step));
                QCOMPARE(points[qsizetype(s)].y(), records[s].parameterNorms.at(at));
            }
        }
    }
    QVERIFY(!charts.parameterSeries(2, 0));
    // W_q: alive at step 0 in both runs; at step 20 the unscaled one's is gone.
    const QList<QPointF> scaledWq = charts.parameterSeries(0, 0)->points();
    const QList<QPointF> unscaledWq = charts.parameterSeries(1, 0)->points();
    QVERIFY(unscaledWq.first().y() > 0.1);
    QVERIFY(unscaledWq.last().y() < 1e-8);
    QVERIFY(unscaledWq.last().y() < 1e-6 * scaledWq.last().y());
    // The global norm would say the opposite: the unscaled run's is not below the scaled's.
    QVERIFY(run.variant(1).records[20].gradientNorm > 1e-3);
    // The chart's legend names the seven parameters once.
    int shown = 0;
    for (QLegendMarker *marker : chart->legend()->markers())
        shown += marker->isVisible() ? 1 : 0;
    QVERIFY(chart->legend()->isVisible());
    QCOMPARE(shown, int(plotted.size()));
    // In Indonesian, the parameters' names too.
    QVERIFY(applyLanguage(QStringLiteral("id")));
    QCoreApplication::processEvents();
    QCOMPARE(charts.parameterSeries(0, 6)->name(), QStringLiteral("pembacaan"));
    QCOMPARE(charts.parameterSeries(0, 4)->name(), QStringLiteral("embedding"));
    QCOMPARE(charts.parameterSeries(1, 5)->name(), QStringLiteral("posisi"));
}

QTEST_MAIN(TestLearnTexts)
#include "tst_learntexts.moc"
