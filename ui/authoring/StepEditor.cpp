#include "StepEditor.h"

#include "Language.h"
#include "NumberFormat.h"
#include "TextBound.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

using Quantity = ResultReference::Quantity;
using Reduction = ResultReference::Reduction;

QString &part(LessonText &text, int language)
{
    return language == 0 ? text.en : language == 1 ? text.id : text.vi;
}

QString part(const LessonText &text, int language)
{
    return language == 0 ? text.en : language == 1 ? text.id : text.vi;
}

bool isScalar(Quantity q)
{
    return q == Quantity::Stat || q == Quantity::DK || q == Quantity::Divisor
           || q == Quantity::Blocked;
}

bool isPerHead(Quantity q)
{
    return !isScalar(q) && q != Quantity::Output && q != Quantity::Concat;
}

const Reduction reductions[] = {Reduction::None, Reduction::Sum, Reduction::Max, Reduction::Change};

/// Keeps the mouse wheel from changing a box the teacher has not clicked or tabbed into:
/// over a box without focus the wheel scrolls the form (the event goes on to the parents).
class WheelGuard : public QObject
{
public:
    using QObject::QObject;

    static void guard(QWidget *box)
    {
        static WheelGuard *filter = new WheelGuard(qApp);
        box->setFocusPolicy(Qt::StrongFocus);
        box->installEventFilter(filter);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Wheel && !static_cast<QWidget *>(watched)->hasFocus()) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

/// A step's text: asks for six lines, not QPlainTextEdit's 192 px, so that the answer below
/// it is on screen in a dialog of 864 px; it grows with the room the dialog has.
class TextField : public BoundedTextEdit
{
public:
    using BoundedTextEdit::BoundedTextEdit;

    QSize sizeHint() const override
    {
        const int margins = 2 * (frameWidth() + int(document()->documentMargin()));
        return {QPlainTextEdit::sizeHint().width(), 6 * fontMetrics().lineSpacing() + margins};
    }
};

} // namespace

QList<ResultReference::Quantity> StepEditor::quantities()
{
    return {Quantity::Output, Quantity::Weights,    Quantity::Scores, Quantity::Scaled,
            Quantity::Stat,   Quantity::HeadOutput, Quantity::Concat, Quantity::Q,
            Quantity::K,      Quantity::V,          Quantity::DK,     Quantity::Divisor,
            Quantity::Blocked};
}

