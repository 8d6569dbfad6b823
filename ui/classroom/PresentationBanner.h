#pragma once

#include <QPalette>
#include <QWidget>

class QLabel;

namespace attn::ui {

/// What presentation mode shows above the views: the walkthrough's step and what to notice
/// on the left, the formula with the current numbers large on the right, the keys in a
/// corner. As tall as its wrapped text needs at its width, and no taller.
class PresentationBanner : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationBanner(QWidget *parent = nullptr);

    /// `formula` as CellFormula.h writes it: lines split by '\n', the first one bold.
    void setStep(const QString &title, const QString &explanation, const QString &formula);
    /// Every step's title, explanation and formula: the banner is as tall as the tallest of
    /// them, so the views below do not jump while stepping.
    void setAllSteps(const QList<QStringList> &steps);
    /// While held the banner does not get shorter: Predict hides the later steps' texts
    /// (shorter placeholders), and the views must not move up then down again at Reveal.
    void setHoldHeight(bool hold) { m_holdHeight = hold; }
    /// Sizes relative to the application font (enlarged by presentation mode).
    void applyFonts();

    QLabel *titleLabel() const { return m_title; }
    QLabel *formulaLabel() const { return m_formula; }

protected:
    void resizeEvent(QResizeEvent *event) override;

    /// The most of the window's height the banner takes (its text shrinks to stay within).
    static constexpr double maxShare = 0.18;
    /// How much the banner's text is shrunk to stay within maxShare (1: not at all).
    double shrink() const { return m_shrink; }

private:
    void fitHeight();
    void setLabelFonts();
    /// The tallest step's height at `width` with the current fonts.
    int tallestHeight(int width);

    QLabel *m_title;
    QLabel *m_text;
    QLabel *m_formula;
    QLabel *m_keys;
    QList<QStringList> m_allSteps;
    bool m_measuring = false;
    bool m_holdHeight = false;
    double m_shrink = 1;
};

/// A palette for projectors: black background, white text, yellow highlight.
QPalette highContrastPalette();

/// `font` enlarged by `factor` (point or pixel sized).
QFont enlargedFont(QFont font, double factor);

} // namespace attn::ui
