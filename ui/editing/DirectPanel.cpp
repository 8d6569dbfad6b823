#include "DirectPanel.h"

#include "MatrixModel.h"
#include "MatrixTable.h"
#include "UndoCommands.h"

#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

constexpr MatrixId matrices[] = {MatrixId::Q, MatrixId::K, MatrixId::V};

int slot(MatrixId id)
{
    return id == MatrixId::Q ? 0 : id == MatrixId::K ? 1 : 2;
}

} // namespace

DirectPanel::DirectPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    const QStringList names = {tr("Queries Q"), tr("Keys K"), tr("Values V")};
    for (int i = 0; i < 3; ++i) {
        auto *box = new QWidget(splitter);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        auto *caption = new QLabel(box);
        caption->setTextFormat(Qt::RichText);
        auto *model = new MatrixModel(document, matrices[i], this);
        auto *table = new MatrixTable(box);
        table->setMatrixModel(model);
        table->setAccessibleName(names[i]);
        table->verticalHeader()->setToolTip(tr("Double-click a label to rename it"));
        boxLayout->addWidget(caption);
        boxLayout->addWidget(table, 1);
        splitter->addWidget(box);
        m_models.append(model);
        m_tables.append(table);
        m_captions.append(caption);
        const MatrixId id = matrices[i];
        connect(table->verticalHeader(), &QHeaderView::sectionDoubleClicked, this,
                [this, id](int row) { renameLabel(id, row); });
        connect(model, &MatrixModel::inputRejected, this, &DirectPanel::statusMessage);
        connect(model, &MatrixModel::statusMessage, this, &DirectPanel::statusMessage);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *note = new QLabel(tr("Direct mode: type Q, K and V; one head. Padding marks keys "
                               "in the Keys tab."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(splitter, 1);
    connect(document, &Document::structureChanged, this, &DirectPanel::updateCaptions);
    updateCaptions();
}

MatrixTable *DirectPanel::table(MatrixId id) const
{
    return m_tables[slot(id)];
}

MatrixModel *DirectPanel::model(MatrixId id) const
{
    return m_models[slot(id)];
}

void DirectPanel::renameLabel(MatrixId id, int row)
{
    const LabelSet set = id == MatrixId::Q ? LabelSet::Queries : LabelSet::Keys;
    const Scenario &s = m_document->scenario();
    const Labels labels
        = set == LabelSet::Queries ? s.effectiveQueryLabels() : s.effectiveKeyLabels();
    if (row < 0 || size_t(row) >= labels.size())
        return;
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, set == LabelSet::Queries ? tr("Rename query") : tr("Rename key"), tr("Label:"),
        QLineEdit::Normal, QString::fromStdString(labels[size_t(row)]), &ok);
    if (!ok || text.trimmed().isEmpty() || text.trimmed().toStdString() == labels[size_t(row)])
        return;
    QString refused;
    QUndoCommand *rename
        = attn::ui::renameLabel(m_document, set, row, text.trimmed().toStdString(), &refused);
    if (!rename) {
        emit statusMessage(refused); // a file could not hold it: nothing changes
        return;
    }
    m_document->undoStack()->push(rename);
}

void DirectPanel::updateCaptions()
{
    const Scenario &s = m_document->scenario();
    m_captions[0]->setText(tr("<b>Queries Q</b> (%1 × d_k %2)").arg(s.q.rows()).arg(s.q.cols()));
    m_captions[1]->setText(tr("<b>Keys K</b> (%1 × d_k %2)").arg(s.k.rows()).arg(s.k.cols()));
    m_captions[2]->setText(tr("<b>Values V</b> (%1 × d_v %2)").arg(s.v.rows()).arg(s.v.cols()));
}

} // namespace attn::ui
