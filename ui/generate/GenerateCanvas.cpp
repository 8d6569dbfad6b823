#include "GenerateCanvas.h"

#include "GenerateText.h"
#include "HeatmapPainter.h"
#include "PrintableText.h"
#include "ViewBadges.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace attn::ui {

namespace {

QStringList labels(const Labels &all, int count)
{
    QStringList out;
    for (int i = 0; i < count && i < int(all.size()); ++i)
        out << printableText(all[size_t(i)]);
    return out;
}

QStringList numbered(int count)
{
    QStringList out;
    for (int i = 1; i <= count; ++i)
        out << QString::number(i);
    return out;
}

/// The matrices one step shows; the specs point into them.
struct StepMatrices
{
    Matrix keys, values, newScores, weights, output;
    BoolMatrix weightsAllowed, scoresAllowed;
};

struct Panel
{
    HeatmapSpec spec;
    double share = 1; ///< of its band's width
};

} // namespace

GenerateCanvas::GenerateCanvas(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("generateCanvas"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
}

void GenerateCanvas::show(SnapshotPtr snapshot, const Generation *generation, int step, int head)
{
    m_snapshot = std::move(snapshot);
    m_generation = generation;
    m_step = step;
    m_head = head;
    m_message.clear();
    update();
}

void GenerateCanvas::showMessage(const QString &text)
{
    m_generation = nullptr;
    m_message = text;
    setAccessibleDescription(text);
    update();
}

void GenerateCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    painter.fillRect(rect(), heatmapcolors::background(dark));
    if (!m_generation || !m_snapshot || m_step < 1) {
        painter.setPen(heatmapcolors::text(dark));
        painter.drawText(rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap,
                         m_message);
        return;
    }
    paintStep(painter);
}

