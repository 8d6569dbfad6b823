#include "JacobianRowModel.h"

#include "NumberFormat.h"
#include "PrintableText.h"
#include "StatsText.h"

#include <algorithm>

namespace attn::ui {

void JacobianRowModel::setSnapshot(SnapshotPtr snapshot, int head)
{
    beginResetModel();
    m_snapshot = std::move(snapshot);
    m_head = head;
    m_firstHead = 0;
    m_heads = 0;
    m_queries = 0;
    if (m_snapshot && m_snapshot->result.ok) {
        const AttentionResult &r = m_snapshot->result;
        const int heads = int(r.heads.size());
        m_queries = r.nQueries;
        if (head >= 0 && head < heads) {
            m_firstHead = head;
            m_heads = 1;
        } else {
            m_heads = heads;
        }
    }
    endResetModel();
}

int JacobianRowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_heads * m_queries;
}

int JacobianRowModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::pair<int, int> JacobianRowModel::locate(int row) const
{
    return {m_firstHead + row / m_queries, row % m_queries};
}

bool JacobianRowModel::hasKeys(int query) const
{
    const std::vector<int> &empty = m_snapshot->result.rowsWithoutKeys;
    return std::find(empty.begin(), empty.end(), query) == empty.end();
}

QVariant JacobianRowModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto [head, query] = locate(index.row());
    const HeadResult &h = m_snapshot->result.heads[size_t(head)];
    const bool keys = hasKeys(query);
    const double raw = h.rawJacobian.at(size_t(query));
    const double scaled = h.scaledJacobian.at(size_t(query));
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Query: {
            const QString label = printableText(m_snapshot->queryLabels.at(size_t(query)));
            return m_heads > 1 || m_snapshot->result.numHeads > 1
                       ? tr("Head %1 · %2").arg(head + 1).arg(label)
                       : label;
        }
        case Raw:
            return keys ? formatNumber(raw, NumberStyle::Statistic) : tr("no valid keys");
        case Scaled:
            return keys ? formatNumber(scaled, NumberStyle::Statistic) : tr("no valid keys");
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Query || !keys)
            return {};
        return tr("‖diag(p) − p·pᵀ‖ = %1")
            .arg(QString::number(index.column() == Raw ? raw : scaled, 'g', 10));
    case Qt::TextAlignmentRole:
        return index.column() == Query ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                       : int(Qt::AlignRight | Qt::AlignVCenter);
    case ValueRole:
        if (index.column() == Raw)
            return raw;
        if (index.column() == Scaled)
            return scaled;
        break;
    default:
        break;
    }
    return {};
}

QVariant JacobianRowModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Query:
        return tr("Query");
    case Raw:
        return tr("‖J‖ raw");
    case Scaled:
        return tr("‖J‖ scaled");
    default:
        return {};
    }
}

} // namespace attn::ui
