#pragma once

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace attn::ui {

class LessonSession;

/// A guided lesson: the step's text, progress (step k of n and a bar), Back / Next /
/// Restart, the question with an answer field (numbers in the user's locale) or choices,
/// Check, and the explanation of the answer. The session does the work; this only shows it.
class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonPanel(LessonSession *session, QWidget *parent = nullptr);

    /// Opens a lesson file chosen by the user (File > Open lesson…).
    void openLessonFile();
    /// Starts a built-in lesson by name; false (with a message shown) if it does not load.
    bool startBuiltIn(const QString &name);
    /// Starts the lesson in `path`; false with a message shown when it does not load.
    bool startFile(const QString &path);

    // For tests and the presentation: the parts a user reads and presses.
    QLabel *stepText() const { return m_text; }
    QLabel *questionText() const { return m_questionText; }
    QLabel *feedback() const { return m_feedback; }
    QLineEdit *answerField() const { return m_answer; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *restartButton() const { return m_restart; }
    QPushButton *showAnswerButton() const { return m_showAnswer; }
    QPushButton *newNumbersButton() const { return m_newNumbers; }
    /// "Variant 7KQ2M" when the step's numbers are a student's own.
    QLabel *variantLabel() const { return m_variantLabel; }
    /// Enters a variant code (a teacher reproducing a student's numbers); false when it is
    /// not a code or the lesson has no varying numbers.
    bool enterVariantCode(const QString &code);
    /// Chooses choice `index` (0-based) of a multiple-choice question.
    void choose(int index);
    /// Presentation mode: the question, its choices, the answer field and the feedback (with
    /// its hint) at least `pixels` tall, read from a back row; 0: the panel's own font.
    void setPresentationTextPixels(int pixels);

signals:
    /// A message for the status bar.
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// Fills the chooser with the built-in lessons, once.
    void listLessons();
    void applyFonts();
    /// The panel's font at least m_presentationPixels tall (with `bold`).
    QFont readableFont(bool bold) const;
    void showStep();
    void showQuestion();
    void showCheck(int state, const QString &message, const QString &explanation,
                   const QString &hint = QString());
    void showVariant();
    void askVariantCode();
    void check();
    void startSelected();
    void showError(const QString &message);
    void clearChoices();

    LessonSession *m_session;
    QComboBox *m_lessons;
    QToolButton *m_start;
    QToolButton *m_open;
    QLabel *m_title;
    QLabel *m_progressText;
    QProgressBar *m_progress;
    QScrollArea *m_scroll;
    QLabel *m_stepTitle;
    QLabel *m_text;
    QGroupBox *m_question;
    QLabel *m_questionText;
    QLineEdit *m_answer;
    QWidget *m_choiceBox;
    QVBoxLayout *m_choiceLayout;
    QButtonGroup *m_choices;
    QPushButton *m_check;
    QPushButton *m_showAnswer;
    QPushButton *m_newNumbers;
    QPushButton *m_enterCode;
    QLabel *m_variantLabel;
    QLabel *m_feedback;
    QPushButton *m_back;
    QPushButton *m_next;
    QPushButton *m_restart;
    int m_presentationPixels = 0;
};

} // namespace attn::ui
