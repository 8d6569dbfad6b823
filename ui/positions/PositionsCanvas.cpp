#include "PositionsCanvas.h"

#include "HeatmapLayout.h"
#include "HeatmapPainter.h"
#include "NumberFormat.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QStringList numbered(int count, int first)
{
    QStringList labels;
    for (int i = 0; i < count; ++i)
        labels << QString::number(first + i);
    return labels;
}

} // namespace

PositionsCanvas::PositionsCanvas(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("positionsCanvas"));
    setAccessibleName(tr("The positional encoding"));
    setMinimumSize(320, 240);
}

QSize PositionsCanvas::sizeHint() const
{
    return QSize(900, 480);
}

void PositionsCanvas::setSnapshot(SnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_matrices.clear();
    m_titles.clear();
    m_subtitles.clear();
    m_distanceScores.clear();
    m_maxDistance = 0;
    const AttentionResult *r = m_snapshot ? &m_snapshot->result : nullptr;
    if (!r || !r->ok || !r->positions.active) {
        update();
        return;
    }
    const PositionStage &p = r->positions;
    const QString base = formatNumber(p.base, NumberStyle::Prose);
    switch (p.kind) {
    case PositionKind::Sinusoidal:
    case PositionKind::Learned:
        m_matrices.push_back(p.added);
        m_titles << QStringLiteral("PE");
        m_subtitles << (p.kind == PositionKind::Learned
                            ? tr("the learned table: row i is added to x\u1d62")
                            : tr("sin(i / %1^(2m/d)), cos(i / %1^(2m/d))").arg(base));
        break;
    case PositionKind::Rope: {
        const int n = std::max(r->nQueries, r->nKeys);
        const int pairs = r->dK / 2;
        Matrix angles(n, pairs);
        for (int i = 0; i < n; ++i)
            for (int m = 0; m < pairs; ++m)
                angles(i, m) = Scalar(ropeAngle(i, m, r->dK, p.base));
        m_matrices.push_back(angles);
        m_titles << tr("rotation angles");
        m_subtitles << tr("p\u00b7\u03b8\u2098 in radians, \u03b8\u2098 = %1^(−2m/%2)")
                           .arg(base)
                           .arg(r->dK);
        // One fixed pair: the first query and the first key of head 1, before rotation.
        const Matrix &q = p.qBeforeRotation.front();
        const Matrix &k = p.kBeforeRotation.front();
        m_maxDistance = std::max(32, n);
        m_distanceScores
            = ropeScoreByDistance(q.row(0).transpose().cast<double>(),
                                  k.row(0).transpose().cast<double>(), p.base, m_maxDistance);
        break;
    }
    case PositionKind::Alibi:
        for (size_t h = 0; h < p.slopes.size(); ++h) {
            Matrix bias(r->nQueries, r->nKeys);
            for (int i = 0; i < r->nQueries; ++i)
                for (int j = 0; j < r->nKeys; ++j)
                    bias(i, j) = alibiBias(p.slopes[h], i, j);
            m_matrices.push_back(bias);
            m_titles << tr("bias, head %1").arg(h + 1);
            m_subtitles << QStringLiteral("−%1\u00b7|i−j|")
                               .arg(formatNumber(p.slopes[h], NumberStyle::Formula));
        }
        break;
    }
    update();
}

void PositionsCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    painter.fillRect(rect(), heatmapcolors::background(dark));
    const QRectF area = QRectF(rect()).adjusted(8, 8, -8, -8);
    if (m_matrices.empty()) {
        painter.setPen(heatmapcolors::text(dark));
        const QString text
            = m_snapshot && !m_snapshot->result.ok
                  ? QString::fromStdString(m_snapshot->result.error)
              : m_snapshot && m_snapshot->scenario.causal
                  ? tr("No positional encoding: only the causal mask tells positions apart; "
                       "each query sees the tokens up to its own as a set. Pick an encoding "
                       "above to give it a sense of order.")
                  : tr("No positional encoding: attention sees the tokens as a set, not a "
                       "sequence. Pick an encoding above to give it a sense of order.");
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, text);
        return;
    }
    const bool chart = !m_distanceScores.empty();
    const int count = int(m_matrices.size()) + (chart ? 1 : 0);
    const double width = area.width() / count;
    for (int i = 0; i < int(m_matrices.size()); ++i) {
        const Matrix &m = m_matrices[size_t(i)];
        HeatmapSpec spec;
        spec.title = m_titles.at(i);
        spec.subtitle = m_subtitles.at(i);
        spec.values = &m;
        spec.rows = int(m.rows());
        spec.columns = int(m.cols());
        spec.scale = HeatmapScale::Signed;
        spec.darkBackground = dark;
        const bool pairs = m_snapshot->result.positions.kind == PositionKind::Rope;
        const bool bias = m_snapshot->result.positions.kind == PositionKind::Alibi;
        spec.rowLabels = numbered(spec.rows, 0);
        spec.columnLabels = numbered(spec.columns, pairs ? 0 : bias ? 0 : 1);
        spec.rowAxisTitle = bias ? tr("query position i") : tr("position");
        spec.columnAxisTitle = bias ? tr("key position j") : pairs ? tr("pair m") : tr("dimension");
        const QRectF box(area.left() + i * width, area.top(), width - 8, area.height());
        paintHeatmap(painter, spec, layoutHeatmap(spec, box, font()));
    }
    if (chart)
        paintChart(painter,
                   QRectF(area.left() + (count - 1) * width, area.top(), width, area.height()));
}

void PositionsCanvas::paintChart(QPainter &painter, const QRectF &rect) const
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    painter.setPen(heatmapcolors::text(dark));
    painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), line), Qt::AlignCenter,
                     tr("score of q\u2081, k\u2081 of head 1 at distance i − j"));
    const QRectF plot = rect.adjusted(metrics.horizontalAdvance(QStringLiteral("−88.88")) + 8,
                                      2 * line, -8, -2 * line);
    const auto [lo, hi] = std::minmax_element(m_distanceScores.begin(), m_distanceScores.end());
    double top = *hi;
    double bottom = *lo;
    if (top - bottom < 1e-9) {
        top += 1;
        bottom -= 1;
    }
    const int n = int(m_distanceScores.size());
    auto point = [&](int index) {
        const double x = plot.left() + plot.width() * index / std::max(1, n - 1);
        const double y
            = plot.bottom()
              - plot.height() * (m_distanceScores[size_t(index)] - bottom) / (top - bottom);
        return QPointF(x, y);
    };
    painter.setPen(heatmapcolors::secondaryText(dark));
    painter.drawRect(plot);
    const double zeroX = plot.left() + plot.width() * m_maxDistance / std::max(1, n - 1);
    painter.drawLine(QPointF(zeroX, plot.top()), QPointF(zeroX, plot.bottom()));
    for (double value : {top, bottom})
        painter.drawText(
            QRectF(rect.left(), value == top ? plot.top() - line / 2 : plot.bottom() - line / 2,
                   plot.left() - rect.left() - 4, line),
            Qt::AlignRight | Qt::AlignVCenter, formatNumber(value, NumberStyle::Statistic));
    for (int d : {-m_maxDistance, 0, m_maxDistance}) {
        const double x = plot.left() + plot.width() * (d + m_maxDistance) / std::max(1, n - 1);
        painter.drawText(QRectF(x - 40, plot.bottom() + 2, 80, line), Qt::AlignCenter,
                         formatNumber(d, NumberStyle::Label));
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + line, plot.width(), line), Qt::AlignCenter,
                     tr("distance i − j"));
    QPainterPath path(point(0));
    for (int i = 1; i < n; ++i)
        path.lineTo(point(i));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(heatmapcolors::highlight(), 2));
    painter.drawPath(path);
}

} // namespace attn::ui