StepEditor::StepEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bound = new TextBound(this);
    auto *tabs = new QTabWidget(this);
    tabs->setAccessibleName(tr("Texts of the step by language"));
    const QString names[] = {tr("English"), tr("Indonesian"), tr("Vietnamese")};
    for (int l = 0; l < 3; ++l) {
        auto *page = new QWidget(tabs);
        auto *form = new QFormLayout(page);
        m_title[l] = new QLineEdit(page);
        m_title[l]->setAccessibleName(tr("Step title (%1)").arg(names[l]));
        m_text[l] = new TextField(m_bound, page);
        m_text[l]->setAccessibleName(tr("Step text (%1)").arg(names[l]));
        m_text[l]->setTabChangesFocus(true);
        m_question[l] = new QLineEdit(page);
        m_question[l]->setAccessibleName(tr("Question (%1)").arg(names[l]));
        m_choices[l] = new BoundedTextEdit(m_bound, page);
        m_choices[l]->setAccessibleName(tr("Choices, one a line (%1)").arg(names[l]));
        m_choices[l]->setTabChangesFocus(true);
        m_choices[l]->setMaximumHeight(4 * fontMetrics().lineSpacing());
        m_hint[l] = new QLineEdit(page);
        m_hint[l]->setAccessibleName(tr("Hint (%1)").arg(names[l]));
        m_explanation[l] = new QLineEdit(page);
        m_explanation[l]->setAccessibleName(tr("Explanation (%1)").arg(names[l]));
        m_explanation[l]->setPlaceholderText(tr("{answer} stands for the engine's answer"));
        form->addRow(tr("Title:"), m_title[l]);
        form->addRow(tr("Text:"), m_text[l]);
        form->addRow(tr("Question:"), m_question[l]);
        form->addRow(tr("Choices:"), m_choices[l]);
        form->addRow(tr("Hint:"), m_hint[l]);
        form->addRow(tr("Explanation:"), m_explanation[l]);
        tabs->addTab(page, names[l]);
        for (QLineEdit *edit : {m_title[l], m_question[l], m_hint[l], m_explanation[l]}) {
            m_bound->watch(edit);
            connect(edit, &QLineEdit::textEdited, this, &StepEditor::changed);
        }
        connect(m_text[l], &QPlainTextEdit::textChanged, this, &StepEditor::changed);
        connect(m_choices[l], &QPlainTextEdit::textChanged, this, [this] {
            fillCorrect();
            emit changed();
        });
    }
    // The interface's language first: the teacher writes in it.
    tabs->setCurrentIndex(std::max(0, int(interfaceLanguages().indexOf(currentLanguage()))));
    layout->addWidget(tabs, 1);
    // Why a paste or a key was refused (the limits of a lesson's texts), until the next edit.
    m_limitLabel = new QLabel(this);
    m_limitLabel->setObjectName(QStringLiteral("textLimitMessage"));
    m_limitLabel->setAccessibleName(tr("Text limit"));
    m_limitLabel->setWordWrap(true);
    m_limitLabel->hide();
    layout->addWidget(m_limitLabel);
    connect(m_bound, &TextBound::refused, this, [this](const QString &why) {
        m_limitLabel->setText(why);
        m_limitLabel->show();
    });
    connect(this, &StepEditor::changed, m_limitLabel, &QWidget::hide);

    auto *answerBox = new QGroupBox(tr("Answer, computed by the engine"), this);
    auto *answerLayout = new QFormLayout(answerBox);
    m_ask = new QCheckBox(tr("Ask a question in this step"), answerBox);
    answerLayout->addRow(m_ask);
    m_kind = new QComboBox(answerBox);
    m_kind->setAccessibleName(tr("Kind of answer"));
    m_kind->addItems({tr("A number"), tr("A choice")});
    answerLayout->addRow(tr("Answer:"), m_kind);
    m_correct = new QComboBox(answerBox);
    m_correct->setAccessibleName(tr("The right choice"));
    answerLayout->addRow(tr("Right choice:"), m_correct);
    m_quantity = new QComboBox(answerBox);
    m_quantity->setAccessibleName(tr("The number asked for"));
    m_quantity->addItems({tr("Output"), tr("Weights"), tr("Scores Q\u00b7K\u1d40"),
                          tr("Scaled scores"), tr("Statistic"), tr("Head output weights\u00b7V"),
                          tr("Concatenation of the heads"), tr("Q"), tr("K"), tr("V"), tr("d_k"),
                          tr("Divisor of the scores"), tr("Blocked pairs")});
    answerLayout->addRow(tr("Number:"), m_quantity);
    m_stat = new QComboBox(answerBox);
    m_stat->setAccessibleName(tr("Statistic"));
    // Named in the window's language; the lesson file's key ("raw.mean") is the item's data.
    const QHash<QString, QString> statTitles{
        {QStringLiteral("mean"), tr("Mean of the scores")},
        {QStringLiteral("std"), tr("Standard deviation of the scores")},
        {QStringLiteral("min"), tr("Smallest score")},
        {QStringLiteral("max"), tr("Largest score")},
        {QStringLiteral("max_weight"), tr("Largest weight of a row, mean over the rows")},
        {QStringLiteral("entropy"), tr("Entropy of a row's weights (nats), mean over the rows")},
        {QStringLiteral("jacobian_norm"),
         tr("\u2016J\u2016 of a row's softmax, mean over the rows")}};
    for (const bool scaled : {false, true})
        for (const QString &name : lessonStatNames())
            m_stat->addItem(
                (scaled ? tr("Scaled (\u00f7 √d_k): %1") : tr("Raw: %1"))
                    .arg(statTitles.value(name, name)),
                QString((scaled ? QStringLiteral("scaled.") : QStringLiteral("raw.")) + name));
    answerLayout->addRow(tr("Statistic:"), m_stat);
    m_part = new QComboBox(answerBox);
    m_part->setAccessibleName(tr("A cell or a whole row"));
    m_part->addItems({tr("One number (a cell)"), tr("The whole row")});
    answerLayout->addRow(tr("Part:"), m_part);
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
    m_reduction = new QComboBox(answerBox);
    m_reduction->setAccessibleName(tr("What of it is asked"));
    m_reduction->addItems({tr("The number(s) as they are"), tr("The sum"), tr("The largest number"),
                           tr("How far it moves after the edits")});
    answerLayout->addRow(tr("Of it:"), m_reduction);
    m_tolerance = new QDoubleSpinBox(answerBox);
    m_tolerance->setAccessibleName(tr("Tolerance"));
    m_tolerance->setDecimals(4);
    m_tolerance->setRange(0, 1000);
    m_tolerance->setSingleStep(0.005);
    m_tolerance->setValue(0.01);
    answerLayout->addRow(tr("Tolerance:"), m_tolerance);
    m_afterLabel = new QLabel(answerBox);
    m_afterLabel->setWordWrap(true);
    answerLayout->addRow(m_afterLabel);
    m_answerLabel = new QLabel(answerBox);
    m_answerLabel->setAccessibleName(tr("The engine's answer"));
    m_answerLabel->setWordWrap(true);
    answerLayout->addRow(m_answerLabel);
    layout->addWidget(answerBox);

    connect(m_ask, &QCheckBox::toggled, this, [this] {
        updateAnswer();
        emit changed();
    });
    for (QComboBox *box : {m_kind, m_quantity, m_part, m_reduction, m_stat, m_correct})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            updateAnswer();
            emit changed();
        });
    for (QSpinBox *box : {m_head, m_row, m_column})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            updateAnswer();
            emit changed();
        });
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, &StepEditor::changed);
    for (QWidget *box :
         std::initializer_list<QWidget *>{m_kind, m_quantity, m_part, m_reduction, m_stat,
                                          m_correct, m_head, m_row, m_column, m_tolerance})
        WheelGuard::guard(box);
    fillCorrect();
    updateAnswer();
}

