#include "OnlineSoftmaxPanel.h"

#include "NumberFormat.h"
#include "OnlineSoftmaxPicture.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace attn::ui {

namespace {

QString cell(double v)
{
    if (std::isinf(v))
        return v < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    return formatNumber(v, NumberStyle::Cell);
}

QString list(const std::vector<double> &values, const std::vector<bool> *allowed = nullptr)
{
    QStringList parts;
    for (size_t i = 0; i < values.size(); ++i)
        parts << ((allowed && !(*allowed)[i]) ? QStringLiteral("(%1)").arg(cell(values[i]))
                                              : cell(values[i]));
    return QLatin1Char('[') + parts.join(QStringLiteral("; ")) + QLatin1Char(']');
}

} // namespace

OnlineSoftmaxPanel::OnlineSoftmaxPanel(QWidget *parent)
    : QWidget(parent)
{
    m_head = new QSpinBox(this);
    m_head->setAccessibleName(tr("Head"));
    m_query = new QSpinBox(this);
    m_query->setAccessibleName(tr("Query row"));
    m_block = new QComboBox(this);
    m_block->setObjectName(QStringLiteral("onlineBlockSize"));
    m_block->setAccessibleName(tr("Keys per block"));
    m_step = new QSlider(Qt::Horizontal, this);
    m_step->setObjectName(QStringLiteral("onlineStep"));
    m_step->setAccessibleName(tr("Block shown"));
    m_stepLabel = new QLabel(this);
    auto *controls = new QGridLayout;
    auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    controls->addWidget(label(tr("H&ead:"), m_head), 0, 0);
    controls->addWidget(m_head, 0, 1);
    controls->addWidget(label(tr("Q&uery row:"), m_query), 0, 2);
    controls->addWidget(m_query, 0, 3);
    controls->addWidget(label(tr("&Keys per block:"), m_block), 0, 4);
    controls->addWidget(m_block, 0, 5);
    controls->addWidget(label(tr("&Block:"), m_step), 1, 0);
    controls->addWidget(m_step, 1, 1, 1, 4);
    controls->addWidget(m_stepLabel, 1, 5);

    m_explain = new QLabel(
        tr("Online softmax (Milakov and Gimelshein 2018; FlashAttention, Dao et al. 2022) reads "
           "the keys a block at a time and never keeps the whole row of scores. It keeps the "
           "largest score so far m, the sum so far ℓ of exp(score − m) and the output so far. "
           "When a block raises m, the old sum and output are multiplied by the correction "
           "exp(m_old − m_new). Scores in brackets are blocked by a mask."),
        this);
    m_explain->setWordWrap(true);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("onlineTable"));
    m_table->setAccessibleName(tr("Online softmax, block by block"));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Scores of the block"), tr("m"),
                                        tr("exp(m_old − m_new)"), tr("ℓ"), tr("Output so far")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_picture = new OnlineSoftmaxPicture(this);
    m_badge = new QLabel(this);
    m_badge->setObjectName(QStringLiteral("onlineBadge"));
    m_badge->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_explain);
    layout->addLayout(controls);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_picture, 2);
    layout->addWidget(m_badge);

    connect(m_head, &QSpinBox::valueChanged, this, &OnlineSoftmaxPanel::retrace);
    connect(m_query, &QSpinBox::valueChanged, this, &OnlineSoftmaxPanel::retrace);
    connect(m_block, &QComboBox::currentIndexChanged, this, &OnlineSoftmaxPanel::retrace);
    connect(m_step, &QSlider::valueChanged, this, &OnlineSoftmaxPanel::showStep);
}

