#include "OnlineSoftmaxPicture.h"

#include "NumberFormat.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

OnlineSoftmaxPicture::OnlineSoftmaxPicture(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(160);
    setAccessibleName(tr("Picture of the online softmax step"));
}

void OnlineSoftmaxPicture::setTrace(const OnlineSoftmaxTrace *trace, int step)
{
    m_trace = trace;
    m_step = step;
    update();
}

void OnlineSoftmaxPicture::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    if (!m_trace || !m_trace->ok || m_trace->steps.empty())
        return;
    const auto &steps = m_trace->steps;
    const int step = std::clamp(m_step, 0, int(steps.size()) - 1);
    const bool last = step == int(steps.size()) - 1;
    std::vector<double> scores;
    std::vector<bool> allowed;
    for (const OnlineSoftmaxStep &s : steps) {
        scores.insert(scores.end(), s.scores.begin(), s.scores.end());
        allowed.insert(allowed.end(), s.allowed.begin(), s.allowed.end());
    }
    const int keys = int(scores.size());
    double low = 0, high = 0;
    for (int j = 0; j < keys; ++j)
        if (std::isfinite(scores[size_t(j)])) {
            low = std::min(low, scores[size_t(j)]);
            high = std::max(high, scores[size_t(j)]);
        }
    if (high - low < 1e-12)
        high = low + 1;
    const QFontMetrics fm(font());
    const int margin = fm.height() + 4;
    const QRect top(margin * 2, margin, width() - margin * 3, (height() - 3 * margin) * 3 / 5);
    const QRect bottom(top.left(), top.bottom() + margin, top.width(),
                       height() - top.bottom() - 2 * margin);
    auto yOf = [&](double v) { return top.bottom() - (v - low) / (high - low) * top.height(); };
    const double slot = double(top.width()) / keys;
    const int end = steps[size_t(step)].endKey, begin = steps[size_t(step)].firstKey;
    p.setPen(pal.color(QPalette::Text));
    p.drawText(
        QRect(0, 0, width(), margin), Qt::AlignCenter,
        last ? tr("Scores of keys 1 to %1 (bars); the final weights, 0 to 1 (outlines)").arg(keys)
             : tr("Scores of keys 1 to %1; keys %2 to %3 are this block")
                   .arg(keys)
                   .arg(begin + 1)
                   .arg(end));
    const double zero = yOf(0);
    for (int j = 0; j < keys; ++j) {
        QColor c = pal.color(QPalette::Highlight);
        if (j >= end)
            c.setAlpha(40);
        else if (j < begin)
            c = c.darker(150);
        if (!allowed[size_t(j)])
            c = Qt::gray;
        const double v = std::isfinite(scores[size_t(j)]) ? scores[size_t(j)] : 0;
        const QRectF bar(top.left() + j * slot + slot * 0.15, std::min(zero, yOf(v)), slot * 0.7,
                         std::fabs(yOf(v) - zero));
        p.fillRect(bar, c);
        if (last && j < int(m_trace->weights.size())) {
            // The final weight of the key, as a fraction of the slot's height, in outline.
            const double w = m_trace->weights[size_t(j)];
            p.setPen(QPen(pal.color(QPalette::Text), 1.5));
            p.drawRect(QRectF(top.left() + j * slot + slot * 0.3, top.bottom() - w * top.height(),
                              slot * 0.4, w * top.height()));
        }
    }
    if (const auto &m = steps[size_t(step)].maxAfter) {
        p.setPen(QPen(Qt::red, 2, Qt::DashLine));
        p.drawLine(QPointF(top.left(), yOf(*m)), QPointF(top.right(), yOf(*m)));
        const QString label = QStringLiteral("m = ") + formatNumber(*m, NumberStyle::Cell);
        p.drawText(QPointF(top.right() - fm.horizontalAdvance(label), yOf(*m) + fm.ascent() + 2),
                   label);
    }
    // The partial output after this step, one bar per entry.
    const std::vector<double> &out = steps[size_t(step)].output;
    double span = 1e-12;
    for (const OnlineSoftmaxStep &s : steps)
        for (double v : s.output)
            span = std::max(span, std::fabs(v));
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QRect(0, bottom.top() - margin, width(), margin), Qt::AlignCenter,
               tr("Partial output after this block (ℓ = %1)")
                   .arg(formatNumber(steps[size_t(step)].sum, NumberStyle::Cell)));
    const double oslot = double(bottom.width()) / std::max<size_t>(out.size(), 1);
    const double mid = bottom.center().y();
    for (size_t i = 0; i < out.size(); ++i) {
        const double h = out[i] / span * bottom.height() / 2;
        p.fillRect(QRectF(bottom.left() + i * oslot + oslot * 0.2, std::min(mid, mid - h),
                          oslot * 0.6, std::fabs(h)),
                   QColor(230, 140, 30));
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(QPointF(bottom.left(), mid), QPointF(bottom.right(), mid));
}

} // namespace attn::ui
