#include "RandomScenarioDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace attn::ui {

RandomScenarioDialog::RandomScenarioDialog(QWidget *parent)
    : QDialog(parent)
    , m_tokens(new QSpinBox(this))
    , m_dModel(new QSpinBox(this))
    , m_heads(new QComboBox(this))
    , m_distribution(new QComboBox(this))
    , m_scale(new QDoubleSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_projections(new QCheckBox(tr("Random W_q, W_k, W_v, W_o (else identity)"), this))
{
    setWindowTitle(tr("Random Scenario"));
    m_tokens->setRange(1, 512);
    m_tokens->setAccessibleName(tr("Number of tokens"));
    m_dModel->setRange(1, 512);
    m_dModel->setAccessibleName(tr("d_model"));
    m_heads->setAccessibleName(tr("Number of heads"));
    m_distribution->addItem(tr("Normal N(0, scale²)"), int(Distribution::Normal));
    m_distribution->addItem(tr("Uniform [−scale, scale]"), int(Distribution::Uniform));
    m_distribution->setAccessibleName(tr("Distribution"));
    m_scale->setRange(0.0, 100.0);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.25);
    m_scale->setAccessibleName(tr("Scale of the embeddings"));
    m_seed->setRange(0, 999999);
    m_seed->setAccessibleName(tr("Random seed"));
    m_projections->setAccessibleName(tr("Random projections"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Tokens:"), m_tokens);
    form->addRow(tr("d_&model:"), m_dModel);
    form->addRow(tr("&Heads:"), m_heads);
    form->addRow(tr("&Distribution:"), m_distribution);
    form->addRow(tr("&Scale:"), m_scale);
    form->addRow(tr("S&eed:"), m_seed);
    form->addRow(m_projections);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_dModel, &QSpinBox::valueChanged, this,
            [this] { fillHeads(m_heads->currentData().toInt()); });
    setOptions(RandomScenarioOptions());
}

RandomScenarioOptions RandomScenarioDialog::options() const
{
    RandomScenarioOptions o;
    o.tokens = m_tokens->value();
    o.dModel = m_dModel->value();
    o.numHeads = std::max(1, m_heads->currentData().toInt());
    o.distribution = Distribution(m_distribution->currentData().toInt());
    o.scale = m_scale->value();
    o.seed = std::uint64_t(m_seed->value());
    o.randomProjections = m_projections->isChecked();
    return o;
}

void RandomScenarioDialog::setOptions(const RandomScenarioOptions &o)
{
    m_tokens->setValue(o.tokens);
    m_dModel->setValue(o.dModel);
    fillHeads(o.numHeads);
    m_distribution->setCurrentIndex(o.distribution == Distribution::Normal ? 0 : 1);
    m_scale->setValue(o.scale);
    m_seed->setValue(int(o.seed));
    m_projections->setChecked(o.randomProjections);
}

void RandomScenarioDialog::fillHeads(int preferred)
{
    m_heads->clear();
    const QList<int> heads = divisors(m_dModel->value());
    int index = 0;
    for (int i = 0; i < heads.size(); ++i) {
        m_heads->addItem(QString::number(heads[i]), heads[i]);
        if (heads[i] <= preferred)
            index = i;
    }
    m_heads->setCurrentIndex(index);
}

} // namespace attn::ui
