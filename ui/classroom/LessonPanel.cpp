#include "LessonPanel.h"

#include "ElidedComboBox.h"
#include "LessonSession.h"
#include "LessonVariant.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

QLabel *wrappingLabel(QWidget *parent, const QString &accessibleName)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setAccessibleName(accessibleName);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    return label;
}

/// A choice's text: wraps (a radio button's text does not) and selects its button on a click.
class ChoiceLabel : public QLabel
{
public:
    ChoiceLabel(const QString &text, QAbstractButton *button, QWidget *parent)
        : QLabel(text, parent)
        , m_button(button)
    {
        setWordWrap(true);
        setTextFormat(Qt::PlainText);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    }

protected:
    void mousePressEvent(QMouseEvent *) override { m_button->setChecked(true); }

private:
    QAbstractButton *m_button;
};

QFont scaled(QFont font, double factor, bool bold)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

} // namespace

LessonPanel::LessonPanel(LessonSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setAccessibleName(tr("Lesson"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    // The chooser on a row of its own, as wide as the dock: long titles ("2. Langkah demi
    // langkah pada empat token") end in "…" there, never cut, and show whole as a tooltip.
    auto *chooser = new QHBoxLayout;
    m_lessons = new ElidedComboBox(this);
    m_lessons->setObjectName(QStringLiteral("lessonChooser"));
    m_lessons->setAccessibleName(tr("Built-in lessons"));
    m_lessons->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lessons->setMinimumContentsLength(6);
    // The built-in lessons are listed when the panel is first shown (listLessons()).
    // Tool buttons: narrower than push buttons, so the dock fits beside the views at 1366 px.
    m_start = new QToolButton(this);
    m_start->setText(tr("Start"));
    m_start->setAccessibleName(tr("Start the chosen lesson"));
    m_open = new QToolButton(this);
    m_open->setText(tr("Open\u2026"));
    m_open->setAccessibleName(tr("Open a lesson file"));
    m_open->setToolTip(tr("Open a lesson file (*.json) written by a teacher"));
    layout->addWidget(m_lessons);
    chooser->addStretch(1);
    chooser->addWidget(m_start);
    chooser->addWidget(m_open);
    layout->addLayout(chooser);

    m_title = wrappingLabel(this, tr("Lesson title"));
    layout->addWidget(m_title);
    m_progressText = wrappingLabel(this, tr("Progress"));
    layout->addWidget(m_progressText);
    m_progress = new QProgressBar(this);
    m_progress->setAccessibleName(tr("Lesson progress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(10);
    layout->addWidget(m_progress);

    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 4, 0);
    m_stepTitle = wrappingLabel(body, tr("Step title"));
    bodyLayout->addWidget(m_stepTitle);
    m_text = wrappingLabel(body, tr("Step text"));
    bodyLayout->addWidget(m_text);

    m_question = new QGroupBox(tr("Question"), body);
    m_question->setAccessibleName(tr("Question"));
    auto *questionLayout = new QVBoxLayout(m_question);
    m_questionText = wrappingLabel(m_question, tr("Question text"));
    questionLayout->addWidget(m_questionText);
    m_answer = new QLineEdit(m_question);
    m_answer->setAccessibleName(tr("Your answer"));
    m_answer->setClearButtonEnabled(true);
    questionLayout->addWidget(m_answer);
    m_choiceBox = new QWidget(m_question);
    m_choiceLayout = new QVBoxLayout(m_choiceBox);
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_choices = new QButtonGroup(this);
    questionLayout->addWidget(m_choiceBox);
    m_check = new QPushButton(tr("Check"), m_question);
    m_check->setAccessibleName(tr("Check the answer"));
    m_check->setDefault(true);
    m_showAnswer = new QPushButton(tr("Show answer"), m_question);
    m_showAnswer->setAccessibleName(tr("Show the answer"));
    auto *checkRow = new QHBoxLayout;
    checkRow->addWidget(m_check);
    checkRow->addWidget(m_showAnswer);
    checkRow->addStretch(1);
    questionLayout->addLayout(checkRow);
    // Exercises per student: fresh numbers, and the code that gives them back.
    m_newNumbers = new QPushButton(tr("New numbers"), m_question);
    m_newNumbers->setAccessibleName(tr("New numbers for this exercise"));
    m_enterCode = new QPushButton(tr("Enter code\u2026"), m_question);
    m_enterCode->setAccessibleName(tr("Enter a variant code"));
    m_enterCode->setToolTip(tr("Type a student's variant code to get their numbers"));
    m_variantLabel = wrappingLabel(m_question, tr("Variant code"));
    // The code on a line of its own: the row of buttons must fit the dock at 1366 px.
    auto *variantRow = new QHBoxLayout;
    variantRow->addWidget(m_newNumbers);
    variantRow->addWidget(m_enterCode);
    variantRow->addStretch(1);
    questionLayout->addLayout(variantRow);
    questionLayout->addWidget(m_variantLabel);
    m_feedback = wrappingLabel(m_question, tr("Explanation of the answer"));
    questionLayout->addWidget(m_feedback);
    bodyLayout->addWidget(m_question);
    bodyLayout->addStretch(1);

    m_scroll = new QScrollArea(this);
    m_scroll->setAccessibleName(tr("Lesson text"));
    m_scroll->setWidget(body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_scroll, 1);

    auto *nav = new QHBoxLayout;
    m_back = new QPushButton(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), this);
    m_back->setAccessibleName(tr("Previous step"));
    m_restart = new QPushButton(tr("Restart"), this);
    m_restart->setAccessibleName(tr("Restart the lesson"));
    m_next = new QPushButton(style()->standardIcon(QStyle::SP_ArrowForward), tr("Next"), this);
    m_next->setAccessibleName(tr("Next step"));
    nav->addWidget(m_back);
    nav->addWidget(m_restart);
    nav->addStretch(1);
    nav->addWidget(m_next);
    layout->addLayout(nav);

    applyFonts();
    connect(m_start, &QToolButton::clicked, this, &LessonPanel::startSelected);
    connect(m_open, &QToolButton::clicked, this, &LessonPanel::openLessonFile);
    connect(m_check, &QPushButton::clicked, this, &LessonPanel::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &LessonPanel::check);
    connect(m_showAnswer, &QPushButton::clicked, this, [this] {
        const LessonSession::Check result = m_session->showAnswer();
        showCheck(result.state, result.message, result.explanation);
    });
    connect(m_newNumbers, &QPushButton::clicked, m_session, &LessonSession::newNumbers);
    connect(m_enterCode, &QPushButton::clicked, this, &LessonPanel::askVariantCode);
    connect(m_back, &QPushButton::clicked, m_session, &LessonSession::back);
    connect(m_next, &QPushButton::clicked, m_session, &LessonSession::next);
    connect(m_restart, &QPushButton::clicked, m_session, &LessonSession::restart);
    connect(m_session, &LessonSession::stepChanged, this, &LessonPanel::showStep);
    connect(m_session, &LessonSession::runningChanged, this, &LessonPanel::showStep);
    showStep();
}

void LessonPanel::applyFonts()
{
    // Relative to the panel's font, so the titles grow with presentation mode's text.
    m_title->setFont(scaled(font(), 1.2, true));
    m_stepTitle->setFont(scaled(font(), 1.1, true));
    m_questionText->setFont(readableFont(true));
    const QFont readable = readableFont(false);
    m_feedback->setFont(readable);
    m_answer->setFont(readable);
    for (QLabel *choice : m_choiceBox->findChildren<QLabel *>())
        choice->setFont(readable);
}

QFont LessonPanel::readableFont(bool bold) const
{
    QFont result = scaled(font(), 1.0, bold);
    if (m_presentationPixels > 0 && QFontInfo(result).pixelSize() < m_presentationPixels)
        result.setPixelSize(m_presentationPixels);
    return result;
}

void LessonPanel::setPresentationTextPixels(int pixels)
{
    if (pixels == m_presentationPixels)
        return;
    m_presentationPixels = pixels;
    applyFonts();
}

void LessonPanel::listLessons()
{
    if (m_lessons->count() > 0)
        return;
    // Their titles come from parsing every lesson: not while the window starts, with the
    // panel's dock closed.
    const QList<LessonInfo> lessons = builtInLessons();
    const QString language = lessonLanguage(QLocale());
    for (int i = 0; i < lessons.size(); ++i)
        m_lessons->addItem(tr("%1. %2").arg(i + 1).arg(lessons[i].titles.in(language)),
                           lessons[i].name);
}

void LessonPanel::showEvent(QShowEvent *event)
{
    listLessons();
    QWidget::showEvent(event);
}

void LessonPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

void LessonPanel::openLessonFile()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("lessons/lastDirectory")).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Lesson"), dir,
                                                      tr("Lessons (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("lessons/lastDirectory"), QFileInfo(path).absolutePath());
    startFile(path);
}

bool LessonPanel::startBuiltIn(const QString &name)
{
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons) {
        if (info.name == name) {
            listLessons();
            const int index = m_lessons->findData(name);
            if (index >= 0)
                m_lessons->setCurrentIndex(index);
            return startFile(info.path);
        }
    }
    showError(tr("There is no built-in lesson named \u201c%1\u201d.").arg(name));
    return false;
}

