#include "CostPanel.h"

#include "CostMeasure.h"
#include "MemoryBudget.h"
#include "NumberFormat.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

constexpr int minExponent = 4;  // n = 16
constexpr int maxExponent = 14; // n = 16384

QString count(std::uint64_t value)
{
    return QLocale().toString(qulonglong(value));
}

/// formatBytes() with the window's decimal point: "5,9 GiB" in Indonesian and Vietnamese.
QString bytes(std::uint64_t value)
{
    return localDecimal(QString::fromStdString(formatBytes(value)));
}

QTableWidget *makeTable(int columns)
{
    auto *table = new QTableWidget(0, columns);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells)
{
    if (table->rowCount() <= row)
        table->setRowCount(row + 1);
    for (int c = 0; c < cells.size(); ++c)
        table->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace

CostPanel::CostPanel(QWidget *parent)
    : QWidget(parent)
{
    m_shapeLabel = new QLabel(this);
    m_shapeLabel->setWordWrap(true);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("costLength"));
    m_slider->setRange(minExponent, maxExponent);
    m_slider->setValue(10);
    m_slider->setAccessibleName(tr("Sequence length n"));
    m_nLabel = new QLabel(this);
    m_counts = makeTable(3);
    m_counts->setObjectName(QStringLiteral("costCounts"));
    m_counts->setAccessibleName(tr("Counts at n"));
    m_counts->setHorizontalHeaderLabels({tr("Quantity"), tr("Full"), tr("Tiled")});

    m_chart = new QChart;
    m_chart->setTitle(tr("Cost against n (log-log)"));
    m_chart->setLocalizeNumbers(true); // the window's decimal comma on the axes
    m_chart->setLocale(chartLocale());
    // The lines are named in m_legend below the chart, whose entries wrap onto as many rows
    // as they need: the chart's own legend cut its six labels short at 1366 x 768 (in
    // English too) in a row below the plot, and beside the plot it left too little width for
    // the axis's labels ("16384" became "163...").
    m_chart->legend()->hide();
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("costLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    auto *chartView = new QChartView(m_chart, this);
    chartView->setRenderHint(QPainter::Antialiasing);
    chartView->setAccessibleName(tr("Cost against n (log-log)"));
    chartView->setMinimumSize(320, 260);

    m_measure = new QPushButton(tr("&Measure on this machine"), this);
    m_measure->setObjectName(QStringLiteral("costMeasure"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setAccessibleName(tr("Measurement progress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_measured = makeTable(5);
    m_measured->setObjectName(QStringLiteral("costMeasured"));
    m_measured->setAccessibleName(tr("Measured on this machine"));
    m_measured->setHorizontalHeaderLabels({tr("n"), tr("Full: time"), tr("Full: peak memory"),
                                           tr("Tiled: time"), tr("Tiled: peak memory")});
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_badge = new QLabel(this);
    m_badge->setObjectName(QStringLiteral("costBadge"));
    m_badge->setWordWrap(true);

    auto *sliderRow = new QHBoxLayout;
    sliderRow->addWidget(new QLabel(tr("Sequence length n:"), this));
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_nLabel);
    auto *chartColumn = new QVBoxLayout;
    chartColumn->addWidget(chartView, 1);
    chartColumn->addWidget(m_legend);
    auto *theory = new QHBoxLayout;
    theory->addLayout(chartColumn, 3);
    theory->addWidget(m_counts, 2);
    m_counts->setMinimumWidth(260);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_measure);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *heading = new QLabel(tr("<b>Measured</b>: the app's own engine on this machine, a "
                                  "random scenario of this shape, n = 64 to %1.")
                                   .arg(m_measureUpTo),
                               this);
    heading->setWordWrap(true);
    m_measured->setMinimumHeight(160);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_shapeLabel);
    layout->addLayout(sliderRow);
    layout->addLayout(theory, 3);
    layout->addWidget(heading);
    layout->addLayout(buttons);
    layout->addWidget(m_measured, 2);
    layout->addWidget(m_note);
    layout->addWidget(m_badge);

    connect(m_slider, &QSlider::valueChanged, this, &CostPanel::updateCounts);
    connect(m_measure, &QPushButton::clicked, this, &CostPanel::measure);
    connect(m_cancel, &QPushButton::clicked, this, &CostPanel::cancel);
    rebuildChart();
    updateCounts();
}

CostPanel::~CostPanel()
{
    if (m_run) {
        m_run->requestCancel();
        m_run->wait();
    }
}

int CostPanel::sliderN() const
{
    return 1 << m_slider->value();
}

void CostPanel::setSliderN(int n)
{
    m_slider->setValue(int(std::lround(std::log2(double(n)))));
}

void CostPanel::setSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot)
        return;
    const Scenario &s = snapshot->scenario;
    CostShape shape;
    shape.heads = std::max(1, s.mode == Mode::SelfAttention ? s.numHeads : 1);
    shape.dK = std::max(1, s.headDim());
    shape.dModel = std::max(1, s.modelDim());
    if (shape.heads == m_shape.heads && shape.dK == m_shape.dK && shape.dModel == m_shape.dModel)
        return;
    m_shape = shape;
    rebuildChart();
    updateCounts();
}

