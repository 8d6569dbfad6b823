#pragma once

#include <QAbstractTableModel>
#include <QLocale>

namespace attn::ui {

class Document;

/// The learned positions' table (n_tokens x d_model), edited like the embeddings: a typed
/// number is one undo step; row i is position i.
class PositionTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit PositionTableModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// Call when the document's scenario changed: the shape may have changed.
    void refresh();

signals:
    void inputRejected(const QString &why);

private:
    Document *m_document;
    int m_rows = 0;
    int m_columns = 0;
};

} // namespace attn::ui
