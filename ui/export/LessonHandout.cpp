// The PDF handout of a lesson: steps, pictures, exercises with space, the answer key.

#include "LessonHandout.h"

#include "AtomicFile.h"
#include "HeatmapLayout.h"
#include "HeatmapPainter.h"
#include "LessonSpoilers.h"
#include "LessonVariant.h"
#include "LocalFile.h"
#include "NumberFormat.h"
#include "PipelinePainter.h"
#include "Snapshot.h"
#include "ViewLayout.h"
#include "ViewOptions.h"
#include "ViewPainters.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct LessonHandoutText
{
    Q_DECLARE_TR_FUNCTIONS(LessonHandout)
};

constexpr int pdfResolution = 600;

/// The stages a picture of `numbers` may show without answering any exercise of the lesson
/// (a handout is read whole: earlier and later ones alike) nor the step's own question
/// `own`: the weights (empty: the step's usual picture) when it answers none, the scores
/// when it would answer one about results, Q beside K when one about scores (or the
/// step's own question is counted from the inputs), the input itself when one about Q, K or
/// V.
std::vector<int> safeStages(const Lesson &lesson, const std::vector<ExpectedAnswer> &answers,
                            const Scenario &numbers, const LessonQuestion *own)
{
    auto rank = [](const LessonQuestion &q) {
        switch (answerKind(q)) {
        case AnswerKind::Concept:
            return 0;
        case AnswerKind::Results:
            return 1;
        case AnswerKind::Scores:
        case AnswerKind::ScaledScores:
        case AnswerKind::Setup:
            return 2;
        case AnswerKind::Inputs:
            return 3;
        }
        return 0;
    };
    int strongest = own ? std::max(rank(*own), 1) : 0; // an exercise's own step: its inputs
    for (int j : exercisesShownBy(lesson, answers, numbers))
        strongest = std::max(strongest, rank(*lesson.steps[size_t(j)].question));
    switch (strongest) {
    case 0:
        return {};
    case 1:
        return {int(PipelineStage::Scores)};
    case 2:
        return {int(PipelineStage::Queries), int(PipelineStage::Keys)};
    default:
        return {numbers.mode == Mode::SelfAttention ? int(PipelineStage::Input)
                                                    : int(PipelineStage::Values)};
    }
}

/// A number with `decimals` decimals in the interface's style (decimal comma, minus sign).
QString fixedNumber(double x, int decimals)
{
    if (std::abs(x) < 0.5 * std::pow(10.0, -decimals))
        x = 0; // no "−0,0"
    return localDecimal(QString::number(x, 'f', decimals)).replace(QLatin1Char('-'), QChar(0x2212));
}

/// `m` with every entry rounded to `decimals` decimals.
MatrixD rounded(const MatrixD &m, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return m.unaryExpr([scale](double x) { return std::round(x * scale) / scale; });
}

/// The input matrices a student works from by hand, by name: X and the projections the
/// scenario sets (self-attention), or Q, K and V (direct).
std::vector<std::pair<QString, MatrixD *>> inputMatrices(Scenario &s)
{
    std::vector<std::pair<QString, MatrixD *>> out;
    if (s.mode == Mode::SelfAttention) {
        out.emplace_back(QStringLiteral("X"), &s.embeddings);
        const std::pair<const char *, std::optional<MatrixD> *> projections[]
            = {{"W_q", &s.wq}, {"W_k", &s.wk}, {"W_v", &s.wv}, {"W_o", &s.wo}};
        for (const auto &[name, w] : projections)
            if (*w && !(*w)->isIdentity())
                out.emplace_back(QLatin1String(name), &**w);
    } else {
        out.emplace_back(QStringLiteral("Q"), &s.q);
        out.emplace_back(QStringLiteral("K"), &s.k);
        out.emplace_back(QStringLiteral("V"), &s.v);
    }
    return out;
}

/// More numbers than this are not written out (the picture shows them).
constexpr qsizetype maxPrintedNumbers = 240;
constexpr int maxPrintedDecimals = 6;

