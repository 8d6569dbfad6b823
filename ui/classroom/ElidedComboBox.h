#pragma once

#include <QComboBox>

namespace attn::ui {

/// A combo box that never clips its current text: a title longer than the box ends in
/// "…", and the tooltip then shows it whole (the lesson and example choosers, whose
/// titles are long in Indonesian and Vietnamese).
class ElidedComboBox : public QComboBox
{
public:
    explicit ElidedComboBox(QWidget *parent = nullptr);

    /// The current text as the box draws it ("2. Langkah demi…" when it does not fit).
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect textRect() const;
};

} // namespace attn::ui
