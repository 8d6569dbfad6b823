#include "ScalingHeatmaps.h"

#include "HeatmapPainter.h"
#include "PrintableText.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace attn::ui {

namespace {

QStringList toStrings(const Labels &labels)
{
    QStringList list;
    list.reserve(int(labels.size()));
    for (const std::string &label : labels)
        list.append(printableText(label));
    return list;
}

HeatmapSpec weightsSpec(const Snapshot &snapshot, const Matrix &weights, bool dark, int colorMap)
{
    const AttentionResult &r = snapshot.result;
    HeatmapSpec spec;
    spec.values = &weights;
    spec.allowed = &r.allowed;
    spec.rowsWithoutKeys = &r.rowsWithoutKeys;
    spec.rows = int(weights.rows());
    spec.columns = int(weights.cols());
    spec.rowLabels = toStrings(snapshot.queryLabels);
    spec.columnLabels = toStrings(snapshot.keyLabels);
    spec.rowAxisTitle = ScalingHeatmapsWidget::tr("queries");
    spec.columnAxisTitle = ScalingHeatmapsWidget::tr("keys");
    spec.scale = HeatmapScale::Unit;
    const ColorMapId map = colorMapFromIndex(colorMap);
    spec.sequentialMap = isSequential(map) ? map : ColorMapId::Viridis;
    spec.darkBackground = dark;
    return spec;
}

} // namespace

void paintScalingHeatmaps(QPainter &painter, const QRectF &rect, const Snapshot &snapshot,
                          const ScalingWeights &weights, int head, const QFont &font, bool dark,
                          int colorMap)
{
    const AttentionResult &r = snapshot.result;
    if (!r.ok || weights.raw.size() == 0 || weights.scaled.size() == 0)
        return;
    HeatmapSpec left = weightsSpec(snapshot, weights.raw, dark, colorMap);
    HeatmapSpec right = weightsSpec(snapshot, weights.scaled, dark, colorMap);
    const QString headName
        = r.numHeads > 1 ? ScalingHeatmapsWidget::tr("Head %1: ").arg(head + 1) : QString();
    left.title = headName + ScalingHeatmapsWidget::tr("weights without ÷√d_k");
    right.title = headName + ScalingHeatmapsWidget::tr("weights with ÷√d_k");
    left.subtitle = ScalingHeatmapsWidget::tr("softmax(Q·Kᵀ)");
    right.subtitle = ScalingHeatmapsWidget::tr("softmax(Q·Kᵀ/√%1)").arg(r.dK);
    // Say which of the two the rest of the app shows, so nobody mistakes one for the other.
    const bool defaultDivisor = !snapshot.scenario.divisor.has_value();
    if (!snapshot.scenario.scale)
        left.subtitle += ScalingHeatmapsWidget::tr(" · the app's setting");
    else if (defaultDivisor)
        right.subtitle += ScalingHeatmapsWidget::tr(" · the app's setting");
    // One colour bar serves both: the two share the fixed 0..1 range.
    left.showColorBar = false;

    const double gap = std::max(8.0, QFontInfo(font).pixelSize() * 1.5);
    const double bar = colorBarWidth(HeatmapScale::Unit, 1, font);
    const double width = std::max(1.0, (rect.width() - gap - bar) / 2);
    const QRectF leftRect(rect.left(), rect.top(), width, rect.height());
    const QRectF rightRect(leftRect.right() + gap, rect.top(),
                           rect.right() - leftRect.right() - gap, rect.height());
    // Equal cells on both sides, so the eye compares like with like.
    double cell = std::min(layoutHeatmap(left, leftRect, font).cell,
                           layoutHeatmap(right, rightRect, font).cell);
    left.maxCellSize = std::min(left.maxCellSize, cell);
    right.maxCellSize = std::min(right.maxCellSize, cell);
    paintHeatmap(painter, left, layoutHeatmap(left, leftRect, font));
    paintHeatmap(painter, right, layoutHeatmap(right, rightRect, font));
}

ScalingHeatmapsWidget::ScalingHeatmapsWidget(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Weights without and with scaling"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ScalingHeatmapsWidget::setWeights(SnapshotPtr snapshot, ScalingWeights weights, int head)
{
    m_snapshot = std::move(snapshot);
    m_weights = std::move(weights);
    m_head = head;
    update();
}

void ScalingHeatmapsWidget::setColorMap(int colorMap)
{
    m_colorMap = colorMap;
    update();
}

QSize ScalingHeatmapsWidget::sizeHint() const
{
    return QSize(560, 300);
}

QSize ScalingHeatmapsWidget::minimumSizeHint() const
{
    return QSize(240, 140);
}

void ScalingHeatmapsWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setClipRegion(event->region());
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_snapshot)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    paintScalingHeatmaps(painter, QRectF(rect()).adjusted(4, 4, -4, -4), *m_snapshot, m_weights,
                         m_head, scaledFont(font(), 1.0), dark, m_colorMap);
}

} // namespace attn::ui