/// The fewest decimals (0 .. 6) at which the inputs of `start`, rounded, give the answer
/// `truth` of `question` within half its tolerance: a student who works from the printed
/// numbers lands within the key's tolerance. Never fewer than two unless the numbers are
/// written exactly with fewer (the sheet's numbers are the scenario's, not a coarse copy);
/// for an answer counted from the inputs (d_k, the divisor, the blocked pairs), at most
/// three. -1 when there are too many numbers to print.
int decimalsForHand(const LessonQuestion &question, const ExpectedAnswer &truth,
                    const Scenario &start)
{
    Scenario copy = start;
    qsizetype count = 0;
    for (const auto &entry : inputMatrices(copy))
        count += entry.second->size();
    if (count > maxPrintedNumbers)
        return -1;
    for (int d = 0; d < maxPrintedDecimals; ++d) {
        Scenario r = start;
        bool exact = true;
        for (const auto &[name, m] : inputMatrices(r)) {
            const MatrixD round = rounded(*m, d);
            exact = exact && round == *m;
            *m = round;
        }
        if (exact)
            return d;
        if (d < 2)
            continue;
        if (answerKind(question) == AnswerKind::Setup && d >= 3)
            return d;
        const ExpectedAnswer by = expectedAnswer(question, r);
        if (!by.ok || !truth.ok)
            continue;
        if (question.kind == LessonQuestion::Kind::Choice
                ? by.choice == truth.choice
                : numbersMatch(by.numbers, truth.numbers, 0.5 * question.tolerance))
            return d;
    }
    return maxPrintedDecimals;
}

/// The lines of the inputs of `start` at `decimals`: "X row 1 = [1.541, −0.293, −2.179]".
QString inputLines(const Scenario &start, int decimals)
{
    Scenario copy = start;
    QStringList lines;
    lines << LessonHandoutText::tr("The numbers to work from:");
    for (const auto &[name, m] : inputMatrices(copy))
        for (Eigen::Index r = 0; r < m->rows(); ++r) {
            QStringList row;
            for (Eigen::Index c = 0; c < m->cols(); ++c)
                row << fixedNumber((*m)(r, c), decimals);
            lines << LessonHandoutText::tr("%1 row %2 = [%3]")
                         .arg(name)
                         .arg(r + 1)
                         .arg(row.join(numberSeparator()));
        }
    return lines.join(QLatin1Char('\n'));
}

/// The decimals that write every multiple of `step` exactly (up to six).
int decimalsOf(double step)
{
    int d = 0;
    while (d < maxPrintedDecimals
           && std::abs(step * std::pow(10.0, d) - std::round(step * std::pow(10.0, d))) > 1e-9)
        ++d;
    return d;
}

/// A student's own numbers of a question that varies: "W_v row 3, column 1 = 7".
QString varyingLines(const LessonQuestion &question, const Scenario &start)
{
    QStringList lines;
    for (const VaryingNumber &v : question.vary) {
        Scenario copy = start;
        for (const auto &[name, m] : inputMatrices(copy)) {
            const QString code = QString(name).remove(QLatin1Char('_')).toLower();
            if (code == v.matrix && v.row < m->rows() && v.column < m->cols())
                lines << LessonHandoutText::tr("%1 row %2, column %3 = %4")
                             .arg(name)
                             .arg(v.row + 1)
                             .arg(v.column + 1)
                             .arg(fixedNumber((*m)(v.row, v.column),
                                              std::max(decimalsOf(v.step), decimalsOf(v.min))));
        }
    }
    if (lines.isEmpty())
        return QString();
    return LessonHandoutText::tr("Your own numbers in this exercise:") + QLatin1Char('\n')
           + lines.join(QLatin1Char('\n'));
}

QString answerText(const LessonQuestion &question, const ExpectedAnswer &answer,
                   const QString &language)
{
    if (!answer.ok)
        return answer.error;
    if (question.kind == LessonQuestion::Kind::Choice)
        return question.choices[size_t(answer.choice)].in(language);
    QStringList parts;
    for (double x : answer.numbers)
        parts << formatNumber(x, NumberStyle::Prose);
    return parts.size() == 1 ? parts.front()
                             : QLatin1Char('[') + parts.join(numberSeparator()) + QLatin1Char(']');
}

/// A text laid out in lines over `width` as QPainter::drawText(Qt::TextWordWrap) spaces them,
/// except that a word longer than a line is broken instead of running past the margin.
class TextBlock
{
public:
    TextBlock(const QString &text, const QFont &font, double width)
        : m_layout(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), font)
    {
        QTextOption option(Qt::AlignLeft);
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        m_layout.setTextOption(option);
        const double leading = QFontMetricsF(font).leading();
        double y = -leading;
        m_layout.beginLayout();
        for (QTextLine line = m_layout.createLine(); line.isValid(); line = m_layout.createLine()) {
            line.setLineWidth(width);
            y = std::ceil(y + leading);
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        m_layout.endLayout();
        m_height = std::max(0.0, y);
    }

    double height() const { return m_height; }
    int lineCount() const { return m_layout.lineCount(); }
    QTextLine line(int i) const { return m_layout.lineAt(i); }

private:
    QTextLayout m_layout;
    double m_height = 0;
};

/// Writes on pages top to bottom, starting a new page when a block does not fit.
class PageWriter
{
public:
    PageWriter(QPdfWriter &writer, QPainter &painter)
        : m_writer(writer)
        , m_painter(painter)
    {
        const double toDevice = pdfResolution / 96.0;
        m_painter.scale(toDevice, toDevice);
        m_sheet = QRectF(0, 0, writer.width() / toDevice, writer.height() / toDevice);
        m_y = m_sheet.top();
    }

