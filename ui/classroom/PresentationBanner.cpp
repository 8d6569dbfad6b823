#include "PresentationBanner.h"

#include "WalkthroughPanel.h"

#include <QApplication>
#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace attn::ui {

namespace {

QLabel *bannerLabel(QWidget *parent, const QString &accessibleName, Qt::TextFormat format)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(format);
    label->setAccessibleName(accessibleName);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

QFont enlargedFont(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(font.pixelSize() * factor + 0.5)));
    return font;
}

QPalette highContrastPalette()
{
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(255, 215, 0);
    QPalette p;
    p.setColor(QPalette::Window, black);
    p.setColor(QPalette::WindowText, white);
    p.setColor(QPalette::Base, black);
    p.setColor(QPalette::AlternateBase, QColor(32, 32, 32));
    p.setColor(QPalette::Text, white);
    p.setColor(QPalette::Button, QColor(16, 16, 16));
    p.setColor(QPalette::ButtonText, white);
    p.setColor(QPalette::BrightText, yellow);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::ToolTipBase, black);
    p.setColor(QPalette::ToolTipText, white);
    p.setColor(QPalette::PlaceholderText, QColor(200, 200, 200));
    p.setColor(QPalette::Link, QColor(0, 255, 255));
    p.setColor(QPalette::Light, QColor(96, 96, 96));
    p.setColor(QPalette::Midlight, QColor(64, 64, 64));
    p.setColor(QPalette::Mid, QColor(160, 160, 160));
    p.setColor(QPalette::Dark, QColor(200, 200, 200));
    p.setColor(QPalette::Shadow, white);
    const QColor disabled(170, 170, 170);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

PresentationBanner::PresentationBanner(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Presentation banner"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(12, 6, 12, 6);
    m_title = bannerLabel(this, tr("Walkthrough step"), Qt::PlainText);
    m_text = bannerLabel(this, tr("What this step computes"), Qt::PlainText);
    m_formula = bannerLabel(this, tr("Formula with the current numbers"), Qt::RichText);
    m_keys = bannerLabel(this, tr("Keys"), Qt::PlainText);
    m_keys->setText(tr("\u2192 / Page Down: next   \u2190 / Page Up: back   "
                       "Ctrl +/\u2212: text size   Esc: leave"));
    m_keys->setAlignment(Qt::AlignRight | Qt::AlignTop);
    // Two rows, so the views keep as much of the screen as they can: the step and the keys,
    // then what to notice beside the formula.
    grid->addWidget(m_title, 0, 0);
    grid->addWidget(m_keys, 0, 1);
    grid->addWidget(m_text, 1, 0);
    grid->addWidget(m_formula, 1, 1);
    grid->setColumnStretch(0, 4);
    grid->setColumnStretch(1, 5);
    grid->setRowStretch(1, 1);
    grid->setVerticalSpacing(2);
}

void PresentationBanner::setStep(const QString &title, const QString &explanation,
                                 const QString &formula)
{
    m_title->setText(title);
    m_text->setText(explanation);
    m_formula->setText(formulaHtml(formula));
    fitHeight();
}

void PresentationBanner::setAllSteps(const QList<QStringList> &steps)
{
    m_allSteps = steps;
    fitHeight();
}

void PresentationBanner::applyFonts()
{
    m_shrink = 1;
    setLabelFonts();
    fitHeight();
}

void PresentationBanner::setLabelFonts()
{
    const QFont base = QApplication::font();
    QFont title = enlargedFont(base, 1.25 * m_shrink);
    title.setBold(true);
    m_title->setFont(title);
    m_text->setFont(enlargedFont(base, 1.1 * m_shrink));
    m_formula->setFont(enlargedFont(base, 1.3 * m_shrink));
    m_keys->setFont(enlargedFont(base, 0.7 * std::max(m_shrink, 0.85)));
}

void PresentationBanner::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

void PresentationBanner::fitHeight()
{
    // Fixed, not minimum: a dock does not ask its widget's height for a width, and the dock
    // area must also shrink when the text gets shorter.
    // Until its dock is first laid out the banner is a default 100 pixels wide, and its text
    // wrapped that narrow made the window taller than the screen: measure it at the
    // window's width then (the top dock area spans it); resizeEvent() refines it.
    const int windowWidth = window()->width();
    const int width = this->width() < windowWidth / 2 ? windowWidth : this->width();
    if (m_measuring)
        return;
    // Bounded: on a small screen with large text the banner took a third of the screen.
    // Its text shrinks (down to 0.6 of its size) until the tallest step fits the share;
    // the same for every step, so stepping never moves the views.
    const int cap = int(maxShare * window()->height());
    m_measuring = true;
    if (m_shrink < 1) {
        m_shrink = 1;
        setLabelFonts();
    }
    int height = tallestHeight(width);
    while (cap > 0 && height > cap && m_shrink > 0.62) {
        m_shrink *= 0.9;
        setLabelFonts();
        height = tallestHeight(width);
    }
    m_measuring = false;
    if (m_holdHeight)
        height = std::max(height, this->height());
    if (height > 0 && height != this->height())
        setFixedHeight(height);
}

int PresentationBanner::tallestHeight(int width)
{
    int height = layout()->heightForWidth(width);
    if (!m_allSteps.isEmpty()) {
        // The tallest step decides, measured with each step's texts in the labels.
        const QString title = m_title->text();
        const QString text = m_text->text();
        const QString formula = m_formula->text();
        for (const QStringList &step : std::as_const(m_allSteps)) {
            m_title->setText(step.value(0));
            m_text->setText(step.value(1));
            m_formula->setText(formulaHtml(step.value(2)));
            layout()->invalidate();
            height = std::max(height, layout()->heightForWidth(width));
        }
        m_title->setText(title);
        m_text->setText(text);
        m_formula->setText(formula);
        layout()->invalidate();
    }
    return height;
}

} // namespace attn::ui