void CostPanel::rebuildChart()
{
    m_shapeLabel->setText(tr("The current scenario's shape: %1 head(s), d_k = %2, d_model = %3; "
                             "the tiled path takes %4 keys a block.")
                              .arg(m_shape.heads)
                              .arg(m_shape.dK)
                              .arg(m_shape.dModel)
                              .arg(m_shape.blockSize));
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis); // gives the axis back to us (QChart::removeAxis)
        delete axis;
    }
    auto *x = new QLogValueAxis;
    x->setBase(4);
    x->setMinorTickCount(-1);
    x->setLabelFormat(QStringLiteral("%.6g"));
    x->setTitleText(tr("n (tokens)"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.0e"));
    // Whole labels or none: Qt Charts cuts a label to "..." when its axis is short of room
    // (beside the editors and the lesson at 1366 x 768, "16384" became "16..."; the y labels,
    // when the height per decade is below a line's, became "..."). A label that would overlap
    // its neighbour is left out instead, so every number shown is one that can be read.
    x->setTruncateLabels(false);
    y->setTruncateLabels(false);
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    QStringList entries, names;
    auto add = [&](const QString &name, auto value, Qt::PenStyle style = Qt::SolidLine) {
        auto *series = new QLineSeries;
        series->setName(name);
        for (int e = minExponent; e <= maxExponent; ++e) {
            const CostCounts c = costCounts(m_shape, std::uint64_t(1) << e);
            series->append(double(c.n), double(value(c)));
        }
        m_chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        QPen pen = series->pen();
        pen.setStyle(style);
        series->setPen(pen);
        // A sample of the line in its colour and dash, the name kept on one line.
        const QString sample = style == Qt::DashLine  ? QStringLiteral("\u254D\u254D\u254D")
                               : style == Qt::DotLine ? QStringLiteral("\u2509\u2509\u2509")
                                                      : QStringLiteral("\u2501\u2501\u2501");
        entries << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                       .arg(pen.color().name(), sample,
                            name.toHtmlEscaped().replace(QLatin1Char(' '),
                                                         QStringLiteral("&nbsp;")));
        names << name;
    };
    add(tr("score cells"), [](const CostCounts &c) { return c.scoreCells; });
    add(tr("multiply-adds"), [](const CostCounts &c) { return c.totalMacs; });
    add(tr("bytes kept, full"), [](const CostCounts &c) { return c.fullBytes; });
    add(tr("bytes kept, tiled"), [](const CostCounts &c) { return c.tiledBytes; });
    // The reference slopes start a decade below the smallest count at n = 16, so they run
    // beside the curves instead of over them.
    const CostCounts first = costCounts(m_shape, 1 << minExponent);
    const double base
        = double(std::min({first.scoreCells, first.totalMacs, first.fullBytes, first.tiledBytes}))
          / 10;
    const double n0 = double(1 << minExponent);
    add(
        tr("n² slope"), [&](const CostCounts &c) { return base * std::pow(c.n / n0, 2); },
        Qt::DashLine);
    add(
        tr("n slope"), [&](const CostCounts &c) { return base * (c.n / n0); }, Qt::DotLine);
    m_legend->setText(entries.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
    m_legend->setAccessibleName(tr("Lines: %1").arg(names.join(QStringLiteral(", "))));
    const CostCounts last = costCounts(m_shape, std::uint64_t(1) << maxExponent);
    y->setRange(base, double(std::max({last.scoreCells, last.totalMacs, last.fullBytes,
                                       last.tiledBytes, std::uint64_t(base * 1048576)}))
                          * 2);
}

void CostPanel::updateCounts()
{
    const int n = sliderN();
    m_nLabel->setText(QLocale().toString(n));
    const CostCounts c = costCounts(m_shape, std::uint64_t(n));
    const QStringList same;
    int row = 0;
    auto both = [&](const QString &name, const QString &value) {
        setRow(m_counts, row++, {name, value, value});
    };
    both(tr("score cells (heads × n²)"), count(c.scoreCells));
    both(tr("multiply-adds: X·Wq, X·Wk, X·Wv"), count(c.projectionMacs));
    both(tr("multiply-adds: Q·Kᵀ"), count(c.scoreMacs));
    both(tr("exponentials (softmax)"), count(c.exponentials));
    both(tr("multiply-adds: weights·V"), count(c.weightedSumMacs));
    both(tr("multiply-adds: output projection"), count(c.outputMacs));
    setRow(m_counts, row++, {tr("memory kept (float32)"), bytes(c.fullBytes), bytes(c.tiledBytes)});
    const std::uint64_t budget = memoryBudget();
    setRow(m_counts, row++,
           {tr("fits the memory budget (%1)").arg(bytes(budget)),
            c.fullBytes <= budget ? tr("yes") : tr("no"),
            c.tiledBytes <= budget ? tr("yes") : tr("no")});
}

void CostPanel::measure()
{
    if (m_run)
        return;
    m_measured->setRowCount(0);
    m_badge->clear();
    m_note->clear();
    m_timeRatio = 0;
    m_run = new CostMeasure(m_shape.heads, m_shape.dModel, m_measureUpTo, this);
    connect(
        m_run, &CostMeasure::progressed, this,
        [this](int done, int total) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
        },
        Qt::QueuedConnection);
    connect(m_run, &QThread::finished, this, &CostPanel::runEnded);
    m_measure->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, 0);
    m_run->start(QThread::LowPriority);
}

