#include "DivisorControl.h"

#include "Document.h"
#include "UndoCommands.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

namespace attn::ui {

namespace {

/// 25 slider steps double or halve the divisor.
constexpr double stepsPerOctave = 25.0;

} // namespace

DivisorControl::DivisorControl(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_value(new QLabel(this))
    , m_reset(new QToolButton(this))
{
    m_slider->setRange(-100, 100);
    m_slider->setPageStep(25);
    m_slider->setMinimumWidth(110);
    m_slider->setMaximumWidth(160);
    m_slider->setAccessibleName(tr("Divisor of the scores"));
    m_slider->setToolTip(tr("Divide the scores by this number instead of √d_k: smaller makes "
                            "softmax sharper, larger makes it flatter (a temperature)."));
    m_value->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("÷ 00.00 = √000")));
    m_reset->setText(tr("√d_k"));
    m_reset->setToolTip(tr("Divide by √d_k again (the default)"));
    m_reset->setAccessibleName(tr("Reset the divisor to the square root of d_k"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_slider);
    layout->addWidget(m_value);
    layout->addWidget(m_reset);
    // No wider than its parts (the slider expands): on a toolbar with room to spare the
    // value and the reset button stay beside the slider.
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    connect(m_slider, &QSlider::valueChanged, this, &DivisorControl::onSlider);
    connect(m_reset, &QToolButton::clicked, this, &DivisorControl::resetToDefault);
    connect(document, &Document::scenarioChanged, this, &DivisorControl::refresh);
    refresh();
}

double DivisorControl::divisorAt(int position, int dK)
{
    const double value = std::sqrt(double(std::max(1, dK))) * std::exp2(position / stepsPerOctave);
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)) - 2);
    return std::round(value / magnitude) * magnitude;
}

int DivisorControl::positionOf(double divisor, int dK)
{
    const double ratio = divisor / std::sqrt(double(std::max(1, dK)));
    return int(std::lround(std::clamp(std::log2(ratio) * stepsPerOctave, -100.0, 100.0)));
}

void DivisorControl::refresh()
{
    const Scenario &s = m_document->scenario();
    const int dK = std::max(1, s.headDim());
    const double divisor = s.divisor.value_or(std::sqrt(double(dK)));
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(s.divisor ? positionOf(*s.divisor, dK) : 0);
    }
    m_slider->setEnabled(s.scale);
    m_reset->setEnabled(s.scale && s.divisor.has_value());
    m_value->setEnabled(s.scale);
    const QString number = QLocale().toString(divisor, 'f', divisor < 10 ? 2 : 1);
    m_value->setText(s.divisor ? tr("÷ %1").arg(number) : tr("÷ %1 = √%2").arg(number).arg(dK));
    m_value->setToolTip(s.scale ? tr("The scores are divided by %1").arg(number)
                                : tr("Scaling is off: the scores are not divided"));
}

void DivisorControl::onSlider(int position)
{
    const int dK = std::max(1, m_document->scenario().headDim());
    const std::optional<double> divisor
        = position == 0 ? std::nullopt : std::optional(divisorAt(position, dK));
    if (divisor == m_document->scenario().divisor)
        return;
    m_document->undoStack()->push(new SetDivisor(m_document, divisor));
}

void DivisorControl::resetToDefault()
{
    if (m_document->scenario().divisor)
        m_document->undoStack()->push(new SetDivisor(m_document, std::nullopt));
}

} // namespace attn::ui
