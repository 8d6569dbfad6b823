#pragma once

#include "Snapshot.h"

#include <QAbstractTableModel>

namespace attn::ui {

/// The norm of the softmax Jacobian diag(p) − p·pᵀ of every query row, raw against
/// scaled, as the engine computed it (HeadResult::rawJacobian, scaledJacobian). One head,
/// or every head's rows one after the other. Read only.
class JacobianRowModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Query, Raw, Scaled, ColumnCount };
    /// The engine's number, unformatted (double), for Raw and Scaled.
    static constexpr int ValueRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    /// `head` -1: every head. A new snapshot or head resets the model.
    void setSnapshot(SnapshotPtr snapshot, int head);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    /// The head and query row of a model row.
    std::pair<int, int> locate(int row) const;
    bool hasKeys(int query) const;

    SnapshotPtr m_snapshot;
    int m_head = -1;
    int m_firstHead = 0;
    int m_heads = 0;
    int m_queries = 0;
};

} // namespace attn::ui
