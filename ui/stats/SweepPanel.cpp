#include "SweepPanel.h"

#include "StatsCharts.h"
#include "StatsText.h"
#include "SweepRun.h"
#include "TextTableView.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace attn::ui {

namespace {

QSpinBox *newSpinBox(const QString &name, const QString &accessibleName, int min, int max,
                     QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setAccessibleName(accessibleName);
    box->setRange(min, max);
    box->setGroupSeparatorShown(false);
    return box;
}

} // namespace

SweepPanel::SweepPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sweepPanel"));
    auto *layout = new QVBoxLayout(this);

    auto *controls = new QHBoxLayout;
    m_keys = newSpinBox(QStringLiteral("sweepKeys"), tr("Number of keys"), 1, sweeplimits::maxKeys,
                        this);
    m_trials = newSpinBox(QStringLiteral("sweepTrials"), tr("Trials per d_k"), 1, maxTrials, this);
    m_trials->setSingleStep(500);
    m_seed = newSpinBox(QStringLiteral("sweepSeed"), tr("Random seed"), 0,
                        std::numeric_limits<int>::max(), this);
    const std::pair<QString, QSpinBox *> fields[]
        = {{tr("&Keys:"), m_keys}, {tr("&Trials:"), m_trials}, {tr("S&eed:"), m_seed}};
    for (const auto &[text, box] : fields) {
        auto *label = new QLabel(text, this);
        label->setBuddy(box);
        controls->addWidget(label);
        controls->addWidget(box);
        controls->addSpacing(8);
    }
    m_runButton = new QPushButton(tr("&Run"), this);
    m_runButton->setObjectName(QStringLiteral("sweepRun"));
    m_runButton->setAccessibleName(tr("Run the d_k sweep"));
    m_cancelButton = new QPushButton(tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("sweepCancel"));
    m_cancelButton->setAccessibleName(tr("Cancel the d_k sweep"));
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("sweepProgress"));
    m_progress->setAccessibleName(tr("Progress of the d_k sweep"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(220);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    controls->addWidget(m_runButton);
    controls->addWidget(m_cancelButton);
    controls->addWidget(m_progress);
    controls->addStretch(1);
    layout->addLayout(controls);
    // On a row of its own: beside the controls, with the editors docked at 1366 x 768, it
    // wrapped one word per line and squeezed the charts.
    layout->addWidget(m_status);

    static const char *const chartNames[]
        = {"sweepSpreadChart", "sweepMaxWeightChart", "sweepEntropyChart", "sweepJacobianChart"};
    const QString accessible[]
        = {tr("Spread of raw and scaled scores against d_k"), tr("Mean max weight against d_k"),
           tr("Mean entropy against d_k"), tr("Mean softmax Jacobian norm against d_k")};
    // The four charts in a 2 x 2 grid, or one below the other where two side by side
    // would be too narrow to read (1366 x 768 with the editors and the lesson docked), in a
    // scroll area; the numbers on a page of their own beside them.
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("sweepPages"));
    m_pages->setDocumentMode(true);
    m_pages->setAccessibleName(tr("Sweep charts and numbers"));
    auto *scroll = new QScrollArea(m_pages);
    scroll->setObjectName(QStringLiteral("sweepChartsScroll"));
    scroll->setAccessibleName(tr("The four sweep charts"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *charts = new QWidget(scroll);
    m_grid = new QGridLayout(charts);
    m_grid->setContentsMargins(0, 4, 0, 0);
    for (int i = 0; i < sweepChartCount; ++i) {
        m_charts[i] = new QChartView(this);
        m_charts[i]->setObjectName(QLatin1String(chartNames[i]));
        m_charts[i]->setAccessibleName(accessible[i]);
        m_charts[i]->setRenderHint(QPainter::Antialiasing);
        m_charts[i]->setMinimumSize(minimumChartWidth, minimumChartHeight);
        m_captions[i] = new QLabel(this);
        m_captions[i]->setObjectName(QLatin1String(chartNames[i]) + QLatin1String("Caption"));
        m_captions[i]->setWordWrap(true);
        m_cells[i] = new QWidget(charts);
        auto *cell = new QVBoxLayout(m_cells[i]);
        cell->setContentsMargins(0, 0, 0, 0);
        cell->addWidget(m_charts[i], 1);
        cell->addWidget(m_captions[i]);
    }
    scroll->setWidget(charts);
    scroll->viewport()->installEventFilter(this);
    arrangeCharts(2);
    m_table = new QTableWidget(m_pages);
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->setAccessibleName(tr("d_k sweep numbers"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumSize(200, 150);
    m_pages->addTab(scroll, tr("Ch&arts"));
    m_pages->addTab(m_table, tr("&Numbers"));
    layout->addWidget(m_pages, 1);

    setParams(SweepParams{});
    m_resultParams = SweepParams{};
    // The charts are drawn when the panel is first shown (it runs the sweep then):
    // building them here cost a tenth of the window's start-up.
    m_chartsStale = true;

    connect(m_runButton, &QPushButton::clicked, this, &SweepPanel::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &SweepPanel::cancel);
}

SweepPanel::~SweepPanel()
{
    // A QThread must not be destroyed while it runs: stop every run and wait for it.
    abandonRun();
    for (const QPointer<SweepRun> &run : std::as_const(m_abandoned)) {
        if (run) {
            run->requestCancel();
            run->wait();
        }
    }
}

SweepParams SweepPanel::params() const
{
    SweepParams p;
    p.keys = m_keys->value();
    p.trials = m_trials->value();
    p.seed = std::uint64_t(m_seed->value());
    return p;
}

void SweepPanel::setParams(const SweepParams &params)
{
    m_keys->setValue(params.keys);
    m_trials->setValue(params.trials);
    m_seed->setValue(int(std::min<std::uint64_t>(params.seed, std::uint64_t(m_seed->maximum()))));
}

void SweepPanel::run()
{
    abandonRun();
    m_hasRun = true;
    m_run = new SweepRun(params(), this);
    connect(m_run, &SweepRun::progressed, this, &SweepPanel::onProgress, Qt::QueuedConnection);
    connect(m_run, &QThread::finished, this, &SweepPanel::onRunFinished);
    m_progress->setValue(0);
    m_runButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_status->setText(tr("Running %1 trials for each d_k…").arg(m_run->params().trials));
    m_run->start(QThread::LowPriority);
}

void SweepPanel::cancel()
{
    if (!m_run)
        return;
    m_run->requestCancel();
    m_cancelButton->setEnabled(false);
    m_status->setText(tr("Cancelling after the current d_k…"));
}

void SweepPanel::arrangeCharts(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (QWidget *cell : m_cells)
        m_grid->removeWidget(cell);
    for (int i = 0; i < sweepChartCount; ++i)
        m_grid->addWidget(m_cells[i], i / columns, i % columns);
    for (int r = 0; r < sweepChartCount; ++r)
        m_grid->setRowStretch(r, r < sweepChartCount / columns ? 1 : 0);
    for (int c = 0; c < 2; ++c)
        m_grid->setColumnStretch(c, c < columns ? 1 : 0);
}

bool SweepPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Two columns only where both charts get their readable width.
    if (event->type() == QEvent::Resize && watched != this) {
        const int width = static_cast<QResizeEvent *>(event)->size().width();
        arrangeCharts(width >= 2 * minimumChartWidth + m_grid->horizontalSpacing() ? 2 : 1);
    }
    return QWidget::eventFilter(watched, event);
}

void SweepPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_chartsStale)
        showResult();
    if (!m_hasRun)
        run();
}

void SweepPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        if (isVisible())
            showResult();
        else
            m_chartsStale = true;
    }
}