bool LessonPanel::startFile(const QString &path)
{
    Lesson lesson;
    QString error;
    if (!loadLessonFile(path, lesson, &error) || !m_session->start(lesson, &error)) {
        showError(error);
        return false;
    }
    // A lesson of the teacher's own (not a built-in one): the chooser names no built-in
    // lesson but this one, until one is chosen.
    bool builtIn = false;
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons)
        builtIn = builtIn || QFileInfo(info.path) == QFileInfo(path);
    if (!builtIn) {
        listLessons();
        m_lessons->setPlaceholderText(lesson.title.in(m_session->language()));
        m_lessons->setCurrentIndex(-1);
    }
    return true;
}

void LessonPanel::startSelected()
{
    if (m_lessons->currentIndex() < 0)
        return;
    startBuiltIn(m_lessons->currentData().toString());
}

void LessonPanel::showError(const QString &message)
{
    m_stepTitle->setText(tr("The lesson could not be opened"));
    m_text->setText(message);
    m_stepTitle->show();
    m_question->hide();
    emit statusMessage(message);
}

void LessonPanel::showStep()
{
    const bool running = m_session->isRunning();
    m_back->setEnabled(m_session->canGoBack());
    m_next->setEnabled(m_session->canGoNext());
    m_restart->setEnabled(running);
    m_progress->setVisible(running);
    m_progressText->setVisible(running);
    if (!running) {
        m_title->setText(tr("Guided lessons"));
        m_stepTitle->setText(QString());
        m_stepTitle->hide();
        m_text->setText(tr("Choose a lesson and press Start. Each lesson sets up a scenario, "
                           "explains one idea at a time and asks you to predict a number; the "
                           "engine checks your answer and explains why."));
        m_question->hide();
        return;
    }
    const Lesson &lesson = m_session->lesson();
    const LessonStep &step = m_session->step();
    const int index = m_session->stepIndex();
    const int count = m_session->stepCount();
    m_title->setText(m_session->text(lesson.title));
    m_progressText->setText(tr("Step %1 of %2").arg(index + 1).arg(count));
    m_progress->setRange(0, count);
    m_progress->setValue(index + 1);
    const QString stepTitle = m_session->text(step.title);
    m_stepTitle->setText(stepTitle);
    m_stepTitle->setVisible(!stepTitle.isEmpty());
    m_text->setText(m_session->text(step.text));
    showQuestion();
}

