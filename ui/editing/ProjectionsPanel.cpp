#include "ProjectionsPanel.h"

#include "MatrixModel.h"
#include "MatrixTable.h"
#include "UndoCommands.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

constexpr MatrixId projections[]
    = {MatrixId::Wq, MatrixId::Wk, MatrixId::Wv, MatrixId::Wo, MatrixId::Bo};

} // namespace

ProjectionsPanel::ProjectionsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tabs(new QTabWidget(this))
    , m_caption(new QLabel(this))
    , m_identity(new QPushButton(tr("Identity"), this))
    , m_random(new QPushButton(tr("Random"), this))
    , m_zero(new QPushButton(tr("Zero"), this))
    , m_seed(new QSpinBox(this))
    , m_scale(new QDoubleSpinBox(this))
{
    const QStringList tabNames = {tr("W_q"), tr("W_k"), tr("W_v"), tr("W_o"), tr("b_o")};
    for (int i = 0; i < 5; ++i) {
        auto *model = new MatrixModel(document, projections[i], this);
        auto *table = new MatrixTable(m_tabs);
        table->setMatrixModel(model);
        table->setAccessibleName(tr("Projection %1").arg(tabNames[i]));
        m_tabs->addTab(table, tabNames[i]);
        m_models.append(model);
        m_tables.append(table);
        connect(model, &MatrixModel::inputRejected, this, &ProjectionsPanel::statusMessage);
        connect(model, &MatrixModel::statusMessage, this, &ProjectionsPanel::statusMessage);
    }
    m_tabs->setAccessibleName(tr("Projections"));
    m_caption->setWordWrap(true);

    m_identity->setAccessibleName(tr("Set to identity"));
    m_random->setAccessibleName(tr("Set to random values"));
    m_zero->setAccessibleName(tr("Set to zero"));
    m_seed->setRange(0, 999999);
    m_seed->setValue(1);
    m_seed->setAccessibleName(tr("Random seed"));
    m_seed->setToolTip(tr("The same seed gives the same numbers, on every computer"));
    m_scale->setRange(0.0, 100.0);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.25);
    m_scale->setValue(0.5);
    m_scale->setAccessibleName(tr("Random scale"));
    m_scale->setToolTip(tr("Random entries are drawn from N(0, 1) times this scale. Large "
                           "values give large scores: watch softmax saturate."));

    auto *buttons = new QGridLayout;
    buttons->addWidget(m_identity, 0, 0);
    buttons->addWidget(m_zero, 0, 1);
    buttons->addWidget(m_random, 0, 2);
    auto *seedLabel = new QLabel(tr("&Seed"), this);
    seedLabel->setBuddy(m_seed);
    auto *scaleLabel = new QLabel(tr("S&cale"), this);
    scaleLabel->setBuddy(m_scale);
    auto *randomRow = new QHBoxLayout;
    randomRow->addWidget(seedLabel);
    randomRow->addWidget(m_seed);
    randomRow->addWidget(scaleLabel);
    randomRow->addWidget(m_scale);
    randomRow->addStretch();
    buttons->addLayout(randomRow, 1, 0, 1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_caption);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(buttons);

    connect(m_identity, &QPushButton::clicked, this, &ProjectionsPanel::setIdentity);
    connect(m_random, &QPushButton::clicked, this, &ProjectionsPanel::setRandom);
    connect(m_zero, &QPushButton::clicked, this, &ProjectionsPanel::setZero);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ProjectionsPanel::updateControls);
    connect(document, &Document::scenarioChanged, this, &ProjectionsPanel::updateControls);
    updateControls();
}

MatrixId ProjectionsPanel::currentMatrix() const
{
    return projections[std::max(0, m_tabs->currentIndex())];
}

MatrixTable *ProjectionsPanel::table(MatrixId id) const
{
    for (int i = 0; i < 5; ++i)
        if (projections[i] == id)
            return m_tables[i];
    return nullptr;
}

MatrixModel *ProjectionsPanel::model(MatrixId id) const
{
    for (int i = 0; i < 5; ++i)
        if (projections[i] == id)
            return m_models[i];
    return nullptr;
}

void ProjectionsPanel::setIdentity()
{
    m_document->undoStack()->push(
        setProjectionPreset(m_document, currentMatrix(), ProjectionPreset::Identity));
}

void ProjectionsPanel::setRandom()
{
    m_document->undoStack()->push(
        setProjectionPreset(m_document, currentMatrix(), ProjectionPreset::Random,
                            std::uint64_t(m_seed->value()), m_scale->value()));
}

void ProjectionsPanel::setZero()
{
    m_document->undoStack()->push(
        setProjectionPreset(m_document, currentMatrix(), ProjectionPreset::Zero));
}

void ProjectionsPanel::updateControls()
{
    const MatrixId id = currentMatrix();
    const bool bias = id == MatrixId::Bo;
    const int d = m_document->columnCount(id);
    m_identity->setVisible(!bias);
    QString role;
    switch (id) {
    case MatrixId::Wq:
        role = tr("Q = X · W_q: what each token looks for.");
        break;
    case MatrixId::Wk:
        role = tr("K = X · W_k: what each token offers to be found by.");
        break;
    case MatrixId::Wv:
        role = tr("V = X · W_v: what each token passes on when attended.");
        break;
    case MatrixId::Wo:
        role = tr("Output = concat(heads) · W_o + b_o.");
        break;
    default:
        role = tr("b_o is added to every output row.");
        break;
    }
    const QString shape = bias ? tr("1 × %1").arg(d) : tr("%1 × %1").arg(d);
    const QString stored = m_document->isPresent(id) ? QString()
                                                     : (bias ? tr(" Not in the file: zero.")
                                                             : tr(" Not in the file: identity."));
    m_caption->setText(role + QLatin1Char(' ') + tr("(%1)").arg(shape) + stored);
}

} // namespace attn::ui