void GenerateCanvas::paintStep(QPainter &painter)
{
    const Generation &g = *m_generation;
    const Snapshot &snap = *m_snapshot;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const int t = m_step;
    const int h = std::clamp(m_head, 0, g.numHeads - 1);
    const GenerationStep &now = g.steps[size_t(t - 1)];
    const int c = now.cachedKeys;

    StepMatrices m;
    m.keys = g.keys[size_t(h)].topRows(c);
    m.values = g.values[size_t(h)].topRows(c);
    m.newScores = now.scores[size_t(h)];
    m.weights = g.assembledWeights[size_t(h)].topRows(t);
    m.output = g.assembledOutput.topRows(t);
    m.weightsAllowed = snap.result.allowed.topRows(t);
    m.scoresAllowed = snap.result.allowed.block(t - 1, 0, 1, c);

    const QStringList keyLabels = labels(snap.keyLabels, c);
    const QStringList queryLabels = labels(snap.queryLabels, t);
    const auto base = [&](const QString &title, const Matrix &values, HeatmapScale scale) {
        HeatmapSpec spec;
        spec.title = title;
        spec.values = &values;
        spec.rows = int(values.rows());
        spec.columns = int(values.cols());
        spec.scale = scale;
        spec.darkBackground = dark;
        return spec;
    };

    std::vector<Panel> top, bottom;
    if (c > 0) {
        HeatmapSpec k = base(tr("K cache"), m.keys, HeatmapScale::Signed);
        k.subtitle = tr("%1 of %2 keys").arg(c).arg(g.nKeys);
        k.rowLabels = keyLabels;
        k.columnLabels = numbered(int(m.keys.cols()));
        if (now.keysAdded > 0)
            k.highlightRow = c - 1;
        top.push_back({k, double(m.keys.cols() + 3)});
        HeatmapSpec v = base(tr("V cache"), m.values, HeatmapScale::Signed);
        v.subtitle = k.subtitle;
        v.rowLabels = keyLabels;
        v.columnLabels = numbered(int(m.values.cols()));
        v.highlightRow = k.highlightRow;
        top.push_back({v, double(m.values.cols() + 3)});
        HeatmapSpec s = base(tr("New row of scores q·Kᵀ"), m.newScores, HeatmapScale::Signed);
        s.subtitle = tr("query %1 only").arg(queryLabels.value(t - 1));
        s.allowed = &m.scoresAllowed;
        s.rowLabels = QStringList{queryLabels.value(t - 1)};
        s.columnLabels = keyLabels;
        // Sized for the last step, so the panels do not move as the cache grows.
        top.push_back({s, double(g.nKeys + 3)});
    }
    {
        HeatmapSpec w = base(tr("Weights, every row so far"), m.weights, HeatmapScale::Unit);
        w.subtitle = tr("rows 1–%1 kept from their steps; row %2 is new").arg(t - 1).arg(t);
        if (t == 1)
            w.subtitle = tr("row 1 is new");
        w.allowed = &m.weightsAllowed;
        w.rowLabels = queryLabels;
        w.columnLabels = labels(snap.keyLabels, g.nKeys);
        w.rowAxisTitle = tr("queries");
        w.columnAxisTitle = tr("keys");
        w.highlightRow = t - 1;
        bottom.push_back({w, double(g.nKeys + 3)});
        HeatmapSpec o = base(tr("Output rows so far"), m.output, HeatmapScale::Signed);
        o.rowLabels = queryLabels;
        o.columnLabels = numbered(int(m.output.cols()));
        o.highlightRow = t - 1;
        bottom.push_back({o, double(m.output.cols() + 3)});
    }

    const QFont font = this->font();
    const std::vector<Badge> badges = generationBadges(g, t);
    const QRectF area = QRectF(rect()).adjusted(12, 8, -12, -8);
    const double badgeHeight = badgesHeight(badges, area.width(), font);
    const QRectF heatmaps = area.adjusted(0, 0, 0, -badgeHeight - 8);
    const QRectF topBand(heatmaps.left(), heatmaps.top(), heatmaps.width(),
                         heatmaps.height() * 0.45);
    const QRectF bottomBand(heatmaps.left(), topBand.bottom(), heatmaps.width(),
                            heatmaps.bottom() - topBand.bottom());

    const auto place = [&](std::vector<Panel> &panels, const QRectF &band) {
        double total = 0;
        for (const Panel &p : panels)
            total += p.share;
        std::vector<QRectF> rects;
        double x = band.left();
        for (const Panel &p : panels) {
            const double w = band.width() * p.share / total;
            rects.emplace_back(x, band.top(), w - 8, band.height() - 6);
            x += w;
        }
        return rects;
    };
    const std::vector<QRectF> topRects = place(top, topBand);
    const std::vector<QRectF> bottomRects = place(bottom, bottomBand);
    // One cell size for every panel, so a K row and a weight row look alike.
    double cell = 48;
    for (size_t i = 0; i < top.size(); ++i)
        cell = std::min(cell, layoutHeatmap(top[i].spec, topRects[i], font).cell);
    for (size_t i = 0; i < bottom.size(); ++i)
        cell = std::min(cell, layoutHeatmap(bottom[i].spec, bottomRects[i], font).cell);
    cell = std::max(cell, 4.0);
    const auto paintAll = [&](std::vector<Panel> &panels, const std::vector<QRectF> &rects) {
        for (size_t i = 0; i < panels.size(); ++i) {
            panels[i].spec.maxCellSize = cell;
            paintHeatmap(painter, panels[i].spec, layoutHeatmap(panels[i].spec, rects[i], font));
        }
    };
    paintAll(top, topRects);
    paintAll(bottom, bottomRects);
    paintBadges(painter,
                QRectF(area.left(), area.bottom() - badgeHeight, area.width(), badgeHeight), badges,
                font, dark);

    QStringList spoken{generationStepText(g, t, queryLabels.value(t - 1))};
    for (const Badge &b : badges)
        spoken << b.text;
    setAccessibleDescription(spoken.join(QStringLiteral(". ")));
}

} // namespace attn::ui