void SweepPanel::onProgress(int done, int total)
{
    if (total <= 0)
        return;
    // d_k doubles at each step and so does its work: weigh the steps by d_k, so the bar
    // moves at an even pace instead of jumping at the end.
    const double finished = double((1ull << done) - 1);
    const double all = double((1ull << total) - 1);
    m_progress->setValue(int(1000 * finished / all));
}

void SweepPanel::onRunFinished()
{
    SweepRun *run = m_run;
    if (!run)
        return;
    m_run = nullptr;
    // QThread::finished is sent from the thread before it has quite ended: wait for the end
    // (at once), or the panel closed now would destroy a running QThread (a fatal error).
    run->wait();
    m_result = run->result();
    m_resultParams = run->params();
    run->deleteLater();
    m_runButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    if (m_result.cancelled) {
        m_status->setText(m_result.rows.empty()
                              ? tr("Cancelled.")
                              : tr("Cancelled: d_k up to %1 shown.").arg(m_result.rows.back().dK));
    } else {
        m_progress->setValue(m_progress->maximum());
        m_status->setText(tr("Mean over %1 trials of one query and %2 keys, seed %3.")
                              .arg(m_resultParams.trials)
                              .arg(m_resultParams.keys)
                              .arg(m_resultParams.seed));
    }
    showResult();
    emit finished();
}

void SweepPanel::abandonRun()
{
    if (!m_run)
        return;
    SweepRun *run = m_run;
    m_run = nullptr;
    disconnect(run, nullptr, this, nullptr);
    run->requestCancel();
    connect(run, &QThread::finished, run, &QObject::deleteLater);
    m_abandoned.removeAll(nullptr);
    m_abandoned.append(run);
}

void SweepPanel::showResult()
{
    m_chartsStale = false;
    ChartStyle style;
    style.font = font();
    style.dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    for (int i = 0; i < sweepChartCount; ++i) {
        const auto which = SweepChart(i);
        QChart *old = m_charts[i]->chart();
        m_charts[i]->setChart(createSweepChart(which, m_resultParams, m_result, style));
        delete old;
        m_captions[i]->setText(
            m_result.rows.empty() ? QString() : sweepChartCaption(which, m_resultParams, m_result));
    }
    showTextTable(m_table, sweepTable(m_result), true);
}

} // namespace attn::ui
