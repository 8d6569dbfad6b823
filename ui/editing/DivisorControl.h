#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace attn::ui {

class Document;

/// The divisor of the scores beside the "Scale by 1/√d_k" toggle: a slider from
/// √d_k / 16 to 16 √d_k on a log scale, centred on √d_k (the default), so the learner
/// sees that scaling is a softmax temperature. A drag is one undo step; "√d_k" goes back
/// to the default, which the file then leaves out.
class DivisorControl : public QWidget
{
    Q_OBJECT

public:
    explicit DivisorControl(Document *document, QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }

    /// Slider position (-100..100) -> divisor, rounded to 3 significant digits.
    static double divisorAt(int position, int dK);
    static int positionOf(double divisor, int dK);

private:
    void refresh();
    void onSlider(int position);
    void resetToDefault();

    Document *m_document;
    QSlider *m_slider;
    QLabel *m_value;
    QToolButton *m_reset;
};

} // namespace attn::ui
