#include "WalkthroughPanel.h"

#include "PrintableText.h"
#include "Walkthrough.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

namespace attn::ui {

QString formulaHtml(const QString &formula)
{
    const QStringList lines = formula.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return QString();
    QString html = QStringLiteral("<b>%1</b>").arg(lines.first().toHtmlEscaped());
    for (int i = 1; i < lines.size(); ++i)
        html += QStringLiteral("<br>") + lines.at(i).toHtmlEscaped();
    return html;
}

WalkthroughPanel::WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent)
    : QWidget(parent)
    , m_walkthrough(walkthrough)
{
    setAccessibleName(tr("Walkthrough"));
    auto *layout = new QVBoxLayout(this);

    m_title = new QLabel(this);
    m_title->setAccessibleName(tr("Walkthrough step"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    m_explanation = new QLabel(this);
    m_explanation->setAccessibleName(tr("What this step computes"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_explanation);

    m_formula = new QLabel(this);
    m_formula->setAccessibleName(tr("Formula with the current numbers"));
    m_formula->setWordWrap(true);
    m_formula->setTextFormat(Qt::RichText);
    m_formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formula->setFrameShape(QFrame::StyledPanel);
    m_formula->setMargin(6);
    layout->addWidget(m_formula);

    auto *focus = new QHBoxLayout;
    auto *rowLabel = new QLabel(tr("Query:"), this);
    m_row = new QComboBox(this);
    m_row->setAccessibleName(tr("Query row to follow"));
    rowLabel->setBuddy(m_row);
    m_headLabel = new QLabel(tr("Head:"), this);
    m_head = new QComboBox(this);
    m_head->setAccessibleName(tr("Head to follow"));
    m_headLabel->setBuddy(m_head);
    focus->addWidget(rowLabel);
    focus->addWidget(m_row, 1);
    focus->addWidget(m_headLabel);
    focus->addWidget(m_head);
    layout->addLayout(focus);

    auto *nav = new QHBoxLayout;
    m_back = new QPushButton(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), this);
    m_back->setAccessibleName(tr("Previous walkthrough step"));
    m_next = new QPushButton(style()->standardIcon(QStyle::SP_ArrowForward), tr("Next"), this);
    m_next->setAccessibleName(tr("Next walkthrough step"));
    nav->addWidget(m_back);
    nav->addStretch(1);
    nav->addWidget(m_next);
    layout->addLayout(nav);
    layout->addStretch(1);

    applyFonts();
    connect(m_back, &QPushButton::clicked, m_walkthrough, &Walkthrough::previous);
    connect(m_next, &QPushButton::clicked, m_walkthrough, &Walkthrough::next);
    connect(m_row, &QComboBox::currentIndexChanged, m_walkthrough, &Walkthrough::setRow);
    connect(m_head, &QComboBox::currentIndexChanged, m_walkthrough, &Walkthrough::setHead);
    connect(m_walkthrough, &Walkthrough::changed, this, &WalkthroughPanel::refresh);
    refresh();
}

void WalkthroughPanel::applyFonts()
{
    // Relative to the panel's font, so the title grows with presentation mode's text.
    QFont titleFont = font();
    titleFont.setBold(true);
    if (titleFont.pointSizeF() > 0)
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
}

void WalkthroughPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void WalkthroughPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void WalkthroughPanel::refresh()
{
    // Hidden (the dock closed or tabbed away): catch up when shown, so edits of large
    // scenarios do not pay for texts nobody reads.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_title->setText(m_walkthrough->title());
    m_explanation->setText(m_walkthrough->explanation());
    const QString formula = m_walkthrough->formula();
    m_formula->setText(formulaHtml(formula));
    m_formula->setVisible(!formula.isEmpty());
    m_back->setEnabled(m_walkthrough->index() > 0);
    m_next->setEnabled(m_walkthrough->index() + 1 < m_walkthrough->count());

    const SnapshotPtr snapshot = m_walkthrough->snapshot();
    QStringList rows;
    if (snapshot) {
        for (size_t i = 0; i < snapshot->queryLabels.size(); ++i)
            rows << tr("%1. %2").arg(i + 1).arg(printableText(snapshot->queryLabels[i]));
    }
    const QSignalBlocker blockRows(m_row);
    const QSignalBlocker blockHeads(m_head);
    QStringList shown;
    for (int i = 0; i < m_row->count(); ++i)
        shown << m_row->itemText(i);
    if (shown != rows) {
        m_row->clear();
        m_row->addItems(rows);
    }
    m_row->setCurrentIndex(m_walkthrough->row());
    const int heads = snapshot ? snapshot->result.numHeads : 0;
    if (m_head->count() != heads) {
        m_head->clear();
        for (int h = 0; h < heads; ++h)
            m_head->addItem(QString::number(h + 1));
    }
    m_head->setCurrentIndex(m_walkthrough->head());
    m_head->setVisible(heads > 1);
    m_headLabel->setVisible(heads > 1);
}

} // namespace attn::ui
