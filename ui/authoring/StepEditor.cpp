#include "StepEditor.h"

#include "NumberFormat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

using Quantity = ResultReference::Quantity;

const Quantity quantities[]
    = {Quantity::Output, Quantity::Weights, Quantity::Scores, Quantity::Scaled, Quantity::Stat};

QString &part(LessonText &text, int language)
{
    return language == 0 ? text.en : language == 1 ? text.id : text.vi;
}

QString part(const LessonText &text, int language)
{
    return language == 0 ? text.en : language == 1 ? text.id : text.vi;
}

} // namespace

StepEditor::StepEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *tabs = new QTabWidget(this);
    tabs->setAccessibleName(tr("Texts of the step by language"));
    const QString names[] = {tr("English"), tr("Indonesian"), tr("Vietnamese")};
    for (int l = 0; l < 3; ++l) {
        auto *page = new QWidget(tabs);
        auto *form = new QFormLayout(page);
        m_title[l] = new QLineEdit(page);
        m_title[l]->setAccessibleName(tr("Step title (%1)").arg(names[l]));
        m_text[l] = new QPlainTextEdit(page);
        m_text[l]->setAccessibleName(tr("Step text (%1)").arg(names[l]));
        m_text[l]->setTabChangesFocus(true);
        m_question[l] = new QLineEdit(page);
        m_question[l]->setAccessibleName(tr("Question (%1)").arg(names[l]));
        m_hint[l] = new QLineEdit(page);
        m_hint[l]->setAccessibleName(tr("Hint (%1)").arg(names[l]));
        m_explanation[l] = new QLineEdit(page);
        m_explanation[l]->setAccessibleName(tr("Explanation (%1)").arg(names[l]));
        m_explanation[l]->setPlaceholderText(tr("{answer} stands for the engine's answer"));
        form->addRow(tr("Title:"), m_title[l]);
        form->addRow(tr("Text:"), m_text[l]);
        form->addRow(tr("Question:"), m_question[l]);
        form->addRow(tr("Hint:"), m_hint[l]);
        form->addRow(tr("Explanation:"), m_explanation[l]);
        tabs->addTab(page, names[l]);
        for (QLineEdit *edit : {m_title[l], m_question[l], m_hint[l], m_explanation[l]})
            connect(edit, &QLineEdit::textEdited, this, &StepEditor::changed);
        connect(m_text[l], &QPlainTextEdit::textChanged, this, &StepEditor::changed);
    }
    layout->addWidget(tabs, 1);

    auto *answerBox = new QGroupBox(tr("Answer, computed by the engine"), this);
    auto *answerLayout = new QFormLayout(answerBox);
    m_ask = new QCheckBox(tr("Ask a question in this step"), answerBox);
    answerLayout->addRow(m_ask);
    m_quantity = new QComboBox(answerBox);
    m_quantity->setAccessibleName(tr("The number asked for"));
    m_quantity->addItems({tr("Output"), tr("Weights"), tr("Scores Q\u00b7K\u1d40"),
                          tr("Scaled scores"), tr("Statistic")});
    answerLayout->addRow(tr("Number:"), m_quantity);
    m_stat = new QComboBox(answerBox);
    m_stat->setAccessibleName(tr("Statistic"));
    for (const char *stat : {"raw.std", "scaled.std", "raw.max", "scaled.max", "raw.mean",
                             "scaled.max_weight", "scaled.entropy"})
        m_stat->addItem(QLatin1String(stat));
    answerLayout->addRow(tr("Statistic:"), m_stat);
    auto *cell = new QHBoxLayout;
    m_head = new QSpinBox(answerBox);
    m_head->setPrefix(tr("head "));
    m_row = new QSpinBox(answerBox);
    m_row->setPrefix(tr("row "));
    m_column = new QSpinBox(answerBox);
    m_column->setPrefix(tr("column "));
    for (QSpinBox *box : {m_head, m_row, m_column}) {
        box->setRange(1, 4096);
        cell->addWidget(box);
    }
    m_head->setAccessibleName(tr("Head"));
    m_row->setAccessibleName(tr("Row"));
    m_column->setAccessibleName(tr("Column"));
    answerLayout->addRow(tr("Cell:"), cell);
    m_tolerance = new QDoubleSpinBox(answerBox);
    m_tolerance->setAccessibleName(tr("Tolerance"));
    m_tolerance->setDecimals(4);
    m_tolerance->setRange(0, 1000);
    m_tolerance->setSingleStep(0.005);
    m_tolerance->setValue(0.01);
    answerLayout->addRow(tr("Tolerance:"), m_tolerance);
    m_answerLabel = new QLabel(answerBox);
    m_answerLabel->setAccessibleName(tr("The engine's answer"));
    m_answerLabel->setWordWrap(true);
    answerLayout->addRow(m_answerLabel);
    layout->addWidget(answerBox);

    connect(m_ask, &QCheckBox::toggled, this, [this] {
        updateAnswer();
        emit changed();
    });
    connect(m_quantity, &QComboBox::currentIndexChanged, this, [this] {
        updateAnswer();
        emit changed();
    });
    connect(m_stat, &QComboBox::currentIndexChanged, this, &StepEditor::updateAnswer);
    for (QSpinBox *box : {m_head, m_row, m_column})
        connect(box, &QSpinBox::valueChanged, this, &StepEditor::updateAnswer);
    updateAnswer();
}