    double width() const { return m_sheet.width(); }
    double left() const { return m_sheet.left(); }
    double top() const { return m_y; }

    void ensure(double height)
    {
        if (m_y + height > m_sheet.bottom() && m_y > m_sheet.top())
            newPage();
    }

    void newPage()
    {
        m_writer.newPage();
        m_y = m_sheet.top();
    }

    double textHeight(const QFont &font, const QString &text) const
    {
        return TextBlock(text, font, m_sheet.width()).height();
    }

    /// A text that fits on a page is kept whole (on the next page when it does not fit on
    /// this one); a longer one continues line by line onto the pages after.
    void text(const QFont &font, const QColor &colour, const QString &text, double after)
    {
        if (text.isEmpty())
            return;
        const TextBlock block(text, font, m_sheet.width());
        if (block.height() <= m_sheet.height())
            ensure(block.height());
        m_painter.setFont(font);
        m_painter.setPen(colour);
        double origin = m_y; // where the block's y = 0 is on this page
        for (int i = 0; i < block.lineCount(); ++i) {
            const QTextLine line = block.line(i);
            if (origin + line.y() + line.height() > m_sheet.bottom()
                && origin + line.y() > m_sheet.top()) {
                newPage();
                origin = m_sheet.top() - line.y();
            }
            line.draw(&m_painter, QPointF(m_sheet.left(), origin));
        }
        m_y = origin + block.height() + after;
    }

    void lines(int count, const QColor &colour)
    {
        const double gap = 26;
        ensure(gap * count);
        m_painter.setPen(QPen(colour, 0.6));
        for (int i = 0; i < count; ++i) {
            m_y += gap;
            m_painter.drawLine(QPointF(m_sheet.left(), m_y), QPointF(m_sheet.right(), m_y));
        }
        m_y += 14;
    }

    /// Leaves `height` for a picture and returns its rectangle.
    QRectF area(double height)
    {
        ensure(height);
        const QRectF r(m_sheet.left(), m_y, m_sheet.width(), height);
        m_y += height + 8;
        return r;
    }

private:
    QPdfWriter &m_writer;
    QPainter &m_painter;
    QRectF m_sheet;
    double m_y = 0;
};

} // namespace

QString handoutCancelled()
{
    return LessonHandoutText::tr("cancelled");
}

