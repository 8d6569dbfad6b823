#include "StatsPanel.h"

#include "JacobianRowModel.h"
#include "ScalingHeatmaps.h"
#include "ScoreHistogram.h"
#include "StatsCharts.h"
#include "StatsText.h"
#include "TextTableView.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QTableWidget *newTable(const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setAccessibleName(accessibleName);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    // Rows as high as their text (the style's default is twice that): the whole summary
    // fits beside the histogram at 1366x768 with the editors open, and follows the font.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setWordWrap(false);
    return table;
}

bool isDark(const QWidget *widget)
{
    return widget->palette().color(QPalette::Window).lightnessF() < 0.5;
}

} // namespace

StatsPanel::StatsPanel(QWidget *parent)
    : SnapshotView(parent)
{
    setObjectName(QStringLiteral("statsPanel"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    auto *headLabel = new QLabel(tr("&Head:"), this);
    m_headSelector = new QComboBox(this);
    m_headSelector->setObjectName(QStringLiteral("statsHeadSelector"));
    m_headSelector->setAccessibleName(tr("Head shown in the statistics"));
    m_headSelector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    headLabel->setBuddy(m_headSelector);
    m_scalingNote = new QLabel(this);
    m_scalingNote->setObjectName(QStringLiteral("statsScalingNote"));
    m_scalingNote->setWordWrap(true);
    top->addWidget(headLabel);
    top->addWidget(m_headSelector);
    top->addSpacing(12);
    top->addWidget(m_scalingNote, 1);
    layout->addLayout(top);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("statsError"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);

    m_summary
        = newTable(QStringLiteral("statsSummaryTable"), tr("Raw versus scaled statistics"), this);
    m_summary->horizontalHeader()->setStretchLastSection(true);
    m_gradientNote = new QLabel(gradientExplanation(), this);
    m_gradientNote->setObjectName(QStringLiteral("statsGradientNote"));
    m_gradientNote->setWordWrap(true);
    m_gradientNote->setTextFormat(Qt::PlainText);
    auto *summaryBox = new QWidget(this);
    auto *summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(m_summary, 1);
    summaryLayout->addWidget(m_gradientNote);

    m_histogram = new QChartView(this);
    m_histogram->setObjectName(QStringLiteral("statsHistogram"));
    m_histogram->setAccessibleName(tr("Histogram of raw and scaled scores"));
    m_histogram->setRenderHint(QPainter::Antialiasing);
    m_histogram->setMinimumSize(240, 160);

    m_perHead = newTable(QStringLiteral("statsPerHeadTable"), tr("Statistics per head"), this);
    m_rowModel = new JacobianRowModel(this);
    m_rows = new QTableView(this);
    m_rows->setObjectName(QStringLiteral("statsRowTable"));
    m_rows->setAccessibleName(tr("Softmax gradient per query row"));
    m_rows->setModel(m_rowModel);
    m_rows->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_rows->setAlternatingRowColors(true);
    m_rows->verticalHeader()->hide();
    m_rows->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rows->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rows->horizontalHeader()->setStretchLastSection(true);
    m_details = new QTabWidget(this);
    m_details->setObjectName(QStringLiteral("statsDetails"));
    m_details->setAccessibleName(tr("Statistics details"));
    m_details->addTab(m_perHead, tr("Per head"));
    m_details->addTab(m_rows, tr("Gradient per query"));

    m_heatmaps = new ScalingHeatmapsWidget(this);
    m_heatmaps->setObjectName(QStringLiteral("statsHeatmaps"));

    auto *upper = new QSplitter(Qt::Horizontal, this);
    upper->addWidget(summaryBox);
    upper->addWidget(m_histogram);
    m_lower = new QSplitter(Qt::Horizontal, this);
    m_lower->setObjectName(QStringLiteral("statsLowerSplitter"));
    m_lower->addWidget(m_details);
    m_lower->addWidget(m_heatmaps);
    connect(m_lower, &QSplitter::splitterMoved, this, [this] { m_lowerMoved = true; });
    for (QSplitter *row : {upper, m_lower}) {
        row->setChildrenCollapsible(false);
        row->setStretchFactor(0, 1);
        row->setStretchFactor(1, 1);
    }
    // The summary's five columns need more room than the histogram to show whole.
    upper->setStretchFactor(0, 2);
    auto *rows = new QSplitter(Qt::Vertical, this);
    rows->setObjectName(QStringLiteral("statsSplitter"));
    rows->setChildrenCollapsible(false);
    rows->addWidget(upper);
    rows->addWidget(m_lower);
    rows->setStretchFactor(0, 1);
    rows->setStretchFactor(1, 1);
    layout->addWidget(rows, 1);

    connect(m_headSelector, &QComboBox::activated, this,
            [this](int index) { setHead(m_headSelector->itemData(index).toInt()); });
    fillHeadSelector();
}

StatsPanel::~StatsPanel() = default;

void StatsPanel::setSnapshot(SnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    fillHeadSelector();
    m_dirty = true;
    refresh();
}

void StatsPanel::setOptions(const ViewOptions &options)
{
    // Follow the main window's head selector when it moves, and only then: other options
    // changing must not undo a head picked here.
    const bool headChanged
        = options.head != m_options.head || options.allHeads != m_options.allHeads;
    const bool fontChanged = options.fontScale != m_options.fontScale;
    const bool mapChanged = options.colorMap != m_options.colorMap;
    m_options = options;
    if (fontChanged)
        applyFontScale();
    if (mapChanged)
        m_heatmaps->setColorMap(options.colorMap);
    if (headChanged)
        setHead(options.allHeads ? -1 : options.head);
    else if (fontChanged) {
        m_dirty = true;
        refresh();
    }
}

int StatsPanel::head() const
{
    return m_head;
}

void StatsPanel::setHead(int head)
{
    const int heads = m_snapshot && m_snapshot->result.ok ? m_snapshot->result.numHeads : 1;
    head = head < 0 || head >= heads ? -1 : head;
    // One head: "all heads" and "head 1" are the same numbers; keep the simpler label.
    if (heads == 1)
        head = -1;
    const int index = m_headSelector->findData(head);
    if (index >= 0)
        m_headSelector->setCurrentIndex(index);
    if (head == m_head && !m_dirty)
        return;
    m_head = head;
    m_dirty = true;
    refresh();
}

void StatsPanel::showEvent(QShowEvent *event)
{
    SnapshotView::showEvent(event);
    if (m_dirty)
        refresh();
    else
        fitDetails(); // resized while hidden (presentation mode): the splitter only scaled
}

void StatsPanel::resizeEvent(QResizeEvent *event)
{
    SnapshotView::resizeEvent(event);
    fitDetails();
}

void StatsPanel::fitDetails()
{
    // The per-head table wide enough for all its columns (a projector's large font had put
    // half of them behind a scroll bar), as long as the two heatmaps keep two fifths of the
    // row and room for a 6 x 6 grid with its labels and colour bar (narrower, they drew no
    // cells at all). Once the user drags the handle, their choice stands.
    if (m_lowerMoved || !isVisible() || m_perHead->columnCount() == 0)
        return;
    QHeaderView *header = m_perHead->horizontalHeader();
    header->resizeSections(QHeaderView::ResizeToContents); // current even while not shown
    int table = 2 * m_perHead->frameWidth() + header->length();
    if (m_perHead->verticalScrollBar()->isVisible())
        table += m_perHead->verticalScrollBar()->width();
    // The tab widget's frame around its pages.
    const int frame = std::max(0, m_details->width() - m_details->currentWidget()->width());
    const int total = m_lower->width() - m_lower->handleWidth();
    const int heatmaps = std::max(total * 2 / 5, 30 * fontMetrics().height());
    const int details = std::max(0, std::min(table + frame, total - heatmaps));
    if (details != m_lower->sizes().value(0))
        m_lower->setSizes({details, total - details});
}

void StatsPanel::changeEvent(QEvent *event)
{
    SnapshotView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_snapshot) {
        m_dirty = true;
        refresh();
    }
}

void StatsPanel::fillHeadSelector()
{
    const int heads = m_snapshot && m_snapshot->result.ok ? m_snapshot->result.numHeads : 1;
    if (m_headSelector->count() == heads + (heads > 1 ? 1 : 0) && m_headSelector->count() > 0)
        return;
    m_headSelector->clear();
    m_headSelector->addItem(heads > 1 ? tr("All heads") : tr("Head 1"), -1);
    if (heads > 1) {
        for (int h = 0; h < heads; ++h)
            m_headSelector->addItem(tr("Head %1").arg(h + 1), h);
    }
    m_headSelector->setEnabled(heads > 1);
    if (m_head >= heads || heads == 1)
        m_head = -1;
    m_headSelector->setCurrentIndex(std::max(0, m_headSelector->findData(m_head)));
}

void StatsPanel::applyFontScale()
{
    QFont font = QApplication::font(this);
    font.setPointSizeF(font.pointSizeF() * std::clamp(m_options.fontScale, 0.5, 4.0));
    setFont(font);
}

void StatsPanel::refresh()
{
    const bool ok = m_snapshot && m_snapshot->result.ok;
    m_error->setVisible(m_snapshot && !ok);
    if (m_snapshot && !ok)
        m_error->setText(
            tr("No statistics: %1").arg(QString::fromStdString(m_snapshot->result.error)));
    if (!ok) {
        showTextTable(m_summary, TextTable{});
        showTextTable(m_perHead, TextTable{});
        m_rowModel->setSnapshot(nullptr, -1);
        m_heatmaps->setWeights(nullptr, {}, 0);
        QChart *empty = m_histogram->chart();
        m_histogram->setChart(new QChart);
        delete empty;
        m_scalingNote->clear();
        m_dirty = false;
        return;
    }
    const AttentionResult &r = m_snapshot->result;
    // The tables are cheap: always current, so they can be read even while hidden.
    showTextTable(m_summary, summaryTable(r, m_head));
    showTextTable(m_perHead, perHeadTable(r), true);
    m_rowModel->setSnapshot(m_snapshot, m_head);

    m_scalingNote->setText(scalingNote(m_snapshot->scenario, r));

    // The histogram and the two softmaxes cost O(n²) per head: only when someone looks.
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    const StatsPair &pair = m_head >= 0 ? r.heads[size_t(m_head)].stats : r.stats;
    ChartStyle style;
    style.font = font();
    style.dark = isDark(this);
    QChart *old = m_histogram->chart();
    m_histogram->setChart(
        createHistogramChart(scoreHistogram(r, m_head), pair.raw, pair.scaled, style));
    delete old;

    const int heatmapHead = m_head >= 0 ? m_head : std::clamp(m_options.head, 0, r.numHeads - 1);
    m_heatmaps->setWeights(m_snapshot, weightsWithAndWithoutScaling(r, heatmapHead), heatmapHead);
    m_dirty = false;
    fitDetails();
}

} // namespace attn::ui
