#pragma once

#include "Lesson.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace attn::ui {

/// The form of one authored step: its title, text, question and hint in English,
/// Indonesian and Vietnamese, and the question's answer as a number the engine computes (a
/// cell of the output, weights, scores or scaled scores, or a statistic) with a tolerance.
/// Shows the engine's answer on the step's scenario as it is edited.
class StepEditor : public QWidget
{
    Q_OBJECT

public:
    explicit StepEditor(QWidget *parent = nullptr);

    /// Shows `step` (its scenario is kept for the engine's answer).
    void setStep(const LessonStep &step);
    /// The step as the form has it.
    LessonStep step() const;

    // For tests: the parts a teacher fills in.
    QLineEdit *titleField(int language) const { return m_title[language]; }
    QPlainTextEdit *textField(int language) const { return m_text[language]; }
    QLineEdit *questionField(int language) const { return m_question[language]; }
    QLineEdit *hintField(int language) const { return m_hint[language]; }
    QCheckBox *askBox() const { return m_ask; }
    QComboBox *quantityBox() const { return m_quantity; }
    QSpinBox *headBox() const { return m_head; }
    QSpinBox *rowBox() const { return m_row; }
    QSpinBox *columnBox() const { return m_column; }
    QDoubleSpinBox *toleranceBox() const { return m_tolerance; }
    QLabel *answerLabel() const { return m_answerLabel; }

signals:
    void changed();

private:
    void updateAnswer();
    std::optional<LessonQuestion> question() const;

    LessonStep m_step;
    QLineEdit *m_title[3];
    QPlainTextEdit *m_text[3];
    QLineEdit *m_question[3];
    QLineEdit *m_hint[3];
    QLineEdit *m_explanation[3];
    QCheckBox *m_ask;
    QComboBox *m_quantity;
    QComboBox *m_stat;
    QSpinBox *m_head;
    QSpinBox *m_row;
    QSpinBox *m_column;
    QDoubleSpinBox *m_tolerance;
    QLabel *m_answerLabel;
};

} // namespace attn::ui
