#pragma once

#include "HeatmapLayout.h"
#include "Training.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

namespace attn::ui {

/// The attention weights of each variant on the comparison's fixed probe input, one
/// heatmap per variant with the app's heatmap painter and colour bar (0..1, viridis).
class ProbeHeatmaps : public QWidget
{
    Q_OBJECT

public:
    explicit ProbeHeatmaps(QWidget *parent = nullptr);

    /// The probes (one per variant, named `names`) and the head shown.
    void setProbes(const std::vector<ProbeView> &probes, const QStringList &names, int head);
    int head() const { return m_head; }
    const std::vector<ProbeView> &probes() const { return m_probes; }
    /// The laid-out heatmaps, one per variant (for tests).
    std::vector<std::pair<HeatmapSpec, HeatmapLayout>> layouts() const;

    QSize sizeHint() const override { return QSize(360, 240); }

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<ProbeView> m_probes;
    std::vector<std::shared_ptr<Matrix>> m_weights;
    QStringList m_names;
    int m_head = 0;
};

} // namespace attn::ui
