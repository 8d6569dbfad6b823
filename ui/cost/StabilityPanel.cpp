#include "StabilityPanel.h"

#include "NumberFormat.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace attn::ui {

namespace {

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v < 0 ? QStringLiteral("−inf") : QStringLiteral("inf");
    return formatNumber(v, NumberStyle::Formula);
}

QString numbers(const std::vector<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts << number(v);
    return parts.join(QStringLiteral("; "));
}

const NumberFormat16 formats[]
    = {NumberFormat16::Float32, NumberFormat16::Float16, NumberFormat16::BFloat16};

} // namespace

StabilityPanel::StabilityPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *intro = new QLabel(
        tr("Softmax divides exp(score) by the sum of the row's exps. Computed as written, "
           "exp overflows to infinity above %1 in float32, %2 in float16 and %3 in bfloat16, "
           "and infinity divided by infinity gives NaN weights. Subtracting the row's largest "
           "score first changes no weight (the factor cancels) and keeps every exp at most 1. "
           "<b>float16 and bfloat16 are emulated</b>: each input, exp and weight is rounded to "
           "the nearest number of the format (largest %4 and %5; 11 and 8 bits of "
           "significand); the sums are kept in float32, as half-precision kernels do.")
            .arg(number(expOverflowThreshold(NumberFormat16::Float32)),
                 number(expOverflowThreshold(NumberFormat16::Float16)),
                 number(expOverflowThreshold(NumberFormat16::BFloat16)),
                 number(largestFinite(NumberFormat16::Float16)),
                 number(largestFinite(NumberFormat16::BFloat16))),
        this);
    intro->setWordWrap(true);
    m_scores = new QLineEdit(this);
    m_scores->setObjectName(QStringLiteral("stabilityScores"));
    m_scores->setAccessibleName(tr("Scores of one row"));
    m_offset = new QDoubleSpinBox(this);
    m_offset->setRange(-1000, 1000);
    m_offset->setDecimals(1);
    m_offset->setObjectName(QStringLiteral("stabilityOffset"));
    m_offset->setAccessibleName(tr("Add to every score"));
    auto *scoresLabel = new QLabel(tr("&Scores of one row:"), this);
    scoresLabel->setBuddy(m_scores);
    auto *offsetLabel = new QLabel(tr("&Add to every score:"), this);
    offsetLabel->setBuddy(m_offset);
    auto *inputs = new QHBoxLayout;
    inputs->addWidget(scoresLabel);
    inputs->addWidget(m_scores, 2);
    inputs->addWidget(offsetLabel);
    inputs->addWidget(m_offset);
    for (const auto &[text, preset] : {std::pair{tr("Around 90"), QStringLiteral("90 89 10")},
                                       std::pair{tr("Around 12"), QStringLiteral("12 1 0")},
                                       std::pair{tr("Seed 002"), QStringLiteral("1.414214 0")}}) {
        auto *button = new QPushButton(text, this);
        const QString scores = preset;
        connect(button, &QPushButton::clicked, this, [this, scores] {
            m_offset->setValue(0);
            setScores(scores);
        });
        inputs->addWidget(button);
    }
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("stabilityTable"));
    m_table->setAccessibleName(tr("Softmax in each format"));
    m_table->setHorizontalHeaderLabels({tr("Format"), tr("Subtract the max"),
                                        tr("Scores as stored"), tr("exp(score − m)"),
                                        tr("Sum (float32)"), tr("Weights")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto *exercise = new QLabel(tr("Exercise: from which score does exp overflow in float16, "
                                   "to two decimals?"),
                                this);
    exercise->setWordWrap(true);
    m_answer = new QLineEdit(this);
    m_answer->setObjectName(QStringLiteral("stabilityAnswer"));
    m_answer->setAccessibleName(tr("Your answer"));
    auto *checkButton = new QPushButton(tr("C&heck"), this);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    auto *exerciseRow = new QHBoxLayout;
    exerciseRow->addWidget(exercise, 2);
    exerciseRow->addWidget(m_answer);
    exerciseRow->addWidget(checkButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(inputs);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_summary);
    layout->addLayout(exerciseRow);
    layout->addWidget(m_verdict);

    connect(m_scores, &QLineEdit::textChanged, this, &StabilityPanel::recompute);
    connect(m_offset, &QDoubleSpinBox::valueChanged, this, &StabilityPanel::recompute);
    connect(checkButton, &QPushButton::clicked, this,
            [this] { m_verdict->setText(check(m_answer->text())); });
    connect(m_answer, &QLineEdit::returnPressed, checkButton, &QPushButton::click);
    setScores(QStringLiteral("90 89 10"));
}

void StabilityPanel::setScores(const QString &text)
{
    m_scores->setText(text);
}

std::vector<double> StabilityPanel::scores() const
{
    std::vector<double> out;
    const QStringList parts
        = m_scores->text().split(QRegularExpression(QStringLiteral("[\\s;]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (const std::optional<double> v = parseNumber(part, QLocale()))
            out.push_back(*v + m_offset->value());
    }
    return out;
}

QString StabilityPanel::check(const QString &answer)
{
    const std::optional<double> typed = parseNumber(answer, QLocale());
    if (!typed)
        return tr("Type a number, for example 10.5.");
    const double value = *typed;
    const double threshold = expOverflowThreshold(NumberFormat16::Float16);
    if (std::fabs(value - threshold) <= 0.01) {
        // The score is rounded to float16 before its exp: the threshold itself may round up
        // past it, so the largest score float16 holds with a finite exp lies below.
        const NumberFormat16 half = NumberFormat16::Float16;
        const double held = roundTo(half, threshold);
        double largest = held;
        // One unit in the last place below (float16 keeps 10 bits after the leading one).
        for (int i = 0; i < 4 && !std::isfinite(roundTo(half, std::exp(largest))); ++i)
            largest = roundTo(
                half, largest - std::ldexp(1.0, std::ilogb(largest) - (significandBits(half) - 1)));
        return QStringLiteral("✔ ")
               + tr("Right: in float16, exp overflows for every score above %1 (ln of 65504 plus "
                    "half a unit of rounding): a score of 12, harmless in float32, overflows in "
                    "float16. Stored in float16, the score %1 itself becomes %2, whose exp is "
                    "infinite; the largest float16 score with a finite exp is %3.")
                     .arg(number(threshold), formatNumber(held, NumberStyle::Exact),
                          formatNumber(largest, NumberStyle::Exact));
    }
    return QStringLiteral("✘ ")
           + tr("Not quite: the answer is ln of float16's largest number 65504 (plus half a "
                "unit of rounding), %1.")
                 .arg(number(threshold));
}

void StabilityPanel::recompute()
{
    const std::vector<double> row = scores();
    m_table->setRowCount(0);
    if (row.empty()) {
        m_summary->setText(tr("Type at least one score."));
        return;
    }
    QStringList summary;
    int r = 0;
    for (NumberFormat16 format : formats) {
        for (bool subtract : {false, true}) {
            const EmulatedSoftmax s = emulatedSoftmax(row, format, subtract);
            const QString name
                = QString::fromStdString(formatName(format))
                  + (format == NumberFormat16::Float32 ? QString() : tr(" (emulated)"));
            const QStringList cells{name,
                                    subtract ? tr("yes, m = %1").arg(number(s.subtracted))
                                             : tr("no"),
                                    numbers(s.scores),
                                    numbers(s.exponentials),
                                    number(s.sum),
                                    numbers(s.weights)};
            m_table->insertRow(r);
            for (int c = 0; c < cells.size(); ++c) {
                auto *item = new QTableWidgetItem(cells[c]);
                if (s.notFinite > 0 && (c == 3 || c == 5))
                    item->setForeground(QColor(200, 0, 0));
                m_table->setItem(r, c, item);
            }
            ++r;
            if (s.notFinite > 0)
                summary << tr("%1 without the max: %n exp(s) overflowed to infinity, so the "
                              "weights are not numbers (NaN).",
                              nullptr, s.overflowed)
                               .arg(name);
            else if (subtract)
                summary << tr("%1 with the max: largest error of a weight %2.")
                               .arg(name, number(s.error));
        }
    }
    m_summary->setText(summary.join(QLatin1Char(' ')));
}

} // namespace attn::ui
