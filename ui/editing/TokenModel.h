#pragma once

#include <QAbstractTableModel>

namespace attn::ui {

class Document;

/// The tokens (self-attention) or the keys (direct mode) as a list: an editable label
/// and a checkable "padding" flag per row; rows move by drag and drop or moveRows().
/// Every change is an undo command pushed on the document.
class TokenModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { LabelColumn, PaddingColumn, ColumnCount };

    explicit TokenModel(Document *document, QObject *parent = nullptr);

    Document *document() const { return m_document; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Moves one token (self-attention mode) as one undo step.
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                  const QModelIndex &destinationParent, int destinationChild) override;

    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

signals:
    void inputRejected(const QString &why);
    /// A token was moved to row `to` (views select it again after the reset).
    void tokenMoved(int to);

private:
    bool isSelfAttention() const;

    Document *m_document;
};

} // namespace attn::ui
