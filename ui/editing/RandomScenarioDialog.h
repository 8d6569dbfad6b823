#pragma once

#include "ScenarioEdits.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace attn::ui {

/// Asks for a random self-attention scenario: number of tokens, d_model, heads (the
/// divisors of d_model), distribution, scale and seed.
class RandomScenarioDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RandomScenarioDialog(QWidget *parent = nullptr);

    RandomScenarioOptions options() const;
    void setOptions(const RandomScenarioOptions &options);

private:
    void fillHeads(int preferred);

    QSpinBox *m_tokens;
    QSpinBox *m_dModel;
    QComboBox *m_heads;
    QComboBox *m_distribution;
    QDoubleSpinBox *m_scale;
    QSpinBox *m_seed;
    QCheckBox *m_projections;
};

} // namespace attn::ui
