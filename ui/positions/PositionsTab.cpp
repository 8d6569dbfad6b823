#include "PositionsTab.h"

#include "Document.h"
#include "NumberFormat.h"
#include "PositionTableModel.h"
#include "PositionsCanvas.h"
#include "UndoCommands.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace attn::ui {

namespace {

const PositionKind kinds[]
    = {PositionKind::Sinusoidal, PositionKind::Learned, PositionKind::Rope, PositionKind::Alibi};

} // namespace

PositionsTab::PositionsTab(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_kind(new QComboBox(this))
    , m_base(new QDoubleSpinBox(this))
    , m_slopes(new QLineEdit(this))
    , m_note(new QLabel(this))
    , m_table(new QTableView(this))
    , m_model(new PositionTableModel(document, this))
    , m_canvas(new PositionsCanvas(this))
{
    setObjectName(QStringLiteral("positions"));
    m_kind->setObjectName(QStringLiteral("positionKind"));
    m_kind->addItems({tr("None"), tr("Sinusoidal (added to x)"), tr("Learned table (added to x)"),
                      tr("RoPE (rotates q and k)"), tr("ALiBi (bias on the scores)")});
    m_kind->setAccessibleName(tr("Positional encoding"));
    m_base->setObjectName(QStringLiteral("positionBase"));
    m_base->setRange(1.0, 1e9);
    m_base->setDecimals(0);
    m_base->setAccessibleName(tr("Base"));
    m_slopes->setObjectName(QStringLiteral("positionSlopes"));
    m_slopes->setPlaceholderText(tr("default: 2^(−8h/H)"));
    m_slopes->setAccessibleName(tr("Slopes, one per head"));
    m_note->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Learned position table"));
    m_table->horizontalHeader()->setDefaultSectionSize(64);

    auto *form = new QFormLayout;
    form->addRow(tr("&Encoding:"), m_kind);
    form->addRow(tr("&Base:"), m_base);
    form->addRow(tr("S&lopes:"), m_slopes);
    auto *controls = new QWidget(this);
    auto *left = new QVBoxLayout(controls);
    left->setContentsMargins(0, 0, 0, 0);
    left->addLayout(form);
    left->addWidget(m_note);
    left->addWidget(m_table, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(controls);
    splitter->addWidget(m_canvas);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_kind, qOverload<int>(&QComboBox::activated), this, &PositionsTab::choose);
    connect(m_base, &QDoubleSpinBox::editingFinished, this, &PositionsTab::applyBase);
    connect(m_slopes, &QLineEdit::editingFinished, this, &PositionsTab::applySlopes);
    connect(m_model, &PositionTableModel::inputRejected, m_note, &QLabel::setText);
    connect(document, &Document::snapshotChanged, m_canvas, &PositionsCanvas::setSnapshot);
    // Only what can change the encoding: a cell of the table is the model's own change, and
    // edits elsewhere leave the table's editor open.
    connect(document, &Document::positionsChanged, this, &PositionsTab::syncFromDocument);
    connect(document, &Document::structureChanged, this, &PositionsTab::syncFromDocument);
    connect(document, &Document::documentReset, this, &PositionsTab::syncFromDocument);
    m_canvas->setSnapshot(document->snapshot());
    syncFromDocument();
}

void PositionsTab::syncFromDocument()
{
    m_syncing = true;
    const Scenario &s = m_document->scenario();
    const std::optional<PositionEncoding> &p = s.positions;
    int index = 0;
    if (p)
        index = 1 + int(std::find(std::begin(kinds), std::end(kinds), p->kind) - kinds);
    m_kind->setCurrentIndex(index);
    const bool usesBase
        = p && (p->kind == PositionKind::Sinusoidal || p->kind == PositionKind::Rope);
    m_base->setEnabled(usesBase);
    m_base->setValue(p ? p->effectiveBase() : 10000.0);
    const bool alibi = p && p->kind == PositionKind::Alibi;
    m_slopes->setEnabled(alibi);
    QStringList slopes;
    if (alibi && p->slopes)
        for (double slope : *p->slopes)
            slopes << formatNumber(slope, NumberStyle::Exact);
    m_slopes->setText(slopes.join(QStringLiteral("; ")));
    m_table->setVisible(p && p->kind == PositionKind::Learned);
    m_model->refresh();
    QString note;
    if (p && p->kind == PositionKind::Learned)
        note = tr("Row i of the table is added to the embedding of the token at position i.");
    else if (p && p->kind == PositionKind::Rope)
        note = tr(
            "Each head's q and k are turned pair by pair by position \u00d7 angle: the "
            "score depends on the contents of q and k and on the signed offset i − j, not on where "
            "the pair sits.");
    else if (alibi)
        note = tr("Each head adds −slope\u00b7|i − j| to the scaled scores: nearby keys "
                  "weigh more.");
    else if (p)
        note = tr("sin and cos rows of different frequencies are added to the embeddings.");
    m_note->setText(note);
    m_syncing = false;
}

void PositionsTab::push(const std::optional<PositionEncoding> &positions, const QString &what)
{
    Scenario s = m_document->scenario();
    if (s.positions == positions)
        return;
    s.positions = positions; // checked as the whole scenario it makes
    // A choice the scenario cannot take (rope with an odd d_k, sinusoidal in direct mode)
    // leaves the document unchanged and says why.
    const std::string invalid = validate(s);
    if (!invalid.empty()) {
        syncFromDocument();
        m_note->setText(QString::fromStdString(invalid));
        return;
    }
    m_document->undoStack()->push(new SetPositions(
        m_document, positions, [what] { return tr("Positional encoding: %1").arg(what); }));
}

void PositionsTab::choose(int index)
{
    if (m_syncing)
        return;
    const Scenario &s = m_document->scenario();
    if (index <= 0) {
        push(std::nullopt, tr("none"));
        return;
    }
    PositionEncoding p;
    p.kind = kinds[index - 1];
    if (p.kind == PositionKind::Learned) {
        const bool self = s.mode == Mode::SelfAttention;
        p.table = MatrixD::Zero(self ? s.embeddings.rows() : 0, self ? s.embeddings.cols() : 0);
    }
    push(p, m_kind->itemText(index));
}

void PositionsTab::applyBase()
{
    const Scenario &s = m_document->scenario();
    if (m_syncing || !s.positions || !m_base->isEnabled()
        || m_base->value() == s.positions->effectiveBase())
        return;
    PositionEncoding p = *s.positions;
    p.base = m_base->value();
    push(p, tr("base %1").arg(m_base->value()));
}

void PositionsTab::applySlopes()
{
    const Scenario &s = m_document->scenario();
    if (m_syncing || !s.positions || s.positions->kind != PositionKind::Alibi)
        return;
    PositionEncoding p = *s.positions;
    const QString text = m_slopes->text().trimmed();
    if (text.isEmpty()) {
        p.slopes.reset();
    } else {
        std::vector<double> slopes;
        for (const QString &part :
             text.split(QRegularExpression(QStringLiteral("[;\\s]+")), Qt::SkipEmptyParts)) {
            const std::optional<double> value = parseNumber(part, QLocale());
            if (!value) {
                m_note->setText(tr("Slopes: \u201c%1\u201d is not a number").arg(part));
                return;
            }
            slopes.push_back(*value);
        }
        p.slopes = slopes;
    }
    push(p, tr("slopes"));
}

} // namespace attn::ui