bool renderLessonHandout(const Lesson &lesson, const QString &language,
                         std::optional<quint32> variant, QByteArray *bytes, QString *error,
                         const HandoutProgress &progress, HandoutKey key)
{
    std::vector<Scenario> starts;
    QString why;
    if (!scriptedScenarios(lesson, starts, &why, variant)) {
        if (error)
            *error = why;
        return false;
    }
    const std::vector<ExpectedAnswer> answers = lessonAnswers(lesson, starts); // computed once
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    const QString title = lesson.title.in(language);
    writer.setTitle(title);
    writer.setCreator(
        QStringLiteral("Attention Lab %1").arg(QCoreApplication::applicationVersion()));
    writer.setResolution(pdfResolution);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(16, 16, 16, 16), QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = LessonHandoutText::tr("could not start the PDF");
        return false;
    }
    PageWriter page(writer, painter);
    const QFont base = QApplication::font();
    QFont titleFont = scaledFont(base, 1.8);
    titleFont.setBold(true);
    QFont headFont = scaledFont(base, 1.25);
    headFont.setBold(true);
    const QFont textFont = scaledFont(base, 1.0);
    QFont questionFont = textFont;
    questionFont.setBold(true);
    const QFont smallFont = scaledFont(base, 0.85);
    const QColor ink = heatmapcolors::text(false);
    const QColor grey = heatmapcolors::secondaryText(false);

    page.text(titleFont, ink, title, 4);
    page.text(textFont, grey, lesson.summary.in(language), 4);
    if (variant)
        page.text(smallFont, grey,
                  LessonHandoutText::tr("Variant %1: these exercises have a student's own "
                                        "numbers.")
                      .arg(variantCode(*variant)),
                  4);
    if (key == HandoutKey::Only)
        page.text(smallFont, grey, LessonHandoutText::tr("For the teacher."), 12);
    else
        page.text(smallFont, grey, LessonHandoutText::tr("Name: ____________________"), 12);

    struct Key
    {
        int step;
        int exercise;
        QString question;
        QString answer;
    };
    std::vector<Key> keys;
    for (size_t i = 0; i < lesson.steps.size(); ++i)
        if (const std::optional<LessonQuestion> &q = lesson.steps[i].question)
            keys.push_back({int(i) + 1, int(keys.size()) + 1, q->text.in(language),
                            answerText(*q, answers[i], language)});
    const int total = int(lesson.steps.size());
    int exercise = 0;
    for (size_t i = 0; i < lesson.steps.size() && key != HandoutKey::Only; ++i) {
        if (progress && !progress(int(i), total)) {
            painter.end();
            if (error)
                *error = handoutCancelled();
            return false;
        }
        const LessonStep &step = lesson.steps[i];
        const QString stepTitle = step.title.in(language);
        page.ensure(page.textHeight(headFont, stepTitle) + 120);
        page.text(headFont, ink,
                  stepTitle.isEmpty() ? LessonHandoutText::tr("Step %1").arg(i + 1)
                                      : LessonHandoutText::tr("%1. %2").arg(i + 1).arg(stepTitle),
                  4);
        page.text(textFont, ink, step.text.in(language), 6);

        // The numbers an exercise is worked from, written out to the digits its answer
        // needs; then the picture of those same inputs is left out (they are printed once).
        int decimals = -1;
        if (step.question && step.question->answer && answers[i].ok)
            decimals = decimalsForHand(*step.question, answers[i], starts[i]);
        const std::vector<int> stages
            = safeStages(lesson, answers, starts[i], step.question ? &*step.question : nullptr);
        const bool inputsOnly
            = !stages.empty() && std::none_of(stages.begin(), stages.end(), [](int stage) {
                  return stage == int(PipelineStage::Scores);
              });
        const SnapshotPtr snapshot = makeSnapshot(starts[i]);
        if (snapshot->result.ok && !(inputsOnly && decimals >= 0)) {
            ViewOptions options;
            options.fillArea = true;
            options.highlightRow = -1;
            const QRectF rect = page.area(230);
            painter.save();
            painter.setClipRect(rect);
            painter.setFont(base);
            if (step.question && step.question->answer
                && step.question->answer->head < snapshot->result.numHeads)
                options.head = step.question->answer->head; // a question about head 2: head 2
            if (!stages.empty()) {
                const double width = rect.width() / double(stages.size());
                for (size_t k = 0; k < stages.size(); ++k) {
                    options.focusStage = stages[k];
                    paintPipeline(
                        painter,
                        QRectF(rect.left() + width * double(k), rect.top(), width, rect.height()),
                        *snapshot, options);
                }
            } else if (snapshot->result.numHeads > 1) {
                paintHeads(painter, rect, *snapshot, options);
            } else {
                paintWeights(painter, rect, *snapshot, options);
            }
            painter.restore();
        }
        if (step.question) {
            const LessonQuestion &q = *step.question;
            ++exercise;
            if (decimals >= 0)
                page.text(textFont, ink, inputLines(starts[i], decimals), 6);
            if (variant)
                page.text(textFont, ink, varyingLines(q, starts[i]), 6);
            page.text(
                questionFont, ink,
                LessonHandoutText::tr("Exercise %1. %2").arg(exercise).arg(q.text.in(language)), 2);
            if (q.kind == LessonQuestion::Kind::Choice) {
                for (size_t c = 0; c < q.choices.size(); ++c)
                    page.text(textFont, ink,
                              QStringLiteral("\u25a1 %1").arg(q.choices[c].in(language)), 2);
                page.lines(1, grey);
            } else {
                page.lines(3, grey);
            }
        }
        page.text(textFont, ink, QString(), 10);
    }
    if (!keys.empty() && key != HandoutKey::Omitted) {
        if (key != HandoutKey::Only)
            page.newPage();
        page.text(titleFont, ink, LessonHandoutText::tr("Answer key"), 4);
        page.text(smallFont, grey,
                  LessonHandoutText::tr("Computed by the engine for these numbers."), 10);
        for (const Key &key : keys)
            page.text(textFont, ink,
                      LessonHandoutText::tr("Exercise %1 (step %2): %3\nAnswer: %4")
                          .arg(key.exercise)
                          .arg(key.step)
                          .arg(key.question, key.answer),
                      8);
    }
    painter.end();
    if (progress && !progress(total, total)) {
        if (error)
            *error = handoutCancelled();
        return false;
    }
    return true;
}

bool exportLessonHandout(const Lesson &lesson, const QString &language,
                         std::optional<quint32> variant, const QString &outPath, QString *error,
                         const HandoutProgress &progress, HandoutKey key)
{
    QByteArray bytes;
    QString why;
    if (!renderLessonHandout(lesson, language, variant, &bytes, &why, progress, key)) {
        if (error)
            *error = displayPath(outPath) + QStringLiteral(": ") + why;
        return false;
    }
    return writeFileAtomically(outPath, bytes, error);
}

} // namespace attn::ui
