#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace attn::ui {

class Walkthrough;

/// Shows the walkthrough's current step: its title, two to four sentences on what it
/// computes and what to notice in the current numbers, and the formula of the focus cell
/// with those numbers; Back / Next, and which query row (and head) to follow.
class WalkthroughPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WalkthroughPanel(Walkthrough *walkthrough, QWidget *parent = nullptr);

    QLabel *titleLabel() const { return m_title; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *formulaLabel() const { return m_formula; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void applyFonts();
    void refresh();

    Walkthrough *m_walkthrough;
    QLabel *m_title;
    QLabel *m_explanation;
    QLabel *m_formula;
    QComboBox *m_row;
    QComboBox *m_head;
    QLabel *m_headLabel;
    QPushButton *m_back;
    QPushButton *m_next;
    bool m_stale = false; ///< the walkthrough changed while the panel was hidden
};

/// The formula as rich text: the first line (what the cell is) bold, the rest as is.
QString formulaHtml(const QString &formula);

} // namespace attn::ui
