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
                         const HandoutProgress &progress)
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
    page.text(smallFont, grey, LessonHandoutText::tr("Name: ____________________"), 12);

    struct Key
    {
        int step;
        int exercise;
        QString question;
        QString answer;
    };
    std::vector<Key> keys;
    const int total = int(lesson.steps.size());
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
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

        const SnapshotPtr snapshot = makeSnapshot(starts[i]);
        if (snapshot->result.ok) {
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
            const std::vector<int> stages
                = safeStages(lesson, answers, starts[i], step.question ? &*step.question : nullptr);
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
            const int exercise = int(keys.size()) + 1;
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
            keys.push_back(
                {int(i) + 1, exercise, q.text.in(language), answerText(q, answers[i], language)});
        }
        page.text(textFont, ink, QString(), 10);
    }
    if (!keys.empty()) {
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
                         const HandoutProgress &progress)
{
    QByteArray bytes;
    QString why;
    if (!renderLessonHandout(lesson, language, variant, &bytes, &why, progress)) {
        if (error)
            *error = displayPath(outPath) + QStringLiteral(": ") + why;
        return false;
    }
    return writeFileAtomically(outPath, bytes, error);
}

} // namespace attn::ui
