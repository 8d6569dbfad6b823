#pragma once

#include <QTableView>
#include <QWidget>

class QLabel;
class QSplitter;
class QToolButton;

namespace attn::ui {

class Document;
class MatrixModel;
class MatrixTable;
class TokenModel;

/// The token list: rows move by drag and drop (the model makes each move an undo step).
class TokenTable : public QTableView
{
    Q_OBJECT

public:
    explicit TokenTable(QWidget *parent = nullptr);

protected:
    void dropEvent(QDropEvent *event) override;
};

/// Tokens and their embeddings (self-attention mode): add, remove, move up / down and
/// rename tokens, mark padding keys, and edit the embedding matrix X beside the list.
class TokensPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TokensPanel(Document *document, QWidget *parent = nullptr);

    TokenModel *tokenModel() const { return m_tokenModel; }
    MatrixModel *embeddingsModel() const { return m_embeddingsModel; }
    QTableView *tokenTable() const { return m_tokens; }
    MatrixTable *embeddingsTable() const { return m_embeddings; }

    void addToken();
    void removeToken();
    void moveUp();
    void moveDown();

signals:
    /// Refused input or a note, for the status bar.
    void statusMessage(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int currentToken() const;
    void selectToken(int row);
    void updateButtons();
    void updateCaption();

    Document *m_document;
    TokenModel *m_tokenModel;
    MatrixModel *m_embeddingsModel;
    QSplitter *m_splitter;
    TokenTable *m_tokens;
    MatrixTable *m_embeddings;
    QLabel *m_caption;
    QToolButton *m_add;
    QToolButton *m_remove;
    QToolButton *m_up;
    QToolButton *m_down;
};

} // namespace attn::ui
