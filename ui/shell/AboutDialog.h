#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace attn::ui {

/// Help > About Attention Lab: the version, the license (GPL-3.0-or-later), the source of
/// the formula (Vaswani et al. 2017) and of the worked examples, and the credits of the
/// colour maps and libraries.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /// "Version 0.1.0 (Qt 6.4.2)": the ATTENTION_LAB_VERSION the binary was built with.
    static QString versionText();

    /// The credits and license text (HTML) the dialog shows.
    static QString creditsHtml();

private:
    QLabel *m_version = nullptr;
    QTextBrowser *m_credits = nullptr;
};

} // namespace attn::ui