void CostPanel::cancel()
{
    if (m_run)
        m_run->requestCancel();
}

QString CostPanel::badgeText() const
{
    return m_badge->text();
}

void CostPanel::runEnded()
{
    CostMeasure *run = m_run;
    m_run = nullptr;
    run->wait(); // finished is sent just before the thread ends: let it end (at once)
    const std::vector<CostMeasurement> rows = run->results();
    const int stoppedAt = run->fullStoppedAt();
    const bool peaks = run->peakMeasured();
    const bool cancelled = run->cancelled();
    run->deleteLater();
    m_measure->setEnabled(true);
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(cancelled ? 0 : 1);
    auto seconds = [](double s) {
        return s < 1 ? tr("%1 ms").arg(QLocale().toString(s * 1000, 'f', 1))
                     : tr("%1 s").arg(QLocale().toString(s, 'f', 2));
    };
    for (int i = 0; i < int(rows.size()); ++i) {
        const CostMeasurement &m = rows[size_t(i)];
        setRow(m_measured, i,
               {QLocale().toString(m.n), m.fullRun ? seconds(m.fullSeconds) : tr("does not fit"),
                m.fullRun ? bytes(m.fullPeakBytes) : bytes(m.fullEstimateBytes),
                seconds(m.tiledSeconds), bytes(m.tiledPeakBytes)});
    }
    QStringList notes;
    if (cancelled)
        notes << tr("Cancelled: the lengths measured so far are shown.");
    if (stoppedAt > 0)
        notes << tr("From n = %1 the full computation would not fit in the memory budget (%2): "
                    "it was not run; the tiled one was.")
                     .arg(stoppedAt)
                     .arg(bytes(memoryBudget()));
    if (!peaks)
        notes << tr("This system does not report peak memory: the peak columns are 0.");
    notes << tr("Peak memory: the growth of the process's peak resident size during the run; "
                "memory the process already held is reused and not counted.");
    m_note->setText(notes.join(QLatin1Char(' ')));
    // The badge: the last doubling the full path ran at both ends.
    for (int i = int(rows.size()) - 1; i > 0; --i) {
        const CostMeasurement &a = rows[size_t(i - 1)], &b = rows[size_t(i)];
        if (!a.fullRun || !b.fullRun || a.fullSeconds <= 0)
            continue;
        const double pairs = double(costCounts(m_shape, std::uint64_t(b.n)).scoreCells)
                             / double(costCounts(m_shape, std::uint64_t(a.n)).scoreCells);
        m_timeRatio = b.fullSeconds / a.fullSeconds;
        const bool quadratic = m_timeRatio >= 3 && m_timeRatio <= 5;
        m_badge->setText(
            (quadratic ? QStringLiteral("✔ ") : QStringLiteral("• "))
            + tr("Doubling n from %1 to %2: %3x the pairs, measured time x%4.")
                  .arg(QLocale().toString(a.n), QLocale().toString(b.n),
                       QLocale().toString(pairs, 'f', 1), QLocale().toString(m_timeRatio, 'f', 1))
            + QLatin1Char(' ')
            + (quadratic         ? tr("The time grows like the pairs (n²).")
               : m_timeRatio < 3 ? tr("At these lengths the time does not yet grow like the "
                                      "pairs: the projections (n·d_model²) or the machine's "
                                      "other work weigh in.")
                                 : tr("The time grew faster than the pairs: fresh memory "
                                      "pages, caches too small for the n × n matrices or the "
                                      "machine's other work; measure again to compare.")));
        break;
    }
    emit measured();
}

} // namespace attn::ui
