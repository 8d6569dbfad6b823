#include "AboutDialog.h"

#include "AppIdentity.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

constexpr int iconSize = 64;

QString section(const QString &title, const QString &body)
{
    return QStringLiteral("<h3>%1</h3>%2").arg(title.toHtmlEscaped(), body);
}

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text);
}

QString link(const QString &url, const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(url, text.toHtmlEscaped());
}

QString listItem(const QString &name, const QString &text)
{
    return QStringLiteral("<li><b>%1</b>: %2</li>").arg(name.toHtmlEscaped(), text);
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Attention Lab"));
    setObjectName(QStringLiteral("aboutDialog"));

    auto *icon = new QLabel(this);
    icon->setPixmap(applicationIcon().pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    icon->setAccessibleName(tr("Attention Lab icon"));

    auto *title = new QLabel(tr("Attention Lab"), this);
    QFont titleFont = title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    title->setFont(titleFont);
    title->setAccessibleName(tr("Application name"));

    m_version = new QLabel(versionText(), this);
    m_version->setObjectName(QStringLiteral("versionLabel"));
    m_version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_version->setAccessibleName(tr("Version"));

    auto *summary
        = new QLabel(tr("See and edit scaled dot-product attention, step by step."), this);
    summary->setWordWrap(true);
    summary->setAccessibleName(tr("Summary"));

    auto *header = new QVBoxLayout;
    header->addWidget(title);
    header->addWidget(m_version);
    header->addWidget(summary);
    header->addStretch();
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(header, 1);

    m_credits = new QTextBrowser(this);
    m_credits->setObjectName(QStringLiteral("creditsText"));
    m_credits->setOpenExternalLinks(true);
    m_credits->setHtml(creditsHtml());
    m_credits->setAccessibleName(tr("License and credits"));
    m_credits->setMinimumSize(500, 340);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_credits, 1);
    layout->addWidget(buttons);
}

QString AboutDialog::versionText()
{
    return tr("Version %1 (Qt %2)")
        .arg(QStringLiteral(ATTENTION_LAB_VERSION), QString::fromLatin1(qVersion()));
}

QString AboutDialog::creditsHtml()
{
    const QString license = paragraph(
        tr("Attention Lab is free software: you can redistribute it and/or modify it under the "
           "terms of the GNU General Public License as published by the Free Software "
           "Foundation, either version 3 of the License, or (at your option) any later "
           "version (%1). It comes with absolutely no warranty.")
            .arg(link(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html"),
                      QStringLiteral("GPL-3.0-or-later"))));

    const QString formula
        = paragraph(
              tr("Attention(Q, K, V) = softmax(QK<sup>T</sup> / &radic;d<sub>k</sub> + M) V is "
                 "scaled dot-product attention as defined in %1.")
                  .arg(QStringLiteral("A. Vaswani, N. Shazeer, N. Parmar, J. Uszkoreit, L. Jones, "
                                      "A. N. Gomez, Ł. Kaiser, I. Polosukhin, "
                                      "<i>Attention Is All You Need</i>, NeurIPS 2017, %1")
                           .arg(link(QStringLiteral("https://arxiv.org/abs/1706.03762"),
                                     QStringLiteral("arXiv:1706.03762")))))
          + paragraph(tr("The built-in examples reproduce the worked numbers of Indonesian and "
                         "Vietnamese course material on self-attention."));

    const QString maps
        = QStringLiteral("<ul>%1%2%3%4</ul>")
              .arg(
                  listItem(tr("viridis"),
                           tr("%1, for matplotlib (2015), CC0 1.0.")
                               .arg(QStringLiteral("Stéfan van der Walt, Nathaniel Smith, "
                                                   "Eric Firing"))),
                  listItem(tr("cividis"),
                           tr("%1, %2, PLOS ONE 13(7), 2018.")
                               .arg(QStringLiteral("Jamie R. Nuñez, Christopher R. Anderton, "
                                                   "Ryan S. Renslow"),
                                    QStringLiteral("<i>Optimizing colormaps with consideration "
                                                   "for color vision deficiency to enable accurate "
                                                   "interpretation of scientific data</i>"))),
                  listItem(tr("diverging"),
                           tr("ColorBrewer RdBu by %1, Apache License 2.0.")
                               .arg(QStringLiteral("Cynthia A. Brewer, Mark Harrower and The "
                                                   "Pennsylvania State University"))),
                  listItem(tr("grayscale"), tr("white to black, for print.")));

    const QString libraries = paragraph(
        tr("Built with %1 and %2.")
            .arg(link(QStringLiteral("https://www.qt.io"), QStringLiteral("Qt")),
                 link(QStringLiteral("https://eigen.tuxfamily.org"), QStringLiteral("Eigen"))));

    return section(tr("License"), license) + section(tr("The formula"), formula)
           + section(tr("Colour maps"),
                     paragraph(tr("The heatmaps' colour maps, all colour-blind safe:")) + maps)
           + section(tr("Libraries"), libraries);
}

} // namespace attn::ui
