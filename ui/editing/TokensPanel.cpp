#include "TokensPanel.h"

#include "Document.h"
#include "MatrixModel.h"
#include "MatrixTable.h"
#include "TokenModel.h"
#include "UndoCommands.h"

#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

TokenTable::TokenTable(QWidget *parent)
    : QTableView(parent)
{
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    setDragDropOverwriteMode(false);
    setDropIndicatorShown(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
}

void TokenTable::dropEvent(QDropEvent *event)
{
    QTableView::dropEvent(event);
    // The model moved the token itself (one undo step): the view must not remove the
    // dragged row afterwards, as it does after a move between models.
    if (event->isAccepted())
        event->setDropAction(Qt::CopyAction);
}

namespace {

QToolButton *toolButton(const QString &text, const QString &toolTip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAccessibleName(toolTip);
    button->setAutoRaise(false);
    return button;
}

} // namespace

TokensPanel::TokensPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tokenModel(new TokenModel(document, this))
    , m_embeddingsModel(new MatrixModel(document, MatrixId::Embeddings, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_tokens(new TokenTable(this))
    , m_embeddings(new MatrixTable(this))
    , m_caption(new QLabel(this))
{
    m_tokens->setModel(m_tokenModel);
    m_tokens->setAccessibleName(tr("Tokens"));
    m_tokens->horizontalHeader()->setSectionResizeMode(TokenModel::LabelColumn,
                                                       QHeaderView::Stretch);
    m_tokens->horizontalHeader()->setSectionResizeMode(TokenModel::PaddingColumn,
                                                       QHeaderView::ResizeToContents);
    m_embeddings->setMatrixModel(m_embeddingsModel);
    m_embeddings->setAccessibleName(tr("Embeddings X"));

    m_add = toolButton(tr("Add"), tr("Add a token after the selected one"), this);
    m_remove = toolButton(tr("Remove"), tr("Remove the selected token"), this);
    m_up = toolButton(tr("Up"), tr("Move the selected token up"), this);
    m_down = toolButton(tr("Down"), tr("Move the selected token down"), this);
    m_add->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Insert));

    auto *tokensBox = new QWidget(this);
    auto *tokensLayout = new QVBoxLayout(tokensBox);
    tokensLayout->setContentsMargins(0, 0, 0, 0);
    auto *tokensTitle = new QLabel(tr("<b>Tokens</b>"), tokensBox);
    tokensLayout->addWidget(tokensTitle);
    tokensLayout->addWidget(m_tokens, 1);
    auto *buttons = new QHBoxLayout;
    for (QToolButton *b : {m_add, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch();
    tokensLayout->addLayout(buttons);

    auto *embeddingsBox = new QWidget(this);
    auto *embeddingsLayout = new QVBoxLayout(embeddingsBox);
    embeddingsLayout->setContentsMargins(0, 0, 0, 0);
    m_caption->setTextFormat(Qt::RichText);
    embeddingsLayout->addWidget(m_caption);
    embeddingsLayout->addWidget(m_embeddings, 1);

    m_splitter->addWidget(tokensBox);
    m_splitter->addWidget(embeddingsBox);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_splitter);

    connect(m_add, &QToolButton::clicked, this, &TokensPanel::addToken);
    connect(m_remove, &QToolButton::clicked, this, &TokensPanel::removeToken);
    connect(m_up, &QToolButton::clicked, this, &TokensPanel::moveUp);
    connect(m_down, &QToolButton::clicked, this, &TokensPanel::moveDown);
    connect(m_tokenModel, &TokenModel::inputRejected, this, &TokensPanel::statusMessage);
    connect(m_tokenModel, &TokenModel::tokenMoved, this, &TokensPanel::selectToken);
    connect(m_embeddingsModel, &MatrixModel::inputRejected, this, &TokensPanel::statusMessage);
    connect(m_embeddingsModel, &MatrixModel::statusMessage, this, &TokensPanel::statusMessage);
    connect(m_tokens->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TokensPanel::updateButtons);
    connect(m_tokenModel, &QAbstractItemModel::modelReset, this, &TokensPanel::updateButtons);
    connect(document, &Document::structureChanged, this, &TokensPanel::updateCaption);
    updateCaption();
    updateButtons();
}

int TokensPanel::currentToken() const
{
    return m_tokens->currentIndex().isValid() ? m_tokens->currentIndex().row() : -1;
}

void TokensPanel::selectToken(int row)
{
    if (row < 0 || row >= m_tokenModel->rowCount())
        return;
    m_tokens->setCurrentIndex(m_tokenModel->index(row, TokenModel::LabelColumn));
    m_embeddings->setCurrentIndex(m_embeddingsModel->index(row, 0));
    updateButtons();
}

void TokensPanel::addToken()
{
    const int n = m_tokenModel->rowCount();
    const int at = currentToken() >= 0 ? currentToken() + 1 : n;
    m_document->undoStack()->push(attn::ui::addToken(m_document, at, NewEmbedding::Zero));
    selectToken(at);
}

void TokensPanel::removeToken()
{
    const int row = currentToken();
    if (row < 0 || m_tokenModel->rowCount() <= 1)
        return;
    m_document->undoStack()->push(attn::ui::removeToken(m_document, row));
    selectToken(std::min(row, m_tokenModel->rowCount() - 1));
}

void TokensPanel::moveUp()
{
    const int row = currentToken();
    if (row <= 0)
        return;
    m_document->undoStack()->push(moveToken(m_document, row, row - 1));
    selectToken(row - 1);
}

void TokensPanel::moveDown()
{
    const int row = currentToken();
    if (row < 0 || row + 1 >= m_tokenModel->rowCount())
        return;
    m_document->undoStack()->push(moveToken(m_document, row, row + 1));
    selectToken(row + 1);
}

void TokensPanel::updateButtons()
{
    const int row = currentToken();
    const int n = m_tokenModel->rowCount();
    const bool self = m_document->scenario().mode == Mode::SelfAttention;
    m_add->setEnabled(self && n < limits::maxTokens);
    m_remove->setEnabled(self && row >= 0 && n > 1);
    m_up->setEnabled(self && row > 0);
    m_down->setEnabled(self && row >= 0 && row + 1 < n);
}

void TokensPanel::updateCaption()
{
    const Scenario &s = m_document->scenario();
    // Direct mode has no embeddings: its keys are edited here, Q, K and V in their tab.
    m_embeddings->parentWidget()->setVisible(s.mode == Mode::SelfAttention);
    m_caption->setText(tr("<b>Embeddings X</b> (%1 tokens × d_model %2)")
                           .arg(s.tokens.size())
                           .arg(s.embeddings.cols()));
}

void TokensPanel::resizeEvent(QResizeEvent *event)
{
    // Side by side when there is room, else the list above the table.
    m_splitter->setOrientation(width() >= 520 ? Qt::Horizontal : Qt::Vertical);
    QWidget::resizeEvent(event);
}

} // namespace attn::ui