void StepEditor::fillCorrect()
{
    const int chosen = m_correct->currentIndex();
    const int count = int(choices().size());
    const QSignalBlocker block(m_correct);
    m_correct->clear();
    m_correct->addItem(tr("Computed: the position of the row's largest number"));
    for (int i = 1; i <= count; ++i)
        m_correct->addItem(tr("Choice %1").arg(i));
    m_correct->setCurrentIndex(std::clamp(chosen, 0, count));
}

void StepEditor::setAfterEdits(const std::vector<ScenarioEdit> &edits)
{
    m_after = edits;
    updateAnswer();
    emit changed();
}

void StepEditor::showReference(const ResultReference &r)
{
    m_quantity->setCurrentIndex(std::max(0, int(quantities().indexOf(r.quantity))));
    if (r.quantity == Quantity::Stat)
        m_stat->setCurrentIndex(std::max(0, m_stat->findData(r.stat)));
    m_head->setValue(r.head + 1);
    m_row->setValue(r.row + 1);
    m_part->setCurrentIndex(r.column >= 0 ? CellPart : RowPart);
    m_column->setValue(std::max(0, r.column) + 1);
    for (int i = 0; i < 4; ++i)
        if (reductions[i] == r.reduction)
            m_reduction->setCurrentIndex(i);
}

void StepEditor::setStep(const LessonStep &shown)
{
    // No changed() while the form is filled: the editor would store a half-filled form.
    const QSignalBlocker quiet(this);
    m_bound->setEnforced(false); // the lesson's own texts, within the limits when it was read
    m_limitLabel->hide();
    m_step = shown; // a copy: `shown` may be the editor's own step, stored on changed()
    const LessonStep &step = m_step;
    const LessonQuestion empty;
    const LessonQuestion &q = step.question ? *step.question : empty;
    for (int l = 0; l < 3; ++l) {
        m_title[l]->setText(part(step.title, l));
        m_text[l]->setPlainText(part(step.text, l));
        m_question[l]->setText(part(q.text, l));
        m_hint[l]->setText(part(q.hint, l));
        m_explanation[l]->setText(part(q.explanation, l));
        QStringList lines;
        for (const LessonText &choice : q.choices)
            lines << part(choice, l);
        const QSignalBlocker block(m_choices[l]);
        m_choices[l]->setPlainText(lines.join(QLatin1Char('\n')));
    }
    m_after = q.after;
    fillCorrect();
    const QSignalBlocker b1(m_ask), b2(m_kind), b3(m_quantity), b4(m_part), b5(m_reduction),
        b6(m_stat), b7(m_correct);
    m_ask->setChecked(step.question.has_value());
    m_kind->setCurrentIndex(q.kind == LessonQuestion::Kind::Choice ? ChoiceKind : NumberKind);
    m_correct->setCurrentIndex(q.answer ? 0 : q.correctChoice + 1);
    m_reduction->setCurrentIndex(NoReduction);
    m_part->setCurrentIndex(CellPart);
    if (q.answer)
        showReference(*q.answer);
    m_tolerance->setValue(q.tolerance);
    m_bound->setEnforced(true);
    updateAnswer();
}

