#include "ProbeHeatmaps.h"

#include "HeatmapPainter.h"
#include "PrintableText.h"

#include <QEvent>
#include <QPainter>

namespace attn::ui {

ProbeHeatmaps::ProbeHeatmaps(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Attention weights of each variant on the probe input"));
    setMinimumSize(200, 140);
}

void ProbeHeatmaps::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The titles are made at each paint; the names come from the panel (setProbes).
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Attention weights of each variant on the probe input"));
}

void ProbeHeatmaps::setProbes(const std::vector<ProbeView> &probes, const QStringList &names,
                              int head)
{
    m_probes = probes;
    m_names = names;
    m_head = head;
    m_weights.clear();
    for (const ProbeView &probe : m_probes) {
        const int h
            = probe.weights.empty() ? 0 : std::clamp(head, 0, int(probe.weights.size()) - 1);
        m_weights.push_back(
            probe.weights.empty()
                ? std::make_shared<Matrix>()
                : std::make_shared<Matrix>(probe.weights[std::size_t(h)].cast<Scalar>()));
    }
    update();
}

std::vector<std::pair<HeatmapSpec, HeatmapLayout>> ProbeHeatmaps::layouts() const
{
    std::vector<std::pair<HeatmapSpec, HeatmapLayout>> result;
    const int count = int(m_probes.size());
    if (count == 0)
        return result;
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    const bool sideBySide = area.width() / count >= area.height() * 0.9;
    for (int v = 0; v < count; ++v) {
        const ProbeView &probe = m_probes[std::size_t(v)];
        HeatmapSpec spec;
        spec.title
            = tr("%1, step %2").arg(v < m_names.size() ? m_names[v] : QString()).arg(probe.step);
        spec.subtitle = tr("accuracy on the probe %1%").arg(qRound(probe.accuracy * 100));
        spec.values = m_weights[std::size_t(v)].get();
        spec.rows = int(spec.values->rows());
        spec.columns = int(spec.values->cols());
        QStringList labels;
        for (const std::string &label : probe.scenario.effectiveQueryLabels())
            labels << printableText(label);
        spec.rowLabels = labels;
        spec.columnLabels = labels;
        spec.scale = HeatmapScale::Unit;
        spec.darkBackground = dark;
        spec.maxCellSize = 40;
        const QRectF box = sideBySide ? QRectF(area.left() + v * area.width() / count, area.top(),
                                               area.width() / count, area.height())
                                      : QRectF(area.left(), area.top() + v * area.height() / count,
                                               area.width(), area.height() / count);
        const HeatmapLayout layout = layoutHeatmap(spec, box.adjusted(2, 2, -2, -2), font());
        result.emplace_back(spec, layout);
    }
    return result;
}

void ProbeHeatmaps::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_probes.empty()) {
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Press Play or Step to train; the attention of each variant on a "
                            "fixed probe input appears here."));
        return;
    }
    for (const auto &[spec, layout] : layouts())
        paintHeatmap(painter, spec, layout);
}

} // namespace attn::ui
