#include "ShapePanel.h"

#include "Document.h"
#include "MemoryBudget.h"
#include "ScenarioEdits.h"
#include "UndoCommands.h"
#include "WindowAccess.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>

namespace attn::ui {

ShapePanel::ShapePanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_selfAttention(new QRadioButton(tr("&Self-attention"), this))
    , m_direct(new QRadioButton(tr("&Direct Q, K, V"), this))
    , m_dModel(new QSpinBox(this))
    , m_heads(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_randomScenario(new QPushButton(tr("&Random scenario…"), this))
{
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_selfAttention);
    modes->addButton(m_direct);
    m_selfAttention->setToolTip(tr("Tokens with embeddings X; Q = X·W_q, K = X·W_k, V = X·W_v, "
                                   "split into heads"));
    m_direct->setToolTip(tr("Type Q, K and V directly (one head). Switching takes the "
                            "projected Q, K, V of head 1."));
    m_selfAttention->setAccessibleName(tr("Self-attention mode"));
    m_direct->setAccessibleName(tr("Direct Q, K, V mode"));

    // Only on Enter or an arrow step: typing "16" must not first shrink d_model to 1.
    m_dModel->setKeyboardTracking(false);
    m_dModel->setRange(1, 512);
    m_dModel->setAccessibleName(tr("d_model"));
    m_dModel->setToolTip(tr("Embedding size. Growing pads with zeros; shrinking drops the "
                            "last columns."));
    keepValueInAccessibleName(m_heads, tr("Number of heads"));
    m_heads->setToolTip(tr("Only divisors of d_model: each head gets d_k = d_model / heads "
                           "columns"));
    m_randomScenario->setAccessibleName(tr("Random scenario"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("shapeSummary"));

    auto *dLabel = new QLabel(tr("d_&model"), this);
    dLabel->setBuddy(m_dModel);
    auto *hLabel = new QLabel(tr("&Heads"), this);
    hLabel->setBuddy(m_heads);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_selfAttention);
    modeRow->addWidget(m_direct);
    modeRow->addStretch();
    modeRow->addWidget(m_randomScenario);
    layout->addLayout(modeRow, 0, 0, 1, 5);
    layout->addWidget(dLabel, 1, 0);
    layout->addWidget(m_dModel, 1, 1);
    layout->addWidget(hLabel, 1, 2);
    layout->addWidget(m_heads, 1, 3);
    layout->addWidget(m_summary, 1, 4);
    layout->setColumnStretch(4, 1);

    connect(m_dModel, &QSpinBox::valueChanged, this, &ShapePanel::onModelDim);
    connect(m_heads, &QComboBox::activated, this, &ShapePanel::onHeads);
    connect(m_direct, &QRadioButton::toggled, this, &ShapePanel::onMode);
    connect(m_randomScenario, &QPushButton::clicked, this, &ShapePanel::randomScenarioRequested);
    connect(document, &Document::scenarioChanged, this, &ShapePanel::refresh);
    refresh();
}

void ShapePanel::refresh()
{
    const Scenario &s = m_document->scenario();
    const bool direct = s.mode == Mode::Direct;
    const QSignalBlocker b1(m_dModel), b2(m_heads), b3(m_selfAttention), b4(m_direct);
    m_selfAttention->setChecked(!direct);
    m_direct->setChecked(direct);
    m_dModel->setEnabled(!direct);
    m_heads->setEnabled(!direct);
    m_heads->clear();
    if (direct) {
        m_dModel->setValue(std::max(1, int(s.v.cols())));
        m_heads->addItem(QStringLiteral("1"), 1);
        // "1 query", not "1 queries" (Indonesian and Vietnamese have one form for both).
        const int nq = s.queryCount();
        const int nk = s.keyCount();
        const QString queries = nq == 1 ? tr("1 query") : tr("%1 queries").arg(nq);
        const QString keys = nk == 1 ? tr("1 key") : tr("%1 keys").arg(nk);
        m_summary->setText(
            tr("%1, %2, d_k %3, d_v %4").arg(queries, keys).arg(s.q.cols()).arg(s.v.cols()));
        return;
    }
    const int d = int(s.embeddings.cols());
    m_dModel->setMaximum(std::max(512, d));
    m_dModel->setValue(d);
    const QList<int> heads = divisors(std::max(1, d));
    for (int h : heads)
        m_heads->addItem(QString::number(h), h);
    m_heads->setCurrentIndex(int(heads.indexOf(s.numHeads)));
    m_summary->setText(tr("d_k = %1").arg(s.headDim()));
}

void ShapePanel::onModelDim(int dModel)
{
    const Scenario &s = m_document->scenario();
    if (s.mode != Mode::SelfAttention || dModel == s.embeddings.cols())
        return;
    if (!accepts(withModelDim(s, dModel)))
        return;
    m_document->undoStack()->push(setModelDim(m_document, dModel));
}

void ShapePanel::onHeads(int index)
{
    const int heads = m_heads->itemData(index).toInt();
    const Scenario &s = m_document->scenario();
    if (s.mode != Mode::SelfAttention || heads == s.numHeads || heads < 1)
        return;
    if (!accepts(withNumHeads(s, heads)))
        return;
    m_document->undoStack()->push(setNumHeads(m_document, heads));
}

bool ShapePanel::accepts(const Scenario &candidate)
{
    const QString refused = refusedScenario(candidate);
    const std::string tooLarge = refused.isEmpty() ? checkMemoryBudget(candidate) : std::string();
    if (refused.isEmpty() && tooLarge.empty())
        return true;
    refresh(); // the combo and the spin box show the document's shape again
    if (!refused.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Shape Refused"),
                                    tr("A scenario file cannot hold this shape; the scenario "
                                       "is unchanged."),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("shapeRefusedMessage"));
        box->setInformativeText(refused);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Not Enough Memory"),
                                tr("This shape needs more memory than the computation may use; "
                                   "the scenario is unchanged."),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("memoryBudgetMessage"));
    box->setInformativeText(QString::fromStdString(tooLarge));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return false;
}

void ShapePanel::onMode(bool direct)
{
    const Mode mode = direct ? Mode::Direct : Mode::SelfAttention;
    if (mode == m_document->scenario().mode)
        return;
    m_document->undoStack()->push(setMode(m_document, mode));
}

} // namespace attn::ui
