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

class TextBound;

/// The form of one authored step: its title, text, question, choices and hint in English,
/// Indonesian and Vietnamese, and the question's answer as the engine computes it: every
/// answer a lesson file can name (docs/lesson-format.md): a cell or a row of the output,
/// weights, scores, scaled scores, a head's weights·V, the concatenation, Q, K or V; a
/// statistic; d_k, the divisor or the number of blocked pairs; the sum, the largest number
/// or how far a row moves after the question's edits; or a choice, fixed or the position of
/// a row's largest number. Shows the engine's answer on the step's scenario as it is edited.
class StepEditor : public QWidget
{
    Q_OBJECT

public:
    explicit StepEditor(QWidget *parent = nullptr);

    /// Shows `step` (its scenario is kept for the engine's answer).
    void setStep(const LessonStep &step);
    /// The step as the form has it.
    LessonStep step() const;
    /// The question is about the scenario after these edits (applied once it is answered).
    void setAfterEdits(const std::vector<ScenarioEdit> &edits);

    /// The answer kinds of the form, in the order of kindBox(): a number, or a choice.
    enum Kind { NumberKind, ChoiceKind };
    /// The parts of a reference, in the order of partBox().
    enum Part { CellPart, RowPart };
    /// The reductions, in the order of reductionBox().
    enum Reduce { NoReduction, SumReduction, MaxReduction, ChangeReduction };
    /// The quantities of quantityBox(), in its order.
    static QList<ResultReference::Quantity> quantities();

    // For tests: the parts a teacher fills in.
    QLineEdit *titleField(int language) const { return m_title[language]; }
    QPlainTextEdit *textField(int language) const { return m_text[language]; }
    QLineEdit *questionField(int language) const { return m_question[language]; }
    QLineEdit *hintField(int language) const { return m_hint[language]; }
    QLineEdit *explanationField(int language) const { return m_explanation[language]; }
    /// The choices of a choice question, one a line.
    QPlainTextEdit *choicesField(int language) const { return m_choices[language]; }
    QCheckBox *askBox() const { return m_ask; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *quantityBox() const { return m_quantity; }
    QComboBox *partBox() const { return m_part; }
    QComboBox *reductionBox() const { return m_reduction; }
    QComboBox *statBox() const { return m_stat; }
    /// 0: the position of the row's largest number (computed); i > 0: choice i, fixed.
    QComboBox *correctBox() const { return m_correct; }
    QSpinBox *headBox() const { return m_head; }
    QSpinBox *rowBox() const { return m_row; }
    QSpinBox *columnBox() const { return m_column; }
    QDoubleSpinBox *toleranceBox() const { return m_tolerance; }
    QLabel *answerLabel() const { return m_answerLabel; }
    QLabel *afterLabel() const { return m_afterLabel; }
    /// Why the last typing or paste past a limit of the lesson's texts was refused.
    QLabel *limitLabel() const { return m_limitLabel; }
    /// The limits of the lesson's texts for the form's fields (and the lesson editor's
    /// titles); its elsewhere() is the characters of the other steps.
    TextBound *textBound() const { return m_bound; }

signals:
    void changed();

private:
    void updateAnswer();
    void fillCorrect();
    std::vector<LessonText> choices() const;
    std::optional<ResultReference> reference() const;
    std::optional<LessonQuestion> question() const;
    void showReference(const ResultReference &r);

    LessonStep m_step;
    std::vector<ScenarioEdit> m_after;
    QLineEdit *m_title[3];
    QPlainTextEdit *m_text[3];
    QLineEdit *m_question[3];
    QLineEdit *m_hint[3];
    QLineEdit *m_explanation[3];
    QPlainTextEdit *m_choices[3];
    QCheckBox *m_ask;
    QComboBox *m_kind;
    QComboBox *m_quantity;
    QComboBox *m_part;
    QComboBox *m_reduction;
    QComboBox *m_stat;
    QComboBox *m_correct;
    QSpinBox *m_head;
    QSpinBox *m_row;
    QSpinBox *m_column;
    QDoubleSpinBox *m_tolerance;
    QLabel *m_answerLabel;
    QLabel *m_afterLabel;
    QLabel *m_limitLabel;
    TextBound *m_bound;
};

} // namespace attn::ui