void LessonPanel::clearChoices()
{
    const QList<QAbstractButton *> buttons = m_choices->buttons();
    for (QAbstractButton *button : buttons)
        m_choices->removeButton(button);
    while (QLayoutItem *item = m_choiceLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void LessonPanel::showQuestion()
{
    clearChoices();
    m_feedback->clear();
    m_feedback->hide();
    m_answer->clear();
    const std::optional<LessonQuestion> &question = m_session->step().question;
    m_question->setVisible(question.has_value());
    if (!question)
        return;
    m_questionText->setText(m_session->text(question->text));
    showVariant();
    const bool numeric = question->kind == LessonQuestion::Kind::Numeric;
    m_answer->setVisible(numeric);
    m_choiceBox->setVisible(!numeric);
    if (numeric) {
        const QString point = QLocale().decimalPoint();
        m_answer->setPlaceholderText(
            point == QLatin1String(",")
                ? tr("A number, e.g. 1,96; several separated by spaces or ';'")
                : tr("A number, e.g. 1.96; several separated by spaces or ';'"));
        return;
    }
    for (size_t i = 0; i < question->choices.size(); ++i) {
        auto *row = new QWidget(m_choiceBox);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        const QString text = m_session->text(question->choices[i]);
        auto *button = new QRadioButton(row);
        button->setAccessibleName(tr("Answer %1: %2").arg(i + 1).arg(text));
        auto *label = new ChoiceLabel(text, button, row);
        label->setFont(readableFont(false));
        rowLayout->addWidget(button, 0, Qt::AlignTop);
        rowLayout->addWidget(label, 1);
        m_choices->addButton(button, int(i));
        m_choiceLayout->addWidget(row);
    }
}

void LessonPanel::choose(int index)
{
    if (QAbstractButton *button = m_choices->button(index))
        button->setChecked(true);
}

void LessonPanel::check()
{
    if (!m_session->isRunning() || !m_session->step().question)
        return;
    const bool numeric = m_session->step().question->kind == LessonQuestion::Kind::Numeric;
    const LessonSession::Check result = numeric
                                            ? m_session->checkNumbers(m_answer->text(), QLocale())
                                            : m_session->checkChoice(m_choices->checkedId());
    showCheck(result.state, result.message, result.explanation, result.hint);
}

void LessonPanel::showVariant()
{
    const bool varies = m_session->step().question && !m_session->step().question->vary.empty();
    m_newNumbers->setVisible(varies);
    m_enterCode->setVisible(varies);
    m_variantLabel->setVisible(varies);
    m_variantLabel->setText(m_session->variant()
                                ? tr("Variant %1").arg(variantCode(m_session->variant()))
                                : tr("The lesson's own numbers"));
}

bool LessonPanel::enterVariantCode(const QString &code)
{
    const std::optional<quint32> seed = parseVariantCode(code);
    if (!seed) {
        emit statusMessage(
            tr("\u201c%1\u201d is not a variant code: five letters and digits, such as 7KQ2M.")
                .arg(code));
        return false;
    }
    return m_session->setVariant(*seed);
}

void LessonPanel::askVariantCode()
{
    bool ok = false;
    const QString code
        = QInputDialog::getText(this, tr("Variant Code"), tr("The student's variant code:"),
                                QLineEdit::Normal, QString(), &ok);
    if (ok && !code.trimmed().isEmpty())
        enterVariantCode(code);
}

void LessonPanel::showCheck(int state, const QString &message, const QString &explanation,
                            const QString &hint)
{
    QString text;
    switch (state) {
    case LessonSession::Check::Right:
        text = QStringLiteral("\u2714 ") + message;
        break;
    case LessonSession::Check::Wrong:
        text = QStringLiteral("\u2718 ") + message;
        break;
    default:
        text = message;
        break;
    }
    if (!hint.isEmpty())
        text += QStringLiteral("\n\n") + tr("Hint: %1").arg(hint);
    if (!explanation.isEmpty())
        text += QStringLiteral("\n\n") + explanation;
    m_feedback->setText(text);
    m_feedback->show();
    m_scroll->ensureWidgetVisible(m_feedback);
    emit statusMessage(message);
}

} // namespace attn::ui
