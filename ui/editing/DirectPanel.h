#pragma once

#include "Document.h"

#include <QWidget>

class QLabel;

namespace attn::ui {

class MatrixModel;
class MatrixTable;

/// Direct mode: the Q (queries x d_k), K (keys x d_k) and V (keys x d_v) tables, rows
/// labelled with the query and key labels; double-clicking a row label renames it.
class DirectPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DirectPanel(Document *document, QWidget *parent = nullptr);

    MatrixTable *table(MatrixId id) const; ///< Q, K or V
    MatrixModel *model(MatrixId id) const;

signals:
    void statusMessage(const QString &text);

private:
    void renameLabel(MatrixId id, int row);
    void updateCaptions();

    Document *m_document;
    QList<MatrixModel *> m_models;
    QList<MatrixTable *> m_tables;
    QList<QLabel *> m_captions;
};

} // namespace attn::ui
