#pragma once

#include "Intervention.h"
#include "Snapshot.h"

#include <QAbstractTableModel>

namespace attn::ui {

/// The outputs before and after an intervention, row by row, and how far each row moved
/// (the engine's numbers; the difference from attn::compareResults).
class InterventionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Query, Before, After, Change, WeightMoved, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    /// Whether two snapshots can be compared row by row (ok results of the same shapes).
    static bool comparable(const Snapshot &a, const Snapshot &b);
    /// The label of query `index`, quoted, for the table and the panel's sentences.
    static QString queryName(const Labels &labels, int index);

    /// Both must be ok results of the same shapes for a comparison; otherwise empty.
    void setSnapshots(SnapshotPtr before, SnapshotPtr after);
    const InterventionEffect &effect() const { return m_effect; }
    SnapshotPtr before() const { return m_before; }
    SnapshotPtr after() const { return m_after; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    SnapshotPtr m_before;
    SnapshotPtr m_after;
    InterventionEffect m_effect;
};

} // namespace attn::ui