void StepEditor::setStep(const LessonStep &shown)
{
    // No changed() while the form is filled: the editor would store a half-filled form.
    const QSignalBlocker quiet(this);
    m_step = shown; // a copy: `shown` may be the editor's own step, stored on changed()
    const LessonStep &step = m_step;
    for (int l = 0; l < 3; ++l) {
        m_title[l]->setText(part(step.title, l));
        m_text[l]->setPlainText(part(step.text, l));
        const LessonQuestion empty;
        const LessonQuestion &q = step.question ? *step.question : empty;
        m_question[l]->setText(part(q.text, l));
        m_hint[l]->setText(part(q.hint, l));
        m_explanation[l]->setText(part(q.explanation, l));
    }
    const QSignalBlocker block(m_ask);
    m_ask->setChecked(step.question.has_value());
    if (step.question && step.question->answer) {
        const ResultReference &r = *step.question->answer;
        for (int i = 0; i < 5; ++i)
            if (quantities[i] == r.quantity)
                m_quantity->setCurrentIndex(i);
        m_stat->setCurrentText(r.stat);
        m_head->setValue(r.head + 1);
        m_row->setValue(r.row + 1);
        m_column->setValue(r.column + 1);
        m_tolerance->setValue(step.question->tolerance);
    }
    updateAnswer();
}

std::optional<LessonQuestion> StepEditor::question() const
{
    if (!m_ask->isChecked())
        return std::nullopt;
    LessonQuestion q;
    for (int l = 0; l < 3; ++l) {
        part(q.text, l) = m_question[l]->text().trimmed();
        part(q.hint, l) = m_hint[l]->text().trimmed();
        part(q.explanation, l) = m_explanation[l]->text().trimmed();
    }
    if (q.explanation.en.isEmpty())
        q.explanation.en = QStringLiteral("{answer}");
    ResultReference r;
    r.quantity = quantities[m_quantity->currentIndex()];
    if (r.quantity == Quantity::Stat) {
        r.stat = m_stat->currentText();
    } else {
        r.head = r.quantity == Quantity::Output ? 0 : m_head->value() - 1;
        r.row = m_row->value() - 1;
        r.column = m_column->value() - 1;
    }
    q.answer = r;
    q.tolerance = m_tolerance->value();
    return q;
}

LessonStep StepEditor::step() const
{
    LessonStep s = m_step;
    for (int l = 0; l < 3; ++l) {
        part(s.title, l) = m_title[l]->text().trimmed();
        part(s.text, l) = m_text[l]->toPlainText().trimmed();
    }
    s.question = question();
    return s;
}

void StepEditor::updateAnswer()
{
    const bool ask = m_ask->isChecked();
    const bool stat = quantities[m_quantity->currentIndex()] == Quantity::Stat;
    const bool perHead = !stat && quantities[m_quantity->currentIndex()] != Quantity::Output;
    m_quantity->setEnabled(ask);
    m_stat->setEnabled(ask && stat);
    m_head->setEnabled(ask && perHead);
    m_row->setEnabled(ask && !stat);
    m_column->setEnabled(ask && !stat);
    m_tolerance->setEnabled(ask);
    const std::optional<LessonQuestion> q = question();
    if (!q || !m_step.scenario) {
        m_answerLabel->setText(ask ? QString() : tr("No question: the step only explains."));
        return;
    }
    const ExpectedAnswer answer = expectedAnswer(*q, *m_step.scenario);
    m_answerLabel->setText(answer.ok
                               ? tr("The engine's answer here: %1")
                                     .arg(formatNumber(answer.numbers.front(), NumberStyle::Prose))
                               : tr("This number does not exist here: %1").arg(answer.error));
}

} // namespace attn::ui
