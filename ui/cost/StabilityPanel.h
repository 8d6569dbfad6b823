#pragma once

#include "LowPrecision.h"

#include <QWidget>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace attn::ui {

/// The stability lab: one row of scores through softmax without and with the row maximum
/// subtracted, in float32 and in emulated float16 and bfloat16 (core's roundTo: each input,
/// each exp and each weight rounded to the format, the sum kept in float32), showing where
/// exp overflows to infinity and the weights become NaN; and a checked exercise.
class StabilityPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StabilityPanel(QWidget *parent = nullptr);

    /// Scores separated by spaces or semicolons, in the user's locale or with a point.
    void setScores(const QString &text);
    std::vector<double> scores() const;
    QTableWidget *table() const { return m_table; }
    /// Checks `answer` for the exercise; the verdict's text.
    QString check(const QString &answer);

private:
    void recompute();

    QLineEdit *m_scores = nullptr;
    QDoubleSpinBox *m_offset = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_summary = nullptr;
    QLineEdit *m_answer = nullptr;
    QLabel *m_verdict = nullptr;
};

} // namespace attn::ui