std::vector<LessonText> StepEditor::choices() const
{
    std::vector<LessonText> out;
    for (int l = 0; l < 3; ++l) {
        const QStringList lines = m_choices[l]->toPlainText().split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            if (l == 0 && !line.isEmpty())
                out.emplace_back().en = line;
            else if (l > 0 && i < int(out.size()))
                part(out[size_t(i)], l) = line;
        }
    }
    return out;
}

std::optional<ResultReference> StepEditor::reference() const
{
    const bool choice = m_kind->currentIndex() == ChoiceKind;
    if (!m_ask->isChecked() || (choice && m_correct->currentIndex() > 0))
        return std::nullopt;
    ResultReference r;
    r.quantity = quantities().value(m_quantity->currentIndex());
    if (r.quantity == Quantity::Stat) {
        r.stat = m_stat->currentData().toString();
    } else if (!isScalar(r.quantity)) {
        r.head = isPerHead(r.quantity) ? m_head->value() - 1 : 0;
        r.row = m_row->value() - 1;
        r.column = !choice && m_part->currentIndex() == CellPart ? m_column->value() - 1 : -1;
    }
    r.reduction = choice ? Reduction::Largest : reductions[m_reduction->currentIndex()];
    return r;
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
    // No explanation is no explanation: the answer is shown alone (a "{answer}" put in a
    // language the teacher does not see ended up in front of their own words).
    const bool choice = m_kind->currentIndex() == ChoiceKind;
    q.kind = choice ? LessonQuestion::Kind::Choice : LessonQuestion::Kind::Numeric;
    q.answer = reference();
    if (choice) {
        q.choices = choices();
        q.correctChoice = q.answer ? -1 : m_correct->currentIndex() - 1;
    }
    q.tolerance = m_tolerance->value();
    q.after = m_after;
    // The numbers each student gets anew (from a lesson file) stay as they were.
    if (m_step.question)
        q.vary = m_step.question->vary;
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
    const bool choice = m_kind->currentIndex() == ChoiceKind;
    const bool fixed = choice && m_correct->currentIndex() > 0;
    const Quantity quantity = quantities().value(m_quantity->currentIndex());
    const bool computed = ask && !fixed;
    const bool scalar = isScalar(quantity);
    m_kind->setEnabled(ask);
    m_correct->setEnabled(ask && choice);
    m_quantity->setEnabled(computed);
    m_stat->setEnabled(computed && quantity == Quantity::Stat);
    m_part->setEnabled(computed && !scalar && !choice);
    m_head->setEnabled(computed && isPerHead(quantity));
    m_row->setEnabled(computed && !scalar);
    m_column->setEnabled(computed && !scalar && !choice && m_part->currentIndex() == CellPart);
    m_reduction->setEnabled(computed && !choice);
    m_tolerance->setEnabled(ask && !choice);
    m_afterLabel->setText(m_after.empty()
                              ? tr("The question is about the step's scenario as it is.")
                              : tr("The question is about the scenario after %n edit(s), applied "
                                   "once it is answered.",
                                   nullptr, int(m_after.size())));
    const std::optional<LessonQuestion> q = question();
    if (!q || !m_step.scenario) {
        m_answerLabel->setText(ask ? QString() : tr("No question: the step only explains."));
        return;
    }
    if (fixed) {
        m_answerLabel->setText(tr("The right answer: choice %1.").arg(q->correctChoice + 1));
        return;
    }
    // The step shows its scenario with its change applied (a lesson file opened again).
    Scenario shown = *m_step.scenario;
    QString why;
    if (!applyEdits(shown, m_step.change, &why)) {
        m_answerLabel->setText(tr("This number does not exist here: %1").arg(why));
        return;
    }
    const ExpectedAnswer answer = expectedAnswer(*q, shown);
    if (!answer.ok) {
        m_answerLabel->setText(tr("This number does not exist here: %1").arg(answer.error));
        return;
    }
    if (choice) {
        m_answerLabel->setText(tr("The engine's answer here: choice %1").arg(answer.choice + 1));
        return;
    }
    QStringList numbers;
    for (double x : answer.numbers)
        numbers << formatNumber(x, NumberStyle::Prose);
    m_answerLabel->setText(tr("The engine's answer here: %1").arg(numbers.join(numberSeparator())));
}

} // namespace attn::ui