void OnlineSoftmaxPanel::setSnapshot(const SnapshotPtr &snapshot)
{
    m_snapshot = snapshot;
    if (!snapshot || !snapshot->result.ok) {
        m_trace = OnlineSoftmaxTrace();
        retrace();
        return;
    }
    const AttentionResult &r = snapshot->result;
    const QSignalBlocker b1(m_head), b2(m_query), b3(m_block);
    m_head->setRange(1, std::max(1, r.numHeads));
    m_query->setRange(1, std::max(1, r.nQueries));
    const int previous = m_block->currentData().toInt();
    m_block->clear();
    for (int size = 1; size < r.nKeys; size *= 2)
        m_block->addItem(QLocale().toString(size), size);
    m_block->addItem(tr("%1 (all keys)").arg(r.nKeys), r.nKeys);
    const int index = m_block->findData(previous > 0 ? previous : 1);
    m_block->setCurrentIndex(index >= 0 ? index : 0);
    retrace();
}

void OnlineSoftmaxPanel::setBlockSize(int keys)
{
    const int index = m_block->findData(keys);
    if (index >= 0)
        m_block->setCurrentIndex(index);
}

void OnlineSoftmaxPanel::setHead(int head)
{
    m_head->setValue(head + 1);
}

void OnlineSoftmaxPanel::setQuery(int query)
{
    m_query->setValue(query + 1);
}

int OnlineSoftmaxPanel::stepCount() const
{
    return int(m_trace.steps.size());
}

void OnlineSoftmaxPanel::setStep(int step)
{
    m_step->setValue(step);
}

QString OnlineSoftmaxPanel::badgeText() const
{
    return m_badge->text();
}

void OnlineSoftmaxPanel::retrace()
{
    if (m_snapshot && m_snapshot->result.ok && m_block->count() > 0)
        m_trace = traceOnlineSoftmax(m_snapshot->result, m_head->value() - 1, m_query->value() - 1,
                                     m_block->currentData().toInt());
    else
        m_trace = OnlineSoftmaxTrace();
    const QSignalBlocker blocker(m_step);
    m_step->setRange(0, std::max(0, stepCount() - 1));
    m_step->setValue(0);
    showStep();
}

void OnlineSoftmaxPanel::showStep()
{
    const int step = m_step->value();
    m_table->setRowCount(0);
    m_picture->setTrace(&m_trace, step);
    m_badge->clear();
    if (!m_trace.ok) {
        m_stepLabel->clear();
        if (!m_trace.error.empty())
            m_badge->setText(QString::fromStdString(m_trace.error));
        return;
    }
    m_stepLabel->setText(tr("%1 of %2").arg(step + 1).arg(stepCount()));
    m_table->setRowCount(step + 1);
    for (int i = 0; i <= step; ++i) {
        const OnlineSoftmaxStep &s = m_trace.steps[size_t(i)];
        const QString keys = s.endKey - s.firstKey == 1
                                 ? QLocale().toString(s.firstKey + 1)
                                 : tr("%1–%2").arg(s.firstKey + 1).arg(s.endKey);
        const QString m = s.maxAfter ? cell(*s.maxAfter) : QStringLiteral("−∞");
        const QStringList cells{
            keys, list(s.scores, &s.allowed), m, cell(s.correction), cell(s.sum), list(s.output)};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    m_table->scrollToBottom();
    if (step != stepCount() - 1) {
        m_badge->setText(tr("Move to the last block to compare with the full softmax."));
        return;
    }
    const QString differences
        = tr("largest difference %1 in a weight and %2 in an output entry")
              .arg(formatNumber(m_trace.weightDifference, NumberStyle::Formula),
                   formatNumber(m_trace.outputDifference, NumberStyle::Formula));
    m_badge->setText(
        m_trace.matchesFull
            ? QStringLiteral("✔ ")
                  + tr("After the last block the weights exp(score − m) / ℓ %1 "
                       "and the output %2 equal the full softmax row and output "
                       "(%3).")
                        .arg(list(m_trace.weights), list(m_trace.output), differences)
            : QStringLiteral("✘ ")
                  + tr("The result differs from the full softmax row (%1).").arg(differences));
}

} // namespace attn::ui
